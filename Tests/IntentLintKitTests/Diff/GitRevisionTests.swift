import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintDiscovery
@testable import IntentLintEngine
import IntentLintTestSupport

/// A git revision read in memory: listed by `ls-tree`, read as its working tree would be, and
/// only the files the run needs fetched.
@Suite struct GitRevisionTests {
    static let intent = """
        import AppIntents

        struct OpenNote: AppIntent {
            static var title: LocalizedStringResource = "Open Note"
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    /// A package with one target (a Swift file, a strings table and a file linked in from
    /// `Shared/`), beside files no target builds.
    private func repository() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write(SessionSources.package("Notes", target: "Notes"), to: "Package.swift")
        try folder.write(Self.intent, to: "Sources/Notes/Intents.swift")
        try folder.write("\"Open Note\" = \"Notiz öffnen\";\n", to: "Sources/Notes/de.lproj/Localizable.strings")
        try folder.write("struct Shared {}\n", to: "Shared/Shared.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Notes/Shared.swift", withDestinationPath: "../../Shared/Shared.swift")
        try folder.write("print(1)\n", to: "Scripts/tool.swift")
        try folder.write("# Notes\n", to: "README.md")
        try SessionSources.commitAll(in: folder, message: "one")
        return folder
    }

    @Test func aRevisionIsDiscoveredAsItsWorkingTreeIs() throws {
        let folder = try repository()
        let revision = try GitRevision.read("HEAD", topLevel: folder.path).files
        let fromDisk = try ModuleDiscovery.discover(["."], in: LocalFiles(), workingDirectory: folder.path)
        let fromGit = try ModuleDiscovery.discover(["."], in: revision, workingDirectory: folder.path)
        func summary(_ result: ModuleDiscovery.Result) -> [String] {
            result.modules.map { module in
                "\(module.id) \(module.name): " + (module.inputs + module.localizationInputs).map { "\($0.displayPath)|\($0.absolutePath)" }.joined(separator: " ")
            } + result.filesInNoTarget + result.warnings
        }
        #expect(summary(fromGit) == summary(fromDisk))
        #expect(summary(fromDisk).contains { $0.contains("Sources/Notes/Shared.swift|") }, "the link is followed")
    }

    @Test func onlyTheFilesTheRunNeedsAreFetched() throws {
        let folder = try repository()
        let revision = try GitRevision.read("HEAD", topLevel: folder.path).files
        var options = LintRun.Options(configuration: Configuration(directory: folder.path), jobs: 2)
        options.files = revision
        let found = try DiffRun.versions(ofSources: ["."], options: options, workingDirectory: folder.path)
        #expect(found.modules.map(\.name) == ["Notes"])
        #expect(found.modules.first?.identifiers.intents.keys.sorted() == ["OpenNote"])
        // The manifest, the target's files (the link's as the file it leads to) and its strings
        // table; not the script no target builds, nor the README.
        #expect(revision.fetchedPaths == Set(["Package.swift", "Sources/Notes/Intents.swift", "Shared/Shared.swift",
                                              "Sources/Notes/de.lproj/Localizable.strings"].map { folder.path + "/" + $0 }))
    }

    @Test func againstTheWorkingTreeOnlyWhatDiffersIsFetched() throws {
        let folder = try repository()
        try folder.write(Self.intent.replacingOccurrences(of: "OpenNote", with: "ShowNote"), to: "Sources/Notes/Intents.swift")
        try folder.write("struct Untracked {}\n", to: "Sources/Notes/Untracked.swift")
        let revision = try GitRevision.read("HEAD", topLevel: folder.path, againstWorkingTree: true)
        #expect(revision.changedFromWorkingTree == [folder.path + "/Sources/Notes/Intents.swift"])
        var options = LintRun.Options(configuration: Configuration(directory: folder.path), jobs: 2)
        options.files = revision.files
        let found = try DiffRun.versions(ofSources: ["."], options: options, workingDirectory: folder.path)
        // The revision's own version of the changed file, from git; the rest read from disk,
        // where it is the same; the untracked file is not the revision's.
        #expect(found.modules.first?.identifiers.intents.keys.sorted() == ["OpenNote"])
        #expect(revision.files.fetchedPaths == [folder.path + "/Sources/Notes/Intents.swift"])
        #expect(revision.files.kind(of: folder.path + "/Sources/Notes/Untracked.swift") == .missing)
    }

    @Test func aModuleOfUnchangedFilesIsNotReadAgain() throws {
        let folder = try repository()
        let options = LintRun.Options(configuration: Configuration(directory: folder.path), jobs: 2)
        let workingTree = try DiffRun.versions(ofSources: ["."], options: options, workingDirectory: folder.path)
        // A revision whose sources cannot be read (only its Package.swift can): only a module that
        // is not read survives it.
        let objects = try GitRevision.read("HEAD", topLevel: folder.path).objects
        let manifest = objects[folder.path + "/Package.swift"]!
        var unreadable = options
        unreadable.files = InMemoryFiles(root: folder.path, files: objects.map { ($0.key, $0.value) }, emptyFolders: [folder.path + "/.git"],
                                         links: [folder.path + "/Sources/Notes/Shared.swift": "../../Shared/Shared.swift"]) { keys in
            .success(keys.map { $0 == manifest ? Array(SessionSources.package("Notes", target: "Notes").utf8) : nil })
        }
        var cache = ModuleLoader.ScanCache()
        let same = try DiffRun.versions(ofSources: ["."], options: unreadable, workingDirectory: folder.path, cache: &cache,
                                        reusing: (workingTree.modules, changed: []))
        #expect(same.modules.map(\.name) == ["Notes"])
        #expect(same.modules.first?.identifiers.intents.keys.sorted() == ["OpenNote"])
        // One of its files changed: it is read, and here that fails.
        #expect(throws: InputError.self) {
            try DiffRun.versions(ofSources: ["."], options: unreadable, workingDirectory: folder.path, cache: &cache,
                                 reusing: (workingTree.modules, changed: [folder.path + "/Sources/Notes/Intents.swift"]))
        }
    }

    @Test func aRevisionThatIsNoCommitIsOneLine() throws {
        let folder = try repository()
        let error = #expect(throws: InputError.self) { try GitRevision.read("no-such-branch", topLevel: folder.path) }
        #expect(error?.description == "'no-such-branch' is not a commit of the repository at \(folder.path)")
    }

    @Test func lsTreeOutputIsReadStrictly() throws {
        let output = Array("100644 blob 0123abcd\tSources/A b.swift\u{0}120000 blob 89ef\tLink.swift\u{0}160000 commit 42\tVendor/Sub\u{0}100755 blob 77\ttool\u{0}".utf8)
        #expect(try GitTreeEntry.entries(of: output) == [
            GitTreeEntry(kind: .file, object: "0123abcd", path: "Sources/A b.swift"),
            GitTreeEntry(kind: .symbolicLink, object: "89ef", path: "Link.swift"),
            GitTreeEntry(kind: .submodule, object: "42", path: "Vendor/Sub"),
            GitTreeEntry(kind: .file, object: "77", path: "tool"),
        ])
        #expect(try GitTreeEntry.entries(of: []).isEmpty)
        for bad in ["100644 blob 12\n", "100644 blob xyz\tA.swift", "100644 blob 12\t../A.swift", "100644 blob 12\t/etc/passwd",
                    "100644 12\tA.swift", "100644 blob 12\tA//B.swift", "100644 blob 12\t"] {
            let error = #expect(throws: InputError.self, "\(bad)") { try GitTreeEntry.entries(of: Array(bad.utf8)) }
            #expect(error.map { !$0.description.contains("\n") } == true)
        }
    }
}

import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// Every file lint-intents writes lands where the user named it and nowhere else: a module name
/// from a module list or a flag never steers a path, and a symbolic link in the way is replaced,
/// never followed to somewhere else.
@Suite(.serialized) struct WrittenPathsTests {
    private static let intent = """
        import AppIntents
        struct OrderSoupIntent: AppIntent {
            static var title: LocalizedStringResource = "Order Soup"
        }
        """

    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    /// Every file under the runner's folder, relative to it.
    private func files(in runner: ExecutableRunner) -> Set<String> {
        let enumerator = FileManager.default.enumerator(atPath: runner.folder.path)
        var found: Set<String> = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: runner.folder.path + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                found.insert(path)
            }
        }
        return found
    }

    private func moduleList(_ names: [String]) -> String {
        let entries = names.map { name in
            "{\"name\": \(JSONValue.string(name).serialized()), \"files\": [\"../App/Intent.swift\"]}"
        }
        return "{\"modules\": [\(entries.joined(separator: ", "))]}"
    }

    @Test func aModuleListNameWithASeparatorIsRejectedNamingTheFileAndTheEntry() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.intent)
            for (name, number) in [("../x", 2), ("/abs", 2), ("a/b", 2), ("a\\\\b", 2)] {
                try runner.write("work/modules.json", moduleList(["Fine", name]).replacingOccurrences(of: "\\\\\\\\", with: "\\\\"))
                for command in [["manifest", "--output-dir", "out"], ["lint", "--manifest-output-dir", "out"]] {
                    let run = try runner.run(command + ["--modules-file", "work/modules.json"])
                    #expect(run.status == 2, "\(name): \(run.errors)")
                    #expect(run.errors.split(separator: "\n").count == 1)
                    #expect(run.errors.contains("work/modules.json: module \(number):"), "\(run.errors)")
                    #expect(run.errors.contains("path separator"), "\(run.errors)")
                }
            }
            let empty = try runner.write("work/modules.json", moduleList([""]))
            let run = try runner.run(["manifest", "--output-dir", "out", "--modules-file", empty])
            #expect(run.status == 2 && run.errors.contains("module 1 needs a 'name'"), "\(run.errors)")
            #expect(!files(in: runner).contains { $0.hasSuffix(".manifest.json") })
        }
    }

    @Test func hostileModuleNamesWriteOneFileEachInsideTheFolder() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.intent)
            let long = String(repeating: "m", count: 300)
            let names = [".", "..", "Shared", "shared", "CON", long, "..evil", "line\u{2028}sep"]
            try runner.write("work/modules.json", moduleList(names))
            for (command, folder) in [(["manifest", "--output-dir"], "out/manifest"), (["lint", "--manifest-output-dir"], "out/lint")] {
                let before = files(in: runner)
                let run = try runner.run(command + [folder, "--modules-file", "work/modules.json"])
                #expect(run.status == 0, "\(run.errors)")
                let written = files(in: runner).subtracting(before)
                // One file per module, every one of them inside the folder named, none hidden.
                #expect(written.count == names.count, "\(written.sorted())")
                #expect(written.allSatisfy { $0.hasPrefix(folder + "/") && !$0.dropFirst(folder.count + 1).contains("/") })
                #expect(written.allSatisfy { !$0.dropFirst(folder.count + 1).hasPrefix(".") })
                #expect(Set(written.map { $0.lowercased() }).count == names.count)
                #expect(written.allSatisfy { $0.split(separator: "/").last!.utf8.count <= 255 })
                #expect(written.contains(folder + "/_CON.manifest.json"))
                for file in written {
                    let manifest = try runner.read(file)
                    #expect(manifest.contains("OrderSoupIntent"))
                }
            }
        }
    }

    @Test func aModuleNameFlagWithASeparatorIsAUsageError() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.intent)
            for name in ["../../evil", "/abs", "a/b", "", "tab\there"] {
                let run = try runner.run(["manifest", "--output-dir", "out", "--module-name", name, "App"])
                #expect(run.status == 2, "\(name): \(run.errors)")
                #expect(run.errors.contains("'--module-name'"), "\(run.errors)")
            }
            let dots = try runner.run(["manifest", "--output-dir", "out", "--module-name", "..", "App"])
            #expect(dots.status == 0, "\(dots.errors)")
            #expect(files(in: runner).filter { $0.hasSuffix(".manifest.json") } == ["out/__.manifest.json"])
        }
    }

    /// `--output`, `--manifest-output`, `--summary-output` and `--write-baseline` name a file; a
    /// symbolic link there is replaced by the new file, and whatever it pointed to is untouched.
    @Test func aSymbolicLinkAtAnOutputIsReplacedNotFollowed() throws {
        try withRunner { runner in
            try runner.write("App/Intent.swift", Self.intent)
            let target = try runner.write("elsewhere/precious.txt", "keep me")
            let runs: [(output: String, arguments: [String])] = [
                ("report.json", ["lint", "--reporter", "json", "--output", "report.json", "App"]),
                ("manifest.json", ["lint", "--manifest-output", "manifest.json", "App"]),
                ("summary.json", ["lint", "--summary-output", "summary.json", "App"]),
                ("baseline.json", ["lint", "--write-baseline", "baseline.json", "App"]),
                ("only.json", ["manifest", "--output", "only.json", "App"]),
            ]
            for (output, arguments) in runs {
                let link = runner.folder.path + "/" + output
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
                let run = try runner.run(arguments)
                #expect(run.status == 0, "\(arguments): \(run.errors)")
                #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me", "\(arguments) wrote through the link")
                let attributes = try FileManager.default.attributesOfItem(atPath: link)
                #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(output) is still a link")
                #expect(try !runner.read(output).isEmpty)
            }
            // Nothing else appeared: no temporary file left beside the outputs.
            #expect(files(in: runner) == Set(["App/Intent.swift", "elsewhere/precious.txt"] + runs.map(\.output)))
        }
    }

    @Test func installHookReplacesALinkedHookWithoutWritingThroughIt() throws {
        try withRunner { runner in
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "init", "--quiet", runner.folder.path]
            try git.run()
            git.waitUntilExit()
            let target = try runner.write("elsewhere/hook.sh", "#!/bin/sh\necho mine\n")
            let hook = runner.folder.path + "/.git/hooks/pre-commit"
            try FileManager.default.createDirectory(atPath: runner.folder.path + "/.git/hooks", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: hook, withDestinationPath: target)
            let refused = try runner.run(["install-hook"])
            #expect(refused.status == 2 && refused.errors.contains("already exists"))
            let run = try runner.run(["install-hook", "--force"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "#!/bin/sh\necho mine\n")
            #expect(try String(contentsOfFile: hook, encoding: .utf8).contains("lint-intents lint --staged") ||
                    String(contentsOfFile: hook, encoding: .utf8).contains("lint --staged"))
            let attributes = try FileManager.default.attributesOfItem(atPath: hook)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        }
    }
}

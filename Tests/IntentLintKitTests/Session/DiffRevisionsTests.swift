import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// `diff --base` on git history: which commit is the base, and errors that name what is at fault.
@Suite struct DiffRevisionsTests {
    static func intent(_ name: String, title: String? = nil) -> String {
        """
        import AppIntents

        struct \(name): AppIntent {
            static var title: LocalizedStringResource = "\(title ?? name)"
            func perform() async throws -> some IntentResult { .result() }
        }

        """
    }

    private func changes(_ outcome: ReportOutcome) -> [String] {
        outcome.report?.content.findings.map { "\($0.ruleIdentifier) \($0.file)" } ?? []
    }

    /// `main` with one intent; a branch `feature` from it that adds `Archive`; then `main` moves
    /// on (adds `Export`) without the branch. The working tree is the branch.
    private func branchedRepository() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write(Self.intent("OpenNote"), to: "Sources/Notes/OpenNote.swift")
        try SessionSources.commitAll(in: folder, message: "one")
        try SessionSources.git(["branch", "-M", "main"], in: folder)
        try SessionSources.git(["checkout", "-q", "-b", "feature"], in: folder)
        try folder.write(Self.intent("Archive"), to: "Sources/Notes/Archive.swift")
        try SessionSources.commitAll(in: folder, message: "archive")
        try SessionSources.git(["checkout", "-q", "main"], in: folder)
        try folder.write(Self.intent("Export"), to: "Sources/Notes/Export.swift")
        try SessionSources.commitAll(in: folder, message: "export")
        try SessionSources.git(["checkout", "-q", "feature"], in: folder)
        return folder
    }

    @Test func theBaseIsTheMergeBaseWithTheHeadAsAPullRequestSeesIt() throws {
        let folder = try branchedRepository()
        let session = try SessionSources.session(in: folder)
        // What the branch changes since it left main: the intent it adds, not main's own `Export`.
        let pullRequest = try session.diff(DiffRequest(versions: .revisions(base: "main", head: nil, paths: ["."])))
        #expect(changes(pullRequest) == ["intent-added Sources/Notes/Archive.swift"])
        #expect(pullRequest.exitStatus == 0)
        // Main moved on since the branch left it: messages name the merge base so.
        let comparison = try GitComparison.resolve(in: folder.path, base: "main", head: nil, exactBase: false)
        #expect(comparison.base.name.hasSuffix(", the merge base of main and HEAD") && comparison.base.name.count == 12 + ", the merge base of main and HEAD".count)
        #expect(try GitComparison.resolve(in: folder.path, base: "HEAD~1", head: nil, exactBase: false).base.name == "HEAD~1", "an ancestor of the head is its own merge base")
        // The same with --head: the merge base of main and the branch's commit.
        let commits = try session.diff(DiffRequest(versions: .revisions(base: "main", head: "feature", paths: ["."])))
        #expect(changes(commits) == changes(pullRequest))
        // --base-exact compares with main's tip, where `Export` is: the branch lacks it.
        let exact = try session.diff(DiffRequest(versions: .revisions(base: "main", head: nil, paths: ["."], exactBase: true)))
        // `Export.swift` is not in the branch: its removal is shown at the module's first declaration
        // there, and names where it was, at main.
        #expect(changes(exact) == ["intent-added Sources/Notes/Archive.swift", "intent-removed Sources/Notes/Archive.swift"])
        #expect(exact.report?.content.findings.last?.message.hasSuffix("(it was at Sources/Notes/Export.swift:3 in main)") == true)
        #expect(exact.exitStatus == 1)
    }

    @Test func historiesWithNoCommonCommitHaveNoMergeBase() throws {
        let folder = try branchedRepository()
        try SessionSources.git(["checkout", "-q", "--orphan", "unrelated"], in: folder)
        try SessionSources.commitAll(in: folder, message: "unrelated")
        let session = try SessionSources.session(in: folder)
        let error = #expect(throws: InputError.self) {
            try session.diff(DiffRequest(versions: .revisions(base: "main", head: nil, paths: ["."])))
        }
        #expect(error?.description.hasPrefix("main and HEAD have no commit in common") == true, "\(String(describing: error))")
        #expect(error?.description.contains("--base-exact main") == true)
        let exact = try session.diff(DiffRequest(versions: .revisions(base: "main", head: nil, paths: ["."], exactBase: true)))
        #expect(exact.report != nil)
    }

    @Test func aRevisionThatIsNoCommitIsNamed() throws {
        let folder = try branchedRepository()
        let session = try SessionSources.session(in: folder)
        for (base, head) in [("no-such-branch", nil), ("main", "no-such-head"), ("-p", nil)] as [(String, String?)] {
            let error = #expect(throws: InputError.self) {
                try session.diff(DiffRequest(versions: .revisions(base: base, head: head, paths: ["."])))
            }
            let named = head ?? base
            #expect(error?.description.contains("'\(named)'") == true, "\(String(describing: error))")
            #expect(error?.description.contains("\n") == false)
        }
    }

    @Test func aBlobMissingFromTheRepositoryIsNamedWithItsFileAndRevision() throws {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try folder.write(Self.intent("Archive"), to: "Sources/Notes/Archive.swift")
        try folder.write(Self.intent("OpenNote"), to: "Sources/Notes/OpenNote.swift")
        try folder.write(Self.intent("Share"), to: "Sources/Notes/Share.swift")
        try SessionSources.commitAll(in: folder, message: "one")
        let lost = try SessionSources.git(["rev-parse", "HEAD:Sources/Notes/OpenNote.swift"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        try folder.write(Self.intent("OpenNote", title: "Open a Note"), to: "Sources/Notes/OpenNote.swift")
        try folder.write(Self.intent("Share", title: "Share a Note"), to: "Sources/Notes/Share.swift")
        try SessionSources.commitAll(in: folder, message: "two")
        // The loose object of the first version of OpenNote.swift is gone, as in a damaged clone.
        try FileManager.default.removeItem(atPath: folder.path + "/.git/objects/" + lost.prefix(2) + "/" + lost.dropFirst(2))

        let session = try SessionSources.session(in: folder)
        let error = #expect(throws: InputError.self) {
            try session.diff(DiffRequest(versions: .revisions(base: "HEAD~1", head: nil, paths: ["."], exactBase: true)))
        }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("Sources/Notes/OpenNote.swift: "), "\(message)")
        #expect(message.contains("at HEAD~1") && message.contains(lost), "\(message)")
        #expect(!message.contains("Share.swift") && !message.contains("\n"))
    }
}

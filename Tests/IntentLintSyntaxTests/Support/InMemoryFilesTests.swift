import Foundation
import Testing
@testable import IntentLintSupport

/// A tree of files in memory answers as the disk would, and fetches bytes only when read,
/// what one `willRead` names in one fetch.
@Suite struct InMemoryFilesTests {
    /// Records each fetch: the keys asked for together.
    final class Fetches: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [[String]] = []

        var all: [[String]] {
            lock.lock()
            defer { lock.unlock() }
            return calls
        }

        func fetch(_ keys: [String]) -> Result<[[UInt8]?], InputError> {
            lock.lock()
            calls.append(keys)
            lock.unlock()
            return .success(keys.map { Array("contents of \($0)".utf8) })
        }
    }

    private func tree(_ fetches: Fetches, links: [String: String] = [:]) -> InMemoryFiles {
        InMemoryFiles(root: "/work/repo", files: [
            ("/work/repo/Package.swift", "p"),
            ("/work/repo/Sources/Kit/A.swift", "a"),
            ("/work/repo/Sources/Kit/B.swift", "b"),
            ("/work/repo/Sources/Kit/Copy.swift", "a"),
            ("/work/repo/Shared/Shared.swift", "s"),
        ], emptyFolders: ["/work/repo/.git"], links: links, fetch: fetches.fetch)
    }

    @Test func kindsAndFoldersAreThoseOfAWorkingTree() {
        let files = tree(Fetches())
        #expect(files.kind(of: "/work/repo/Sources/Kit/A.swift") == .file)
        #expect(files.kind(of: "/work/repo/Sources/Kit") == .directory)
        #expect(files.kind(of: "/work/repo/Sources/Kit/") == .directory)
        #expect(files.kind(of: "/work/repo/.git") == .directory)
        #expect(files.kind(of: "/work/repo/Sources/Kit/Missing.swift") == .missing)
        #expect(files.kind(of: "/work/repo/Sources/Kit/../../Package.swift") == .file)
        // The folders above the root lead to it, and hold nothing else.
        #expect(files.kind(of: "/work") == .directory && files.kind(of: "/") == .directory)
        #expect(files.folder("/work")?.entries.map(\.name) == ["repo"])
        #expect(files.kind(of: "/elsewhere") == .missing)

        let kit = files.folder("/work/repo/Sources/Kit")
        #expect(kit?.entries.map(\.name).sorted() == ["A.swift", "B.swift", "Copy.swift"])
        #expect(kit?.entries.allSatisfy { $0.kind == .file } == true)
        #expect(files.folder("/work/repo")?.entries.map(\.name).sorted() == [".git", "Package.swift", "Shared", "Sources"])
        #expect(files.folder("/work/repo/Package.swift") == nil)
        #expect(files.folder("/work/repo")?.identity != files.folder("/work/repo/Sources")?.identity)
    }

    @Test func bytesAreFetchedWhenReadAndWhatWillBeReadTogether() throws {
        let fetches = Fetches()
        let files = tree(fetches)
        #expect(fetches.all.isEmpty, "listing fetches nothing")
        #expect(try files.bytes(of: "/work/repo/Package.swift").get() == Array("contents of p".utf8))
        #expect(fetches.all == [["p"]])
        // One fetch for what will be read, each key once; what is held is not fetched again.
        files.willRead(["/work/repo/Sources/Kit/A.swift", "/work/repo/Sources/Kit/B.swift", "/work/repo/Sources/Kit/Copy.swift",
                        "/work/repo/Package.swift", "/work/repo/Missing.swift", "/work/repo/Sources"])
        #expect(fetches.all == [["p"], ["a", "b"]])
        #expect(try files.bytes(of: "/work/repo/Sources/Kit/Copy.swift").get() == Array("contents of a".utf8))
        #expect(fetches.all.count == 2)
        #expect(files.fetchedPaths == ["/work/repo/Package.swift", "/work/repo/Sources/Kit/A.swift", "/work/repo/Sources/Kit/B.swift",
                                       "/work/repo/Sources/Kit/Copy.swift"])
        #expect(throws: InputError.self) { try files.bytes(of: "/work/repo/Missing.swift").get() }
        #expect(throws: InputError.self) { try files.bytes(of: "/work/repo/Sources").get() }
    }

    @Test func aFetchThatFailsIsTheReadsError() {
        let files = InMemoryFiles(root: "/r", files: [("/r/A.swift", "a")]) { _ in .failure(InputError("git is gone")) }
        guard case .failure(let error) = files.bytes(of: "/r/A.swift") else {
            Issue.record("read a file whose fetch failed")
            return
        }
        #expect(error.description == "git is gone")
    }

    @Test func aKeyTheSourceDoesNotHoldFailsThatFileAlone() {
        let files = InMemoryFiles(root: "/r", files: [("/r/A.swift", "a"), ("/r/B.swift", "b")],
                                  missing: { "the repository does not have object \($0)" }) { keys in
            .success(keys.map { $0 == "b" ? nil : Array("contents of \($0)".utf8) })
        }
        files.willRead(["/r/A.swift", "/r/B.swift"])
        #expect((try? files.bytes(of: "/r/A.swift").get()) == Array("contents of a".utf8))
        guard case .failure(let error) = files.bytes(of: "/r/B.swift") else {
            Issue.record("read a file whose object is missing")
            return
        }
        #expect(error.description == "the repository does not have object b")
    }

    @Test func symbolicLinksAreFollowedAndLoopsEnd() throws {
        let files = tree(Fetches(), links: [
            "/work/repo/Sources/Kit/Linked.swift": "../../Shared/Shared.swift",
            "/work/repo/Sources/SharedFolder": "/work/repo/Shared",
            "/work/repo/Sources/Broken.swift": "Nowhere.swift",
            "/work/repo/Loop": "Loop",
        ])
        #expect(files.kind(of: "/work/repo/Sources/Kit/Linked.swift") == .file)
        #expect(try files.bytes(of: "/work/repo/Sources/Kit/Linked.swift").get() == Array("contents of s".utf8))
        #expect(files.kind(of: "/work/repo/Sources/SharedFolder/Shared.swift") == .file)
        #expect(files.folder("/work/repo/Sources/SharedFolder")?.identity == files.folder("/work/repo/Shared")?.identity)
        #expect(files.kind(of: "/work/repo/Sources/Broken.swift") == .missing)
        #expect(files.kind(of: "/work/repo/Loop") == .missing)
        // Entries are what they lead to, as a walk that follows links sees them.
        let sources = Dictionary(uniqueKeysWithValues: files.folder("/work/repo/Sources")?.entries.map { ($0.name, $0.kind) } ?? [])
        #expect(sources == ["Kit": .directory, "SharedFolder": .directory, "Broken.swift": .missing])
        var walk = FolderWalk(in: files)
        #expect(walk.enter("/work/repo/Shared") != nil)
        #expect(walk.enter("/work/repo/Sources/SharedFolder") == nil, "a folder is entered once, whichever path leads to it")
    }
}

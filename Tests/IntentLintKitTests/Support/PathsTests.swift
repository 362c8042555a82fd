import Testing
@testable import IntentLintSupport
@testable import IntentLintKit
import IntentLintEngineTestSupport

/// Paths as discovery shows them: a file inside a folder is named from that folder, and a
/// folder whose name merely starts the same is another folder.
struct PathsTests {
    @Test func aFileInsideAFolderIsNamedFromIt() {
        #expect(Paths.relative("/repo/Sources/App/A.swift", to: "/repo") == "Sources/App/A.swift")
        #expect(Paths.relative("/repo/A.swift", to: "/") == "repo/A.swift")
        #expect(Paths.remainder(of: "/repo/Sources", inside: "/repo") == "Sources")
    }

    @Test func normalizingSkipsOnlyPathsThatAreNormal() {
        #expect(Paths.normalize("/a/./b/../c/") == "/a/c")
        #expect(Paths.normalize("a//b/...") == "/a/b/...")
        #expect(Paths.normalize("/") == "/")
        // Every path of up to seven of `/`, `.` and `a`: the shortcut for paths already normal
        // answers as taking the path apart does.
        var paths = [""]
        for _ in 1...7 {
            paths = paths.flatMap { [$0 + "/", $0 + ".", $0 + "a"] }
            for path in paths {
                #expect(Paths.normalize(path) == Paths.normalizingComponents(path), "\(path)")
            }
        }
    }

    @Test func namesAndFoldersAreCutAtTheirSlashBytes() {
        // A name may start with a combining mark; it is still a name of its own.
        #expect(Paths.parent(of: "/a/\u{301}b") == "/a")
        #expect(Paths.lastComponent("/a/\u{301}b") == "\u{301}b")
        // Every path of up to five of `/`, `a`, `é` and a combining mark, against the bytes.
        var paths = [""]
        for _ in 1...5 {
            paths = paths.flatMap { [$0 + "/", $0 + "a", $0 + "\u{E9}", $0 + "\u{301}"] }
            for path in paths {
                let bytes = Array(path.utf8)
                let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
                #expect(Paths.lastComponent(path) == slash.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) } ?? path)
                #expect(Paths.parent(of: path) == (slash.flatMap { $0 == 0 ? nil : String(decoding: bytes[..<$0], as: UTF8.self) } ?? "/"))
                for folder in ["/", "/a", "/a/", "/\u{E9}", ""] {
                    let expected: String? = bytes.starts(with: folder.utf8)
                        ? (folder.hasSuffix("/") ? String(decoding: bytes.dropFirst(folder.utf8.count), as: UTF8.self)
                           : bytes.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")
                           ? String(decoding: bytes.dropFirst(folder.utf8.count + 1), as: UTF8.self) : nil)
                        : nil
                    #expect(Paths.remainder(of: path, inside: folder).map(String.init) == expected, "\(path) in \(folder)")
                }
            }
        }
    }

    @Test func aFolderWhoseNameStartsTheSameIsAnotherFolder() {
        #expect(Paths.remainder(of: "/repo-old/A.swift", inside: "/repo") == nil)
        #expect(Paths.relative("/repo-old/A.swift", to: "/repo") == "/repo-old/A.swift")
        #expect(Paths.remainder(of: "/repo", inside: "/repo") == nil)
        #expect(Paths.relative("/repo", to: "/repo") == "/repo")
    }

    @Test func namesAreComparedByTheirBytes() {
        // "é" composed (U+00E9) and decomposed (e + U+0301) are equal Swift strings, but two
        // different names to a Linux file system.
        let composed = "/Caf\u{E9}"
        let decomposed = "/Cafe\u{301}"
        #expect(Paths.relative("\(composed)/Intents.swift", to: composed) == "Intents.swift")
        #expect(Paths.remainder(of: "\(decomposed)/Intents.swift", inside: composed) == nil)
        #expect(Paths.relative("/Caf\u{E9}/R\u{E9}sum\u{E9}/A.swift", to: "/Caf\u{E9}") == "R\u{E9}sum\u{E9}/A.swift")
    }

    @Test func aPathIsWrittenAsFromTheWorkingFolder() {
        #expect(Paths.written("/repo", from: "/repo") == ".")
        #expect(Paths.written("/repo/Sources/App", from: "/repo") == "Sources/App")
        #expect(Paths.written("/repo", from: "/repo/Sources/App") == "../..")
        #expect(Paths.written("/repo/Other/B.swift", from: "/repo/Sources/App") == "../../Other/B.swift")
        #expect(Paths.written("/work/repo-old/A.swift", from: "/work/repo") == "../repo-old/A.swift")
        #expect(Paths.written("/repo-old/A.swift", from: "/repo") == "/repo-old/A.swift")
        #expect(Paths.written("/elsewhere/A.swift", from: "/repo") == "/elsewhere/A.swift")
    }
}

/// Code quoted in a message stays on one line and short.
struct QuotedCodeTests {
    @Test func codeIsOneLineAndCutShort() {
        #expect(QuotedText.code("makeTitle()") == "makeTitle()")
        #expect(QuotedText.code("  Titles.make(\n        for: .order,\n        in: .current)\n") == "Titles.make(for: .order, in: .current)")
        #expect(QuotedText.code("a  +  b") == "a  +  b", "blanks on one line stay as written")
        let long = QuotedText.code("Titles.make(" + String(repeating: "argument: value, ", count: 10) + ")")
        #expect(long.count == 60 && long.hasSuffix("…"))
    }
}

/// A finding quotes the expression it is about on one line, at a readable length, while the
/// manifest keeps the expression whole.
struct QuotedExpressionInMessagesTests {
    @Test func aLongExpressionIsCutInTheMessage() throws {
        let source = """
            import AppIntents
            struct OrderSoupIntent: AppIntent {
                static var title: LocalizedStringResource = Titles.localizedTitle(
                    forKey: "order.soup.title", table: "Intents", bundle: .main, fallback: "Order Soup", comment: "The title")
            }
            """
        let finding = try #require(InMemoryModule.lint(source).first { $0.ruleIdentifier == "non-constant-metadata" })
        #expect(!finding.message.contains("\n"))
        #expect(finding.message.contains("calls `Titles.localizedTitle(forKey: \"order.soup.title\", table: \"I…`;"), "\(finding.message)")
    }
}

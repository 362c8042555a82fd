import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintKit
@testable import IntentLintReporting

/// The executable does without Foundation on Linux (loading it was half of every run's
/// start-up). What it used Foundation's string and path methods for is done by hand now, and
/// answers as Foundation does: Foundation itself, loaded only by the tests, is the oracle.
struct FoundationFreeTextTests {
    /// Texts with the cases that tell searches apart: repeats, overlaps, a needle at either
    /// end, non-ASCII neighbours, and every kind of white space Foundation trims.
    static let texts = [
        "", "a", "${", "Open ${note} in ${applicationName}", "a ${b", "$${x}", "x (in target 'A') (in target 'B')",
        "//", "@repo//pkg:target", "1_000_000", "some Entity", "café ${é}", "\u{301}${x}", " \t\n padded \r\n",
        "\u{A0}\u{2003}text\u{3000}\u{85}", "\u{2028}line\u{2029}", "\u{FEFF}bom", "\t", "\n\r", "ab|cd||",
        "swift-tools-version:5.9", "a' b ''", "🍲 soup 🍲",
    ]
    static let needles = ["${", "//", "_", "some ", "|", "'", " (in target '", "swift-tools-version", "x", "🍲", "é"]

    @Test func searchesFindWhatFoundationFinds() {
        for text in Self.texts {
            for needle in Self.needles {
                #expect(text.range(ofBytes: needle) == text.range(of: needle), "\(text) / \(needle)")
                #expect(text.contains(bytes: needle) == (text.range(of: needle) != nil), "\(text) / \(needle)")
                #expect(text.lastRange(ofBytes: needle) == text.range(of: needle, options: .backwards), "\(text) / \(needle)")
                #expect(text.replacingBytes(needle, with: "<>") == text.replacingOccurrences(of: needle, with: "<>"),
                        "\(text) / \(needle)")
                let slice = text.dropFirst()
                #expect(slice.range(ofBytes: needle) == slice.range(of: needle), "\(slice) / \(needle)")
            }
            // Foundation finds no empty string, and replaces none.
            #expect(text.range(ofBytes: "") == nil && text.range(of: "") == nil)
        }
    }

    @Test func trimmingRemovesWhatFoundationRemoves() {
        var texts = Self.texts
        // Every scalar Foundation's sets or Unicode call white space, at either end.
        var spaces: [Unicode.Scalar] = ["\u{9}", "\u{A}", "\u{B}", "\u{C}", "\u{D}", "\u{20}", "\u{85}", "\u{A0}", "\u{1680}",
                                        "\u{2000}", "\u{200A}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}",
                                        "\u{3000}", "\u{FEFF}", "\u{180E}"]
        // And every other scalar of the first planes, at both ends.
        spaces += (0...0x3100).compactMap(Unicode.Scalar.init)
        texts += spaces.map { "\($0)x\($0)" }
        for text in texts {
            #expect(text.trimmingWhitespaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
            #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimmingNewlines == text.trimmingCharacters(in: .newlines), "\(text.debugDescription)")
        }
    }

    @Test func paddingMakesFoundationsColumns() {
        for text in ["", "id", "non-constant-metadata", "exactly16chars__"] {
            for length in [0, 4, 16, 30] {
                #expect(text.padded(to: length) == text.padding(toLength: length, withPad: " ", startingAt: 0), "\(text) \(length)")
            }
        }
    }

    @Test func aFilesFolderIsNSStringsFolder() {
        for path in ["out.json", "dir/out.json", "/abs/out.json", "/out.json", "a/b/c.json", "dir/sub/", "rel/../x.json"] {
            let foundation = (path as NSString).deletingLastPathComponent
            #expect(FileSystem.folderPart(of: path) == (foundation.isEmpty ? "." : foundation), "\(path)")
        }
    }

    @Test func summaryDurationsHaveTwoDecimals() {
        for duration in [0, 0.004, 0.005, 0.0149, 0.31, 0.999, 1, 1.5, 12.345, 61.019] {
            let report = LintReport(findings: [], rules: [], fileCount: 0, duration: duration, workingDirectory: "/")
            #expect(ReportTail.seconds(report) == String(format: "%.2f", duration), "\(duration)")
        }
    }

    @Test func foldersAreMadeWithTheFoldersAboveThem() throws {
        let root = FileManager.default.temporaryDirectory.path + "/lint-intents-folders-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileSystem.createFolder(root + "/a/b/c")
        #expect(FileSystem.kind(of: root + "/a/b/c") == .directory)
        try FileSystem.createFolder(root + "/a/b/c")  // already there: nothing to do
        try FileSystem.writeAtomically("x", to: root + "/file")
        #expect(throws: InputError.self) { try FileSystem.createFolder(root + "/file/sub") }
    }
}

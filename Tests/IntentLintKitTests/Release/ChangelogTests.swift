import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintTestSupport

/// CHANGELOG.md and `LintIntents.version` (what `lint-intents --version` prints) must agree,
/// as the README's Releasing section describes: the version is either the newest release in
/// the changelog, or a newer one that the Unreleased section says it is to be released as.
@Suite struct ChangelogTests {
    static let changelogPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CHANGELOG.md").path

    /// One `## [...]` section of the changelog.
    struct Section {
        var title: String
        var date: String?
        var body: [String]
    }

    /// The `## [title]` and `## [title] - YYYY-MM-DD` sections, in order.
    static func sections(_ text: String) -> [Section] {
        var sections: [Section] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") {
                let heading = line.dropFirst(3)
                guard heading.hasPrefix("["), let close = heading.firstIndex(of: "]") else {
                    sections.append(Section(title: String(heading), date: nil, body: []))
                    continue
                }
                let title = String(heading[heading.index(after: heading.startIndex)..<close])
                let rest = heading[heading.index(after: close)...]
                let date = rest.hasPrefix(" - ") ? String(rest.dropFirst(3)) : (rest.isEmpty ? nil : String(rest))
                sections.append(Section(title: title, date: date, body: []))
            } else if !sections.isEmpty {
                sections[sections.count - 1].body.append(line)
            }
        }
        return sections
    }

    /// `X.Y.Z` as three numbers, or nil when it is not one.
    static func semanticVersion(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let numbers = parts.compactMap { part -> Int? in
            guard !part.isEmpty, part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
                  part == "0" || !part.hasPrefix("0") else { return nil }
            return Int(part)
        }
        return numbers.count == 3 ? numbers : nil
    }

    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
    }

    @Test func versionIsASemanticVersion() {
        #expect(Self.semanticVersion(LintIntents.version) != nil,
                "LintIntents.version '\(LintIntents.version)' is not X.Y.Z, the form releases are tagged with")
    }

    @Test func changelogAgreesWithTheVersion() throws {
        let sections = Self.sections(try String(contentsOfFile: Self.changelogPath, encoding: .utf8))
        let unreleased = try #require(sections.first, "CHANGELOG.md has no '## [...]' sections")
        #expect(unreleased.title == "Unreleased" && unreleased.date == nil,
                "CHANGELOG.md's first section is '## [\(unreleased.title)]', not '## [Unreleased]'")
        let releases = sections.dropFirst()
        for release in releases {
            #expect(Self.semanticVersion(release.title) != nil, "CHANGELOG.md: '## [\(release.title)]' is not a version X.Y.Z")
            #expect(release.date.map(Self.isDate) == true, "CHANGELOG.md: '## [\(release.title)]' needs ' - YYYY-MM-DD' after it")
        }
        let versions = releases.compactMap { Self.semanticVersion($0.title) }
        for (newer, older) in zip(versions, versions.dropFirst()) {
            #expect(older.lexicographicallyPrecedes(newer),
                    "CHANGELOG.md lists \(older) after \(newer): releases go newest first, each once")
        }

        let version = try #require(Self.semanticVersion(LintIntents.version))
        let announcement = "to be released as \(LintIntents.version)"
        let announced = unreleased.body.joined(separator: " ").contains(announcement)
        if let newest = versions.first, version == newest {
            #expect(!announced, "CHANGELOG.md: \(LintIntents.version) is released; the Unreleased section cannot be '\(announcement)'")
        } else {
            if let newest = versions.first {
                #expect(newest.lexicographicallyPrecedes(version),
                        "LintIntents.version \(LintIntents.version) is older than the newest release in CHANGELOG.md, \(newest.map(String.init).joined(separator: "."))")
            }
            #expect(announced,
                    "LintIntents.version \(LintIntents.version) is not released in CHANGELOG.md, so its Unreleased section must say it is '\(announcement)'")
        }
    }

    @Test func parsesReleasesAndDates() {
        let sections = Self.sections("""
            # Changelog

            ## [Unreleased]

            ## [1.2.0] - 2026-01-31
            ### Added
            - x
            """)
        #expect(sections.map(\.title) == ["Unreleased", "1.2.0"])
        #expect(sections.map(\.date) == [nil, "2026-01-31"])
        #expect(sections[1].body.contains("- x"))
        #expect(Self.semanticVersion("1.2.0") == [1, 2, 0])
        #expect(Self.semanticVersion("1.2") == nil)
        #expect(Self.semanticVersion("01.2.0") == nil)
        #expect(Self.semanticVersion("v1.2.0") == nil)
        #expect(Self.isDate("2026-01-31"))
        #expect(!Self.isDate("31.01.2026"))
    }

    @Test func versionCommandsPrintTheVersion() throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        for arguments in [["version"], ["--version"], ["-v"]] {
            let run = try runner.run(arguments)
            #expect(run.status == 0)
            #expect(run.output == LintIntents.version + "\n", "lint-intents \(arguments[0]) printed '\(run.output)'")
        }
        #expect(try runner.run(["help"]).output.hasPrefix("lint-intents \(LintIntents.version): "))
    }

    /// Where the docs' workflows use an action the lint-intents Action uses too (upload-sarif,
    /// checkout, cache), they use the same major version.
    @Test func theDocsUseTheVersionsOfActionsTheActionUses() throws {
        let root = URL(fileURLWithPath: Self.changelogPath).deletingLastPathComponent().path
        func uses(_ text: String) -> [String: Set<String>] {
            var found: [String: Set<String>] = [:]
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: "uses: ") else { continue }
                let reference = line[range.upperBound...].split(separator: " ").first.map(String.init) ?? ""
                let parts = reference.split(separator: "@", maxSplits: 1).map(String.init)
                if parts.count == 2 { found[parts[0], default: []].insert(parts[1]) }
            }
            return found
        }
        let action = uses(try String(contentsOfFile: root + "/action.yml", encoding: .utf8))
        #expect(action["github/codeql-action/upload-sarif"] != nil)
        for document in ["README.md", "docs/integration.md", "docs/ci.md"] {
            for (name, versions) in uses(try String(contentsOfFile: root + "/" + document, encoding: .utf8)) {
                guard let used = action[name] else { continue }
                #expect(versions == used, "\(document) uses \(name)@\(versions.sorted()), the Action \(used.sorted())")
            }
        }
    }

    /// The install snippets name the published URL, which SARIF's `informationUri` names too,
    /// or, until there is one, the placeholder they tell readers to replace.
    @Test func theDocumentedURLIsTheOneReportsName() throws {
        let root = URL(fileURLWithPath: Self.changelogPath).deletingLastPathComponent().path
        let url = LintIntents.repositoryURL ?? LintIntents.placeholderURL
        for document in ["README.md", "docs/integration.md", "docs/ci.md"] {
            let text = try String(contentsOfFile: root + "/" + document, encoding: .utf8)
            #expect(text.contains(url + ".git"), "\(document) names another URL than \(url)")
            #expect(!text.contains("github.com/lint-intents/"), "\(document)")
        }
    }
}

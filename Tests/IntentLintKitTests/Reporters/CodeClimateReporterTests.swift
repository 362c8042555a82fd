import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintReporting
import IntentLintCore

/// The GitLab Code Quality report, checked against GitLab's documented format
/// (docs.gitlab.com/ci/testing/code_quality, "Code Quality report format"): one JSON array
/// whose objects each have `description`, `check_name`, `fingerprint`, `severity` (one of
/// five words), `location.path` (relative, no `./`) and `location.lines.begin`.
struct CodeClimateReporterTests {
    private func issues(_ report: LintReport) throws -> [[String: JSONValue]] {
        let document = try JSONValue.parse(Array(CodeClimateReporter.render(report).utf8), path: "report")
        guard case .array(let elements) = document else { Issue.record("not a JSON array"); return [] }
        return elements.map { element in
            guard case .object(let members) = element else { return [:] }
            return members
        }
    }

    private func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    private func begin(_ location: JSONValue?) -> Int? {
        guard case .object(let members)? = location, case .object(let lines)? = members["lines"], case .integer(let line)? = lines["begin"] else { return nil }
        return line
    }

    private func path(_ location: JSONValue?) -> String? {
        guard case .object(let members)? = location else { return nil }
        return string(members["path"])
    }

    @Test func everyIssueHasTheFieldsGitLabReads() throws {
        let issues = try issues(ReporterSample.report)
        #expect(issues.count == ReporterSample.findings.count)
        for (issue, finding) in zip(issues, ReporterSample.findings) {
            #expect(string(issue["description"]) == finding.message)
            #expect(string(issue["check_name"]) == finding.ruleIdentifier)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(string(issue["severity"]) ?? ""))
            #expect(string(issue["fingerprint"])?.isEmpty == false)
            #expect(begin(issue["location"]) == finding.location.line)
            #expect(path(issue["location"])?.hasPrefix("./") == false)
            // And the two fields that make it a Code Climate issue too.
            #expect(string(issue["type"]) == "issue")
            #expect(issue["categories"] == .array([.string("Bug Risk")]))
        }
        #expect(issues.map { path($0["location"]) } == [
            "Sources/Dup.swift", "Sources/Dup.swift", "/elsewhere/Shared.swift", "Sources/Ünïcode Intent.swift", "Sources/Open,Intent:1.swift",
        ])
        #expect(issues.map { string($0["severity"]) } == ["minor", "minor", "major", "major", "minor"])
    }

    @Test func aCleanRunIsAnEmptyArray() {
        #expect(CodeClimateReporter.render(ReporterSample.emptyReport) == "[]\n")
    }

    @Test func fingerprintsAreUniqueAndStayWhenCodeMoves() throws {
        let first = try issues(ReporterSample.report).map { string($0["fingerprint"]) }
        #expect(Set(first).count == first.count, "unique, even for the two findings with one line text and message")
        #expect(try issues(ReporterSample.report).map { string($0["fingerprint"]) } == first, "the same every run")

        // Lines added above a finding move it, not its fingerprint.
        let before = ReporterSample.report([("Sources/A.swift", 4, "static var title = makeTitle()")])
        let after = ReporterSample.report([("Sources/A.swift", 9, "static var title = makeTitle()")])
        let edited = ReporterSample.report([("Sources/A.swift", 4, "static var title = makeOtherTitle()")])
        #expect(try issues(before).map { string($0["fingerprint"]) } == issues(after).map { string($0["fingerprint"]) })
        #expect(try issues(before).map { string($0["fingerprint"]) } != issues(edited).map { string($0["fingerprint"]) })
    }

    @Test func relatedPlacesAreOtherLocations() throws {
        var report = ReporterSample.report([("Sources/A.swift", 4, "import KitIntents")])
        report.findings[0].related = [RelatedLocation(file: "/work/App/Sources/B.swift", location: SourceLocation(line: 7, column: 3), message: "used here")]
        let issue = try #require(try issues(report).first)
        guard case .array(let others)? = issue["other_locations"] else { Issue.record("no other_locations"); return }
        #expect(others.map(path) == ["Sources/B.swift"])
        #expect(others.map(begin) == [7])
        #expect(try issues(ReporterSample.report).allSatisfy { $0["other_locations"] == nil })
    }
}

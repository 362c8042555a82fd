import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
import IntentLintCore
import IntentLintTestSupport

@Suite struct BaselineTests {
    private func finding(_ rule: String = "non-constant-metadata", file: String = "Sources/A.swift", line: Int,
                         column: Int = 5, text: String, message: String = "The title must be a constant.") -> Finding {
        Finding(ruleIdentifier: rule, severity: .warning, message: message, file: file,
                location: SourceLocation(line: line, column: column), lineText: text)
    }

    private func newFindings(_ current: [Finding], accepted: [Finding], workingDirectory: String = "/project") -> [Finding] {
        Baseline(accepted, relativeTo: "/project", workingDirectory: "/project")
            .newFindings(current, relativeTo: "/project", workingDirectory: workingDirectory)
    }

    // MARK: Matching

    /// An entry no finding uses any more is stale, where the run read its file; entries of
    /// files the run did not read are not judged.
    @Test func entriesNoFindingUsesInFilesReadAreStale() {
        let fixed = finding(line: 3, text: "static var title = name")
        let kept = finding(line: 9, text: "let x = y")
        let elsewhere = finding(file: "Sources/B.swift", line: 2, text: "let z = w")
        let baseline = Baseline([fixed, kept, elsewhere], relativeTo: "/project", workingDirectory: "/project")
        let stale = baseline.staleEntries([kept], checkedFiles: ["Sources/A.swift"], relativeTo: "/project", workingDirectory: "/project")
        #expect(stale.map { "\($0.file):\($0.line)" } == ["Sources/A.swift:3"])
        #expect(baseline.staleEntries([fixed, kept], checkedFiles: ["/project/Sources/A.swift"], relativeTo: "/project",
                                      workingDirectory: "/project").isEmpty)
    }

    @Test func unchangedFindingsAreNotNew() {
        let findings = [finding(line: 3, text: "static var title = name"), finding(line: 9, text: "let x = y")]
        #expect(newFindings(findings, accepted: findings).isEmpty)
    }

    @Test func codeMovingDownKeepsItsFindingsSuppressed() {
        let accepted = [finding(line: 3, text: "static var title = name"), finding(line: 9, text: "let x = y")]
        // Five lines inserted above both.
        let current = [finding(line: 8, text: "static var title = name"), finding(line: 14, text: "let x = y")]
        #expect(newFindings(current, accepted: accepted).isEmpty)
    }

    @Test func reindentingALineKeepsItsFindingSuppressed() {
        let accepted = [finding(line: 3, text: "static var title =   name")]
        let current = [finding(line: 3, column: 9, text: "static  var\ttitle = name")]
        #expect(newFindings(current, accepted: accepted).isEmpty)
    }

    @Test func aSecondCopyOfABaselinedLineIsNew() {
        let accepted = [finding(line: 3, text: "static var title = name")]
        let original = finding(line: 3, text: "static var title = name")
        let copy = finding(line: 40, text: "static var title = name")
        #expect(newFindings([copy, original], accepted: accepted) == [copy])
    }

    @Test func theLastCopiesInLineOrderAreTheNewOnes() {
        let accepted = [finding(line: 3, text: "x"), finding(line: 4, text: "x")]
        let current = [finding(line: 50, text: "x"), finding(line: 1, text: "x"), finding(line: 20, text: "x"),
                       finding(line: 20, column: 2, text: "x")]
        #expect(newFindings(current, accepted: accepted) == [finding(line: 50, text: "x"), finding(line: 20, text: "x")])
    }

    @Test func aFindingWhoseLineChangedIsNew() {
        let accepted = [finding(line: 3, text: "static var title = name")]
        let changed = finding(line: 3, text: "static var title = otherName")
        #expect(newFindings([changed], accepted: accepted) == [changed])
    }

    @Test func theSameLineInAnotherFileOrRuleIsNew() {
        let accepted = [finding(line: 3, text: "let x = y")]
        let otherFile = finding("non-constant-metadata", file: "Sources/B.swift", line: 3, text: "let x = y")
        let otherRule = finding("index-based-entity-id", line: 3, text: "let x = y")
        #expect(newFindings([otherFile, otherRule], accepted: accepted) == [otherFile, otherRule])
    }

    /// Messages may be reworded between versions without resurfacing accepted findings.
    @Test func aRewordedMessageStaysSuppressed() {
        let accepted = [finding(line: 3, text: "let x = y", message: "Old wording.")]
        #expect(newFindings([finding(line: 3, text: "let x = y", message: "New wording.")], accepted: accepted).isEmpty)
    }

    @Test func newFindingsKeepTheirOrder() {
        let current = [finding("b", line: 9, text: "b"), finding("a", line: 1, text: "a"), finding("c", line: 5, text: "c")]
        #expect(newFindings(current, accepted: []) == current)
    }

    @Test func filesNamedByDifferentSpellingsMatch() {
        let accepted = [finding(file: "Sources/A.swift", line: 3, text: "let x = y")]
        for (file, workingDirectory) in [("./Sources/A.swift", "/project"), ("/project/Sources/A.swift", "/elsewhere"),
                                         ("Sources//A.swift", "/project"), ("A.swift", "/project/Sources"),
                                         ("../Sources/A.swift", "/project/Tests"), ("project/Sources/A.swift", "/")] {
            let moved = finding(file: file, line: 7, text: "let x = y")
            #expect(newFindings([moved], accepted: accepted, workingDirectory: workingDirectory).isEmpty, "\(file) from \(workingDirectory)")
        }
    }

    @Test func filesAreStoredRelativeToTheBaseFolder() {
        let findings = [finding(file: "/project/Sources/A.swift", line: 1, text: "a"),
                        finding(file: "Sources/B.swift", line: 1, text: "b"),
                        finding(file: "/other/C.swift", line: 1, text: "c")]
        let baseline = Baseline(findings, relativeTo: ".", workingDirectory: "/project")
        #expect(baseline.entries.map(\.file) == ["/other/C.swift", "Sources/A.swift", "Sources/B.swift"])
    }

    // MARK: Files

    @Test func theFileIsDeterministicJSON() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/baseline.json"
        let findings = [finding("b-rule", file: "Sources/B.swift", line: 2, text: "  let  b = \"q\"  ", message: "B."),
                        finding("a-rule", file: "Sources/A.swift", line: 7, text: "let a = 1", message: "A.")]
        try Baseline.write(findings, to: path, relativeTo: folder.path, workingDirectory: folder.path)
        let expected = """
            {
              "findings": [
                {
                  "file": "Sources/A.swift",
                  "line": 7,
                  "message": "A.",
                  "rule": "a-rule",
                  "text": "let a = 1"
                },
                {
                  "file": "Sources/B.swift",
                  "line": 2,
                  "message": "B.",
                  "rule": "b-rule",
                  "text": "let b = \\"q\\""
                }
              ],
              "version": 1
            }

            """
        #expect(try String(decoding: FileSystem.readBytes(path).get(), as: UTF8.self) == expected)
        // The same findings in another order write the same bytes.
        try Baseline.write(findings.reversed(), to: path, relativeTo: folder.path, workingDirectory: folder.path)
        #expect(try String(decoding: FileSystem.readBytes(path).get(), as: UTF8.self) == expected)
    }

    @Test func aWrittenBaselineReadsBackAndSuppresses() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/baseline.json"
        let findings = [finding(line: 3, text: "static var title = name"), finding(line: 3, column: 9, text: "static var title = name"),
                        finding("index-based-entity-id", file: "Sources/B.swift", line: 1, text: "var id: Int { index }")]
        try Baseline.write(findings, to: path, relativeTo: folder.path, workingDirectory: folder.path)
        let baseline = try Baseline.read(path: path)
        #expect(baseline == Baseline(findings, relativeTo: folder.path, workingDirectory: folder.path))
        #expect(baseline.newFindings(findings, relativeTo: folder.path, workingDirectory: folder.path).isEmpty)
    }

    @Test func handEditedEntriesAreNormalizedWhenRead() throws {
        let folder = try ScratchFolder()
        let path = try folder.write("""
            {"version": 1, "findings": [
              {"rule": "r", "file": "./Sources//A.swift", "line": 1, "text": "  let   x = y ", "message": "m"}
            ]}
            """, to: "baseline.json")
        let baseline = try Baseline.read(path: path)
        #expect(baseline.entries == [Baseline.Entry(rule: "r", file: "Sources/A.swift", line: 1, text: "let x = y", message: "m")])
        #expect(baseline.newFindings([finding("r", line: 30, text: "let x = y")], relativeTo: "/project", workingDirectory: "/project").isEmpty)
    }

    @Test func writingIntoAMissingFolderIsAnError() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/absent/baseline.json"
        #expect(throws: InputError.self) { try Baseline.write([], to: path, relativeTo: folder.path) }
    }

    @Test func aMissingFileIsAnError() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/absent.json"
        let error = #expect(throws: InputError.self) { try Baseline.read(path: path) }
        #expect(error?.description == "no such file or directory: \(path) (the baseline)")
    }

    @Test(arguments: [
        (#"[]"#, "not a lint-intents baseline: expected an object with 'version' and 'findings'"),
        (#"{"findings": []}"#, "not a lint-intents baseline: expected an object with 'version' and 'findings'"),
        (#"{"version": 2, "findings": []}"#, "baseline version 2 is not supported; this lint-intents reads version 1 (write a new one with --write-baseline)"),
        (#"{"version": "1", "findings": []}"#, "invalid baseline: 'version' must be a whole number, found a string"),
        (#"{"version": true, "findings": []}"#, "invalid baseline: 'version' must be a whole number, found a boolean"),
        (#"{"version": 1}"#, "invalid baseline: 'findings' must be an array, found nothing"),
        (#"{"version": 1, "findings": {}}"#, "invalid baseline: 'findings' must be an array, found an object"),
        (#"{"version": 1, "findings": [{"rule": "r", "file": "f", "line": "1", "text": "t", "message": "m"}]}"#,
         "invalid baseline: finding 1 needs strings 'rule', 'file', 'text' and 'message' and a whole number 'line'"),
        (#"{"version": 1, "findings": [{"rule": "r", "file": "f", "line": 1, "text": "t", "message": "m"}, 3]}"#,
         "invalid baseline: finding 2 needs strings 'rule', 'file', 'text' and 'message' and a whole number 'line'"),
    ])
    func invalidFilesAreRejected(json: String, message: String) throws {
        let folder = try ScratchFolder()
        let path = try folder.write(json, to: "baseline.json")
        let error = #expect(throws: InputError.self) { try Baseline.read(path: path) }
        #expect(error?.description == "\(path): \(message)")
    }

    @Test func invalidJSONIsAnErrorNamingTheFile() throws {
        let folder = try ScratchFolder()
        let path = try folder.write(#"{"version": 1,"#, to: "baseline.json")
        let error = #expect(throws: InputError.self) { try Baseline.read(path: path) }
        #expect(error?.description.hasPrefix("\(path): invalid JSON") == true)
    }
}

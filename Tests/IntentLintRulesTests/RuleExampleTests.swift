import Foundation
import Testing
@testable import IntentLintRules
import IntentLintCore
import IntentLintTestSupport
import IntentLintEngineTestSupport

/// Every rule's own examples are its tests: triggering examples find exactly the marked
/// places, non-triggering ones find nothing, and a `disable` comment silences the rule.
@Suite struct RuleExampleTests {
    static let describedRules = RuleRegistry.documented.filter { !$0.examples.triggering.isEmpty || !$0.examples.nonTriggering.isEmpty }
        .map { $0.description }

    struct Place: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(file):\(line):\(column)" }

        init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }

        init(of finding: Finding) {
            self.init(file: finding.file, line: finding.location.line, column: finding.location.column)
        }
    }

    @Test(arguments: describedRules.map(\.identifier))
    func triggeringExamplesFindExactlyTheMarkedPlaces(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for (position, example) in examples.triggering.enumerated() {
            expectMarkedPlaces(identifier, example, example.files, "triggering example \(position + 1) of \(identifier)")
        }
    }

    /// SwiftLint's cheap mutation: a comment of multibyte characters before each Swift file moves
    /// every byte offset after it, and the findings with them, to the places the markers say.
    @Test(arguments: describedRules.map(\.identifier))
    func triggeringExamplesAfterAMultibytePrefix(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for (position, example) in examples.triggering.enumerated() {
            let prefixed = example.files.map { file in (file.name, file.name.hasSuffix(".swift") ? "/* 👨‍👩‍👧‍👦 ñ 日本 */ " + file.source : file.source) }
            expectMarkedPlaces(identifier, example, prefixed, "triggering example \(position + 1) of \(identifier), after a multibyte prefix")
        }
    }

    /// SwiftLint's other cheap mutation: code in a comment is no code, so each Swift file wrapped
    /// in one holds no finding.
    @Test(arguments: describedRules.map(\.identifier))
    func triggeringExamplesInACommentFindNothingThere(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for (position, example) in examples.triggering.enumerated() {
            let wrapped = example.files.map { file in
                (file.name, file.name.hasSuffix(".swift") ? "/*\n" + MarkedSource(file.source).source + "\n*/\n" : MarkedSource(file.source).source)
            }
            let findings = lint(example, wrapped).filter { $0.ruleIdentifier == identifier && $0.file.hasSuffix(".swift") }
            #expect(findings.isEmpty, "triggering example \(position + 1) of \(identifier), in a comment: \(findings.map(\.message))",
                    sourceLocation: example.location)
        }
    }

    /// What an example expects of its findings is checked: another severity, or any message but
    /// the one its rule's factory makes (a word changed, a part left out), fails the test, at the example.
    @Test func anExpectationThatDoesNotHoldFails() throws {
        let said = "AppEnum `SoupSize` is backed by `Int` and `small`, `medium`, `large` take their raw values from the order of the " +
            "cases; saved shortcuts store the raw value, so inserting, removing or reordering a case silently changes which case " +
            "they mean: make it `String`-backed or write every raw value out"
        var example = RuleExample("""
            enum SoupSize: ↓Int, AppEnum {
                case small, medium, large
            }
            """, expecting: [ExpectedFinding(.warning, message: FindingMessage(said))])
        expectMarkedPlaces("non-string-app-enum", example, example.files, "as expected")
        let wrong: [[ExpectedFinding]] = [
            [ExpectedFinding(.error, message: FindingMessage(said))],
            [ExpectedFinding(.warning, message: FindingMessage(said.replacingOccurrences(of: "`large`", with: "`big`")))],
            [ExpectedFinding(.warning, message: FindingMessage(String(said.prefix(60))))],
            [ExpectedFinding(.warning, message: FindingMessage(said)), ExpectedFinding(.warning, message: FindingMessage(said))],
        ]
        for expected in wrong {
            example.expected = expected
            withKnownIssue { expectMarkedPlaces("non-string-app-enum", example, example.files, "not as expected") }
        }
        // Two findings at one place: each expectation answers one of them, so one message
        // expected twice misses the other.
        let shortTitle = "The `shortTitle` of the App Shortcut for `ArchiveNoteIntent` is empty, so its tile in Shortcuts and Spotlight has no " +
            "title; write the text people should see"
        let image = "The `systemImageName` of the App Shortcut for `ArchiveNoteIntent` is empty, so it names no SF Symbol and the tile " +
            "has no image; name a symbol such as `\"archivebox\"`"
        var twoAtOnePlace = RuleExample("""
            struct NoteShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    ↓↓AppShortcut(intent: ArchiveNoteIntent(), phrases: ["Archive a note in \\(.applicationName)"],
                                shortTitle: "", systemImageName: "")
                }
            }
            """, expecting: [ExpectedFinding(.warning, message: FindingMessage(image)), ExpectedFinding(.warning, message: FindingMessage(shortTitle))])
        expectMarkedPlaces("empty-display-text", twoAtOnePlace, twoAtOnePlace.files, "both, in either order")
        twoAtOnePlace.expected = [ExpectedFinding(.warning, message: FindingMessage(shortTitle)), ExpectedFinding(.warning, message: FindingMessage(shortTitle))]
        withKnownIssue { expectMarkedPlaces("empty-display-text", twoAtOnePlace, twoAtOnePlace.files, "one of them twice") }
    }

    /// The findings of `identifier` in `files` (marked with `↓`) are exactly at the markers, and
    /// each is what the example expects of it.
    private func expectMarkedPlaces(_ identifier: String, _ example: RuleExample, _ files: [(name: String, source: String)], _ label: String) {
        let marked = files.map { ($0.name, MarkedSource($0.source)) }
        let expected = marked.flatMap { name, source in source.markers.map { Place(file: name, line: $0.line, column: $0.column) } }
        let findings = lint(example, marked.map { ($0.0, $0.1.source) }).filter { $0.ruleIdentifier == identifier }
        let actual = findings.map(Place.init(of:))
        #expect(!expected.isEmpty, "\(label) marks no place", sourceLocation: example.location)
        #expect(actual.sorted { $0.description < $1.description } == expected.sorted { $0.description < $1.description },
                "\(label): \(findings.map(\.message))", sourceLocation: example.location)
        // Places alone would pass a rule that reports an error as a warning, or one mistake's
        // message for another's: every marker names the message its finding says.
        #expect(example.expected.count == expected.count, "\(label) expects \(example.expected.count) findings of \(expected.count) markers",
                sourceLocation: example.location)
        // Two markers at one place (`↓↓`) expect two findings there: each expectation takes the
        // finding that says its message, and no finding answers two.
        var unanswered = findings
        for (place, spec) in zip(expected, example.expected) {
            let here = unanswered.indices.filter { Place(of: unanswered[$0]) == place }
            guard let first = here.first else { continue }
            let says = { (finding: Finding) in finding.message == spec.message.text }
            let finding = unanswered.remove(at: here.first { says(unanswered[$0]) } ?? first)
            #expect(finding.severity == spec.severity, "\(label), at \(place): \(finding.message)", sourceLocation: example.location)
            #expect(says(finding), "\(label), at \(place):\n  said:     \(finding.message)\n  expected: \(spec.message.text)",
                    sourceLocation: example.location)
        }
    }

    @Test(arguments: describedRules.map(\.identifier))
    func nonTriggeringExamplesFindNothing(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for (position, example) in examples.nonTriggering.enumerated() {
            let findings = lint(example, example.files).filter { $0.ruleIdentifier == identifier }
            #expect(findings.isEmpty, "non-triggering example \(position + 1) of \(identifier): \(findings.map(\.message))",
                    sourceLocation: example.location)
        }
    }

    /// An example's findings: of its one module, or of the app its modules make.
    private func lint(_ example: RuleExample, _ files: [(name: String, source: String)]) -> [Finding] {
        guard example.app.isEmpty else { return InMemoryApp.lint(example.app, files: files) }
        return InMemoryModule.lint(files, kind: example.module, alsoCompiledInto: example.alsoCompiledInto)
    }

    /// A string catalog is JSON and has no comments: its findings stay, and configuration or a
    /// baseline silences them. Every other file takes the comment; an app rule's findings take
    /// it too, since its examples end as production's runs do.
    @Test(arguments: RuleRegistry.rules.map { type(of: $0).description.identifier }
                     + RuleRegistry.appRules.map { type(of: $0).description.identifier })
    func disableCommentSilencesTheRule(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for example in examples.triggering {
            let takesComments = { (name: String) in !name.hasSuffix(".xcstrings") }
            let files = example.files.map { file in
                (file.name, (takesComments(file.name) ? "// lint-intents:disable \(identifier)\n" : "") + MarkedSource(file.source).source)
            }
            let findings = lint(example, files)
            #expect(findings.filter { $0.ruleIdentifier == identifier && takesComments($0.file) }.isEmpty)
            // The comment is invalid nowhere, and suppressed something in every file with a marked place.
            let marked = Set(example.files.filter { !MarkedSource($0.source).markers.isEmpty }.map(\.name))
            #expect(findings.filter { $0.ruleIdentifier == InvalidSuppression.description.identifier }.isEmpty)
            #expect(findings.filter { $0.ruleIdentifier == UnusedSuppression.description.identifier && marked.contains($0.file) }.isEmpty)
        }
    }

    @Test func everyManifestRuleHasBothKindsOfExamples() {
        for rule in RuleRegistry.rules {
            let (identifier, examples) = (type(of: rule).description.identifier, type(of: rule).examples)
            #expect(examples.triggering.count >= 1, "\(identifier) has no triggering example")
            #expect(examples.nonTriggering.count >= 1, "\(identifier) has no non-triggering example")
        }
    }
}

extension RuleExample {
    /// Where the example is written, for a failed expectation to point at.
    var location: Testing.SourceLocation {
        let parts = sourceFile.split(separator: "/", maxSplits: 1).map(String.init)
        let module = Fixtures.repositoryRoot + "/Sources/" + parts[0]
        let candidates = [module + "/" + parts[1], module + "/Registry/" + parts[1]]
        let path = candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
        return Testing.SourceLocation(fileID: sourceFile, filePath: path, line: sourceLine, column: 1)
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import IntentLintKit
import Testing
@testable import IntentLintReporting

struct JUnitReporterTests {
    @Test func writesAFailedTestCasePerFindingAndAPassedOnePerCleanRule() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="lint-intents" tests="6" failures="5" errors="0">
              <testsuite name="lint-intents" tests="6" failures="5" errors="0" skipped="0">
                <testcase classname="lint-intents.stable-identifier" name="./Sources/Dup.swift:4:5">
                  <failure type="warning" message="Identifier &quot;id&quot; changes: use a stored, constant value.">./Sources/Dup.swift:4:5: warning: Identifier &quot;id&quot; changes: use a stored, constant value. [stable-identifier]</failure>
                </testcase>
                <testcase classname="lint-intents.stable-identifier" name="./Sources/Dup.swift:9:5">
                  <failure type="warning" message="Identifier &quot;id&quot; changes: use a stored, constant value.">./Sources/Dup.swift:9:5: warning: Identifier &quot;id&quot; changes: use a stored, constant value. [stable-identifier]</failure>
                </testcase>
                <testcase classname="lint-intents.non-constant-metadata" name="/elsewhere/Shared.swift:2:1">
                  <failure type="error" message="50% of titles, like &lt;Open&gt; &amp; &quot;Close&quot;, are computed:&#10;move them to a literal.">/elsewhere/Shared.swift:2:1: error: 50% of titles, like &lt;Open&gt; &amp; &quot;Close&quot;, are computed:&#10;move them to a literal. [non-constant-metadata]</failure>
                </testcase>
                <testcase classname="lint-intents.non-constant-metadata" name="/work/App/Sources/Ünïcode Intent.swift:12:17">
                  <failure type="error" message="Titel „Öffnen“ ist berechnet — verwende ein Literal.&#13;&#10;Siehe Dokumentation.">/work/App/Sources/Ünïcode Intent.swift:12:17: error: Titel „Öffnen“ ist berechnet — verwende ein Literal.&#13;&#10;Siehe Dokumentation. [non-constant-metadata]</failure>
                </testcase>
                <testcase classname="lint-intents.unknown-directive" name="Sources/Open,Intent:1.swift:3:9">
                  <failure type="warning" message="Unknown rule &apos;x&apos; in directive&#9;control\u{FFFD}char">Sources/Open,Intent:1.swift:3:9: warning: Unknown rule &apos;x&apos; in directive&#9;control\u{FFFD}char [unknown-directive]</failure>
                </testcase>
                <testcase classname="lint-intents.phrase-has-app-name" name="phrase-has-app-name"/>
              </testsuite>
            </testsuites>

            """
        #expect(JUnitReporter.render(ReporterSample.report) == expected)
    }

    /// `junit-errors`: the failed tests are the errors; a warning is a skipped test with its
    /// message, so a run that passes shows no failed test.
    @Test func junitErrorsFailsOnErrorsAndSkipsWarnings() {
        let rendered = JUnitErrorsReporter.render(ReporterSample.report)
        #expect(rendered.contains(#"<testsuite name="lint-intents" tests="6" failures="2" errors="0" skipped="3">"#))
        #expect(rendered.contains(#"<skipped type="warning" message="Identifier &quot;id&quot; changes: use a stored, constant value.">./Sources/Dup.swift:4:5: warning: "#))
        #expect(rendered.contains(#"<failure type="error" message="50% of titles"#))
        #expect(!rendered.contains(#"<failure type="warning""#))
    }

    @Test func reportsACleanRunAsPassedTests() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="lint-intents" tests="1" failures="0" errors="0">
              <testsuite name="lint-intents" tests="1" failures="0" errors="0" skipped="0">
                <testcase classname="lint-intents.non-constant-metadata" name="non-constant-metadata"/>
              </testsuite>
            </testsuites>

            """
        #expect(JUnitReporter.render(ReporterSample.emptyReport) == expected)
    }

    /// What GitLab and Jenkins show is what an XML parser reads back: the original messages,
    /// line breaks and all, with only the characters XML cannot carry replaced.
    @Test func parsesBackToTheOriginalMessages() throws {
        let document = try XMLDocument(xmlString: JUnitReporter.render(ReporterSample.report))
        let failures = try document.nodes(forXPath: "//failure").compactMap { $0 as? XMLElement }
        let expected = ReporterSample.findings.map { $0.message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}") }
        #expect(failures.map { $0.attribute(forName: "message")?.stringValue } == expected)
        #expect(failures.map { $0.attribute(forName: "type")?.stringValue } == ["warning", "warning", "error", "error", "warning"])
        let names = try document.nodes(forXPath: "//testcase/@name").map(\.stringValue)
        #expect(names.last == "phrase-has-app-name")
    }

    @Test func replacesCharactersXMLCannotRepresent() {
        #expect(XMLText.escaped("a\u{0}b\u{8}c\u{B}d\u{C}e\u{1F}f\u{FFFE}g\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g\u{FFFD}")
        // Allowed in XML 1.0, so kept: DEL, C1 controls, astral characters.
        #expect(XMLText.escaped("\u{7F}\u{85}😀") == "\u{7F}\u{85}😀")
    }

    @Test func escapesMarkupAndWhitespaceThatAttributesWouldLose() {
        #expect(XMLText.escaped(#"<a href="x">&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
        #expect(XMLText.escaped("a\tb\nc\r\nd") == "a&#9;b&#10;c&#13;&#10;d")
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import IntentLintKit
@testable import IntentLintReporting

/// Checkstyle XML as Jenkins' warnings-ng and Danger read it.
struct CheckstyleReporterTests {
    @Test func writesAFileElementPerFileAndAnErrorPerFinding() {
        #expect(CheckstyleReporter.render(ReporterSample.report) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="Sources/Dup.swift">
                <error line="4" column="5" severity="warning" message="Identifier &quot;id&quot; changes: use a stored, constant value." source="lint-intents.stable-identifier"/>
                <error line="9" column="5" severity="warning" message="Identifier &quot;id&quot; changes: use a stored, constant value." source="lint-intents.stable-identifier"/>
              </file>
              <file name="/elsewhere/Shared.swift">
                <error line="2" column="1" severity="error" message="50% of titles, like &lt;Open&gt; &amp; &quot;Close&quot;, are computed:&#10;move them to a literal." source="lint-intents.non-constant-metadata"/>
              </file>
              <file name="Sources/Ünïcode Intent.swift">
                <error line="12" column="17" severity="error" message="Titel „Öffnen“ ist berechnet — verwende ein Literal.&#13;&#10;Siehe Dokumentation." source="lint-intents.non-constant-metadata"/>
              </file>
              <file name="Sources/Open,Intent:1.swift">
                <error line="3" column="9" severity="warning" message="Unknown rule &apos;x&apos; in directive&#9;control\u{FFFD}char" source="lint-intents.unknown-directive"/>
              </file>
            </checkstyle>

            """)
    }

    @Test func aCleanRunHasNoFiles() {
        #expect(CheckstyleReporter.render(ReporterSample.emptyReport) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }

    @Test func parsesBackToTheFindings() throws {
        let document = try XMLDocument(xmlString: CheckstyleReporter.render(ReporterSample.report))
        let errors = try document.nodes(forXPath: "/checkstyle/file/error").compactMap { $0 as? XMLElement }
        #expect(errors.map { $0.attribute(forName: "message")?.stringValue } == ReporterSample.findings.map { $0.message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}") })
        #expect(errors.map { $0.attribute(forName: "line")?.stringValue } == ["4", "9", "2", "12", "3"])
        #expect(try document.nodes(forXPath: "/checkstyle/@version").map(\.stringValue) == ["4.3"])
    }
}

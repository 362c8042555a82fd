import IntentLintKit
import Testing
@testable import IntentLintReporting

struct TextReporterTests {
    @Test func printsOneCompilerStyleLinePerFinding() {
        let expected = """
            ./Sources/Dup.swift:4:5: warning: Identifier "id" changes: use a stored, constant value. [stable-identifier]
            ./Sources/Dup.swift:9:5: warning: Identifier "id" changes: use a stored, constant value. [stable-identifier]
            /elsewhere/Shared.swift:2:1: error: 50% of titles, like <Open> & "Close", are computed: move them to a literal. [non-constant-metadata]
            /work/App/Sources/Ünïcode Intent.swift:12:17: error: Titel „Öffnen“ ist berechnet — verwende ein Literal. Siehe Dokumentation. [non-constant-metadata]
            Sources/Open,Intent:1.swift:3:9: warning: Unknown rule 'x' in directive\tcontrol\u{1}char [unknown-directive]

            """
        #expect(TextReporter.render(ReporterSample.report) == expected)
    }

    @Test func printsNothingWithoutFindings() {
        #expect(TextReporter.render(ReporterSample.emptyReport) == "")
    }
}

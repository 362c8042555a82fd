@testable import IntentLintKit
import Testing
@testable import IntentLintReporting

struct GitHubActionsReporterTests {
    @Test func writesOneWorkflowCommandPerFindingWithRelativePaths() {
        let expected = """
            ::warning file=Sources/Dup.swift,line=4,col=5,title=stable-identifier::Identifier "id" changes: use a stored, constant value.
            ::warning file=Sources/Dup.swift,line=9,col=5,title=stable-identifier::Identifier "id" changes: use a stored, constant value.
            ::error file=/elsewhere/Shared.swift,line=2,col=1,title=non-constant-metadata::50%25 of titles, like <Open> & "Close", are computed:%0Amove them to a literal.
            ::error file=Sources/Ünïcode Intent.swift,line=12,col=17,title=non-constant-metadata::Titel „Öffnen“ ist berechnet — verwende ein Literal.%0D%0ASiehe Dokumentation.
            ::warning file=Sources/Open%2CIntent%3A1.swift,line=3,col=9,title=unknown-directive::Unknown rule 'x' in directive\tcontrol\u{1}char

            """
        #expect(GitHubActionsReporter.render(ReporterSample.report) == expected)
    }

    @Test func escapesMessagesLikeTheActionsToolkit() {
        #expect(GitHubActionsReporter.escapedData("100% done: a, b\r\nc\nd\re") == "100%25 done: a, b%0D%0Ac%0Ad%0De")
        // An already escaped sequence must not be decoded by the runner.
        #expect(GitHubActionsReporter.escapedData("%0A") == "%250A")
    }

    @Test func escapesPropertiesLikeTheActionsToolkit() {
        #expect(GitHubActionsReporter.escapedProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
    }

    @Test func printsNothingWithoutFindings() {
        #expect(GitHubActionsReporter.render(ReporterSample.emptyReport) == "")
    }
}

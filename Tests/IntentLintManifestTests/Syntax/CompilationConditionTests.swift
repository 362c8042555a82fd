import Testing
@testable import IntentLintSyntax

@Suite("#if conditions read from their text")
struct CompilationConditionTests {
    @Test func operatorsBindAsInSwift() {
        let condition = CompilationCondition(parsing: "os(iOS) || DEBUG && !canImport( UIKit )")
        #expect(condition == .or(.atom("os(iOS)"), .and(.atom("DEBUG"), .not(.atom("canImport(UIKit)")))))
        #expect(condition.atoms == ["os(iOS)", "DEBUG", "canImport(UIKit)"])
    }

    @Test func parenthesesCommentsAndLiterals() {
        let condition = CompilationCondition(parsing: "!(DEBUG || false) // not in debug builds")
        #expect(condition == .not(.or(.atom("DEBUG"), .constant(false))))
        #expect(condition.holds { _ in false })
        #expect(!condition.holds { $0 == "DEBUG" })
    }

    @Test(arguments: ["os(iOS) &&", "(DEBUG", "DEBUG)", "1 + 1", ""])
    func unreadableTextIsOneOpaqueCondition(_ text: String) {
        #expect(CompilationCondition(parsing: text) == .atom(String(text.filter { !$0.isWhitespace })))
    }

    @Test func deepNestingGivesUpInsteadOfRecursingWithoutBound() {
        let text = String(repeating: "!(", count: 10_000) + "DEBUG" + String(repeating: ")", count: 10_000)
        if case .atom = CompilationCondition(parsing: text) {} else { Issue.record("expected an opaque condition") }
    }
}

import Testing
@testable import IntentLintRules
@testable import IntentLintSyntax

/// `unhandled-navigation-intent` reads a file's `.onAppIntentExecution(…)` calls from the bytes the
/// scanner keeps for it (`CodeBodyInterest.intentHandlers`).
@Suite("Rules: intent handler calls")
struct IntentHandlerCallTests {
    @Test func intentHandlerCallsAreFoundInBodiesTheScanSkips() {
        let calls = IntentHandlerCall.calls(in: Array("""
            struct TrailsView: View {
                var body: some View {
                    List {}
                        .onAppIntentExecution(OpenTrailIntent.self) { intent in open(intent) }
                        .onAppIntentExecution(Trails.ShowMapIntent.self, perform: showMap)
                        .onAppIntentExecution { (intent: SearchIntent) in search(intent) }
                        .onAppIntentExecution(intentType) { _ in }
                }
                func onAppIntentExecution(_ type: Any.Type) {}
            }
            // A mention in a comment: .onAppIntentExecution(CommentIntent.self)
            """.utf8))
        #expect(calls.map(\.intentType) == ["OpenTrailIntent", "Trails.ShowMapIntent", nil, nil])
        #expect(calls.map(\.location.line) == [4, 5, 6, 7])
    }

    /// A file that names `onAppIntentExecution` keeps its bytes, and no body is kept for it.
    @Test func aFileThatNamesTheHandlerKeepsItsBytes() {
        let file = DeclarationScanner.scan("""
            struct TrailsView: View {
                var body: some View { List {}.onAppIntentExecution(OpenTrailIntent.self) { _ in } }
            }
            """, path: "TrailsView.swift", codeBodies: .rules)
        #expect(file.keepsBytes(for: .intentHandlers) && file.bytesOfCodeBodies != nil)
        #expect(file.codeBodyInterests == ["intent-handlers"])
        #expect(DeclarationScanner.scan("struct A { var body: some View { List {} } }", path: "A.swift", codeBodies: .rules)
            .bytesOfCodeBodies == nil)
    }
}

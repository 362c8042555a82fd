import IntentLintSupport
import IntentLintSyntax
import IntentLintManifest

/// A call of SwiftUI's `.onAppIntentExecution(Intent.self) { … }`, which handles the
/// `TargetContentProvidingIntent` it names when the system brings the app forward for it
/// (`unhandled-navigation-intent`).
package struct IntentHandlerCall: Sendable {
    /// The intent type as written before `.self` (`OpenTrailIntent`, `Trails.OpenIntent`); nil
    /// when the call does not name it (the type is inferred from the closure, or passed in).
    package var intentType: String?
    package var location: SourceLocation

    /// Every `.onAppIntentExecution(…)` call of a file, wherever it is (most are in view bodies
    /// the scan skips), found from the lexer's cues: a method called on a value, or on `self`
    /// without naming it (`onAppIntentExecution(OpenTrailIntent.self) { … }` in a `View`
    /// extension's method), not a declaration of one.
    static func calls(in file: FileBodies) -> [IntentHandlerCall] {
        let source = file.source
        let tokens = source.tokens
        return file.cues(of: .intentHandlers).compactMap { index in
            let isMethodCall = index > 0 && tokens[index - 1].kind == .period
            let isCallOnSelf = (index == 0 || tokens[index - 1].keyword != .func) && source.kind(index + 1) == .leftParen
                && !tokens[index + 1].spaceBefore
            guard isMethodCall || isCallOnSelf else { return nil }
            return IntentHandlerCall(intentType: namedIntentType(after: index, in: source), location: source.location(index))
        }
    }

    /// `A.B` in `onAppIntentExecution(A.B.self` followed by `,` or `)`; nil for any other form.
    private static func namedIntentType(after index: Int, in source: TokenizedSource) -> String? {
        let tokens = source.tokens
        let open = index + 1
        guard open < tokens.count, tokens[open].kind == .leftParen, !tokens[open].spaceBefore else { return nil }
        var cursor = open + 1
        var components: [String] = []
        while cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor + 1].kind == .period {
            components.append(source.name(cursor))
            cursor += 2
        }
        guard !components.isEmpty, cursor + 1 < tokens.count, source.is(cursor, "self"),
              tokens[cursor + 1].kind == .comma || tokens[cursor + 1].kind == .rightParen else { return nil }
        return components.joined(separator: ".")
    }
}

extension CodeBodyInterest {
    /// `onAppIntentExecution` anywhere: the calls of a file that names it are gathered
    /// (`FileFact.intentHandlers`) for `unhandled-navigation-intent`. No body is kept for it: the
    /// calls are read from the tokens, not from a scan of bodies.
    static let intentHandlers = CodeBodyInterest(name: "intent-handlers", cues: ["onAppIntentExecution"],
                                                 readsBodyWithCue: { _, _, _ in false }, keepsFilesWithACue: true)
}

extension FileFact where Value == [IntentHandlerCall] {
    /// A file's `.onAppIntentExecution(…)` calls.
    static let intentHandlers = FileFact(name: "intent-handlers", reading: [.intentHandlers], gather: IntentHandlerCall.calls(in:))
}

extension LintContext {
    /// The `.onAppIntentExecution(…)` calls of the module's files, file by file, in order.
    var intentHandlers: [IntentHandlerCall] {
        files.flatMap { $0.fact(.intentHandlers) ?? [] }
    }
}

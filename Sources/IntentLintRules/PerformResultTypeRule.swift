import IntentLintSupport
import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// App Intents checks what `perform()` returns against what it is declared to return.
package struct PerformResultTypeRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "perform-result-type",
        name: "Perform result type",
        summary: "What `perform()` returns must be declared in its result type: a value as `ReturnsValue<T>`, a dialog as `ProvidesDialog`, a view as `ShowsSnippetView`.",
        rationale: """
            `perform()` declares what its result holds, `some IntentResult & ReturnsValue<Int> & \
            ProvidesDialog`, and App Intents compares what it returns with that declaration each time the \
            action runs. A `.result(value:)`, `.result(dialog:)`, `.result(view:)`, `.result(opensIntent:)` \
            or `.result(snippetIntent:)` whose part is not declared stops the app: "perform() returned types \
            not declared in method signature - Did not declare ProvidesDialog but provided one". The compiler \
            accepts it, since every such result is an `IntentResult`; so the action builds, ships, and crashes \
            on every run that returns there. Declare each part the action returns. Written `any IntentResult \
            & ProvidesDialog`, the result declares nothing App Intents can read, and the same crash follows: \
            write `some`.

            **Evidence, and severity.** The fatal error is App Intents' own (`PerformActionExecutorTask.swift`), \
            quoted with the code that caused it on Apple's developer forums (threads 738339, `any IntentResult \
            & ProvidesDialog` returning a dialog, and 763197, `some IntentResult & ReturnsValue<String>` \
            changed to return a dialog too) and in developers' notes on `some IntentResult` returning a value; \
            the same shape is in public apps' code (`-> some IntentResult { .result(dialog: …) }`). The action \
            crashes whenever it takes that return, so this is an error.

            **Not flagged.** A result type written with the app's own names (a typealias, a concrete \
            `IntentResultContainer`), whose parts this reading does not follow; returns inside closures and \
            nested functions, which are not `perform()`'s; a result built elsewhere and returned by name; a \
            declared part that is not returned (no source says the framework objects to it); an intent of an \
            assistant schema (`@AppIntent(schema:)`), whose schema says what it returns; `perform()` of a \
            type that is no intent.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct StartRoundIntent: AppIntent {
                    static let title: LocalizedStringResource = "Start Round"
                    func perform() async throws -> some IntentResult {
                        ↓.result(dialog: "Open the app to start the round.")
                    }
                }
                """, expecting: [.error(Message.undeclaredResult(of: "StartRoundIntent", returning: ["dialog"], resultType: "some IntentResult", undeclared: ["ProvidesDialog"]))]),
            RuleExample("""
                struct CountCupsIntent: AppIntent {
                    static let title: LocalizedStringResource = "Count Cups"
                    func perform() async throws -> some IntentResult & ProvidesDialog {
                        let count = await CupStore.shared.count()
                        if count == 0 {
                            return .result(dialog: "No cups yet.")
                        }
                        return ↓.result(value: count, dialog: "\\(count) cups.")
                    }
                }
                """, expecting: [.error(Message.undeclaredResult(of: "CountCupsIntent", returning: ["value", "dialog"], resultType: "some IntentResult & ProvidesDialog",
                                                         undeclared: ["ReturnsValue"]))]),
            RuleExample("""
                struct GreetIntent: AppIntent {
                    static let title: LocalizedStringResource = "Greet"
                    func perform() async throws -> any IntentResult & ProvidesDialog {
                        return ↓.result(dialog: "Hello")
                    }
                }
                """, expecting: [.error(Message.existentialResultType(of: "GreetIntent", returning: ["dialog"], resultType: "any IntentResult & ProvidesDialog",
                                                              undeclared: "ProvidesDialog"))]),
            RuleExample("""
                struct ShowForecastIntent: AppIntent {
                    static let title: LocalizedStringResource = "Show Forecast"
                    @MainActor
                    func perform() async throws -> some IntentResult & ReturnsValue<String> {
                        guard let forecast = try? await Forecasts.today() else {
                            return ↓.result(value: "", view: ForecastUnavailableView())
                        }
                        return .result(value: forecast.summary)
                    }
                }
                """, expecting: [.error(Message.undeclaredResult(of: "ShowForecastIntent", returning: ["value", "view"], resultType: "some IntentResult & ReturnsValue<String>",
                                                         undeclared: ["ShowsSnippetView"]))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct CountCupsIntent: AppIntent {
                    static let title: LocalizedStringResource = "Count Cups"
                    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
                        let count = await CupStore.shared.count()
                        return .result(value: count, dialog: "\\(count) cups.")
                    }
                }
                struct ShowForecastIntent: AppIntent {
                    static let title: LocalizedStringResource = "Show Forecast"
                    func perform() async throws -> some ReturnsValue<String> & ShowsSnippetView { .result(value: "", view: EmptyView()) }
                }
                """),
            // Returns of closures and nested functions are not `perform()`'s.
            RuleExample("""
                struct SyncIntent: AppIntent {
                    static let title: LocalizedStringResource = "Sync"
                    func perform() async throws -> some IntentResult {
                        func summary() -> some IntentResult & ProvidesDialog { .result(dialog: "Synced") }
                        let results = await withTaskGroup(of: Int.self) { group in
                            return await group.reduce(0, +)
                        }
                        Task { @MainActor in Log.record(results) }
                        return .result()
                    }
                }
                """),
            // A result type named by the app: its parts are not followed.
            RuleExample("""
                typealias SpokenResult = IntentResult & ProvidesDialog
                struct SpeakIntent: AppIntent {
                    static let title: LocalizedStringResource = "Speak"
                    func perform() async throws -> some SpokenResult { .result(dialog: "Done") }
                }
                """),
            // An assistant schema's intent: the schema says what it returns.
            RuleExample("""
                @AppIntent(schema: .messages.draftMessage)
                struct DraftMessageIntent {
                    var target: MessageDestination?
                    func perform() async throws -> some IntentResult { .result(dialog: "Draft started.") }
                }
                """),
            // Not an intent.
            RuleExample("""
                struct Job {
                    func perform() async throws -> some IntentResult { .result(dialog: "Done") }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for file in context.files {
            for perform in file.fact(.performResults) ?? [] {
                guard let written = perform.declaredResult, let entry = context.index.entry(perform.enclosingType),
                      entry.families.contains(.intent),
                      // An assistant schema says what its intents return, and its macro writes the intent's conformance.
                      !entry.parts.contains(where: { $0.declaration.attributes.contains { AppIntentsFamily.family(ofMacro: $0.name) != nil } })
                else { continue }
                let declared = DeclaredIntentResult(written)
                // The app's own names may stand for any parts.
                guard declared.protocolNames.allSatisfy(DeclaredIntentResult.resultProtocols.contains) else { continue }
                let declaredNames = declared.isExistential ? [] : Set(declared.protocolNames)
                for result in perform.results {
                    let undeclared = result.labels.compactMap { $0.flatMap { DeclaredIntentResult.protocolByResultLabel[$0] } }
                        .filter { !declaredNames.contains($0) }
                    guard let first = undeclared.first else { continue }
                    let message: FindingMessage = declared.isExistential
                        ? Message.existentialResultType(of: entry.qualifiedName, returning: result.labels, resultType: written, undeclared: first)
                        : Message.undeclaredResult(of: entry.qualifiedName, returning: result.labels, resultType: written, undeclared: undeclared)
                    findings.append(finding(message, at: SourceReference(file: file.path, location: result.location)))
                }
            }
        }
        return findings
    }
}

/// A `.result(…)` that `perform()` returns: `return .result(value: x, dialog: "…")`, or the whole
/// body `{ .result(dialog: "…") }`.
package struct ReturnedIntentResult: Sendable {
    /// The argument labels of `.result(…)`, nil for an unlabeled one.
    package var labels: [String?]
    /// Where `.result` is.
    package var location: SourceLocation
}

/// One `perform()` body: whose it is, what it is declared to return, what it returns.
package struct PerformReturns: Sendable {
    /// The qualified name of the type or extension whose method it is (`Outer.Inner`).
    package var enclosingType: String
    /// The result type as written (`some IntentResult & ProvidesDialog`); nil when none is.
    package var declaredResult: String?
    package var results: [ReturnedIntentResult]
}

extension FileFact where Value == [PerformReturns] {
    /// The `.result(…)` values each `perform()` of a file returns. `perform` is among the functions
    /// the manifest keeps, whose bodies `CodeBodyInterest.queryAnswers` reads.
    static let performResults = FileFact(name: "perform-results", reading: [.queryAnswers]) { file in
        file.bodies.compactMap { body in
            guard body.kind == .function, body.functionSelector == "perform()", !body.typePath.isEmpty else { return nil }
            return PerformReturns(enclosingType: body.typePath.joined(separator: "."), declaredResult: body.returnType,
                                  results: PerformReturnsReading(source: file.source, body: body).results())
        }
    }
}

/// Reads the `.result(…)` values a `perform()` body returns: `return .result(…)` in the body's own
/// statements (its `if`, `guard`, `switch`, `for`, `while`, `do`, `catch` blocks), never in a
/// closure or a nested function, whose returns are their own; or the body's single expression.
private struct PerformReturnsReading {
    let source: TokenizedSource
    let body: CodeBody
    private var tokens: UnsafeBufferPointer<Token> { source.tokens }

    func results() -> [ReturnedIntentResult] {
        let range = body.range
        if let call = resultCall(at: range.lowerBound), call.end == range.upperBound { return [call.result] }
        var found: [ReturnedIntentResult] = []
        // For each brace open in the body: whether it opens a statement block (else a closure or a
        // declaration's body, whose returns are not `perform()`'s).
        var blocks: [Bool] = []
        var opensBlock = false
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            switch token.keyword {
            case .if, .guard, .else, .switch, .for, .while, .repeat, .do, .catch:
                opensBlock = true
            case .return where !blocks.contains(false):
                var start = index + 1
                while start < range.upperBound, tokens[start].keyword == .try || tokens[start].keyword == .await { start += 1 }
                if let call = resultCall(at: start) { found.append(call.result) }
            default:
                break
            }
            switch token.kind {
            case .leftBrace:
                blocks.append(opensBlock)
                opensBlock = false
            case .rightBrace:
                _ = blocks.popLast()
            case .leftParen, .leftBracket:
                // A condition's closures are in parentheses; arguments hold no `perform()` return.
                index = source.afterGroup(index)
                continue
            default:
                break
            }
            index += 1
        }
        return found
    }

    /// `.result(…)` at `index`: its labels, where it is, and the token after its `)`.
    private func resultCall(at index: Int) -> (result: ReturnedIntentResult, end: Int)? {
        let limit = body.range.upperBound
        guard index + 2 < limit, tokens[index].kind == .period, source.is(index + 1, "result"), tokens[index + 2].kind == .leftParen
        else { return nil }
        let close = source.closer(of: index + 2, limit: limit)
        var labels: [String?] = []
        var argument = index + 3
        while argument < close {
            let end = source.argumentEnd(from: argument, closer: close)
            labels.append(source.isName(argument) && source.kind(argument + 1) == .colon ? source.name(argument) : nil)
            argument = end + 1
        }
        return (ReturnedIntentResult(labels: labels, location: source.location(index)), close + 1)
    }
}

extension PerformResultTypeRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        /// `labels` are those of the `.result(…)` returned, `undeclared` the protocol it needs that `written` lacks.
        static func existentialResultType(of intent: String, returning labels: [String?], resultType written: String,
                                          undeclared: String) -> FindingMessage {
            FindingMessage("`perform()` of `\(intent)` returns `\(returned(labels))` under the result type `\(written)`, an `any` type from which App " +
                "Intents reads no declared result, \(crash(undeclared)); write `some` instead of `any`")
        }

        /// `undeclared` are the protocols the `.result(…)` needs that `written` lacks, in the order of its labels.
        static func undeclaredResult(of intent: String, returning labels: [String?], resultType written: String,
                                     undeclared: [String]) -> FindingMessage {
            let components = DeclaredIntentResult(written).components
            let parts = undeclared.map { $0 == "ReturnsValue" ? "ReturnsValue<…>" : $0 }
            let fixed = (components + parts.filter { part in !components.contains { TypeIndex.baseName($0) == TypeIndex.baseName(part) } })
                .joined(separator: " & ")
            return FindingMessage("`perform()` of `\(intent)` returns `\(returned(labels))`, but its result type `\(written)` does not declare "
                + parts.map { "`\($0)`" }.joined(separator: " or ") + ", \(crash(undeclared[0])); declare it: `some \(fixed)`")
        }

        private static func returned(_ labels: [String?]) -> String {
            ".result(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        }

        private static func crash(_ first: String) -> String {
            "so the action stops the app each time it returns there (\"perform() returned types not declared in method signature - Did not declare \(first) but provided one\")"
        }
    }
}

import IntentLintManifest
import IntentLintCore

/// An extension cannot bring its app to the foreground.
package struct OpenAppFromExtensionRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "open-app-from-extension",
        name: "Open app from extension",
        summary: "An intent that opens the app (`openAppWhenRun = true`, foreground `supportedModes`, an `OpenIntent`) must be compiled into the app, not only into an app extension.",
        rationale: """
            An intent that asks to open its app when it runs is performed by the app. When only an app \
            extension (a widget, an intents extension) compiles the intent, the system runs it there, where \
            opening the app fails: the control or shortcut does nothing. Add the intent's file to the app \
            target too (the system then runs it in the app), or let the extension's intent hand over with \
            `OpenURLIntent` or `opensIntent`.

            **Evidence, and severity.** Apple's documentation of `openAppWhenRun`: "Setting this property to \
            `true` generates an error if the app intent runs in an app extension"; `supportedModes` with \
            `.foreground` replaces it. An `OpenIntent` opens the app without either: "Intents adopting this \
            protocol will automatically open the app before they're performed" (WWDC25 "Get to know App \
            Intents"), so one only an extension compiles is reported as well, once, at its conformance, \
            when neither property already says so (this rule rather than another, since the failure, \
            the fix and what stays silent are the same). Whether it matters depends on how the intent \
            is used, so this is a warning.

            **Not flagged.** Intents whose file the app target (or a framework the app may load) compiles \
            too; intents in targets of unknown kind (a folder linted without a project file). A test \
            target that compiles the file too changes nothing: tests never run an intent for a user.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct OpenTimetableIntent: AppIntent {
                    static var title: LocalizedStringResource = "Open Timetable"
                    static var openAppWhenRun: Bool = ↓true
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct ShowDepartureIntent: AppIntent {
                    static var title: LocalizedStringResource = "Show Departure"
                    static var supportedModes: IntentModes = ↓.foreground(.immediate)
                    func perform() async throws -> some IntentResult { .result() }
                }
                struct OpenStationIntent: ↓OpenIntent {
                    static var title: LocalizedStringResource = "Open Station"
                    @Parameter(title: "Station") var target: StationEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, module: .appExtension, expecting: [
                .warning(Message.opensAppFromExtension("OpenTimetableIntent", because: .openAppWhenRun)),
                .warning(Message.opensAppFromExtension("ShowDepartureIntent", because: .foregroundMode)),
                .warning(Message.opensAppFromExtension("OpenStationIntent", because: .openIntent)),
            ]),
            // A test target compiling the file too: tests never run an intent for a user.
            RuleExample("""
                struct OpenTimetableIntent: AppIntent {
                    static var title: LocalizedStringResource = "Open Timetable"
                    static var openAppWhenRun: Bool = ↓true
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, module: .appExtension, alsoCompiledInto: [.test], expecting: [
                .warning(Message.opensAppFromExtension("OpenTimetableIntent", because: .openAppWhenRun)),
            ]),
        ],
        nonTriggering: [
            // The app compiles the same file: the system runs the intent there.
            RuleExample("""
                struct OpenTimetableIntent: AppIntent {
                    static var title: LocalizedStringResource = "Open Timetable"
                    static var openAppWhenRun: Bool = true
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, module: .appExtension, alsoCompiledInto: [.app]),
            // The widget and the app compile the open intent's file (ethmensa's controls do so).
            RuleExample("""
                struct OpenStationIntent: OpenIntent {
                    static var title: LocalizedStringResource = "Open Station"
                    @Parameter(title: "Station") var target: StationEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, module: .appExtension, alsoCompiledInto: [.app]),
            RuleExample("""
                struct RefreshIntent: AppIntent {
                    static var title: LocalizedStringResource = "Refresh"
                    static var openAppWhenRun: Bool = false
                    static var supportedModes: IntentModes = .background
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, module: .appExtension),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        guard context.module.kind.isExtension else { return [] }
        var findings: [Finding] = []
        for action in context.manifest.actions.values {
            // Tests never run an intent for a user: a test target compiling the file changes nothing.
            guard context.kindsCompiling(action.location.file).subtracting([.test]).allSatisfy(\.isExtension) else { continue }
            // Why the intent opens the app, and where that is written.
            var reasons: [(why: Opening, location: SourceReference)] = []
            if case .constant(true)? = action.openAppWhenRun, let location = context.valuePlace(of: .openAppWhenRun, in: action.identifier) {
                reasons.append((.openAppWhenRun, location))
            }
            if case .constant(let modes)? = action.supportedModes, modes.contains(where: { $0.hasPrefix("foreground") }),
               let location = context.valuePlace(of: .supportedModes, in: action.identifier) {
                reasons.append((.foregroundMode, location))
            }
            if reasons.isEmpty, action.appIntentsProtocols.contains("OpenIntent"), let entry = context.index.entry(action.identifier) {
                // At the conformance where it is written on the type, else at the type.
                let written = entry.writtenConformances.first { $0.name == "OpenIntent" }
                reasons.append((.openIntent, written.map { SourceReference(file: $0.file, location: $0.location) } ?? action.location))
            }
            for reason in reasons {
                findings.append(finding(Message.opensAppFromExtension(action.identifier, because: reason.why), at: reason.location))
            }
        }
        return findings
    }

    /// What makes an intent open its app.
    fileprivate enum Opening {
        case openAppWhenRun, foregroundMode, openIntent
    }
}

extension OpenAppFromExtensionRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func opensAppFromExtension(_ intent: String, because opening: OpenAppFromExtensionRule.Opening) -> FindingMessage {
            // Why it opens the app, and the evidence that an extension cannot.
            let propertyEvidence = "running such an intent in an extension fails (Apple: \"generates an error if the app intent runs in an app extension\")"
            let (why, evidence) = switch opening {
            case .openAppWhenRun: ("`openAppWhenRun` is `true`", propertyEvidence)
            case .foregroundMode: ("its `supportedModes` include `.foreground`", propertyEvidence)
            case .openIntent:
                ("it is an `OpenIntent`", "an extension cannot bring the app forward (WWDC25: open intents \"automatically open the app before they're performed\")")
            }
            return FindingMessage(
                "`\(intent)` opens the app (\(why)) but only app extensions compile it, and \(evidence); add " +
                    "its file to the app target, or hand over with `OpenURLIntent`")
        }
    }
}

/// Metadata the build reads at compile time must be a compile-time constant.
public struct NonConstantMetadataRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "non-constant-metadata",
        name: "Non-constant metadata",
        summary: "Titles, descriptions, display representations, phrases and other metadata the build extracts must be compile-time constants.",
        rationale: """
            Xcode extracts App Intents metadata from your source at build time, through the compiler's \
            const-value extraction. A value that calls a function, reads another property or interpolates a \
            variable cannot be read there. Write the value inline: a string literal, \
            `LocalizedStringResource("key", table: "Intents")` with literal arguments, an enum case, `true` \
            or `false`. A computed getter is fine when it only returns such a value.

            **Evidence, and severity.** Errors are the values whose build diagnostics are on record \
            (reference notes, §2–3): a non-constant intent `title` or `@Parameter(title:)` \
            ("'LocalizedStringResource' must be initialized with a call to its initializer or a string \
            literal"), `description`, `typeDisplayRepresentation` ("must have a compile-time static value"), \
            `caseDisplayRepresentations` (the same, and "Protocol 'AppEnum' requires \
            'caseDisplayRepresentations' to be exhaustive"), `openAppWhenRun`, and App Shortcut phrases \
            and `appShortcuts` ("App Shortcuts should have at least one phrase" when phrases are hoisted). \
            Each is followed by "At least one halting error produced during export. No AppIntents metadata \
            have been exported". The other exported values (a parameter's `description`, \
            `isDiscoverable`, `authenticationPolicy`, `supportedModes`, the summary's text, `shortTitle`, \
            `systemImageName`, `shortcutTileColor`, negative phrases, `includedPackages`) are warnings: \
            swiftc's const-value extraction records them as not constant (checked with \
            `-emit-const-values-path`), so the build cannot export them, but no build diagnostic for them is \
            on record. `caseDisplayRepresentations` must cover every case the enum offers: all of them, or \
            those its own `static var allCases` lists.

            **Not flagged.** Values the build does not export, such as `requestValueDialog` (the exported \
            parameter record has no dialog); `nil` (a constant); a parameter summary written as a bare \
            `Summary`, as Xcode's "Convert to App Intent" does; string interpolation of values the \
            compiler records as constants (`"\\(Date())"` is an initializer call to it).
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = ↓makeTitle()
                }
                func makeTitle() -> LocalizedStringResource { "Order Soup" }
                """),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource { ↓Titles.orderSoup }
                    static var description = IntentDescription("Orders \\(↓soupName)")
                    static var openAppWhenRun: Bool = ↓Settings.opensApp
                }
                """),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: ↓localized("Soup"), description: ↓Strings.soupHelp)
                    var soup: SoupEntity
                }
                """),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource {
                        ↓let name = "Order Soup"
                        return LocalizedStringResource(stringLiteral: name)
                    }
                }
                """),
            RuleExample("""
                enum SoupSize: String, AppEnum {
                    case small, medium, large
                    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: ↓sizeLabel())
                    static var ↓caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
                        .small: "Small",
                        .medium: DisplayRepresentation(title: "Medium", subtitle: ↓subtitle(for: .medium)),
                    ]
                }
                """),
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static let orderPhrases: [AppShortcutPhrase<OrderSoupIntent>] = ["Order soup in \\(.applicationName)"]
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ↓Self.orderPhrases,
                                    shortTitle: ↓Strings.order, systemImageName: ↓iconName)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct ShuffleIntent: AppIntent {
                    static var title: LocalizedStringResource = "Shuffle"
                    @Parameter(title: "Shuffle", description: nil, default: .off)
                    var mode: ShuffleMode
                    @Parameter(title: "Count", requestValueDialog: IntentDialog(stringLiteral: String(localized: "How many?")))
                    var count: Int
                    static var parameterSummary: some ParameterSummary { Summary }
                }
                """),
            // The enum offers only the cases its `allCases` lists.
            RuleExample("""
                enum MouseButton: Int, AppEnum {
                    case unknown, left, right, middle, back, forward
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mouse Button"
                    static var caseDisplayRepresentations: [MouseButton: DisplayRepresentation] = [
                        .left: "Left", .right: "Right", .middle: "Middle",
                    ]
                    static var allCases: [MouseButton] { [.left, .right, .middle] }
                }
                """),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    static let description = IntentDescription("Orders a soup.", categoryName: "Soup")
                    static var openAppWhenRun: Bool { true }
                    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
                    static var supportedModes: IntentModes = [.background, .foreground(.dynamic)]
                    @Parameter(title: LocalizedStringResource("soup.title", table: "Intents"), requestValueDialog: "Which soup?")
                    var soup: SoupEntity
                }
                """),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource { return .init("order.title", defaultValue: "Order Soup", table: "Intents") }
                    func perform() async throws -> some IntentResult {
                        let message = "Ordered \\(Date())"
                        return .result(dialog: "\\(message)")
                    }
                }
                """),
            RuleExample("""
                enum SoupSize: String, AppEnum {
                    case small, large
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                    static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
                        .small: "Small",
                        .large: DisplayRepresentation(title: "Large", image: .init(systemName: "cup.and.saucer.fill")),
                    ]
                }
                """),
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"],
                                    shortTitle: "Order Soup", systemImageName: "cup.and.saucer")
                    }
                    static var shortcutTileColor: ShortcutTileColor = .navy
                }
                """),
            // Not App Intents types: any value goes.
            RuleExample("""
                struct Settings {
                    static var title: String = makeTitle()
                }
                """),
        ])

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // The subject is only spelled out when there is something to report.
        func report(_ value: NonConstantValue?, _ what: @autoclosure () -> String, _ fix: Fix, _ export: Export) {
            guard let value else { return }
            findings.append(finding("\(what()) is not a compile-time constant: it \(value.reason); \(export.consequence); \(fix.advice)",
                                    at: value.location, severity: export.severity))
        }

        for action in context.manifest.actions.values {
            let owner = action.identifier
            report(action.title?.nonConstantValue, "`title` of `\(owner)`", .string, .halts)
            report(action.description?.nonConstantValue, "`description` of `\(owner)`", .string, .halts)
            report(action.openAppWhenRun?.nonConstantValue, "`openAppWhenRun` of `\(owner)`", .bool, .halts)
            report(action.isDiscoverable?.nonConstantValue, "`isDiscoverable` of `\(owner)`", .bool, .leftOut)
            report(action.authenticationPolicy?.nonConstantValue, "`authenticationPolicy` of `\(owner)`", .enumCase, .leftOut)
            report(action.supportedModes?.nonConstantValue, "`supportedModes` of `\(owner)`", .enumCase, .leftOut)
            if case .nonConstant(let value)? = action.parameterSummary {
                report(value, "`parameterSummary` of `\(owner)`", .summary, .leftOut)
            }
            // `requestValueDialog` is not part of the exported parameter record, so it may be anything.
            for parameter in action.parameters {
                let name = parameter.name
                report(parameter.title?.nonConstantValue, "The title of parameter `\(name)` of `\(owner)`", .string, .halts)
                report(parameter.description?.nonConstantValue, "The description of parameter `\(name)` of `\(owner)`", .string, .leftOut)
            }
        }
        for entity in context.manifest.entities.values {
            report(entity.typeDisplayRepresentation?.nonConstantValue, "`typeDisplayRepresentation` of `\(entity.identifier)`",
                   .displayRepresentation, .halts)
        }
        for appEnum in context.manifest.enums {
            report(appEnum.typeDisplayRepresentation?.nonConstantValue, "`typeDisplayRepresentation` of `\(appEnum.identifier)`",
                   .displayRepresentation, .halts)
            report(appEnum.caseDisplayRepresentationsValue, "`caseDisplayRepresentations` of `\(appEnum.identifier)`",
                   .displayRepresentation, .halts)
            for enumCase in appEnum.cases {
                report(enumCase.displayRepresentation?.nonConstantValue,
                       "The display representation of case `\(enumCase.name)` of `\(appEnum.identifier)`", .displayRepresentation, .halts)
            }
            if let finding = missingCaseRepresentations(appEnum) { findings.append(finding) }
        }
        if let provider = context.manifest.autoShortcutProvider {
            report(provider.appShortcutsValue, "`appShortcuts` of `\(provider.identifier)`", .shortcuts, .halts)
        }
        for shortcut in context.manifest.autoShortcuts {
            let owner = shortcut.actionIdentifier ?? "?"
            switch shortcut.phraseTemplates {
            case .nonConstant(let value):
                report(value, "The phrases of the App Shortcut for `\(owner)`", .phrases, .halts)
            case .constant(let phrases):
                for phrase in phrases {
                    report(phrase.nonConstantValue, "A phrase of the App Shortcut for `\(owner)`", .phrases, .halts)
                }
            }
            report(shortcut.shortTitle?.nonConstantValue, "`shortTitle` of the App Shortcut for `\(owner)`", .string, .leftOut)
            report(shortcut.systemImageName?.nonConstantValue, "`systemImageName` of the App Shortcut for `\(owner)`", .literal, .leftOut)
        }
        report(context.manifest.negativePhrases?.nonConstantValue, "`negativePhrases`", .phrases, .leftOut)
        report(context.manifest.shortcutTileColor?.nonConstantValue, "`shortcutTileColor`", .enumCase, .leftOut)
        for package in context.manifest.packages.values {
            report(package.includedPackages?.nonConstantValue, "`includedPackages` of `\(package.identifier)`", .packages, .leftOut)
        }
        return findings
    }

    /// Every case the enum offers (its own `allCases` when it lists them, else every case)
    /// needs an entry in a constant `caseDisplayRepresentations`.
    private func missingCaseRepresentations(_ appEnum: EnumRecord) -> Finding? {
        guard let location = appEnum.caseDisplayRepresentationsLocation, appEnum.caseDisplayRepresentationsValue == nil else { return nil }
        var offered = appEnum.cases
        switch appEnum.allCases {
        case .constant(let names)?:
            let listed = Set(names)
            offered = offered.filter { listed.contains($0.name) }
        case .nonConstant?:
            return nil  // which cases are offered is not known here
        case nil:
            break
        }
        let missing = offered.filter { $0.displayRepresentation == nil }.map { "`\($0.name)`" }
        guard !missing.isEmpty else { return nil }
        return finding(
            "`caseDisplayRepresentations` of `\(appEnum.identifier)` has no entry for \(missing.joined(separator: ", ")), and the build stops exporting App Intents metadata on it (\"Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive\"); add one for each case, or list the cases the app offers in `static var allCases`",
            at: location)
    }

    /// What the build does with a value it cannot read, by what the evidence says.
    private enum Export {
        /// The build's own diagnostics report it: the metadata export stops (an error).
        case halts
        /// The compiler's const-value extraction records it as not constant, so the build
        /// has nothing to export (a warning: no build diagnostic is documented).
        case leftOut

        var severity: Severity { self == .halts ? .error : .warning }

        var consequence: String {
            switch self {
            case .halts: return "the build stops exporting App Intents metadata on such a value"
            case .leftOut: return "the compiler's const-value extraction cannot read it, so the build cannot export it"
            }
        }
    }

    /// How to write each kind of value as a constant.
    private enum Fix {
        case string, literal, bool, enumCase, displayRepresentation, summary, phrases, shortcuts, packages

        var advice: String {
            switch self {
            case .string: return "write a string literal or `LocalizedStringResource(\"key\", table: \"Table\")` with literal arguments"
            case .literal: return "write a string literal"
            case .bool: return "write `true` or `false`"
            case .enumCase: return "write the enum case itself, such as `.value`"
            case .displayRepresentation: return "write a string literal or an initializer such as `DisplayRepresentation(title: \"…\")` with literal arguments"
            case .summary: return "write `Summary(\"… \\(\\.$parameter) …\")`, `When` or `Switch` with literal text"
            case .phrases: return "write each phrase inline as a string literal"
            case .shortcuts: return "list `AppShortcut(…)` values inline, with `if #available` where needed"
            case .packages: return "list the packages inline as `[OtherPackage.self]`"
            }
        }
    }
}

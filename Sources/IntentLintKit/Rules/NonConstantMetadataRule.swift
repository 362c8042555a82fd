/// Metadata the build reads at compile time must be a compile-time constant.
public struct NonConstantMetadataRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "non-constant-metadata",
        name: "Non-constant metadata",
        summary: "Titles, descriptions, display representations, phrases and other metadata the build extracts must be compile-time constants.",
        rationale: """
            Xcode extracts App Intents metadata from your source at build time, through the compiler's \
            const-value extraction. A title, description, display representation, App Shortcut phrase or \
            flag such as `openAppWhenRun` that calls a function, reads another property or interpolates a \
            variable cannot be read there: the metadata export fails ("At least one halting error produced \
            during export") or the value silently goes missing. Write the value inline: a string literal, \
            `LocalizedStringResource("key", table: "Intents")` with literal arguments, an enum case, `true` \
            or `false`. A computed getter is fine when it only returns such a value. \
            `caseDisplayRepresentations` must also cover every case of the enum.
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
                    @Parameter(title: ↓localized("Soup"), requestValueDialog: IntentDialog("Which \\(↓kind)?"))
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
        func report(_ value: NonConstantValue?, _ what: @autoclosure () -> String, _ fix: Fix) {
            guard let value else { return }
            findings.append(finding("\(what()) must be a compile-time constant, but it \(value.reason); \(fix.advice)", at: value.location))
        }

        for action in context.manifest.actions.values {
            let owner = action.identifier
            report(action.title?.nonConstantValue, "`title` of `\(owner)`", .string)
            report(action.description?.nonConstantValue, "`description` of `\(owner)`", .string)
            report(action.openAppWhenRun?.nonConstantValue, "`openAppWhenRun` of `\(owner)`", .bool)
            report(action.isDiscoverable?.nonConstantValue, "`isDiscoverable` of `\(owner)`", .bool)
            report(action.authenticationPolicy?.nonConstantValue, "`authenticationPolicy` of `\(owner)`", .enumCase)
            report(action.supportedModes?.nonConstantValue, "`supportedModes` of `\(owner)`", .enumCase)
            if case .nonConstant(let value)? = action.parameterSummary {
                report(value, "`parameterSummary` of `\(owner)`", .summary)
            }
            for parameter in action.parameters {
                let name = parameter.name
                report(parameter.title?.nonConstantValue, "The title of parameter `\(name)` of `\(owner)`", .string)
                report(parameter.description?.nonConstantValue, "The description of parameter `\(name)` of `\(owner)`", .string)
                report(parameter.requestValueDialog?.nonConstantValue, "`requestValueDialog` of parameter `\(name)` of `\(owner)`", .string)
            }
        }
        for entity in context.manifest.entities.values {
            report(entity.typeDisplayRepresentation?.nonConstantValue, "`typeDisplayRepresentation` of `\(entity.identifier)`", .displayRepresentation)
        }
        for appEnum in context.manifest.enums {
            report(appEnum.typeDisplayRepresentation?.nonConstantValue, "`typeDisplayRepresentation` of `\(appEnum.identifier)`", .displayRepresentation)
            report(appEnum.caseDisplayRepresentationsValue, "`caseDisplayRepresentations` of `\(appEnum.identifier)`", .displayRepresentation)
            for enumCase in appEnum.cases {
                report(enumCase.displayRepresentation?.nonConstantValue,
                       "The display representation of case `\(enumCase.name)` of `\(appEnum.identifier)`", .displayRepresentation)
            }
            // Every case needs a display representation, or the build rejects the enum.
            if let location = appEnum.caseDisplayRepresentationsLocation, appEnum.caseDisplayRepresentationsValue == nil {
                let missing = appEnum.cases.filter { $0.displayRepresentation == nil }.map { "`\($0.name)`" }
                if !missing.isEmpty {
                    findings.append(finding(
                        "`caseDisplayRepresentations` of `\(appEnum.identifier)` has no entry for \(missing.joined(separator: ", ")); the build requires one for every case",
                        at: location))
                }
            }
        }
        if let provider = context.manifest.autoShortcutProvider {
            report(provider.appShortcutsValue, "`appShortcuts` of `\(provider.identifier)`", .shortcuts)
        }
        for shortcut in context.manifest.autoShortcuts {
            let owner = shortcut.actionIdentifier ?? "?"
            switch shortcut.phraseTemplates {
            case .nonConstant(let value):
                report(value, "The phrases of the App Shortcut for `\(owner)`", .phrases)
            case .constant(let phrases):
                for phrase in phrases {
                    report(phrase.nonConstantValue, "A phrase of the App Shortcut for `\(owner)`", .phrases)
                }
            }
            report(shortcut.shortTitle?.nonConstantValue, "`shortTitle` of the App Shortcut for `\(owner)`", .string)
            report(shortcut.systemImageName?.nonConstantValue, "`systemImageName` of the App Shortcut for `\(owner)`", .literal)
        }
        report(context.manifest.negativePhrases?.nonConstantValue, "`negativePhrases`", .phrases)
        report(context.manifest.shortcutTileColor?.nonConstantValue, "`shortcutTileColor`", .enumCase)
        for package in context.manifest.packages.values {
            report(package.includedPackages?.nonConstantValue, "`includedPackages` of `\(package.identifier)`", .packages)
        }
        return findings
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

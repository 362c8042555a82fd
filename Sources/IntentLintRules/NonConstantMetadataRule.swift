import IntentLintManifest
import IntentLintCore

/// Metadata the build reads at compile time must be a compile-time constant.
package struct NonConstantMetadataRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "non-constant-metadata",
        name: "Non-constant metadata",
        summary: "Titles, descriptions, display representations, phrases and other metadata the build extracts must be compile-time constants.",
        rationale: """
            Xcode extracts App Intents metadata from your source at build time, through the compiler's \
            const-value extraction: "certain values must be provided with constant values" (WWDC25 "Get to \
            know App Intents"). A value that calls a function, reads another property or interpolates a \
            variable cannot be read there. Write the value inline: a string literal, \
            `LocalizedStringResource("key", table: "Intents")` with literal arguments, an enum case, `true` \
            or `false`. A computed getter is fine when it only returns such a value.

            **Evidence, and severity**, property by property (`MetadataProperty.all`, the table the scanner, \
            the manifest readers and this rule share). An error is a value whose build diagnostic developers \
            have quoted from real build logs, each followed by "At least one halting error produced during \
            export. No AppIntents metadata have been exported"; a warning is a value swiftc's \
            const-value extraction records as not constant (checked with `-emit-const-values-path`), so the \
            build cannot export it, though no build diagnostic for it is on record.

            \(MetadataProperty.evidenceList)

            A non-constant `shortTitle` stays a warning: it was reported to break a public app's build in \
            Xcode 26.5 (a commit titled "Fix build breaks in Xcode 26.5"), but neither that commit nor a \
            build log quoting a diagnostic for it could be found in public issues, code or pages, and \
            swiftc 6.3's const-value extraction only records such a value as not constant.

            **Not flagged.** Values the build does not export, such as `requestValueDialog` (the exported \
            parameter record has no dialog); `nil` (a constant); a parameter summary written as a bare \
            `Summary`, as Xcode's "Convert to App Intent" does; string interpolation of values the \
            compiler records as constants (`"\\(Date())"` is an initializer call to it).
            """,
        severity: .error,
        alsoWarns: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = ↓makeTitle()
                }
                func makeTitle() -> LocalizedStringResource { "Order Soup" }
                """, expecting: [.error(Message.notConstantHaltsExport("`title` of `OrderSoupIntent`", because: "calls the function `makeTitle()`", kind: .string))]),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource { ↓Titles.orderSoup }
                    static var description = IntentDescription("Orders \\(↓soupName)")
                    static var openAppWhenRun: Bool = ↓Settings.opensApp
                }
                """, expecting: [
                .error(Message.notConstantHaltsExport("`title` of `OrderSoupIntent`", because: "refers to the static property `Titles.orderSoup`", kind: .string)),
                .error(Message.notConstantHaltsExport("`description` of `OrderSoupIntent`", because: "interpolates `soupName`, which is only known at run time", kind: .string)),
                .error(Message.notConstantHaltsExport("`openAppWhenRun` of `OrderSoupIntent`", because: "refers to the static property `Settings.opensApp`", kind: .bool)),
            ]),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource = "Order Soup"
                    @Parameter(title: ↓localized("Soup"), description: ↓Strings.soupHelp)
                    var soup: SoupEntity
                }
                """, expecting: [
                .error(Message.notConstantHaltsExport("The title of parameter `soup` of `OrderSoupIntent`", because: "calls the function `localized(\"Soup\")`", kind: .string)),
                .warning(Message.notConstantLeftOut("The description of parameter `soup` of `OrderSoupIntent`", because: "refers to the static property `Strings.soupHelp`",
                                                    kind: .string)),
            ]),
            RuleExample("""
                struct OrderSoupIntent: AppIntent {
                    static var title: LocalizedStringResource {
                        ↓let name = "Order Soup"
                        return LocalizedStringResource(stringLiteral: name)
                    }
                }
                """, expecting: [.error(Message.notConstantHaltsExport("`title` of `OrderSoupIntent`", because: "is computed by a getter that does more than return a value", kind: .string))]),
            RuleExample("""
                enum SoupSize: String, AppEnum {
                    case small, medium, large
                    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: ↓sizeLabel())
                    static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
                        .small: "Small", .medium: "Medium", .large: "Large",
                    ]
                }
                """, expecting: [.error(Message.notConstantHaltsExport("`typeDisplayRepresentation` of `SoupSize`", because: "calls the function `sizeLabel()`", kind: .displayRepresentation))]),
            RuleExample("""
                struct SoupShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"],
                                    shortTitle: ↓Strings.order, systemImageName: ↓iconName)
                    }
                }
                """, expecting: [
                .warning(Message.notConstantLeftOut("`shortTitle` of the App Shortcut for `OrderSoupIntent`", because: "refers to the static property `Strings.order`", kind: .string)),
                .warning(Message.notConstantLeftOut("`systemImageName` of the App Shortcut for `OrderSoupIntent`", because: "refers to `iconName`, which is only known at run time",
                                                    kind: .imageName)),
            ]),
        ],
        nonTriggering: [
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

    package func check(_ context: LintContext) -> [Finding] {
        context.manifest.nonConstantMetadata.compactMap { item in
            // Another rule says more about some values; and values the build does not export may be anything.
            guard item.property.checkedBy == nil else { return nil }
            switch item.property.export {
            case .notExported:
                return nil
            case .halts:
                return finding(Message.notConstantHaltsExport(item.subject, because: item.value.reason, kind: item.property.valueKind),
                               at: item.value.location, severity: .error)
            case .leftOut:
                return finding(Message.notConstantLeftOut(item.subject, because: item.value.reason, kind: item.property.valueKind),
                               at: item.value.location, severity: .warning)
            }
        }
    }
}

extension NonConstantMetadataRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func notConstantHaltsExport(_ subject: String, because reason: String, kind: MetadataProperty.ValueKind) -> FindingMessage {
            notConstant(subject, because: reason, "the build stops exporting App Intents metadata on such a value", kind)
        }

        static func notConstantLeftOut(_ subject: String, because reason: String, kind: MetadataProperty.ValueKind) -> FindingMessage {
            notConstant(subject, because: reason, "the compiler's const-value extraction cannot read it, so the build cannot export it", kind)
        }

        private static func notConstant(_ subject: String, because reason: String, _ consequence: String, _ kind: MetadataProperty.ValueKind) -> FindingMessage {
            FindingMessage("\(subject) is not a compile-time constant: it \(reason); \(consequence); \(advice(kind))")
        }

        /// How to write each kind of value as a constant.
        private static func advice(_ kind: MetadataProperty.ValueKind) -> String {
            switch kind {
            case .string: return "write a string literal or `LocalizedStringResource(\"key\", table: \"Table\")` with literal arguments"
            case .imageName: return "write a string literal"
            case .bool: return "write `true` or `false`"
            case .enumCase: return "write the enum case itself, such as `.value`"
            case .enumCases: return "write the cases themselves, such as `[.a, .b]`"
            case .displayRepresentation, .caseDisplayRepresentations:
                return "write a string literal or an initializer such as `DisplayRepresentation(title: \"…\")` with literal arguments"
            case .summary: return "write `Summary(\"… \\(\\.$parameter) …\")`, `When` or `Switch` with literal text"
            case .phrases: return "write each phrase inline as a string literal"
            case .appShortcuts: return "list `AppShortcut(…)` values inline, with `if #available` where needed"
            case .packages: return "list the packages inline as `[OtherPackage.self]`"
            case .urlRepresentation: return "write the URL inline as a string literal, interpolating only key paths such as `\\(.id)`"
            case .parameterPresentation: return "write `ParameterPresentation(for: \\.$parameter, summary: Summary(\"… \\(\\.$parameter) …\"))` inline with literal text"
            }
        }
    }
}

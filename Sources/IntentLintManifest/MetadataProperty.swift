import IntentLintSyntax

/// A metadata property the build reads from source: where it is written, what kind of value
/// it holds, and what the build does with a value its const-value extraction cannot read.
/// `MetadataProperty.all` is the one list of them: the scanner parses the values of exactly
/// these properties, the manifest readers read them by these names, and
/// `non-constant-metadata` reports each by its `export`.
public struct MetadataProperty: Sendable, Hashable {
    /// What declares the property.
    public enum Owner: String, Sendable {
        case intent, parameter, entity, entityProperty, appEnum, shortcutsProvider, appShortcut, package

        /// A `static` member of the owning type (not an attribute argument or a call argument).
        var isTypeMember: Bool {
            switch self {
            case .intent, .entity, .appEnum, .shortcutsProvider, .package: return true
            case .parameter, .entityProperty, .appShortcut: return false
            }
        }
    }

    /// What a constant value looks like, for the advice a finding gives.
    public enum ValueKind: String, Sendable {
        case string, bool, enumCase, enumCases, displayRepresentation, caseDisplayRepresentations, summary, phrases,
             appShortcuts, imageName, packages, urlRepresentation, parameterPresentation
    }

    /// What the build does with a value it cannot read, as far as the evidence goes.
    public enum Export: Sendable, Hashable {
        /// The metadata export stops; the build's own diagnostic, as reported in real build logs.
        case halts(diagnostic: String)
        /// The compiler's const-value extraction records the value as not constant, so the build
        /// has nothing to export for it; no build diagnostic is on record.
        case leftOut
        /// The build does not export the value at all: it may be anything.
        case notExported
    }

    /// As written in Swift: `title`, `requestValueDialog`, `phrases`.
    package let name: String
    package let owner: Owner
    package let valueKind: ValueKind
    /// Read as a whole result-builder body (`appShortcuts`, `parameterSummary`).
    package let isBuilder: Bool
    package let export: Export
    /// The rule that reports this property's values instead of `non-constant-metadata`,
    /// because it says more about them.
    package let checkedBy: String?

    init(_ name: String, of owner: Owner, _ valueKind: ValueKind, isBuilder: Bool = false, _ export: Export,
         checkedBy: String? = nil) {
        self.name = name
        self.owner = owner
        self.valueKind = valueKind
        self.isBuilder = isBuilder
        self.export = export
        self.checkedBy = checkedBy
    }
}

extension MetadataProperty {
    // The build's diagnostics, verbatim as developers have quoted them from real build logs.
    private static let stringDiagnostic = "'LocalizedStringResource' must be initialized with a call to its initializer or a string literal"

    private static func staticValue(_ name: String) -> String {
        "The property '\(name)' must have a compile-time static value and cannot be computed or dynamic"
    }

    package static let intentTitle = MetadataProperty("title", of: .intent, .string, .halts(diagnostic: stringDiagnostic))
    /// A computed `IntentDescription` fails the build, by a developer's report.
    package static let intentDescription = MetadataProperty("description", of: .intent, .string, .halts(diagnostic: stringDiagnostic))
    package static let openAppWhenRun = MetadataProperty("openAppWhenRun", of: .intent, .bool,
        .halts(diagnostic: "`openAppWhenRun` must have a compile-time static value and cannot be computed or dynamic"))
    package static let isDiscoverable = MetadataProperty("isDiscoverable", of: .intent, .bool, .leftOut)
    package static let authenticationPolicy = MetadataProperty("authenticationPolicy", of: .intent, .enumCase, .leftOut)
    package static let supportedModes = MetadataProperty("supportedModes", of: .intent, .enumCases, .leftOut)
    package static let parameterSummary = MetadataProperty("parameterSummary", of: .intent, .summary, isBuilder: true, .leftOut)
    /// A `URLRepresentableIntent`'s URL; the const-value extraction records it like every static member.
    package static let intentURLRepresentation = MetadataProperty("urlRepresentation", of: .intent, .urlRepresentation, .leftOut)

    package static let parameterTitle = MetadataProperty("title", of: .parameter, .string, .halts(diagnostic: stringDiagnostic))
    package static let parameterDescription = MetadataProperty("description", of: .parameter, .string, .leftOut)
    /// The parameter records of the `extract.actionsdata` files Xcode writes have no dialog.
    package static let requestValueDialog = MetadataProperty("requestValueDialog", of: .parameter, .string, .notExported)
    /// Exported parameter records have `inputConnectionBehavior` (0 for `.default`).
    package static let inputConnectionBehavior = MetadataProperty("inputConnectionBehavior", of: .parameter, .enumCase, .leftOut)

    package static let entityTypeDisplayRepresentation = MetadataProperty("typeDisplayRepresentation", of: .entity, .displayRepresentation,
        .halts(diagnostic: staticValue("typeDisplayRepresentation")))
    package static let entityPropertyTitle = MetadataProperty("title", of: .entityProperty, .string, .leftOut)
    package static let entityURLRepresentation = MetadataProperty("urlRepresentation", of: .entity, .urlRepresentation, .leftOut)

    package static let enumTypeDisplayRepresentation = MetadataProperty("typeDisplayRepresentation", of: .appEnum, .displayRepresentation,
        .halts(diagnostic: staticValue("typeDisplayRepresentation")))
    package static let caseDisplayRepresentations = MetadataProperty("caseDisplayRepresentations", of: .appEnum, .caseDisplayRepresentations,
        .halts(diagnostic: staticValue("caseDisplayRepresentations")), checkedBy: "case-display-representations")
    package static let allCases = MetadataProperty("allCases", of: .appEnum, .enumCases,
        .halts(diagnostic: "The property 'allCases' must be implemented when conforming to 'AppIntents.AppEnum', and a compile-time static value must be provided"))
    package static let enumURLRepresentation = MetadataProperty("urlRepresentation", of: .appEnum, .urlRepresentation, .leftOut)

    package static let appShortcuts = MetadataProperty("appShortcuts", of: .shortcutsProvider, .appShortcuts, isBuilder: true,
        .halts(diagnostic: "App Shortcuts should have at least one phrase"), checkedBy: "app-shortcut-phrases-not-inline")
    package static let negativePhrases = MetadataProperty("negativePhrases", of: .shortcutsProvider, .phrases, isBuilder: true, .leftOut)
    package static let shortcutTileColor = MetadataProperty("shortcutTileColor", of: .shortcutsProvider, .enumCase, .leftOut)
    package static let phrases = MetadataProperty("phrases", of: .appShortcut, .phrases,
        .halts(diagnostic: "App Shortcuts should have at least one phrase"), checkedBy: "app-shortcut-phrases-not-inline")
    /// A non-constant `shortTitle` was said to break a public app's build in Xcode 26.5 (a commit
    /// titled "Fix build breaks in Xcode 26.5", #32), but neither that commit nor any build log
    /// quoting a diagnostic for `shortTitle` was found in the public issues, code and pages searched:
    /// it stays `.leftOut` until one is on record.
    package static let shortTitle = MetadataProperty("shortTitle", of: .appShortcut, .string, .leftOut)
    package static let systemImageName = MetadataProperty("systemImageName", of: .appShortcut, .imageName, .leftOut)
    /// Apple's `LNAutoShortcut` has a `parameterPresentation`; no exported file on record shows it.
    package static let parameterPresentation = MetadataProperty("parameterPresentation", of: .appShortcut, .parameterPresentation, .leftOut)

    package static let includedPackages = MetadataProperty("includedPackages", of: .package, .packages, isBuilder: true, .leftOut)

    /// Every property, in the order the documentation lists them.
    package static let all: [MetadataProperty] = [
        intentTitle, intentDescription, openAppWhenRun, isDiscoverable, authenticationPolicy, supportedModes, parameterSummary,
        intentURLRepresentation,
        parameterTitle, parameterDescription, requestValueDialog, inputConnectionBehavior,
        entityTypeDisplayRepresentation, entityPropertyTitle, entityURLRepresentation,
        enumTypeDisplayRepresentation, caseDisplayRepresentations, allCases, enumURLRepresentation,
        appShortcuts, negativePhrases, shortcutTileColor, phrases, shortTitle, systemImageName, parameterPresentation,
        includedPackages,
    ]

    /// One Markdown line per property: where it is written and what happens to a value the
    /// build cannot read, with the evidence. For the rules' documentation.
    package static var evidenceList: String {
        all.map { property in
            let place: String
            switch property.owner {
            case .intent: place = "an intent's `\(property.name)`"
            case .parameter: place = "`@Parameter(\(property.name):)`"
            case .entity: place = "an entity's `\(property.name)`"
            case .entityProperty: place = "`@Property(\(property.name):)`"
            case .appEnum: place = "an `AppEnum`'s `\(property.name)`"
            case .shortcutsProvider: place = "an App Shortcuts provider's `\(property.name)`"
            case .appShortcut: place = "`AppShortcut(\(property.name):)`"
            case .package: place = "an `AppIntentsPackage`'s `\(property.name)`"
            }
            let treatment: String
            switch property.export {
            case .halts(let diagnostic): treatment = "error: \"\(diagnostic)\""
            case .leftOut: treatment = "warning: not constant to the const-value extraction, so not exported"
            case .notExported: treatment = "not checked: the build does not export it"
            }
            let owner = property.checkedBy.map { " (reported by `\($0)`)" } ?? ""
            return "- \(place): \(treatment)\(owner)"
        }.joined(separator: "\n")
    }

    /// Names of the type members whose values the scanner parses: the metadata, and the
    /// members the readers need to place it (`id`, `defaultQuery`, …).
    static let scannedMemberNames: Set<String> = Set(all.filter(\.owner.isTypeMember).map(\.name))
        .union(["id", "defaultQuery", "persistentIdentifier", "entityIdentifierString"])

    /// Type members read whole as result-builder bodies.
    static let builderMemberNames: Set<String> = Set(all.filter { $0.owner.isTypeMember && $0.isBuilder }.map(\.name))
}

extension MetadataMembers {
    /// What the manifest reads: the metadata properties of `MetadataProperty.all` (and the
    /// members that place them), and the attributes whose arguments are metadata.
    package static let appIntents = MetadataMembers(
        propertyNames: MetadataProperty.scannedMemberNames,
        builderPropertyNames: MetadataProperty.builderMemberNames,
        attributeNames: [
            "Parameter", "Property", "ComputedProperty", "DeferredProperty", "Dependency", "AppDependency",
            "AppIntent", "AppEntity", "AppEnum", "AssistantIntent", "AssistantEntity", "AssistantEnum",
        ],
        // A query's methods, which the manifest reads (`ManifestRecordReader.query`, `entityType`,
        // `valueQuery`) and whose answers `index-based-entity-id` follows (`queryAnswers`); an
        // intent's `perform()`, which a navigation intent may leave out (`unhandled-navigation-intent`)
        // and whose declared result `metadata` writes (`outputFlags`, `outputType`).
        functionNames: ["entities", "suggestedEntities", "allEntities", "entity", "defaultResult", "values", "results", "perform"])
}

extension DeclarationScanner {
    /// Tokenizes and scans one file for the manifest, keeping the code bodies of `codeBodies`
    /// (the rules', `CodeBodyInterests.rules`, when the file is linted).
    public static func scan(_ bytes: [UInt8], path: String, codeBodies: CodeBodyInterests = .none) -> FileSyntax {
        scan(bytes, path: path, metadata: .appIntents, codeBodies: codeBodies)
    }

    package static func scan(_ text: String, path: String, codeBodies: CodeBodyInterests = .none) -> FileSyntax {
        scan(Array(text.utf8), path: path, codeBodies: codeBodies)
    }
}

/// A value the build reads that is not a compile-time constant, with what it belongs to.
public struct NonConstantMetadata: Sendable {
    package var property: MetadataProperty
    /// Whose value it is, for messages: "`title` of `OrderSoupIntent`".
    package var subject: String
    package var value: NonConstantValue
}

extension Manifest {
    /// Every value of the manifest that is not a compile-time constant, each with its property.
    package var nonConstantMetadata: [NonConstantMetadata] {
        var found: [NonConstantMetadata] = []
        func note(_ property: MetadataProperty, _ subject: @autoclosure () -> String, _ value: NonConstantValue?) {
            if let value { found.append(NonConstantMetadata(property: property, subject: subject(), value: value)) }
        }
        for action in actions.values {
            let owner = "`\(action.identifier)`"
            note(.intentTitle, "`title` of \(owner)", action.title?.nonConstantValue)
            note(.intentDescription, "`description` of \(owner)", action.description?.nonConstantValue)
            note(.openAppWhenRun, "`openAppWhenRun` of \(owner)", action.openAppWhenRun?.nonConstantValue)
            note(.isDiscoverable, "`isDiscoverable` of \(owner)", action.isDiscoverable?.nonConstantValue)
            note(.authenticationPolicy, "`authenticationPolicy` of \(owner)", action.authenticationPolicy?.nonConstantValue)
            note(.supportedModes, "`supportedModes` of \(owner)", action.supportedModes?.nonConstantValue)
            if case .nonConstant(let value)? = action.parameterSummary {
                note(.parameterSummary, "`parameterSummary` of \(owner)", value)
            }
            note(.intentURLRepresentation, "`urlRepresentation` of \(owner)", action.urlRepresentation?.nonConstantValue)
            for parameter in action.parameters {
                let subject = "parameter `\(parameter.name)` of \(owner)"
                note(.parameterTitle, "The title of \(subject)", parameter.title?.nonConstantValue)
                note(.parameterDescription, "The description of \(subject)", parameter.description?.nonConstantValue)
                note(.requestValueDialog, "`requestValueDialog` of \(subject)", parameter.requestValueDialog?.nonConstantValue)
                note(.inputConnectionBehavior, "`inputConnectionBehavior` of \(subject)", parameter.inputConnectionBehavior?.nonConstantValue)
            }
        }
        for entity in entities.values {
            note(.entityTypeDisplayRepresentation, "`typeDisplayRepresentation` of `\(entity.identifier)`",
                 entity.typeDisplayRepresentation?.nonConstantValue)
            for property in entity.properties {
                note(.entityPropertyTitle, "The title of property `\(property.name)` of `\(entity.identifier)`", property.title?.nonConstantValue)
            }
            note(.entityURLRepresentation, "`urlRepresentation` of `\(entity.identifier)`", entity.urlRepresentation?.nonConstantValue)
        }
        for appEnum in enums {
            note(.enumTypeDisplayRepresentation, "`typeDisplayRepresentation` of `\(appEnum.identifier)`",
                 appEnum.typeDisplayRepresentation?.nonConstantValue)
            note(.caseDisplayRepresentations, "`caseDisplayRepresentations` of `\(appEnum.identifier)`", appEnum.caseDisplayRepresentationsValue)
            for enumCase in appEnum.cases {
                note(.caseDisplayRepresentations, "The display representation of case `\(enumCase.name)` of `\(appEnum.identifier)`",
                     enumCase.displayRepresentation?.nonConstantValue)
            }
            note(.allCases, "`allCases` of `\(appEnum.identifier)`", appEnum.allCases?.nonConstantValue)
            note(.enumURLRepresentation, "`urlRepresentation` of `\(appEnum.identifier)`", appEnum.urlRepresentation?.nonConstantValue)
        }
        if let provider = autoShortcutProvider {
            note(.appShortcuts, "`appShortcuts` of `\(provider.identifier)`", provider.appShortcutsValue)
        }
        for shortcut in autoShortcuts {
            let owner = "the App Shortcut for `\(shortcut.actionIdentifier ?? "?")`"
            switch shortcut.phraseTemplates {
            case .nonConstant(let value):
                note(.phrases, "The phrases of \(owner)", value)
            case .constant(let phrases):
                for phrase in phrases { note(.phrases, "A phrase of \(owner)", phrase.nonConstantValue) }
            }
            note(.shortTitle, "`shortTitle` of \(owner)", shortcut.shortTitle?.nonConstantValue)
            note(.systemImageName, "`systemImageName` of \(owner)", shortcut.systemImageName?.nonConstantValue)
            switch shortcut.parameterPresentation {
            case .nonConstant(let value)?:
                note(.parameterPresentation, "`parameterPresentation` of \(owner)", value)
            case .constant(let presentation)?:
                note(.parameterPresentation, "The summary of `parameterPresentation` of \(owner)", presentation.summary?.nonConstantValue)
                for collection in presentation.optionsCollections {
                    note(.parameterPresentation, "An options collection's title of \(owner)", collection.title?.nonConstantValue)
                }
            case nil:
                break
            }
        }
        note(.negativePhrases, "`negativePhrases`", negativePhrases?.nonConstantValue)
        note(.shortcutTileColor, "`shortcutTileColor`", shortcutTileColor?.nonConstantValue)
        for package in packages.values {
            note(.includedPackages, "`includedPackages` of `\(package.identifier)`", package.includedPackages?.nonConstantValue)
        }
        return found
    }
}

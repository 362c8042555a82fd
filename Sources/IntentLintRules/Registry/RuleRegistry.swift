import IntentLintCore
import IntentLintSyntax

/// Every rule, in the order they are documented.
public enum RuleRegistry {
    /// The rules that read the manifest.
    package static let rules: [any Rule] = [
        NonConstantMetadataRule(),
        SummaryMissingParameterRule(),
        PhraseMissingAppNameRule(),
        NonStringAppEnumRule(),
        IndexBasedEntityIDRule(),
        EntityQueryLookupRule(),
        DuplicateTypeDeclarationRule(),
        CaseDisplayRepresentationsRule(),
        AppShortcutPhrasesNotInlineRule(),
        MissingTypeDisplayRepresentationRule(),
        AppShortcutsProviderPlacementRule(),
        AppEnumFromOtherModuleRule(),
        DuplicateQueryNameRule(),
        DeprecatedAssistantSchemaRule(),
        OpenAppFromExtensionRule(),
        ControlIntentParameterDefaultRule(),
        PhraseMultipleParametersRule(),
        PhraseParameterTypeRule(),
        PhraseParameterWithoutValuesRule(),
        DuplicateAppShortcutPhraseRule(),
        TooManyAppShortcutsRule(),
        AppShortcutsStringsRule(),
        URLRepresentationRule(),
        ParameterPresentationSummaryRule(),
        VisualSearchOpenIntentRule(),
        PrivateAppIntentsTypeRule(),
        UnhandledNavigationIntentRule(),
        EmptyDisplayTextRule(),
        InheritedMetadataRule(),
        UnlocalizedKeyRule(),
        PerformResultTypeRule(),
        LocalizedStringResourceRule(),
    ]

    /// The rules that read every module of an app at once.
    package static let appRules: [any AppRule] = [
        AppIntentsPackageMissingRule(),
        AppIntentsPackageNotIncludedRule(),
        DuplicateIntentTitleRule(),
        DependencyNeverRegisteredRule(),
    ]

    /// Findings the engine itself makes: about suppression comments and unreadable files.
    package static let engineDiagnostics: [any DocumentedRule.Type] = [
        InvalidSuppression.self,
        UnusedSuppression.self,
        UnreadableFile.self,
        AppIntentsInNoTarget.self,
    ]

    /// Every rule, app rule and engine diagnostic, in the order they are documented.
    package static let documented: [any DocumentedRule.Type] = rules.map { type(of: $0) as any DocumentedRule.Type }
        + appRules.map { type(of: $0) as any DocumentedRule.Type } + engineDiagnostics

    public static let allDescriptions: [RuleDescription] = documented.map { $0.description }

    public static let allIdentifiers: Set<String> = Set(allDescriptions.map(\.identifier))

    /// Identifiers of the rules that run unless configured otherwise.
    public static let defaultIdentifiers: Set<String> = Set(allDescriptions.filter { !$0.isOptIn }.map(\.identifier))

    package static func description(of identifier: String) -> RuleDescription? {
        allDescriptions.first { $0.identifier == identifier }
    }

    /// The examples of the rule (or engine diagnostic) with this identifier.
    package static func examples(of identifier: String) -> RuleExamples? {
        documented.first { $0.description.identifier == identifier }?.examples
    }
}

extension CodeBodyInterests {
    /// The code bodies the rules read and the facts the scan gathers from them, each declared
    /// beside the rule that reads it: the module loader hands them to the scanner, and the rules
    /// read the facts on each file. Public for the benchmarks, whose scan gathers what a lint's does.
    public static let rules = CodeBodyInterests(
        [.identifierMentions, .identifierValues, .queryAnswers, .dependencyRegistrations, .intentHandlers],
        gathering: [FileFact.identifierFacts, FileFact.dependencyRegistrations, FileFact.intentHandlers, FileFact.performResults])
}

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
    ]

    /// The rules that read every module of an app at once.
    package static let appRules: [any AppRule] = [
        AppIntentsPackageMissingRule(),
        AppIntentsPackageNotIncludedRule(),
        DuplicateIntentTitleRule(),
        DependencyNeverRegisteredRule(),
    ]

    /// Findings the engine itself makes: about suppression comments and unreadable files.
    package static let engineDiagnostics: [RuleDescription] = [
        InvalidSuppression.description,
        UnusedSuppression.description,
        UnreadableFile.description,
    ]

    public static let allDescriptions: [RuleDescription] = rules.map { type(of: $0).description }
        + appRules.map { type(of: $0).description } + engineDiagnostics

    public static let allIdentifiers: Set<String> = Set(allDescriptions.map(\.identifier))

    /// Identifiers of the rules that run unless configured otherwise.
    public static let defaultIdentifiers: Set<String> = Set(allDescriptions.filter { !$0.isOptIn }.map(\.identifier))

    package static func description(of identifier: String) -> RuleDescription? {
        allDescriptions.first { $0.identifier == identifier }
    }
}

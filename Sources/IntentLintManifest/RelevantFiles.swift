import IntentLintSyntax

/// Which files the relevance pre-filter reads (docs/architecture.md, "The relevance
/// pre-filter"): those that name an App Intents protocol, macro or `AppDependencyManager`, or hold a
/// `lint-intents:` comment, and those that name an App Intents type or what makes a type one,
/// or declare or extend what such a type nests or conforms through (`TypeIndex.RelevantNames`).
/// `ModuleLoader` scans only these; a rule that concludes from what a module's
/// code does not do (no write to an `id`, no registration) looks only at these too, so that its
/// findings are the same whether or not the run scanned every file.
package struct RelevantFiles: Sendable {
    /// Names whose mention alone makes a file App Intents code: every family's protocols and
    /// macros, `AppDependencyManager`, which an app's `App` or `AppDelegate` calls to register
    /// dependencies without naming any App Intents protocol, and `EntityIdentifierConvertible`, which
    /// an entity's own id type conforms to (the text its ids are saved as). All start with a
    /// capital, which keeps the filter's fast path (`NameMentions.occurFromCapitals`).
    package static let markerNames: Set<String> = AppIntentsFamily.markerNames.union(["AppDependencyManager", "EntityIdentifierConvertible"])

    private let markers = NameMentions(RelevantFiles.markerNames, includingDirectives: true)
    private let relevantNames: NameMentions

    /// - Parameter index: the module's types (the filter's names are its `relevantNames`).
    package init(_ index: TypeIndex) {
        relevantNames = RelevantFiles.mentions(of: index.relevantNames)
    }

    /// Whether the filter reads a file with these bytes.
    package func contains(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { markers.occur(in: $0) || relevantNames.occur(in: $0) }
    }

    /// `names`, ready to look for in a file's bytes: each where it counts.
    package static func mentions(of names: TypeIndex.RelevantNames) -> NameMentions {
        NameMentions(names.mentioned, declaredNames: names.declared)
    }
}

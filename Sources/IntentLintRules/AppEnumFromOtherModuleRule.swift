import IntentLintManifest
import IntentLintCore

/// The build reads an `AppEnum`'s cases from the module's own source.
package struct AppEnumFromOtherModuleRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "app-enum-from-other-module",
        name: "AppEnum from another module",
        summary: "`AppEnum` conformance must be declared on an enum of the same module, not added to an imported one.",
        rationale: """
            The build reads an `AppEnum`'s cases from the source of the module being built. An \
            `extension Imported: AppEnum` on an enum declared in a framework, a package or another \
            target gives it no cases to read, and the metadata export stops. Declare a `String`-backed \
            enum in this module that mirrors the imported one (with a conversion between the two), and \
            conform that one to `AppEnum`.

            **Evidence, and severity.** Developers report the build failing with "Type '(CindyVariant)' \
            cases not found, enums implemented in an imported framework or library are not supported", \
            quoted verbatim from their build logs, so this is an error.

            **Not flagged.** A folder linted without a project file, and a module some of whose files were \
            not read (listed by the project but missing, left out by the configuration, unreadable): the \
            enum may be declared in one of them, so lint-intents cannot know. Enums declared in this module \
            and extended to `AppEnum` in another of its files.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                import PlayerKit

                extension PlaybackSpeed: ↓AppEnum {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
                    static var caseDisplayRepresentations: [PlaybackSpeed: DisplayRepresentation] = [.normal: "Normal", .fast: "Fast"]
                }
                """, module: .app, expecting: [.error(Message.importedAppEnum("PlaybackSpeed", notDeclaredIn: "Example"))]),
        ],
        nonTriggering: [
            RuleExample(files: [
                ("PlaybackSpeed.swift", """
                    enum PlaybackSpeed: String, CaseIterable {
                        case normal, fast
                    }
                    """),
                ("PlaybackSpeed+AppEnum.swift", """
                    extension PlaybackSpeed: AppEnum {
                        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
                        static var caseDisplayRepresentations: [PlaybackSpeed: DisplayRepresentation] = [.normal: "Normal", .fast: "Fast"]
                    }
                    """),
            ], module: .app),
            RuleExample("""
                extension PlaybackSpeed: AppEnum {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        // Without a project file, or with files of the module unread, what it declares is not known.
        guard context.knowsWholeModule else { return [] }
        var findings: [Finding] = []
        // Families are given to declared types only; an extension of an imported type has none.
        for entry in context.index.entries.values where entry.declaration == nil && context.index.conforms(entry, to: "AppEnum") {
            // Where the conformance that makes it an `AppEnum` is written.
            let written = entry.writtenConformances.first { conformance in
                AppIntentsFamily.appEnum.protocols.contains(conformance.name)
                    || context.index.entry(conformance.name).map { context.index.conforms($0, to: "AppEnum") } == true
            }
            let place = written.map { SourceReference(file: $0.file, location: $0.location) }
                ?? SourceReference(file: entry.parts[0].file, location: entry.parts[0].declaration.location)
            findings.append(finding(Message.importedAppEnum(entry.qualifiedName, notDeclaredIn: context.module.name), at: place))
        }
        return findings
    }
}

extension AppEnumFromOtherModuleRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func importedAppEnum(_ appEnum: String, notDeclaredIn module: String) -> FindingMessage {
            FindingMessage(
                "`\(appEnum)` is not declared in module `\(module)`, so the build cannot read its cases and stops " +
                    "exporting App Intents metadata (\"enums implemented in an imported framework or library are not supported\"); declare " +
                    "an enum in this module that mirrors it and conform that one to `AppEnum`")
        }
    }
}

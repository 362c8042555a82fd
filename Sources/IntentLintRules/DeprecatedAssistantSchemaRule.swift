import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// The assistant schema macros were replaced by the App Intents ones with `schema:`.
package struct DeprecatedAssistantSchemaRule: Rule {
    package init() {}

    static let replacements = ["AssistantIntent": "AppIntent", "AssistantEntity": "AppEntity", "AssistantEnum": "AppEnum"]

    package static let description = RuleDescription(
        identifier: "deprecated-assistant-schema",
        name: "Deprecated assistant schema",
        summary: "Use `@AppIntent(schema:)`, `@AppEntity(schema:)` and `@AppEnum(schema:)` instead of the deprecated `@Assistant…` macros.",
        rationale: """
            `@AssistantIntent(schema:)`, `@AssistantEntity(schema:)` and `@AssistantEnum(schema:)` conform a type \
            to an Apple Intelligence schema; Apple deprecated them in favour of `@AppIntent(schema:)`, \
            `@AppEntity(schema:)` and `@AppEnum(schema:)`, which take the same schemas. Replace the macro; \
            the schema argument stays as it is.

            **Evidence, and severity.** Apple's App Intents documentation lists the three macros under \
            "Deprecated macros". The deprecated macros still work today, so this is a warning.

            **Fix.** `lint --fix` renames the macro and keeps its `schema:` argument as written: the \
            schema, and so the manifest, stay the same.

            **Not flagged.** The replacement macros; other attributes that merely start with `Assistant`.
            """,
        severity: .warning,
        isFixable: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                ↓@AssistantIntent(schema: .photos.openAsset)
                struct OpenAssetIntent: OpenIntent {
                    var target: AssetEntity
                }
                ↓@AssistantEntity(schema: .photos.asset)
                struct AssetEntity: IndexedEntity {
                    let id: String
                }
                ↓@AssistantEnum(schema: .photos.assetType)
                enum AssetType: String, AppEnum {
                    case photo, video
                }
                """, expecting: [
                .warning(Message.deprecatedMacro("AssistantIntent", on: "OpenAssetIntent", replacement: "AppIntent")),
                .warning(Message.deprecatedMacro("AssistantEntity", on: "AssetEntity", replacement: "AppEntity")),
                .warning(Message.deprecatedMacro("AssistantEnum", on: "AssetType", replacement: "AppEnum")),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
                @AppIntent(schema: .photos.openAsset)
                struct OpenAssetIntent: OpenIntent {
                    var target: AssetEntity
                }
                @AppEntity(schema: .photos.asset)
                struct AssetEntity: IndexedEntity {
                    let id: String
                }
                @AssistantIntentsProviderDescription
                struct Described {}
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for entry in context.index.entries.values {
            for part in entry.parts {
                for attribute in part.declaration.attributes {
                    guard let replacement = DeprecatedAssistantSchemaRule.replacements[attribute.name] else { continue }
                    findings.append(finding(
                        Message.deprecatedMacro(attribute.name, on: entry.qualifiedName, replacement: replacement),
                        at: SourceReference(file: part.file, location: attribute.location), fix: Self.fix(attribute, replacement)))
                }
            }
        }
        return findings
    }

    /// The macro renamed, when its one argument is the schema: the replacement takes it as it is.
    static func fix(_ attribute: Attribute, _ replacement: String) -> Fix? {
        guard let arguments = attribute.arguments, arguments.count == 1, arguments[0].label == "schema" else { return nil }
        return Fix(summary: "`@\(attribute.name)` → `@\(replacement)`",
                   edits: [TextEdit(range: Int(attribute.nameRange.start)..<Int(attribute.nameRange.end), replacement: replacement)])
    }
}

extension DeprecatedAssistantSchemaRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func deprecatedMacro(_ macro: String, on type: String, replacement: String) -> FindingMessage {
            FindingMessage("`@\(macro)` on `\(type)` is deprecated; write `@\(replacement)(schema: …)` with the same schema")
        }
    }
}

import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// App Intents code in a file no target compiles is in no build: the system never sees it.
package enum AppIntentsInNoTarget: DocumentedRule {
    package static let description = RuleDescription(
        identifier: "app-intents-in-no-target",
        name: "App Intents in no target",
        summary: "An intent, entity, enum, query or App Shortcuts provider must be declared in a file a target compiles.",
        rationale: """
            The build extracts App Intents metadata from what each target compiles. A file in a project's \\
            folder that no target lists (a file added on disk but not to the target, one left behind when a \\
            target's members changed) is compiled into nothing: its intents, entities and App Shortcuts are in \\
            no build, and Siri, Shortcuts and Spotlight never show them, while the code looks finished. \\
            "My App Intents do not appear" is the symptom developers report. Add the file to the app's (or the \\
            extension's) target, or delete it; a file kept out on purpose can be excluded in \\
            `.lint-intents.json`.

            **Evidence, and severity.** The project file itself: no target compiles the file, so the build \\
            cannot see what it declares. Whether anyone meant it to be built is not known (a file kept for \\
            reference), so this is a warning.

            **Not flagged.** Files a target excludes on purpose (`excludedPaths`, XcodeGen `excludes:`), files \\
            the configuration leaves out, files outside every project's folder (linted as a folder module), \\
            and extensions of types declared elsewhere; a folder linted without a project file has no files \\
            in no target.
            """,
        severity: .warning)

    package static let examples = RuleExamples(triggering: [], nonTriggering: [])

    /// A finding for each App Intents type `files` (none of which a target compiles) declare.
    package static func findings(_ files: [FileSyntax]) -> [Finding] {
        guard !files.isEmpty else { return [] }
        let index = TypeIndex(files: files, moduleName: "")
        let displayPaths = Dictionary(files.map { ($0.path, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
        var findings: [Finding] = []
        let families: [(AppIntentsFamily, String)] = [
            (.intent, "an intent"), (.entity, "an entity"), (.appEnum, "an `AppEnum`"), (.query, "a query"),
            (.shortcutsProvider, "an App Shortcuts provider"),
        ]
        var reported: Set<String> = []
        for (family, kind) in families {
            for entry in index.entries(in: family) where reported.insert(entry.qualifiedName).inserted {
                guard let part = entry.declaration else { continue }
                findings.append(Finding(
                    ruleIdentifier: description.identifier, severity: description.severity,
                    message: Message.declaredInNoTarget(entry.qualifiedName, kind: kind).text,
                    file: displayPaths[part.file] ?? part.file, location: part.declaration.location))
            }
        }
        return findings
    }
}

extension AppIntentsInNoTarget {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func declaredInNoTarget(_ type: String, kind: String) -> FindingMessage {
            FindingMessage(
                "`\(type)`, \(kind), is declared in a file no target compiles, so it is in no build and Siri, " +
                    "Shortcuts and Spotlight never show it; add the file to the target it belongs to, or delete it")
        }
    }
}

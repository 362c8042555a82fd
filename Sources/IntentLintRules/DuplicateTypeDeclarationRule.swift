import IntentLintManifest
import IntentLintCore

/// One module cannot declare a type twice; when lint-intents sees it, its idea of the module
/// is probably wrong, and it says so instead of silently reading only one of them.
package struct DuplicateTypeDeclarationRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "duplicate-type-declaration",
        name: "Duplicate type declaration",
        summary: "A type must be declared once per module.",
        rationale: """
            The compiler rejects two declarations of one type in one module ("invalid redeclaration"), \
            so when lint-intents finds two, they most likely belong to different targets that it was asked \
            to lint as one module: a folder with an app and its widget extension, say, and no project file \
            to tell them apart. It checks both declarations, and the manifest records the first. Lint each \
            target on its own, or the folder that holds the `.xcodeproj` or `Package.swift`, so that \
            lint-intents sees the modules the build makes.

            **Not flagged.** Declarations under different `#if` conditions, or in files an Xcode target \
            compiles for different platforms (`platformFilter`), which the compiler never sees \
            together; `private` and `fileprivate` types, which are visible in their own file only; \
            extensions. A folder module that holds the files of a project lint-intents could not read, or \
            files beside some that look like part of a project (a YAML file with `targets:` no XcodeGen spec \
            includes): it is known to be several targets, a line of the run already says why, and a type \
            declared in two of them is no mistake.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample(files: [
                // The declarations start below a first line: the message names the other one's column, which a
                // comment put before a file's first line (`triggeringExamplesAfterAMultibytePrefix`) would move.
                ("App/RefreshIntent.swift", """
                    import AppIntents
                    struct RefreshIntent: AppIntent {
                        static var title: LocalizedStringResource = "Refresh"
                    }
                    """),
                ("Widget/RefreshIntent.swift", """
                    import AppIntents
                    ↓struct RefreshIntent: AppIntent {
                        static var title: LocalizedStringResource = "Refresh Widget"
                    }
                    """),
            ], expecting: [.warning(Message.declaredTwice("RefreshIntent", alsoIn: "App/RefreshIntent.swift", line: 2, column: 1, module: "Example"))]),
        ],
        nonTriggering: [
            RuleExample("""
                #if os(iOS)
                struct RefreshIntent: AppIntent {
                    static var title: LocalizedStringResource = "Refresh"
                }
                #else
                struct RefreshIntent: AppIntent {
                    static var title: LocalizedStringResource = "Refresh Window"
                }
                #endif
                extension RefreshIntent {
                    static var description = IntentDescription("Reloads the feed.")
                }
                """),
            RuleExample(files: [
                ("FeedTests.swift", "private struct Fixture: Codable { var id: Int }"),
                ("InboxTests.swift", "private struct Fixture: Codable { var name: String }"),
            ]),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        guard !context.module.mayBeSeveralTargets else { return [] }
        var findings: [Finding] = []
        for (name, declarations) in context.index.repeatedDeclarations {
            let first = declarations[0]
            // Private types of different files are different types; `#if` branches are never compiled together.
            guard !first.declaration.isFilePrivate else { continue }
            for later in declarations.dropFirst()
            where later.declaration.conditions == first.declaration.conditions && !later.declaration.isFilePrivate
                && !Self.neverCompiledTogether(first.file, later.file, context.module) {
                findings.append(finding(
                    Message.declaredTwice(name, alsoIn: first.file, line: first.declaration.location.line, column: first.declaration.location.column,
                                          module: context.manifest.module),
                    at: SourceReference(file: later.file, location: later.declaration.location)))
            }
        }
        return findings
    }

    /// Files the target compiles for disjoint platforms (Xcode's `platformFilter`: one for iOS, one for visionOS).
    static func neverCompiledTogether(_ first: String, _ second: String, _ module: ScannedModule) -> Bool {
        guard let one = module.platformFilters[first], let other = module.platformFilters[second] else { return false }
        return one.isDisjoint(with: other)
    }
}

extension DuplicateTypeDeclarationRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func declaredTwice(_ type: String, alsoIn file: String, line: Int, column: Int, module: String) -> FindingMessage {
            FindingMessage(
                "`\(type)` is declared here and at \(file):\(line):\(column) in module `\(module)`, which the compiler rejects; " +
                    "lint-intents checks both, but they probably belong to different targets: lint each target, or the folder with the project file, on its own")
        }
    }
}

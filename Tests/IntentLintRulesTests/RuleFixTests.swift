import Testing
@testable import IntentLintSupport
@testable import IntentLintManifest
@testable import IntentLintRules
@testable import IntentLintDiff
import IntentLintCore
import IntentLintEngineTestSupport
import IntentLintTestSupport

/// `lint --fix` makes only rewrites that are exact: on every triggering example of every rule
/// that fixes, the fixed source no longer has the rule's fixed findings, and its manifest is the
/// original's in everything but source positions, so saved shortcuts cannot tell the difference.
@Suite struct RuleFixTests {
    static let fixableRules = RuleRegistry.allDescriptions.filter(\.isFixable).map(\.identifier)

    @Test func theseRulesFix() {
        #expect(Set(Self.fixableRules) == ["non-string-app-enum", "deprecated-assistant-schema", "private-app-intents-type"])
    }

    @Test(arguments: fixableRules)
    func fixedExamplesLintCleanAndKeepTheirManifest(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for (position, example) in examples.triggering.enumerated() {
            let files = example.files.map { (name: $0.name, source: MarkedSource($0.source).source) }
            let findings = lint(files, example).filter { $0.ruleIdentifier == identifier }
            #expect(findings.allSatisfy { $0.fix != nil }, "example \(position + 1) of \(identifier) has a finding without a fix")
            let fixed = Self.applying(findings.compactMap { finding in finding.fix.map { (finding.file, $0) } }, to: files)
            #expect(fixed.map(\.source) != files.map(\.source), "example \(position + 1) of \(identifier) changed nothing")

            let remaining = lint(fixed, example).filter { $0.ruleIdentifier == identifier }
            #expect(remaining.isEmpty, "example \(position + 1) of \(identifier), fixed: \(remaining.map(\.message))\n\(fixed.map(\.source))")
            #expect(Self.manifest(of: fixed) == Self.manifest(of: files), "example \(position + 1) of \(identifier): the manifest changed")
            let old = try SavedIdentifiers(manifest: ManifestBuilder.build(InMemoryModule.syntax(files)).manifest.json, source: "old")
            let new = try SavedIdentifiers(manifest: ManifestBuilder.build(InMemoryModule.syntax(fixed)).manifest.json, source: "new")
            #expect(ManifestDiff(old: old, new: new).changes().isEmpty, "example \(position + 1) of \(identifier): diff sees a change")
        }
    }

    @Test(arguments: RuleRegistry.allDescriptions.filter { !$0.isFixable }.map(\.identifier))
    func rulesThatDoNotFixOfferNoFix(_ identifier: String) throws {
        let examples = try #require(RuleRegistry.examples(of: identifier))
        for example in examples.triggering where example.app.isEmpty {
            let files = example.files.map { (name: $0.name, source: MarkedSource($0.source).source) }
            #expect(lint(files, example).filter { $0.ruleIdentifier == identifier && $0.fix != nil }.isEmpty)
        }
    }

    // MARK: non-string-app-enum

    @Test func rawValuesFollowSwiftsRuleFromTheLastWrittenOne() throws {
        let source = """
            enum Level: Int, AppEnum {
                case low = -2, lower
                case zero
                case high = 0x10, higher // after hex
                case top = 1_000, above
            }
            """
        let fixed = try #require(Self.fixing("non-string-app-enum", source))
        #expect(fixed == """
            enum Level: Int, AppEnum {
                case low = -2, lower = -1
                case zero = 0
                case high = 0x10, higher = 17 // after hex
                case top = 1_000, above = 1001
            }
            """)
    }

    @Test func theSummarySaysWhatWasWritten() throws {
        let findings = InMemoryModule.lint("enum Size: Int, AppEnum {\n    case small, large\n}\n").filter { $0.ruleIdentifier == "non-string-app-enum" }
        #expect(findings.first?.fix?.summary == "wrote out the raw values `small = 0`, `large = 1`")
    }

    @Test func casesUnderConditionsOrUnreadableValuesAreLeftAlone() {
        let unfixable = [
            // Which cases the build compiles decides the values after them.
            """
            enum Mode: Int, AppEnum {
                case a
                #if DEBUG
                case debug
                #endif
                case b
            }
            """,
            // A written value the manifest cannot read leaves the next one unknown.
            """
            enum Mode: Int, AppEnum {
                case a = Mode.base
                case b
            }
            """,
            // Floating-point raw values: the manifest does not read implied ones.
            """
            enum Speed: Double, AppEnum {
                case slow, fast
            }
            """,
        ]
        for source in unfixable {
            let findings = InMemoryModule.lint(source).filter { $0.ruleIdentifier == "non-string-app-enum" }
            #expect(!findings.isEmpty, "\(source)")
            #expect(findings.allSatisfy { $0.fix == nil }, "\(source)")
        }
    }

    // MARK: deprecated-assistant-schema

    @Test func onlyTheMacroNameChanges() throws {
        let fixed = try #require(Self.fixing("deprecated-assistant-schema", """
            @AssistantIntent(schema: .photos.openAsset) struct OpenAssetIntent: OpenIntent {}
            """))
        #expect(fixed == "@AppIntent(schema: .photos.openAsset) struct OpenAssetIntent: OpenIntent {}")
    }

    @Test func aMacroWithoutItsSchemaIsNotGuessedAt() {
        let findings = InMemoryModule.lint("@AssistantIntent struct OpenAssetIntent: OpenIntent {}")
            .filter { $0.ruleIdentifier == "deprecated-assistant-schema" }
        #expect(findings.count == 1)
        #expect(findings.first?.fix == nil)
    }

    // MARK: private-app-intents-type

    @Test func theModifierAndTheBlankAfterItGo() throws {
        let fixed = try #require(Self.fixing("private-app-intents-type", """
            @available(iOS 17, *)
            fileprivate  struct PinIntent: AppIntent {
                static let title: LocalizedStringResource = "Pin"
            }
            """))
        #expect(fixed == """
            @available(iOS 17, *)
            struct PinIntent: AppIntent {
                static let title: LocalizedStringResource = "Pin"
            }
            """)
    }

    @Test func aPrivateNamespaceLosesItsModifierOnceForAllItsIntents() throws {
        let fixed = try #require(Self.fixing("private-app-intents-type", """
            private enum Shortcuts {
                struct ArchiveIntent: AppIntent {}
                struct UnpinIntent: AppIntent {}
            }
            """))
        #expect(fixed == """
            enum Shortcuts {
                struct ArchiveIntent: AppIntent {}
                struct UnpinIntent: AppIntent {}
            }
            """)
    }

    /// Each of these would stop compiling, or expose something, once the type is `internal`.
    @Test func aTypeThatOtherPrivateThingsCouldDependOnKeepsItsModifier() {
        let unfixable = [
            // A private type its members could name (another private intent included).
            "private struct PinIntent: AppIntent { var mode: Mode }\nprivate enum Mode { case on }",
            "private struct PinIntent: AppIntent {}\nprivate enum Shortcuts { struct UnpinIntent: AppIntent {} }",
            // A private member, which would no longer witness a requirement of a wider type.
            "private struct PinIntent: AppIntent { fileprivate static let title: LocalizedStringResource = \"Pin\" }",
            // A private extension's members, likewise.
            "private struct PinIntent: AppIntent {}\nprivate extension PinIntent { static var title: LocalizedStringResource { \"Pin\" } }",
            // A private typealias its members could name.
            "private typealias Mode = Int\nprivate struct PinIntent: AppIntent { var mode: Mode }",
            // Private inside private: removing one modifier leaves it private.
            "private enum Shortcuts { private struct PinIntent: AppIntent {} }",
            // Another file-private type of the same name: both would be one type's declarations.
            "private struct PinIntent: AppIntent {}\n#if DEBUG\nprivate struct PinIntent: AppIntent {}\n#endif",
        ]
        for source in unfixable {
            let findings = InMemoryModule.lint(source).filter { $0.ruleIdentifier == "private-app-intents-type" }
            #expect(!findings.isEmpty, "\(source)")
            #expect(findings.allSatisfy { $0.fix == nil }, "\(source)")
        }
    }

    // MARK: Edits

    @Test func editsConflictWhereTheirOrderWouldBeAGuess() {
        let insertion = TextEdit.insertion("x", at: 4)
        #expect(insertion.conflicts(with: .insertion("y", at: 4)))
        #expect(insertion.conflicts(with: TextEdit(range: 4..<6, replacement: "z")))
        #expect(insertion.conflicts(with: TextEdit(range: 2..<6, replacement: "z")))
        #expect(!insertion.conflicts(with: TextEdit(range: 2..<4, replacement: "z")))
        #expect(!insertion.conflicts(with: .insertion("y", at: 5)))
        #expect(TextEdit(range: 0..<3, replacement: "").conflicts(with: TextEdit(range: 2..<5, replacement: "")))
        #expect(!TextEdit(range: 0..<3, replacement: "").conflicts(with: TextEdit(range: 3..<5, replacement: "")))
        #expect(String(decoding: TextEdit.applying([TextEdit(range: 0..<1, replacement: "A"), .insertion("-", at: 3)], to: Array("abcd".utf8)),
                       as: UTF8.self) == "Abc-d")
    }

    // MARK: Helpers

    private func lint(_ files: [(name: String, source: String)], _ example: RuleExample) -> [Finding] {
        InMemoryModule.lint(files, kind: example.module, alsoCompiledInto: example.alsoCompiledInto)
    }

    /// One file's source with every fix of `identifier`'s findings made; nil when there is none.
    static func fixing(_ identifier: String, _ source: String) -> String? {
        let findings = InMemoryModule.lint(source).filter { $0.ruleIdentifier == identifier }
        let fixes = findings.compactMap { finding in finding.fix.map { (finding.file, $0) } }
        guard !fixes.isEmpty else { return nil }
        return applying(fixes, to: [("Example.swift", source)])[0].source
    }

    /// The files with the fixes made, each file's edits together.
    static func applying(_ fixes: [(file: String, fix: Fix)], to files: [(name: String, source: String)]) -> [(name: String, source: String)] {
        files.map { file in
            let edits = Array(Set(fixes.filter { $0.file == file.name }.flatMap(\.fix.edits))).sorted()
            return (file.name, String(decoding: TextEdit.applying(edits, to: Array(file.source.utf8)), as: UTF8.self))
        }
    }

    /// The module's manifest without source positions, which a rewrite may move.
    static func manifest(of files: [(name: String, source: String)]) -> JSONValue {
        ManifestBuilder.build(InMemoryModule.syntax(files)).manifest.json.withoutLocations
    }
}

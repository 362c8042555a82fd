import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// App Intents types the system must find by name should not be visible in one file only.
package struct PrivateAppIntentsTypeRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "private-app-intents-type",
        name: "Private App Intents type",
        summary: "Intents, entities, enums, queries, App Shortcuts providers and packages should not be `private` or `fileprivate`.",
        rationale: """
            The system finds an App Intents type at run time by the mangled name the build exports \
            (`mangledTypeName`, `autoShortcutProviderMangledName`). A `private` or `fileprivate` type has a \
            name only its own file can spell: swiftc mangles it with the file's private discriminator \
            (`2T113PrivateIntent33_DA4B0F96…LLV`). Declare the type `internal` (no modifier) or wider.

            **Evidence, and severity.** swiftc 6.3's const-value extraction (`swiftc -emit-const-values-path` \
            with Xcode's protocol list, the `Conformances` fixture of `CompilerOracleTests`) emits a \
            `private struct …: AppIntent` like any other intent, with its title, so the build neither fails \
            nor warns. What happens after is on record only from a public app's bug report, whose private \
            intent "wasn't parsed" until the type was made internal. Since the harm is reported, not \
            verified, this is a warning.

            **Fix.** `lint --fix` removes the one `private` or `fileprivate` that makes the type file-private \
            (its own, or that of the one type around it), where nothing but visibility can change: no \
            other type of the module has that name, and the file declares nothing else `private` or \
            `fileprivate` (a type, extension, member or typealias), which the wider type could not use or \
            would have to expose. The manifest stays as it is. (A type named like a type another module \
            exports would from then on hide that type in the module's other files too; the compiler says \
            so.)

            **Not flagged.** `private(set)` and other setter limits; types that are not App Intents types; \
            a type nested in an extension of a private type (the scanner does not follow the extension \
            to its type).
            """,
        severity: .warning,
        isFixable: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                ↓private struct ArchiveNoteIntent: AppIntent {
                    static let title: LocalizedStringResource = "Archive Note"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, expecting: [.warning(Message.filePrivate(.intent, "ArchiveNoteIntent", modifier: "private"))]),
            RuleExample("""
                struct NoteEntity: AppEntity {
                    let id: UUID
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
                    static let defaultQuery = NoteQuery()
                    var displayRepresentation: DisplayRepresentation { "Note" }
                }
                ↓fileprivate struct NoteQuery: EntityQuery {
                    func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
                }
                """, expecting: [.warning(Message.filePrivate(.query, "NoteQuery", modifier: "fileprivate"))]),
            // Nested in a private namespace: private too, and the fix belongs to the namespace.
            RuleExample("""
                private enum Shortcuts {
                    ↓struct PinNoteIntent: AppIntent {
                        static let title: LocalizedStringResource = "Pin Note"
                        func perform() async throws -> some IntentResult { .result() }
                    }
                }
                """, expecting: [.warning(Message.nestedInFilePrivate(.intent, "Shortcuts.PinNoteIntent", enclosing: (name: "Shortcuts", modifier: "private")))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct ArchiveNoteIntent: AppIntent {
                    static let title: LocalizedStringResource = "Archive Note"
                    @Parameter(title: "Note") private(set) var note: NoteEntity
                    private static let archive = Archive()
                    func perform() async throws -> some IntentResult { .result() }
                }
                private struct Archive {}
                private extension ArchiveNoteIntent {
                    func log() {}
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<String> = []
        for family in AppIntentsFamily.allCases {
            for entry in context.index.entries(in: family) where seen.insert(entry.qualifiedName).inserted {
                guard let part = entry.declaration, part.declaration.isFilePrivate else { continue }
                let holders = privateHolders(of: entry.qualifiedName, context.index)
                let fix = holders.count == 1 ? self.fix(removing: holders[0], context) : nil
                if let modifier = part.declaration.filePrivateModifier {
                    findings.append(finding(
                        Message.filePrivate(family, entry.qualifiedName, modifier: modifier.keyword.rawValue),
                        at: SourceReference(file: part.file, location: modifier.location), fix: fix))
                } else {
                    findings.append(finding(
                        Message.nestedInFilePrivate(family, entry.qualifiedName, enclosing: holders.first.map { (name: $0.name, modifier: $0.modifier.keyword.rawValue) }),
                        at: SourceReference(file: part.file, location: part.declaration.location), fix: fix))
                }
            }
        }
        return findings
    }

    /// A type whose own `private` or `fileprivate` makes a type file-private: itself or one around it.
    private struct Holder {
        var name: String
        var part: TypeIndex.Part
        var modifier: AccessModifier
    }

    /// The type `qualifiedName` and the types around it that carry the modifier, innermost first.
    private func privateHolders(of qualifiedName: String, _ index: TypeIndex) -> [Holder] {
        var holders: [Holder] = []
        var components = qualifiedName.split(separator: ".").map(String.init)
        while !components.isEmpty {
            let name = components.joined(separator: ".")
            if let part = index.entries[name]?.declaration, let modifier = part.declaration.filePrivateModifier {
                holders.append(Holder(name: name, part: part, modifier: modifier))
            }
            components.removeLast()
        }
        return holders
    }

    /// The one modifier removed, where nothing but visibility changes (see the rationale): the
    /// type is declared once in the module, and nothing else in its file is `private` or
    /// `fileprivate` (a type, extension, member or typealias a wider type could not use, or would
    /// have to expose).
    private func fix(removing holder: Holder, _ context: LintContext) -> Fix? {
        guard context.index.repeatedDeclarations[holder.name] == nil, !holder.part.declaration.hasFilePrivateMembers,
              let file = context.files.first(where: { $0.path == holder.part.file }), !file.declaresFilePrivateTypealias else { return nil }
        func isOtherPrivateThing(_ declaration: TypeDeclaration) -> Bool {
            if declaration !== holder.part.declaration, declaration.filePrivateModifier != nil || declaration.hasFilePrivateMembers { return true }
            return declaration.nestedTypes.contains(where: isOtherPrivateThing)
        }
        guard !file.types.contains(where: isOtherPrivateThing) else { return nil }
        return Fix(summary: "removed `\(holder.modifier.keyword.rawValue)` from `\(holder.name)`",
                   edits: [TextEdit(range: Int(holder.modifier.range.start)..<Int(holder.modifier.range.end), replacement: "")])
    }
}

extension PrivateAppIntentsTypeRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func filePrivate(_ family: AppIntentsFamily, _ type: String, modifier: String) -> FindingMessage {
            FindingMessage(
                "\(noun(family)) `\(type)` is `\(modifier)`, so its name is one only its file can spell and the system may never find it; declare it `internal`")
        }

        /// `enclosing`: the type around it whose modifier makes it file-private, nil where no such type is known.
        static func nestedInFilePrivate(_ family: AppIntentsFamily, _ type: String, enclosing: (name: String, modifier: String)?) -> FindingMessage {
            let around = enclosing.map { "`\($0.name)` (`\($0.modifier)`)" } ?? "a `private` type"
            return FindingMessage(
                "\(noun(family)) `\(type)` is nested in \(around), so its name is one only its file can spell and the " +
                    "system may never find it; declare the enclosing type `internal`")
        }

        private static func noun(_ family: AppIntentsFamily) -> String {
            switch family {
            case .intent: return "The intent"
            case .entity: return "The entity"
            case .appEnum: return "The enum"
            case .query: return "The query"
            case .shortcutsProvider: return "The App Shortcuts provider"
            case .package: return "The App Intents package"
            case .unionValue: return "The union value"
            }
        }
    }
}

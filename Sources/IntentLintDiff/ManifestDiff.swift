#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintRules

/// Compares what saved shortcuts hold on to in two versions of a module and reports each
/// change as a finding of its `ChangeKind`: at its place in the new version, or in the old one
/// for what was removed.
package struct ManifestDiff {
    package var old: SavedIdentifiers
    package var new: SavedIdentifiers
    /// The path a report shows for a manifest's file, in the old and the new version.
    package var oldPath: (String) -> String
    package var newPath: (String) -> String

    package init(old: SavedIdentifiers, new: SavedIdentifiers,
                oldPath: @escaping (String) -> String = { $0 }, newPath: @escaping (String) -> String = { $0 }) {
        self.old = old
        self.new = new
        self.oldPath = oldPath
        self.newPath = newPath
    }

    private enum Side { case old, new }

    package func changes() -> [Finding] {
        var changes: [Finding] = []
        func report(_ kind: ChangeKind, _ message: String, at place: SavedIdentifiers.Place, in side: Side, subject: String) {
            let file = side == .old ? oldPath(place.file) : newPath(place.file)
            // The subject stands in for the line's text, so a baseline survives code moving.
            changes.append(Finding(ruleIdentifier: kind.identifier, severity: kind.severity, message: message, file: file,
                                   location: SourceLocation(line: place.line, column: place.column), lineText: subject))
        }

        if old.module != new.module {
            report(.moduleRenamed, "Module `\(old.module)` is now `\(new.module)`: fully qualified names such as `\(old.module).X` become `\(new.module).X`",
                   at: new.intents.values.map(\.place).min(by: Self.earlier) ?? SavedIdentifiers.Place(file: "", line: 1, column: 1),
                   in: .new, subject: "module \(old.module)")
        }

        // Intents. A rename is one change, the removal: saved shortcuts hold the old name.
        let addedIntents = Set(new.intents.keys).subtracting(old.intents.keys)
        let renames = renamedIntents(added: addedIntents)
        for (identifier, before) in old.intents.sorted(by: { $0.key < $1.key }) {
            guard let after = new.intents[identifier] else {
                let hint = renames[identifier].map { renamed in
                    " It looks renamed to `\(renamed)` (same title and parameters\(keepsPhrases(from: identifier, to: renamed) ? "; its App Shortcut phrases moved with it, so what people say to Siri still works" : "")), and a rename is a removal for saved shortcuts: keep `\(identifier)`, marked `DeprecatedAppIntent`, beside it"
                } ?? " Keep the type, marked `DeprecatedAppIntent`, until people have moved on"
                report(.intentRemoved, "Intent `\(identifier)` is gone, so shortcuts and automations that use it fail with \"action not found\".\(hint)",
                       at: before.place, in: .old, subject: "intent \(identifier)")
                continue
            }
            if after.isDeprecated && !before.isDeprecated {
                report(.intentDeprecated, "Intent `\(identifier)` is now deprecated; it stays, so saved shortcuts keep working",
                       at: after.place, in: .new, subject: "intent \(identifier) deprecated")
            }
            if let oldTitle = before.title, let newTitle = after.title, oldTitle != newTitle {
                report(.titleChanged, "The title of `\(identifier)` changed from \"\(oldTitle)\" to \"\(newTitle)\"",
                       at: after.place, in: .new, subject: "intent \(identifier) title \(newTitle)")
            }
            compareParameters(of: identifier, before, after, report)
        }
        for identifier in addedIntents.subtracting(renames.values).sorted() {
            report(.intentAdded, "Intent `\(identifier)` is new", at: new.intents[identifier]!.place, in: .new, subject: "intent \(identifier)")
        }

        // Entities.
        for (identifier, before) in old.entities.sorted(by: { $0.key < $1.key }) {
            guard let after = new.entities[identifier] else {
                report(.entityRemoved, "Entity `\(identifier)` is gone or renamed, so parameters people saved with it no longer resolve; keep the type, marked `@available(*, deprecated)`, or its name",
                       at: before.place, in: .old, subject: "entity \(identifier)")
                continue
            }
            if let oldType = before.idType, let newType = after.idType, oldType != newType {
                report(.entityIDTypeChanged, "The `id` of entity `\(identifier)` changed type from `\(oldType)` to `\(newType)`, so the ids saved shortcuts hold can no longer be looked up",
                       at: after.place, in: .new, subject: "entity \(identifier) id \(newType)")
            }
            if after.isDeprecated && !before.isDeprecated {
                report(.entityDeprecated, "Entity `\(identifier)` is now deprecated; it stays", at: after.place, in: .new, subject: "entity \(identifier) deprecated")
            }
        }
        for identifier in Set(new.entities.keys).subtracting(old.entities.keys).sorted() {
            report(.entityAdded, "Entity `\(identifier)` is new", at: new.entities[identifier]!.place, in: .new, subject: "entity \(identifier)")
        }

        // Enums: a case is known by its identifier, the raw value a saved shortcut stores.
        for (identifier, before) in old.enums.sorted(by: { $0.key < $1.key }) {
            guard let after = new.enums[identifier] else {
                report(.enumRemoved, "AppEnum `\(identifier)` is gone or renamed, so parameters people saved with it no longer resolve",
                       at: before.place, in: .old, subject: "enum \(identifier)")
                continue
            }
            let newCases = Dictionary(after.cases.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
            let oldIdentifiers = Set(before.cases.map(\.identifier))
            for enumCase in before.cases where newCases[enumCase.identifier] == nil {
                let moved = after.cases.first { $0.name == enumCase.name }
                let detail = moved.map { "its raw value changed from \"\(enumCase.identifier)\" to \"\($0.identifier)\"" } ?? "the case is gone"
                report(.enumCaseRemoved, "Case `\(enumCase.name)` of `\(identifier)` no longer has the identifier \"\(enumCase.identifier)\" that saved shortcuts store (\(detail)), so they stop resolving or mean another case",
                       at: moved?.place ?? enumCase.place, in: moved == nil ? .old : .new, subject: "enum \(identifier) case \(enumCase.identifier)")
            }
            for enumCase in after.cases where !oldIdentifiers.contains(enumCase.identifier) && !before.cases.contains(where: { $0.name == enumCase.name }) {
                report(.enumCaseAdded, "Case `\(enumCase.name)` of `\(identifier)` is new", at: enumCase.place, in: .new,
                       subject: "enum \(identifier) case \(enumCase.identifier)")
            }
            if after.isDeprecated && !before.isDeprecated {
                report(.enumDeprecated, "AppEnum `\(identifier)` is now deprecated; it stays", at: after.place, in: .new, subject: "enum \(identifier) deprecated")
            }
        }
        for identifier in Set(new.enums.keys).subtracting(old.enums.keys).sorted() {
            report(.enumAdded, "AppEnum `\(identifier)` is new", at: new.enums[identifier]!.place, in: .new, subject: "enum \(identifier)")
        }

        // App Shortcuts: what people say to Siri. A phrase is gone only when no App Shortcut of
        // the app has it any more; one that moved with its intent's rename is part of the rename.
        let newShortcuts = Dictionary(grouping: new.appShortcuts, by: \.intent)
        let oldShortcuts = Dictionary(grouping: old.appShortcuts, by: \.intent)
        let oldPhrases = Set(old.appShortcuts.flatMap(\.phrases))
        let newPhrases = Set(new.appShortcuts.flatMap(\.phrases))
        let renamedFrom = Dictionary(renames.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for (intent, before) in oldShortcuts.sorted(by: { $0.key < $1.key }) {
            // Where the App Shortcut is now: its intent's, or its renamed intent's.
            let after = newShortcuts[intent] ?? renames[intent].flatMap { newShortcuts[$0] }
            let gone = before.flatMap(\.phrases).filter { !newPhrases.contains($0) }
            if after == nil, gone.count == before.flatMap(\.phrases).count {
                report(.appShortcutRemoved, "The App Shortcut for `\(intent)` is gone, and with it the Siri phrases people use (\(Self.quoted(gone)))",
                       at: before[0].place, in: .old, subject: "app shortcut \(intent)")
                continue
            }
            for phrase in gone {
                report(.appShortcutRemoved, "Phrase \"\(Self.sourceForm(phrase))\" of the App Shortcut for `\(intent)` is gone, and people who say it to Siri get nothing",
                       at: after?[0].place ?? before[0].place, in: after == nil ? .old : .new, subject: "app shortcut \(intent) phrase \(phrase)")
            }
        }
        for (intent, after) in newShortcuts.sorted(by: { $0.key < $1.key }) {
            let before = oldShortcuts[intent] ?? renamedFrom[intent].flatMap { oldShortcuts[$0] }
            let added = after.flatMap(\.phrases).filter { !oldPhrases.contains($0) }
            if before == nil, added.count == after.flatMap(\.phrases).count {
                report(.appShortcutAdded, "The App Shortcut for `\(intent)` is new", at: after[0].place, in: .new, subject: "app shortcut \(intent)")
                continue
            }
            for phrase in added {
                report(.appShortcutAdded, "Phrase \"\(Self.sourceForm(phrase))\" of the App Shortcut for `\(intent)` is new", at: after[0].place, in: .new,
                       subject: "app shortcut \(intent) phrase \(phrase)")
            }
        }
        return changes  // DiffRun sorts the changes of all modules together
    }

    private func compareParameters(of intent: String, _ before: SavedIdentifiers.Intent, _ after: SavedIdentifiers.Intent,
                                   _ report: (ChangeKind, String, SavedIdentifiers.Place, Side, String) -> Void) {
        let newParameters = Dictionary(after.parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(before.parameters.map(\.name))
        for parameter in before.parameters {
            let subject = "intent \(intent) parameter \(parameter.name)"
            guard let now = newParameters[parameter.name] else {
                report(.parameterRemoved, "Parameter `\(parameter.name)` of `\(intent)` is gone, so the value people saved for it is dropped and the action may do something else",
                       parameter.place, .old, subject)
                continue
            }
            if let oldTitle = parameter.title, let newTitle = now.title, oldTitle != newTitle {
                report(.titleChanged, "The title of parameter `\(parameter.name)` of `\(intent)` changed from \"\(oldTitle)\" to \"\(newTitle)\"",
                       now.place, .new, subject + " title \(newTitle)")
            }
            if parameter.valueType != now.valueType {
                report(.parameterTypeChanged, "Parameter `\(parameter.name)` of `\(intent)` changed type from `\(parameter.valueType)` to `\(now.valueType)`, so values saved as `\(parameter.valueType)` no longer resolve",
                       now.place, .new, subject + " type \(now.valueType)")
            }
            if now.isRequired && !parameter.isRequired {
                report(.parameterBecameRequired, "Parameter `\(parameter.name)` of `\(intent)` became required (it was optional or had a default), so saved shortcuts without a value stop to ask for one, and fail when nobody is there",
                       now.place, .new, subject)
            }
            if now.isDeprecated && !parameter.isDeprecated {
                report(.parameterDeprecated, "Parameter `\(parameter.name)` of `\(intent)` is now deprecated; it stays", now.place, .new, subject + " deprecated")
            }
        }
        for parameter in after.parameters where !oldNames.contains(parameter.name) {
            let subject = "intent \(intent) parameter \(parameter.name)"
            if parameter.isRequired {
                report(.parameterBecameRequired, "Parameter `\(parameter.name)` of `\(intent)` is new and required, so saved shortcuts, which have no value for it, stop to ask for one, and fail when nobody is there; give it a default or make it optional",
                       parameter.place, .new, subject)
            } else {
                report(.parameterAdded, "Parameter `\(parameter.name)` of `\(intent)` is new", parameter.place, .new, subject)
            }
        }
    }

    /// Each removed intent that an added one looks like a rename of (`looksLikeRename`) → that
    /// one; an added intent is the rename of one removed intent at most.
    private func renamedIntents(added: Set<String>) -> [String: String] {
        var renames: [String: String] = [:]
        var taken: Set<String> = []
        for (identifier, before) in old.intents.sorted(by: { $0.key < $1.key }) where new.intents[identifier] == nil {
            if let renamed = added.sorted().first(where: { !taken.contains($0) && Self.looksLikeRename(from: before, to: new.intents[$0]!) }) {
                renames[identifier] = renamed
                taken.insert(renamed)
            }
        }
        return renames
    }

    /// Whether `intent` had App Shortcut phrases and every one of them is now a phrase of
    /// `renamed`'s App Shortcut.
    private func keepsPhrases(from intent: String, to renamed: String) -> Bool {
        let before = old.appShortcuts.filter { $0.intent == intent }.flatMap(\.phrases)
        let after = Set(new.appShortcuts.filter { $0.intent == renamed }.flatMap(\.phrases))
        return !before.isEmpty && before.allSatisfy(after.contains)
    }

    /// The same title and the same parameters: what a rename leaves.
    private static func looksLikeRename(from old: SavedIdentifiers.Intent, to new: SavedIdentifiers.Intent) -> Bool {
        old.title != nil && old.title == new.title
            && old.parameters.map { "\($0.name):\($0.valueType)" } == new.parameters.map { "\($0.name):\($0.valueType)" }
    }

    private static func earlier(_ lhs: SavedIdentifiers.Place, _ rhs: SavedIdentifiers.Place) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    private static func quoted(_ phrases: [String]) -> String {
        phrases.isEmpty ? "none" : phrases.map { "\"\(sourceForm($0))\"" }.joined(separator: ", ")
    }

    /// A phrase as its source spells it (`\(.applicationName)` for `${applicationName}`).
    static func sourceForm(_ template: String) -> String {
        PhraseText.sourceForm(template)
    }
}

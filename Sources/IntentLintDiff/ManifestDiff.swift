#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore

/// Compares what saved shortcuts hold on to in two versions of a module and reports each
/// change as a finding of its `ChangeKind`: at its place in the new version, or in the old one
/// for what was removed. What the rest of the module's app declares counts too: an intent,
/// entity, enum or phrase is gone only when no module of the app has it any more.
package struct ManifestDiff {
    package var old: SavedIdentifiers
    package var new: SavedIdentifiers
    /// What the other modules of the module's app declared in the old version.
    package var oldRestOfApp: RestOfApp
    /// What the other modules of the module's app declare in the new version.
    package var newRestOfApp: RestOfApp

    /// Places are as reports show them (`ModuleVersion` maps them).
    package init(old: SavedIdentifiers, new: SavedIdentifiers, oldRestOfApp: RestOfApp = RestOfApp(), newRestOfApp: RestOfApp = RestOfApp()) {
        self.old = old
        self.new = new
        self.oldRestOfApp = oldRestOfApp
        self.newRestOfApp = newRestOfApp
    }

    /// How a change about something gone names the old version and where it is shown; nil:
    /// at its place in the old version, and its message does not say which version that is.
    package var gone: GoneThings?
    /// Whether a change of the module's name is one: false where a name is a folder's
    /// (`DiffRun`), not the module's.
    package var comparesModuleNames = true
    /// What the old version's app held saved values of (`SavedIdentifiers.savedTypes`, of all its
    /// modules), when the app is known whole; nil when it is not, and any enum may have been saved.
    package var oldAppSavedTypes: Set<String>?

    /// What is gone is shown where code review can show it, in the new version's files: the
    /// new place of what held it (the intent of a parameter, the enum of a case, the App Shortcuts
    /// provider of a phrase) or of what it looks renamed to, else its old file when the new
    /// version still has it, else the module's `moduleInNew`; its message says where it was, in
    /// which version.
    package struct GoneThings: Sendable {
        /// How messages name the old version: `main`, `old-checkout/Sources`.
        package var versionName: String
        /// The new version's path of a file of the old one, when the new version has it; nil for
        /// versions read from manifest files, whose places stay as they are.
        package var fileInNew: (@Sendable (String) -> String?)?
        /// Where the module is in the new version: its App Shortcuts provider, its project file.
        package var moduleInNew: SavedIdentifiers.Place?

        package init(versionName: String, fileInNew: (@Sendable (String) -> String?)? = nil, moduleInNew: SavedIdentifiers.Place? = nil) {
            self.versionName = versionName
            self.fileInNew = fileInNew
            self.moduleInNew = moduleInNew
        }

        /// Where a change about what was at `place` is shown, `near` what held it.
        func shown(_ place: SavedIdentifiers.Place, near: SavedIdentifiers.Place?) -> SavedIdentifiers.Place {
            guard let fileInNew else { return place }
            if let near { return near }
            if let file = fileInNew(place.file) { return SavedIdentifiers.Place(file: file, line: 1, column: 1) }
            return moduleInNew ?? place
        }
    }

    /// What the modules of an app other than the one compared declare, merged.
    package struct RestOfApp: Sendable {
        package struct Declared<Value: Sendable>: Sendable {
            package var value: Value
            /// The module declaring it declared it in the other version too, so its own
            /// comparison covers it.
            package var isComparedThere: Bool
        }

        package var intents: [String: Declared<SavedIdentifiers.Intent>] = [:]
        package var entities: [String: Declared<SavedIdentifiers.Entity>] = [:]
        package var enums: [String: Declared<SavedIdentifiers.AppEnum>] = [:]
        /// The intents with an App Shortcut.
        package var shortcutIntents: Set<String> = []
        /// What people say to Siri.
        package var phrases: Set<String> = []

        package init() {}

        /// Adds what `module` declares; `counterpart` is the same module in the other version, if any.
        package mutating func add(_ module: SavedIdentifiers, counterpart: SavedIdentifiers?) {
            for (name, intent) in module.intents where intents[name] == nil {
                intents[name] = Declared(value: intent, isComparedThere: counterpart?.intents[name] != nil)
            }
            for (name, entity) in module.entities where entities[name] == nil {
                entities[name] = Declared(value: entity, isComparedThere: counterpart?.entities[name] != nil)
            }
            for (name, appEnum) in module.enums where enums[name] == nil {
                enums[name] = Declared(value: appEnum, isComparedThere: counterpart?.enums[name] != nil)
            }
            for shortcut in module.appShortcuts {
                shortcutIntents.insert(shortcut.intent)
                phrases.formUnion(shortcut.phrases)
            }
        }
    }

    /// Where a change is: in the new version, or in the old one for what is gone, `near` the
    /// place in the new version of what held it (the intent of a parameter), when it has one.
    enum Side {
        case new
        case old(near: SavedIdentifiers.Place?)
    }

    package func changes() -> [Finding] {
        var changes: [Finding] = []
        func report(_ kind: ChangeKind, _ message: String, at place: SavedIdentifiers.Place, in side: Side, subject: String, severity: Severity? = nil) {
            var message = message
            var shown = place
            if case .old(let near) = side, let gone {
                message += " (it was at \(place.file):\(place.line) in \(gone.versionName))"
                shown = gone.shown(place, near: near)
            }
            // The subject stands in for the line's text, so a baseline survives code moving. A
            // title or phrase with a line break must not start a line of the report.
            changes.append(Finding(ruleIdentifier: kind.identifier, severity: severity ?? kind.severity, message: QuotedText.singleLine(message), file: shown.file,
                                   location: SourceLocation(line: shown.line, column: shown.column), lineText: subject))
        }

        // A module renamed changes every fully qualified name it declares; one that declares
        // nothing saved shortcuts hold changes nothing.
        if comparesModuleNames, old.module != new.module, let place = Self.firstPlace(of: new) {
            report(.moduleRenamed, "Module `\(old.module)` is now `\(new.module)`: fully qualified names such as `\(old.module).X` become `\(new.module).X`",
                   at: place, in: .new, subject: "module \(old.module)")
        }

        // Intents. A rename is one change, the removal: saved shortcuts hold the old name. One
        // the rest of the app declares is not gone; one it declared before is not new.
        let addedIntents = Set(new.intents.keys).subtracting(old.intents.keys).filter { oldRestOfApp.intents[$0] == nil }
        let renames = Self.renames(from: old.intents.filter { new.intents[$0.key] == nil && newRestOfApp.intents[$0.key] == nil },
                                   to: addedIntents, in: new.intents, by: Self.looksLikeRename)
        for (identifier, before) in old.intents.sorted(by: { $0.key < $1.key }) {
            var after = new.intents[identifier]
            if after == nil, let elsewhere = newRestOfApp.intents[identifier] {
                // Moved to another module of the app: compared with it there, unless that module had it already.
                if elsewhere.isComparedThere { continue }
                after = elsewhere.value
            }
            guard let after else {
                let hint = renames[identifier].map { renamed in
                    let phrases = keepsPhrases(from: identifier, to: renamed) ? "; its App Shortcut phrases moved with it, so what people say to Siri still works" : ""
                    return " It looks renamed to `\(renamed)` (same title and parameters\(phrases)), and a rename is a removal for saved shortcuts: " +
                        "keep `\(identifier)`, marked `DeprecatedAppIntent`, beside it"
                } ?? " Keep the type, marked `DeprecatedAppIntent`, until people have moved on"
                report(.intentRemoved, "Intent `\(identifier)` is gone, so shortcuts and automations that use it fail with \"action not found\".\(hint)",
                       at: before.place, in: .old(near: renames[identifier].flatMap { new.intents[$0]?.place }), subject: "intent \(identifier)")
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
            compareParameters(of: identifier, before, after) { report($0, $1, at: $2, in: $3, subject: $4) }
        }
        for identifier in addedIntents.subtracting(renames.values).sorted() {
            report(.intentAdded, "Intent `\(identifier)` is new", at: new.intents[identifier]!.place, in: .new, subject: "intent \(identifier)")
        }

        // Entities.
        let addedEntities = Set(new.entities.keys).subtracting(old.entities.keys).filter { oldRestOfApp.entities[$0] == nil }
        let renamedEntities = Self.renames(from: old.entities.filter { new.entities[$0.key] == nil && newRestOfApp.entities[$0.key] == nil },
                                           to: addedEntities, in: new.entities) { before, after in
            before.title != nil && before.title == after.title && before.idType == after.idType
        }
        for (identifier, before) in old.entities.sorted(by: { $0.key < $1.key }) {
            var after = new.entities[identifier]
            if after == nil, let elsewhere = newRestOfApp.entities[identifier] {
                if elsewhere.isComparedThere { continue }
                after = elsewhere.value
            }
            guard let after else {
                let hint = renamedEntities[identifier].map { " It looks renamed to `\($0)` (same display name and id type): keep the name `\(identifier)`" }
                    ?? " Keep the type, marked `@available(*, deprecated)`, or its name"
                report(.entityRemoved, "Entity `\(identifier)` is gone or renamed, so parameters people saved with it no longer resolve.\(hint)",
                       at: before.place, in: .old(near: renamedEntities[identifier].flatMap { new.entities[$0]?.place }), subject: "entity \(identifier)")
                continue
            }
            if let oldType = before.idType, let newType = after.idType, oldType != newType {
                let old = IdentifierStringForm.form(of: oldType, savedAs: before.idSavedAs)
                let new = IdentifierStringForm.form(of: newType, savedAs: after.idSavedAs)
                if let old, let new, old == new {
                    // Saved as the same text, read back by the same type: every saved id resolves.
                } else if let old, let new, IdentifierStringForm.neverReadsBack(old, as: new) {
                    report(.entityIDTypeChanged, "The `id` of entity `\(identifier)` changed type from `\(oldType)` to `\(newType)`, and no " +
                        "`\(old)` id's text (its `entityIdentifierString`, which saved shortcuts hold) reads back as `\(new)`, so they can no longer find their \(identifier)",
                           at: after.place, in: .new, subject: "entity \(identifier) id \(newType)")
                } else {
                    // Whether the text reads back depends on the values (`"42"` is an `Int`'s text too)
                    // or on a conformance of the app's own: a warning.
                    report(.entityIDTypeChanged, "The `id` of entity `\(identifier)` changed type from `\(oldType)` to `\(newType)`: saved " +
                        "shortcuts hold `\(old ?? oldType)` text (its `entityIdentifierString`), which `\(new ?? newType)` may not read " +
                        "back as the same ids, and then they no longer find their \(identifier)",
                           at: after.place, in: .new, subject: "entity \(identifier) id \(newType)", severity: .warning)
                }
            }
            if after.isDeprecated && !before.isDeprecated {
                report(.entityDeprecated, "Entity `\(identifier)` is now deprecated; it stays", at: after.place, in: .new, subject: "entity \(identifier) deprecated")
            }
        }
        for identifier in addedEntities.subtracting(renamedEntities.values).sorted() {
            report(.entityAdded, "Entity `\(identifier)` is new", at: new.entities[identifier]!.place, in: .new, subject: "entity \(identifier)")
        }

        // Enums: a case is known by its raw value, which a saved shortcut stores (`EnumCaseChanges`).
        let addedEnums = Set(new.enums.keys).subtracting(old.enums.keys).filter { oldRestOfApp.enums[$0] == nil }
        let renamedEnums = Self.renames(from: old.enums.filter { new.enums[$0.key] == nil && newRestOfApp.enums[$0.key] == nil },
                                        to: addedEnums, in: new.enums) { before, after in
            !before.cases.isEmpty && Set(before.cases.flatMap(\.identifiers)) == Set(after.cases.flatMap(\.identifiers))
        }
        for (identifier, before) in old.enums.sorted(by: { $0.key < $1.key }) {
            // An enum no parameter, property or query of the old app held: nobody saved one of its values.
            let wasSaved = oldAppSavedTypes?.contains(SavedIdentifiers.savedTypeName(identifier)) ?? true
            var after = new.enums[identifier]
            if after == nil, let elsewhere = newRestOfApp.enums[identifier] {
                if elsewhere.isComparedThere { continue }
                after = elsewhere.value
            }
            guard let after else {
                guard wasSaved else { continue }
                let hint = renamedEnums[identifier].map { " It looks renamed to `\($0)` (the same cases): keep the name `\(identifier)`" } ?? ""
                report(.enumRemoved, "AppEnum `\(identifier)` is gone or renamed, so parameters people saved with it no longer resolve\(hint.isEmpty ? "" : "." + hint)",
                       at: before.place, in: .old(near: renamedEnums[identifier].flatMap { new.enums[$0]?.place }), subject: "enum \(identifier)")
                continue
            }
            EnumCaseChanges(identifier: identifier, before: before, after: after).report { kind, message, place, isOld, subject in
                guard wasSaved || kind.severity == .note else { return }
                report(kind, message, at: place, in: isOld ? .old(near: after.place) : .new, subject: subject)
            }
            if after.isDeprecated && !before.isDeprecated {
                report(.enumDeprecated, "AppEnum `\(identifier)` is now deprecated; it stays", at: after.place, in: .new, subject: "enum \(identifier) deprecated")
            }
        }
        for identifier in addedEnums.subtracting(renamedEnums.values).sorted() {
            report(.enumAdded, "AppEnum `\(identifier)` is new", at: new.enums[identifier]!.place, in: .new, subject: "enum \(identifier)")
        }

        compareAppShortcuts(renames: renames) { report($0, $1, at: $2, in: $3, subject: $4) }
        return changes  // DiffRun sorts the changes of all modules together
    }

    // MARK: Parameters

    private func compareParameters(of intent: String, _ before: SavedIdentifiers.Intent, _ after: SavedIdentifiers.Intent,
                                   _ report: (ChangeKind, String, SavedIdentifiers.Place, Side, String) -> Void) {
        let newParameters = Dictionary(after.parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(before.parameters.map(\.name))
        let added = Set(after.parameters.map(\.name)).subtracting(oldNames)
        // A parameter renamed keeps its title and type: its saved values are dropped all the same.
        let renamed = Self.renames(from: Dictionary(before.parameters.filter { newParameters[$0.name] == nil }.map { ($0.name, $0) },
                                                    uniquingKeysWith: { first, _ in first }),
                                   to: added, in: newParameters) { old, new in
            old.title != nil && old.title == new.title && old.valueType == new.valueType
        }
        for parameter in before.parameters {
            let subject = "intent \(intent) parameter \(parameter.name)"
            guard let now = newParameters[parameter.name] else {
                let hint = renamed[parameter.name].map { " It looks renamed to `\($0)` (same title and type): keep the property's name `\(parameter.name)`" } ?? ""
                report(.parameterRemoved, "Parameter `\(parameter.name)` of `\(intent)` is gone, so the value people saved for it is dropped\(hint.isEmpty ? "" : "." + hint)",
                       parameter.place, .old(near: after.place), subject)
                continue
            }
            if let oldTitle = parameter.title, let newTitle = now.title, oldTitle != newTitle {
                report(.titleChanged, "The title of parameter `\(parameter.name)` of `\(intent)` changed from \"\(oldTitle)\" to \"\(newTitle)\"",
                       now.place, .new, subject + " title \(newTitle)")
            }
            if parameter.valueType != now.valueType {
                report(.parameterTypeChanged,
                    "Parameter `\(parameter.name)` of `\(intent)` changed type from `\(parameter.valueType)` to `\(now.valueType)`, so values saved as `\(parameter.valueType)` no longer resolve",
                       now.place, .new, subject + " type \(now.valueType)")
            }
            if now.isRequired && !parameter.isRequired {
                report(.parameterBecameRequired, "Parameter `\(parameter.name)` of `\(intent)` became required (it was optional or had a " +
                    "default), so saved shortcuts without a value stop to ask for one, and fail when nobody is there",
                       now.place, .new, subject)
            }
            if now.isDeprecated && !parameter.isDeprecated {
                report(.parameterDeprecated, "Parameter `\(parameter.name)` of `\(intent)` is now deprecated; it stays", now.place, .new, subject + " deprecated")
            }
        }
        let renamedTo = Set(renamed.values)
        for parameter in after.parameters where !oldNames.contains(parameter.name) && !renamedTo.contains(parameter.name) {
            let subject = "intent \(intent) parameter \(parameter.name)"
            if parameter.isRequired {
                report(.parameterBecameRequired, "Parameter `\(parameter.name)` of `\(intent)` is new and required, so saved shortcuts, " +
                    "which have no value for it, stop to ask for one, and fail when nobody is there; give it a default or make it optional",
                       parameter.place, .new, subject)
            } else {
                report(.parameterAdded, "Parameter `\(parameter.name)` of `\(intent)` is new", parameter.place, .new, subject)
            }
        }
    }

    // MARK: App Shortcuts

    /// What people say to Siri. A phrase is gone only when no App Shortcut of the app has it any
    /// more; one that moved with its intent's rename is part of the rename; one that people say
    /// the same way (only its punctuation, letter case or spacing changed) is a note.
    private func compareAppShortcuts(renames: [String: String], _ report: (ChangeKind, String, SavedIdentifiers.Place, Side, String) -> Void) {
        let newShortcuts = Dictionary(grouping: new.appShortcuts, by: \.intent)
        let oldShortcuts = Dictionary(grouping: old.appShortcuts, by: \.intent)
        guard !old.appShortcuts.isEmpty || !new.appShortcuts.isEmpty else { return }
        let oldPhrases = Set(old.appShortcuts.flatMap(\.phrases)).union(oldRestOfApp.phrases)
        let newPhrases = Set(new.appShortcuts.flatMap(\.phrases)).union(newRestOfApp.phrases)
        // How the phrases are said, worked out only when a phrase is gone or new.
        let anyGone = old.appShortcuts.contains { $0.phrases.contains { !newPhrases.contains($0) } }
        let anyNew = new.appShortcuts.contains { $0.phrases.contains { !oldPhrases.contains($0) } }
        let oldSpoken = anyNew ? Set(oldPhrases.map(SavedIdentifiers.spokenForm)) : []
        let newSpoken = anyGone ? Dictionary(newPhrases.map { (SavedIdentifiers.spokenForm($0), $0) }, uniquingKeysWith: { first, second in min(first, second) }) : [:]
        let renamedFrom = Dictionary(renames.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for (intent, before) in oldShortcuts.sorted(by: { $0.key < $1.key }) {
            // Where the App Shortcut is now: its intent's, or its renamed intent's.
            let after = newShortcuts[intent] ?? renames[intent].flatMap { newShortcuts[$0] }
            let phrases = before.flatMap(\.phrases)
            let gone = phrases.filter { !newPhrases.contains($0) }
            if after == nil, gone.count == phrases.count, !newRestOfApp.shortcutIntents.contains(intent) {
                let spokenAlike = gone.filter { newSpoken[SavedIdentifiers.spokenForm($0)] != nil }
                if spokenAlike.isEmpty {
                    report(.appShortcutRemoved, "The App Shortcut for `\(intent)` is gone, and with it the Siri phrases people use (\(Self.quoted(gone)))",
                           before[0].place, .old(near: new.provider), "app shortcut \(intent)")
                    continue
                }
            }
            for phrase in gone {
                let place = after?[0].place ?? before[0].place
                if let sameSpoken = newSpoken[SavedIdentifiers.spokenForm(phrase)] {
                    report(.phraseChanged, "Phrase \"\(Self.sourceForm(phrase))\" of the App Shortcut for `\(intent)` is now " +
                        "\"\(Self.sourceForm(sameSpoken))\": only punctuation, letter case or spacing changed, so people say it the same way",
                           place, after == nil ? .old(near: new.provider) : .new, "app shortcut \(intent) phrase \(phrase)")
                    continue
                }
                report(.appShortcutRemoved, "Phrase \"\(Self.sourceForm(phrase))\" of the App Shortcut for `\(intent)` is gone, and people who say it to Siri get nothing",
                       place, after == nil ? .old(near: new.provider) : .new, "app shortcut \(intent) phrase \(phrase)")
            }
        }
        for (intent, after) in newShortcuts.sorted(by: { $0.key < $1.key }) {
            let before = oldShortcuts[intent] ?? renamedFrom[intent].flatMap { oldShortcuts[$0] }
            let phrases = after.flatMap(\.phrases)
            // A phrase said as an old one was is the note above, not a new phrase.
            let added = phrases.filter { !oldPhrases.contains($0) && !oldSpoken.contains(SavedIdentifiers.spokenForm($0)) }
            if before == nil, added.count == phrases.count, !oldRestOfApp.shortcutIntents.contains(intent) {
                report(.appShortcutAdded, "The App Shortcut for `\(intent)` is new", after[0].place, .new, "app shortcut \(intent)")
                continue
            }
            for phrase in added {
                report(.appShortcutAdded, "Phrase \"\(Self.sourceForm(phrase))\" of the App Shortcut for `\(intent)` is new", after[0].place, .new,
                       "app shortcut \(intent) phrase \(phrase)")
            }
        }
    }

    // MARK: Renames

    /// Each of `removed` that one of `added` looks like a rename of (`matches`) → that one; an
    /// added one is the rename of one removed at most.
    private static func renames<Value>(from removed: [String: Value], to added: Set<String>, in new: [String: Value],
                                       by matches: (Value, Value) -> Bool) -> [String: String] {
        var renames: [String: String] = [:]
        var taken: Set<String> = []
        let candidates = added.sorted()
        for (identifier, before) in removed.sorted(by: { $0.key < $1.key }) {
            if let renamed = candidates.first(where: { !taken.contains($0) && new[$0].map { matches(before, $0) } == true }) {
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

    /// Where a module's first intent, entity or enum is: where a rename of the module shows.
    package static func firstPlace(of module: SavedIdentifiers) -> SavedIdentifiers.Place? {
        (module.intents.values.map(\.place) + module.entities.values.map(\.place) + module.enums.values.map(\.place))
            .min { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    private static func quoted(_ phrases: [String]) -> String {
        phrases.isEmpty ? "none" : phrases.map { "\"\(sourceForm($0))\"" }.joined(separator: ", ")
    }

    /// A phrase as its source spells it (`\(.applicationName)` for `${applicationName}`).
    static func sourceForm(_ template: String) -> String {
        PhraseText.sourceForm(template)
    }
}

/// The text an entity's id is saved as (`EntityIdentifierConvertible.entityIdentifierString`)
/// for the id types whose text Apple's documentation gives, so that a change between two of the
/// same text is no change for saved shortcuts. Apple documents implementations for `String`,
/// `Int` and `UUID`, and `SyncableEntityIdentifier<LocalID, StableID>`, whose text "returns the
/// string representation of this identifier's local ID" and which parses a string "as a local
/// ID". A type of the app's own is saved as the text of the stored property its
/// `entityIdentifierString` forwards, where the manifest shows one (`EntityRecord.idSavedAs`);
/// any other's text is its own conformance's, which nothing here reads.
package enum IdentifierStringForm {
    /// The documented type whose text an id of `type` is saved as: itself, a syncable
    /// identifier's local ID, or for a type of the app's own, what it forwards (`savedAs`).
    static func form(of type: String, savedAs: String?) -> String? {
        form(of: savedAs ?? type)
    }

    /// Whether no text an id of the documented type `old` is saved as reads back as a `new`:
    /// an `Int`'s digits are never a `UUID`, nor a `UUID`'s text an `Int`. `String` reads every
    /// text, and every `Int` or `UUID` text is a `String`, so it depends on the values.
    static func neverReadsBack(_ old: String, as new: String) -> Bool {
        Set([old, new]) == ["Int", "UUID"]
    }

    /// The type whose text an id of `type` is saved as: itself, or a syncable identifier's local ID.
    static func form(of type: String) -> String? {
        let written = type.filter { !$0.isWhitespace }
        switch written {
        case "String", "Swift.String": return "String"
        case "Int", "Swift.Int": return "Int"
        case "UUID", "Foundation.UUID": return "UUID"
        default:
            for wrapper in ["SyncableEntityIdentifier<", "AppIntents.SyncableEntityIdentifier<", "_SyncableEntityIdentifier<"]
                where written.hasPrefix(wrapper) && written.hasSuffix(">") {
                let arguments = written.dropFirst(wrapper.count).dropLast()
                // The local ID is the first generic argument; a nested generic is not followed.
                guard let comma = arguments.firstIndex(of: ","), !arguments[..<comma].contains("<") else { return nil }
                return form(of: String(arguments[..<comma]))
            }
            return nil
        }
    }
}

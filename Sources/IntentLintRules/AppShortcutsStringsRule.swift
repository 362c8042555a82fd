import IntentLintSupport
import IntentLintLocalization
import IntentLintManifest
import IntentLintCore

/// App Shortcut phrases are localized in `AppShortcuts.strings` or `AppShortcuts.xcstrings`,
/// which the build validates against the phrases written in Swift.
package struct AppShortcutsStringsRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "app-shortcuts-strings",
        name: "App Shortcuts strings",
        summary: "`AppShortcuts.strings` and `AppShortcuts.xcstrings` must be readable, localize every phrase with `${applicationName}`, and hold only the module's phrases.",
        rationale: """
            App Shortcut phrases are localized in a file named exactly `AppShortcuts.strings` (one per \
            `.lproj` folder) or `AppShortcuts.xcstrings` (a string catalog). Its keys are the phrases as \
            written in Swift, with `\\(.applicationName)` written `${applicationName}` and a parameter \
            `\\(\\.$soup)` written `${soup}`: `"Order ${soup} in ${applicationName}" = "Bestelle ${soup} \
            in ${applicationName}";`. Every localized phrase must say the app's name, and every key must be \
            a phrase (or a negative phrase) of an `AppShortcut` of the module. A phrase localized in \
            `Localizable.strings` or any other table is never read for App Shortcuts: Siri knows only the \
            phrase written in Swift.

            **Evidence, and severity**, from swift-build, the open-source build system behind Xcode \
            (https://github.com/swiftlang/swift-build). swift-build passes a \
            target's Resources files named `AppShortcuts.strings` or `AppShortcuts.xcstrings`, and no \
            others, to `appshortcutstringsprocessor` (ValidateAppShortcutStringsMetadata) and to the phrase \
            training step (`AppIntentsMetadataTaskProducer`). Its `AppShortcutsStringsValidationTests` show \
            the processor failing the build on a file that is not a valid strings file ("Malformed \
            AppShortcuts.strings file") and on a localized phrase without `${applicationName}` ("Invalid \
            Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."), both \
            errors here, and warning of a key no App Shortcut uses ("This phrase is not used in any App \
            Shortcut or as a Negative Phrase."), a warning here. Phrases in another file, and text after \
            the last entry that Foundation's strings reader stops at without an error (`CFOldStylePList.c`: \
            the entries after it are silently lost), are warnings: the build goes on, but the phrases are \
            not localized. (swift-build validates only a target with one such file: with both a `.strings` \
            and a `.xcstrings` it skips the step, and this rule still checks both.)

            **Not flagged.** Files the module does not list (for an Xcode target, its Resources phase and \
            synchronized folders); keys when the module has no `AppShortcutsProvider` or lists a phrase the \
            build cannot read (`app-shortcut-phrases-not-inline` reports that), or in a folder module known \
            to be several targets (a project lint-intents could not read): which keys are used is then \
            unknown. The app name in the localizations of a key that is no App Shortcut phrase (a \
            negative phrase needs none; the build's check of other keys is not on record, and shipping \
            apps keep such keys); a key that is an App Shortcut's `shortTitle` (whether the system looks \
            titles up in this table is not documented, and shipping apps localize them here); an empty \
            value (a translation not written yet); a malformed `Localizable.strings` (it is not read for \
            App Shortcuts, and its own build step reports it). Parameters named differently in a \
            localization than in the key are not checked.
            """,
        severity: .error,
        alsoWarns: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample(files: [
                ("Shortcuts.swift", """
                    struct SoupShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: OrderSoupIntent(), phrases: [
                                "Order \\(\\.$soup) in \\(.applicationName)",
                                "Order soup in \\(.applicationName)",
                            ], shortTitle: "Order", systemImageName: "cup.and.saucer")
                        }
                    }
                    """),
                ("de.lproj/AppShortcuts.strings", """
                    /* Siri phrases */
                    "Order ${soup} in ${applicationName}" = "Bestelle ${soup} in ${applicationName}";
                    "Order soup in ${applicationName}" = ↓"Suppe bestellen";
                    ↓"Order soup with ${applicationName}" = "Suppe mit ${applicationName} bestellen";
                    """),
                ("fr.lproj/AppShortcuts.strings", """
                    "Order soup in ${applicationName}" = "Commander une soupe dans ${applicationName}"↓
                    """),
                ("en.lproj/Localizable.strings", """
                    ↓"Order soup in ${applicationName}" = "Order soup in ${applicationName}";
                    """),
            ], expecting: [
                .error(Message.localizationWithoutAppName(of: "Order soup in ${applicationName}", language: "de")),
                .warning(Message.unusedKey("Order soup with ${applicationName}", in: "AppShortcuts.strings", closestMatch: nil)),
                .error(Message.invalidStringsFile("AppShortcuts.strings",
                                                  reason: "expected ';' after the value of \"Order soup in ${applicationName}\", found the end of the file")),
                .warning(Message.phraseLocalizedElsewhere("Order soup in ${applicationName}", in: "Localizable.strings")),
            ]),
            RuleExample(files: [
                ("Shortcuts.swift", """
                    struct SoupShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup in \\(.applicationName)"],
                                        shortTitle: "Order", systemImageName: "cup.and.saucer")
                        }
                    }
                    """),
                ("AppShortcuts.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Order soup in ${applicationName}" : {
                          "localizations" : {
                            "de" : { "stringSet" : { "state" : "translated", "values" : [
                              "Suppe in ${applicationName} bestellen", ↓"Suppe bestellen"
                            ] } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }
                    """),
            ], expecting: [.error(Message.localizationWithoutAppName(of: "Order soup in ${applicationName}", language: "de"))]),
        ],
        nonTriggering: [
            RuleExample(files: [
                ("Shortcuts.swift", """
                    struct SoupShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: OrderSoupIntent(), phrases: ["Order \\(\\.$soup) in \\(.applicationName)"],
                                        shortTitle: "Order", systemImageName: "cup.and.saucer")
                        }
                        static var negativePhrases: NegativeAppShortcutPhrases {
                            NegativeAppShortcutPhrases { "Order pizza" }
                        }
                    }
                    """),
                ("de.lproj/AppShortcuts.strings", """
                    // Keys are the phrases as written in Swift.
                    "Order ${soup} in ${applicationName}" = "Bestelle ${soup} in \\U0024{applicationName}";
                    "Order pizza" = "Pizza bestellen";
                    """),
                ("de.lproj/Localizable.strings", """
                    "Order" = "Bestellen";
                    """),
            ]),
            // A short title localized beside the phrases (ethmensa does this), whose key is no phrase.
            RuleExample(files: [
                ("Shortcuts.swift", """
                    struct MensaShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: CurrentlyOpenIntent(), phrases: ["SHOW_OPEN_IN_\\(.applicationName)"],
                                        shortTitle: "CURRENTLY_OPEN", systemImageName: "door.left.hand.open")
                        }
                    }
                    """),
                ("en.lproj/AppShortcuts.strings", """
                    "SHOW_OPEN_IN_${applicationName}" = "Show open in ${applicationName}";
                    "CURRENTLY_OPEN" = "Currently Open";
                    """),
            ]),
            // Which keys are used, and which are negative phrases, is unknown when the phrases
            // cannot be read.
            RuleExample(files: [
                ("Shortcuts.swift", """
                    struct SoupShortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: OrderSoupIntent(), phrases: Self.orderPhrases,
                                        shortTitle: "Order", systemImageName: "cup.and.saucer")
                        }
                        static var negativePhrases: NegativeAppShortcutPhrases { Self.notSoup }
                    }
                    """),
                ("AppShortcuts.xcstrings", """
                    {"sourceLanguage": "en", "strings": {
                      "Order soup in ${applicationName}": {},
                      "Order pizza": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Pizza bestellen"}}}}
                    }, "version": "1.0"}
                    """),
            ]),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        let files = context.module.localizationFiles
        guard !files.isEmpty else { return [] }
        var phrases = ModulePhrases(context.manifest)
        // Another target's provider may use the keys of a folder module that is several targets.
        if context.module.mayBeSeveralTargets { phrases.isComplete = false }
        var findings: [Finding] = []
        for file in files {
            if file.holdsAppShortcutPhrases {
                findings += check(appShortcutsFile: file, phrases)
            } else if case .success(let table) = file.contents {
                for entry in table.entries where phrases.withApplicationName.contains(entry.key) {
                    findings.append(finding(Message.phraseLocalizedElsewhere(entry.key, in: file.fileName),
                                            at: SourceReference(file: file.path, location: entry.keyLocation), severity: .warning))
                }
            }
        }
        return Self.onceAcrossLocalizations(findings)
    }

    /// One finding for the same mistake in every localization (the same stale key in 23
    /// `AppShortcuts.strings`, one phrase in every `Localizable.strings`): at the development
    /// localization's place (`Base`, then `en`, then the first), with the others as related places.
    private static func onceAcrossLocalizations(_ findings: [Finding]) -> [Finding] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            let key = "\(finding.severity.rawValue)|\(finding.message)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        return order.map { key in
            let group = groups[key]!.sorted {
                LocalizedPlace.precedes(LocalizedPlace(file: $0.file, location: $0.location), LocalizedPlace(file: $1.file, location: $1.location))
            }
            guard group.count > 1 else { return group[0] }
            var first = group[0]
            first.related += group.dropFirst().map { other in
                RelatedLocation(file: other.file, location: other.location, message: "also in \(other.file)", kind: .localization)
            }
            return first
        }
    }

    private func check(appShortcutsFile file: LocalizationFile, _ phrases: ModulePhrases) -> [Finding] {
        let table: LocalizedStringTable
        switch file.contents {
        case .failure(let error):
            let message: FindingMessage = file.format == .stringCatalog
                ? Message.invalidStringCatalog(file.fileName, reason: error.reason)
                : Message.invalidStringsFile(file.fileName, reason: error.reason)
            return [finding(message, at: SourceReference(file: file.path, location: error.location))]
        case .success(let read):
            table = read
        }
        var findings: [Finding] = []
        if let ignored = table.ignoredTextLocation {
            findings.append(finding(Message.ignoredText(in: file.fileName), at: SourceReference(file: file.path, location: ignored), severity: .warning))
        }
        // A misspelled key's phrase is usually missing from the file: it is the best guess.
        // A file of hundreds of unused keys is another app's table, where guesses are noise
        // (and each costs an edit distance per phrase): only the first few unused keys get one.
        let missingKeys = ClosestMatch(phrases.used.subtracting(table.entries.map(\.key)).sorted())
        var guessesLeft = 20
        for entry in table.entries {
            // Only an App Shortcut phrase must say the app's name: a negative phrase must not, and
            // what the build makes of other keys is reported below, not guessed here.
            if phrases.shortcutPhrases.contains(entry.key) {
                // Each translation is its own text to mend: one finding each, naming its language.
                for value in entry.values where !value.text.isEmpty && !value.text.contains(bytes: "${applicationName}") {
                    findings.append(finding(Message.localizationWithoutAppName(of: entry.key, language: value.language),
                                            at: SourceReference(file: file.path, location: value.location)))
                }
            }
            if phrases.isComplete, !phrases.used.contains(entry.key), !phrases.shortTitles.contains(entry.key) {
                guessesLeft -= 1
                let guess = guessesLeft >= 0 ? missingKeys.find(entry.key) : nil
                findings.append(finding(Message.unusedKey(entry.key, in: file.fileName, closestMatch: guess),
                                        at: SourceReference(file: file.path, location: entry.keyLocation), severity: .warning))
            }
        }
        return findings
    }
}

/// A place in a localization file, and its language.
private struct LocalizedPlace {
    var place: SourceReference
    var language: String?

    init(file: String, location: SourceLocation) {
        place = SourceReference(file: file, location: location)
        language = LocalizationFile.language(ofPath: file)
    }

    /// The development localization first (`Base`, then `en`), then by file and position.
    static func precedes(_ lhs: LocalizedPlace, _ rhs: LocalizedPlace) -> Bool {
        func rank(_ place: LocalizedPlace) -> Int {
            switch place.language { case "Base"?: 0; case "en"?: 1; default: 2 }
        }
        return (rank(lhs), lhs.place.file, lhs.place.line, lhs.place.column) < (rank(rhs), rhs.place.file, rhs.place.line, rhs.place.column)
    }
}

/// The phrase keys of a module's App Shortcuts, as localization files spell them.
private struct ModulePhrases {
    /// Every phrase and negative phrase.
    var used: Set<String> = []
    /// The phrases of the App Shortcuts.
    var shortcutPhrases: Set<String> = []
    /// Phrases with `${applicationName}`: App Shortcut phrases beyond doubt.
    var withApplicationName: Set<String> = []
    /// The keys of the App Shortcuts' short titles, which some apps localize in the same table.
    var shortTitles: Set<String> = []
    /// Whether `used` is all of them: there is a provider, and the build can read every phrase.
    var isComplete = true

    init(_ manifest: Manifest) {
        if manifest.autoShortcutProvider == nil || manifest.autoShortcutProvider?.appShortcutsValue != nil { isComplete = false }
        var phraseKeys: Set<String> = []
        for shortcut in manifest.autoShortcuts {
            guard case .constant(let phrases) = shortcut.phraseTemplates else {
                isComplete = false
                continue
            }
            for phrase in phrases {
                guard case .constant(let template) = phrase else {
                    isComplete = false
                    continue
                }
                phraseKeys.insert(template.text.key)
                if template.applicationNameCount > 0 { withApplicationName.insert(template.text.key) }
            }
        }
        for shortcut in manifest.autoShortcuts {
            if case .constant(let title)? = shortcut.shortTitle { shortTitles.insert(title.key) }
        }
        var negativeKeys: Set<String> = []
        switch manifest.negativePhrases {
        case .constant(let negatives)?: negativeKeys = Set(negatives.map(\.text.key))
        case .nonConstant?:
            isComplete = false
        case nil: break
        }
        shortcutPhrases = phraseKeys
        used = phraseKeys.union(negativeKeys)
    }
}

extension AppShortcutsStringsRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func phraseLocalizedElsewhere(_ key: String, in fileName: String) -> FindingMessage {
            FindingMessage(
                "\(QuotedText.quoted(key)) is an App Shortcut phrase, but the build reads the localizations of App Shortcut " +
                    "phrases only from `AppShortcuts.strings` or `AppShortcuts.xcstrings`, never from `\(fileName)`: move this " +
                    "entry to `AppShortcuts.strings` (or the catalog `AppShortcuts.xcstrings`)")
        }

        // swift-build's test shows the message for a strings file; a catalog's is not known.
        static func invalidStringsFile(_ fileName: String, reason: String) -> FindingMessage {
            FindingMessage("`\(fileName)` is not a valid strings file (\(reason)), so the build's strings validation fails on it (\"Malformed AppShortcuts.strings file\"): fix it here")
        }

        static func invalidStringCatalog(_ fileName: String, reason: String) -> FindingMessage {
            FindingMessage("`\(fileName)` is not a valid string catalog (\(reason)), so the build's strings validation cannot read it: fix it here")
        }

        static func ignoredText(in fileName: String) -> FindingMessage {
            FindingMessage(
                "Foundation's strings reader stops here without an error and ignores the rest of `\(fileName)`, so the phrases below " +
                    "are not localized: make this an entry (`\"key\" = \"value\";`) or remove it")
        }

        /// `language` is the translation's, when the file says it.
        static func localizationWithoutAppName(of key: String, language: String?) -> FindingMessage {
            let language = language.map { "\(QuotedText.quoted($0)) " } ?? ""
            return FindingMessage(
                "The \(language)localization of the App Shortcut phrase \(QuotedText.quoted(key)) has no " +
                    "`${applicationName}`, and the build's strings validation fails on it (\"Every App Shortcut utterance should " +
                    "have one '${applicationName}' in it\"): add `${applicationName}` where the app's name is said")
        }

        static func unusedKey(_ key: String, in fileName: String, closestMatch: String?) -> FindingMessage {
            let suggestion = closestMatch.map { " (did you mean \(QuotedText.quoted($0))?)" } ?? ""
            return FindingMessage(
                "\(QuotedText.quoted(key)) in `\(fileName)` is no phrase or negative phrase of this module's App " +
                    "Shortcuts\(suggestion), so the build warns (\"This phrase is not used in any App Shortcut or as a Negative " +
                    "Phrase.\") and the localization is never used: make the key the phrase as written in Swift, with " +
                    "`\\(.applicationName)` as `${applicationName}` and `\\(\\.$name)` as `${name}`, or remove it")
        }
    }
}

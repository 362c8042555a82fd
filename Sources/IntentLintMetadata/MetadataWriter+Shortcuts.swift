import IntentLintSupport
import IntentLintManifest

extension DocumentWriter {
    /// `autoShortcutProviderMangledName` (only with a provider), `autoShortcuts`,
    /// `negativePhrases` and `shortcutTileColor` (14 when the provider sets none, as in every real
    /// file without a color).
    mutating func shortcutMembers() -> [String: JSONValue] {
        var members: [String: JSONValue] = ["autoShortcuts": .array([]), "negativePhrases": .array([]), "shortcutTileColor": .integer(14)]
        guard let provider = manifest.autoShortcutProvider else { return members }
        let providers = manifest.autoShortcuts.reduce(into: Set<String>()) { $0.insert($1.provider) }
        if providers.count > 1 {
            notWritable("the module declares \(providers.count) App Shortcuts providers; the export uses one, and lint-intents writes `\(provider.identifier)`'s", at: provider.location)
        }
        if let culprit = provider.appShortcutsValue {
            nonConstant(culprit, "its `appShortcuts`", leaving: provider.identifier)
            return members
        }
        guard let mangled = mangledName(provider.identifier, record: provider.identifier, at: provider.location) else { return members }
        members["autoShortcutProviderMangledName"] = .string(mangled)
        var shortcuts: [JSONValue] = []
        for shortcut in manifest.autoShortcuts where shortcut.provider == provider.identifier {
            guard let availability = shortcutAvailability(shortcut, provider: provider.identifier) else { continue }
            if let value = autoShortcut(shortcut, availability: availability) { shortcuts.append(value) }
        }
        members["autoShortcuts"] = .array(shortcuts)
        switch manifest.negativePhrases {
        case .constant(let phrases)?:
            members["negativePhrases"] = .array(phrases.map { .object(["phrase": localizedJSON($0.text)]) })
        case .nonConstant(let culprit)?:
            nonConstant(culprit, "`negativePhrases` of `\(provider.identifier)`")
        case nil:
            break
        }
        switch manifest.shortcutTileColor {
        case .constant(let color)?:
            if let code = Self.tileColorCodes[color] {
                members["shortcutTileColor"] = .integer(code)
            } else {
                notWritable("`shortcutTileColor` `.\(color)` is written as 14, the code of an unset color: no extract.actionsdata on record " +
                    "shows that color's code next to its source", at: provider.location)
            }
        case .nonConstant(let culprit)?:
            nonConstant(culprit, "`shortcutTileColor` of `\(provider.identifier)`")
        case nil:
            break
        }
        return members
    }

    /// `shortcutTileColor`'s code of each color a real file shows next to its source.
    static let tileColorCodes: [String: Int] = ["blue": 7]

    /// The availability annotations of a shortcut the build keeps: the wildcard, and each platform
    /// the intent's or the provider's `@available`, or an `if #available(…)` around the shortcut,
    /// introduces it on (the latest, where several name one); nil for a shortcut in a `#if`
    /// clause the build skips.
    private func shortcutAvailability(_ shortcut: AutoShortcutRecord, provider: String) -> JSONValue? {
        var introduced: [MetadataBuildSettings.Platform: String] = [:]
        func introduce(_ platform: MetadataBuildSettings.Platform, _ version: String) {
            if let earlier = introduced[platform], VersionNumber(earlier) >= VersionNumber(version) { return }
            introduced[platform] = version
        }
        for type in [shortcut.actionIdentifier.flatMap { index.lookUp($0) }, provider].compactMap({ $0 }) {
            for (platform, entry) in availabilityEntries(type) {
                if case .string(let version)? = entry["introducedVersion"] { introduce(platform, version) }
            }
        }
        for branch in shortcut.branches {
            switch branch.kind {
            case .compilation(let clauses):
                // The first clause whose condition holds is compiled; `#else` when none does.
                let chosen = clauses.firstIndex { $0.map { settings.holds([$0]) } ?? true }
                guard chosen == branch.arm else { return nil }
            case .runtime(let condition):
                guard branch.arm == 0, condition.hasPrefix("#available") else { continue }
                let arguments = condition.dropFirst("#available".count)
                for item in AvailabilityText.items(String(arguments)) {
                    if let platform = MetadataBuildSettings.Platform.named(item.platform), let version = item.introduced {
                        introduce(platform, version)
                    }
                }
            }
        }
        var members: [String: JSONValue] = ["LNPlatformNameWildcard": .object(["introducedVersion": .string("*")])]
        for (platform, version) in introduced {
            members[platform.annotationKey] = .object(["introducedVersion": .string(version)])
        }
        return .object(members)
    }

    private mutating func autoShortcut(_ shortcut: AutoShortcutRecord, availability: JSONValue) -> JSONValue? {
        guard let action = shortcut.actionIdentifier else {
            notWritable("an App Shortcut is left out: it names no intent type lint-intents can read (`intent:`)", at: shortcut.location)
            return nil
        }
        var phrases: [JSONValue] = []
        switch shortcut.phraseTemplates {
        case .constant(let list):
            for phrase in list {
                switch phrase {
                case .constant(let template): phrases.append(localizedJSON(template.text))
                case .nonConstant(let culprit): nonConstant(culprit, "a phrase of the App Shortcut of `\(action)`")
                }
            }
        case .nonConstant(let culprit):
            nonConstant(culprit, "the phrases of the App Shortcut of `\(action)`")
            return nil
        }
        var members: [String: JSONValue] = [
            "actionIdentifier": .string(simpleName(action)),
            "availabilityAnnotations": availability,
            "phraseTemplates": .array(phrases),
        ]
        if let title = localized(shortcut.shortTitle, "the short title of the App Shortcut of `\(action)`", at: shortcut.location) { members["shortTitle"] = title }
        switch shortcut.systemImageName {
        case .constant(let name)?: members["systemImageName"] = .string(name)
        case .nonConstant(let culprit)?: nonConstant(culprit, "the image of the App Shortcut of `\(action)`")
        case nil: break
        }
        if shortcut.parameterPresentation != nil {
            notWritable("the App Shortcut of `\(action)` is written without its `parameterPresentation`: no extract.actionsdata on record shows one", at: shortcut.location)
        }
        return .object(members)
    }
}

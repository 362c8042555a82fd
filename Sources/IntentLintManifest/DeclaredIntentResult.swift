import IntentLintSupport

/// What an intent's `perform()` is declared to return, as App Intents reads it: the protocols of
/// `some IntentResult & ReturnsValue<[String]> & ProvidesDialog`, each as written
/// (`ReturnsValue<[String]>`). The framework checks what `perform()` returns against them when the
/// action runs; the metadata writer records them (`outputFlags`, `outputType`).
package struct DeclaredIntentResult: Sendable, Equatable {
    /// The protocols joined by `&`, split at the `&`s outside angle brackets, without `some`/`any`.
    package var components: [String]
    /// Written `any …`: an existential, from which the framework reads no declared result (a
    /// `.result(dialog:)` under `any IntentResult & ProvidesDialog` stops the app as undeclared).
    package var isExistential: Bool

    package init(_ written: String) {
        var text = Substring(written.trimmed())
        isExistential = text.hasPrefix("any ")
        for prefix in ["some ", "any "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        var components: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            default: break
            }
            if character == "&", depth == 0 {
                components.append(current.trimmed())
                current = ""
            } else {
                current.append(character)
            }
        }
        components.append(current.trimmed())
        self.components = components.filter { !$0.isEmpty }
    }

    /// The protocols' names without generic arguments or module: `ReturnsValue`.
    package var protocolNames: [String] { components.map { TypeIndex.baseName($0) } }

    /// What each kind of result `perform()` may return needs declared: the label of
    /// `.result(…)` that gives it, and the protocol.
    package static let protocolByResultLabel: [String: String] = [
        "value": "ReturnsValue", "dialog": "ProvidesDialog", "view": "ShowsSnippetView", "opensIntent": "OpensIntent",
        "snippetIntent": "ShowsSnippetIntent",
    ]

    /// Every protocol an intent result type is built from.
    package static let resultProtocols: Set<String> = Set(protocolByResultLabel.values).union(["IntentResult"])
}

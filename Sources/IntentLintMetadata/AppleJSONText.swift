import IntentLintSupport

/// JSON as Xcode's App Intents tools write it, so that a file lint-intents writes can be
/// compared with Xcode's as text. `extract.actionsdata` is one line: keys sorted by their UTF-8
/// bytes (`assistantDefinedSchemaTraits` before `assistantDefinedSchemas`), no spaces, `/`
/// escaped as `\/` (`"Play\/Pause"`), non-ASCII text as UTF-8, and a whole number written as a
/// double without a fraction, as Foundation's encoders write it; no newline at the end.
/// `version.json` is pretty-printed with `" : "` between a key and its value, as
/// `JSONEncoder`'s `.prettyPrinted` writes it. The evidence is in docs/metadata.md.
package enum AppleJSONText {
    package static func compact(_ value: JSONValue) -> String {
        value.compact(style: .apple)
    }

    /// `Metadata.appintents/version.json`: `{"toolsVersion", "version": "3.0"}`.
    package static func versionFile(toolsVersion: String) -> String {
        "{\n  \"toolsVersion\" : \(compact(.string(toolsVersion))),\n  \"version\" : \"3.0\"\n}"
    }

    /// `1.25`, and `2` for 2.0: Foundation drops the fraction of a whole double.
    static func numberText(_ number: Double) -> String {
        JSONValue.numberText(number, style: .apple)
    }
}

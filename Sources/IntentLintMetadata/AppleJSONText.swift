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
        var output = ""
        write(value, to: &output)
        return output
    }

    /// `Metadata.appintents/version.json`: `{"toolsVersion", "version": "3.0"}`.
    package static func versionFile(toolsVersion: String) -> String {
        var tools = ""
        writeString(toolsVersion, to: &tools)
        return "{\n  \"toolsVersion\" : \(tools),\n  \"version\" : \"3.0\"\n}"
    }

    private static func write(_ value: JSONValue, to output: inout String) {
        switch value {
        case .object(let members):
            output.append("{")
            for (position, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if position > 0 { output.append(",") }
                writeString(key, to: &output)
                output.append(":")
                write(members[key]!, to: &output)
            }
            output.append("}")
        case .array(let elements):
            output.append("[")
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(",") }
                write(element, to: &output)
            }
            output.append("]")
        case .string(let text):
            writeString(text, to: &output)
        case .integer(let number):
            output.append(String(number))
        case .number(let number):
            output.append(numberText(number))
        case .bool(let flag):
            output.append(flag ? "true" : "false")
        case .null:
            output.append("null")
        }
    }

    /// `1.25`, and `2` for 2.0: Foundation drops the fraction of a whole double.
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        let text = String(number)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func writeString(_ text: String, to output: inout String) {
        output.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "/": output.append("\\/")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output.append("\"")
    }
}

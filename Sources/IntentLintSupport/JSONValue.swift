/// A JSON document, written by our own writer so that output is byte-identical on every
/// machine: keys sorted by their UTF-8 bytes, two-space indentation, `/` not escaped,
/// numbers printed by Swift's own shortest round-trip algorithm.
public indirect enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    /// Pretty-printed, with a trailing newline.
    public func serialized() -> String {
        var output = ""
        write(to: &output, indentation: 0, pretty: true)
        output.append("\n")
        return output
    }

    /// How strings and numbers are written.
    package enum Style: Sendable {
        /// This project's: `/` as it is, U+2028 and U+2029 escaped, `2.0` for a whole double.
        case manifest
        /// As Apple's encoders write `extract.actionsdata`: `/` escaped as `\/`, U+2028 and U+2029
        /// as they are, `2` for a whole double.
        case apple
    }

    /// On one line.
    package func compact(style: Style = .manifest) -> String {
        var output = ""
        write(to: &output, indentation: 0, pretty: false, style: style)
        return output
    }

    /// A double as `style` writes it.
    package static func numberText(_ value: Double, style: Style) -> String {
        guard value.isFinite else { return "null" }
        let text = String(value)
        return style == .apple && text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private func write(to output: inout String, indentation: Int, pretty: Bool, style: Style = .manifest) {
        switch self {
        case .object(let members):
            if members.isEmpty {
                output.append("{}")
                return
            }
            output.append("{")
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (position, key) in keys.enumerated() {
                if position > 0 { output.append(",") }
                if pretty { JSONValue.newline(&output, indentation + 1) }
                JSONValue.writeString(key, to: &output, style: style)
                output.append(pretty ? ": " : ":")
                members[key]!.write(to: &output, indentation: indentation + 1, pretty: pretty, style: style)
            }
            if pretty { JSONValue.newline(&output, indentation) }
            output.append("}")
        case .array(let elements):
            if elements.isEmpty {
                output.append("[]")
                return
            }
            output.append("[")
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(",") }
                if pretty { JSONValue.newline(&output, indentation + 1) }
                element.write(to: &output, indentation: indentation + 1, pretty: pretty, style: style)
            }
            if pretty { JSONValue.newline(&output, indentation) }
            output.append("]")
        case .string(let string):
            JSONValue.writeString(string, to: &output, style: style)
        case .integer(let value):
            output.append(String(value))
        case .number(let value):
            output.append(JSONValue.numberText(value, style: style))
        case .bool(let value):
            output.append(value ? "true" : "false")
        case .null:
            output.append("null")
        }
    }

    private static func newline(_ output: inout String, _ indentation: Int) {
        output.append("\n")
        output.append(String(repeating: "  ", count: indentation))
    }

    static func writeString(_ string: String, to output: inout String, style: Style = .manifest) {
        output.append("\"")
        // Most strings need no escape, and appending them whole is many times faster than
        // scalar by scalar. 0xE2 leads U+2028 and U+2029 (and other characters, which the
        // loop then copies as they are).
        let needsEscape = string.utf8.contains {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 || (style == .apple && $0 == UInt8(ascii: "/"))
        }
        guard needsEscape else {
            output.append(string)
            output.append("\"")
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            case "/" where style == .apple: output.append("\\/")
            default:
                if scalar.value < 0x20 || (style == .manifest && (scalar.value == 0x2028 || scalar.value == 0x2029)) {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output.append("\"")
    }
}

/// Something with a JSON form.
public protocol JSONRepresentable {
    var json: JSONValue { get }
}

extension JSONValue {
    /// An object built from optional members: nil members are left out.
    package static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
        var dictionary: [String: JSONValue] = [:]
        for (key, value) in members {
            if let value { dictionary[key] = value }
        }
        return .object(dictionary)
    }
}

extension String: JSONRepresentable {
    public var json: JSONValue { .string(self) }
}

extension Bool: JSONRepresentable {
    public var json: JSONValue { .bool(self) }
}

extension Int: JSONRepresentable {
    public var json: JSONValue { .integer(self) }
}

extension Array: JSONRepresentable where Element: JSONRepresentable {
    public var json: JSONValue { .array(map(\.json)) }
}

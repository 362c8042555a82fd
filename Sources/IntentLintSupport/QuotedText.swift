/// Text shown inside a one-line message.
package enum QuotedText {
    /// `text` in double quotes for a one-line message: line breaks and other control
    /// characters escaped, and a long text cut short.
    package static func quoted(_ text: String, limit: Int = 80) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case "\"": shown += "\\\""
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x7F {
                    shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"" + shown + (text.unicodeScalars.count > limit ? "…" : "") + "\""
    }
}

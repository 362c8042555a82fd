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

    /// `text` on one line: each run of line breaks becomes one space, so a message quoting a
    /// multi-line expression cannot start a line that tools misread as a new diagnostic.
    package static func singleLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        var result = ""
        var lastWasBreak = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                if !lastWasBreak { result.append(" ") }
                lastWasBreak = true
            } else {
                result.unicodeScalars.append(scalar)
                lastWasBreak = false
            }
        }
        return result
    }

    /// Source code for a message, to show between backticks: on one line (a run of blanks
    /// with a line break becomes one space, or none inside brackets) and cut short with `…`,
    /// so that a long expression does not drown what the message says about it.
    package static func code(_ text: String, limit: Int = 60) -> String {
        var shown = ""
        var count = 0
        var blanks = ""
        for character in text.trimmingWhitespaceAndNewlines {
            if character.isWhitespace {
                blanks.append(character)
                continue
            }
            if !blanks.isEmpty {
                let insideBrackets = "([{".contains(shown.last ?? " ") || ")]}".contains(character)
                let blank = blanks.contains(where: \.isNewline) ? (insideBrackets ? "" : " ") : blanks
                shown += blank
                count += blank.count
                blanks = ""
            }
            shown.append(character)
            count += 1
            if count > limit { return String(shown.prefix(limit - 1)) + "…" }
        }
        return shown
    }
}

import Foundation

/// Reads `lint-intents:` commands from comments:
/// `// lint-intents:disable:next rule-id other-id - why`.
enum CommentDirectiveReader {
    static let prefix: StaticString = "lint-intents:"

    static func directives(in source: TokenizedSource) -> [CommentDirective] {
        var directives: [CommentDirective] = []
        for comment in source.comments {
            guard let text = commandText(source, comment) else { continue }
            // Text after " - " documents the directive.
            let command = text.components(separatedBy: " - ").first ?? text
            var words = command.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
            guard !words.isEmpty else { continue }
            let name = words.removeFirst()
            directives.append(CommentDirective(command: name, ruleIdentifiers: words,
                                               location: source.location(offset: comment.start),
                                               isTrailing: codePrecedesOnLine(source, comment.start)))
        }
        return directives
    }

    /// The text after `lint-intents:` when the comment starts with it.
    private static func commandText(_ source: TokenizedSource, _ comment: Token) -> String? {
        var start = Int(comment.start) + 2
        var end = Int(comment.end)
        if comment.kind == .blockComment, end - start >= 2 { end -= 2 }
        while start < end, source.bytes[start] == UInt8(ascii: "/") || source.bytes[start] == UInt8(ascii: "*")
                || source.bytes[start] == 0x20 || source.bytes[start] == 0x09 {
            start += 1
        }
        let prefixLength = prefix.utf8CodeUnitCount
        guard end - start > prefixLength else { return nil }
        let prefixBytes = prefix.utf8Start
        for offset in 0..<prefixLength where source.bytes[start + offset] != prefixBytes[offset] {
            return nil
        }
        let text = source.text(from: Int32(start + prefixLength), to: Int32(end))
        return text.trimmed()
    }

    private static func codePrecedesOnLine(_ source: TokenizedSource, _ offset: Int32) -> Bool {
        var cursor = Int(offset) - 1
        while cursor >= 0 {
            let byte = source.bytes[cursor]
            if byte == 0x0A || byte == 0x0D { return false }
            if byte != 0x20 && byte != 0x09 { return true }
            cursor -= 1
        }
        return false
    }
}

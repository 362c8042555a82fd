#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport

/// Reads `lint-intents:` commands from comments:
/// `// lint-intents:disable:next rule-id other-id - why`.
package enum CommentDirectiveReader {
    static let prefix: StaticString = "lint-intents:"

    static func directives(in source: TokenizedSource) -> [CommentDirective] {
        var directives: [CommentDirective] = []
        let bytes = source.bytes
        for comment in source.comments {
            let text = UnsafeBufferPointer(rebasing: bytes[Int(comment.start)..<Int(comment.end)])
            let isBlock = comment.kind == .blockComment
            // Most comments are no directive: only a directive's place is worked out.
            guard commandText(text, isBlock: isBlock) != nil,
                  let directive = directive(inComment: text, isBlock: isBlock, location: source.location(offset: comment.start),
                                            isTrailing: codePrecedesOnLine(bytes, Int(comment.start))) else { continue }
            directives.append(directive)
        }
        return directives
    }

    /// The directive a comment holds (`comment` from its `//` or `/*` to its end), if it
    /// starts with `lint-intents:`. Shared by Swift files and `.strings` files, whose comments
    /// are written alike.
    package static func directive(inComment comment: UnsafeBufferPointer<UInt8>, isBlock: Bool, location: SourceLocation,
                          isTrailing: Bool) -> CommentDirective? {
        guard let text = commandText(comment, isBlock: isBlock) else { return nil }
        // Text after " - " documents the directive.
        let command = text.components(separatedBy: " - ").first ?? text
        var words = command.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard !words.isEmpty else { return nil }
        let name = words.removeFirst()
        return CommentDirective(command: name, ruleIdentifiers: words, location: location, isTrailing: isTrailing)
    }

    /// The text after `lint-intents:` when the comment starts with it.
    private static func commandText(_ comment: UnsafeBufferPointer<UInt8>, isBlock: Bool) -> String? {
        var start = 2
        var end = comment.count
        if isBlock, end - start >= 2, comment[end - 2] == UInt8(ascii: "*"), comment[end - 1] == UInt8(ascii: "/") { end -= 2 }
        while start < end, comment[start] == UInt8(ascii: "/") || comment[start] == UInt8(ascii: "*")
                || comment[start] == 0x20 || comment[start] == 0x09 {
            start += 1
        }
        let prefixLength = prefix.utf8CodeUnitCount
        guard end - start > prefixLength else { return nil }
        let prefixBytes = prefix.utf8Start
        for offset in 0..<prefixLength where comment[start + offset] != prefixBytes[offset] {
            return nil
        }
        return String(decoding: UnsafeBufferPointer(rebasing: comment[(start + prefixLength)..<end]), as: UTF8.self).trimmed()
    }

    /// Whether anything but blanks precedes `offset` on its line.
    package static func codePrecedesOnLine(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        var cursor = offset - 1
        while cursor >= 0 {
            let byte = bytes[cursor]
            if byte == 0x0A || byte == 0x0D { return false }
            if byte != 0x20 && byte != 0x09 { return true }
            cursor -= 1
        }
        return false
    }
}

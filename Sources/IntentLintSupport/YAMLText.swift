/// A value of the YAML subset `YAMLText` reads, with the line it starts on (1-based), for
/// messages that point into the file.
package struct YAMLNode: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// A plain or quoted scalar, as text: YAML's `true` and `1` are strings here, and the
        /// reader of a key decides what it means.
        case scalar(String)
        case sequence([YAMLNode])
        /// Members in the order written; a repeated key keeps its last value.
        case mapping([Member])
        /// An empty value, `~` or `null`.
        case null
    }

    package struct Member: Equatable, Sendable {
        package var key: String
        package var value: YAMLNode

        package init(key: String, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    package var kind: Kind
    package var line: Int

    package init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    package var string: String? {
        if case .scalar(let value) = kind { return value }
        return nil
    }

    package var elements: [YAMLNode]? {
        if case .sequence(let elements) = kind { return elements }
        return nil
    }

    package var members: [Member]? {
        if case .mapping(let members) = kind { return members }
        return nil
    }

    /// The value of `key` in a mapping; nil for a missing key or another kind of value.
    package subscript(key: String) -> YAMLNode? {
        members?.last { $0.key == key }?.value
    }

    /// `true`, `yes`, `on` and `false`, `no`, `off`, in any case, as YAML 1.1 (which XcodeGen's
    /// reader follows) says; nil for anything else.
    package var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }
}

/// Why a text is not in the YAML subset `YAMLText` reads, and on which line.
package struct YAMLSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    package var line: Int
    package var reason: String

    package init(line: Int, reason: String) {
        self.line = line
        self.reason = reason.onOneLine
    }

    package var description: String { "line \(line): \(reason)" }
}

/// Reads a strict subset of YAML, the part project specs (XcodeGen's `project.yml`) are
/// written in: block mappings and sequences (a sequence may sit at its key's indentation),
/// flow sequences `[a, b]` and mappings `{a: b}` over one or several lines, plain,
/// single-quoted and double-quoted scalars, literal and folded block scalars (`|`, `>-`),
/// comments, anchors, aliases and `<<` merge keys, and one document (`---` first, `...` last).
///
/// Anything else (tags, `?` complex keys, plain scalars that go on over several lines, tabs
/// that indent, several documents) is a `YAMLSyntaxError` naming the line: a strict reader
/// says what it cannot read rather than read it wrong.
///
/// Recursion is depth-limited and every loop consumes a line or a byte, so no input makes
/// it crash or hang; aliases and merges that would expand beyond `maximumSize` nodes throw.
package struct YAMLText {
    static let maximumDepth = 64
    /// Nodes a document may expand to through aliases and merges (a "billion laughs" text
    /// otherwise makes a small file an enormous value).
    static let maximumSize = 1_000_000

    /// One line of the text: its bytes without the line break.
    private struct Line {
        var number: Int
        var bytes: ArraySlice<UInt8>
        /// Leading spaces.
        var indent: Int
        /// The line holds only spaces, tabs and perhaps a comment.
        var isBlank: Bool
        /// A tab comes before the first character that is not a space.
        var tabIndents: Bool

        /// The bytes after the indentation.
        var content: ArraySlice<UInt8> { bytes.dropFirst(indent) }
    }

    private var lines: [Line] = []
    private var index = 0
    /// Each anchor's value, and how many values it expands to.
    private var anchors: [String: (value: YAMLNode, size: Int)] = [:]
    /// How many values the document expands to so far, aliases counted as often as they are used.
    private var expandedSize = 0

    /// The one document `bytes` (UTF-8) holds.
    package static func parse(_ bytes: [UInt8]) throws(YAMLSyntaxError) -> YAMLNode {
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        guard String(validating: text, as: UTF8.self) != nil else {
            throw YAMLSyntaxError(line: 1, reason: "it is not UTF-8 text")
        }
        if let nul = text.firstIndex(of: 0) {
            throw YAMLSyntaxError(line: 1 + text[..<nul].count(where: { $0 == 0x0A }), reason: "it holds a NUL byte")
        }
        var reader = YAMLText()
        reader.splitLines(text)
        return try reader.document()
    }

    private mutating func splitLines(_ text: ArraySlice<UInt8>) {
        var start = text.startIndex
        var number = 1
        var position = text.startIndex
        while position < text.endIndex {
            let byte = text[position]
            if byte == 0x0A || byte == 0x0D {
                lines.append(YAMLText.line(number, text[start..<position]))
                if byte == 0x0D, position + 1 < text.endIndex, text[position + 1] == 0x0A { position += 1 }
                number += 1
                start = position + 1
            }
            position += 1
        }
        if start < text.endIndex { lines.append(YAMLText.line(number, text[start...])) }
    }

    private static func line(_ number: Int, _ bytes: ArraySlice<UInt8>) -> Line {
        let indent = bytes.prefix { $0 == 0x20 }.count
        let rest = bytes.dropFirst(indent).drop { $0 == 0x20 || $0 == 0x09 }
        return Line(number: number, bytes: bytes, indent: indent, isBlank: rest.isEmpty || rest.first == UInt8(ascii: "#"),
                    tabIndents: bytes.dropFirst(indent).first == 0x09 && !(rest.isEmpty || rest.first == UInt8(ascii: "#")))
    }

    // MARK: Structure

    private mutating func document() throws(YAMLSyntaxError) -> YAMLNode {
        skipBlankLines()
        // Directives, then the document's start.
        while index < lines.count, lines[index].indent == 0, lines[index].bytes.first == UInt8(ascii: "%") {
            index += 1
            skipBlankLines()
        }
        if index < lines.count, isMarker(lines[index], "---") {
            guard isOnly(lines[index].bytes.dropFirst(3)) else {
                throw YAMLSyntaxError(line: lines[index].number, reason: "a value on the '---' line is not read; start it on the next line")
            }
            index += 1
            skipBlankLines()
        }
        var root = YAMLNode(.null, line: index < lines.count ? lines[index].number : 1)
        if index < lines.count, !isMarker(lines[index], "...") {
            root = try node(indent: lines[index].indent, depth: 0)
        }
        skipBlankLines()
        if index < lines.count, isMarker(lines[index], "...") {
            index += 1
            skipBlankLines()
        }
        guard index >= lines.count else {
            let line = lines[index]
            if line.tabIndents { throw YAMLSyntaxError(line: line.number, reason: "a tab indents this line; YAML indents with spaces") }
            if isMarker(line, "---") { throw YAMLSyntaxError(line: line.number, reason: "a second document ('---') is not read") }
            throw YAMLSyntaxError(line: line.number, reason: "this line's indentation does not fit the lines above it")
        }
        guard expandedSize <= YAMLText.maximumSize else {
            throw YAMLSyntaxError(line: root.line, reason: "its aliases expand to more than \(YAMLText.maximumSize) values")
        }
        return root
    }

    private func isMarker(_ line: Line, _ marker: StaticString) -> Bool {
        let text = marker.withUTF8Buffer { Array($0) }
        return line.indent == 0 && line.bytes.starts(with: text)
            && (line.bytes.count == text.count || line.bytes[line.bytes.startIndex + text.count] == 0x20)
    }

    /// Whether `bytes` hold nothing but spaces and a comment.
    private func isOnly(_ bytes: ArraySlice<UInt8>) -> Bool {
        let rest = bytes.drop { $0 == 0x20 || $0 == 0x09 }
        return rest.isEmpty || rest.first == UInt8(ascii: "#")
    }

    private mutating func skipBlankLines() {
        while index < lines.count, lines[index].isBlank { index += 1 }
    }

    /// The node whose first line is the current one, indented by `indent`.
    private mutating func node(indent: Int, depth: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let line = lines[index]
        guard depth < YAMLText.maximumDepth else {
            throw YAMLSyntaxError(line: line.number, reason: "values nest deeper than \(YAMLText.maximumDepth) levels")
        }
        guard !line.tabIndents else { throw YAMLSyntaxError(line: line.number, reason: "a tab indents this line; YAML indents with spaces") }
        let content = line.content
        if isSequenceEntry(content) { return try sequence(indent: indent, depth: depth) }
        if try keyEnd(content, line: line.number) != nil { return try mapping(indent: indent, depth: depth) }
        var cursor = Cursor(line: index, offset: content.startIndex)
        let value = try inlineValue(&cursor, depth: depth, inFlow: false)
        try finishLine(cursor)
        return value
    }

    private func isSequenceEntry(_ content: ArraySlice<UInt8>) -> Bool {
        content.first == UInt8(ascii: "-") && (content.count == 1 || content[content.startIndex + 1] == 0x20
            || content[content.startIndex + 1] == 0x09)
    }

    private mutating func sequence(indent: Int, depth: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let first = lines[index].number
        var elements: [YAMLNode] = []
        while true {
            skipBlankLines()
            guard index < lines.count, lines[index].indent == indent, !lines[index].tabIndents,
                  isSequenceEntry(lines[index].content) else { break }
            let line = lines[index]
            let rest = line.content.dropFirst().drop { $0 == 0x20 || $0 == 0x09 }
            if isOnly(rest) {
                index += 1
                elements.append(try nestedValue(below: indent, sequenceAtSameIndent: false, line: line.number, depth: depth))
            } else {
                // `- key: value` and `- - a`: the rest is a node indented to where it starts.
                let column = indent + (rest.startIndex - line.content.startIndex)
                lines[index] = Line(number: line.number, bytes: line.bytes, indent: column, isBlank: false, tabIndents: false)
                elements.append(try node(indent: column, depth: depth + 1))
            }
        }
        return built(YAMLNode(.sequence(elements), line: first), size: elements.count)
    }

    private mutating func mapping(indent: Int, depth: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let first = lines[index].number
        var members: [YAMLNode.Member] = []
        var positions: [String: Int] = [:]
        var merged: [YAMLNode.Member] = []
        while true {
            skipBlankLines()
            guard index < lines.count, lines[index].indent == indent, !lines[index].tabIndents else { break }
            let line = lines[index]
            guard let (key, valueStart) = try keyEnd(line.content, line: line.number) else { break }
            var value: YAMLNode
            var cursor = Cursor(line: index, offset: valueStart)
            var anchor: String?
            skipSpaces(&cursor)
            if cursor.offset < lines[index].bytes.endIndex, lines[index].bytes[cursor.offset] == UInt8(ascii: "&") {
                anchor = anchorName(&cursor)
                skipSpaces(&cursor)
            }
            let rest = lines[index].bytes[cursor.offset...]
            if isOnly(rest) {
                index += 1
                value = try nestedValue(below: indent, sequenceAtSameIndent: true, line: line.number, depth: depth)
            } else if rest.first == UInt8(ascii: "|") || rest.first == UInt8(ascii: ">") {
                value = try blockScalar(header: rest, parentIndent: indent, line: line.number)
            } else {
                value = try inlineValue(&cursor, depth: depth, inFlow: false)
                try finishLine(cursor)
            }
            if let anchor { anchors[anchor] = (value, size(of: value)) }
            if key == "<<" {
                merged += try mergedMembers(value)
            } else if let existing = positions[key] {
                members[existing].value = value
            } else {
                positions[key] = members.count
                members.append(YAMLNode.Member(key: key, value: value))
            }
        }
        // Keys written in the mapping win over merged ones, wherever the merge is; of merged
        // ones, the first.
        for member in merged where positions[member.key] == nil {
            positions[member.key] = members.count
            members.append(member)
        }
        return built(YAMLNode(.mapping(members), line: first), size: members.count)
    }

    /// `<<: *defaults` or `<<: [*a, *b]`: the members to merge in.
    private func mergedMembers(_ value: YAMLNode) throws(YAMLSyntaxError) -> [YAMLNode.Member] {
        switch value.kind {
        case .mapping(let members): return members
        case .sequence(let elements):
            var members: [YAMLNode.Member] = []
            for element in elements {
                guard case .mapping(let more) = element.kind else {
                    throw YAMLSyntaxError(line: element.line, reason: "a '<<' merge takes mappings")
                }
                members += more
            }
            return members
        default:
            throw YAMLSyntaxError(line: value.line, reason: "a '<<' merge takes a mapping or a sequence of mappings")
        }
    }

    /// The value under a key or `-` that ends its line: the lines indented deeper, or a
    /// sequence at the key's own indentation, or null.
    private mutating func nestedValue(below indent: Int, sequenceAtSameIndent: Bool, line: Int, depth: Int) throws(YAMLSyntaxError) -> YAMLNode {
        skipBlankLines()
        guard index < lines.count else { return YAMLNode(.null, line: line) }
        let next = lines[index]
        if next.indent > indent { return try node(indent: next.indent, depth: depth + 1) }
        if sequenceAtSameIndent, next.indent == indent, !next.tabIndents, isSequenceEntry(next.content) {
            return try sequence(indent: indent, depth: depth + 1)
        }
        return YAMLNode(.null, line: line)
    }

    /// Where a block mapping's key ends on a line: the key and the offset after its `:`; nil
    /// when the line is no key.
    private func keyEnd(_ content: ArraySlice<UInt8>, line: Int) throws(YAMLSyntaxError) -> (String, Int)? {
        guard let first = content.first else { return nil }
        if first == UInt8(ascii: "?") && (content.count == 1 || content[content.startIndex + 1] == 0x20) {
            throw YAMLSyntaxError(line: line, reason: "'?' complex keys are not read")
        }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var position = content.startIndex
            guard let key = try? quoted(content, &position, line: line) else { return nil }
            while position < content.endIndex, content[position] == 0x20 { position += 1 }
            guard position < content.endIndex, content[position] == UInt8(ascii: ":"),
                  position + 1 == content.endIndex || content[position + 1] == 0x20 || content[position + 1] == 0x09 else { return nil }
            return (key, position + 1)
        }
        if [UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
            UInt8(ascii: "|"), UInt8(ascii: ">")].contains(first) { return nil }
        var position = content.startIndex
        while position < content.endIndex {
            let byte = content[position]
            if byte == UInt8(ascii: "#"), position > content.startIndex, content[position - 1] == 0x20 || content[position - 1] == 0x09 {
                return nil
            }
            if byte == UInt8(ascii: ":"), position + 1 == content.endIndex || content[position + 1] == 0x20 || content[position + 1] == 0x09 {
                let key = YAMLText.text(content[content.startIndex..<position]).trimmingTrailingSpaces()
                return key.isEmpty ? nil : (key, position + 1)
            }
            position += 1
        }
        return nil
    }

    // MARK: Block scalars

    /// `|`, `|-`, `>+`, `|2`: the lines indented deeper than the key, literal or folded.
    private mutating func blockScalar(header: ArraySlice<UInt8>, parentIndent: Int, line: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let folded = header.first == UInt8(ascii: ">")
        var chomping: UInt8 = 0
        var explicitIndent: Int?
        var position = header.startIndex + 1
        while position < header.endIndex, header[position] != 0x20, header[position] != 0x09, header[position] != UInt8(ascii: "#") {
            let byte = header[position]
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                chomping = byte
            } else if byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") {
                explicitIndent = parentIndent + Int(byte - UInt8(ascii: "0"))
            } else {
                throw YAMLSyntaxError(line: line, reason: "the block scalar header '\(YAMLText.text(header))' is not read")
            }
            position += 1
        }
        guard isOnly(header[position...]) else {
            throw YAMLSyntaxError(line: line, reason: "only a comment may follow a block scalar's header")
        }
        index += 1
        var contentIndent = explicitIndent
        var collected: [String] = []
        while index < lines.count {
            let current = lines[index]
            let isEmpty = current.bytes.allSatisfy { $0 == 0x20 }
            if contentIndent == nil, !isEmpty {
                guard current.indent > parentIndent else { break }
                contentIndent = current.indent
            }
            if isEmpty {
                collected.append("")
            } else if let contentIndent, current.indent >= contentIndent {
                collected.append(YAMLText.text(current.bytes.dropFirst(contentIndent)))
            } else {
                break
            }
            index += 1
        }
        var trailing = 0
        while trailing < collected.count, collected[collected.count - 1 - trailing].isEmpty { trailing += 1 }
        let body = collected.dropLast(trailing)
        var text: String
        if folded {
            // Lines fold into one, with a space; an empty line is a line break.
            text = ""
            for (offset, part) in body.enumerated() {
                if part.isEmpty {
                    text += "\n"
                    continue
                }
                if offset > 0, !body[body.startIndex + offset - 1].isEmpty { text += " " }
                text += part
            }
        } else {
            text = body.joined(separator: "\n")
        }
        switch chomping {
        case UInt8(ascii: "-"): break
        case UInt8(ascii: "+"): text += String(repeating: "\n", count: body.isEmpty ? trailing : trailing + 1)
        default: if !body.isEmpty { text += "\n" }
        }
        return built(YAMLNode(.scalar(text), line: line), size: 0)
    }

    // MARK: Values on a line, and flow collections

    /// A place in the text: a line and a byte offset in it.
    private struct Cursor {
        var line: Int
        var offset: Int
    }

    private func byte(_ cursor: Cursor) -> UInt8? {
        guard cursor.line < lines.count, cursor.offset < lines[cursor.line].bytes.endIndex else { return nil }
        return lines[cursor.line].bytes[cursor.offset]
    }

    private func skipSpaces(_ cursor: inout Cursor) {
        while let byte = byte(cursor), byte == 0x20 || byte == 0x09 { cursor.offset += 1 }
    }

    /// In a flow collection, line breaks and comments are spaces too.
    private func skipFlowSpace(_ cursor: inout Cursor) {
        while cursor.line < lines.count {
            skipSpaces(&cursor)
            if let byte = byte(cursor), byte != UInt8(ascii: "#") { return }
            cursor.line += 1
            if cursor.line < lines.count { cursor.offset = lines[cursor.line].bytes.startIndex }
        }
    }

    /// After a value: nothing but a comment may follow on its line; the next line is current.
    private mutating func finishLine(_ cursor: Cursor) throws(YAMLSyntaxError) {
        guard cursor.line < lines.count else {
            index = lines.count
            return
        }
        guard isOnly(lines[cursor.line].bytes[cursor.offset...]) else {
            throw YAMLSyntaxError(line: lines[cursor.line].number, reason: "unexpected text after a value")
        }
        index = cursor.line + 1
    }

    private func anchorName(_ cursor: inout Cursor) -> String {
        cursor.offset += 1
        let start = cursor.offset
        while let byte = byte(cursor), byte != 0x20, byte != 0x09, byte != UInt8(ascii: ","), byte != UInt8(ascii: "]"),
              byte != UInt8(ascii: "}") {
            cursor.offset += 1
        }
        return YAMLText.text(lines[cursor.line].bytes[start..<cursor.offset])
    }

    private mutating func inlineValue(_ cursor: inout Cursor, depth: Int, inFlow: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        let number = cursor.line < lines.count ? lines[cursor.line].number : lines.last?.number ?? 1
        guard depth < YAMLText.maximumDepth else {
            throw YAMLSyntaxError(line: number, reason: "values nest deeper than \(YAMLText.maximumDepth) levels")
        }
        guard let first = byte(cursor) else { return YAMLNode(.null, line: number) }
        switch first {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return try flowCollection(&cursor, depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            var offset = cursor.offset
            let text = try quoted(lines[cursor.line].bytes, &offset, line: number)
            cursor.offset = offset
            return YAMLNode(.scalar(text), line: number)
        case UInt8(ascii: "*"):
            let name = anchorName(&cursor)
            guard let (value, size) = anchors[name] else { throw YAMLSyntaxError(line: number, reason: "the alias '*\(name)' names no anchor before it") }
            expandedSize += size
            guard expandedSize <= YAMLText.maximumSize else {
                throw YAMLSyntaxError(line: number, reason: "its aliases expand to more than \(YAMLText.maximumSize) values")
            }
            return value
        case UInt8(ascii: "&"):
            let name = anchorName(&cursor)
            skipSpaces(&cursor)
            let value = try inlineValue(&cursor, depth: depth + 1, inFlow: inFlow)
            anchors[name] = (value, size(of: value))
            return value
        case UInt8(ascii: "!"):
            throw YAMLSyntaxError(line: number, reason: "tags ('!') are not read")
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw YAMLSyntaxError(line: number, reason: "a plain value cannot start with '\(Character(Unicode.Scalar(first)))'")
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw YAMLSyntaxError(line: number, reason: "a block scalar ('\(Character(Unicode.Scalar(first)))') is read only as a mapping's value")
        default:
            return try plain(&cursor, inFlow: inFlow)
        }
    }

    /// A plain scalar: up to a comment or the line's end, and in a flow collection up to
    /// `,`, `]`, `}` or `: ` as well.
    private func plain(_ cursor: inout Cursor, inFlow: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        let bytes = lines[cursor.line].bytes
        let number = lines[cursor.line].number
        let start = cursor.offset
        while cursor.offset < bytes.endIndex {
            let byte = bytes[cursor.offset]
            if byte == UInt8(ascii: "#"), cursor.offset > start, bytes[cursor.offset - 1] == 0x20 || bytes[cursor.offset - 1] == 0x09 { break }
            if inFlow, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
            if byte == UInt8(ascii: ":"),
               cursor.offset + 1 == bytes.endIndex || [0x20, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[cursor.offset + 1]) {
                if inFlow { break }
                // `key: a: b` is a mistake in YAML, not a value.
                throw YAMLSyntaxError(line: number, reason: "': ' inside a plain value; quote the value")
            }
            cursor.offset += 1
        }
        let text = YAMLText.text(bytes[start..<cursor.offset]).trimmingTrailingSpaces()
        switch text {
        case "", "~", "null", "Null", "NULL": return YAMLNode(.null, line: number)
        default: return YAMLNode(.scalar(text), line: number)
        }
    }

    private mutating func flowCollection(_ cursor: inout Cursor, depth: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let number = lines[cursor.line].number
        let isSequence = byte(cursor) == UInt8(ascii: "[")
        let closer = isSequence ? UInt8(ascii: "]") : UInt8(ascii: "}")
        cursor.offset += 1
        var elements: [YAMLNode] = []
        var members: [YAMLNode.Member] = []
        var positions: [String: Int] = [:]
        var merged: [YAMLNode.Member] = []
        while true {
            skipFlowSpace(&cursor)
            guard let next = byte(cursor) else {
                throw YAMLSyntaxError(line: number, reason: "the '\(isSequence ? "[" : "{")' is not closed")
            }
            if next == closer {
                cursor.offset += 1
                break
            }
            if isSequence {
                elements.append(try inlineValue(&cursor, depth: depth + 1, inFlow: true))
                skipFlowSpace(&cursor)
                if byte(cursor) == UInt8(ascii: ":") {
                    throw YAMLSyntaxError(line: lines[min(cursor.line, lines.count - 1)].number, reason: "a 'key: value' pair inside '[…]' is not read")
                }
            } else {
                let key = try inlineValue(&cursor, depth: depth + 1, inFlow: true)
                guard case .scalar(let name) = key.kind else {
                    throw YAMLSyntaxError(line: key.line, reason: "a key inside '{…}' must be a scalar")
                }
                skipFlowSpace(&cursor)
                var value = YAMLNode(.null, line: key.line)
                if byte(cursor) == UInt8(ascii: ":") {
                    cursor.offset += 1
                    skipFlowSpace(&cursor)
                    if let byte = byte(cursor), byte != UInt8(ascii: ","), byte != closer {
                        value = try inlineValue(&cursor, depth: depth + 1, inFlow: true)
                    }
                }
                if name == "<<" {
                    merged += try mergedMembers(value)
                } else if let existing = positions[name] {
                    members[existing].value = value
                } else {
                    positions[name] = members.count
                    members.append(YAMLNode.Member(key: name, value: value))
                }
            }
            skipFlowSpace(&cursor)
            switch byte(cursor) {
            case UInt8(ascii: ","): cursor.offset += 1
            case closer: continue
            case nil: throw YAMLSyntaxError(line: number, reason: "the '\(isSequence ? "[" : "{")' is not closed")
            default: throw YAMLSyntaxError(line: lines[cursor.line].number, reason: "expected ',' or '\(Character(Unicode.Scalar(closer)))'")
            }
        }
        for member in merged where positions[member.key] == nil {
            positions[member.key] = members.count
            members.append(member)
        }
        let node = YAMLNode(isSequence ? .sequence(elements) : .mapping(members), line: number)
        return built(node, size: isSequence ? elements.count : members.count)
    }

    /// A single- or double-quoted scalar starting at `position` on one line; `position` ends
    /// after its closing quote.
    private func quoted(_ bytes: ArraySlice<UInt8>, _ position: inout Int, line: Int) throws(YAMLSyntaxError) -> String {
        let quote = bytes[position]
        position += 1
        var result: [UInt8] = []
        while position < bytes.endIndex {
            let byte = bytes[position]
            if quote == UInt8(ascii: "'") {
                if byte == quote {
                    if position + 1 < bytes.endIndex, bytes[position + 1] == quote {
                        result.append(quote)
                        position += 2
                        continue
                    }
                    position += 1
                    return YAMLText.text(result[...])
                }
            } else if byte == quote {
                position += 1
                return YAMLText.text(result[...])
            } else if byte == UInt8(ascii: "\\") {
                guard position + 1 < bytes.endIndex else { break }
                position += 1
                result += try escape(bytes, &position, line: line)
                continue
            }
            result.append(byte)
            position += 1
        }
        throw YAMLSyntaxError(line: line, reason: "a quoted value does not end on its line (quoted values over several lines are not read)")
    }

    /// The bytes a double-quoted scalar's escape (after its `\`) stands for.
    private func escape(_ bytes: ArraySlice<UInt8>, _ position: inout Int, line: Int) throws(YAMLSyntaxError) -> [UInt8] {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"), 0x09: return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "0"): return [0x00]
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "/"), 0x20: return [byte]
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = byte == UInt8(ascii: "x") ? 2 : byte == UInt8(ascii: "u") ? 4 : 8
            guard position + count <= bytes.endIndex,
                  let value = UInt32(YAMLText.text(bytes[position..<position + count]), radix: 16),
                  let scalar = Unicode.Scalar(value) else {
                throw YAMLSyntaxError(line: line, reason: "the escape '\\\(Character(Unicode.Scalar(byte)))' needs \(count) hexadecimal digits naming a character")
            }
            position += count
            return Array(String(Character(scalar)).utf8)
        default:
            throw YAMLSyntaxError(line: line, reason: "the escape '\\\(Character(Unicode.Scalar(byte)))' is not YAML's")
        }
    }

    // MARK: Sizes

    /// Counts what a node adds to the document's expanded size.
    private mutating func built(_ node: YAMLNode, size: Int) -> YAMLNode {
        expandedSize = min(expandedSize + size + 1, YAMLText.maximumSize + 1)
        return node
    }

    /// How many values a node holds, counting those aliases repeat; stops counting past the limit.
    private func size(of node: YAMLNode) -> Int {
        var count = 0
        var pending = [node]
        while let next = pending.popLast(), count <= YAMLText.maximumSize {
            count += 1
            switch next.kind {
            case .sequence(let elements): pending += elements
            case .mapping(let members): pending += members.map(\.value)
            case .scalar, .null: continue
            }
        }
        return count
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = Substring(self)
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return String(result)
    }
}

/// A value of an old-style (OpenStep) ASCII property list, the format of Xcode's
/// `project.pbxproj`. The format has no numbers or booleans: they are strings.
package indirect enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
    case data([UInt8])

    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var array: [PropertyListValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    package var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }

    /// The member named `key` of a dictionary; nil for a missing key or another kind of value.
    package subscript(key: String) -> PropertyListValue? {
        dictionary?[key]
    }

    /// The strings of an array (object identifiers, paths); empty for anything else.
    package var strings: [String] {
        array?.compactMap(\.string) ?? []
    }
}

/// Why bytes are not an old-style property list, and where: 1-based line, and column
/// counted in bytes.
package struct PropertyListSyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
    package var reason: String
    package var offset: Int
    package var line: Int
    package var column: Int

    package var description: String { "line \(line), column \(column): \(reason)" }
}

/// Reads an Xcode project file: the one value of an old-style property list, with Xcode's
/// reader's habits (`OldStylePropertyListReader.Dialect.projectFile`).
package enum PropertyListText {
    static let maximumDepth = OldStylePropertyListReader.maximumDepth

    /// The one value `bytes` holds; only blanks and comments may surround it.
    package static func parse(_ bytes: [UInt8]) throws(PropertyListSyntaxError) -> PropertyListValue {
        // A byte-order mark is tolerated, as Xcode's own reader does.
        var reader = OldStylePropertyListReader(bytes, dialect: .projectFile, startingAt: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        do throws(OldStylePropertyListReader.SyntaxError) {
            guard try reader.skipBlanksAndComments() else { throw reader.error("the file holds no property list") }
            let value = try reader.value(depth: 0)
            guard try !reader.skipBlanksAndComments() else {
                throw reader.error("unexpected \(reader.describeNext()) after the end of the property list")
            }
            return plain(value)
        } catch {
            // Lines end at `\n` only; columns count bytes.
            var line = 1
            var lineStart = 0
            for index in 0..<error.offset where bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            throw PropertyListSyntaxError(reason: error.reason, offset: error.offset, line: line, column: error.offset - lineStart + 1)
        }
    }

    /// The value without positions; of a key given twice, the later value wins.
    private static func plain(_ value: OldStylePropertyListReader.Value) -> PropertyListValue {
        switch value {
        case .string(let text, _):
            return .string(text)
        case .array(let elements):
            return .array(elements.map(plain))
        case .dictionary(let entries):
            var members: [String: PropertyListValue] = [:]
            members.reserveCapacity(entries.count)
            for entry in entries { members[entry.key] = plain(entry.value) }
            return .dictionary(members)
        case .data(let bytes):
            return .data(bytes)
        }
    }
}

/// Reading JSON that users and earlier runs wrote (configuration, baselines, manifests), with
/// `LocatedJSON`'s strict reader, into a `JSONValue` callers can switch over.
extension JSONValue {
    /// The JSON document in `bytes`. Errors are one line and name `path`:
    /// `path: invalid JSON at line 3, column 5: unexpected '}': expected a value`.
    /// - Parameter rejectingDuplicateKeys: an object with a key twice is an error (for files
    ///   people write, where the second value silently winning hides a mistake).
    /// The JSON document in the file at `path`, read from `absolutePath` when the path is
    /// relative to another folder than the current one. A file that cannot be read is named
    /// with what it was to be: `path: cannot read the manifest: …`.
    package static func read(file path: String, what: String, absolutePath: String? = nil,
                     rejectingDuplicateKeys: Bool = false) throws(InputError) -> JSONValue {
        if FileSystem.kind(of: absolutePath ?? path) == .missing { throw InputError.notFound(path, at: absolutePath ?? path, what) }
        switch FileSystem.readBytes(absolutePath ?? path) {
        case .success(let bytes): return try parse(bytes, path: path, rejectingDuplicateKeys: rejectingDuplicateKeys)
        case .failure(let error): throw InputError("\(path): cannot read \(what): \(error.description)")
        }
    }

    package static func parse(_ bytes: [UInt8], path: String, rejectingDuplicateKeys: Bool = false) throws(InputError) -> JSONValue {
        let located: LocatedJSON
        do {
            located = try LocatedJSON.parse(bytes)
        } catch {
            throw InputError("\(path): invalid JSON at \(lineAndColumn(ofByte: error.offset, in: bytes)): \(error.reason)")
        }
        if rejectingDuplicateKeys, let repeated = firstRepeatedKey(in: located) {
            throw InputError("\(path): key '\(repeated.key)' at \(lineAndColumn(ofByte: repeated.keyOffset, in: bytes)) is given twice in one object")
        }
        return JSONValue(located)
    }

    /// The first member, in document order, whose key an earlier member of its object has.
    private static func firstRepeatedKey(in value: LocatedJSON) -> LocatedJSON.Member? {
        switch value.kind {
        case .object(let members):
            // A member's key comes before its value, and members in order: the first hit is it.
            var seen: Set<String> = []
            for member in members {
                if !seen.insert(member.key).inserted { return member }
                if let inner = firstRepeatedKey(in: member.value) { return inner }
            }
            return nil
        case .array(let elements):
            return elements.lazy.compactMap(firstRepeatedKey).first
        default:
            return nil
        }
    }

    /// A repeated key keeps its last value, as Foundation's reader does.
    init(_ located: LocatedJSON) {
        switch located.kind {
        case .object(let members):
            var object: [String: JSONValue] = [:]
            object.reserveCapacity(members.count)
            for member in members { object[member.key] = JSONValue(member.value) }
            self = .object(object)
        case .array(let elements):
            self = .array(elements.map(JSONValue.init))
        case .string(let text):
            self = .string(text)
        case .number(let text):
            // Whole numbers that fit are integers; anything else (a fraction, an exponent, a
            // whole number beyond Int) is a Double.
            if let integer = Int(text) {
                self = .integer(integer)
            } else {
                self = .number(Double(text) ?? 0)
            }
        case .boolean(let value):
            self = .bool(value)
        case .null:
            self = .null
        }
    }

    /// What a value is, for messages: "a string", "an array", "null", ….
    package var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .integer, .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    /// "line 3, column 5", 1-based, columns counted in characters.
    private static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> String {
        let (line, column) = place(ofByte: offset, in: bytes)
        return "line \(line), column \(column)"
    }

    /// The line and column of a byte, 1-based, columns counted in characters.
    private static func place(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }

    /// Where the top-level key `key` of the JSON object in the file at `path` is written (its
    /// last occurrence), for a message about it; nil when the file or the key cannot be found.
    package static func place(ofKey key: String, inFile path: String) -> (line: Int, column: Int)? {
        guard case .success(let bytes) = FileSystem.readBytes(path), let located = try? LocatedJSON.parse(bytes),
              case .object(let members) = located.kind, let member = members.last(where: { $0.key == key }) else { return nil }
        return place(ofByte: member.keyOffset, in: bytes)
    }
}

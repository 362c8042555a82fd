import Foundation

/// Reading JSON that users and earlier runs wrote (configuration, baselines). Foundation
/// parses; the result is turned into a `JSONValue` so that callers can switch over it
/// without Foundation's bridging quirks.
extension JSONValue {
    /// The JSON document in `bytes`. Errors are one line and name `path`:
    /// `path: invalid JSON at line 3, column 5: invalid value`.
    static func parse(_ bytes: [UInt8], path: String) throws(InputError) -> JSONValue {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw InputError("\(path): invalid JSON\(describeParseFailure(error, in: bytes))")
        }
        return JSONValue(foundationObject: object)
    }

    /// What a value is, for messages: "a string", "an array", "null", ….
    var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .integer, .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    // `true` and `false` come back as NSNumber, and `NSNumber(1) as? Bool` succeeds, so
    // booleans are told apart by class: the boolean singletons are the class of
    // `NSNumber(value: true)` (CFBoolean on Darwin, `__NSCFBoolean` on Linux).
    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    private init(foundationObject object: Any) {
        switch object {
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            self = JSONValue(number: number)
        case let array as [Any]:
            self = .array(array.map(JSONValue.init(foundationObject:)))
        case let dictionary as [String: Any]:
            self = .object(dictionary.mapValues(JSONValue.init(foundationObject:)))
        default:
            self = .null
        }
    }

    private init(number: NSNumber) {
        if type(of: number) == JSONValue.booleanClass {
            self = .bool(number.boolValue)
            return
        }
        switch String(cString: number.objCType) {
        case "f", "d":
            self = .number(number.doubleValue)
        case "Q":
            // Only values above Int.max are stored unsigned.
            if let value = Int(exactly: number.uint64Value) {
                self = .integer(value)
            } else {
                self = .number(number.doubleValue)
            }
        default:
            self = .integer(number.intValue)
        }
    }

    /// `" at line 3, column 5: invalid value"`, or `": unexpected end of file"` when
    /// Foundation gives no position. Foundation reports a byte offset on Linux and older
    /// Darwin ("around character 12.") and a line and column on newer Darwin.
    private static func describeParseFailure(_ error: Error, in bytes: [UInt8]) -> String {
        let debugDescription = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        var reason = debugDescription ?? "the data is not valid JSON"
        var position = ""
        if let range = reason.range(of: #" around character (\d+)"#, options: .regularExpression) {
            let offset = Int(reason[range].drop { !$0.isNumber }) ?? 0
            position = " at " + lineAndColumn(ofByte: offset, in: bytes)
            reason.removeSubrange(range)
        } else if let range = reason.range(of: #" around line \d+, column \d+"#, options: .regularExpression) {
            position = " at" + reason[range].dropFirst(" around".count)
            reason.removeSubrange(range)
        }
        reason = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
        if reason.hasSuffix(".") { reason.removeLast() }
        return position + ": " + reason.prefix(1).lowercased() + reason.dropFirst()
    }

    /// "line 3, column 5", 1-based, columns counted in characters.
    private static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> String {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }
}

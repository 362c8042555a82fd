import Testing
@testable import IntentLintSupport

@Suite struct JSONValueReadingTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONValue.parse(Array(text.utf8), path: "file.json")
    }

    /// Foundation hands back `true` as an NSNumber that also casts to Int, and `1` as one
    /// that also casts to Bool; the two must stay apart.
    @Test func booleansAndNumbersStayApart() throws {
        let value = try parse(#"[true, false, 1, 0, -3, 2.5, 1.0, 1e3, 18446744073709551615]"#)
        #expect(value == .array([
            .bool(true), .bool(false), .integer(1), .integer(0), .integer(-3),
            .number(2.5), .number(1.0), .number(1000), .number(18446744073709551616),
        ]))
    }

    @Test func nestedValues() throws {
        let value = try parse(#"{"a": {"b": ["x", null]}, "c": "é"}"#)
        #expect(value == .object(["a": .object(["b": .array([.string("x"), .null])]), "c": .string("é")]))
    }

    @Test func scalarsAtTheTopLevelAreRead() throws {
        #expect(try parse("42") == .integer(42))
        #expect(try parse(#""text""#) == .string("text"))
    }

    @Test func numbersAreIntegersWhenWholeAndInRangeAndDoublesOtherwise() throws {
        #expect(try parse("[0, -7, 9223372036854775807, 9223372036854775808, 1.5, 2e3, -0.25E-2]") == .array([
            .integer(0), .integer(-7), .integer(Int.max), .number(9223372036854775808), .number(1.5), .number(2000), .number(-0.0025),
        ]))
        #expect(try parse("[true, false, null]") == .array([.bool(true), .bool(false), .null]))
    }

    @Test func aRepeatedKeyKeepsItsLastValue() throws {
        #expect(try parse(#"{"a": 1, "a": 2}"#) == .object(["a": .integer(2)]))
    }

    @Test func invalidJSONNamesTheFileAndPosition() {
        let error = #expect(throws: InputError.self) { try parse("{\n  \"a\": [1 2]\n}") }
        #expect(error?.description == "file.json: invalid JSON at line 2, column 11: unexpected '2': expected ',' or ']' in an array")
    }

    @Test func columnsCountCharactersNotBytes() {
        let error = #expect(throws: InputError.self) { try parse(#"{"é€": x}"#) }
        #expect(error?.description == "file.json: invalid JSON at line 1, column 8: unexpected 'x': expected a value")
    }

    @Test func truncatedJSONIsOneLine() {
        let error = #expect(throws: InputError.self) { try parse("[1, 2") }
        #expect(error?.description.hasPrefix("file.json: invalid JSON") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func kindDescriptions() {
        #expect(JSONValue.bool(true).kindDescription == "a boolean")
        #expect(JSONValue.integer(1).kindDescription == "a number")
        #expect(JSONValue.number(1.5).kindDescription == "a number")
        #expect(JSONValue.string("").kindDescription == "a string")
        #expect(JSONValue.array([]).kindDescription == "an array")
        #expect(JSONValue.object([:]).kindDescription == "an object")
        #expect(JSONValue.null.kindDescription == "null")
    }
}

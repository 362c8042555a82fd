import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintLocalization
import IntentLintTestSupport

/// String catalogs: every localized text of every key, with where it starts.
@Suite struct StringCatalogReaderTests {
    private func read(_ text: String) -> Result<LocalizedStringTable, LocalizationSyntaxError> {
        StringCatalogReader.read(Array(text.utf8))
    }

    @Test func unitsSetsAndVariationsOfEveryLanguage() throws {
        let table = try read("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Order soup in ${applicationName}" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Suppe in ${applicationName} bestellen" } },
                    "fr" : { "stringSet" : { "state" : "translated", "values" : [ "Commander", "Soupe \\u00e0 ${applicationName}" ] } },
                    "ja" : { "variations" : { "device" : { "iphone" : { "stringUnit" : { "value" : "注文" } },
                                                            "other" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "一" } } } } } } } }
                  }
                },
                "Bare" : { },
                "Order soup in ${applicationName}" : { "comment" : "a repeated key is read twice" }
              },
              "version" : "1.0"
            }
            """).get()
        #expect(table.entries.map(\.key) == ["Order soup in ${applicationName}", "Bare", "Order soup in ${applicationName}"])
        #expect(table.entries.map(\.keyLocation.description) == ["4:5", "13:5", "14:5"])
        let values = table.entries[0].values
        #expect(values.map(\.text) == ["Suppe in ${applicationName} bestellen", "Commander", "Soupe à ${applicationName}", "注文", "一"])
        #expect(values.map { $0.language ?? "" } == ["de", "fr", "fr", "ja", "ja"])
        #expect(values.map(\.location.description) == ["7:69", "8:71", "8:84", "9:88", "10:128"])
        #expect(table.entries[1].values.isEmpty)
    }

    @Test func catalogsWithoutStringsHoldNoEntries() throws {
        #expect(try read(#"{"sourceLanguage": "en", "version": "1.1"}"#).get().entries.isEmpty)
        #expect(try read(#"{"sourceLanguage": "en", "strings": {}, "version": "1.1"}"#).get().entries.isEmpty)
    }

    @Test func invalidJSONAndWrongShapesSayWhatAndWhere() {
        let cases: [(text: String, message: String)] = [
            ("", "line 1, column 1: invalid JSON: expected a value, found the end of the file"),
            ("{\n  \"strings\" : {\n    \"a\" : {},\n  }\n}", "line 4, column 3: invalid JSON: unexpected '}': expected a key in double quotes"),
            (#"{"strings": {"a": {}} "#, "line 1, column 1: invalid JSON: the object opened here is not closed with '}'"),
            (#"{"strings": {"a": "b\u12"}}"#, "line 1, column 21: invalid JSON: '\\u' must be followed by four hexadecimal digits"),
            ("{\"strings\": {\"a\": \"tab\t\"}}", "line 1, column 23: invalid JSON: a control character must be escaped in a string"),
            (#"{"a": 01}"#, "line 1, column 8: invalid JSON: unexpected '1': expected ',' or '}' after the value of \"a\""),
            (#"{"a": tru}"#, "line 1, column 7: invalid JSON: unexpected 't': expected a value"),
            (#"{"a": 1} {"#, "line 1, column 10: invalid JSON: unexpected '{' after the JSON value"),
            (#"["strings"]"#, "line 1, column 1: a string catalog is a JSON object, not an array"),
            (#"{"strings": []}"#, "line 1, column 13: 'strings' must be an object, not an array"),
            (#"{"strings": {"a": "b"}}"#, "line 1, column 19: the entry of \"a\" must be an object, not a string"),
            (#"{"strings": {"a": {"localizations": {"de": {"stringUnit": {"value": 5}}}}}}"#,
             "line 1, column 69: 'value' of \"a\" in \"de\" must be a string, not a number"),
            (#"{"strings": {"a": {"localizations": {"de": {"stringSet": {"values": ["x", null]}}}}}}"#,
             "line 1, column 75: 'values' of \"a\" in \"de\" must hold strings only"),
        ]
        for (text, message) in cases {
            guard case .failure(let error) = read(text) else {
                Issue.record("\(text) was read")
                continue
            }
            #expect(error.description == message, "\(text)")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        guard case .failure(let error) = read(deep) else {
            Issue.record("a catalog nested 100,000 levels deep was read")
            return
        }
        #expect(error.reason == "invalid JSON: values are nested more than 200 levels deep")
    }

    /// Truncated and randomly edited catalogs either read or fail with a position inside the
    /// text; nothing crashes or hangs.
    @Test(.timeLimit(.minutes(5)))
    func damagedCatalogsNeverCrash() {
        let text = Array("""
            {"sourceLanguage":"en","strings":{"Order ${soup} in ${applicationName}":{"localizations":{
            "de":{"stringUnit":{"state":"translated","value":"Bestelle ${soup} in ${applicationName} \\u00e9 \\ud83d\\ude00"}},
            "fr":{"stringSet":{"values":["a","b"]}},"ja":{"variations":{"plural":{"one":{"stringUnit":{"value":"x"}}}}}}}},
            "version":"1.0","n":[-1.5e3,0,true,false,null]}
            """.utf8)
        let pieces: [[UInt8]] = ["\"", "\\", "{", "}", "[", "]", ":", ",", "\\u", "-", "e", "é", "\0", "\n"].map { Array($0.utf8) }
        var random = SeededRandom(seed: 5)
        for round in 0..<3_000 {
            let mutated = random.mutation(of: text, round: round, inserting: pieces)
            let lineCount = mutated.withUnsafeBufferPointer(LineTable.init).lineCount
            if case .failure(let error) = StringCatalogReader.read(mutated) {
                #expect(error.location.line >= 1 && error.location.line <= lineCount && !error.reason.contains("\n"))
            }
        }
    }
}

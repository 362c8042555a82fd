import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintLocalization
import IntentLintTestSupport

/// `.strings` files read as Foundation reads them, with where each key and value starts.
@Suite struct StringsFileReaderTests {
    private func table(_ text: String, language: String? = "de") throws -> LocalizedStringTable {
        try StringsFileReader.read(Array(text.utf8), language: language).contents.get()
    }

    private func error(_ text: String) -> LocalizationSyntaxError? {
        guard case .failure(let error) = StringsFileReader.read(Array(text.utf8), language: nil).contents else { return nil }
        return error
    }

    private func pairs(_ table: LocalizedStringTable) -> [String] {
        table.entries.map { "\($0.key)=\($0.values.map(\.text).joined(separator: "|"))" }
    }

    @Test func entriesWithCommentsKeysAndValuesWhereTheyStart() throws {
        let read = try table("""
            /* Siri phrases */
            "Order soup in ${applicationName}" = "Suppe in ${applicationName} bestellen";
            // A line comment
            unquoted_key.2 = 'single quoted';   "second" ="on one line";
            "multi" = "two
            lines";
            """)
        #expect(pairs(read) == [
            "Order soup in ${applicationName}=Suppe in ${applicationName} bestellen",
            "unquoted_key.2=single quoted", "second=on one line", "multi=two\nlines",
        ])
        #expect(read.entries.map(\.keyLocation.description) == ["2:1", "4:1", "4:37", "5:1"])
        #expect(read.entries.map { $0.values[0].location.description } == ["2:38", "4:18", "4:47", "5:11"])
        #expect(read.entries[0].values[0].language == "de")
        #expect(read.ignoredTextLocation == nil)
    }

    @Test func escapesAreDecodedAsFoundationDoes() throws {
        let read = try table(#"""
            "a" = "tab\tquote\"backslash\\newline\nbell\a";
            "b" = "\U0024{applicationName} \U00e9 \UD83D\UDE00 \u00e9";
            "c" = "\101\102\7 \q \' \é";
            'd' = 'it\'s';
            """#)
        #expect(read.entries.map { $0.values[0].text } == [
            "tab\tquote\"backslash\\newline\nbell\u{07}",
            "${applicationName} é 😀 u00e9",
            "AB\u{07} q ' é",
            "it's",
        ])
    }

    @Test func foundationShortcutsAndValueKinds() throws {
        // `"key";` is its own value; braces around the whole are allowed; arrays give each string.
        let read = try table(#"""
            {
                "Order soup in ${applicationName}";
                "phrases" = ("One ${applicationName}", "Two ${applicationName}",);
                "nested" = { "inner" = "x"; };
                "data" = <0fa1 b2>;
                "empty" = ();
            }
            """#)
        #expect(pairs(read) == [
            "Order soup in ${applicationName}=Order soup in ${applicationName}",
            "phrases=One ${applicationName}|Two ${applicationName}",
            "nested=", "data=", "empty=",
        ])
        #expect(read.entries[1].values.map(\.location.description) == ["3:18", "3:44"])
    }

    @Test func emptyFilesAndCommentsOnlyHoldNoEntries() throws {
        for text in ["", "  \n\t", "/* nothing */", "// nothing\n", "/* never closed"] {
            #expect(try table(text).entries.isEmpty, "\(text)")
        }
        // A comment left open swallows the rest of the file without an error, as in Foundation.
        #expect(pairs(try table(#""a" = "b"; /* "c" = "d";"#)) == ["a=b"])
    }

    @Test func textFoundationStopsAtIsIgnoredAndSaidWhere() throws {
        let stopped = try table("\"a\" = \"b\";\n@\"c\" = \"d\";")
        #expect(pairs(stopped) == ["a=b"])
        #expect(stopped.ignoredTextLocation?.description == "2:1")
        // A key whose quote never closes ends the file too.
        let unclosedKey = try table("\"a\" = \"b\";\n\"c = d;")
        #expect(pairs(unclosedKey) == ["a=b"])
        #expect(unclosedKey.ignoredTextLocation?.description == "2:1")
    }

    @Test func malformedFilesSayWhatAndWhere() {
        let cases: [(text: String, message: String)] = [
            // The one swift-build's test uses: no `;` at the end.
            (#""key" = "Invalid strings file""#, "line 1, column 31: expected ';' after the value of \"key\", found the end of the file"),
            ("\"a\" = \"b\"\n\"c\" = \"d\";", "line 1, column 10: expected ';' after the value of \"a\", found '\"'"),
            (#""a" "b";"#, "line 1, column 5: expected '=' after the key \"a\", found '\"'"),
            (#""a" = ;"#, "line 1, column 7: unexpected ';': expected a value"),
            (#""a" = "b;"#, "line 1, column 7: the string opened here is not closed"),
            (#""a" = "b\"#, "line 1, column 7: the string opened here is not closed"),
            (#""a" ="#, "line 1, column 6: expected a value, found the end of the file"),
            (#""a""#, "line 1, column 1: the file holds a lone string, not `\"key\" = \"value\";` entries"),
            (#"("a", "b")"#, "line 1, column 1: the file holds one array, not `\"key\" = \"value\";` entries"),
            (#"{ "a" = "b"; } x"#, "line 1, column 16: unexpected 'x' after the dictionary that starts at line 1"),
            (#""a" = ("b" "c");"#, "line 1, column 12: expected ')' to close the array opened at line 1, found '\"'"),
            (#""a" = { "b" = "c"; ;"#, "line 1, column 20: expected '}' to close the dictionary opened at line 1, found ';'"),
            (#""a" = <0f1>;"#, "line 1, column 10: data must be pairs of hexadecimal digits"),
            (#""a" = é;"#, "line 1, column 7: unexpected U+00E9: expected a value"),
        ]
        for (text, message) in cases {
            #expect(error(text)?.description == message, "\(text)")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = #""a" = "# + String(repeating: "(", count: 100_000) + ";"
        #expect(error(deep)?.reason == "values are nested more than 200 levels deep")
    }

    @Test func directivesComeFromComments() {
        let read = StringsFileReader.read(Array(#"""
            // lint-intents:disable app-shortcuts-strings - legacy file
            "a" = "b"; /* lint-intents:disable:this app-shortcuts-strings */
            "c" = "// lint-intents:disable all";
            """#.utf8), language: nil)
        #expect(read.directives.map { "\($0.command) \($0.ruleIdentifiers) \($0.location) \($0.isTrailing)" } == [
            "disable [\"app-shortcuts-strings\"] 1:1 false",
            "disable:this [\"app-shortcuts-strings\"] 2:12 true",
        ])
    }

    // MARK: Encodings

    @Test func utf16FilesAreReadWithTheirByteOrderMark() throws {
        let text = "/* é */\n\"Order ${applicationName}\" = \"Bestellen ${applicationName} 😀\";\n"
        var littleEndian: [UInt8] = [0xFF, 0xFE]
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        var unmarked: [UInt8] = []
        for unit in text.utf16 {
            littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            unmarked += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        for bytes in [littleEndian, bigEndian, unmarked, [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            let file = LocalizationFile(path: "de.lproj/AppShortcuts.strings", displayPath: "x", bytes: bytes)
            let read = try file.contents.get()
            #expect(read.entries.map(\.key) == ["Order ${applicationName}"])
            #expect(read.entries[0].values.map(\.text) == ["Bestellen ${applicationName} 😀"])
            // Positions are those of the text as UTF-8: line 2, after `"… " = `.
            #expect(read.entries[0].values[0].location.description == "2:30")
            #expect(read.entries[0].values[0].language == "de")
            #expect(file.transcodedText.map { String(decoding: $0, as: UTF8.self) } == text)
        }
        let plain = LocalizationFile(path: "AppShortcuts.strings", displayPath: "x", bytes: Array(text.utf8))
        #expect(plain.transcodedText == nil)
        #expect(plain.lineCount == 3)
    }

    @Test func invalidUTF8IsReadAsLatin1() throws {
        let read = try LocalizationFile(path: "A.strings", displayPath: "x", bytes: Array(#""a" = "caf"#.utf8) + [0xE9] + Array(#"";"#.utf8)).contents.get()
        #expect(read.entries.first?.values.first?.text == "café")
    }

    // MARK: Damaged files

    /// Truncated and randomly edited files either read or fail with a position inside the
    /// text; nothing crashes or hangs.
    @Test(.timeLimit(.minutes(5)))
    func damagedFilesNeverCrash() {
        let text = Array(#"""
            /* Phrases */
            "Order ${soup} in ${applicationName}" = "Bestelle ${soup} in ${applicationName}";
            'single' = 'it\'s \U00e9 \101';
            unquoted = "a" ; "self";
            "array" = ("a", "b", ); "dict" = { "k" = "v"; }; "data" = <0fa1>;
            // end
            """#.utf8)
        let pieces: [[UInt8]] = ["\"", "'", "\\", ";", "=", "(", ")", "{", "}", "<", ">", "/*", "//", "*/", "\\U", "é", "\u{2028}", "\0"]
            .map { Array($0.utf8) }
        var random = SeededRandom(seed: 11)
        for round in 0..<3_000 {
            let mutated = random.mutation(of: text, round: round, inserting: pieces)
            let lineCount = mutated.withUnsafeBufferPointer(LineTable.init).lineCount
            switch StringsFileReader.read(mutated, language: nil).contents {
            case .success(let table):
                for entry in table.entries {
                    #expect(entry.keyLocation.line <= lineCount)
                }
            case .failure(let error):
                #expect(error.location.line >= 1 && error.location.line <= lineCount && !error.reason.contains("\n"))
            }
        }
    }
}

import Testing
@testable import IntentLintSupport
import IntentLintTestSupport

@Suite struct PropertyListTextTests {
    private func parse(_ text: String) throws -> PropertyListValue {
        try PropertyListText.parse(Array(text.utf8))
    }

    /// The error `text` gives; nil (and a failed expectation) when it parses.
    private func syntaxError(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> PropertyListSyntaxError? {
        #expect(throws: PropertyListSyntaxError.self, sourceLocation: sourceLocation) { try parse(text) }
    }

    // MARK: Valid files

    @Test func readsAProjectShapedDocument() throws {
        let value = try parse("""
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	classes = {
            	};
            	objects = {
            		0A1B2C /* Intent.swift */ = {isa = PBXFileReference; path = Intent.swift; sourceTree = "<group>"; };
            	};
            	rootObject = 9F8E7D /* Project object */;
            }
            """)
        #expect(value["archiveVersion"] == .string("1"))
        #expect(value["classes"] == .dictionary([:]))
        #expect(value["rootObject"]?.string == "9F8E7D")
        #expect(value["objects"]?["0A1B2C"] == .dictionary([
            "isa": .string("PBXFileReference"), "path": .string("Intent.swift"), "sourceTree": .string("<group>"),
        ]))
    }

    @Test func unquotedStringsTakeLettersDigitsAndPathPunctuation() throws {
        let value = try parse("{ a = Sources/App_1.0-beta+$x:y; b = 2147483647; c = http://example.com/x; }")
        #expect(value["a"]?.string == "Sources/App_1.0-beta+$x:y")
        #expect(value["b"]?.string == "2147483647")
        // Inside an unquoted string `//` is not a comment, as in Xcode's reader.
        #expect(value["c"]?.string == "http://example.com/x")
    }

    @Test func quotedStringsInEitherQuote() throws {
        let value = try parse(#"{ "a key" = "two words"; b = 'single "quoted"'; c = ""; d = "Café ☕ <group>"; }"#)
        #expect(value["a key"]?.string == "two words")
        #expect(value["b"]?.string == #"single "quoted""#)
        #expect(value["c"]?.string == "")
        #expect(value["d"]?.string == "Café ☕ <group>")
    }

    @Test func escapesInQuotedStrings() throws {
        let value = try parse(#"{ a = "\"q\" \\ \n\t\r \U00e9\U0041 \101\0 \z \'"; b = "\UD83D\UDE00"; c = "\UD83D!"; d = "\U4e2d\U6587"; }"#)
        #expect(value["a"]?.string == "\"q\" \\ \n\t\r éA A\u{0} z '")
        // A UTF-16 surrogate pair written as two escapes is one character; half of one is U+FFFD.
        #expect(value["b"]?.string == "😀")
        #expect(value["c"]?.string == "\u{FFFD}!")
        #expect(value["d"]?.string == "中文")
    }

    @Test func commentsWhereverATokenCanStart() throws {
        let value = try parse("""
            /* before */ { /* a */ key /* b */ = /* c */ ( /* d */ x /* e */ , // f
              y // g
              , /**/ ) /* h */ ; // i
              other = "/* not a comment */"; // j }
            } // after
            /* after too */
            """)
        #expect(value["key"] == .array([.string("x"), .string("y")]))
        #expect(value["other"]?.string == "/* not a comment */")
    }

    @Test func emptyAndTrailingCommaCollections() throws {
        let value = try parse("{ a = (); b = {}; c = (x,); d = (x, y); e = ( ( ), { } , ); }")
        #expect(value["a"] == .array([]))
        #expect(value["b"] == .dictionary([:]))
        #expect(value["c"] == .array([.string("x")]))
        #expect(value["d"] == .array([.string("x"), .string("y")]))
        #expect(value["e"] == .array([.array([]), .dictionary([:])]))
    }

    @Test func dataInHexadecimalWithSpaces() throws {
        let value = try parse("{ a = <0fA1 b2\n 00>; b = <>; }")
        #expect(value["a"] == .data([0x0F, 0xA1, 0xB2, 0x00]))
        #expect(value["b"] == .data([]))
    }

    @Test func topLevelValueOfAnyKindAndByteOrderMark() throws {
        #expect(try parse("(a, b)") == .array([.string("a"), .string("b")]))
        #expect(try parse("  \"alone\"  ") == .string("alone"))
        #expect(try PropertyListText.parse([0xEF, 0xBB, 0xBF] + Array("{a=b;}".utf8)) == .dictionary(["a": .string("b")]))
    }

    @Test func laterDuplicateKeyWins() throws {
        #expect(try parse("{ a = 1; a = 2; }")["a"]?.string == "2")
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = PropertyListText.maximumDepth
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(throws: Never.self) { try parse(text) }
    }

    // MARK: Malformed files

    @Test func eachMistakeSaysWhatAndWhere() {
        let cases: [(text: String, reason: String, line: Int, column: Int)] = [
            ("", "the file holds no property list", 1, 1),
            ("  // only a comment\n", "the file holds no property list", 2, 1),
            ("{ a = b }", "expected ';' after the value of 'a', found '}'", 1, 9),
            ("{ a b; }", "expected '=' after the key 'a', found 'b'", 1, 5),
            ("{ = b; }", "unexpected '=': expected a key or '}'", 1, 3),
            ("{ a = ; }", "unexpected ';': expected a value", 1, 7),
            ("{ a = b;", "the dictionary opened here is not closed with '}'", 1, 1),
            ("{ a = (b c); }", "unexpected 'c': expected ',' or ')' in an array", 1, 10),
            ("{ a = (b, ; }", "unexpected ';': expected a value", 1, 11),
            ("(a,\n b", "the array opened here is not closed with ')'", 1, 1),
            ("{\n  a = \"open;\n}", "the string opened here is not closed", 2, 7),
            ("{ a = \"ends in \\", "the string opened here is not closed", 1, 7),
            ("{ a = \"\\Uzz\"; }", "'\\U' must be followed by hexadecimal digits", 1, 8),
            ("{ a = <0f1>; }", "data has an odd number of hexadecimal digits", 1, 11),
            ("{ a = <0g>; }", "unexpected 'g' in data: expected hexadecimal digits or '>'", 1, 9),
            ("{ a = <0f", "the data opened here is not closed with '>'", 1, 7),
            ("{ a = b; /* open", "the comment opened here is not closed with '*/'", 1, 10),
            ("{ a = b; } extra", "unexpected 'e' after the end of the property list", 1, 12),
            ("{ a = b; }}", "unexpected '}' after the end of the property list", 1, 11),
            ("{\n\ta = b;\n\tc = d\n}", "expected ';' after the value of 'c', found '}'", 4, 1),
            ("{ a = \u{1}; }", "unexpected byte 0x1: expected a value", 1, 7),
            ("{ a = é; }", "unexpected byte 0xC3: expected a value", 1, 7),
            ("{ a = b; } \0", "unexpected byte 0x0 after the end of the property list", 1, 12),
        ]
        for (text, reason, line, column) in cases {
            let error = syntaxError(text)
            #expect(error?.reason == reason, "\(text.debugDescription)")
            #expect(error?.line == line && error?.column == column, "\(text.debugDescription): \(String(describing: error))")
        }
        #expect(syntaxError("{ a = b }")?.description == "line 1, column 9: expected ';' after the value of 'a', found '}'")
    }

    @Test func deepNestingThrowsInsteadOfOverflowingTheStack() {
        for opener in ["(", "{ a = ", "( { k = "] {
            let text = String(repeating: opener, count: 100_000)
            #expect(syntaxError(text)?.reason == "values are nested more than \(PropertyListText.maximumDepth) levels deep")
        }
    }

    /// Every prefix of a real-looking project, and thousands of random edits of it, either
    /// parse or throw an error inside the text; none crashes or hangs.
    @Test(.timeLimit(.minutes(5)))
    func truncationsAndMutationsNeverCrash() {
        let text = Array(XcodeProjectTexts.appAndWidget(absoluteFolder: "/tmp/elsewhere").utf8)
        let openingBrace = text.firstIndex(of: UInt8(ascii: "{"))!
        let closingBrace = text.lastIndex(of: UInt8(ascii: "}"))!
        // Every third length keeps the test quick in debug builds; the mutations below reach
        // the positions between.
        for length in stride(from: 0, to: text.count, by: 3) {
            do {
                _ = try PropertyListText.parse(Array(text[..<length]))
                // Only a lone `/` (a string) or the whole dictionary can parse.
                #expect(length <= openingBrace || length > closingBrace, "a prefix of \(length) bytes still parsed")
            } catch {
                #expect(error.offset <= length && error.line >= 1 && error.column >= 1)
            }
        }
        var random = SeededRandom(seed: 20_240_611)
        let interesting = Array("{}();=,\"'\\/*<>\n \t$0aZ".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        for _ in 0..<1_000 {
            var mutated = text
            for _ in 0...random.next(below: 4) {
                let position = random.next(below: mutated.count)
                let byte = random.next(below: 3) == 0 ? UInt8(random.next(below: 256)) : interesting[random.next(below: interesting.count)]
                switch random.next(below: 3) {
                case 0: mutated[position] = byte
                case 1: mutated.insert(byte, at: position)
                default: mutated.remove(at: position)
                }
            }
            do {
                _ = try PropertyListText.parse(mutated)
            } catch {
                #expect(error.offset <= mutated.count && error.line >= 1 && error.column >= 1)
            }
        }
    }
}

import Testing
@testable import IntentLintSupport

/// The YAML subset XcodeGen's specs are read with.
@Suite struct YAMLTextTests {
    private func parse(_ text: String) throws -> YAMLNode {
        try YAMLText.parse(Array(text.utf8))
    }

    /// A compact rendering: scalars as is, `null`, `[a, b]`, `{k: v}`.
    private func render(_ node: YAMLNode) -> String {
        switch node.kind {
        case .scalar(let text): return text
        case .null: return "null"
        case .sequence(let elements): return "[" + elements.map(render).joined(separator: ", ") + "]"
        case .mapping(let members): return "{" + members.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    private func error(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> YAMLSyntaxError? {
        #expect(throws: YAMLSyntaxError.self, sourceLocation: sourceLocation) { try YAMLText.parse(Array(text.utf8)) }
    }

    @Test func blockMappingsAndSequences() throws {
        let spec = try parse("""
            # XcodeGen
            name: App   # the project
            targets:
              App:
                type: application
                sources:
                  - App
                  - path: Shared
                    excludes:
                    - "**/*.md"
                dependencies:
                - target: Widget
                  embed: true
              Empty:
            list:
            - - a
              - b
            -
              - c
            """)
        #expect(render(spec) == "{name: App, targets: {App: {type: application, sources: [App, {path: Shared, excludes: [**/*.md]}], "
            + "dependencies: [{target: Widget, embed: true}]}, Empty: null}, list: [[a, b], [c]]}")
        #expect(spec["targets"]?["App"]?["sources"]?.line == 7)
        #expect(spec["targets"]?["App"]?["dependencies"]?.elements?.first?["embed"]?.bool == true)
    }

    @Test func flowCollectionsOverSeveralLines() throws {
        let spec = try parse("""
            platforms: [iOS, macOS]
            settings: {PRODUCT_MODULE_NAME: Kit, "A B": 'c', empty: , nested: {x: [1, 2]}}
            sources: [
              Sources,   # a comment inside
              {path: Other, excludes: ["*.md"]},
            ]
            json: {"a":1,"b":[true,null]}
            url: https://example.com/a:b
            """)
        #expect(render(spec) == "{platforms: [iOS, macOS], settings: {PRODUCT_MODULE_NAME: Kit, A B: c, empty: null, nested: {x: [1, 2]}}, "
            + "sources: [Sources, {path: Other, excludes: [*.md]}], json: {a: 1, b: [true, null]}, url: https://example.com/a:b}")
    }

    @Test func scalars() throws {
        let spec = try parse(#"""
            plain: a b  c
            single: 'it''s # not a comment'
            double: "tab\there \"q\" \u00e9 \x41 slash\/"
            hash: a#b
            empty:
            tilde: ~
            "quoted key": 1
            'single key' : 2
            """#)
        #expect(render(spec) == "{plain: a b  c, single: it's # not a comment, double: tab\there \"q\" é A slash/, hash: a#b, "
            + "empty: null, tilde: null, quoted key: 1, single key: 2}")
    }

    @Test func blockScalars() throws {
        let spec = try parse("""
            literal: |
              echo one
            \techo two, tab-indented after the block's indentation

              # not a comment
            folded: >-
              one
              two

              three
            kept: |+
              x

            after: done
            """.replacingOccurrences(of: "\n\techo", with: "\n  \techo"))
        #expect(spec["literal"]?.string == "echo one\n\techo two, tab-indented after the block's indentation\n\n# not a comment\n")
        #expect(spec["folded"]?.string == "one two\nthree")
        #expect(spec["kept"]?.string == "x\n\n")
        #expect(spec["after"]?.string == "done")
    }

    @Test func anchorsAliasesAndMerges() throws {
        let spec = try parse("""
            base: &base
              type: framework
              platform: iOS
            targets:
              Kit:
                <<: *base
                platform: macOS
              Other: {<<: [*base], name: other}
              Copy: *base
            list: [&x one, *x]
            """)
        #expect(render(spec["targets"]!) == "{Kit: {platform: macOS, type: framework}, Other: {name: other, type: framework, platform: iOS}, "
            + "Copy: {type: framework, platform: iOS}}")
        #expect(render(spec["list"]!) == "[one, one]")
    }

    @Test func documentMarkersAndEmptyDocuments() throws {
        #expect(render(try parse("%YAML 1.2\n---\na: 1\n...\n")) == "{a: 1}")
        #expect(render(try parse("")) == "null")
        #expect(render(try parse("# only a comment\n\n")) == "null")
        #expect(render(try parse("\u{FEFF}a: 1\r\nb: 2\rc: 3")) == "{a: 1, b: 2, c: 3}")
        #expect(render(try parse("just a scalar")) == "just a scalar")
    }

    @Test(arguments: [
        ("a:\n\tb: 1", 2, "a tab indents this line; YAML indents with spaces"),
        ("a: !!str 1", 1, "tags ('!') are not read"),
        ("? a\n: b", 1, "'?' complex keys are not read"),
        ("a: \"open", 1, "a quoted value does not end on its line (quoted values over several lines are not read)"),
        ("a: [1, 2\nb: 3", 2, "expected ',' or ']'"),
        ("a: [1, 2", 1, "the '[' is not closed"),
        ("a: {b: 1", 1, "the '{' is not closed"),
        ("a:\n    b: 1\n  c: 2", 3, "this line's indentation does not fit the lines above it"),
        ("a: one\n  continued", 2, "this line's indentation does not fit the lines above it"),
        ("a: 1\n---\nb: 2", 2, "a second document ('---') is not read"),
        ("a: *missing", 1, "the alias '*missing' names no anchor before it"),
        ("a: b: c", 1, "': ' inside a plain value; quote the value"),
        ("a: \"\\q\"", 1, "the escape '\\q' is not YAML's"),
        ("a: \"\\u12\"", 1, "the escape '\\u' needs 4 hexadecimal digits naming a character"),
        ("a: @b", 1, "a plain value cannot start with '@'"),
        ("- a\n- |\n  b", 2, "a block scalar ('|') is read only as a mapping's value"),
        ("a: [b: c]", 1, "a 'key: value' pair inside '[…]' is not read"),
        ("a: |x\n  b", 1, "the block scalar header '|x' is not read"),
        ("<<: 1", 1, "a '<<' merge takes a mapping or a sequence of mappings"),
        ("--- a", 1, "a value on the '---' line is not read; start it on the next line"),
    ])
    func whatItDoesNotRead(text: String, line: Int, reason: String) {
        let found = error(text)
        #expect(found?.line == line)
        #expect(found?.reason == reason)
    }

    @Test func notUTF8OrNUL() {
        #expect(throws: YAMLSyntaxError(line: 1, reason: "it is not UTF-8 text")) { try YAMLText.parse([0x61, 0x3A, 0x20, 0xFF]) }
        #expect(throws: YAMLSyntaxError(line: 2, reason: "it holds a NUL byte")) { try YAMLText.parse(Array("a: 1\nb: \0".utf8)) }
    }

    @Test func hostileInputsEndQuickly() throws {
        // A "billion laughs": each level repeats the one before ten times.
        var laughs = "a0: &a0 [lol]\n"
        for level in 1...9 { laughs += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        #expect(error(laughs)?.reason == "its aliases expand to more than 1000000 values")
        #expect(error(String(repeating: "[", count: 10_000))?.reason == "values nest deeper than 64 levels")
        let deep = (0..<200).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        #expect(error(deep)?.reason == "values nest deeper than 64 levels")
        #expect(error(String(repeating: "- ", count: 5_000) + "a")?.reason == "values nest deeper than 64 levels")
        let keys = (0..<3_000).map { "k\($0): v" }.joined(separator: "\n")
        #expect(try parse(keys).members?.count == 3_000)
        for garbage in ["{", "}", "]", ":", "- ", "-", "&", "*", "'", "\"", "|", ">", "a: &", "a: [&", "[*", "{:", "{a", "? ", "---", "...", "%"] {
            _ = try? parse(garbage)
        }
    }
}

import Testing
@testable import IntentLintSyntax
@testable import IntentLintManifest

/// The scanner keeps the code bodies an interest reads, and knows no interest of its own: these
/// are made up here, not the rules'.
@Suite("Scanner: code bodies for interests")
struct CodeBodyInterestTests {
    /// Bodies that log: `log` anywhere, a property named `logger`, and the bodies of `flush`.
    static let logging = CodeBodyInterest(name: "logging", cues: ["log"], propertyNames: ["logger"], functionNames: ["flush"])
    /// Bodies with a range that counts down to zero (`..<` followed by `0` is not asked: the
    /// predicate looks at the code).
    static let countdowns = CodeBodyInterest(name: "countdowns", cues: ["..<", "reversed"], readsBodyWithCue: { source, range, cues in
        range.contains { source.is($0, "countdown") }
    })
    static let shouting = CodeBodyInterest(name: "shouting", cues: ["SHOUT"], keepsFilesWithACue: true)
    static let interests = CodeBodyInterests([logging, countdowns, shouting])

    private func kept(_ source: String) -> (bodies: [String], interests: [String], keepsBytes: Bool) {
        let bytes = Array(source.utf8)
        let bodies = bytes.withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer, cueWords: Self.interests.cueWords) { source in
                var reader = DeclarationReader(source: source, metadata: .appIntents, codeBodies: Self.interests)
                _ = reader.readFile()
                return reader.bodies.map { source.text(tokens: $0.range) }
            }
        }
        let file = DeclarationScanner.scan(bytes, path: "A.swift", codeBodies: Self.interests)
        return (bodies, file.codeBodyInterests, file.bytesOfCodeBodies != nil)
    }

    @Test func bodiesWithACueAreOfferedToTheInterest() {
        let found = kept("""
            struct A {
                func a() { log("a") }
                func b() { print("b") }
                func c() { for i in (0..<3).reversed() { countdown(i) } }
                func d() { for i in 0..<3 { print(i) } }
            }
            """)
        #expect(found.bodies == [#"log("a")"#, "for i in (0..<3).reversed() { countdown(i) }"])
        #expect(found.interests == ["logging", "countdowns"])
        #expect(found.keepsBytes)
    }

    @Test func namedPropertiesAndFunctionsAreReadWhateverTheyHold() {
        let found = kept("""
            struct A {
                var logger = Logger(label: "a")
                var other = Logger(label: "b")
                func flush() { sink.write() }
                func `flush`(all: Bool) { sink.writeAll() }
                func flushing() { sink.write() }
                init() { x = 1 }
            }
            """)
        #expect(found.bodies == [#"Logger(label: "a")"#, "sink.write()", "sink.writeAll()"])
        #expect(found.interests == ["logging"])
    }

    /// A cue word of a list not asked for in backticks is listed only where written plainly.
    @Test func backtickedCuesCountOnlyForFunctionNames() {
        #expect(kept("struct A { func a() { `log`() } }").bodies.isEmpty)
    }

    @Test func aFileWithACueKeepsItsBytesWhereTheInterestSaysSo() {
        let found = kept("struct A {\n    let volume: SHOUT\n    func a() { print(1) }\n}")
        #expect(found.bodies.isEmpty)
        #expect(found.interests == ["shouting"])
        #expect(found.keepsBytes)
        #expect(!kept("struct A { func a() { print(1) } }").keepsBytes)
    }

    /// Without interests, nothing is kept: the manifest alone reads no body.
    @Test func noInterestKeepsNothing() {
        let file = DeclarationScanner.scan("struct A { func flush() { log(1) } }", path: "A.swift")
        #expect(file.bytesOfCodeBodies == nil && file.codeBodyInterests.isEmpty)
    }

    /// An initializer records which interests read its body, and whether it hands over.
    @Test func initializersRecordTheirReaders() {
        let file = DeclarationScanner.scan("""
            struct A {
                init(a: Int) { log(a) }
                init(b: Int) { self.init(a: b) }
                init(c: A) { self = c }
                init() { value = 1 }
            }
            """, path: "A.swift", codeBodies: Self.interests)
        let initializers = file.types.first?.initializers ?? []
        #expect(initializers.map(\.bodyInterests) == [["logging"], [], [], []])
        #expect(initializers.map(\.handsOver) == [false, true, true, false])
    }

    /// The lexer lists each token under every list whose words it spells, operators too.
    @Test func cueWordsListTokensInEveryListTheySpell() {
        let words = CueWords([CueWords.List(["id", "..<"]), CueWords.List(["id", "identifier"], alsoBackticked: true)])
        // `ixxx…` is 34 bytes long, and shares the slot of `id` (lengths count modulo 32).
        let lists = Array("a.id ..< `id` identifier idx ... ..<= i\(String(repeating: "x", count: 33)) if".utf8).withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer, cueWords: words) { source in
                source.cues.map { $0.map { source.text(tokens: $0..<($0 + 1)) } }
            }
        }
        #expect(lists == [["id", "..<"], ["id", "`id`", "identifier"]])
    }
}

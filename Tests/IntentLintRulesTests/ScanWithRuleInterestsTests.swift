import Testing
import IntentLintTestSupport
@testable import IntentLintSyntax
@testable import IntentLintManifest
@testable import IntentLintRules

/// The scanner with the code bodies the rules read (`CodeBodyInterests.rules`): hostile bytes
/// neither crash nor lose a declaration, and what the rules look up is what the scanner keeps.
@Suite("Scanner: with the rules' interests")
struct ScanWithRuleInterestsTests {
    @Test func garbageBytes() {
        var generator = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let bytes = (0..<Int(generator.next() % 2_000)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let file = DeclarationScanner.scan(bytes, path: "Garbage.swift", codeBodies: .rules)
            // Every line break counts once, `\r\n` included.
            let lineBreaks = bytes.indices.filter { bytes[$0] == 0x0A || (bytes[$0] == 0x0D && (($0 + 1 < bytes.count) ? bytes[$0 + 1] != 0x0A : true)) }
            #expect(file.lineCount == lineBreaks.count + 1)
        }
    }

    @Test func garbageAroundADeclaration() {
        let bytes = Array("\u{1}\u{2}''``@@##\n".utf8) + [0xFF, 0xFE, 0x0A] + Array("struct S: AppIntent {}\n".utf8)
        let file = DeclarationScanner.scan(bytes, path: "Garbage.swift", codeBodies: .rules)
        #expect(file.types.map(\.name) == ["S"])
    }

    @Test func emptyFile() {
        let file = DeclarationScanner.scan("", path: "Empty.swift", codeBodies: .rules)
        #expect(file.types.isEmpty)
        #expect(file.bytesOfCodeBodies == nil)
        #expect(file.directives.isEmpty)
        #expect(file.lineCount == 1)
    }

    @Test func theQueryAnswersTheProvenanceRuleFollowsAreKept() {
        // `index-based-entity-id` looks a query's methods up by selector; a method the scanner
        // skipped would silently never match.
        let names = Set(IndexBasedEntityIDRule.queryAnswers.map { String($0.prefix { $0 != "(" }) })
        #expect(names.isSubset(of: MetadataMembers.appIntents.functionNames))
    }
}

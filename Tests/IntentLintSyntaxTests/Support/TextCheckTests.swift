import Testing
@testable import IntentLintSupport

/// What decides that a file is not Swift text, and where the message says the problem is.
struct TextCheckTests {
    private func problem(_ bytes: [UInt8]) -> TextCheck.Problem? {
        bytes.withUnsafeBufferPointer { TextCheck.problem(in: $0) }
    }

    @Test func theFirstProblemIsFoundWhereverItIs() {
        // Every position of a line longer than the 32- and 8-byte steps, so that each step's
        // edge holds the bad byte once.
        let line = [UInt8](repeating: UInt8(ascii: "a"), count: 75)
        #expect(problem(line) == nil)
        for position in line.indices {
            var withNul = line
            withNul[position] = 0
            #expect(problem(withNul) == .containsNul(offset: position))
            var withStrayByte = line
            withStrayByte[position] = 0xFF
            #expect(problem(withStrayByte) == .invalidUTF8(offset: position))
            var withLetter = line
            withLetter.replaceSubrange(position..<(position + 1), with: Array("é".utf8))
            #expect(problem(withLetter) == nil)
            if position + 1 < line.count {
                var truncated = withLetter
                truncated.removeLast(truncated.count - position - 1)
                #expect(problem(truncated) == .invalidUTF8(offset: position))
            }
        }
    }

    @Test func overlongAndSurrogateFormsAreNotText() {
        #expect(problem(Array("let x = ".utf8) + [0xC0, 0x80]) == .invalidUTF8(offset: 8))
        #expect(problem(Array("let x = ".utf8) + [0xED, 0xA0, 0x80]) == .invalidUTF8(offset: 8))
        #expect(problem(Array("let x = ".utf8) + [0xF4, 0x90, 0x80, 0x80]) == .invalidUTF8(offset: 8))
    }
}

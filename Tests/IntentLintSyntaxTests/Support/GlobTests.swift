import Testing
import IntentLintSupport

@Suite struct GlobTests {
    private func matches(_ pattern: String, _ path: String) throws -> Bool {
        try Glob(pattern).matches(path)
    }

    @Test func starMatchesWithinOneComponent() throws {
        #expect(try matches("*.swift", "A.swift"))
        #expect(try matches("*.swift", ".hidden.swift"))
        #expect(try matches("Sources/*.swift", "Sources/A.swift"))
        #expect(try matches("Sources/*Intent.swift", "Sources/OpenIntent.swift"))
        #expect(try matches("Sources/*", "Sources/A.swift"))
        #expect(try !matches("Sources/*.swift", "Sources/A.swiftx"))
        #expect(try !matches("*.swift", "Sources/A.swift"))
        #expect(try !matches("Sources/*.swift", "Other/A.swift"))
    }

    @Test func doubleStarMatchesAnyNumberOfComponentsIncludingNone() throws {
        let pattern = "Sources/**/Generated/*.swift"
        #expect(try matches(pattern, "Sources/Generated/A.swift"))
        #expect(try matches(pattern, "Sources/App/Generated/A.swift"))
        #expect(try matches(pattern, "Sources/App/Deep/Er/Generated/A.swift"))
        #expect(try !matches(pattern, "Sources/App/Generated.swift"))
        #expect(try !matches(pattern, "Other/Generated/A.swift"))
        #expect(try matches("**/*.swift", "A.swift"))
        #expect(try matches("**/*.swift", "a/b/c/A.swift"))
        #expect(try matches("**", "anything/at/all.txt"))
        #expect(try matches("**/**/Tests", "Tests/A.swift"))
        #expect(try matches("Sources/**", "Sources/A/B.swift"))
    }

    @Test func questionMarkMatchesOneCharacter() throws {
        #expect(try matches("File?.swift", "File1.swift"))
        #expect(try matches("File?.swift", "FileÄ.swift"))
        #expect(try !matches("File?.swift", "File.swift"))
        #expect(try !matches("File?.swift", "File12.swift"))
        #expect(try !matches("a?b", "a/b"))
    }

    @Test func characterClasses() throws {
        #expect(try matches("File[abc].swift", "Fileb.swift"))
        #expect(try !matches("File[abc].swift", "Filed.swift"))
        #expect(try matches("File[a-z].swift", "Filem.swift"))
        #expect(try !matches("File[a-z].swift", "FileM.swift"))
        #expect(try matches("File[!x].swift", "Filey.swift"))
        #expect(try !matches("File[!x].swift", "Filex.swift"))
        #expect(try !matches("File[^x].swift", "Filex.swift"))
        #expect(try matches("File[0-9a-f].swift", "Filec.swift"))
        // `]` first in a class is an ordinary character, and `-` first or last too.
        #expect(try matches("[]]", "]"))
        #expect(try matches("[!]]", "a"))
        #expect(try !matches("[!]]", "]"))
        #expect(try matches("[-a]", "-"))
        #expect(try matches("[a-]", "-"))
        // An escaped `-` is not a range.
        #expect(try matches("[a\\-z]", "-"))
        #expect(try !matches("[a\\-z]", "m"))
    }

    @Test func backslashEscapes() throws {
        #expect(try matches("a\\*b", "a*b"))
        #expect(try !matches("a\\*b", "axb"))
        #expect(try matches("\\[x\\]", "[x]"))
        #expect(try matches("what\\?", "what?"))
        #expect(try !matches("what\\?", "whatx"))
    }

    @Test func aFolderPatternMatchesEverythingUnderIt() throws {
        #expect(try matches("Sources/Generated", "Sources/Generated/A.swift"))
        #expect(try matches("Sources/Generated/", "Sources/Generated/Models/A.swift"))
        #expect(try matches("Sources/Generated", "Sources/Generated"))
        #expect(try !matches("Sources/Generated", "Sources/GeneratedMore/A.swift"))
        #expect(try !matches("Sources/Generated", "Sources/A.swift"))
        #expect(try matches("Sources/Gen*", "Sources/Generated/A.swift"))
    }

    /// What a build tool's glob lists: the path itself, not what is under a matching folder.
    @Test func wholePathMatching() throws {
        #expect(try Glob("Sources/*").matchesWhole("Sources/A.swift"))
        #expect(try !Glob("Sources/*").matchesWhole("Sources/Sub/A.swift"))
        #expect(try Glob("Sources/**").matchesWhole("Sources/Sub/A.swift"))
        #expect(try Glob("**/*.swift").matchesWhole("A.swift"))
        #expect(try !Glob("Sources").matchesWhole("Sources/A.swift"))
        #expect(try Glob("Sources").matchesWhole("Sources"))
        #expect(try !Glob(".").matchesWhole("A.swift"))
        #expect(try !Glob("**/*.swift").matchesWhole("../A.swift"))
    }

    @Test func pathSpellingsAreNormalized() throws {
        #expect(try matches("./Sources/*.swift", "Sources/A.swift"))
        #expect(try matches("Sources//A.swift", "./Sources/A.swift"))
        #expect(try matches("Sources/A.swift", "Sources//A.swift"))
        #expect(try matches(".", "Sources/A.swift"))
    }

    @Test func pathsOutsideTheFolderNeverMatch() throws {
        #expect(try !matches("**", "/abs/A.swift"))
        #expect(try !matches("**", "../A.swift"))
        #expect(try !matches("*/A.swift", "../A.swift"))
    }

    @Test func matchingIsCaseSensitive() throws {
        #expect(try !matches("sources/*.swift", "Sources/A.swift"))
    }

    @Test(arguments: [
        ("", "the pattern is empty"),
        ("/abs/*.swift", "patterns are relative to the configuration file's folder and cannot start with '/'"),
        ("../Other", "'..' cannot appear: patterns only match inside the configuration file's folder"),
        ("Sources/[ab", "the '[' at character 9 has no closing ']'"),
        ("[]", "the '[' at character 1 has no closing ']'"),
        ("a[z-a]", "the range 'z-a' at character 2 is reversed"),
        ("[a/b]", "the character class at character 1 contains '/', which never appears in a path component"),
        ("Sources\\", "the pattern ends with '\\', which escapes nothing"),
        ("Sources/**.swift", "'**' must be a whole path component, as in 'Sources/**/*.swift'"),
        ("a/***/b", "'**' must be a whole path component, as in 'Sources/**/*.swift'"),
    ])
    func invalidPatternsAreRejected(pattern: String, message: String) {
        let error = #expect(throws: Glob.SyntaxError.self) { try Glob(pattern) }
        #expect(error?.description == message)
    }

    /// A backtracking matcher would try every way of splitting 2,000 components among five
    /// `**` (about 10^14) and never finish; the automaton finishes at once.
    @Test func pathologicalPatternsFinish() throws {
        let deepPath = Array(repeating: "b", count: 2_000).joined(separator: "/")
        #expect(try !matches("**/**/**/**/**/a", deepPath))
        #expect(try !matches("**/**/**/**/**/**/**/**/**/**/*a*", deepPath))
        let longName = String(repeating: "a", count: 5_000)
        #expect(try !matches("*a*a*a*a*a*a*a*a*a*a*b", longName))
        #expect(try matches("*a*a*a*a*a*a*a*a*a*a*", longName))
    }
}

import Testing
@testable import IntentLintDiscovery
import IntentLintSupport
import IntentLintTestSupport

/// The files a Tuist or Bazel glob lists.
@Suite struct ProjectGlobTests {
    private func files(_ pattern: String, in folder: ScratchFolder, base: String = "",
                       skipping: (String) -> Bool = { _ in false }) throws -> [String] {
        let root = base.isEmpty ? folder.path : folder.path + "/" + base
        return try ProjectGlob(pattern, in: root).files(in: LocalFiles(), skippingFolders: skipping).map { String($0.dropFirst(folder.path.count + 1)) }
    }

    private func tree() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for file in ["App/Sources/A.swift", "App/Sources/Deep/B.swift", "App/Sources/Deep/C.m", "App/Sources/.Hidden.swift",
                     "App/Sources/Assets.xcassets/D.swift", "App/Tests/T.swift", "Shared/S.swift", "Kit/BUILD", "Kit/K.swift"] {
            try folder.write("//", to: file)
        }
        return folder
    }

    @Test func starsWithinAComponentAndAcrossComponents() throws {
        let folder = try tree()
        #expect(try files("App/Sources/*", in: folder) == ["App/Sources/A.swift"])
        #expect(try files("App/Sources/**", in: folder) == ["App/Sources/A.swift", "App/Sources/Deep/B.swift", "App/Sources/Deep/C.m"])
        #expect(try files("App/**/*.swift", in: folder) == ["App/Sources/A.swift", "App/Sources/Deep/B.swift", "App/Tests/T.swift"])
        #expect(try files("**/?.swift", in: folder) == [
            "App/Sources/A.swift", "App/Sources/Deep/B.swift", "App/Tests/T.swift", "Kit/K.swift", "Shared/S.swift",
        ])
    }

    @Test func plainPathsNameAFileAndNeverAFolder() throws {
        let folder = try tree()
        #expect(try files("App/Sources/A.swift", in: folder) == ["App/Sources/A.swift"])
        #expect(try files("App/Sources", in: folder).isEmpty)
        #expect(try files("App/Missing.swift", in: folder).isEmpty)
        #expect(try files("Missing/**", in: folder).isEmpty)
    }

    @Test func theLiteralStartMayClimb() throws {
        let folder = try tree()
        #expect(try files("../Shared/*.swift", in: folder, base: "App") == ["Shared/S.swift"])
        #expect(try files("./Sources/../Tests/*.swift", in: folder, base: "App") == ["App/Tests/T.swift"])
    }

    @Test func alternatives() throws {
        let folder = try tree()
        #expect(try files("{App/Tests,Shared}/*.swift", in: folder) == ["App/Tests/T.swift", "Shared/S.swift"])
        #expect(try files("App/Sources/{*.swift,Deep/{B,C}.*}", in: folder) == ["App/Sources/A.swift", "App/Sources/Deep/B.swift", "App/Sources/Deep/C.m"])
        #expect(try ProjectGlob.expandingAlternatives("a{b,c{d,e}}f") == ["abf", "acdf", "acef"])
        #expect(try ProjectGlob.expandingAlternatives("{}") == [""])
    }

    @Test func skippedFoldersAreNotEntered() throws {
        let folder = try tree()
        let skipping = { (path: String) in path.hasSuffix("/Kit") }
        #expect(try files("**/*.swift", in: folder, skipping: skipping).contains("Kit/K.swift") == false)
    }

    @Test(arguments: [
        ("", "the pattern is empty"),
        ("a/{b,c", "the '{' has no closing '}'"),
        ("Sources/**.swift", "'**' must be a whole path component, as in 'Sources/**/*.swift'"),
        ("[ab", "the '[' at character 1 has no closing ']'"),
        (String(repeating: "{a,b}", count: 7), "its '{…}' alternatives make more than 64 patterns"),
        (String(repeating: "{", count: 12) + String(repeating: "}", count: 12), "its '{…}' alternatives nest deeper than 8"),
    ])
    func unreadablePatterns(pattern: String, message: String) {
        let problem = #expect(throws: ProjectGlob.Problem.self) { try ProjectGlob(pattern, in: "/tmp") }
        #expect(problem?.description == message)
    }
}

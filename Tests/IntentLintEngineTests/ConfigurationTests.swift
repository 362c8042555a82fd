import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintDiscovery
@testable import IntentLintRules
import IntentLintCore
@testable import IntentLintEngine
import IntentLintTestSupport

@Suite struct ConfigurationTests {
    private static let rules: Set<String> = ["non-constant-metadata", "phrase-missing-app-name", "index-based-entity-id", "exhaustive-docs"]

    /// Writes `json` to `.lint-intents.json` in a scratch folder and loads it.
    private func load(_ json: String, in folder: ScratchFolder? = nil, reporters: Set<String>? = nil) throws -> Configuration {
        let folder = try folder ?? ScratchFolder()
        let file = try folder.write(json, to: Configuration.fileName)
        return try Configuration.load(path: file, knownRuleIdentifiers: Self.rules, knownReporters: reporters)
    }

    /// The message `json` is rejected with, without the file name in front.
    private func problem(_ json: String, reporters: Set<String>? = nil) throws -> String? {
        let folder = try ScratchFolder()
        let error = #expect(throws: InputError.self) { try load(json, in: folder, reporters: reporters) }
        guard let description = error?.description else { return nil }
        let file = folder.path + "/" + Configuration.fileName
        #expect(description.hasPrefix(file + ":"), "the message names the file")
        #expect(!description.contains("\n"), "the message is one line")
        // `FILE: problem`, or `FILE:LINE:COLUMN: problem` for a problem with one key.
        var rest = description.dropFirst(file.count + 1)
        if let colon = rest.firstIndex(of: " "), rest[..<colon].allSatisfy({ $0.isNumber || $0 == ":" }) { rest = rest[rest.index(after: colon)...] }
        return String(rest.drop { $0 == " " })
    }

    /// A mistake in one key is placed at that key, as the README promises.
    @Test func aMistakeInAKeyGivesItsLineAndColumn() throws {
        let folder = try ScratchFolder()
        let json = "{\n  \"strict\": true,\n  \"exclued\": [\"Sources\"]\n}\n"
        let error = #expect(throws: InputError.self) { try load(json, in: folder) }
        #expect(error?.description == folder.path + "/" + Configuration.fileName + ":3:3: unknown key 'exclued'; did you mean 'excluded'?")
    }

    /// No rule is opt-in: listing one in `opt_in_rules` enables nothing, and says so.
    @Test func optInRulesAcceptsOnlyOptInRules() throws {
        let folder = try ScratchFolder()
        let file = try folder.write(#"{"opt_in_rules": ["non-constant-metadata"]}"#, to: Configuration.fileName)
        let error = #expect(throws: InputError.self) {
            try Configuration.load(path: file, knownRuleIdentifiers: Self.rules, optInRuleIdentifiers: [])
        }
        #expect(error?.description == file + ":1:2: 'non-constant-metadata' in 'opt_in_rules' is no opt-in rule: it runs unless 'disabled_rules' lists it (no rule of lint-intents is opt-in); remove it")
        let opted = try folder.write(#"{"opt_in_rules": ["exhaustive-docs"], "disabled_rules": []}"#, to: Configuration.fileName)
        #expect(try Configuration.load(path: opted, knownRuleIdentifiers: Self.rules, optInRuleIdentifiers: ["exhaustive-docs"]).optInRules == ["exhaustive-docs"])
    }

    private func rule(_ identifier: String, optIn: Bool = false) -> RuleDescription {
        RuleDescription(identifier: identifier, name: identifier, summary: "", rationale: "", severity: .warning,
                        isOptIn: optIn)
    }

    // MARK: Reading

    @Test func readsEveryKey() throws {
        let folder = try ScratchFolder()
        let configuration = try load("""
            {
              "included": ["Sources", "Plugins/*.swift"],
              "excluded": ["Sources/**/Generated"],
              "disabled_rules": ["non-constant-metadata"],
              "opt_in_rules": ["exhaustive-docs"],
              "severity": {"phrase-missing-app-name": "error", "index-based-entity-id": "warning"},
              "strict": true,
              "reporter": "json"
            }
            """, in: folder)
        #expect(configuration.file == folder.path + "/.lint-intents.json")
        #expect(configuration.directory == folder.path)
        #expect(configuration.included.map(\.pattern) == ["Sources", "Plugins/*.swift"])
        #expect(configuration.excluded.map(\.pattern) == ["Sources/**/Generated"])
        #expect(configuration.disabledRules == ["non-constant-metadata"])
        #expect(configuration.optInRules == ["exhaustive-docs"])
        #expect(configuration.severities == ["phrase-missing-app-name": .error, "index-based-entity-id": .warning])
        #expect(configuration.strict)
        #expect(configuration.reporter == "json")
    }

    @Test func anEmptyObjectMeansDefaults() throws {
        let configuration = try load("{}")
        #expect(configuration.included.isEmpty)
        #expect(configuration.excluded.isEmpty)
        #expect(configuration.disabledRules.isEmpty)
        #expect(configuration.optInRules.isEmpty)
        #expect(configuration.severities.isEmpty)
        #expect(!configuration.strict)
        #expect(configuration.reporter == nil)
    }

    @Test func baselineIsAPathRelativeToTheFile() throws {
        let folder = try ScratchFolder()
        let path = try folder.write(#"{"baseline": "ci/baseline.json"}"#, to: "project/.lint-intents.json")
        let configuration = try Configuration.load(path: path, knownRuleIdentifiers: Self.rules)
        #expect(configuration.baseline == folder.path + "/project/ci/baseline.json")
    }

    @Test func strictFalseIsRead() throws {
        #expect(try !load(#"{"strict": false}"#).strict)
    }

    @Test func aKnownReporterIsAccepted() throws {
        #expect(try load(#"{"reporter": "xcode"}"#, reporters: ["xcode", "json"]).reporter == "xcode")
    }

    // MARK: Discovery

    @Test func discoveryFindsTheFileInAFolderAbove() throws {
        let folder = try ScratchFolder()
        try folder.write(#"{"strict": true}"#, to: ".lint-intents.json")
        let start = try folder.makeFolder("Sources/App")
        let configuration = try Configuration.discover(from: start, knownRuleIdentifiers: Self.rules)
        // Named from where it was looked for from, as errors name it.
        #expect(configuration.file == "../../.lint-intents.json")
        #expect(configuration.directory == folder.path)
        #expect(configuration.strict)
    }

    @Test func theNearestFileWins() throws {
        let folder = try ScratchFolder()
        try folder.write(#"{"strict": true}"#, to: ".lint-intents.json")
        try folder.write(#"{"reporter": "json"}"#, to: "Sources/.lint-intents.json")
        let start = try folder.makeFolder("Sources/App")
        let configuration = try Configuration.discover(from: start, knownRuleIdentifiers: Self.rules)
        #expect(configuration.file == "../.lint-intents.json")
        #expect(configuration.directory == folder.path + "/Sources")
        #expect(configuration.reporter == "json")
        #expect(!configuration.strict, "files are not merged")
    }

    @Test func discoveryStartsInTheGivenFolder() throws {
        let folder = try ScratchFolder()
        try folder.write(#"{"strict": true}"#, to: ".lint-intents.json")
        let configuration = try Configuration.discover(from: folder.path + "/", knownRuleIdentifiers: Self.rules)
        #expect(configuration.directory == folder.path)
        #expect(configuration.strict)
    }

    @Test func withoutAFileDiscoveryGivesDefaultsForTheStartingFolder() throws {
        let folder = try ScratchFolder()
        let start = try folder.makeFolder("a/b")
        let configuration = try Configuration.discover(from: start, knownRuleIdentifiers: Self.rules)
        #expect(configuration.file == nil)
        #expect(configuration.directory == start)
        #expect(configuration.isIncluded("A.swift"))
    }

    @Test func anInvalidDiscoveredFileIsAnErrorNamingItFromWhereItWasLookedFor() throws {
        let folder = try ScratchFolder()
        try folder.write(#"{"stric": true}"#, to: ".lint-intents.json")
        let start = try folder.makeFolder("a")
        let error = #expect(throws: InputError.self) {
            try Configuration.discover(from: start, knownRuleIdentifiers: Self.rules)
        }
        #expect(error?.description.hasPrefix("../.lint-intents.json:1:2: unknown key 'stric'") == true, "\(error?.description ?? "")")
    }

    // MARK: Errors

    @Test func aMissingFileIsAnError() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/absent.json"
        let error = #expect(throws: InputError.self) {
            try Configuration.load(path: path, knownRuleIdentifiers: Self.rules)
        }
        #expect(error?.description == "no such file or directory: \(path) (the configuration)")
    }

    @Test func aFolderInsteadOfAFileIsAnError() throws {
        let folder = try ScratchFolder()
        let path = try folder.makeFolder(".lint-intents.json")
        let error = #expect(throws: InputError.self) {
            try Configuration.discover(from: folder.path, knownRuleIdentifiers: Self.rules)
        }
        #expect(error?.description == ".lint-intents.json: cannot read the configuration: not a regular file")
        _ = path
    }

    @Test(arguments: [
        // Syntax and shape.
        (#"["Sources"]"#, "the configuration must be a JSON object, found an array"),
        ("42", "the configuration must be a JSON object, found a number"),
        // Unknown keys, with the closest known key or the whole list.
        (#"{"disabled_rule": []}"#, "unknown key 'disabled_rule'; did you mean 'disabled_rules'?"),
        (#"{"optInRules": []}"#, "unknown key 'optInRules'; did you mean 'opt_in_rules'?"),
        (#"{"Excluded": []}"#, "unknown key 'Excluded'; did you mean 'excluded'?"),
        (#"{"baseline": 3}"#, "'baseline' must be a path (a non-empty string), found a number"),
        (#"{"baseline": ""}"#, "'baseline' must be a path (a non-empty string), found a string"),
        (#"{"strict": true, "severity": {"a": "error", "a": "warning"}}"#, "key 'a' at line 1, column 45 is given twice in one object"),
        (#"{"colour": "red"}"#, "unknown key 'colour'; expected one of 'baseline', 'disabled_rules', 'excluded', 'included', 'opt_in_rules', 'reporter', 'severity', 'strict'"),
        ("{\"new\\nline\": 1}", #"unknown key 'new\nline'; expected one of 'baseline', 'disabled_rules', 'excluded', 'included', 'opt_in_rules', 'reporter', 'severity', 'strict'"#),
        // Value types: booleans are neither numbers nor strings, and numbers are not booleans.
        (#"{"disabled_rules": 3}"#, "'disabled_rules' must be an array of strings, found a number"),
        (#"{"disabled_rules": "non-constant-metadata"}"#, "'disabled_rules' must be an array of strings, found a string"),
        (#"{"opt_in_rules": ["exhaustive-docs", true]}"#, "'opt_in_rules' must be an array of strings, found a boolean as item 2"),
        (#"{"included": [1]}"#, "'included' must be an array of strings, found a number as item 1"),
        (#"{"excluded": {"a": 1}}"#, "'excluded' must be an array of strings, found an object"),
        (#"{"strict": 1}"#, "'strict' must be true or false, found a number"),
        (#"{"strict": 0}"#, "'strict' must be true or false, found a number"),
        (#"{"strict": "true"}"#, "'strict' must be true or false, found a string"),
        (#"{"strict": null}"#, "'strict' must be true or false, found null"),
        (#"{"reporter": true}"#, "'reporter' must be a string, found a boolean"),
        (#"{"severity": ["error"]}"#, "'severity' must be an object mapping rule ids to 'error', 'warning' or 'note', found an array"),
        (#"{"severity": {"non-constant-metadata": true}}"#, "the severity of 'non-constant-metadata' must be 'error', 'warning' or 'note', found a boolean"),
        (#"{"severity": {"non-constant-metadata": 2}}"#, "the severity of 'non-constant-metadata' must be 'error', 'warning' or 'note', found a number"),
        // Values.
        (#"{"severity": {"non-constant-metadata": "warn"}}"#, "the severity of 'non-constant-metadata' must be 'error', 'warning' or 'note', found 'warn'; did you mean 'warning'?"),
        (#"{"severity": {"non-constant-metadata": "fatal"}}"#, "the severity of 'non-constant-metadata' must be 'error', 'warning' or 'note', found 'fatal'"),
        (#"{"disabled_rules": ["non-constant-metadta"]}"#, "unknown rule 'non-constant-metadta' in 'disabled_rules'; did you mean 'non-constant-metadata'?"),
        (#"{"opt_in_rules": ["exhaustive_docs"]}"#, "unknown rule 'exhaustive_docs' in 'opt_in_rules'; did you mean 'exhaustive-docs'?"),
        (#"{"severity": {"force_cast": "error"}}"#, "unknown rule 'force_cast' in 'severity'; run 'lint-intents rules' to list them"),
        (#"{"disabled_rules": ["exhaustive-docs"], "opt_in_rules": ["exhaustive-docs"]}"#, "rule 'exhaustive-docs' is in both 'disabled_rules' and 'opt_in_rules'"),
        (#"{"excluded": ["Sources/[ab"]}"#, "invalid pattern 'Sources/[ab' in 'excluded': the '[' at character 9 has no closing ']'"),
        (#"{"included": ["/abs/Sources"]}"#, "invalid pattern '/abs/Sources' in 'included': patterns are relative to the configuration file's folder and cannot start with '/'"),
        (#"{"included": [""]}"#, "invalid pattern '' in 'included': the pattern is empty"),
    ])
    func invalidConfigurationsAreRejected(json: String, message: String) throws {
        #expect(try problem(json) == message)
    }

    /// Foundation's wording differs between Linux and Darwin; the position is what matters.
    @Test func invalidJSONIsReportedWithItsPosition() throws {
        let message = try problem("{\n  \"strict\": 1 2\n}")
        #expect(message?.hasPrefix("invalid JSON at line 2, column 15: ") == true)
    }

    @Test func anUnknownReporterIsRejectedWhenReportersAreKnown() throws {
        #expect(try problem(#"{"reporter": "xcdoe"}"#, reporters: ["xcode", "json", "sarif"])
                == "unknown reporter 'xcdoe'; did you mean 'xcode'?")
        #expect(try problem(#"{"reporter": "html"}"#, reporters: ["xcode", "json", "sarif"])
                == "unknown reporter 'html'; expected one of 'json', 'sarif', 'xcode'")
    }

    @Test func theFirstMistakeByKeyIsReported() throws {
        #expect(try problem(#"{"strict": 1, "disabled_rules": 2}"#)
                == "'disabled_rules' must be an array of strings, found a number")
    }

    // MARK: Applying

    @Test func withoutIncludedEverythingIsIncluded() {
        let configuration = Configuration(directory: "/project")
        #expect(configuration.isIncluded("Sources/A.swift"))
        #expect(configuration.isIncluded("A.swift"))
    }

    @Test func includedLimitsAndExcludedWins() throws {
        let configuration = Configuration(directory: "/project",
                                          included: [try Glob("Sources"), try Glob("Plugins/*.swift")],
                                          excluded: [try Glob("Sources/**/Generated"), try Glob("Sources/Skip.swift")])
        #expect(configuration.isIncluded("Sources/A.swift"))
        #expect(configuration.isIncluded("Sources/App/B.swift"))
        #expect(configuration.isIncluded("Plugins/P.swift"))
        #expect(!configuration.isIncluded("Plugins/Deeper/P.swift"))
        #expect(!configuration.isIncluded("Tests/T.swift"))
        #expect(!configuration.isIncluded("Sources/Generated/G.swift"))
        #expect(!configuration.isIncluded("Sources/App/Generated/Deep/G.swift"))
        #expect(!configuration.isIncluded("Sources/Skip.swift"))
    }

    @Test func excludedAloneRemovesFiles() throws {
        let configuration = Configuration(directory: "/project", excluded: [try Glob("**/*Tests.swift")])
        #expect(configuration.isIncluded("Sources/A.swift"))
        #expect(!configuration.isIncluded("Tests/ATests.swift"))
    }

    @Test func filesOutsideTheFolderAreNotIncludedByPatterns() throws {
        let configuration = Configuration(directory: "/project", included: [try Glob("**")])
        #expect(!configuration.isIncluded(configuration.relativePath(of: "/elsewhere/A.swift")))
        #expect(configuration.isIncluded(configuration.relativePath(of: "/project/A.swift")))
    }

    @Test func relativePathsAreRelativeToTheConfigurationFolder() {
        let configuration = Configuration(directory: "/project")
        #expect(configuration.relativePath(of: "/project/Sources/A.swift") == "Sources/A.swift")
        #expect(configuration.relativePath(of: "Sources/./A.swift", workingDirectory: "/project") == "Sources/A.swift")
        #expect(configuration.relativePath(of: "../A.swift", workingDirectory: "/project/Sources") == "A.swift")
        #expect(configuration.relativePath(of: "A.swift", workingDirectory: "/project/Sources/App") == "Sources/App/A.swift")
        #expect(configuration.relativePath(of: "/other/A.swift") == "/other/A.swift")
        // Paths that need normalizing, and some that only look as if they did.
        #expect(configuration.relativePath(of: "/project//Sources/../A.swift") == "A.swift")
        #expect(configuration.relativePath(of: "/project/Sources/..") == "/project")
        #expect(configuration.relativePath(of: "/project/.hidden/..a/A.swift") == ".hidden/..a/A.swift")
    }

    @Test func inputsAreFilteredOnlyWhenThereArePatterns() throws {
        let inputs = ["/project/Sources/A.swift", "/project/Tests/ATests.swift", "Sources/B.swift"]
            .map { SourceInput(displayPath: $0, relativePath: $0, absolutePath: "/" + $0) }
        #expect(Configuration(directory: "/project").includedInputs(inputs, workingDirectory: "/project") == inputs)
        let excluding = Configuration(directory: "/project", excluded: [try Glob("Tests/")])
        #expect(excluding.includedInputs(inputs, workingDirectory: "/project").map(\.displayPath)
                == ["/project/Sources/A.swift", "Sources/B.swift"])
        let including = Configuration(directory: "/project", included: [try Glob("Sources/B.swift")])
        #expect(including.includedInputs(inputs, workingDirectory: "/project").map(\.displayPath) == ["Sources/B.swift"])
    }

    @Test func patternsFromTheFileApplyRelativeToItsFolder() throws {
        let folder = try ScratchFolder()
        let configuration = try load(#"{"included": ["Sources"], "excluded": ["Sources/Generated/"]}"#, in: folder)
        #expect(configuration.isIncluded(configuration.relativePath(of: folder.path + "/Sources/A.swift")))
        #expect(!configuration.isIncluded(configuration.relativePath(of: folder.path + "/Sources/Generated/A.swift")))
        #expect(!configuration.isIncluded(configuration.relativePath(of: folder.path + "/Tests/A.swift")))
    }

    @Test func enabledRulesHonourOptInAndDisabled() {
        let all = [rule("a"), rule("b"), rule("c", optIn: true), rule("d", optIn: true)]
        #expect(Configuration(directory: "/").enabledRules(from: all).map(\.identifier) == ["a", "b"])
        let configuration = Configuration(directory: "/", disabledRules: ["b", "d"], optInRules: ["c"])
        #expect(configuration.enabledRules(from: all).map(\.identifier) == ["a", "c"])
    }

    @Test func severityOverridesApplyOnlyToTheirRule() {
        let configuration = Configuration(directory: "/", severities: ["a": .error, "b": .warning])
        #expect(configuration.severity(for: "a", default: .warning) == .error)
        #expect(configuration.severity(for: "b", default: .error) == .warning)
        #expect(configuration.severity(for: "c", default: .warning) == .warning)
        #expect(configuration.severity(for: "c", default: .error) == .error)
    }
}

import Foundation
import Testing
@testable import IntentLintSyntax
import IntentLintManifest
@testable import IntentLintRules
import IntentLintTestSupport

/// `RuleRegistry.rules` and `RuleRegistry.appRules` are lists written by hand; a rule left out
/// of them would be neither run, nor tested by its examples, nor documented. Every type the
/// rules' sources declare as a `Rule` or an `AppRule` must be in them.
@Suite struct RuleRegistryTests {
    static let rulesFolder = Fixtures.repositoryRoot + "/Sources/IntentLintRules"

    /// Each source file under Sources/IntentLintRules (by path inside it) with the types it
    /// declares or extends as conforming to `Rule` or `AppRule`, read with the project's own scanner.
    static func declaredRules() throws -> [(file: String, types: [String])] {
        let files = try #require(FileManager.default.enumerator(atPath: rulesFolder)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { file in
            let source = try String(contentsOfFile: rulesFolder + "/" + file, encoding: .utf8)
            var types: [String] = []
            var pending = DeclarationScanner.scan(source, path: file).types
            while let type = pending.popLast() {
                if type.inheritance.contains(where: { $0.baseName == "Rule" || $0.baseName == "AppRule" }) { types.append(type.name) }
                pending += type.nestedTypes
            }
            return (file, types.sorted())
        }
    }

    @Test func everyDeclaredRuleIsRegisteredAndDocumented() throws {
        let declared = try Self.declaredRules()
        let declaredNames = declared.flatMap(\.types)
        let registeredNames = RuleRegistry.rules.map { String(describing: type(of: $0)) }
            + RuleRegistry.appRules.map { String(describing: type(of: $0)) }
        #expect(declaredNames.count >= 20, "the scan found only \(declaredNames)")
        #expect(Set(declaredNames).subtracting(registeredNames).isEmpty,
                "declared as rules but missing from RuleRegistry.rules: \(Set(declaredNames).subtracting(registeredNames).sorted())")
        #expect(registeredNames.count == Set(registeredNames).count, "a rule is registered twice")
        // The documentation is generated from the registry, so a registered rule has its section.
        let markdown = RuleDocumentation.markdown()
        for description in RuleRegistry.rules.map({ type(of: $0).description }) + RuleRegistry.appRules.map({ type(of: $0).description }) {
            #expect(markdown.contains("## `\(description.identifier)`"))
        }
    }

    /// One file per rule, named after it, so that the scan above sees every rule.
    @Test func eachRuleFileDeclaresTheRuleItIsNamedAfter() throws {
        for (file, types) in try Self.declaredRules() {
            let name = (file as NSString).lastPathComponent
            if name.hasSuffix("Rule.swift"), name != "Rule.swift", name != "AppRule.swift" {
                #expect(types == [String(name.dropLast(".swift".count))], "\(file) declares \(types)")
            } else {
                #expect(types.isEmpty, "\(file) declares the rules \(types); a rule has a file of its own, named after it")
            }
        }
    }
}

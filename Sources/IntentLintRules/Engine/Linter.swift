/// Runs the enabled rules over a module and filters their findings through suppression
/// comments. Pure: reading files and configuration happens around it.
import IntentLintSupport
import IntentLintManifest

public struct Linter: Sendable {
    /// Rules and engine diagnostics to report.
    public var enabledRuleIdentifiers: Set<String>
    /// Per-rule severities that replace the rules' defaults.
    public var severityOverrides: [String: Severity]
    /// What the rules derive from a file's bytes, computed once for every module and every
    /// declaration this linter checks.
    let identifierSites = IdentifierSiteCache()

    public init(enabledRuleIdentifiers: Set<String> = RuleRegistry.defaultIdentifiers, severityOverrides: [String: Severity] = [:]) {
        self.enabledRuleIdentifiers = enabledRuleIdentifiers
        self.severityOverrides = severityOverrides
    }

    public struct Result: Sendable {
        /// Sorted with `Finding.ordered`; `file` is each file's display path.
        public var findings: [Finding]
        public var manifest: Manifest
    }

    /// - Parameter lineText: the text of a line of a file (by display path), for baselines.
    /// How many declarations of a type declared more than once are checked, each in turn.
    static let checkedDeclarationLimit = 4

    public func lint(_ module: ScannedModule, lineText: (String, Int) -> String = { _, _ in "" }) -> Result {
        let (manifest, index) = ManifestBuilder.build(module)
        let rules = RuleRegistry.rules.filter { enabledRuleIdentifiers.contains(type(of: $0).description.identifier) }
        var ruleFindings = Set<Finding>()
        func check(_ manifest: Manifest, _ index: TypeIndex) {
            var context = LintContext(manifest: manifest, index: index, module: module)
            context.identifierSites = identifierSites
            for rule in rules { ruleFindings.formUnion(rule.check(context)) }
        }
        check(manifest, index)
        // A type declared more than once is checked once with each declaration: the manifest
        // records the first, but a mistake in another is no less real. With no rule to run
        // (every rule disabled), the other declarations' manifests are not built.
        let declarationCount = rules.isEmpty ? 1 : min(index.repeatedDeclarations.values.map(\.count).max() ?? 1, Linter.checkedDeclarationLimit)
        for choice in stride(from: 1, to: declarationCount, by: 1) {
            let chosen = index.repeatedDeclarations.filter { $0.value.count > choice }.mapValues { _ in choice }
            let alternative = ManifestBuilder.build(module, chosenDeclarations: chosen)
            check(alternative.manifest, alternative.index)
        }
        var findingsByFile: [String: [Finding]] = [:]
        for finding in ruleFindings.sorted(by: Finding.ordered) {
            findingsByFile[finding.file, default: []].append(finding)
        }
        let ranRules = Set(rules.map { type(of: $0).description.identifier })
        var findings: [Finding] = []
        // Localization files take suppression comments as Swift files do (a catalog has none).
        let suppressible = module.files.map { ($0.path, $0.displayPath, $0.directives, $0.lineCount) }
            + module.localizationFiles.map { ($0.path, $0.displayPath, $0.directives, $0.lineCount) }
        for (path, displayPath, directives, lineCount) in suppressible {
            var filter = SuppressionFilter(directives: directives, file: path, lineCount: lineCount,
                                           knownRules: RuleRegistry.allIdentifiers)
            let fileFindings = filter.unsuppressed(findingsByFile.removeValue(forKey: path) ?? [])
            var all = fileFindings + filter.diagnostics + filter.unusedSuppressions(file: path, ranRules: ranRules)
            for position in all.indices {
                all[position].file = displayPath
            }
            findings += all
        }
        // Findings in files the module does not list (none today) are kept as they are.
        findings += findingsByFile.values.joined()
        findings = findings.filter { enabledRuleIdentifiers.contains($0.ruleIdentifier) }.sorted(by: Finding.ordered)
        for position in findings.indices {
            if let severity = severityOverrides[findings[position].ruleIdentifier] {
                findings[position].severity = severity
            }
            // Findings on one line share one copy of its text: a copy each would cost a long
            // line's length times the number of findings on it, in time and in memory.
            if position > 0, findings[position - 1].location.line == findings[position].location.line,
               findings[position - 1].file == findings[position].file {
                findings[position].lineText = findings[position - 1].lineText
            } else {
                findings[position].lineText = lineText(findings[position].file, findings[position].location.line)
            }
        }
        return Result(findings: findings, manifest: manifest)
    }

    /// Findings for files that could not be read.
    public func findings(for problems: [FileProblem]) -> [Finding] {
        guard enabledRuleIdentifiers.contains(UnreadableFile.description.identifier) else { return [] }
        let severity = severityOverrides[UnreadableFile.description.identifier] ?? UnreadableFile.description.severity
        return problems.map {
            Finding(ruleIdentifier: UnreadableFile.description.identifier, severity: severity, message: $0.message,
                    file: $0.path, location: SourceLocation(line: 1, column: 1))
        }
    }
}

import IntentLintSupport
import IntentLintSyntax
import IntentLintManifest
import IntentLintCore
import IntentLintRules

/// Runs the enabled rules over a module and filters their findings through suppression
/// comments. Pure: reading files and configuration happens around it.
public struct Linter: Sendable {
    /// Rules and engine diagnostics to report.
    package var enabledRuleIdentifiers: Set<String>
    /// Per-rule severities that replace the rules' defaults.
    package var severityOverrides: [String: Severity]
    public init(enabledRuleIdentifiers: Set<String> = RuleRegistry.defaultIdentifiers, severityOverrides: [String: Severity] = [:]) {
        self.enabledRuleIdentifiers = enabledRuleIdentifiers
        self.severityOverrides = severityOverrides
    }

    public struct Result: Sendable {
        /// Sorted with `Finding.ordered`; `file` is each file's display path.
        public var findings: [Finding]
        public var manifest: Manifest
    }

    /// How many declarations of a type declared more than once are checked, each in turn.
    static let checkedDeclarationLimit = 4

    /// Runs the enabled rules over the module's manifest and type index (built once, by the run's
    /// modules phase), on up to `jobs` threads: a module as large as a whole app is checked on
    /// every core, not on one while the others wait. The findings come before suppression
    /// comments and configuration, with every path (related locations' too) the one the user named.
    package func check(_ module: ScannedModule, manifest: Manifest, index: TypeIndex, jobs: Int = 1) -> [Finding] {
        let rules = RuleRegistry.rules.filter { enabledRuleIdentifiers.contains(type(of: $0).description.identifier) }
        // A type declared more than once is checked once with each declaration: the manifest
        // records the first, but a mistake in another is no less real. With no rule to run
        // (every rule disabled), or where no declaration names an App Intents family (every
        // choice's manifest is empty), the other declarations' manifests are not built.
        let declarationCount = rules.isEmpty || !index.namesAnyFamily ? 1 : min(index.repeatedDeclarations.values.map(\.count).max() ?? 1, Linter.checkedDeclarationLimit)
        let alternatives = Parallel.map(Array(1..<declarationCount), jobs: jobs) { choice in
            ManifestBuilder.build(module, chosenDeclarations: index.repeatedDeclarations.filter { $0.value.count > choice }.mapValues { _ in choice })
        }
        let contexts = ([(manifest, index)] + alternatives).map { LintContext(manifest: $0, index: $1, module: module) }
        // Each rule with each choice is a piece of work of its own; their findings are one set,
        // so the order they end in changes nothing.
        let checks = contexts.flatMap { context in rules.map { (context: context, rule: $0) } }
        var ruleFindings = Set<Finding>()
        for findings in Parallel.map(checks, jobs: jobs, { $0.rule.check($0.context) }) { ruleFindings.formUnion(findings) }
        // Rules name files by the manifest's paths; reports by the paths the user named.
        var displayPaths: [String: String] = [:]
        for file in module.files { displayPaths[file.path] = file.displayPath }
        for file in module.localizationFiles { displayPaths[file.path] = file.displayPath }
        return ruleFindings.sorted(by: Finding.ordered).map { finding in
            var shown = finding
            shown.file = displayPaths[finding.file] ?? finding.file
            for position in shown.related.indices {
                shown.related[position].file = displayPaths[shown.related[position].file] ?? shown.related[position].file
            }
            return shown
        }
    }

    /// A file whose `lint-intents:` comments apply to the findings in it.
    public struct CommentedFile: Sendable {
        /// As the user named it, as findings name it.
        package var displayPath: String
        package var directives: [CommentDirective]
        package var lineCount: Int

        package init(displayPath: String, directives: [CommentDirective], lineCount: Int) {
            self.displayPath = displayPath
            self.directives = directives
            self.lineCount = lineCount
        }
    }

    /// The commented files of a module: its Swift files and its strings files (a catalog has no comments).
    package static func commentedFiles(of module: ScannedModule) -> [CommentedFile] {
        module.files.map { CommentedFile(displayPath: $0.displayPath, directives: $0.directives, lineCount: $0.lineCount) }
            + module.localizationFiles.map { CommentedFile(displayPath: $0.displayPath, directives: $0.directives, lineCount: $0.lineCount) }
    }

    /// The last pass over a run's findings, every module's and every app's at once: each file's
    /// suppression comments (a comment is used when it suppresses a finding of any module that
    /// compiles the file), the diagnostics about the comments themselves, the rules the
    /// configuration enables, their severities, and each finding's line text for baselines.
    /// - Parameters:
    ///   - files: every commented file of the run; a file several modules compile may repeat.
    ///   - lineText: the text of a line of a file (by display path), for baselines.
    package func finish(_ findings: [Finding], files: [CommentedFile], lineText: (String, Int) -> String) -> [Finding] {
        let ranRules = Set((RuleRegistry.rules.map { type(of: $0).description } + RuleRegistry.appRules.map { type(of: $0).description })
            .map(\.identifier).filter(enabledRuleIdentifiers.contains))
        // Each place of a finding is suppressed in its own file: the finding itself, and the
        // same mistake in each other localization (a comment in `fr.lproj` silences the French one).
        var placesByFile: [String: [(finding: Int, place: Int, probe: Finding)]] = [:]
        for (position, finding) in findings.enumerated() {
            placesByFile[finding.file, default: []].append((position, -1, finding))
            for (index, related) in finding.related.enumerated() where related.kind == .localization {
                var probe = finding
                probe.file = related.file
                probe.location = related.location
                placesByFile[related.file, default: []].append((position, index, probe))
            }
        }
        var suppressed: [Int: Set<Int>] = [:]
        var diagnostics: [Finding] = []
        var seen: Set<String> = []
        for file in files where seen.insert(file.displayPath).inserted {
            var filter = SuppressionFilter(directives: file.directives, file: file.displayPath, lineCount: file.lineCount,
                                           knownRules: RuleRegistry.allIdentifiers)
            let places = placesByFile[file.displayPath] ?? []
            for position in filter.suppressedPositions(places.map(\.probe)) {
                suppressed[places[position].finding, default: []].insert(places[position].place)
            }
            diagnostics += filter.diagnostics + filter.unusedSuppressions(file: file.displayPath, ranRules: ranRules)
        }
        var finished: [Finding] = diagnostics
        for (position, finding) in findings.enumerated() {
            guard let gone = suppressed[position] else {
                finished.append(finding)
                continue
            }
            // What is left of a finding some of whose places are silenced: a silenced finding
            // place takes the other targets' view of it along; a localization left leads.
            var kept = finding
            let related = finding.related.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
            if gone.contains(-1) {
                guard let lead = related.firstIndex(where: { $0.kind == .localization }) else { continue }
                kept.file = related[lead].file
                kept.location = related[lead].location
                kept.related = related.enumerated().filter { $0.offset != lead && $0.element.kind != .target }.map(\.element)
            } else {
                kept.related = related
            }
            finished.append(kept)
        }
        finished = finished.filter { enabledRuleIdentifiers.contains($0.ruleIdentifier) }.sorted(by: Finding.ordered)
        for position in finished.indices {
            // A message quoting a multi-line expression is still one line in every report.
            finished[position].message = QuotedText.singleLine(finished[position].message)
            if let severity = severityOverrides[finished[position].ruleIdentifier] {
                finished[position].severity = severity
            }
            // Findings on one line share one copy of its text: a copy each would cost a long
            // line's length times the number of findings on it, in time and in memory.
            if position > 0, finished[position - 1].location.line == finished[position].location.line,
               finished[position - 1].file == finished[position].file {
                finished[position].lineText = finished[position - 1].lineText
            } else {
                finished[position].lineText = lineText(finished[position].file, finished[position].location.line)
            }
        }
        return finished
    }

    /// One module linted on its own, from manifest to finished findings (the tests and the fuzz
    /// target lint one module so).
    /// - Parameter lineText: the text of a line of a file (by display path), for baselines.
    public func lint(_ module: ScannedModule, lineText: (String, Int) -> String = { _, _ in "" }) -> Result {
        let (manifest, index) = ManifestBuilder.build(module)
        let findings = check(module, manifest: manifest, index: index)
        return Result(findings: finish(findings, files: Linter.commentedFiles(of: module), lineText: lineText), manifest: manifest)
    }

    /// Findings for files that could not be read.
    package func findings(for problems: [FileProblem]) -> [Finding] {
        guard enabledRuleIdentifiers.contains(UnreadableFile.description.identifier) else { return [] }
        let severity = severityOverrides[UnreadableFile.description.identifier] ?? UnreadableFile.description.severity
        return problems.map {
            Finding(ruleIdentifier: UnreadableFile.description.identifier, severity: severity, message: $0.message,
                    file: $0.path, location: $0.location)
        }
    }
}

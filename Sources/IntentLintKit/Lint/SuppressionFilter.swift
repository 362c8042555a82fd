/// Applies a file's `lint-intents:` comments to its findings, and reports comments that
/// are invalid or suppress nothing.
///
/// `disable:next`, `disable:this` and `disable:previous` cover one line; `disable` covers
/// every line up to a matching `enable` (or the end of the file). `all` stands for every rule.
struct SuppressionFilter {
    static let commands: Set<String> = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]

    /// One rule id of one directive, and the lines it covers.
    private struct Region {
        var directive: CommentDirective
        var ruleIdentifier: String
        var lines: ClosedRange<Int>
        var suppressedSomething = false

        func covers(_ finding: Finding) -> Bool {
            lines.contains(finding.location.line) && (ruleIdentifier == "all" || ruleIdentifier == finding.ruleIdentifier)
        }
    }

    private var regions: [Region] = []
    /// Findings about the directives themselves.
    private(set) var diagnostics: [Finding] = []

    /// - Parameters:
    ///   - knownRules: every rule id a comment may name.
    init(directives: [CommentDirective], file: String, lineCount: Int, knownRules: Set<String>) {
        var openRegions: [Int] = []
        for directive in directives {
            let line = directive.location.line
            guard SuppressionFilter.commands.contains(directive.command) else {
                diagnostics.append(Finding(
                    ruleIdentifier: InvalidSuppression.description.identifier, severity: InvalidSuppression.description.severity,
                    message: "Unknown suppression command `lint-intents:\(directive.command)`; use `disable`, `enable`, `disable:next`, `disable:this` or `disable:previous`",
                    file: file, location: directive.location))
                continue
            }
            if directive.ruleIdentifiers.isEmpty {
                diagnostics.append(Finding(
                    ruleIdentifier: InvalidSuppression.description.identifier, severity: InvalidSuppression.description.severity,
                    message: "`lint-intents:\(directive.command)` names no rule; name the rule ids to suppress, or `all`",
                    file: file, location: directive.location))
                continue
            }
            for identifier in directive.ruleIdentifiers {
                guard identifier == "all" || knownRules.contains(identifier) else {
                    let suggestion = ClosestMatch.find(identifier, in: knownRules).map { "; did you mean `\($0)`?" } ?? ""
                    diagnostics.append(Finding(
                        ruleIdentifier: InvalidSuppression.description.identifier, severity: InvalidSuppression.description.severity,
                        message: "`lint-intents:\(directive.command)` names the unknown rule `\(identifier)`\(suggestion)",
                        file: file, location: directive.location))
                    continue
                }
                switch directive.command {
                case "disable:next":
                    regions.append(Region(directive: directive, ruleIdentifier: identifier, lines: (line + 1)...(line + 1)))
                case "disable:this":
                    regions.append(Region(directive: directive, ruleIdentifier: identifier, lines: line...line))
                case "disable:previous":
                    regions.append(Region(directive: directive, ruleIdentifier: identifier, lines: max(1, line - 1)...max(1, line - 1)))
                case "disable":
                    regions.append(Region(directive: directive, ruleIdentifier: identifier, lines: line...max(line, lineCount)))
                    openRegions.append(regions.count - 1)
                default:
                    // `enable` ends the open `disable` regions it names.
                    for index in openRegions where identifier == "all" || regions[index].ruleIdentifier == identifier {
                        let start = regions[index].lines.lowerBound
                        regions[index].lines = start...max(start, line)
                    }
                    openRegions.removeAll { identifier == "all" || regions[$0].ruleIdentifier == identifier }
                }
            }
        }
    }

    /// Whether a suppression covers the finding; marks the suppression as used.
    mutating func suppresses(_ finding: Finding) -> Bool {
        var suppressed = false
        for index in regions.indices where regions[index].covers(finding) {
            regions[index].suppressedSomething = true
            suppressed = true
        }
        return suppressed
    }

    /// Suppressions of rules that ran and found nothing to suppress.
    func unusedSuppressions(file: String, ranRules: Set<String>) -> [Finding] {
        regions.filter { !$0.suppressedSomething && ($0.ruleIdentifier == "all" || ranRules.contains($0.ruleIdentifier)) }.map { region in
            Finding(ruleIdentifier: UnusedSuppression.description.identifier, severity: UnusedSuppression.description.severity,
                    message: "`lint-intents:\(region.directive.command) \(region.ruleIdentifier)` suppresses nothing; remove it",
                    file: file, location: region.directive.location)
        }
    }
}

/// The known name closest to a misspelled one, for "did you mean" hints.
enum ClosestMatch {
    static func find(_ name: String, in candidates: some Collection<String>) -> String? {
        let scored = candidates.map { ($0, distance(name, $0)) }.min { ($0.1, $0.0) < ($1.1, $1.0) }
        guard let (best, score) = scored, score <= max(2, name.count / 3) else { return nil }
        return best
    }

    /// Levenshtein distance.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}

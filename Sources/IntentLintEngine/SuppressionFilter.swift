import IntentLintSupport
import IntentLintSyntax
import IntentLintCore
import IntentLintRules

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
    }

    private var regions: [Region] = []
    /// Findings about the directives themselves.
    private(set) var diagnostics: [Finding] = []

    /// - Parameters:
    ///   - knownRules: every rule id a comment may name.
    init(directives: [CommentDirective], file: String, lineCount: Int, knownRules: Set<String>) {
        // Open `disable` regions by rule id, so an `enable` looks only at its own.
        var openRegions: [String: [Int]] = [:]
        // Made at the first unknown rule id: most files have none.
        var closestMatch: ClosestMatch?
        for directive in directives {
            let line = directive.location.line
            guard SuppressionFilter.commands.contains(directive.command) else {
                diagnostics.append(Finding(
                    ruleIdentifier: InvalidSuppression.description.identifier, severity: InvalidSuppression.description.severity,
                    message: InvalidSuppression.Message.unknownSuppressionCommand(directive.command).text,
                    file: file, location: directive.location))
                continue
            }
            if directive.ruleIdentifiers.isEmpty {
                diagnostics.append(Finding(
                    ruleIdentifier: InvalidSuppression.description.identifier, severity: InvalidSuppression.description.severity,
                    message: InvalidSuppression.Message.suppressionNamesNoRule(command: directive.command).text,
                    file: file, location: directive.location))
                continue
            }
            for identifier in directive.ruleIdentifiers {
                guard identifier == "all" || knownRules.contains(identifier) else {
                    closestMatch = closestMatch ?? ClosestMatch(knownRules)
                    diagnostics.append(Finding(
                        ruleIdentifier: InvalidSuppression.description.identifier, severity: InvalidSuppression.description.severity,
                        message: InvalidSuppression.Message.suppressionNamesUnknownRule(identifier, command: directive.command,
                                                                            closestMatch: closestMatch?.find(identifier)).text,
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
                    openRegions[identifier, default: []].append(regions.count - 1)
                default:
                    // `enable` ends the open `disable` regions it names.
                    let ended = identifier == "all" ? openRegions.values.flatMap { $0 } : openRegions[identifier] ?? []
                    for index in ended {
                        let start = regions[index].lines.lowerBound
                        regions[index].lines = start...max(start, line)
                    }
                    if identifier == "all" { openRegions.removeAll() } else { openRegions[identifier] = nil }
                }
            }
        }
    }

    /// The positions in `findings` that a suppression covers; marks those suppressions used.
    ///
    /// One sweep down the lines: a region joins when the sweep reaches its first line, and
    /// leaves the moment a finding of its rule finds it used or behind. So thousands of
    /// suppressions and findings in one file cost their number, not its square.
    mutating func suppressedPositions(_ findings: [Finding]) -> Set<Int> {
        let regionOrder = regions.indices.sorted { regions[$0].lines.lowerBound < regions[$1].lines.lowerBound }
        var nextRegion = 0
        // Regions the sweep has reached, by rule id, until a finding of that rule uses them
        // or finds them behind.
        var reached: [String: [Int]] = [:]
        // The furthest line a reached region covers, by rule id.
        var reach: [String: Int] = [:]
        var isSuppressed = [Bool](repeating: false, count: findings.count)
        for position in findings.indices.sorted(by: { findings[$0].location.line < findings[$1].location.line }) {
            let line = findings[position].location.line
            while nextRegion < regionOrder.count, regions[regionOrder[nextRegion]].lines.lowerBound <= line {
                let region = regions[regionOrder[nextRegion]]
                reached[region.ruleIdentifier, default: []].append(regionOrder[nextRegion])
                reach[region.ruleIdentifier] = max(reach[region.ruleIdentifier] ?? 0, region.lines.upperBound)
                nextRegion += 1
            }
            for rule in [findings[position].ruleIdentifier, "all"] where reach[rule].map({ $0 >= line }) ?? false {
                isSuppressed[position] = true
                // Every reached region of the rule that is not behind covers this line.
                for index in reached.removeValue(forKey: rule) ?? [] where regions[index].lines.upperBound >= line {
                    regions[index].suppressedSomething = true
                }
            }
        }
        return Set(findings.indices.filter { isSuppressed[$0] })
    }

    /// Suppressions of rules that ran and found nothing to suppress.
    func unusedSuppressions(file: String, ranRules: Set<String>) -> [Finding] {
        regions.filter { !$0.suppressedSomething && ($0.ruleIdentifier == "all" || ranRules.contains($0.ruleIdentifier)) }.map { region in
            Finding(ruleIdentifier: UnusedSuppression.description.identifier, severity: UnusedSuppression.description.severity,
                    message: UnusedSuppression.Message.suppressionSuppressesNothing(command: region.directive.command, rule: region.ruleIdentifier).text,
                    file: file, location: region.directive.location)
        }
    }
}

import IntentLintManifest
import IntentLintCore
import IntentLintRules

/// Runs the app rules over one app: pure, like `Linter`; its caller builds each member's
/// manifest and filters the findings (suppressions, configuration) with the modules' own.
package enum AppLinter {
    /// What the app rules found in one app, and what each could not check there.
    package struct Result: Sendable {
        package var findings: [Finding]
        /// Each rule that said it could not check the app (`AppLintContext.cannotCheck`), with
        /// its reasons in the order given, in the registry's order.
        package var notChecked: [(rule: String, reasons: [String])]
    }

    package static func check(_ context: AppLintContext, enabledRuleIdentifiers: Set<String>) -> Result {
        var findings: [Finding] = []
        var notChecked: [(rule: String, reasons: [String])] = []
        for rule in RuleRegistry.appRules {
            let identifier = type(of: rule).description.identifier
            guard enabledRuleIdentifiers.contains(identifier) else { continue }
            var own = context
            own.unchecked = UncheckedReasons()
            findings += rule.check(own)
            let reasons = own.unchecked.said
            if !reasons.isEmpty { notChecked.append((identifier, reasons)) }
        }
        return Result(findings: findings.sorted(by: Finding.ordered), notChecked: notChecked)
    }
}

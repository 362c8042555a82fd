import IntentLintManifest
import IntentLintCore

/// Runs the app rules over one app: pure, like `Linter`; its caller builds each member's
/// manifest and filters the findings (suppressions, configuration) with the modules' own.
package enum AppLinter {
    package static func findings(_ context: AppLintContext, enabledRuleIdentifiers: Set<String>) -> [Finding] {
        RuleRegistry.appRules.filter { enabledRuleIdentifiers.contains(type(of: $0).description.identifier) }
            .flatMap { $0.check(context) }
            .sorted(by: Finding.ordered)
    }
}

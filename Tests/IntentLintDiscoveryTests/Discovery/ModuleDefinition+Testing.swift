@testable import IntentLintDiscovery

extension ModuleDefinition {
    /// The definition with no excluded paths, for comparing with one written out in a test
    /// whose excluded paths are checked on their own.
    var withoutExcludedPaths: ModuleDefinition {
        var definition = self
        definition.excludedPaths = []
        return definition
    }
}

import AppIntents

enum TravelTrackingApp {
    /// Registers what intents and queries reach through `@Dependency`, before the first
    /// intent can run.
    static func registerDependencies() {
        AppDependencyManager.shared.add { ModelData() }
    }
}

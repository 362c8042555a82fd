import AppIntents

struct RotatingWallpaperWidgetIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Rotating Wallpaper"
    static var description = IntentDescription("Shows a new wallpaper from a collection every so often.")

    @Parameter(title: "Collection")
    var collection: WallpaperCollection?

    @Parameter(title: "Every", default: "Hour", optionsProvider: RotationIntervalOptionsProvider())
    var interval: String

    static var parameterSummary: some ParameterSummary {
        Summary("Rotate \(\.$collection) every \(\.$interval)")
    }
}

struct RotationIntervalOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        ["Hour", "Day", "Week"]
    }
}

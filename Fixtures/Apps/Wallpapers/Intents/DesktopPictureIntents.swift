import AppIntents

#if os(macOS)
struct SetDesktopPictureIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Desktop Picture"

    @Parameter(title: "Wallpaper")
    var wallpaper: WallpaperAssetEntity

    @Parameter(title: "All Displays", default: true)
    var appliesToAllDisplays: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Set \(\.$wallpaper) as the desktop picture") {
            \.$appliesToAllDisplays
        }
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
#elseif os(iOS)
struct SetLockScreenPhotoIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Lock Screen Photo"

    @Parameter(title: "Wallpaper")
    var wallpaper: WallpaperAssetEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Set \(\.$wallpaper) on the Lock Screen")
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
#endif

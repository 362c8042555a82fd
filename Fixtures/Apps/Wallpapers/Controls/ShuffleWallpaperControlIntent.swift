import AppIntents

struct ShuffleWallpaperControlIntent: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Shuffle Wallpaper Control"

    @Parameter(title: "Collection")
    var collection: WallpaperCollection?
}

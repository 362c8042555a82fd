import AppIntents

@AppIntent(schema: .photos.openAsset)
struct OpenWallpaperAssetIntent: OpenIntent {
    @Parameter
    var target: WallpaperAssetEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        AppRouter.shared.open(wallpaperID: target.id)
        return .result()
    }
}

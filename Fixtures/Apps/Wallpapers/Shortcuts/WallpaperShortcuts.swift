import AppIntents

struct WallpaperShortcuts: AppShortcutsProvider {
	static var appShortcuts: [AppShortcut] {
		AppShortcut(
			intent: OpenCollectionIntent(),
			phrases: [
				"Open \(\.$collection) in \(.applicationName)",
				"Show my \(.applicationName) collections",
			],
			shortTitle: "Open Collection",
			systemImageName: "photo.on.rectangle"
		)
		if #available(iOS 18.0, *) {
			AppShortcut(
				intent: SetWallpaperIntent(),
				phrases: ["Set a wallpaper from \(\.$collection) with \(.applicationName)"],
				shortTitle: "Set Wallpaper",
				systemImageName: "iphone"
			)
		} else {
			AppShortcut(
				intent: OpenCollectionIntent(),
				phrases: ["Browse wallpapers in \(.applicationName)"],
				shortTitle: "Browse",
				systemImageName: "square.grid.2x2"
			)
		}
		AppShortcut(
			intent: ShuffleWallpaperIntent(),
			phrases: ["Shuffle my \(.applicationName) wallpaper"],
			shortTitle: "Shuffle",
			systemImageName: "shuffle"
		)
	}

	static var shortcutTileColor: ShortcutTileColor = .purple

	static var negativePhrases: [NegativeAppShortcutPhrase] {
		[
			"Set an alarm",
			"Take a photo",
		]
	}
}

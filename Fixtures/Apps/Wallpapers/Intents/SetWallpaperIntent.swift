import AppIntents

struct SetWallpaperIntent: AppIntent {
	static var title: LocalizedStringResource = "Set Wallpaper"
	static var description = IntentDescription(
		"Sets a wallpaper from a collection on the Home and Lock Screens.",
		categoryName: "Wallpapers",
		resultValueName: "Wallpaper"
	)

	@Parameter(title: "Collection", requestValueDialog: "Which collection should I pick from?")
	var collection: WallpaperCollection

	@Parameter(title: "Quality", default: .high)
	var quality: WallpaperQuality

	@Parameter(title: "Lock Screen Too", default: true)
	var appliesToLockScreen: Bool

	static var parameterSummary: some ParameterSummary {
		Switch(\.$quality) {
			Case(.max) {
				Summary("Set a maximum-quality wallpaper from \(\.$collection)") {
					\.$appliesToLockScreen
				}
			}
			DefaultCase {
				Summary("Set a wallpaper from \(\.$collection)") {
					\.$quality
					\.$appliesToLockScreen
				}
			}
		}
	}

	func perform() async throws -> some IntentResult & ReturnsValue<WallpaperAssetEntity> & ProvidesDialog {
		guard let record = await CollectionStore.shared.wallpapers(in: collection.id).randomElement() else {
			throw WallpaperError.emptyCollection
		}
		await CollectionStore.shared.markUsed(collection.id)
		return .result(value: WallpaperAssetEntity(record: record), dialog: "Enjoy \(record.title).")
	}
}

enum WallpaperError: Error {
	case emptyCollection
}

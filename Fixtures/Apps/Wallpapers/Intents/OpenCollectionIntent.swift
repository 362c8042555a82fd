import AppIntents

struct OpenCollectionIntent: AppIntent {
	static var title: LocalizedStringResource = "Open Collection"
	static var openAppWhenRun = true // hand display work back to the app

	@Parameter(title: "Collection")
	var collection: WallpaperCollection

	static var parameterSummary: some ParameterSummary {
		Summary("Open \(\.$collection)")
	}

	@MainActor
	func perform() async throws -> some IntentResult {
		AppRouter.shared.open(collectionID: collection.id)
		return .result()
	}
}

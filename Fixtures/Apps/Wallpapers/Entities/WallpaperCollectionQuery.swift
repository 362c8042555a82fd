import AppIntents

struct WallpaperCollectionQuery: EntityStringQuery {
	// Rebuild entities from identifiers. Called every time a saved shortcut re-resolves.
	func entities(for identifiers: [String]) async throws -> [WallpaperCollection] {
		let all = await CollectionStore.shared.load()
		let map = Dictionary(uniqueKeysWithValues: all.map { ($0.stableSlug, $0) })
		return identifiers.compactMap { map[$0] }.map(WallpaperCollection.init(record:))
	}

	// The first candidates shown in the parameter editor: the most recently used.
	func suggestedEntities() async throws -> [WallpaperCollection] {
		let all = await CollectionStore.shared.load()
		return all.sorted { $0.lastUsedAt > $1.lastUsedAt }.prefix(10).map(WallpaperCollection.init(record:))
	}

	// Narrow by what Siri heard; fold case differences away.
	func entities(matching string: String) async throws -> [WallpaperCollection] {
		let all = await CollectionStore.shared.load()
		let needle = string.lowercased()
		return all.filter { $0.name.lowercased().contains(needle) }.map(WallpaperCollection.init(record:))
	}
}

import Foundation

/// One collection of the catalog as the server sends it. `stableSlug` is assigned when the
/// collection is created and never reused, so saved shortcuts keep pointing at it.
struct CollectionRecord: Sendable, Hashable {
	let stableSlug: String
	var name: String
	var count: Int
	var lastUsedAt: Date
	var isPremium: Bool
}

struct WallpaperRecord: Sendable, Hashable {
	let assetID: String
	var collectionSlug: String
	var title: String
	var isVideo: Bool
	var isFavorite: Bool
	var addedAt: Date
}

actor CollectionStore {
	static let shared = CollectionStore()

	private var collections: [CollectionRecord] = []
	private var wallpapers: [WallpaperRecord] = []

	func load() -> [CollectionRecord] {
		collections
	}

	func wallpapers(in slug: String) -> [WallpaperRecord] {
		wallpapers.filter { $0.collectionSlug == slug }
	}

	func wallpapers(withIDs ids: [String]) -> [WallpaperRecord] {
		wallpapers.filter { ids.contains($0.assetID) }
	}

	func recentWallpapers(limit: Int) -> [WallpaperRecord] {
		Array(wallpapers.sorted { $0.addedAt > $1.addedAt }.prefix(limit))
	}

	func markUsed(_ slug: String) {
		guard let position = collections.firstIndex(where: { $0.stableSlug == slug }) else { return }
		collections[position].lastUsedAt = Date()
	}
}

@MainActor
final class AppRouter {
	static let shared = AppRouter()

	private(set) var openCollectionID: String?
	private(set) var openWallpaperID: String?

	func open(collectionID: String) {
		openCollectionID = collectionID
	}

	func open(wallpaperID: String) {
		openWallpaperID = wallpaperID
	}
}

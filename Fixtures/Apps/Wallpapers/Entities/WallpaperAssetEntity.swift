import AppIntents
import Foundation

@AppEntity(schema: .photos.asset)
struct WallpaperAssetEntity {
	// MARK: Static

	static let defaultQuery = WallpaperAssetQuery()

	// MARK: Properties

	let id: String
	var title: String?
	var creationDate: Date?
	var assetType: WallpaperAssetType?
	var isFavorite: Bool
	var hasSuggestedEdits: Bool

	var displayRepresentation: DisplayRepresentation {
		DisplayRepresentation(title: "\(title ?? "Wallpaper")")
	}

	init(record: WallpaperRecord) {
		id = record.assetID
		title = record.title
		creationDate = record.addedAt
		assetType = record.isVideo ? .video : .photo
		isFavorite = record.isFavorite
		hasSuggestedEdits = false
	}

	// MARK: Query

	struct WallpaperAssetQuery: EntityQuery {
		func entities(for identifiers: [WallpaperAssetEntity.ID]) async throws -> [WallpaperAssetEntity] {
			await CollectionStore.shared.wallpapers(withIDs: identifiers).map(WallpaperAssetEntity.init(record:))
		}

		func suggestedEntities() async throws -> [WallpaperAssetEntity] {
			await CollectionStore.shared.recentWallpapers(limit: 20).map(WallpaperAssetEntity.init(record:))
		}
	}
}

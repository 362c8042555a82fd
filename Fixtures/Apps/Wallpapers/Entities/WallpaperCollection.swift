import AppIntents

struct WallpaperCollection: AppEntity {
	// Stable identifier: the data's persistent slug, not an array index.
	let id: String
	let name: String
	let itemCount: Int

	static var typeDisplayRepresentation: TypeDisplayRepresentation {
		TypeDisplayRepresentation(name: "Wallpaper Collection")
	}

	var displayRepresentation: DisplayRepresentation {
		DisplayRepresentation(
			title: "\(name)",
			subtitle: "\(itemCount) images"
		)
	}

	static var defaultQuery = WallpaperCollectionQuery()

	init(record: CollectionRecord) {
		id = record.stableSlug
		name = record.name
		itemCount = record.count
	}
}

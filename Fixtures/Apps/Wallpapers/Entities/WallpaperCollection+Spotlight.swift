import AppIntents

extension WallpaperCollection: IndexedEntity {
	var attributeSet: CSSearchableItemAttributeSet {
		let attributes = CSSearchableItemAttributeSet()
		attributes.title = name
		attributes.contentDescription = "\(itemCount)-image collection"
		return attributes
	}
}

import AppIntents

/// A fixed setting, so an AppEnum fits; collections grow daily and are entities instead.
enum WallpaperQuality: String, AppEnum {
	case standard
	case high
	case max

	static var typeDisplayRepresentation: TypeDisplayRepresentation = "Wallpaper Quality"

	static var caseDisplayRepresentations: [WallpaperQuality: DisplayRepresentation] = [
		.standard: "Standard",
		.high: "High",
		.max: DisplayRepresentation(title: "Maximum", subtitle: "Uses more storage"),
	]
}

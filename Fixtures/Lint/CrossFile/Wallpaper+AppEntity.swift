import AppIntents

extension Wallpaper: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Wallpaper"
    static var defaultQuery = WallpaperQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

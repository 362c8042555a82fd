import AppIntents

struct WallpaperQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [Wallpaper] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [Wallpaper] {
        let names = await Catalog.shared.names()
        var wallpapers: [Wallpaper] = []
        for index in names.indices {
            wallpapers.append(Wallpaper(id: index, name: names[index])) // expect: index-based-entity-id
        }
        return wallpapers
    }
}

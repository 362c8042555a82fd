import AppIntents

@AppEnum(schema: .photos.assetType)
enum WallpaperAssetType: String {
    case photo
    case video
    case livePhoto = "live-photo"

    static let caseDisplayRepresentations: [WallpaperAssetType: DisplayRepresentation] = [
        .photo: "Photo",
        .video: "Video",
        .livePhoto: "Live Photo",
    ]
}

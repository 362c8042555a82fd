import AppIntents

/// The interactive snippet `GetCrowdStatusIntent` shows; the system runs it, people do not.
struct LandmarkSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Landmark Snippet"
    static let isDiscoverable = false

    @Parameter(title: "Landmark")
    var landmark: LandmarkEntity
}

import AppIntents

// A type another module declares (here the stub's), made an entity by this module, as an app makes
// a shared framework's type one: the compiler lists it among this module's types.
extension SemanticContentDescriptor: @retroactive AppEntity {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Capture"
    public var id: String { labels.joined(separator: ",") }
    public var displayRepresentation: DisplayRepresentation { "Capture" }
}

struct DescribeCaptureIntent: AppIntent {
    static var title: LocalizedStringResource = "Describe Capture"

    @Parameter(title: "Capture")
    var capture: SemanticContentDescriptor

    func perform() async throws -> some IntentResult { .result() }
}

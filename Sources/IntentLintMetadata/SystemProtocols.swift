import IntentLintSupport

/// The identifiers `systemProtocols` and `systemProtocolMetadata` give the framework protocols an
/// intent or an entity adopts. Each row is a real file's record of a type adopting the protocol
/// (docs/metadata.md names the file); a protocol no file on record shows is not written.
enum SystemProtocols {
    private static let intentPrefix = "com.apple.link.systemProtocol."
    private static let entityPrefix = "com.apple.appintents.entity."

    /// An intent's protocols, each with the identifiers its adoption writes. An audio recording
    /// intent also starts audio and a session, as the framework's protocol refines those.
    static let intentProtocols: [String: [String]] = [
        "OpenIntent": ["OpenEntity"],
        "DeleteIntent": ["DeleteEntity"],
        "URLRepresentableIntent": ["URLRepresentable"],
        "ForegroundContinuableIntent": ["ForegroundContinuable"],
        "ControlConfigurationIntent": ["ControlConfiguration"],
        "SetValueIntent": ["SetValue"],
        "LiveActivityIntent": ["SessionStarting"],
        "AudioPlaybackIntent": ["AudioStarting"],
        "AudioRecordingIntent": ["AudioRecording", "SessionStarting", "AudioStarting"],
        "ShowInAppSearchResultsIntent": ["Search"],
    ]

    static let entityProtocols: [String: String] = [
        "IndexedEntity": "Indexed",
        "URLRepresentableEntity": "URLRepresentable",
    ]

    /// The identifiers of an intent adopting `protocols` (App Intents protocols, without module),
    /// sorted and each once.
    static func intentIdentifiers(_ protocols: [String]) -> [String] {
        Set(protocols.flatMap { intentProtocols[$0] ?? [] }).sorted().map { intentPrefix + $0 }
    }

    static func entityIdentifiers(_ protocols: [String]) -> [String] {
        Set(protocols.compactMap { entityProtocols[$0] }).sorted().map { entityPrefix + $0 }
    }

    /// `systemProtocolMetadata`: each identifier followed by its (empty) details.
    static func metadata(_ identifiers: [String]) -> JSONValue {
        .array(identifiers.flatMap { [JSONValue.string($0), .object(["empty": .object([:])])] })
    }
}

import AppIntents

/// Registers the Landmarks kit's intents and entities with the App Intents runtime.
public struct LandmarksKitPackage: AppIntentsPackage {}

import AppIntents

// TravelKit registers its App Intents types, and the app and the widget include it.
public struct TravelKitPackage: AppIntentsPackage {}

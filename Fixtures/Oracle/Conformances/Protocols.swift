import AppIntents

// Ways a type becomes an intent, entity, enum or query without naming the protocol
// directly. The compiler follows all of them; so must the manifest.

/// A composition: conforming to it conforms to both.
typealias OrderingIntent = AppIntent & PredictableIntent

/// The app's own refinement.
protocol FeatureIntent: AppIntent {}

protocol CatalogEntity: AppEntity {}

extension FeatureIntent {
    static var description: IntentDescription? { IntentDescription("Shared by every feature intent.") }
}

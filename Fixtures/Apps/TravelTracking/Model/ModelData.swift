import Foundation

/// The app's data, shared with App Intents through `AppDependencyManager`.
final class ModelData: @unchecked Sendable {
    private(set) var landmarks: [Landmark] = []
    private(set) var collections: [LandmarkCollection] = []
    private(set) var favoriteIDs: Set<Landmark.ID> = []
    private var lastKnownLocation: (latitude: Double, longitude: Double)?

    func landmarks(for identifiers: [Landmark.ID]) -> [Landmark] {
        landmarks.filter { identifiers.contains($0.id) }
    }

    func favoriteLandmarks() -> [Landmark] {
        landmarks.filter { favoriteIDs.contains($0.id) }
    }

    func landmarks(matching text: String) -> [Landmark] {
        landmarks.filter {
            $0.name.localizedCaseInsensitiveContains(text) || $0.description.localizedCaseInsensitiveContains(text)
        }
    }

    func collections(for identifiers: [LandmarkCollection.ID]) -> [LandmarkCollection] {
        collections.filter { identifiers.contains($0.id) }
    }

    func findClosestLandmark() async throws -> Landmark {
        guard let location = lastKnownLocation else { throw ModelError.locationUnavailable }
        let sorted = landmarks.sorted {
            distance($0, location) < distance($1, location)
        }
        guard let closest = sorted.first else { throw ModelError.noLandmarks }
        return closest
    }

    func crowdStatus(of landmark: Landmark) async -> Int {
        landmark.name.count % 5
    }

    func isOpen(_ landmark: Landmark) async -> Bool {
        true
    }

    private func distance(_ landmark: Landmark, _ location: (latitude: Double, longitude: Double)) -> Double {
        let latitude = landmark.latitude - location.latitude
        let longitude = landmark.longitude - location.longitude
        return (latitude * latitude + longitude * longitude).squareRoot()
    }
}

enum ModelError: Error {
    case locationUnavailable, noLandmarks
}

import Foundation

struct Landmark: Identifiable, Hashable, Sendable {
    /// The catalog's own identifier, stable across app versions.
    let id: Int
    let name: String
    let description: String
    let continent: String
    let imageName: String
    let latitude: Double
    let longitude: Double
}

struct LandmarkCollection: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
    var landmarkIDs: [Landmark.ID]
}

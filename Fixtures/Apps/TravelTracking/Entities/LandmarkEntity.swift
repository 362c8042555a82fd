import AppIntents
import Foundation

struct LandmarkEntity: IndexedEntity {
    var id: Int { landmark.id }

    @ComputedProperty(indexingKey: \.displayName)
    var name: String { landmark.name }

    @ComputedProperty(indexingKey: \.contentDescription)
    var description: String { landmark.description }

    @Property(title: "Continent")
    var continent: String

    @DeferredProperty(title: "Crowd Status")
    var crowdStatus: Int {
        get async throws {
            await ModelData().crowdStatus(of: landmark)
        }
    }

    let landmark: Landmark

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Landmark")

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(continent)", image: .init(named: landmark.imageName))
    }

    static let defaultQuery = LandmarkEntityQuery()

    init(landmark: Landmark) {
        self.landmark = landmark
        continent = landmark.continent
    }
}

import AppIntents

/// The website's page of each landmark opens it in the app, as a universal link.
extension LandmarkEntity: URLRepresentableEntity {
    static var urlRepresentation: URLRepresentation {
        "https://landmarks.example.com/landmark/\(\.id)"
    }
}

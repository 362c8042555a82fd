@MainActor
final class Navigator {
    static let shared = Navigator()

    private(set) var path: [Landmark.ID] = []
    private(set) var selectedSection: NavigationOption = .landmarks

    func navigate(to section: NavigationOption) {
        selectedSection = section
        path = []
    }

    func show(_ landmark: Landmark) {
        path.append(landmark.id)
    }
}

import AppIntents
import RoutesKit

struct FollowRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Follow Route"

    @Parameter(title: "Route")
    var route: RouteEntity

    func perform() async throws -> some IntentResult { .result() }
}

import SwiftUI
import AppIntents
@main struct SubjectApp: App {
    var body: some Scene { WindowGroup { Text("Intents input adapter fixture") } }
}
struct HostProbeIntent: AppIntent {
    static let title: LocalizedStringResource = "Host input probe"
    static let openAppWhenRun = false
    @Parameter(title: "Sample") var sample: String
    func perform() async throws -> some IntentResult {
        try rejectBusinessDispatch()
        return .result()
    }
    private func rejectBusinessDispatch() throws { throw ProbePerformForbidden() }
}
struct ProbePerformForbidden: Error {}
import Foundation
// Metadata only; never invoked.
// Never invoked for business proof.
enum MetadataFixtureMode: String, AppEnum {
    case fast, careful
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Fixture mode"
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.fast: "Fast", .careful: "Careful"]
}
struct MetadataCodecParametersIntent: AppIntent {
    static let title: LocalizedStringResource = "Metadata codec families"
    @Parameter(title: "Text", default: "Fixture") var text: String
    @Parameter(title: "Flag", default: false) var flag: Bool
    @Parameter(title: "Count", default: 42) var count: Int
    @Parameter(title: "Amount", default: 1.25) var amount: Double
    @Parameter(title: "Optional text") var optionalText: String?
    @Parameter(title: "Names") var names: [String]
    @Parameter(title: "Date") var date: Date
    @Parameter(title: "Mode", default: .careful) var mode: MetadataFixtureMode
    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: text) }
}
struct MetadataPrimitiveInputsIntent: AppIntent {
    static let title: LocalizedStringResource = "Metadata primitive inputs"
    @Parameter(title: "Text", default: "Fixture") var text: String
    @Parameter(title: "Flag", default: false) var flag: Bool
    @Parameter(title: "Count", default: 42) var count: Int
    @Parameter(title: "Amount", default: 1.25) var amount: Double
    @Parameter(title: "Optional text") var optionalText: String?
    func perform() async throws -> some IntentResult { .result() }
}

struct MetadataFixtureEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Fixture entity"
    static let defaultQuery = MetadataFixtureQuery()
    var id: String
    @Property(title: "Title") var title: String
    @Property(title: "Count") var count: Int
    @Property(title: "Enabled") var enabled: Bool
    var displayRepresentation: DisplayRepresentation { .init(title: "Fixture entity") }
}
struct MetadataFixtureQuery: EntityStringQuery {
    func entities(matching string: String) async throws -> [MetadataFixtureEntity] { [] }
    func entities(for identifiers: [String]) async throws -> [MetadataFixtureEntity] { [] }
}
struct MetadataExtendedInputsIntent: AppIntent {
    static let title: LocalizedStringResource = "Extended metadata fixtures"
    @Parameter(title: "Duration") var duration: Duration
    @Parameter(title: "Calendar") var calendar: DateComponents
    @Parameter(title: "URL") var url: URL
    @Parameter(title: "File") var file: IntentFile
    @Parameter(title: "Entity") var entity: MetadataFixtureEntity
    @Parameter(title: "Flags") var flags: [Bool]
    @Parameter(title: "Counts") var counts: [Int]
    @Parameter(title: "Amounts") var amounts: [Double]
    @Parameter(title: "Dates") var dates: [Date]
    func perform() async throws -> some IntentResult { throw ProbePerformForbidden(); return .result() }
}

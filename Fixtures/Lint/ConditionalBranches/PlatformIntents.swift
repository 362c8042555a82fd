import AppIntents

#if os(iOS)
struct ScanMenuIntent: AppIntent {
    static var title: LocalizedStringResource = scanTitle() // expect: non-constant-metadata
}
#elseif os(macOS)
struct ImportMenuIntent: AppIntent {
    static var title: LocalizedStringResource = "Import Menu"

    @Parameter(title: "File")
    var file: URL

    @Parameter(title: "Replace")
    var replacesExisting: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Import \(\.$file)") // expect: summary-missing-parameter
    }
}
#else
enum MenuSection: Int, AppEnum { // expect: non-string-app-enum
    case starters, mains
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
    static var caseDisplayRepresentations: [MenuSection: DisplayRepresentation] = [.starters: "Starters", .mains: "Mains"]
}
#endif

struct ShareMenuIntent: AppIntent {
    #if DEBUG
    static var title: LocalizedStringResource = "Share Menu (Debug)"
    #else
    static var title: LocalizedStringResource = "Share Menu"
    #endif

    #if canImport(UIKit)
    static var openAppWhenRun: Bool = Settings.opensApp // expect: non-constant-metadata
    #endif
}

func scanTitle() -> LocalizedStringResource { "Scan Menu" }

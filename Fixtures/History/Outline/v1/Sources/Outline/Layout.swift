import AppIntents

/// A case only macOS builds have moves the raw value of the case after it there.
enum Layout: Int, AppEnum {
    case page
    #if os(macOS)
    case sidebar
    #endif
    case list

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Layout"
    static var caseDisplayRepresentations: [Layout: DisplayRepresentation] = [
        .page: "Page",
        .list: "List",
    ]
}

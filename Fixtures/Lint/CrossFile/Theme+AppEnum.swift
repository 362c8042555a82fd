import AppIntents

// The conformance lives here, away from the raw type it makes unstable.
extension Theme: AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Theme"
    static var caseDisplayRepresentations: [Theme: DisplayRepresentation] = [ // expect: case-display-representations
        .light: "Light",
        .dark: "Dark",
    ]
}

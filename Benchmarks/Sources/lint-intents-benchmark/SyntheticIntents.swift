/// A single Swift file with `count` small App Intents (a title, a `@Parameter` and a
/// parameter summary each) and an App Shortcuts provider for the first ten, after the issue
/// "a 20 MB file with 200,000 intents lints in seconds". Written as people write them, each
/// intent takes about 230 bytes, so 200,000 make 46 MB: a harder test than the issue's.
/// Every intent is valid, so the run measures the pipeline rather than the reporting of findings.
enum SyntheticIntents {
    /// App Shortcuts allows ten shortcuts per app.
    static let shortcutCount = 10

    /// - Parameters:
    ///   - isRenamed: intents whose type is `Renamed<n>` instead of `Intent<n>` (a second version).
    ///   - isRetyped: intents whose parameter is an `Int` instead of a `String`.
    static func source(intentCount: Int, isRenamed: (Int) -> Bool = { _ in false }, isRetyped: (Int) -> Bool = { _ in false }) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(intentCount * 200 + 4096)
        text += Array("import AppIntents\n\n".utf8)
        for number in 0..<intentCount {
            text += Array("""
                struct \(isRenamed(number) ? "Renamed" : "Intent")\(number): AppIntent {
                    static let title: LocalizedStringResource = "Intent \(number)"
                    @Parameter(title: "Item") var item: \(isRetyped(number) ? "Int" : "String")
                    static var parameterSummary: some ParameterSummary { Summary("Open \\(\\.$item)") }
                }

                """.utf8)
        }
        text += Array("""

            struct SyntheticShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {

            """.utf8)
        for number in 0..<min(shortcutCount, intentCount) {
            text += Array("""
                        AppShortcut(intent: Intent\(number)(), phrases: ["Run intent \(number) in \\(.applicationName)"],
                                    shortTitle: "Intent \(number)", systemImageName: "bolt")

                """.utf8)
        }
        text += Array("    }\n}\n".utf8)
        return text
    }
}

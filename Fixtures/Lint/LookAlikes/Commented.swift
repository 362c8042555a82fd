import AppIntents

// A disabled draft, kept in a comment; none of it is code:
// struct DraftIntent: AppIntent {
//     static var title: LocalizedStringResource = makeTitle()
// }
/* enum DraftSize: Int, AppEnum { case small }
   /* nested: AppShortcut(intent: DraftIntent(), phrases: ["Draft"], shortTitle: "D", systemImageName: "d") */
   static var title = Titles.draft
*/

/// Orders soup. Not `static var title = makeTitle()` either.
struct OrderSoupIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Soup" // makeTitle() in a comment
    static var description = IntentDescription("Uses `Titles.order` \("and literal") parts only.")

    @Parameter(title: "Soup")
    var soup: SoupEntity

    func perform() async throws -> some IntentResult {
        // A string that looks like App Intents code is still just a string:
        let template = """
            struct Fake: AppIntent {
                static var title: LocalizedStringResource = makeTitle()
            }
            enum FakeSize: Int, AppEnum { case small }
            """
        _ = template
        return .result()
    }
}

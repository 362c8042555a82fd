import AppIntents

/// Lets a Shortcut pick extras; the summary reads differently for each size.
struct CustomizeSoupIntent: AppIntent {
    static var title: LocalizedStringResource = "Customize Soup"
    static var description = IntentDescription("Adds toppings to a soup before ordering it.",
                                               searchKeywords: ["toppings", "extras"])

    @Parameter(title: "Soup")
    var soup: SoupEntity

    @Parameter(title: "Size")
    var size: SoupSize

    @Parameter(title: "Toppings", default: [.croutons])
    var toppings: [Topping]

    @Parameter(title: "Extra Hot")
    var isExtraHot: Bool?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$size) {
            Case(.cup) {
                Summary("Add \(\.$toppings) to a cup of \(\.$soup)") {
                    \.$size
                    \.$isExtraHot
                }
            }
            Case(.quart) {
                Summary("Add \(\.$toppings) to a quart of \(\.$soup)") {
                    \.$size
                }
            }
            DefaultCase {
                Summary("Add \(\.$toppings) to \(\.$size) of \(\.$soup)")
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Added \(toppings.count) toppings.")
    }
}

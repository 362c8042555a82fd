import AppIntents

/// Configures the "Today's Soup" widget.
struct SoupMenuWidgetIntent: WidgetConfigurationIntent {
	static var title: LocalizedStringResource = "Soup of the Day"
	static var description = IntentDescription("Shows a soup from today's menu.")

	@Parameter(title: "Soup")
	var soup: SoupEntity?

	@Parameter(title: "Show Prices", default: true)
	var showsPrices: Bool

	static var parameterSummary: some ParameterSummary {
		Summary("Show \(\.$soup)") {
			\.$showsPrices
		}
	}
}

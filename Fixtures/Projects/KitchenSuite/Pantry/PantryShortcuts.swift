import AppIntents
import MealKit

struct CheckPantryIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Pantry"

    func perform() async throws -> some IntentResult { .result() }
}

struct PantryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CheckPantryIntent(), phrases: ["Check my \(.applicationName) pantry"],
                    shortTitle: "Check Pantry", systemImageName: "cabinet")
        AppShortcut(intent: LogMealIntent(), phrases: ["Log a meal in \(.applicationName)"],
                    shortTitle: "Log Meal", systemImageName: "fork.knife")
    }
}

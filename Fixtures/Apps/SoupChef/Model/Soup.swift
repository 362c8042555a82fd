import Foundation

/// A soup on the menu. `id` is the menu slug the kitchen assigns ("tomato-basil"); it never
/// changes when the menu is reordered.
struct Soup: Identifiable, Hashable, Sendable {
    let id: String
    var name: String
    var detail: String
    var price: Decimal
    var isSeasonal: Bool
    var isAvailable: Bool
}

final class SoupMenu: @unchecked Sendable {
    static let shared = SoupMenu()

    private(set) var soups: [Soup] = [
        Soup(id: "tomato-basil", name: "Tomato Basil", detail: "Slow-roasted tomatoes and fresh basil",
             price: 6.5, isSeasonal: false, isAvailable: true),
        Soup(id: "clam-chowder", name: "New England Clam Chowder", detail: "Clams, potatoes and cream",
             price: 8, isSeasonal: false, isAvailable: true),
        Soup(id: "pumpkin-ginger", name: "Pumpkin Ginger", detail: "Roasted pumpkin with a ginger kick",
             price: 7, isSeasonal: true, isAvailable: true),
    ]

    var availableSoups: [Soup] {
        soups.filter(\.isAvailable)
    }

    func soup(withID id: Soup.ID) -> Soup? {
        soups.first { $0.id == id }
    }

    func soups(matching text: String) -> [Soup] {
        soups.filter { $0.name.localizedCaseInsensitiveContains(text) || $0.detail.localizedCaseInsensitiveContains(text) }
    }
}

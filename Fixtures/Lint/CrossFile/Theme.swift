enum Theme: Int, CaseIterable { // expect: non-string-app-enum
    case light, dark, sepia
}

struct Wallpaper: Identifiable, Hashable {
    var id: Int
    var name: String
}

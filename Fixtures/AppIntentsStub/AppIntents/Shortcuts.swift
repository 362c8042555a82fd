public enum AppShortcutPhraseToken: Sendable {
    case applicationName
}

/// A phrase such as `"Order \(\.$soup) in \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// A phrase that should not run the app's shortcuts, such as "Set an alarm".
public struct NegativeAppShortcutPhrase: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
}

public struct AppShortcut: Sendable {
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>],
                                   shortTitle: LocalizedStringResource, systemImageName: String) {}

    public init<Intent: AppIntent, Value>(intent: Intent, phrases: [AppShortcutPhrase<Intent>],
                                          shortTitle: LocalizedStringResource, systemImageName: String,
                                          parameterPresentation: AppShortcutParameterPresentation<Intent, Value>) {}
}

/// `parameterPresentation:`: one shortcut for each option of a parameter.
public struct AppShortcutParameterPresentation<Intent: AppIntent, Value>: Sendable {
    public init(for keyPath: KeyPath<Intent, IntentParameter<Value>>, summary: AppShortcutParameterPresentationSummary<Intent>,
                @AppShortcutOptionsCollectionBuilder optionsCollections: () -> [any AppShortcutOptionsCollectionProtocol]) {}
}

/// The summary's text, with the parameter interpolated as `\(\.$name)`.
public struct AppShortcutParameterPresentationSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

public struct AppShortcutParameterPresentationSummary<Intent: AppIntent>: Sendable {
    public init(_ summaryString: AppShortcutParameterPresentationSummaryString<Intent>, table: StaticString? = nil) {}
}

public protocol AppShortcutOptionsCollectionProtocol: Sendable {}

public struct AppShortcutOptionsCollection<Provider: Sendable>: AppShortcutOptionsCollectionProtocol {
    public init(_ dynamicOptionsProvider: Provider, title: LocalizedStringResource, systemImageName: String? = nil) {}
}

@resultBuilder
public enum AppShortcutOptionsCollectionBuilder {
    public static func buildExpression(_ collection: any AppShortcutOptionsCollectionProtocol) -> [any AppShortcutOptionsCollectionProtocol] {
        [collection]
    }

    public static func buildBlock(_ collections: [any AppShortcutOptionsCollectionProtocol]...) -> [any AppShortcutOptionsCollectionProtocol] {
        collections.flatMap { $0 }
    }
}

@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
    public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
    public static func buildEither(first shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildEither(second shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildLimitedAvailability(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
}

public enum ShortcutTileColor: Sendable {
    case red, orange, yellow, lime, green, teal, lightBlue, blue, navy, purple, lightPurple, pink, gray, grayBrown, grayGreen, grayBlue
}

public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

extension AppShortcutsProvider {
    public typealias ParameterPresentation = AppShortcutParameterPresentation
    public typealias Summary = AppShortcutParameterPresentationSummary
    public typealias OptionsCollection = AppShortcutOptionsCollection

    public static var shortcutTileColor: ShortcutTileColor { .blue }
    public static var negativePhrases: [NegativeAppShortcutPhrase] { [] }
    public static func updateAppShortcutParameters() {}
}

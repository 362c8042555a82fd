// Just enough of the AppIntents framework's shape for the fixture's sources to compile on
// platforms without it. Nothing here runs.

public protocol AppIntent {
    init()
    static var title: LocalizedStringResource { get }
    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public typealias Summary = ParameterSummaryOf<Self>
}

public protocol IntentResult {}

public struct EmptyIntentResult: IntentResult {}

extension IntentResult where Self == EmptyIntentResult {
    public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}

public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct IntentDescription: Sendable {
    public init(_ description: LocalizedStringResource) {}
}

public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
}

public struct DisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
}

@propertyWrapper
public struct Parameter<Value> {
    public var wrappedValue: Value {
        get { fatalError("the AppIntents stand-in never runs") }
        set {}
    }
    public var projectedValue: Parameter<Value> { self }
    public init(title: LocalizedStringResource) {}
}

public protocol AppEnum: RawRepresentable, CaseIterable, Hashable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

public protocol ParameterSummary {}

public struct ParameterSummaryOf<Intent: AppIntent>: ParameterSummary {
    public init(_ summary: IntentPhrase<Intent>) {}
}

public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ shortcuts: AppShortcut...) -> [AppShortcut] { shortcuts }
}

public struct AppShortcut {
    public init<Intent: AppIntent>(intent: Intent, phrases: [IntentPhrase<Intent>],
                                   shortTitle: LocalizedStringResource, systemImageName: String) {}
}

public enum AppShortcutPhraseToken {
    case applicationName
}

/// A phrase or summary that may interpolate the intent's parameters and the app's name.
public struct IntentPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

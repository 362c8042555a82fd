// The intent protocols. Refinements mirror Apple's, because the compiler's const-value
// extraction finds types by the bare names of all the protocols they conform to.

public protocol AppIntent: Sendable {
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary<Self>
    associatedtype PerformResult: IntentResult = IntentResultContainer<Never>

    init()
    // Requirements as Apple declares them: a type's `description` of another type
    // (`LocalizedStringResource`, a non-optional `IntentDescription`) does not implement this one.
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public typealias Parameter<Value> = IntentParameter<Value>
    public typealias Dependency<Value> = AppDependency<Value>

    public static var title: LocalizedStringResource { "" }
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var supportedModes: IntentModes { .background }
}

extension AppIntent where SummaryContent == NoParameterSummary<Self> {
    public static var parameterSummary: NoParameterSummary<Self> { NoParameterSummary() }
}

/// Intents with no `perform()` of their own (widget and control configuration,
/// `TargetContentProvidingIntent`) get this one.
extension AppIntent where PerformResult == IntentResultContainer<Never> {
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

public protocol SystemIntent: AppIntent {}

public protocol OpenIntent: SystemIntent {
    associatedtype Value
    var target: Value { get }
}

public protocol DeleteIntent: SystemIntent {
    associatedtype Entity: AppEntity
    var entities: [Entity] { get }
}

public protocol WidgetConfigurationIntent: AppIntent {}
public protocol ControlConfigurationIntent: AppIntent {}
public protocol TargetContentProvidingIntent: AppIntent {}
public protocol UISceneAppIntent: TargetContentProvidingIntent {}
/// Focus filters: `SetFocusFilterIntent: AppIntent, InstanceDisplayRepresentable` in Apple's SDK.
public protocol SetFocusFilterIntent: AppIntent {}
public protocol SnippetIntent: AppIntent {}

/// An intent the system can refer to by a universal link.
public protocol URLRepresentableIntent: AppIntent {
    static var urlRepresentation: IntentURLRepresentation<Self> { get }
}

extension URLRepresentableIntent {
    public typealias URLRepresentation = IntentURLRepresentation<Self>
}

/// A URL with the intent's parameters interpolated: `"https://example.com/\(\.$page)"`.
public struct IntentURLRepresentation<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}
public protocol PredictableIntent: AppIntent {}

public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

public struct IntentModes: OptionSet, Sendable {
    public enum ForegroundMode: Sendable {
        case immediate, dynamic, deferred
    }

    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let background = IntentModes(rawValue: 1)
    public static let foreground = IntentModes(rawValue: 2)

    public static func foreground(_ mode: ForegroundMode) -> IntentModes {
        switch mode {
        case .immediate: return IntentModes(rawValue: 2)
        case .dynamic: return IntentModes(rawValue: 4)
        case .deferred: return IntentModes(rawValue: 8)
        }
    }
}

// MARK: - Results

public protocol IntentResult {}
public protocol ProvidesDialog: IntentResult {}
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}
public protocol OpensIntent: IntentResult {}

/// One result type for every combination; the static `result` functions below pick
/// its `Value`, as Apple's `IntentResultContainer` does.
public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, OpensIntent {}

extension IntentResult where Self == IntentResultContainer<Never> {
    public static func result() -> Self { Self() }
    public static func result(dialog: IntentDialog) -> Self { Self() }
    public static func result<Intent: AppIntent>(opensIntent: Intent, dialog: IntentDialog? = nil) -> Self { Self() }
}

extension IntentResult {
    public static func result<Value>(value: Value, dialog: IntentDialog? = nil) -> Self where Self == IntentResultContainer<Value> {
        Self()
    }
}

// MARK: - Dependencies

@propertyWrapper
public struct AppDependency<Value>: @unchecked Sendable {
    public init() {}

    public var wrappedValue: Value {
        fatalError("The App Intents stub only type-checks; it never runs.")
    }
}

public final class AppDependencyManager: Sendable {
    public static let shared = AppDependencyManager()

    public func add<Value>(dependency: @escaping @Sendable () -> Value) {}
}

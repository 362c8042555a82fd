// Parameter summaries: `Summary`, `When` and `Switch`, built with result builders whose
// `Intent` gives `\.$parameter` key paths their root.

public protocol ParameterSummary<Intent> {
    associatedtype Intent: AppIntent
}

public struct NoParameterSummary<Intent: AppIntent>: ParameterSummary {
    public init() {}
}

/// The text of a `Summary`: literal text with parameters interpolated as `\(\.$name)`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

public struct Summary<Intent: AppIntent>: ParameterSummary {
    public init() {}
    public init(_ format: ParameterSummaryString<Intent>) {}
    /// The trailing block lists the parameters shown below the summary.
    public init(_ format: ParameterSummaryString<Intent>,
                @ParameterListBuilder<Intent> _ otherParameters: () -> [PartialKeyPath<Intent>]) {}
}

@resultBuilder
public enum ParameterListBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] {
        [parameter]
    }

    public static func buildBlock(_ parameters: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
        parameters.flatMap { $0 }
    }
}

public enum ParameterSummaryComparison: Sendable {
    case equalTo, notEqualTo, greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo
    case hasAnyValue, hasNoValue, contains
}

public struct When<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
                       _ value: Value,
                       @ParameterSummaryBuilder<Intent> _ then: () -> Then,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {}

    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
                       @ParameterSummaryBuilder<Intent> _ then: () -> Then,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {}
}

public struct Switch<Intent: AppIntent, Value>: ParameterSummary {
    public init(_ parameter: KeyPath<Intent, IntentParameter<Value>>,
                @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [ParameterSummaryCase<Intent, Value>]) {}
}

/// One branch of a `Switch`: `Case(value) { … }` or `DefaultCase { … }`.
public struct ParameterSummaryCase<Intent: AppIntent, Value> {}

public struct Case<Intent: AppIntent, Value, Content: ParameterSummary> {
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {}
}

public struct DefaultCase<Intent: AppIntent, Content: ParameterSummary> {
    public init(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {}
}

@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value> {
    public static func buildExpression<Content>(_ branch: Case<Intent, Value, Content>) -> [ParameterSummaryCase<Intent, Value>] {
        [ParameterSummaryCase()]
    }

    public static func buildExpression<Content>(_ branch: DefaultCase<Intent, Content>) -> [ParameterSummaryCase<Intent, Value>] {
        [ParameterSummaryCase()]
    }

    public static func buildBlock(_ branches: [ParameterSummaryCase<Intent, Value>]...) -> [ParameterSummaryCase<Intent, Value>] {
        branches.flatMap { $0 }
    }
}

@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> {
        summary
    }

    public static func buildExpression<Then, Otherwise>(_ summary: When<Intent, Then, Otherwise>) -> When<Intent, Then, Otherwise> {
        summary
    }

    public static func buildExpression<Value>(_ summary: Switch<Intent, Value>) -> Switch<Intent, Value> {
        summary
    }

    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content {
        content
    }
}

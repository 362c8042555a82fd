@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    private var value: Value?

    public var wrappedValue: Value {
        get { value! }
        set { value = newValue }
    }

    /// `$name`: what parameter summaries and phrases refer to with `\.$name`.
    public var projectedValue: IntentParameter<Value> { self }

    public init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
                inputConnectionBehavior: InputConnectionBehavior = .default,
                optionsProvider: (any DynamicOptionsProvider)? = nil) {
        value = defaultValue
    }

    public init(wrappedValue: Value, title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        value = wrappedValue
    }
}

/// Whether a parameter takes the result of the action before it in a shortcut.
public enum InputConnectionBehavior: Sendable {
    case `default`, never, connectToPreviousIntentResult
}

public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result
    func results() async throws -> Result
}

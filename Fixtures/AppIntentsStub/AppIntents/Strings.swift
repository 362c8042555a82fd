// Localized text types. Linux Foundation has no LocalizedStringResource, so the stub
// declares it here (Apple's lives in Foundation, which AppIntents re-exports).
// Defaulted arguments default to nil: the compiler's const values show an expanded
// `nil` default as NilLiteral but an expanded `[]` default as Runtime, which would make
// every call that omits the argument look non-constant.

public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var key: String
    public var table: String?

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    public init(_ keyAndValue: String, table: String? = nil, comment: StaticString? = nil) {
        key = keyAndValue
        self.table = table
    }

    public init(_ key: StaticString, defaultValue: String, table: String? = nil, comment: StaticString? = nil) {
        self.key = key.description
        self.table = table
    }
}

public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public var descriptionText: LocalizedStringResource

    public init(stringLiteral value: String) {
        descriptionText = LocalizedStringResource(stringLiteral: value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        descriptionText = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource]? = nil, resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
    }
}

public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public var full: LocalizedStringResource

    public init(stringLiteral value: String) {
        full = LocalizedStringResource(stringLiteral: value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        full = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }

    public init(_ full: LocalizedStringResource) {
        self.full = full
    }
}

public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public struct Image: Sendable {
        public init(systemName: String) {}
        public init(named: String) {}
    }

    public var title: LocalizedStringResource

    public init(stringLiteral value: String) {
        title = LocalizedStringResource(stringLiteral: value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        title = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
                synonyms: [LocalizedStringResource]? = nil) {
        self.title = title
    }
}

public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public var name: LocalizedStringResource

    public init(stringLiteral value: String) {
        name = LocalizedStringResource(stringLiteral: value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        name = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
    }
}

// Entities, enums, queries and union values.

import Foundation

public protocol TypeDisplayRepresentable {}
public protocol DisplayRepresentable {}

public protocol AppEntity: Identifiable, TypeDisplayRepresentable, DisplayRepresentable, Sendable {}

extension AppEntity {
    public typealias Property<Value> = EntityProperty<Value>

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "" }
    public var displayRepresentation: DisplayRepresentation { "" }
}

public protocol IndexedEntity: AppEntity {}

/// An entity the system can refer to by a universal link.
public protocol URLRepresentableEntity: AppEntity {
    static var urlRepresentation: EntityURLRepresentation<Self> { get }
}

extension URLRepresentableEntity {
    public typealias URLRepresentation = EntityURLRepresentation<Self>
}

/// A URL with the entity's properties interpolated as key paths: `"https://example.com/\(\.id)"`.
public struct EntityURLRepresentation<Entity: AppEntity>: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Entity, Value>) {}
    }

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public init(_ value: Self) {}
}

/// A query that turns an input (what visual intelligence captured, for one) into values.
public protocol IntentValueQuery: Sendable {
    associatedtype Input
    associatedtype Result
    init()
    func values(for input: Input) async throws -> [Result]
}

extension IntentValueQuery {
    public typealias Dependency<Value> = AppDependency<Value>
}

/// Visual intelligence's capture (the VisualIntelligence framework's type, here so that the
/// fixtures need one stub module only).
public struct SemanticContentDescriptor: Sendable {
    public var labels: [String] = []
}

extension IndexedEntity {
    public var attributeSet: CSSearchableItemAttributeSet { CSSearchableItemAttributeSet() }
}

/// The Core Spotlight attributes `indexingKey:` key paths point at.
public final class CSSearchableItemAttributeSet: @unchecked Sendable {
    public var displayName: String?
    public var title: String?
    public var contentDescription: String?
    public var keywords: [String]?
    public var namedLocation: String?
    public var startDate: Date?
    public var dueDate: Date?

    public init() {}
}

@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    private var value: Value?

    public var wrappedValue: Value {
        get { value! }
        set { value = newValue }
    }

    public init(title: LocalizedStringResource? = nil) {}

    public init<Attribute>(title: LocalizedStringResource? = nil, indexingKey: KeyPath<CSSearchableItemAttributeSet, Attribute>) {}

    public init(title: LocalizedStringResource? = nil, customIndexingKey: String) {}
}

public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, TypeDisplayRepresentable, Sendable
    where RawValue: LosslessStringConvertible {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "" }
}

public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
}

extension EntityQuery {
    public typealias Dependency<Value> = AppDependency<Value>

    public func suggestedEntities() async throws -> [Entity] { [] }
}

public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

public protocol AppUnionValue {}

public protocol AppIntentsPackage {}

extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

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

/// An entity's `id` must come from the data, not from where the data happens to sit.
public struct IndexBasedEntityIDRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "index-based-entity-id",
        name: "Index-based entity ID",
        summary: "An `AppEntity` identifier must not come from an array index, a loop counter or a fresh `UUID()`.",
        rationale: """
            Shortcuts saves an entity's `id` and, weeks later, asks your `EntityQuery` for the entity with \
            that `id`. An identifier made from a position (an `enumerated()` offset, `indices`, \
            `firstIndex(of:)`, a `for i in 0..<n` counter, an initializer parameter named like a position) \
            points at whatever sits at that position by then: the saved shortcut quietly acts on the wrong \
            item once the catalog grows or is re-sorted. A `UUID()` made where the entity is built is worse: \
            no saved shortcut can ever find it again. Use an identifier stored with the data (a database \
            key, a slug, a UUID saved alongside the record). An index used only for display text is fine.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample("""
                struct WallpaperEntity: AppEntity {
                    var id: String
                    var name: String
                }
                struct WallpaperQuery: EntityQuery {
                    func suggestedEntities() async throws -> [WallpaperEntity] {
                        Catalog.names.enumerated().map { WallpaperEntity(↓id: "\\($0.offset)", name: $0.element) }
                    }
                    func allEntities() -> [WallpaperEntity] {
                        var result: [WallpaperEntity] = []
                        for (index, name) in Catalog.names.enumerated() {
                            result.append(WallpaperEntity(↓id: String(index), name: name))
                        }
                        for i in 0..<Catalog.count {
                            result.append(.init(↓id: "\\(i)", name: Catalog.names[i]))
                        }
                        return result
                    }
                }
                """),
            RuleExample("""
                struct TaskEntity: AppEntity {
                    let ↓id = UUID()
                    var title: String
                }
                """),
            RuleExample("""
                struct RowEntity: AppEntity {
                    var id: Int
                    init(row: Int) {
                        ↓self.id = row
                    }
                }
                """),
            RuleExample(files: [
                ("Collection.swift", """
                    struct CollectionEntity: AppEntity {
                        var id: String
                        var name: String
                    }
                    """),
                ("CollectionQuery.swift", """
                    struct CollectionQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [CollectionEntity] {
                            let names = await Store.shared.names()
                            return identifiers.compactMap { identifier in
                                guard let position = names.firstIndex(of: identifier) else { return nil }
                                let key = String(position)
                                return CollectionEntity(↓id: key, name: names[position])
                            }
                        }
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct WallpaperEntity: AppEntity {
                    var id: String
                    var name: String
                }
                struct WallpaperQuery: EntityQuery {
                    func suggestedEntities() async throws -> [WallpaperEntity] {
                        Catalog.items.enumerated().map { WallpaperEntity(id: $0.element.slug, name: "#\\($0.offset + 1) \\($0.element.name)") }
                    }
                }
                """),
            RuleExample("""
                struct NoteEntity: AppEntity {
                    var id = UUID()
                    var text: String
                    init(record: NoteRecord) {
                        self.id = record.id
                        text = record.text
                    }
                }
                """),
            // Not an entity: positions are fine.
            RuleExample("""
                struct Row: Identifiable {
                    var id: Int
                    static func make(_ names: [String]) -> [Row] {
                        names.indices.map { Row(id: $0) }
                    }
                }
                """),
        ])

    public func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for file in context.files {
            for site in file.identifierSites {
                let typeName: String
                switch site.construction {
                case .initializerCall(let name), .assignmentInInitializer(let name), .propertyDeclaration(let name):
                    typeName = name
                }
                guard let entity = context.index.entry(typeName), entity.families.contains(.entity) else { continue }
                let message: String
                let name = entity.qualifiedName
                switch site.provenance {
                case .freshUUID:
                    message = "`id` of entity `\(name)` is a new `UUID()` each time the entity is built, so saved shortcuts can never find it again; store the identifier with the data"
                default:
                    message = "`id` of entity `\(name)` comes from \(IndexBasedEntityIDRule.origin(site.provenance)); saved shortcuts will resolve to whatever item sits there later: use an identifier stored with the data"
                }
                findings.append(finding(message, at: SourceReference(file: file.path, location: site.location)))
            }
        }
        return findings
    }

    static func origin(_ provenance: IdentifierSite.Provenance) -> String {
        switch provenance {
        case .enumeratedOffset(let name): return "`\(name)`, a position from `enumerated()`"
        case .loopCounter(let name): return "the loop counter `\(name)`"
        case .collectionIndices(let name): return "`\(name)`, a position in the collection"
        case .indexLookup(let name): return "`\(name)`, a position in the collection"
        case .positionalName(let name): return "`\(name)`, which holds a position"
        case .freshUUID: return "a new `UUID()`"
        }
    }
}

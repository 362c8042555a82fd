import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

/// A query's `entities(for:)` must find the entities it is asked for, and leave out those it cannot.
package struct EntityQueryLookupRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "entity-query-lookup",
        name: "Entity query lookup",
        summary: "`entities(for:)` must answer with the entities it is asked for, and leave out the identifiers it cannot find instead of trapping or throwing.",
        rationale: """
            A shortcut, a widget's configuration or Siri keeps an entity's `id` and, when it runs, asks \
            the entity's query for it: "All queries must answer one very specific question, 'What is the \
            entity for this ID?' … The entities(for:) method is how queries answer" ("Get to know App \
            Intents", WWDC25). Two ways of answering break that: \
            an `entities(for:)` whose whole body is `[]` answers every lookup with nothing, so an entity \
            that an intent takes as a parameter is never found again once saved; and one that traps \
            while looking an identifier up (`fatalError`, `preconditionFailure`, `try!`, or `!` on the \
            lookup, such as `store.note(id)!`) stops the app whenever a saved shortcut or widget holds \
            the id of an item that is gone. Apple's documentation of `entities(for:)`: "The system skips \
            identifiers that have no matching entity, so the returned array can have fewer entries than \
            the supplied identifiers": leave such identifiers out (`compactMap`), as the review guides in \
            the project's sources say too ("Omit missing entities from the returned array instead of \
            throwing an error").

            **Evidence, and severity.** An `entities(for:)` that answers nothing is an error where an \
            intent of the module takes the entity as a parameter: every saved value of it fails to \
            resolve. A trap is a warning: it stops the app only once an identifier has no item, which \
            depends on whether items can go (a fixed table never loses one, until an update drops it). So \
            is a `throw` while looking an identifier up (`guard let note = store[id] else { throw … }` in \
            a loop or closure over the identifiers): the app goes on, but the method answers nothing at \
            all, so every identifier asked with the missing one goes unresolved too (a widget or a \
            shortcut that saved several items, an `[Entity]` parameter); the review guides name it as a \
            common mistake.

            **Not flagged.** An `entities(for:)` that answers `[]` for an entity no intent of the module \
            takes as a parameter (one an intent only returns is never looked up), or that is a \
            `TransientAppEntity`; a trap that does not depend on an identifier (`fatalError` when a \
            database cannot open, `appDelegate!`, a `throw` before the identifiers are looked up); a synchronous `entities(for:)` that an `async` one of the query overrides.
            """,
        severity: .error,
        alsoWarns: true)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct ColorEntity: AppEntity {
                    static let defaultQuery = ColorQuery()
                    var id: String
                }
                struct ColorQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [ColorEntity] {
                        ↓[]
                    }
                }
                struct SetColorIntent: AppIntent {
                    static let title: LocalizedStringResource = "Set Color"
                    @Parameter(title: "Color") var color: ColorEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                """, expecting: [.error(Message.answersNothing("ColorQuery", losing: "ColorEntity", parameterOf: "SetColorIntent"))]),
            RuleExample("""
                struct NoteQuery: EntityQuery {
                    func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
                        try identifiers.map { id in
                            guard let note = NoteStore.shared.note(id) else { ↓fatalError("No note \\(id)") }
                            return NoteEntity(note)
                        }
                    }
                }
                struct TrailQuery: EntityQuery {
                    func entities(for identifiers: [Trail.ID]) async throws -> [TrailEntity] {
                        var trails: [TrailEntity] = []
                        for id in identifiers {
                            trails.append(TrailEntity(Catalog.trails.first { $0.id == id }↓!))
                            trails.append(TrailEntity(↓try! Catalog.load(id)))
                        }
                        return trails
                    }
                }
                """, expecting: [
                .warning(Message.trapsWhileLookingUp("NoteQuery", trap: "fatalError")),
                .warning(Message.trapsWhileLookingUp("TrailQuery", trap: "!")),
                .warning(Message.trapsWhileLookingUp("TrailQuery", trap: "try!")),
            ]),
            RuleExample("""
                struct PlaylistQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [PlaylistEntity] {
                        let library = try await Library.open()
                        return try identifiers.map { id in
                            guard let playlist = library.playlist(id) else { ↓throw LibraryError.notFound(id) }
                            return PlaylistEntity(playlist)
                        }
                    }
                }
                """, expecting: [.warning(Message.throwsWhileLookingUp("PlaylistQuery"))]),
        ],
        nonTriggering: [
            // Identifiers without an item are left out; a trap that does not depend on one.
            RuleExample("""
                struct NoteQuery: EntityQuery {
                    func entities(for identifiers: [UUID]) async throws -> [NoteEntity] {
                        guard let store = NoteStore.shared else { fatalError("The store is set up at launch") }
                        guard store.isUnlocked else { throw NoteError.locked }
                        return identifiers.compactMap { store.note($0) }.map(NoteEntity.init)
                    }
                }
                struct TrailQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [TrailEntity] {
                        try identifiers.map { try Catalog.trail(id: $0) }
                    }
                }
                """),
            // `[]` for an entity no intent takes as a parameter: an intent only returns it.
            RuleExample("""
                struct GammaEntity: AppEntity {
                    static var defaultQuery = GammaQuery()
                    var id: Float
                    struct GammaQuery: EntityQuery {
                        func entities(for _: [Float]) async throws -> [GammaEntity] {
                            []
                        }
                    }
                }
                struct ReadGammaIntent: AppIntent {
                    static let title: LocalizedStringResource = "Read Gamma"
                    func perform() async throws -> some IntentResult & ReturnsValue<GammaEntity> { .result(value: GammaEntity(id: 1)) }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        let index = context.index
        let queries = index.entries(in: .query).filter { $0.functions.contains { $0.selector == "entities(for:)" } }
        guard !queries.isEmpty else { return [] }
        let files = Set(queries.flatMap { $0.parts.map(\.file) })
        var findings: [Finding] = []
        for file in context.files where files.contains(file.path) {
            guard let facts = file.fact(.identifierFacts) else { continue }
            for lookup in facts.lookups {
                guard let query = index.entry(lookup.enclosingType), query.families.contains(.query),
                      // With both, the system calls the `async` method.
                      lookup.isAsync || !query.functions.contains(where: { $0.selector == "entities(for:)" && $0.isAsync }) else { continue }
                if let place = lookup.answersNothingAt, let (entity, intent) = parameterEntity(of: query, context) {
                    findings.append(finding(Message.answersNothing(query.qualifiedName, losing: entity, parameterOf: intent),
                                            at: SourceReference(file: file.path, location: place)))
                }
                for trap in lookup.traps where trap.kind == "throw" {
                    findings.append(finding(Message.throwsWhileLookingUp(query.qualifiedName),
                                            at: SourceReference(file: file.path, location: trap.location), severity: .warning))
                }
                for trap in lookup.traps where trap.kind != "throw" {
                    findings.append(finding(Message.trapsWhileLookingUp(query.qualifiedName, trap: trap.kind),
                                            at: SourceReference(file: file.path, location: trap.location), severity: .warning))
                }
            }
        }
        return findings
    }

    /// The query's entity, when it is no `TransientAppEntity` and an intent of the module takes it
    /// as a parameter (or an array of it): the entity's name and the first such intent.
    private func parameterEntity(of query: TypeIndex.Entry, _ context: LintContext) -> (entity: String, intent: String)? {
        guard let written = context.manifest.queries[query.qualifiedName]?.entityType,
              let entityName = context.index.lookUp(written, from: query.qualifiedName),
              let entity = context.manifest.entities[entityName],
              !entity.appIntentsProtocols.contains(where: { $0.hasPrefix("Transient") }) else { return nil }
        for action in context.manifest.actions.values.sorted(by: { $0.identifier < $1.identifier }) {
            for parameter in action.parameters
            where context.index.typeOfParameter(parameter.valueType, of: action.identifier, throughArrays: true) == entityName {
                return (entityName, action.identifier)
            }
        }
        return nil
    }
}

extension EntityQueryLookupRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func answersNothing(_ query: String, losing entity: String, parameterOf intent: String) -> FindingMessage {
            FindingMessage(
                "`\(query).entities(for:)` answers every lookup with `[]`, so a saved `\(entity)` (a parameter of `\(intent)`) is never found " +
                    "again: shortcuts, widgets and Siri that kept one get nothing; look the entities up by the identifiers it is given")
        }

        static func throwsWhileLookingUp(_ query: String) -> FindingMessage {
            FindingMessage(
                "`\(query).entities(for:)` throws while looking an identifier up, so the whole lookup fails: a shortcut or widget that saved " +
                    "several items loses all of them once one is gone; leave identifiers without an item out of the result (the system skips them)")
        }

        static func trapsWhileLookingUp(_ query: String, trap: String) -> FindingMessage {
            FindingMessage(
                "`\(query).entities(for:)` traps (`\(trap)`) while looking an identifier up, so a shortcut or widget that kept an item since " +
                    "gone stops the app; leave identifiers without an item out of the result (the system skips them)")
        }
    }
}

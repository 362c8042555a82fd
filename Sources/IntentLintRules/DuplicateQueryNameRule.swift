import IntentLintManifest
import IntentLintCore

/// The build identifies entity queries by their type's own name.
package struct DuplicateQueryNameRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "duplicate-query-name",
        name: "Duplicate query name",
        summary: "Two entity queries of one module must not have the same type name, even when nested in different types.",
        rationale: """
            The build identifies each query by its type's own name, without the types it is nested in: \
            `SoupEntity.Query` and `OrderEntity.Query` are both `Query`. Two of them in one module stop the \
            metadata export. Give each query a name of its own (`SoupQuery`, `OrderQuery`).

            **Evidence, and severity.** Xcode 16 builds stop with "Found multiple, identical identifiers for \
            query: Query, each identifier must be unique", a halting error, as reported at \
            https://marcpalmer.net/changes-in-app-intents-pre-processing-causing-confusing-errors-in-xcode-16; so this \
            is an error.

            **Not flagged.** Queries of the same name in different modules (targets), or in a folder module \
            known to be several targets (a project lint-intents could not read); declarations under \
            different `#if` conditions, which are never compiled together.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct SoupEntity: AppEntity {
                    struct Query: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }
                    }
                    static var defaultQuery = Query()
                    var id: String
                }
                struct OrderEntity: AppEntity {
                    ↓struct Query: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [OrderEntity] { [] }
                    }
                    static var defaultQuery = Query()
                    var id: String
                }
                """, expecting: [.error(Message.sameQueryName("OrderEntity.Query", as: "SoupEntity.Query", declaredIn: "Example.swift", line: 2, name: "Query"))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SoupEntity: AppEntity {
                    struct SoupQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }
                    }
                    static var defaultQuery = SoupQuery()
                    var id: String
                }
                struct OrderEntity: AppEntity {
                    struct OrderQuery: EntityQuery {
                        func entities(for identifiers: [String]) async throws -> [OrderEntity] { [] }
                    }
                    static var defaultQuery = OrderQuery()
                    var id: String
                }
                struct Catalog {
                    struct Query {}
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        // Two queries of one name in a folder that may be several targets may be in two modules.
        guard !context.module.mayBeSeveralTargets else { return [] }
        var firstByName: [String: TypeIndex.Entry] = [:]
        var findings: [Finding] = []
        // In file order, so the finding lands on the later declaration.
        let queries = context.index.entries(in: .query).compactMap { query in query.declaration.map { (query, $0) } }
            .sorted { ($0.1.file, $0.1.declaration.location.line) < ($1.1.file, $1.1.declaration.location.line) }
        for (query, declaration) in queries {
            guard let first = firstByName[query.simpleName] else {
                firstByName[query.simpleName] = query
                continue
            }
            guard let firstDeclaration = first.declaration, firstDeclaration.declaration.conditions == declaration.declaration.conditions else { continue }
            findings.append(finding(
                Message.sameQueryName(query.qualifiedName, as: first.qualifiedName, declaredIn: firstDeclaration.file,
                                      line: firstDeclaration.declaration.location.line, name: query.simpleName),
                at: SourceReference(file: declaration.file, location: declaration.declaration.location)))
        }
        return findings
    }
}

extension DuplicateQueryNameRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func sameQueryName(_ query: String, as first: String, declaredIn file: String, line: Int, name: String) -> FindingMessage {
            FindingMessage(
                "Query `\(query)` has the same name as `\(first)` (\(file):\(line)), and the build, which knows " +
                    "queries by that name alone, stops exporting App Intents metadata (\"Found multiple, identical identifiers for query: \(name)\"); rename one of them")
        }
    }
}

/// Mistakes the project's reference material names that no rule checks, each with why: a rule
/// claims what the evidence shows, and these are where it does not (docs/rules.md lists them).
package enum UncheckedMistakes {
    package struct Mistake: Sendable {
        package var name: String
        package var why: String
    }

    package static let all: [Mistake] = [
        Mistake(
            name: "An `AppEntity` conformance on a persistent model (a Core Data `NSManagedObject` subclass, a SwiftData `@Model` class)",
            why: """
                Apple's own documentation of `AppEntity` begins "To use a data model object to app intents, update it to \
                conform to the `AppEntity` protocol". What goes wrong with a persistent model is concurrency: `AppEntity` \
                is `Sendable` (through `AppValue`) and such models are not, which the Swift compiler itself reports under \
                complete concurrency checking. Whether an app then touches a model off its context's queue depends on its \
                code, which a reading of declarations cannot see. An entity whose `id` is the object's address is \
                reported by `index-based-entity-id`.
                """),
        Mistake(
            name: "Blocking work in `perform()` (`Data(contentsOf:)` on a URL, a semaphore's `wait()`, `Thread.sleep`)",
            why: """
                The review guides advise against it, but no source shows what App Intents does to an action that blocks \
                (a limit, a crash): the harm is a slow or stuck action, which depends on what blocks and for how long, and \
                Swift's concurrency tools already warn about blocking in `async` code. No rule claims more than that.
                """),
        Mistake(
            name: "`updateAppShortcutParameters()` never called",
            why: """
                Apple shows the call refreshing App Shortcuts for suggested entities, but no source says parameterized App \
                Shortcuts are missing without it, so a rule would claim more than \
                the evidence.
                """),
    ]
}

import IntentLintSupport
import IntentLintSyntax

/// What each raw value of an `AppEnum` means before and after: a saved shortcut stores the raw
/// value, and after the update it resolves to whichever case has that value then.
///
/// - The same case at a raw value: nothing, or a note when its title changed (what people see).
/// - Another case at a raw value that one of the two cases had or has elsewhere (`case small,
///   large` → `case small, medium, large` puts `medium` at 1): an error naming both, since people
///   who chose one now get the other. A case renamed in place, neither name on the other side,
///   keeps what people saved: a note when its title changed.
/// - A raw value gone whose case is still there under another (`large = 1` → `large = 2`): an
///   error; gone with its case: an error, with the line that keeps saved shortcuts working when a
///   new case looks like its rename (the same title, or the same place in a list of the same length).
/// - A raw value new to a case that is new too: a note.
///
/// Where cases sit under `#if`, each kind of build is compared on its own (the cases it compiles,
/// their values there), and a change only some builds have says which.
struct EnumCaseChanges {
    /// One change, and the builds it holds in.
    private struct Change {
        var kind: ChangeKind
        var message: String
        var place: SavedIdentifiers.Place
        var isOld: Bool
        var subject: String
        var builds: [Set<String>] = []
    }

    /// Past this many `#if` atoms in the two versions' cases, only the cases under no `#if` with
    /// one raw value are compared.
    static let maximumAtoms = 10

    let identifier: String
    let before: SavedIdentifiers.AppEnum
    let after: SavedIdentifiers.AppEnum

    /// Each change as `report(kind, message, place, isOld, subject)`.
    func report(_ report: (ChangeKind, String, SavedIdentifiers.Place, Bool, String) -> Void) {
        let cases = before.cases + after.cases
        let atoms = cases.flatMap { $0.conditions + $0.identifiersByBuild.flatMap(\.when) }
            .reduce(into: Set<String>()) { $0.formUnion(CompilationCondition(parsing: $1).atoms) }.sorted()
        var changes: [Change] = []
        var bySubject: [String: Int] = [:]
        func found(_ change: Change, in build: Set<String>) {
            if let index = bySubject[change.subject] {
                changes[index].builds.append(build)
            } else {
                bySubject[change.subject] = changes.count
                changes.append(change)
                changes[changes.count - 1].builds = [build]
            }
        }
        let builds = atoms.count <= Self.maximumAtoms ? CompilationCondition.builds(of: atoms) : []
        for build in builds {
            let holds = { (condition: String) in CompilationCondition(parsing: condition).holds { build.contains($0) } }
            for change in compare(at: { $0.identifier(where: holds) }) { found(change, in: build) }
        }
        if builds.isEmpty {
            for change in compare(at: { $0.conditions.isEmpty ? $0.identifier : nil }) { found(change, in: []) }
        }
        for change in changes {
            var message = change.message
            if !builds.isEmpty, change.builds.count < builds.count {
                let others = builds.filter { !change.builds.contains($0) }
                let cubes = CompilationCondition.cover(change.builds, notTouching: others, atoms: atoms)
                message += " (in builds where " + cubes.map { $0.joined(separator: " && ") }.joined(separator: ", or ") + ")"
            }
            report(change.kind, message, change.place, change.isOld, change.subject)
        }
    }

    /// The changes in one kind of build, where `rawValue` gives each case's raw value (nil: not built).
    private func compare(at rawValue: (SavedIdentifiers.EnumCase) -> String?) -> [Change] {
        // A raw value two cases share does not compile: the first has it.
        func built(_ cases: [SavedIdentifiers.EnumCase]) -> [(value: String, enumCase: SavedIdentifiers.EnumCase)] {
            var taken: Set<String> = []
            return cases.compactMap { enumCase in rawValue(enumCase).flatMap { taken.insert($0).inserted ? (value: $0, enumCase: enumCase) : nil } }
        }
        let old = built(before.cases)
        let new = built(after.cases)
        let oldByValue = Dictionary(old.map { ($0.value, $0.enumCase) }, uniquingKeysWith: { first, _ in first })
        let newByValue = Dictionary(new.map { ($0.value, $0.enumCase) }, uniquingKeysWith: { first, _ in first })
        let oldValueOf = Dictionary(old.map { ($0.enumCase.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let newValueOf = Dictionary(new.map { ($0.enumCase.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        var changes: [Change] = []
        // New cases at new raw values: what a gone raw value may have been renamed to.
        var added = new.enumerated().filter { oldByValue[$0.element.value] == nil && oldValueOf[$0.element.enumCase.name] == nil }
        for (oldIndex, (value, was)) in old.enumerated() {
            if let now = newByValue[value] {
                if now.name == was.name {
                    if let oldTitle = was.title, let newTitle = now.title, oldTitle != newTitle {
                        changes.append(Change(kind: .titleChanged,
                            message: "The title of case `\(was.name)` of `\(identifier)` changed from \"\(oldTitle)\" to \"\(newTitle)\": people who saved it now see \"\(newTitle)\"",
                                              place: now.place, isOld: false, subject: "enum \(identifier) case \(was.name) title \(newTitle)"))
                    }
                } else if newValueOf[was.name] != nil || oldValueOf[now.name] != nil {
                    // Both cases are cases of the enum: people who chose one get the other.
                    var kept: [String] = ["`case \(was.name) = \(Self.written(value, was))`"]
                    if let earlier = oldValueOf[now.name] { kept.append("`case \(now.name) = \(Self.written(earlier, now))`") }
                    let moved = newValueOf[was.name].map { "; `\(was.name)` is now \(Self.written($0, was))" } ?? ""
                    changes.append(Change(kind: .enumCaseMeaningChanged,
                                          message: "Raw value \(Self.written(value, was)) of `\(identifier)` was \(Self.shown(was)) and is " +
                                              "now \(Self.shown(now)): shortcuts and automations that chose \(Self.said(was)) now choose " +
                                              "\(Self.said(now))\(moved); write the raw values out as they were (\(kept.joined(separator: ", "))) to keep what people chose",
                                          place: now.place, isOld: false, subject: "enum \(identifier) case \(value) is \(now.name)"))
                } else if let oldTitle = was.title, let newTitle = now.title, oldTitle != newTitle {
                    // Renamed in place: what people saved still resolves, to what now reads otherwise.
                    changes.append(Change(kind: .titleChanged, message: "Case `\(was.name)` of `\(identifier)` is now `\(now.name)`, with " +
                        "the same raw value \(Self.written(value, was)), and its title changed from \"\(oldTitle)\" to \"\(newTitle)\": people who saved \"\(oldTitle)\" now see \"\(newTitle)\"",
                                          place: now.place, isOld: false, subject: "enum \(identifier) case \(value) title \(newTitle)"))
                }
                continue
            }
            if let newValue = newValueOf[was.name], let now = new.first(where: { $0.enumCase.name == was.name })?.enumCase {
                changes.append(Change(kind: .enumCaseRawValueChanged,
                                      message: "Case `\(was.name)` of `\(identifier)` changed its raw value from " +
                                          "\(Self.written(value, was)) to \(Self.written(newValue, now)), so shortcuts and automations that " +
                                          "chose \(Self.said(was)) no longer resolve; `case \(was.name) = \(Self.written(value, was))` keeps them working",
                                      place: now.place, isOld: false, subject: "enum \(identifier) case \(was.name) raw value \(newValue)"))
                continue
            }
            // Gone with its case: a new case may be its rename.
            func take(_ matches: (SavedIdentifiers.EnumCase, Int) -> Bool) -> SavedIdentifiers.EnumCase? {
                guard let found = added.firstIndex(where: { matches($0.element.enumCase, $0.offset) }) else { return nil }
                return added.remove(at: found).element.enumCase
            }
            var detail = "the case is gone"
            var renamed: SavedIdentifiers.EnumCase?
            if let now = take({ now, _ in was.title != nil && was.title == now.title }) {
                renamed = now
                detail = "it looks renamed to `\(now.name)`, with the same title"
            } else if old.count == new.count, let now = take({ _, newIndex in newIndex == oldIndex }) {
                renamed = now
                detail = "it looks renamed to `\(now.name)`, in its place"
            }
            let advice = renamed.map { "; `case \($0.name) = \(Self.written(value, was))` keeps them working" } ?? ""
            changes.append(Change(kind: .enumCaseRemoved,
                                  message: "Case `\(was.name)` of `\(identifier)` no longer has the raw value \(Self.written(value, was)) " +
                                      "that saved shortcuts store (\(detail)), so shortcuts and automations that chose \(Self.said(was)) stop resolving\(advice)",
                                  place: renamed?.place ?? was.place, isOld: renamed == nil, subject: "enum \(identifier) case \(value)"))
        }
        for (_, (value, now)) in added {
            changes.append(Change(kind: .enumCaseAdded, message: "Case `\(now.name)` of `\(identifier)` is new", place: now.place, isOld: false,
                                  subject: "enum \(identifier) case \(value)"))
        }
        return changes
    }

    /// A raw value as Swift writes it: `"relaxed"`, `3`.
    static func written(_ value: String, _ enumCase: SavedIdentifiers.EnumCase) -> String {
        enumCase.isText ? "\"\(value)\"" : value
    }

    /// A case as people saw it, and as the code names it: `"Large" (`large`)`.
    static func shown(_ enumCase: SavedIdentifiers.EnumCase) -> String {
        enumCase.title.map { "\"\($0)\" (`\(enumCase.name)`)" } ?? "`\(enumCase.name)`"
    }

    /// A case as people saw it: `"Large"`, or its name when it has no title.
    static func said(_ enumCase: SavedIdentifiers.EnumCase) -> String {
        enumCase.title.map { "\"\($0)\"" } ?? "`\(enumCase.name)`"
    }
}

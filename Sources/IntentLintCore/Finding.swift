import IntentLintSupport

/// How serious a finding is. Errors fail the run; warnings fail it only with `--strict`;
/// notes (what `lint-intents diff` says users will see differ) never do.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }
}

/// One problem found in the sources.
public struct Finding: Sendable, Hashable {
    package var ruleIdentifier: String
    package var severity: Severity
    /// What is wrong and how to fix it, in one sentence.
    package var message: String
    /// The file as the user named it (see `FileSyntax.displayPath`).
    package var file: String
    package var location: SourceLocation
    /// The text of the finding's line, whitespace-trimmed; baselines match on it.
    package var lineText: String
    /// Other places of the same mistake: the same key in the other localizations, the uses of
    /// a type a module forgot to register, the other targets that compile the file. Reported
    /// with the finding, never as findings of their own.
    package var related: [RelatedLocation]
    /// The rewrite `lint --fix` can make of the finding's file to remove it, when the rule can
    /// prove one exact.
    package var fix: Fix?

    package init(ruleIdentifier: String, severity: Severity, message: String, file: String,
                location: SourceLocation, lineText: String = "", related: [RelatedLocation] = [], fix: Fix? = nil) {
        self.ruleIdentifier = ruleIdentifier
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.lineText = lineText
        self.related = related
        self.fix = fix
    }

    /// Sorted by file, then position, then rule: the order every report uses.
    package static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
        // Findings of one file share its path string, so this equality check is cheap and
        // most comparisons end on the line numbers.
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return (lhs.location.line, lhs.location.column, lhs.ruleIdentifier, lhs.message)
            < (rhs.location.line, rhs.location.column, rhs.ruleIdentifier, rhs.message)
    }
}

/// Another place of one finding's mistake, with what it is there.
public struct RelatedLocation: Sendable, Hashable {
    /// What the other place is to the finding.
    public enum Kind: String, Sendable, Hashable {
        /// The same mistake in another localization of a strings table.
        case localization
        /// The same place, seen by another target that compiles the file.
        case target
        /// A place that shows the mistake's reach: a use of the type a module forgot to register.
        case use
    }

    /// As `Finding.file`: relative to the module's root inside a rule, as the user names it once reported.
    package var file: String
    package var location: SourceLocation
    /// What this place is: `also in de.lproj/AppShortcuts.strings`, `used by PlanTripIntent in TravelApp`.
    package var message: String
    package var kind: Kind

    package init(file: String, location: SourceLocation, message: String, kind: Kind = .use) {
        self.file = file
        self.location = location
        self.message = message
        self.kind = kind
    }
}

extension Finding {
    /// What makes two findings one: the rule, the place and the message. Severity, line text
    /// and related places may differ between modules that report it.
    public struct Identity: Hashable, Sendable {
        var ruleIdentifier: String
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    package var identity: Identity {
        Identity(ruleIdentifier: ruleIdentifier, file: file, line: location.line, column: location.column, message: message)
    }

    /// " (and in 22 other localizations)", " (and in 2 other targets)", or "": what text reports
    /// add to the message, so that one line says how far the mistake reaches.
    package var relatedSummary: String {
        var parts: [String] = []
        for (kind, noun) in [(RelatedLocation.Kind.localization, "localization"), (.target, "target")] {
            let count = related.filter { $0.kind == kind }.count
            if count > 0 { parts.append("\(count) other \(noun)\(count == 1 ? "" : "s")") }
        }
        return parts.isEmpty ? "" : " (and in " + parts.joined(separator: " and ") + ")"
    }
}

/// One finding per mistake: what a run finds more than once (the same declaration seen by
/// each target that compiles its file, the same framework's mistake found for each app that
/// links it) is reported once, with the other targets as related places.
package enum FindingMerge {
    /// A finding and what produced it: a module (by the name reports give it), or an app.
    package struct Produced: Sendable {
        package var finding: Finding
        package var producer: String
        /// Whether the producer is a module (a repeat is a target seeing the file), or an app
        /// (a repeat adds only its related places).
        package var isModule: Bool

        package init(finding: Finding, producer: String, isModule: Bool) {
            self.finding = finding
            self.producer = producer
            self.isModule = isModule
        }
    }

    /// Sorted; each identity once, at its most severe, with every related place once.
    package static func merge(_ produced: [Produced]) -> [Finding] {
        var order: [Finding.Identity] = []
        var merged: [Finding.Identity: Finding] = [:]
        var producers: [Finding.Identity: [String]] = [:]
        for entry in produced {
            let identity = entry.finding.identity
            guard var existing = merged[identity] else {
                order.append(identity)
                merged[identity] = entry.finding
                if entry.isModule { producers[identity] = [entry.producer] }
                continue
            }
            existing.severity = max(existing.severity, entry.finding.severity)
            for place in entry.finding.related where !existing.related.contains(place) { existing.related.append(place) }
            if entry.isModule, !(producers[identity] ?? []).contains(entry.producer) {
                producers[identity, default: []].append(entry.producer)
                existing.related.append(RelatedLocation(file: existing.file, location: existing.location,
                                                        message: "also compiled into \(entry.producer)", kind: .target))
            }
            merged[identity] = existing
        }
        return order.map { merged[$0]! }.sorted(by: Finding.ordered)
    }
}

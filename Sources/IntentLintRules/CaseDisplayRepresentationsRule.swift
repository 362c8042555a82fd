import IntentLintManifest
import IntentLintCore

/// Every case an `AppEnum` offers needs a constant display representation.
package struct CaseDisplayRepresentationsRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "case-display-representations",
        name: "Case display representations",
        summary: "An `AppEnum` needs a constant `caseDisplayRepresentations` dictionary with an entry for every case it offers, and only for its cases.",
        rationale: """
            The build exports each case of an `AppEnum` with its display representation, read from a \
            `caseDisplayRepresentations` dictionary literal at compile time. Shortcuts, Siri and widgets show \
            those titles and images. Write the dictionary inline, one entry per case: \
            `[.small: "Small", .large: DisplayRepresentation(title: "Large", image: .init(systemName: "cup"))]`. \
            An enum that offers only some of its cases says which in its own `static var allCases`; then \
            only those need an entry.

            **Evidence, and severity.** "These representations must be constant values, since this information \
            is used at compile time" (WWDC25 "Get to know App Intents"). Developers report, quoting their build \
            logs, that the build halts its metadata export on a dictionary it cannot read ("The property \
            'caseDisplayRepresentations' must have a compile-time static value and cannot be computed or \
            dynamic") and on one that leaves a case out ("Protocol 'AppEnum' requires \
            'caseDisplayRepresentations' to be exhaustive"); `AppEnum` requires the property, and a key that is \
            not a case of the enum names nothing the build can export. All are errors.

            **Not flagged.** A missing dictionary where the module is not known whole (a folder linted \
            without a project file, or a module some of whose files were not read). Cases an explicit \
            `allCases` leaves out (as Ghostty's `MouseButton` does with \
            buttons it cannot click); an enum that gets `caseDisplayRepresentations` from a protocol of the \
            module it conforms to; a dictionary in a getter that only returns the literal.
            """,
        severity: .error)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                enum SoupSize: String, AppEnum {
                    case small, medium, large
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                    static var ↓caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
                        .small: "Small",
                        .medium: DisplayRepresentation(title: "Medium", subtitle: ↓subtitle(for: .medium)),
                        ↓.huge: "Huge",
                    ]
                }
                """, expecting: [
                .error(Message.missingEntries(of: "SoupSize", cases: ["large"])),
                .error(Message.caseRepresentationNotConstant(case: "medium", of: "SoupSize", reason: "calls the function `subtitle(for: .medium)`")),
                .error(Message.entryForNoCase("huge", of: "SoupSize")),
            ]),
            RuleExample("""
                enum Spiciness: String, AppEnum {
                    case mild, hot
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Spiciness"
                    static var caseDisplayRepresentations: [Spiciness: DisplayRepresentation] {
                        Dictionary(uniqueKeysWithValues: ↓allCases.map { ($0, DisplayRepresentation(title: "\\($0.rawValue)")) })
                    }
                }
                """, expecting: [.error(Message.dictionaryNotConstant(of: "Spiciness", reason: "calls `allCases.map { ($0, DisplayRepresentation(title: \"\\($0.rawV…`"))]),
            RuleExample("""
                ↓enum Temperature: String, AppEnum {
                    case hot, cold
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Temperature"
                }
                """, module: .app, expecting: [.error(Message.noCaseDisplayRepresentations(of: "Temperature"))]),
        ],
        nonTriggering: [
            RuleExample("""
                enum SoupSize: String, AppEnum {
                    case small, large
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                    static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] {
                        [.small: "Small", .large: DisplayRepresentation(title: "Large", image: .init(systemName: "cup.and.saucer.fill"))]
                    }
                }
                """),
            // The enum offers only the cases its `allCases` lists.
            RuleExample("""
                enum MouseButton: String, AppEnum {
                    case unknown, left, right, middle, back, forward
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mouse Button"
                    static var caseDisplayRepresentations: [MouseButton: DisplayRepresentation] = [
                        .left: "Left", .right: "Right", .middle: "Middle",
                    ]
                    static var allCases: [MouseButton] { [.left, .right, .middle] }
                }
                """),
            // A protocol of the module provides it.
            RuleExample("""
                protocol TitledEnum: AppEnum, CaseIterable {}
                extension TitledEnum where Self: RawRepresentable, RawValue == String {
                    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { [:] }
                }
                enum Flavor: String, TitledEnum {
                    case sweet, sour
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for appEnum in context.manifest.enums {
            let name = appEnum.identifier
            guard let declared = appEnum.caseDisplayRepresentationsLocation else {
                // An extension in a file not read could declare it: only a whole module says it is missing.
                if context.knowsWholeModule, !conformsThroughModuleProtocol(appEnum, context.index) {
                    findings.append(finding(Message.noCaseDisplayRepresentations(of: name), at: appEnum.location))
                }
                continue
            }
            if let value = appEnum.caseDisplayRepresentationsValue {
                findings.append(finding(Message.dictionaryNotConstant(of: name, reason: value.reason), at: value.location))
                continue
            }
            for enumCase in appEnum.cases {
                guard let value = enumCase.displayRepresentation?.nonConstantValue else { continue }
                findings.append(finding(Message.caseRepresentationNotConstant(case: enumCase.name, of: name, reason: value.reason), at: value.location))
            }
            let caseNames = Set(appEnum.cases.map(\.name))
            for key in appEnum.caseDisplayRepresentationKeys where !caseNames.contains(key.name.split(separator: "(").first.map(String.init) ?? key.name) {
                findings.append(finding(Message.entryForNoCase(key.name, of: name), at: key.location))
            }
            var offered = appEnum.cases
            switch appEnum.allCases {
            case .constant(let listed)?:
                let names = Set(listed)
                offered = offered.filter { names.contains($0.name) }
            case .nonConstant?:
                continue  // which cases are offered is not known here
            case nil:
                break
            }
            let missing = offered.filter { $0.displayRepresentation == nil }.map(\.name)
            guard !missing.isEmpty else { continue }
            findings.append(finding(Message.missingEntries(of: name, cases: missing), at: declared))
        }
        return findings
    }

    /// Whether the enum conforms to a protocol the module declares, which may provide the
    /// property in an extension. (A class it names is its raw type, which cannot.)
    private func conformsThroughModuleProtocol(_ appEnum: EnumRecord, _ index: TypeIndex) -> Bool {
        guard let entry = index.entry(appEnum.identifier) else { return false }
        return entry.writtenConformances.contains { index.entry($0.name)?.declaration?.declaration.kind == .protocol }
    }
}

extension CaseDisplayRepresentationsRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        static func noCaseDisplayRepresentations(of appEnum: String) -> FindingMessage {
            FindingMessage(
                "AppEnum `\(appEnum)` has no `caseDisplayRepresentations`, which `AppEnum` requires and the build exports for each " +
                    "case; add `static var caseDisplayRepresentations: [\(appEnum.split(separator: ".").last ?? ""): DisplayRepresentation] = [.case: \"Title\", …]`")
        }

        static func dictionaryNotConstant(of appEnum: String, reason: String) -> FindingMessage {
            FindingMessage(
                "`caseDisplayRepresentations` of `\(appEnum)` is not a compile-time constant: it \(reason), and the build stops " +
                    "exporting App Intents metadata on it; write the dictionary literal inline, one entry per case")
        }

        static func caseRepresentationNotConstant(case enumCase: String, of appEnum: String, reason: String) -> FindingMessage {
            FindingMessage(
                "The display representation of case `\(enumCase)` of `\(appEnum)` is not a compile-time constant: it \(reason), " +
                    "and the build stops exporting App Intents metadata on it; write a string literal or `DisplayRepresentation(title: \"…\")` with literal arguments")
        }

        static func entryForNoCase(_ key: String, of appEnum: String) -> FindingMessage {
            FindingMessage("`caseDisplayRepresentations` of `\(appEnum)` has an entry for `\(key)`, which is not a case of `\(appEnum)`; remove it, or add the case")
        }

        static func missingEntries(of appEnum: String, cases: [String]) -> FindingMessage {
            let shown = cases.prefix(10).map { "`\($0)`" }.joined(separator: ", ") + (cases.count > 10 ? " and \(cases.count - 10) more" : "")
            return FindingMessage(
                "`caseDisplayRepresentations` of `\(appEnum)` has no entry for \(shown), and the build stops exporting App Intents metadata on " +
                    "it (\"Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive\"); add one for each case, or list the cases the app offers in `static var allCases`")
        }
    }
}

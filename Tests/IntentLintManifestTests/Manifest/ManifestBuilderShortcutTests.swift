import Testing
@testable import IntentLintSupport
@testable import IntentLintSyntax
@testable import IntentLintManifest

@Suite("Manifest builder: App Shortcuts")
struct ManifestBuilderShortcutTests {
    private func provider(_ body: String) -> BuiltModule {
        BuiltModule("struct Shortcuts: AppShortcutsProvider {\n\(body)\n}")
    }

    /// Each phrase as its key, or the reason it is not constant.
    private func phrases(_ shortcut: AutoShortcutRecord?) -> [String]? {
        switch shortcut?.phraseTemplates {
        case .constant(let phrases)?:
            return phrases.map { phrase in
                switch phrase {
                case .constant(let template): return template.text.key
                case .nonConstant(let why): return "\(why.valueKind): \(why.reason)"
                }
            }
        case .nonConstant(let why)?:
            return ["\(why.valueKind): \(why.reason)"]
        case nil:
            return nil
        }
    }

    @Test func phrasesBecomeTemplates() {
        let module = provider("""
            static var appShortcuts: [AppShortcut] {
                AppShortcut(
                    intent: OrderSoup(),
                    phrases: [
                        "Order \\(\\.$soup) with \\(.applicationName)",
                        "\\(.applicationName), order soup",
                        AppShortcutPhrase<OrderSoup>("Order \\(\\OrderSoup.$soup) in \\(.applicationName)"),
                    ],
                    shortTitle: "Order Soup",
                    systemImageName: "cup.and.saucer"
                )
            }
            """)
        let shortcut = module.manifest.autoShortcuts.first
        #expect(module.manifest.autoShortcuts.count == 1)
        #expect(shortcut?.actionIdentifier == "OrderSoup")
        #expect(phrases(shortcut) == [
            "Order ${soup} with ${applicationName}", "${applicationName}, order soup", "Order ${soup} in ${applicationName}",
        ])
        #expect(shortcut?.phraseTemplates.constantValue?.compactMap(\.constantValue).map(\.applicationNameCount) == [1, 1, 1])
        #expect(shortcut?.phraseTemplates.constantValue?.compactMap(\.constantValue).map(\.parameters) == [["soup"], [], ["soup"]])
        #expect(BuiltModule.describe(shortcut?.shortTitle) == #"{"key":"Order Soup"}"#)
        #expect(BuiltModule.describe(shortcut?.systemImageName) == #""cup.and.saucer""#)
        #expect(shortcut?.location.location == IntentLintSupport.SourceLocation(line: 3, column: 5))
        #expect(shortcut?.provider == "Shortcuts")
        #expect(module.manifest.autoShortcutProvider?.appShortcutsValue == nil)
    }

    /// `appShortcuts` is a list of `AppShortcut`s, so `.init(…)` there is `AppShortcut.init(…)`:
    /// the compiler records the three spellings alike (`CompilerOracleTests`, `Literals`).
    @Test(arguments: [
        "static var appShortcuts: [AppShortcut] {\n    ",
        "static let appShortcuts: [AppShortcut] = [\n    ",
    ])
    func everySpellingOfTheInitializerIsAnAppShortcut(opening: String) {
        let list = [
            #".init(intent: OrderSoup(), phrases: ["Order in \(.applicationName)"], shortTitle: "Order", systemImageName: "cup")"#,
            #"AppShortcut.init(intent: Reorder(), phrases: ["Reorder in \(.applicationName)"], shortTitle: "Reorder", systemImageName: "arrow")"#,
            #"AppShortcut(intent: Cancel(), phrases: ["Cancel in \(.applicationName)"], shortTitle: "Cancel", systemImageName: "xmark")"#,
        ]
        let isArray = opening.hasSuffix("[\n    ")
        let module = provider(opening + list.joined(separator: isArray ? ",\n    " : "\n    ") + (isArray ? "\n]" : "\n}"))
        let shortcuts = module.manifest.autoShortcuts
        #expect(module.manifest.autoShortcutProvider?.appShortcutsValue == nil)
        #expect(shortcuts.map(\.actionIdentifier) == ["OrderSoup", "Reorder", "Cancel"])
        #expect(shortcuts.map(phrases) == [["Order in ${applicationName}"], ["Reorder in ${applicationName}"], ["Cancel in ${applicationName}"]])
        #expect(shortcuts.map { BuiltModule.describe($0.shortTitle) } == [#"{"key":"Order"}"#, #"{"key":"Reorder"}"#, #"{"key":"Cancel"}"#])
        #expect(shortcuts.map { BuiltModule.describe($0.systemImageName) } == [#""cup""#, #""arrow""#, #""xmark""#])
        #expect(shortcuts.map(\.location.location.line) == [3, 4, 5])
    }

    /// `.init(…)` of anything else, such as a member of another type, stays unreadable.
    @Test func aCallOfAnotherInitializerIsNotAnAppShortcut() {
        let module = provider(#"static var appShortcuts: [AppShortcut] { Shortcuts.init(intent: A(), phrases: ["A in \(.applicationName)"], shortTitle: "A", systemImageName: "a") }"#)
        #expect(module.manifest.autoShortcuts.isEmpty)
        #expect(module.manifest.autoShortcutProvider?.appShortcutsValue != nil)
    }

    /// `${applicationName}` written as text is the token the build writes (the compiler passes a
    /// literal's text on as written); an escaped interpolation only looks like one.
    @Test func theApplicationNameWrittenAsTextIsTheToken() {
        let module = provider(#"static var appShortcuts: [AppShortcut] { AppShortcut(intent: A(), phrases: ["Open ${applicationName}", "Open \\(.applicationName)", "${applicationName} ${applicationName}"], shortTitle: "A", systemImageName: "a") }"#)
        let phrases = module.manifest.autoShortcuts.first?.phraseTemplates.constantValue?.compactMap(\.constantValue) ?? []
        #expect(phrases.map(\.text.key) == ["Open ${applicationName}", "Open \\(.applicationName)", "${applicationName} ${applicationName}"])
        #expect(phrases.map(\.applicationNameCount) == [1, 0, 2])
    }

    @Test func phrasesThatAreNotConstant() {
        let module = provider("""
            static let orderPhrases: [AppShortcutPhrase<OrderSoup>] = ["Order in \\(.applicationName)"]
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OrderSoup(), phrases: Self.orderPhrases, shortTitle: "A", systemImageName: "a")
                AppShortcut(intent: OrderSoup(), phrases: orderPhrases, shortTitle: "A", systemImageName: "a")
                AppShortcut(intent: OrderSoup(), phrases: ["Order \\(name) in \\(.applicationName)", makePhrase()], shortTitle: "A", systemImageName: "a")
            }
            """)
        let shortcuts = module.manifest.autoShortcuts
        #expect(shortcuts.count == 3)
        #expect(phrases(shortcuts[0]) == ["MemberReference: refers to the static property `Self.orderPhrases`"])
        #expect(phrases(shortcuts[1]) == ["Runtime: refers to `orderPhrases`, which is only known at run time"])
        #expect(phrases(shortcuts[2]) == [
            "InterpolatedStringLiteral: interpolates `name`; a phrase can only interpolate `.applicationName` and parameter key paths",
            "FunctionCall: calls the function `makePhrase()`",
        ])
    }

    @Test func availabilityAndConditionalCompilation() {
        let module = provider("""
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: A(), phrases: ["A \\(.applicationName)"], shortTitle: "A", systemImageName: "a")
                if #available(iOS 18, *) {
                    AppShortcut(intent: B(), phrases: ["B \\(.applicationName)"], shortTitle: "B", systemImageName: "b")
                } else {
                    AppShortcut(intent: C(), phrases: ["C \\(.applicationName)"], shortTitle: "C", systemImageName: "c")
                }
                #if DEBUG
                AppShortcut(intent: D(), phrases: ["D \\(.applicationName)"], shortTitle: "D", systemImageName: "d")
                #elseif os(iOS)
                AppShortcut(intent: E(), phrases: ["E \\(.applicationName)"], shortTitle: "E", systemImageName: "e")
                #endif
            }
            """)
        let shortcuts = module.manifest.autoShortcuts
        #expect(shortcuts.map(\.actionIdentifier) == ["A", "B", "C", "D", "E"])
        #expect(shortcuts.map(\.availability) == [
            [], ["#available(iOS 18, *)"], ["!(#available(iOS 18, *))"], ["#if DEBUG"], ["#if !DEBUG && os(iOS)"],
        ])
        // The statements and arms: B and C are two arms of one `if`, D and E two clauses of one `#if`.
        let runtime = ShortcutBranch.Statement.runtime(condition: "#available(iOS 18, *)")
        let compilation = ShortcutBranch.Statement.compilation(clauses: ["DEBUG", "os(iOS)"])
        #expect(shortcuts.map(\.branches) == [
            [],
            [ShortcutBranch(statement: 0, arm: 0, kind: runtime)],
            [ShortcutBranch(statement: 0, arm: 1, kind: runtime)],
            [ShortcutBranch(statement: 1, arm: 0, kind: compilation)],
            [ShortcutBranch(statement: 1, arm: 1, kind: compilation)],
        ])
    }

    @Test func equalConditionsAreStillTwoStatements() {
        let module = provider("""
            static var appShortcuts: [AppShortcut] {
                if #available(iOS 18, *) {
                    AppShortcut(intent: A(), phrases: ["A \\(.applicationName)"], shortTitle: "A", systemImageName: "a")
                    #if DEBUG
                    AppShortcut(intent: B(), phrases: ["B \\(.applicationName)"], shortTitle: "B", systemImageName: "b")
                    #endif
                }
                if #available(iOS 18, *) {
                    AppShortcut(intent: C(), phrases: ["C \\(.applicationName)"], shortTitle: "C", systemImageName: "c")
                }
            }
            """)
        let shortcuts = module.manifest.autoShortcuts
        #expect(shortcuts.map { $0.branches.map(\.statement) } == [[0], [0, 1], [2]])
        #expect(shortcuts.map { $0.branches.map(\.arm) } == [[0], [0, 0], [0]])
    }

    @Test func arrayInitializerInsteadOfABuilder() {
        let module = provider(#"static let appShortcuts: [AppShortcut] = [AppShortcut(intent: A(), phrases: ["A \(.applicationName)"], shortTitle: "A", systemImageName: "a")]"#)
        #expect(module.manifest.autoShortcuts.map(\.actionIdentifier) == ["A"])
    }

    @Test func unreadableStatementsInTheBuilder() {
        let module = provider("""
            static var appShortcuts: [AppShortcut] {
                let phrase = "A"
                AppShortcut(intent: A(), phrases: [phrase], shortTitle: "A", systemImageName: "a")
                makeShortcut()
            }
            """)
        let value = module.manifest.autoShortcutProvider?.appShortcutsValue
        #expect(value?.valueKind == "Runtime")
        #expect(value?.expression == #"let phrase = "A""#)
        #expect(value?.reason == "has a statement the build cannot read; `appShortcuts` may only list `AppShortcut(…)` values")
        #expect(module.manifest.autoShortcuts.map(\.actionIdentifier) == ["A"])
    }

    @Test func tileColorAndNegativePhrases() {
        let module = provider("""
            static var shortcutTileColor: ShortcutTileColor = .navy
            static var negativePhrases: NegativeAppShortcutPhrases {
                NegativeAppShortcutPhrases {
                    "Cancel soup in \\(.applicationName)"
                    "Stop \\(.applicationName)"
                }
            }
            """)
        #expect(BuiltModule.describe(module.manifest.shortcutTileColor) == #""navy""#)
        #expect(module.manifest.negativePhrases?.constantValue?.map(\.text.key) == [
            "Cancel soup in ${applicationName}", "Stop ${applicationName}",
        ])
    }

    @Test func negativePhrasesAsAnArray() {
        let module = provider(#"static let negativePhrases: [NegativeAppShortcutPhrase] = ["No \(.applicationName)", "\(count) soups"]"#)
        #expect(module.manifest.negativePhrases?.nonConstantValue?.reason
                == "interpolates `count`; a phrase can only interpolate `.applicationName` and parameter key paths")
    }

    @Test func severalProvidersAreAllRead() {
        let module = BuiltModule("""
            struct B: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] { AppShortcut(intent: Y(), phrases: [], shortTitle: "Y", systemImageName: "y") }
            }
            struct A: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] { AppShortcut(intent: X(), phrases: [], shortTitle: "X", systemImageName: "x") }
            }
            """)
        #expect(module.manifest.autoShortcutProvider?.identifier == "A")
        #expect(module.manifest.autoShortcuts.map(\.provider) == ["A", "B"])
        #expect(module.manifest.autoShortcuts.map(\.actionIdentifier) == ["X", "Y"])
    }
}

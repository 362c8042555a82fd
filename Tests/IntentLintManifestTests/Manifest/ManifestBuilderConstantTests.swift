import Testing
@testable import IntentLintManifest

/// Every kind of value a metadata property can hold, read as the compiler's const-value
/// extraction reads it: constant, or not and why.
@Suite("Manifest builder: constant evaluation")
struct ManifestBuilderConstantTests {
    /// The title of an intent whose `title` declaration is `declaration`.
    private func title(_ declaration: String, extra: String = "") -> String? {
        let module = BuiltModule("""
            enum Titles {
                static let order: LocalizedStringResource = "Order"
                static func make() -> LocalizedStringResource { "Order" }
            }
            struct Order: AppIntent {
                \(declaration)
                \(extra)
            }
            """)
        return BuiltModule.describe(module.manifest.actions["Order"]?.title)
    }

    @Test(arguments: [
        // Literals and literal-only interpolation
        (#"static let title: LocalizedStringResource = "Order Soup""#, #"{"key":"Order Soup"}"#),
        (#"static var title: LocalizedStringResource = "Order \("Soup")""#, #"{"key":"Order Soup"}"#),
        (#"static var title: LocalizedStringResource = "Order \(2) soups""#, #"{"key":"Order 2 soups"}"#),
        ("static var title: LocalizedStringResource = \"\"\"\n        Order\n        \"\"\"", #"{"key":"Order"}"#),
        // Initializer calls with constant arguments
        (#"static var title = LocalizedStringResource("Order", table: "Intents", comment: "Menu")"#,
         #"{"comment":"Menu","key":"Order","table":"Intents"}"#),
        (#"static var title: LocalizedStringResource = .init("Order", defaultValue: "Order a soup")"#,
         #"{"defaultValue":"Order a soup","key":"Order"}"#),
        (#"static var title = LocalizedStringResource.init("Order", bundle: .main)"#, #"{"key":"Order"}"#),
        (#"static var title = Foundation.LocalizedStringResource("Order")"#, #"{"key":"Order"}"#),
        // Getters that return a value
        (#"static var title: LocalizedStringResource { "Order" }"#, #"{"key":"Order"}"#),
        (#"static var title: LocalizedStringResource { return "Order" }"#, #"{"key":"Order"}"#),
        (#"static var title: LocalizedStringResource { get { "Order" } }"#, #"{"key":"Order"}"#),
    ])
    func constantValues(declaration: String, value: String) {
        #expect(title(declaration) == value)
    }

    @Test(arguments: [
        ("static var title: LocalizedStringResource = makeTitle()",
         "FunctionCall: calls the function `makeTitle()`"),
        ("static var title: LocalizedStringResource = Titles.order",
         "MemberReference: refers to the static property `Titles.order`"),
        ("static var title: LocalizedStringResource = .order",
         "MemberReference: refers to the static member `.order` instead of spelling out the value"),
        ("static var title: LocalizedStringResource = Titles.make()",
         "StaticFunctionCall: calls `Titles.make()`"),
        ("static var title: LocalizedStringResource = strings.order",
         "Runtime: reads `strings.order`, which is only known at run time"),
        ("static var title: LocalizedStringResource = orderTitle",
         "Runtime: refers to `orderTitle`, which is only known at run time"),
        (#"static var title: LocalizedStringResource = "Order \(soupName)""#,
         "InterpolatedStringLiteral: interpolates `soupName`, which is only known at run time"),
        (#"static var title: LocalizedStringResource = "Order \(Titles.make())""#,
         "InterpolatedStringLiteral: interpolates `Titles.make()`, which calls `Titles.make()`"),
        (#"static var title = LocalizedStringResource(stringLiteral: name)"#,
         "Runtime: refers to `name`, which is only known at run time"),
        (#"static var title: LocalizedStringResource = "Order " + "Soup""#,
         "Runtime: is computed with operator `+`"),
        (#"static var title: LocalizedStringResource = flag ? "A" : "B""#,
         "Runtime: is computed with operator `?:`"),
        ("static var title: LocalizedStringResource { let t = \"Order\"\n return t }",
         "Runtime: is computed by a getter that does more than return a value"),
        ("static var title: LocalizedStringResource { if flag { \"A\" } else { \"B\" } }",
         "Runtime: is computed by a getter that does more than return a value"),
        ("static var title: LocalizedStringResource { Self.compute() }",
         "StaticFunctionCall: calls `Self.compute()`"),
        ("static var title: LocalizedStringResource = { \"Order\" }()",
         "Runtime: is computed by a closure, which runs only at run time"),
        ("static var title: LocalizedStringResource = name.localizedCapitalized()",
         "StaticFunctionCall: calls `name.localizedCapitalized()`"),
        ("static var title: LocalizedStringResource = .make()",
         "StaticFunctionCall: calls `.make()`"),
        ("static var title = someModule.Title(\"Order\")", #"{"key":"Order"}"#),
    ])
    func nonConstantValues(declaration: String, reason: String) {
        #expect(title(declaration) == reason)
    }

    @Test func nonConstantValueRecordsTheWholeExpressionAndWhereTheCulpritIs() {
        let module = BuiltModule("""
            struct Order: AppIntent {
                static var title: LocalizedStringResource = "Order \\(count) soups"
            }
            """)
        let value = module.manifest.actions["Order"]?.title?.nonConstantValue
        #expect(value?.expression == #""Order \(count) soups""#)
        #expect(value?.location == SourceReference(file: "Soup.swift", location: .init(line: 2, column: 58)))
    }

    @Test func titleWithoutValueOrInstanceTitleIsNotTheTitle() {
        #expect(title("static var title: LocalizedStringResource") == nil)
        #expect(title(#"var title: LocalizedStringResource = "Instance""#) == nil)
    }

    // MARK: Other value kinds

    @Test func booleansEnumCasesAndOptionSets() {
        let module = BuiltModule("""
            struct Order: AppIntent {
                static let openAppWhenRun: Bool = true
                static var isDiscoverable = false
                static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
                static var supportedModes: IntentModes = [.background, .foreground(.dynamic)]
            }
            struct Cancel: AppIntent {
                static var openAppWhenRun = Settings.openApp
                static var isDiscoverable = !hidden
                static var authenticationPolicy = IntentAuthenticationPolicy.alwaysAllowed
                static var supportedModes: IntentModes = .background
            }
            struct Other: AppIntent {
                static var authenticationPolicy: IntentAuthenticationPolicy = policy()
                static var supportedModes: IntentModes = [.background, mode]
            }
            """)
        let order = module.manifest.actions["Order"]
        #expect(BuiltModule.describe(order?.openAppWhenRun) == "true")
        #expect(BuiltModule.describe(order?.isDiscoverable) == "false")
        #expect(BuiltModule.describe(order?.authenticationPolicy) == #""requiresAuthentication""#)
        #expect(BuiltModule.describe(order?.supportedModes) == #"["background","foreground(dynamic)"]"#)
        let cancel = module.manifest.actions["Cancel"]
        // An enum-typed value may name its type's member; a Bool may not name a setting.
        #expect(BuiltModule.describe(cancel?.openAppWhenRun) == "MemberReference: refers to the static property `Settings.openApp`")
        #expect(BuiltModule.describe(cancel?.isDiscoverable) == "Runtime: applies the operator `!`")
        #expect(BuiltModule.describe(cancel?.authenticationPolicy) == #""alwaysAllowed""#)
        #expect(BuiltModule.describe(cancel?.supportedModes) == #"["background"]"#)
        let other = module.manifest.actions["Other"]
        #expect(BuiltModule.describe(other?.authenticationPolicy) == "FunctionCall: calls the function `policy()`")
        #expect(BuiltModule.describe(other?.supportedModes) == "Runtime: refers to `mode`, which is only known at run time")
    }

    @Test func descriptionsAndDialogs() {
        let module = BuiltModule("""
            struct Order: AppIntent {
                static var description = IntentDescription("Orders a soup.", categoryName: "Food")
                @Parameter(title: "Soup", description: "The soup", requestValueDialog: IntentDialog("Which soup?"))
                var soup: String
            }
            """)
        let order = module.manifest.actions["Order"]
        #expect(BuiltModule.describe(order?.description) == #"{"key":"Orders a soup."}"#)
        #expect(BuiltModule.describe(order?.parameters.first?.requestValueDialog) == #"{"key":"Which soup?"}"#)
        #expect(BuiltModule.describe(order?.parameters.first?.description) == #"{"key":"The soup"}"#)
    }

    @Test func displayRepresentations() {
        let module = BuiltModule("""
            struct Soup: AppEntity {
                static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Soup", numericFormat: "\\(placeholder: .int) soups")
                let id: String
            }
            struct Bowl: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Bowl"
                let id: String
            }
            struct Plate: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(name: LocalizedStringResource("Plate", table: "T")) }
                let id: String
            }
            struct Cup: AppEntity {
                static var typeDisplayRepresentation = TypeDisplayRepresentation(name: cupName)
                let id: String
            }
            """)
        let entities = module.manifest.entities
        // A placeholder is an interpolation's own enum case, so the value is constant.
        #expect(entities["Soup"]?.typeDisplayRepresentation?.constantValue?.title.key == "Soup")
        #expect(entities["Soup"]?.typeDisplayRepresentation?.constantValue?.numericFormat?.key == "${int} soups", "Apple writes a numeric placeholder as ${int}")
        #expect(BuiltModule.describe(entities["Bowl"]?.typeDisplayRepresentation) == #"{"name":{"key":"Bowl"}}"#)
        #expect(BuiltModule.describe(entities["Plate"]?.typeDisplayRepresentation) == #"{"name":{"key":"Plate","table":"T"}}"#)
        #expect(BuiltModule.describe(entities["Cup"]?.typeDisplayRepresentation) == "Runtime: refers to `cupName`, which is only known at run time")
    }

    @Test(arguments: [
        ("default: 2", #"{"int":2}"#), ("default: -2", #"{"int":-2}"#), ("default: 1_000", #"{"int":1000}"#),
        ("default: 1.5", #"{"double":1.5}"#), ("default: -0.5", #"{"double":-0.5}"#), ("default: true", #"{"bool":true}"#),
        (#"default: "Tomato""#, #"{"string":"Tomato"}"#), ("default: .large", #"{"enumCase":"large"}"#),
        ("default: nil", #"{"nil":true}"#), ("default: Size.large", #"{"expression":"Size.large"}"#),
        ("default: [1, 2]", #"{"expression":"[1, 2]"}"#), ("default: makeDefault()", "FunctionCall: calls the function `makeDefault()`"),
    ])
    func parameterDefaults(argument: String, value: String) {
        let module = BuiltModule("""
            struct Order: AppIntent {
                @Parameter(title: "Value", \(argument)) var value: Int
            }
            """)
        #expect(BuiltModule.describe(module.manifest.actions["Order"]?.parameters.first?.defaultValue) == value)
    }
}

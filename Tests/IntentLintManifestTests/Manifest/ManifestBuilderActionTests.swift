import Testing
@testable import IntentLintSupport
@testable import IntentLintManifest
import IntentLintTestSupport

@Suite("Manifest builder: intents, parameters and parameter summaries")
struct ManifestBuilderActionTests {
    private func action(_ body: String) -> ActionRecord? {
        BuiltModule("struct Order: AppIntent {\n\(body)\n}").manifest.actions["Order"]
    }

    /// The intent's parameter summary as JSON without locations.
    private func summary(_ body: String) -> String? {
        guard let node = action(body)?.parameterSummary else { return nil }
        return node.json.withoutLocations.compact()
    }

    // MARK: Parameters

    @Test func parameters() {
        let order = action("""
            @Parameter(title: "Soup") var soup: SoupEntity
            @Parameter(title: "Quantity", default: 1) var quantity: Int
            @Parameter var note: String?
            @Parameter("Size") var size: Size = .large
            @Parameter(title: "Topping") var topping: Optional<Topping>
            @Dependency var store: SoupStore
            var notAParameter = 0
            @Parameter(title: "Static") static var ignored: Int
            """)
        let parameters = order?.parameters ?? []
        #expect(parameters.map(\.name) == ["soup", "quantity", "note", "size", "topping"])
        #expect(parameters.map(\.valueType) == ["SoupEntity", "Int", "String?", "Size", "Optional<Topping>"])
        #expect(parameters.map(\.isOptional) == [false, false, true, false, true])
        #expect(parameters.map(\.isRequired) == [true, false, false, false, false])
        #expect(parameters.map { BuiltModule.describe($0.title) } == [
            #"{"key":"Soup"}"#, #"{"key":"Quantity"}"#, nil, #"{"key":"Size"}"#, #"{"key":"Topping"}"#,
        ])
        #expect(parameters.map { BuiltModule.describe($0.defaultValue) } == [nil, #"{"int":1}"#, nil, #"{"enumCase":"large"}"#, nil])
        #expect(parameters.map(\.location.line) == [2, 3, 4, 5, 6])
        #expect(order?.dependencies.map(\.name) == ["store"])
        #expect(order?.dependencies.map(\.valueType) == ["SoupStore"])
    }

    @Test func defaultOfNilStillRequiresAValue() {
        let parameter = action(#"@Parameter(title: "Soup", default: nil) var soup: SoupEntity"#)?.parameters.first
        #expect(parameter?.isRequired == true)
    }

    @Test func parametersFromExtensions() {
        let module = BuiltModule([
            "A.swift": "struct Order: AppIntent {\n    @Parameter(title: \"A\") var a: Int\n}",
            "B.swift": "extension Order {\n    @Parameter(title: \"B\") var b: Int\n}",
        ])
        let parameters = module.manifest.actions["Order"]?.parameters ?? []
        #expect(parameters.map(\.name) == ["a", "b"])
        #expect(parameters.map(\.location.file) == ["A.swift", "B.swift"])
    }

    // MARK: Parameter summaries

    @Test func summaryWithParametersAndATrailingList() {
        #expect(summary("""
            static var parameterSummary: some ParameterSummary {
                Summary("Order \\(\\.$quantity) \\(\\.$soup)") {
                    \\.$note
                    \\.$size
                }
            }
            """) == #"{"summary":{"formatString":"Order ${quantity} ${soup}","otherParameterIdentifiers":["note","size"],"parameterIdentifiers":["quantity","soup"]}}"#)
    }

    @Test func summaryWithExplicitRootsAndNoText() {
        #expect(summary("static var parameterSummary: some ParameterSummary { Summary(\"Order \\(\\Order.$soup)\") }")
                == #"{"summary":{"formatString":"Order ${soup}","otherParameterIdentifiers":[],"parameterIdentifiers":["soup"]}}"#)
        #expect(summary("static var parameterSummary: some ParameterSummary { Summary() }")
                == #"{"summary":{"otherParameterIdentifiers":[],"parameterIdentifiers":[]}}"#)
    }

    @Test func summaryAsAnInitializer() {
        #expect(summary(#"static let parameterSummary = Summary("Order \(\.$soup)")"#)
                == #"{"summary":{"formatString":"Order ${soup}","otherParameterIdentifiers":[],"parameterIdentifiers":["soup"]}}"#)
    }

    @Test func whenWithOtherwise() {
        #expect(summary("""
            static var parameterSummary: some ParameterSummary {
                When(\\.$size, .equalTo, .large) {
                    Summary("Large \\(\\.$soup)")
                } otherwise: {
                    Summary("\\(\\.$soup)")
                }
            }
            """) == #"{"when":{"comparison":"equalTo","otherwise":{"summary":{"formatString":"${soup}","otherParameterIdentifiers":[],"parameterIdentifiers":["soup"]}},"parameter":"size","then":{"summary":{"formatString":"Large ${soup}","otherParameterIdentifiers":[],"parameterIdentifiers":["soup"]}},"value":{"enumCase":"large"}}}"#)
    }

    @Test func whenWithoutOtherwiseShowsNothingElse() {
        let node = action("""
            static var parameterSummary: some ParameterSummary {
                When(\\.$express, .equalTo, true) { Summary("Express") }
            }
            """)?.parameterSummary
        guard case .when(let when)? = node else {
            Issue.record("not a When")
            return
        }
        #expect(when.parameter == "express")
        #expect(when.value == .bool(true))
        #expect(when.otherwise == nil)
        #expect(node?.leaves.map(\.formatString) == ["Express"])
    }

    @Test func switchWithCasesAndDefault() {
        #expect(summary("""
            static var parameterSummary: some ParameterSummary {
                Switch(\\.$size) {
                    Case(.small) { Summary("Small \\(\\.$soup)") }
                    Case(.large) { Summary("Large") }
                    DefaultCase { Summary("Any \\(\\.$soup)") }
                }
            }
            """) == #"{"switch":{"cases":[{"summary":{"summary":{"formatString":"Small ${soup}","otherParameterIdentifiers":[],"parameterIdentifiers":["soup"]}},"value":{"enumCase":"small"}},{"summary":{"summary":{"formatString":"Large","otherParameterIdentifiers":[],"parameterIdentifiers":[]}},"value":{"enumCase":"large"}}],"default":{"summary":{"formatString":"Any ${soup}","otherParameterIdentifiers":[],"parameterIdentifiers":["soup"]}},"parameter":"size"}}"#)
    }

    @Test func leavesListEverySummaryAUserCanSee() {
        let node = action("""
            static var parameterSummary: some ParameterSummary {
                Switch(\\.$size) {
                    Case(.small) { When(\\.$hot, .equalTo, true) { Summary("A") } otherwise: { Summary("B") } }
                    DefaultCase { Summary("C") }
                }
            }
            """)?.parameterSummary
        #expect(node?.leaves.map(\.formatString) == ["A", "B", "C"])
    }

    @Test func summaryChosenWithIfIsNotConstant() {
        #expect(summary("""
            static var parameterSummary: some ParameterSummary {
                if flag { Summary("A") } else { Summary("B") }
            }
            """) == #"{"expression":"if flag","isConstant":false,"reason":"chooses a summary with `if`; use `When` or `Switch`","valueKind":"Builder"}"#)
    }

    @Test func summaryInterpolatingAValueIsNotConstant() {
        let node = action("static var parameterSummary: some ParameterSummary { Summary(\"Order \\(name)\") }")?.parameterSummary
        guard case .nonConstant(let value)? = node else {
            Issue.record("expected a non-constant summary")
            return
        }
        #expect(value.valueKind == "InterpolatedStringLiteral")
        #expect(value.reason == "interpolates `name`; a summary can only interpolate parameter key paths")
    }

    @Test func summaryFromAFunctionIsNotConstant() {
        #expect(summary("static var parameterSummary: some ParameterSummary { makeSummary() }")
                == #"{"expression":"makeSummary()","isConstant":false,"reason":"is not a `Summary`, `When` or `Switch`","valueKind":"Runtime"}"#)
    }

    @Test func summaryLocationsPointAtEachNode() {
        let node = action("""
            static var parameterSummary: some ParameterSummary {
                When(\\.$size, .equalTo, .large) {
                    Summary("Large")
                }
            }
            """)?.parameterSummary
        guard case .when(let when)? = node, case .summary(let leaf)? = when.then else {
            Issue.record("not a When with a Summary")
            return
        }
        #expect(when.location.location == IntentLintSupport.SourceLocation(line: 3, column: 5))
        #expect(leaf.location.location == IntentLintSupport.SourceLocation(line: 4, column: 9))
    }
}

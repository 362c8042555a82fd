import Testing
@testable import IntentLintSyntax
@testable import IntentLintManifest

/// Manifest bugs found by the fixture goldens and the compiler oracle, each pinned with
/// the smallest source that shows it.
struct ManifestRegressionTests {
    private func manifest(_ source: String) -> Manifest {
        let file = DeclarationScanner.scan(source, path: "Intent.swift")
        return ManifestBuilder.build(ScannedModule(name: "App", files: [file])).manifest
    }

    @Test func descriptionWrappingALocalizedStringResourceIsConstant() {
        let action = manifest("""
            struct CancelOrderIntent: AppIntent {
                static var description = IntentDescription(LocalizedStringResource("CANCEL_DESCRIPTION", table: "Orders"))
                @Parameter(title: "Order", requestValueDialog: IntentDialog(LocalizedStringResource("WHICH_ORDER", table: "Orders")))
                var order: OrderEntity
            }
            """).actions["CancelOrderIntent"]
        #expect(action?.description?.constantValue == LocalizedString(key: "CANCEL_DESCRIPTION", table: "Orders"))
        #expect(action?.parameters.first?.requestValueDialog?.constantValue == LocalizedString(key: "WHICH_ORDER", table: "Orders"))
    }

    @Test func parameterDefaultWrittenAsInitialValueIsRead() {
        let parameters = manifest("""
            struct OrderSoupIntent: AppIntent {
                @Parameter(title: "Pickup") var isPickup: Bool = true
                @Parameter(title: "Quantity") var quantity: Int = 2
            }
            """).actions["OrderSoupIntent"]?.parameters
        let defaults: [TypedConstant?]? = parameters?.map { $0.defaultValue?.constantValue }
        #expect(defaults == [.bool(true), .int(2)])
    }

    @Test func conformanceThroughAFileScopeTypealiasCounts() {
        let manifest = manifest("""
            typealias OrderingIntent = AppIntent & PredictableIntent
            typealias SizeCode = String

            struct AliasedIntent: OrderingIntent {
                static var title: LocalizedStringResource = "Aliased"
            }

            enum Size: SizeCode, AppEnum {
                case small
            }
            """)
        #expect(manifest.actions["AliasedIntent"] != nil)
        #expect(manifest.enums.first?.rawValueType == "SizeCode")
    }

    @Test func immediatelyAppliedClosureIsRuntime() {
        let entity = manifest("""
            struct SoupEntity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = {
                    TypeDisplayRepresentation(name: "Soup")
                }()
            }
            """).entities["SoupEntity"]
        #expect(entity?.typeDisplayRepresentation?.nonConstantValue?.valueKind == "Runtime")
    }

    /// A type declared in two `#if` branches is one type: the first declaration's members only.
    @Test func typeDeclaredInTwoConditionalBranchesKeepsTheFirstDeclaration() {
        let source = """
            #if os(iOS)
            struct ShareIntent: AppIntent {
                static var title: LocalizedStringResource = "Share"
                @Parameter(title: "Item") var item: String
            }
            #else
            struct ShareIntent: AppIntent {
                static var title: LocalizedStringResource = "Share on Mac"
                @Parameter(title: "Item") var item: String
            }
            #endif
            """
        let manifest = manifest(source)
        let action = manifest.actions["ShareIntent"]
        #expect(action?.parameters.map(\.name) == ["item"])
        #expect(action?.title?.constantValue?.key == "Share")
        #expect(action?.conditions == ["os(iOS)"])
    }
}

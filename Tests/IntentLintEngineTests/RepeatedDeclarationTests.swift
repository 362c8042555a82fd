import Testing
@testable import IntentLintSyntax
@testable import IntentLintManifest
@testable import IntentLintRules
@testable import IntentLintEngine
import IntentLintEngineTestSupport

/// A type declared in several `#if` branches is checked once with each declaration, except in a
/// module where no declaration names an App Intents family: there every choice gives an empty
/// manifest, and the other choices are not built. These cases must still be checked in full.
@Suite struct RepeatedDeclarationTests {
    private static let nonConstantTitle = "static var title: LocalizedStringResource = makeTitle()"

    private func index(_ source: String) -> TypeIndex {
        TypeIndex(files: [DeclarationScanner.scan(source, path: "Example.swift")], moduleName: "Example")
    }

    private func nonConstantFindings(_ source: String) -> [String] {
        InMemoryModule.lint(source).filter { $0.ruleIdentifier == "non-constant-metadata" }.map { "\($0.location)" }
    }

    /// An Xcode target may compile one file for iOS and another for visionOS (`platformFilter`):
    /// a type each declares is never declared twice in one build.
    @Test func filesForDisjointPlatformsDeclareNoTypeTwice() {
        let files = [("iOS/TravelApp.swift", "struct TravelApp: App {}"), ("visionOS/TravelApp.swift", "struct TravelApp: App {}"),
                     ("Shared/TravelApp.swift", "struct TravelApp: App {}")]
        func duplicates(_ filters: [String: Set<String>]) -> [String] {
            var module = InMemoryModule.syntax(files, kind: .app)
            module.platformFilters = filters
            return Linter().lint(module).findings.filter { $0.ruleIdentifier == "duplicate-type-declaration" }.map(\.file)
        }
        #expect(duplicates([:]) == ["iOS/TravelApp.swift", "visionOS/TravelApp.swift"])
        #expect(duplicates(["iOS/TravelApp.swift": ["ios"], "visionOS/TravelApp.swift": ["xros"], "Shared/TravelApp.swift": ["ios", "macos"]])
                == ["iOS/TravelApp.swift"])
    }

    @Test func anIntentInTheSecondBranchIsChecked() {
        let source = """
            #if os(macOS)
            struct OpenTrip {}
            #else
            struct OpenTrip: AppIntent {
                \(Self.nonConstantTitle)
            }
            #endif
            """
        #expect(index(source).namesAnyFamily)
        #expect(nonConstantFindings(source) == ["5:49"])
    }

    @Test func anIntentThroughAProtocolOnlyTheSecondBranchRefinesIsChecked() {
        // The first declaration of `TripIntent` passes no family on: with it, the module has no
        // App Intents type at all.
        let source = """
            #if os(macOS)
            protocol TripIntent {}
            #else
            protocol TripIntent: AppIntent {}
            #endif
            struct OpenTrip: TripIntent {
                \(Self.nonConstantTitle)
            }
            """
        #expect(index(source).entries(in: .intent).isEmpty)
        #expect(index(source).namesAnyFamily)
        #expect(nonConstantFindings(source) == ["7:49"])
    }

    @Test func anExtensionsConformanceMakesTheSecondBranchAnEntity() {
        // A protocol cannot be an entity; the struct of the other branch, with the extension's
        // conformance, is one.
        let source = """
            #if os(macOS)
            protocol Trip {}
            #else
            struct Trip {
                var id: String
            }
            #endif
            extension Trip: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: makeName())
            }
            """
        #expect(index(source).entries(in: .entity).isEmpty)
        #expect(index(source).namesAnyFamily)
        #expect(InMemoryModule.lint(source).contains { $0.ruleIdentifier == "non-constant-metadata" && $0.location.line == 9 })
    }

    @Test func aNestedTypeOfTheSecondBranchIsChecked() {
        let source = """
            #if os(macOS)
            enum Trips {}
            #else
            enum Trips {
                struct Open: AppIntent {
                    \(Self.nonConstantTitle)
                }
            }
            #endif
            """
        #expect(index(source).namesAnyFamily)
        #expect(nonConstantFindings(source) == ["6:53"])
    }

    @Test func aModuleWithoutAppIntentsNamesNoFamily() {
        let source = """
            import Foundation
            #if os(macOS)
            final class Cache: NSObject, Sendable {}
            protocol Store {}
            #else
            final class Cache: Sendable {}
            protocol Store: AnyObject {}
            #endif
            typealias Storage = Store & Sendable
            """
        let index = index(source)
        #expect(index.repeatedDeclarations.keys.sorted() == ["Cache", "Store"])
        #expect(!index.namesAnyFamily)
        #expect(InMemoryModule.lint(source).isEmpty)
    }
}

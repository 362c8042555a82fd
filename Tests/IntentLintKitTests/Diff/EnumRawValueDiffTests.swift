import Testing
@testable import IntentLintKit
@testable import IntentLintDiff
import IntentLintCore

/// What a raw value means before and after: a saved shortcut stores it, and after the update it
/// resolves to whichever case has it then. Each shape of change to an `AppEnum`'s cases.
struct EnumRawValueDiffTests {
    typealias Base = ManifestDiffTests

    /// An intent with a parameter of `Size`, and `Size` with `cases` (the line inside the enum)
    /// and each case's title.
    static func sizes(_ rawType: String = "Int", _ cases: String, titles: [(String, String)], prelude: String = "") -> [(name: String, source: String)] {
        let representations = titles.map { ".\($0.0): \"\($0.1)\"" }.joined(separator: ", ")
        return [("Size.swift", """
            import AppIntents
            \(prelude)
            enum Size: \(rawType), AppEnum {
            \(cases)
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static var caseDisplayRepresentations: [Size: DisplayRepresentation] = [\(representations)]
            }

            struct OrderCoffee: AppIntent {
                static var title: LocalizedStringResource = "Order Coffee"
                @Parameter(title: "Size") var size: Size
                func perform() async throws -> some IntentResult { .result() }
            }
            """)]
    }

    static let smallLarge = sizes("Int", "    case small, large", titles: [("small", "Small"), ("large", "Large")])

    static func changes(_ old: [(name: String, source: String)], _ new: [(name: String, source: String)]) throws -> [Finding] {
        DiffRun.changes(from: [try Base.version(old)], to: [try Base.version(new)])
    }

    @Test func aCaseInsertedBeforeAnotherGivesItsRawValueToTheNewCase() throws {
        let inserted = Self.sizes("Int", "    case small, medium, large", titles: [("small", "Small"), ("medium", "Medium"), ("large", "Large")])
        let changes = try Self.changes(Self.smallLarge, inserted)
        #expect(Base.summary(changes) == ["enum-case-meaning-changed @ Size.swift:4"], "one error, and `large` at 2 is no new case")
        #expect(changes[0].severity == .error)
        #expect(changes[0].message == "Raw value 1 of `Size` was \"Large\" (`large`) and is now \"Medium\" (`medium`): shortcuts and automations that chose \"Large\" now choose \"Medium\"; `large` is now 2; write the raw values out as they were (`case large = 1`) to keep what people chose")

        // Through a typealias, and from a negative number, the compiler counts alike.
        let aliased = Self.sizes("Code", "    case small = -1, large", titles: [("small", "Small"), ("large", "Large")], prelude: "typealias Code = Int")
        let aliasedInserted = Self.sizes("Code", "    case small = -1, medium, large", titles: [("small", "Small"), ("medium", "Medium"), ("large", "Large")],
                                         prelude: "typealias Code = Int")
        let counted = try Self.changes(aliased, aliasedInserted)
        #expect(counted.map(\.ruleIdentifier) == ["enum-case-meaning-changed"])
        #expect(counted.first?.message.hasPrefix("Raw value 0 of `Size` was \"Large\"") == true)
    }

    @Test func aWrittenRawValueMovedIsAnError() throws {
        let written = Self.sizes("Int", "    case small = 0, large = 1", titles: [("small", "Small"), ("large", "Large")])
        let moved = Self.sizes("Int", "    case small = 0, large = 2", titles: [("small", "Small"), ("large", "Large")])
        let changes = try Self.changes(written, moved)
        #expect(Base.summary(changes) == ["enum-case-raw-value-changed @ Size.swift:4"])
        #expect(changes[0].message == "Case `large` of `Size` changed its raw value from 1 to 2, so shortcuts and automations that chose \"Large\" no longer resolve; `case large = 1` keeps them working")
    }

    @Test func twoStringRawValuesSwappedAreTwoErrors() throws {
        let named = Self.sizes("String", "    case small, large", titles: [("small", "Small"), ("large", "Large")])
        let swapped = Self.sizes("String", "    case small = \"large\", large = \"small\"", titles: [("small", "Small"), ("large", "Large")])
        let changes = try Self.changes(named, swapped)
        #expect(changes.map(\.ruleIdentifier) == ["enum-case-meaning-changed", "enum-case-meaning-changed"])
        #expect(changes.contains { $0.message.hasPrefix("Raw value \"large\" of `Size` was \"Large\" (`large`) and is now \"Small\" (`small`)") })
        #expect(changes.contains { $0.message.hasPrefix("Raw value \"small\" of `Size` was \"Small\" (`small`) and is now \"Large\" (`large`)") })
    }

    @Test func aCaseRemovedFromImpliedValuesMovesTheOnesAfterIt() throws {
        let three = Self.sizes("Int", "    case small, medium, large", titles: [("small", "Small"), ("medium", "Medium"), ("large", "Large")])
        let changes = try Self.changes(three, Self.smallLarge)
        // 1 meant Medium and now means Large; 2 meant Large and is no case's.
        #expect(Set(changes.map(\.ruleIdentifier)) == ["enum-case-meaning-changed", "enum-case-raw-value-changed"])
        #expect(changes.contains { $0.message.hasPrefix("Raw value 1 of `Size` was \"Medium\" (`medium`) and is now \"Large\" (`large`)") })
        #expect(changes.contains { $0.message.hasPrefix("Case `large` of `Size` changed its raw value from 2 to 1") })
        #expect(changes.allSatisfy { $0.severity == .error })
    }

    @Test func aRawValueGoneWithItsCaseIsAnErrorAndANewOneANote() throws {
        let three = Self.sizes("String", "    case small, medium, large", titles: [("small", "Small"), ("medium", "Medium"), ("large", "Large")])
        let two = Self.sizes("String", "    case small, large", titles: [("small", "Small"), ("large", "Large")])
        let removal = try Self.changes(three, two)
        #expect(removal.map(\.ruleIdentifier) == ["enum-case-removed"])
        #expect(removal[0].message == "Case `medium` of `Size` no longer has the raw value \"medium\" that saved shortcuts store (the case is gone), so shortcuts and automations that chose \"Medium\" stop resolving")
        let added = try Self.changes(two, three)
        #expect(added.map(\.ruleIdentifier) == ["enum-case-added"] && added[0].severity == .note)
        // A case added after the others moves nothing.
        let appended = Self.sizes("Int", "    case small, large, huge", titles: [("small", "Small"), ("large", "Large"), ("huge", "Huge")])
        #expect(try Self.changes(Self.smallLarge, appended).map(\.ruleIdentifier) == ["enum-case-added"])
    }

    @Test func aCaseRenamedInPlaceKeepsWhatPeopleSavedAndSaysWhatTheyNowSee() throws {
        let renamed = Self.sizes("Int", "    case little, large", titles: [("little", "Little"), ("large", "Large")])
        let changes = try Self.changes(Self.smallLarge, renamed)
        #expect(Base.summary(changes) == ["title-changed @ Size.swift:4"])
        #expect(changes[0].severity == .note)
        #expect(changes[0].message == "Case `small` of `Size` is now `little`, with the same raw value 0, and its title changed from \"Small\" to \"Little\": people who saved \"Small\" now see \"Little\"")
        // The same case, another title.
        let retitled = Self.sizes("Int", "    case small, large", titles: [("small", "Petite"), ("large", "Large")])
        let retitle = try Self.changes(Self.smallLarge, retitled)
        #expect(retitle.map(\.message) == ["The title of case `small` of `Size` changed from \"Small\" to \"Petite\": people who saved it now see \"Petite\""])
        #expect(retitle[0].ruleIdentifier == "title-changed")
    }

    @Test func aCaseUnderIfMovesTheValuesAfterItInTheBuildsThatCompileIt() throws {
        let debugged = Self.sizes("Int", """
                case small
                #if DEBUG
                case debugOnly
                #endif
                case large
            """, titles: [("small", "Small"), ("debugOnly", "Debug"), ("large", "Large")])
        let changes = try Self.changes(Self.smallLarge, debugged)
        // A release build is as before; a debug build gives 1 to the new case.
        #expect(changes.map(\.ruleIdentifier) == ["enum-case-meaning-changed"])
        #expect(changes[0].message.hasPrefix("Raw value 1 of `Size` was \"Large\" (`large`) and is now \"Debug\" (`debugOnly`)"))
        #expect(changes[0].message.hasSuffix("(in builds where DEBUG)"))
        // The same case in every branch of a chain moves nothing.
        let everyBranch = Self.sizes("Int", """
                case small
                #if os(iOS)
                case medium
                #else
                case medium
                #endif
                case large
            """, titles: [("small", "Small"), ("medium", "Medium"), ("large", "Large")])
        let inserted = Self.sizes("Int", "    case small, medium, large", titles: [("small", "Small"), ("medium", "Medium"), ("large", "Large")])
        #expect(try Self.changes(inserted, everyBranch).isEmpty)
    }

    @Test func anEnumNoIntentOfTheAppUsedHadNothingSaved() throws {
        // Known whole (`shipsWith`), the app never offered `Size` as a parameter: its values were never saved.
        func unused(_ cases: String) throws -> DiffRun.ModuleVersion {
            var files = Self.sizes("Int", cases, titles: [("small", "Small"), ("medium", "Medium"), ("large", "Large")])
            files[0].source = files[0].source.replacingOccurrences(of: "@Parameter(title: \"Size\") var size: Size", with: "")
            var version = try Base.version(files)
            version.id = "App"
            version.shipsWith = ["App"]
            return version
        }
        let changes = DiffRun.changes(from: [try unused("    case small, large")], to: [try unused("    case small, medium, large")])
        #expect(changes.isEmpty, "\(changes.map(\.message))")
    }
}

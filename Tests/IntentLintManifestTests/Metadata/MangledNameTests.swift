import Testing
@testable import IntentLintMetadata

/// Mangled type names as `swiftc -emit-const-values-path` (Swift 6.3) writes them for the same
/// declarations, and as real `extract.actionsdata` files show them.
struct MangledNameTests {
    private func mangled(_ module: String, _ path: [(String, SwiftMangling.Kind)], privateIn file: String? = nil) -> String? {
        SwiftMangling.typeName(module: module, path: path.enumerated().map { index, component in
            SwiftMangling.Component(name: component.0, kind: component.1, privateFileName: index == 0 ? file : nil)
        })
    }

    @Test func plainTypesOfEachKind() {
        #expect(mangled("DuplicateTasks", [("CompleteTaskIntent", .struct)]) == "14DuplicateTasks18CompleteTaskIntentV")
        #expect(mangled("Subject", [("MetadataFixtureMode", .enum)]) == "7Subject19MetadataFixtureModeO")
        #expect(mangled("JibunKit_App", [("Act", .class)]) == "12JibunKit_App3ActC")
        #expect(mangled("Swift", [("Duration", .struct)]) == "s8DurationV")
    }

    /// A word of an earlier identifier (`Jibun`, `Kit` of the module's name) becomes a letter.
    @Test func wordSubstitutions() {
        #expect(mangled("JibunKit_App", [("JibunKitShortcuts", .struct)]) == "12JibunKit_App0aB9ShortcutsV")
        #expect(mangled("JibunKit_App", [("TaskTaskTask", .struct)]) == "12JibunKit_App04TaskdD0V")
        #expect(mangled("AICCWidget", [("AICCWidgetConfigurationIntent", .struct)]) == "10AICCWidget0A19ConfigurationIntentV")
        #expect(mangled("JibunKit_App", [("AICCWidgetConfigurationIntent", .struct)]) == "12JibunKit_App29AICCWidgetConfigurationIntentV")
    }

    /// Nested types, and an identifier repeated whole (`Outer2` in `Outer2`), which is a substitution.
    @Test func nestingAndRepeatedIdentifiers() {
        #expect(mangled("JibunKit_App", [("Outer", .struct), ("Inner", .struct)]) == "12JibunKit_App5OuterV5InnerV")
        #expect(mangled("JibunKit_App", [("Outer", .struct), ("E", .enum)]) == "12JibunKit_App5OuterV1EO")
        #expect(mangled("JibunKit_App", [("Outer2", .enum), ("Outer2", .class)]) == "12JibunKit_App6Outer2OABC")
    }

    @Test func nonASCIIIdentifiersArePunycode() {
        #expect(mangled("JibunKit_App", [("Straße", .struct)]) == "12JibunKit_App009Strae_oqaV")
    }

    /// A private type's name carries the MD5 of the module's and the file's names.
    @Test func privateTypes() {
        #expect(mangled("Demo", [("Hidden", .struct)], privateIn: "b.swift") == "4Demo6Hidden33_26A4E9EB9F15BF8CDB1EDDD52E756B0DLLV")
        #expect(mangled("Demo", [("Outer", .enum), ("Inner", .struct)], privateIn: "b.swift")
                == "4Demo5Outer33_26A4E9EB9F15BF8CDB1EDDD52E756B0DLLO5InnerV")
    }

    @Test func md5MatchesTheRFCExamples() {
        #expect(MD5.hexDigest([]) == "D41D8CD98F00B204E9800998ECF8427E")
        #expect(MD5.hexDigest(Array("The quick brown fox jumps over the lazy dog".utf8)) == "9E107D9D372BB6826BD81D3542A419D6")
    }
}

import Testing
@testable import IntentLintSupport
@testable import IntentLintMetadata

/// How `MetadataLeafComparison` counts and matches leaves: every leaf of Xcode's file is counted,
/// records are matched by what identifies them, and the lists Xcode writes in any order compare
/// as sets.
struct MetadataLeafComparisonTests {
    private func compare(_ exported: String, _ written: JSONValue, excerpt: Bool = false) throws -> MetadataLeafComparison {
        MetadataLeafComparison.compare(exported: try LocatedJSON.parse(Array(exported.utf8)), written: written, exportIsExcerpt: excerpt)
    }

    private func parameter(_ name: String, capabilities: Int) -> JSONValue {
        .object(["name": .string(name), "capabilities": .integer(capabilities)])
    }

    @Test func countsEveryLeafAndEmptyContainer() throws {
        let comparison = try compare(#"{"a":1,"b":[],"c":{},"d":{"e":"x","f":true,"g":null}}"#,
                                     .object(["a": .integer(1), "b": .array([]), "c": .object([:]),
                                              "d": .object(["e": .string("x"), "f": .bool(true), "g": .null])]))
        #expect(comparison.leafCount == 6)
        #expect(comparison.agreeingCount == 6)
        #expect(comparison.differences.isEmpty)
    }

    @Test func reportsEachDifferenceByPathAndPlace() throws {
        let exported = #"{"actions":{"A":{"parameters":[{"name":"p","capabilities":1},{"name":"q","capabilities":0}],"title":"T"}}}"#
        // The sources list the parameters in another order, with one capability different and one title missing.
        let comparison = try compare(exported, .object(["actions": .object(["A": .object([
            "parameters": .array([parameter("q", capabilities: 0), parameter("p", capabilities: 0)]), "extra": .bool(false),
        ])])]))
        #expect(comparison.leafCount == 5)
        #expect(comparison.agreeingCount == 3)
        let byPath = Dictionary(comparison.differences.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byPath["actions.A.parameters[p].capabilities"]?.kind == .differs)
        #expect(byPath["actions.A.parameters[p].capabilities"]?.exported == "1")
        #expect(byPath["actions.A.parameters[p].capabilities"]?.offset == exported.utf8.firstIndex(of: UInt8(ascii: "1")).map { exported.utf8.distance(from: exported.utf8.startIndex, to: $0) })
        #expect(byPath["actions.A.title"]?.kind == .onlyInExport)
        #expect(byPath["actions.A.extra"]?.kind == .onlyFromSources)
    }

    @Test func unorderedListsCompareAsSets() throws {
        let exported = #"{"resolvableInputTypes":[{"kindValue":0,"valueType":2},{"kindValue":0,"valueType":0}],"systemProtocols":["b","a"],"typeSpecificMetadata":["K2",{"int":1},"K1","x"]}"#
        let written: JSONValue = .object([
            "resolvableInputTypes": .array([.object(["kindValue": .integer(0), "valueType": .integer(0)]),
                                            .object(["kindValue": .integer(0), "valueType": .integer(2)])]),
            "systemProtocols": .array([.string("a"), .string("b")]),
            "typeSpecificMetadata": .array([.string("K1"), .string("x"), .string("K2"), .object(["int": .integer(1)])]),
        ])
        let comparison = try compare(exported, written)
        #expect(comparison.differences.isEmpty, "\(comparison.summary)")
        #expect(comparison.leafCount == comparison.agreeingCount)
        // The same lists in another place must keep their order.
        let ordered = try compare(#"{"phraseTemplates":["b","a"]}"#, .object(["phraseTemplates": .array([.string("a"), .string("b")])]))
        #expect(ordered.differences.count == 2)
    }

    @Test func anExcerptComparesOnlyWhatItHolds() throws {
        let written: JSONValue = .object(["autoShortcuts": .array([]), "version": .integer(1)])
        #expect(try compare(#"{"autoShortcuts":[]}"#, written, excerpt: true).differences.isEmpty)
        #expect(try compare(#"{"autoShortcuts":[]}"#, written).differences.map(\.path) == ["version"])
    }

    @Test func fieldsOnlyTheBuildKnowsAreMarked() throws {
        let comparison = try compare(#"{"generator":{"version":"17C528"},"a":{"mangledTypeName":"","effectiveBundleIdentifiers":["com.x"],"title":"T"}}"#,
                                     .object(["generator": .object(["version": .string("27A266a")]),
                                              "a": .object(["mangledTypeName": .string("3App1AV"), "effectiveBundleIdentifiers": .array([]),
                                                            "title": .string("U")])]))
        #expect(Set(comparison.differences.filter(\.isBuildOnly).map(\.path))
                == ["generator.version", "a.mangledTypeName", "a.effectiveBundleIdentifiers[0]"])
        #expect(comparison.differences.filter { !$0.isBuildOnly }.map(\.path) == ["a.title"])
    }

    @Test func numbersCompareByValue() throws {
        #expect(try compare(#"{"a":1.0,"b":2.50}"#, .object(["a": .integer(1), "b": .number(2.5)])).differences.isEmpty)
    }
}

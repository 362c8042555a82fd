import Testing

@Suite("Scanner: types, extensions and inheritance")
struct DeclarationScannerTypeTests {
    @Test func everyKindOfType() {
        let scanned = ScannedSource("""
            struct A {}
            final class B {}
            enum C {}
            actor D {}
            protocol E {}
            extension A {}
            public struct F {}
            """)
        #expect(scanned.types.map(\.kind) == [.struct, .class, .enum, .actor, .protocol, .extension, .struct])
        #expect(scanned.types.map(\.name) == ["A", "B", "C", "D", "E", "A", "F"])
        #expect(scanned.types.map(\.location.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(scanned.types[1].location.column == 7)
    }

    @Test func fileScopedModifiersAreKeptWithTheirBytes() {
        let scanned = ScannedSource("""
            @MainActor fileprivate  final class A {
                private(set) var count = 0
                struct Nested {}
            }
            private extension A {}
            struct B {
                private static let shared = B()
                private typealias Alias = Int
            }
            private typealias Top = String
            public struct C {}
            """)
        let a = scanned.type("A")
        #expect(a?.filePrivateModifier?.keyword == .fileprivate)
        #expect(a?.filePrivateModifier.map { ExpressionSketch(bytes: scanned.bytes).text($0.range) } == "fileprivate  ")
        #expect(a?.filePrivateModifier.map { [$0.location.line, $0.location.column] } == [1, 12])
        // `private(set)` limits a setter: no member of `A` is file-private.
        #expect(a?.hasFilePrivateMembers == false)
        #expect(scanned.type("A.Nested")?.isFilePrivate == true)
        #expect(scanned.type("A.Nested")?.filePrivateModifier == nil)
        #expect(scanned.types[1].kind == .extension && scanned.types[1].filePrivateModifier?.keyword == .private)
        #expect(scanned.type("B")?.filePrivateModifier == nil)
        #expect(scanned.type("B")?.hasFilePrivateMembers == true)
        #expect(scanned.type("C")?.isFilePrivate == false)
        #expect(scanned.file.declaresFilePrivateTypealias)
        #expect(!ScannedSource("typealias Top = String\nstruct D { private typealias Inner = Int }").file.declaresFilePrivateTypealias)
    }

    @Test func actorUsedAsANameIsNotAType() {
        let scanned = ScannedSource("""
            struct S {
                let actor: Performer
                var name: String { actor.name }
            }
            """)
        #expect(scanned.types.map(\.name) == ["S"])
        #expect(scanned.type("S")?.properties.map(\.name) == ["actor", "name"])
        #expect(scanned.type("S")?.nestedTypes.isEmpty == true)
    }

    @Test func nestedTypes() {
        let scanned = ScannedSource("""
            struct Outer {
                enum Middle: String {
                    case a
                    struct Inner: AppEntity { let id: String }
                }
                let after = 1
            }
            """)
        #expect(scanned.type("Outer")?.nestedTypes.map(\.name) == ["Middle"])
        #expect(scanned.type("Outer.Middle")?.cases.map(\.name) == ["a"])
        #expect(scanned.type("Outer.Middle.Inner")?.inheritance.map(\.name) == ["AppEntity"])
        #expect(scanned.type("Outer.Middle.Inner")?.properties.map(\.name) == ["id"])
        #expect(scanned.type("Outer")?.properties.map(\.name) == ["after"])
    }

    @Test func extensionOfADottedName() {
        let scanned = ScannedSource("extension Outer.Inner: AppIntent {}\nextension App.Soup.Kind {}")
        #expect(scanned.types.map(\.name) == ["Outer.Inner", "App.Soup.Kind"])
        #expect(scanned.types[0].inheritance.map(\.name) == ["AppIntent"])
    }

    @Test func genericParametersAndWhereClauses() {
        let scanned = ScannedSource("""
            struct Box<Value: Codable & Sendable>: AppEntity where Value: Hashable {
                let id: String
            }
            extension Array: Summarizable where Element == Int {
                var total: Int { 0 }
            }
            extension Collection where Element: AppEntity {
                var ids: [String] { [] }
            }
            extension Dictionary<String, Int> {}
            """)
        #expect(scanned.types.map(\.name) == ["Box", "Array", "Collection", "Dictionary"])
        #expect(scanned.types.map { $0.inheritance.map(\.name) } == [["AppEntity"], ["Summarizable"], [], []])
        #expect(scanned.types.map { $0.properties.map(\.name) } == [["id"], ["total"], ["ids"], []])
    }

    @Test func inheritanceLists() {
        let scanned = ScannedSource("""
            final class Store: NSObject, @unchecked Sendable, ~Copyable, AppIntents.AppEntity, Nameable & Identifiable, Wrapper<Int>, @preconcurrency Observable {}
            """)
        let inheritance = scanned.types[0].inheritance
        #expect(inheritance.map(\.name) == [
            "NSObject", "Sendable", "Copyable", "AppIntents.AppEntity", "Nameable", "Identifiable", "Wrapper", "Observable",
        ])
        #expect(inheritance.map(\.baseName)[3] == "AppEntity")
        #expect(inheritance.map(\.location.column) == [20, 41, 52, 62, 84, 95, 109, 139])
    }

    @Test func nonBreakingSpacesSeparateLikeSpaces() {
        let scanned = ScannedSource("struct\u{A0}Soup:\u{A0}AppEntity\u{A0}{\n    let\u{A0}id: String\n}")
        #expect(scanned.types.map(\.name) == ["Soup"])
        #expect(scanned.types.first?.inheritance.map(\.name) == ["AppEntity"])
        #expect(scanned.type("Soup")?.properties.map(\.name) == ["id"])
    }

    @Test func inheritanceListOverSeveralLines() {
        let scanned = ScannedSource("""
            struct Soup:
                AppEntity,
                Identifiable
            {
                let id: String
            }
            """)
        #expect(scanned.types[0].inheritance.map(\.name) == ["AppEntity", "Identifiable"])
        #expect(scanned.types[0].properties.map(\.name) == ["id"])
    }

    @Test func attributesWithArguments() {
        let scanned = ScannedSource("""
            @available(iOS 17.0, macOS 14.0, *)
            @AppIntent(schema: .photos.openAsset)
            @MainActor struct OpenAsset: AppIntent {}
            """)
        let attributes = scanned.types[0].attributes
        #expect(attributes.map(\.name) == ["available", "AppIntent", "MainActor"])
        #expect(attributes.map(\.argumentText) == ["(iOS 17.0, macOS 14.0, *)", "(schema: .photos.openAsset)", nil])
        // Only metadata attributes have their arguments parsed.
        #expect(attributes[0].arguments == nil)
        #expect(attributes[1].argument("schema").map(scanned.sketch.render) == ".photos.openAsset")
        #expect(attributes[2].arguments == nil)
        #expect(attributes.map(\.location.line) == [1, 2, 3])
    }

    @Test func attributesOnTheirOwnLinesAttachToTheNextDeclaration() {
        let scanned = ScannedSource("""
            struct S {
                @Parameter
                var soup: String
                @available(*, deprecated)
                @Parameter(title: "Count")
                var count: Int
                var plain: Int
            }
            """)
        let properties = scanned.type("S")?.properties ?? []
        #expect(properties.map { $0.attributes.map(\.name) } == [["Parameter"], ["available", "Parameter"], []])
        // A metadata attribute without arguments has an empty argument list.
        #expect(properties.first?.attributes.first?.arguments?.isEmpty == true)
        #expect(properties.first?.attributes.first?.argumentText == nil)
    }

    @Test func modifiersBeforeTypes() {
        let scanned = ScannedSource("""
            public final class A {}
            private enum B {}
            package struct C {}
            nonisolated struct D {}
            @usableFromInline internal indirect enum E {}
            """)
        #expect(scanned.types.map(\.name) == ["A", "B", "C", "D", "E"])
    }

    @Test func bodyOnItsOwnLine() {
        let scanned = ScannedSource("struct S: AppIntent\n{\n    static let title: LocalizedStringResource = \"T\"\n}")
        #expect(scanned.type("S")?.properties.map(\.name) == ["title"])
    }

    @Test func typeWithoutBody() {
        // Declarations the scanner cannot finish must not swallow what follows.
        let scanned = ScannedSource("struct\nstruct A: P\nstruct B {}")
        #expect(scanned.types.map(\.name) == ["A", "B"])
    }

    @Test func protocolRequirementsAreRead() {
        let scanned = ScannedSource("""
            protocol SoupIntent: AppIntent {
                associatedtype Kind
                var soup: String { get set }
                static var title: LocalizedStringResource { get }
                func make() -> Kind
            }
            """, alsoKeepingFunctions: ["make"])
        let type = scanned.type("SoupIntent")
        #expect(type?.inheritance.map(\.name) == ["AppIntent"])
        #expect(type?.properties.map(\.name) == ["soup", "title"])
        #expect(type?.properties.map(\.isComputed) == [true, true])
        #expect(type?.functions.map(\.selector) == ["make()"])
    }
}

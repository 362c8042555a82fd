import Foundation
import Testing
@testable import IntentLintManifest
@testable import IntentLintSupport
@testable import IntentLintSyntax
import IntentLintTestSupport

/// The raw values the manifest gives enum cases are the compiler's: implied after written ones,
/// from negative numbers and other bases, through typealiases, for text and floating-point types,
/// and under `#if`, where only the cases a build compiles count.
struct EnumRawValueTests {
    static let folder = Fixtures.directory + "/Oracle/RawValues"

    /// The fixture's enums as `AppEnum`s (each made one in a file of its own, as apps do), and the
    /// manifest of them.
    static func manifest() throws -> Manifest {
        let source = try String(contentsOfFile: folder + "/Enums.swift", encoding: .utf8)
        let names = source.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("enum ") else { return nil }
            return String(line.dropFirst(5).prefix { $0 != ":" })
        }
        let conformances = names.map { "extension \($0): AppEnum {}" }.joined(separator: "\n")
        return BuiltModule(files: [("Enums.swift", source), ("AppEnums.swift", "import AppIntents\n" + conformances)], module: "Example").manifest
    }

    /// A raw value as Swift prints it: `2`, `2.0`, `with space`.
    static func printed(_ value: JSONValue?) -> String? {
        switch value {
        case .integer(let number)?: return String(number)
        case .number(let number)?: return String(number)
        case .string(let text)?: return text
        default: return nil
        }
    }

    /// The compiled program's lines (`Implied small=0 medium=1 large=2`) against the manifest's
    /// raw values for the same build: this host's platform, `DEBUG` defined or not.
    @Test(arguments: [[String](), ["DEBUG"]])
    func theManifestCountsRawValuesAsTheCompilerDoes(defines: [String]) throws {
        let printed = try CompilerOracle.output(ofProgram: [Self.folder + "/Enums.swift", Self.folder + "/main.swift"], defines: defines)
        let manifest = try Self.manifest()
        func holds(_ condition: String) -> Bool {
            CompilationCondition(parsing: condition).holds { atom in
                defines.contains(atom) || ((try? CompilationConditions.host.holds(atom)) ?? false)
            }
        }
        let lines = printed.split(separator: "\n")
        #expect(lines.count == manifest.enums.count)
        for line in lines {
            let name = String(line.prefix { $0 != " " })
            let record = try #require(manifest.enums.first { $0.identifier == name }, "\(name) is in the manifest")
            let fromManifest = record.cases.compactMap { enumCase in
                Self.printed(enumCase.rawValue(where: holds)).map { "\(enumCase.name)=\($0)" }
            }
            #expect(([name] + fromManifest).joined(separator: " ") == String(line), "\(defines)")
        }
    }

    @Test func aCaseAfterAnIfBranchHasAValueForEachKindOfBuild() throws {
        let manifest = try Self.manifest()
        let debugged = try #require(manifest.enums.first { $0.identifier == "Debugged" })
        #expect(debugged.cases.map(\.conditions) == [[], ["DEBUG"], []])
        let large = debugged.cases[2]
        #expect(large.rawValue == nil)
        #expect(large.rawValuesByBuild.map(\.json) == [
            .object([("when", .array([.string("!DEBUG")])), ("rawValue", .integer(1))]),
            .object([("when", .array([.string("DEBUG")])), ("rawValue", .integer(2))]),
        ])
        // One case in every branch of a chain: the next case is the same in every build.
        let everyBranch = try #require(manifest.enums.first { $0.identifier == "EveryBranchOneCase" })
        #expect(everyBranch.cases.last?.rawValue == .integer(2) && everyBranch.cases.last?.rawValuesByBuild.isEmpty == true)
        // A written value ends what the branches before it move.
        let nested = try #require(manifest.enums.first { $0.identifier == "NestedBranches" })
        #expect(nested.cases.map(\.name) == ["first", "debugged", "onLinux", "last", "written", "afterWritten"])
        #expect(nested.cases[3].rawValue == nil && nested.cases[3].rawValuesByBuild.count == 3)
        #expect(nested.cases[5].rawValue == .integer(21))
        // Text raw values are names: no branch moves them.
        let text = try #require(manifest.enums.first { $0.identifier == "TextUnderBranches" })
        #expect(text.cases.map(\.rawValue) == [.string("always"), .string("debugText"), .string("after")])
    }
}

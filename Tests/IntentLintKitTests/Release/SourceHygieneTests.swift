import Foundation
import Testing
@testable import IntentLintDiscovery
import IntentLintTestSupport

/// What the compiler lets pass but readers of the code lose: a documentation comment that
/// documents an `import` instead of the declaration below it, and a target that imports a
/// target Package.swift does not declare for it (SwiftPM builds it anyway, through another
/// dependency, so the target graph says less than the code does).
@Suite struct SourceHygieneTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The Swift files under the package's folders of code, relative to the package's root.
    static func swiftFiles(under folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/" + folder)
            return (enumerator?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }.map { folder + "/" + $0 }
        }.sorted()
    }

    static func lines(of file: String) throws -> [Substring] {
        try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Whether a line is an `import` (of any kind) or the `#if canImport` around one.
    static func isImport(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        guard let first = words.first else { return false }
        if first == "#if" { return words.dropFirst().first?.hasPrefix("canImport(") ?? false }
        // `@testable import X`, `@preconcurrency import X`, `import struct X.Y`.
        return words.drop { $0.hasPrefix("@") }.first == "import"
    }

    /// A `///` comment documents the next declaration, and an `import` is one: a comment above
    /// the imports is lost to DocC and Quick Help. It goes below them, onto the type it
    /// describes, or becomes a plain `//` comment when it describes the file.
    @Test func noDocumentationCommentDocumentsAnImport() throws {
        let files = Self.swiftFiles(under: ["Sources", "Tests", "Plugins", "Benchmarks", "Fuzz"])
        #expect(files.count > 200, "found only \(files.count) Swift files")
        var misplaced: [String] = []
        for file in files {
            let lines = try Self.lines(of: file)
            var inDocumentation = false
            for (number, line) in lines.enumerated() {
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("///") {
                    inDocumentation = true
                } else if inDocumentation, !trimmed.isEmpty {
                    if Self.isImport(trimmed) { misplaced.append("\(file):\(number + 1)") }
                    inDocumentation = false
                }
            }
        }
        #expect(misplaced.isEmpty, "a documentation comment above an import (move it onto its declaration, or make it //): \(misplaced)")
    }

    /// The test above finds what it looks for.
    @Test func importsAreToldFromOtherLines() {
        #expect(Self.isImport("import IntentLintSupport"))
        #expect(Self.isImport("@testable import IntentLintDiscovery"))
        #expect(Self.isImport("#if canImport(FoundationEssentials)"))
        #expect(!Self.isImport("#if DEBUG"))
        #expect(!Self.isImport("importance = 1"))
        #expect(!Self.isImport("struct Importer {"))
    }

    /// A relative link in the project's Markdown (README, docs/, the READMEs of Benchmarks/,
    /// Fuzz/ and Fixtures/, the changelog) names a file or folder that exists.
    @Test func markdownLinksPointAtFilesThatExist() throws {
        let root = Self.packageRoot
        let documents = ["README.md", "CHANGELOG.md", "Benchmarks/README.md", "Fuzz/README.md", "Fixtures/README.md"]
            + ((try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? []).filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        #expect(documents.count > 8, "found only \(documents)")
        let link = #/\]\(([^)\s#]+)(?:#[^)]*)?\)/#
        var broken: [String] = []
        for document in documents {
            guard let text = try? String(contentsOfFile: root + "/" + document, encoding: .utf8) else { continue }
            let folder = URL(fileURLWithPath: root + "/" + document).deletingLastPathComponent()
            for match in text.matches(of: link) {
                let target = String(match.output.1)
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let path = folder.appendingPathComponent(target).standardizedFileURL.path
                if !FileManager.default.fileExists(atPath: path) { broken.append("\(document): \(target)") }
            }
        }
        #expect(broken.isEmpty, "links to files that do not exist: \(broken)")
    }

    /// Package.swift's targets (read by the project's own reader) with the files of each and the
    /// targets it declares it depends on.
    static func targets() throws -> [(name: String, files: [String], declared: Set<String>)] {
        let reading = try PackageManifestReader.modules(packageFile: packageRoot + "/Package.swift")
        #expect(reading.warnings.isEmpty)
        return reading.modules.map { module in
            let declared = module.dependencies.compactMap { reference -> String? in
                if case .byName(let name, _) = reference { return name }
                return nil
            }
            let files = module.files.map { String($0.dropFirst(packageRoot.count + 1)) }
            return (module.targetName, files, Set(declared))
        }
    }

    /// The package's own targets a file imports.
    static func importedTargets(of file: String, among targets: Set<String>) throws -> Set<String> {
        var imported: Set<String> = []
        for line in try lines(of: file) where isImport(line) {
            if let name = line.split(separator: " ").last.map(String.init), targets.contains(name) { imported.insert(name) }
        }
        return imported
    }

    /// Each target imports only the targets Package.swift declares for it, and each library
    /// target it declares is imported by one of its files: the graph Package.swift draws is the
    /// one the code has, so editing a stage rebuilds only what needs it.
    @Test func eachTargetImportsWhatPackageSwiftDeclaresForIt() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 12, "read only \(targets.map(\.name))")
        let libraries = Set(targets.map(\.name).filter { $0.hasPrefix("IntentLint") })
        #expect(libraries.contains("IntentLintSupport") && libraries.contains("IntentLintDiscovery"))
        for target in targets {
            #expect(!target.files.isEmpty, "\(target.name) has no files")
            var imported: Set<String> = []
            for file in target.files {
                let own = try Self.importedTargets(of: file, among: libraries).subtracting([target.name])
                let undeclared = own.subtracting(target.declared)
                #expect(undeclared.isEmpty, "\(file) imports \(undeclared.sorted()), which Package.swift does not declare for \(target.name)")
                imported.formUnion(own)
            }
            let unused = target.declared.intersection(libraries).subtracting(imported)
            #expect(unused.isEmpty, "Package.swift declares \(unused.sorted()) for \(target.name), which none of its files imports")
        }
    }
}

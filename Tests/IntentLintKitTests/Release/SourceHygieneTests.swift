import Foundation
import Testing

/// What the compiler lets pass but readers of the code lose: a documentation comment that
/// documents an `import` instead of the declaration below it.
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
}

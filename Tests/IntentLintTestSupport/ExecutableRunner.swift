import Foundation
import IntentLintSupport

/// Runs the built `lint-intents` executable, as a user would, in a scratch folder.
package struct ExecutableRunner {
    package struct Run {
        package var status: Int32
        package var output: String
        package var errors: String
    }

    /// The executable next to the test bundle in the build folder.
    package static let executable: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("lint-intents")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    package let folder: URL

    package init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-intents-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    package func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    package func write(_ path: String, _ contents: String) throws -> String {
        try write(path, Data(contents.utf8))
    }

    @discardableResult
    package func write(_ path: String, _ bytes: Data) throws -> String {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
        return url.path
    }

    package func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `lint-intents arguments…` with the scratch folder (or `subfolder` of it) as working
    /// directory, and `environment` added to this process's.
    package func run(_ arguments: [String], in subfolder: String? = nil, environment: [String: String] = [:]) throws -> Run {
        guard let executable = ExecutableRunner.executable else {
            throw InputError("no lint-intents executable next to the tests; run `swift build` first")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = subfolder.map { folder.appendingPathComponent($0) } ?? folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting, so a full pipe cannot stall the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   output: String(decoding: outputData, as: UTF8.self),
                   errors: String(decoding: errorData, as: UTF8.self))
    }
}

import Foundation
import IntentLintSupport

/// Runs the Swift compiler's const-value extraction (what Xcode feeds its App Intents
/// metadata processor) over a fixture module, against the Linux AppIntents stub.
package enum CompilerOracle {
    package struct SetupError: Error, CustomStringConvertible {
        package var description: String
    }

    /// The compiler, the stub module and the macro plugin, built once per test run.
    package struct Toolchain: Sendable {
        package var swiftc: String
        package var workDirectory: String
        package var stubModuleDirectory: String
        package var macroPlugin: String
    }

    private static let workDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("lint-intents-oracle-\(ProcessInfo.processInfo.globallyUniqueString)").path

    package static let toolchain: Result<Toolchain, SetupError> = Result { try prepareToolchain() }
        .mapError { $0 as? SetupError ?? SetupError(description: "\($0)") }

    /// The const values of every App Intents type in `module`, as the compiler extracts them.
    package static func constValues(of module: String) throws -> [CompilerType] {
        let toolchain = try toolchain.get()
        // One file per call: tests that read one module run in parallel, and each removes its own.
        let output = "\(toolchain.workDirectory)/\(module)-\(UUID().uuidString).swiftconstvalues.json"
        let stub = Fixtures.directory + "/AppIntentsStub"
        // Swift 5 mode: the apps use `static var title = …`, as most shipping apps still do.
        try run(toolchain.swiftc, [
            "-typecheck", "-wmo", "-parse-as-library", "-swift-version", "5", "-module-name", module,
            "-I", toolchain.stubModuleDirectory,
            "-load-plugin-executable", "\(toolchain.macroPlugin)#AppIntentsMacros",
            "-emit-const-values-path", output,
            "-Xfrontend", "-const-gather-protocols-file", "-Xfrontend", "\(stub)/const_protocols_to_gather.json",
        ] + Fixtures.swiftFiles(under: Fixtures.folder(of: module)))
        defer { try? FileManager.default.removeItem(atPath: output) }
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        guard let types = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw SetupError(description: "\(output) is not an array of types")
        }
        return types.map(CompilerType.init)
    }

    private static func prepareToolchain() throws -> Toolchain {
        guard let swiftc = findSwiftc() else {
            throw SetupError(description: """
                swiftc was not found on PATH (nor next to a `swift` on PATH). The compiler oracle \
                needs the Swift toolchain's swiftc to type-check the fixture apps; put it on PATH.
                """)
        }
        // Tests share the build until the test process ends.
        atexit { try? FileManager.default.removeItem(atPath: CompilerOracle.workDirectory) }
        let stubModules = workDirectory + "/modules"
        try FileManager.default.createDirectory(atPath: stubModules, withIntermediateDirectories: true)
        let stub = Fixtures.directory + "/AppIntentsStub"
        let plugin = workDirectory + "/AppIntentsMacros"
        try run(swiftc, ["-O", "\(stub)/AppIntentsMacros/main.swift", "-o", plugin])
        let stubSources = Fixtures.swiftFiles(under: "\(stub)/AppIntents")
        try run(swiftc, [
            "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "AppIntents",
            "-emit-module-path", "\(stubModules)/AppIntents.swiftmodule",
            "-load-plugin-executable", "\(plugin)#AppIntentsMacros",
        ] + stubSources)
        return Toolchain(swiftc: swiftc, workDirectory: workDirectory, stubModuleDirectory: stubModules, macroPlugin: plugin)
    }

    /// `swiftc` on PATH, or beside the real file a `swift` on PATH links to.
    private static func findSwiftc() -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let fileManager = FileManager.default
        for directory in directories where fileManager.isExecutableFile(atPath: directory + "/swiftc") {
            return directory + "/swiftc"
        }
        for directory in directories where fileManager.isExecutableFile(atPath: directory + "/swift") {
            let swift = URL(fileURLWithPath: directory + "/swift").resolvingSymlinksInPath()
            let sibling = swift.deletingLastPathComponent().appendingPathComponent("swiftc").path
            if fileManager.isExecutableFile(atPath: sibling) { return sibling }
        }
        return nil
    }

    /// Compiles `files` into a program (with `-D` for each of `defines`), runs it, and returns
    /// what it printed.
    package static func output(ofProgram files: [String], defines: [String] = []) throws -> String {
        let toolchain = try toolchain.get()
        let program = "\(toolchain.workDirectory)/program-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: program) }
        try run(toolchain.swiftc, defines.flatMap { ["-D", $0] } + files + ["-o", program])
        return try run(program, [])
    }

    @discardableResult
    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so a full pipe cannot block the compiler.
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SetupError(description: "\(executable) \(arguments.joined(separator: " ")) failed with exit status \(process.terminationStatus):\n\(output)")
        }
        return output
    }
}

import Foundation
import IntentLintKit

/// `lint-intents manifest [--module-name NAME] [--output FILE] [--jobs N] [PATH…]`
enum ManifestCommand {
    static let usage = """
        USAGE: lint-intents manifest [--module-name NAME] [--output FILE] [--jobs N] [PATH ...]

        Writes the static App Intents manifest of the Swift files under PATH (default: the
        current folder) as JSON, to standard output or atomically to FILE.

        OPTIONS:
          --module-name NAME  Module name for fully qualified type names (default: the
                              name of the scanned folder).
          --output FILE       Write the manifest to FILE instead of standard output.
          --jobs N            Files to scan in parallel (default: all cores).
          --scan-every-file   Fully scan files that name nothing App Intents uses too.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandLineArguments(arguments, .init(flags: ["--help", "--scan-every-file"], options: ["--module-name", "--output", "--jobs"]))
        if parsed.flag("--help") {
            print(usage)
            return 0
        }
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        let jobs = try parsed.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let (inputs, root) = try ModuleLoader.inputs(for: paths)
        let moduleName = parsed.value("--module-name") ?? ModuleName.derived(fromRoot: root)
        let loaded = ModuleLoader.load(inputs, jobs: jobs, scanEveryFile: parsed.flag("--scan-every-file"))
        for problem in loaded.problems {
            Output.error("\(problem.path):1:1: warning: \(problem.message) [unreadable-file]")
        }
        let manifest = ManifestBuilder.build(ModuleSyntax(name: moduleName, files: loaded.files)).manifest
        let text = manifest.json.serialized()
        if let output = parsed.value("--output") {
            try FileSystem.writeAtomically(text, to: output)
        } else {
            Output.write(text)
        }
        return 0
    }
}

enum ModuleName {
    /// A Swift identifier from the scanned folder's name: `Sources/SoupChef` → `SoupChef`.
    static func derived(fromRoot root: String) -> String {
        let last = root.split(separator: "/").last.map(String.init) ?? "Module"
        let cleaned = String(last.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return cleaned.isEmpty ? "Module" : cleaned
    }
}

/// Standard output and error, unbuffered enough that diagnostics and reports interleave
/// in order.
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func line(_ text: String) {
        write(text + "\n")
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

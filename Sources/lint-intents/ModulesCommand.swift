import Foundation
import IntentLintKit
import IntentLintSupport
import IntentLintDiscovery

/// `lint-intents modules [--reporter text|json] [options] [PATH…]`: the modules lint-intents
/// sees, so that a surprising result can be traced to how the project was read.
enum ModulesCommand {
    static let usage = """
        USAGE: lint-intents modules [--reporter text|json] [options] [PATH ...]

        Lists the modules found under PATH (default: the current folder): each target of each
        Package.swift, .xcodeproj, Tuist Project.swift, XcodeGen project.yml and Bazel BUILD
        file, and the folder module of the Swift files no target claims,
        with its kind (app, app-extension, framework, library, executable, test, macro, plugin,
        other, folder), where it was defined, its Swift files and its strings files (.strings and
        .xcstrings, where App Shortcut phrases are localized): those that exist, after the
        configuration's included and excluded.

        OPTIONS:
          --reporter NAME         text (default) or json.
        \(RunOptions.moduleListUsage)
        \(RunOptions.usage)
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try CommandLineArguments(arguments, .init(
            flags: Set(["--help"]).union(RunOptions.flags),
            options: Set(["--reporter", RunOptions.moduleListOption]).union(RunOptions.options)))
        if parsed.flag("--help") {
            Output.line(usage)
            return 0
        }
        let reporter = parsed.value("--reporter") ?? "text"
        guard reporter == "text" || reporter == "json" else {
            throw UsageError("unknown reporter '\(reporter)' for modules; choose text or json")
        }
        let configuration = try RunOptions.configuration(parsed)
        let options = try RunOptions.runOptions(parsed, configuration: configuration)
        let discovered = try RunOptions.modules(parsed, options: options)
        if reporter == "json" {
            let modules: [JSONValue] = discovered.modules.map { module in
                .object([
                    "id": .string(module.id),
                    "name": .string(module.name),
                    "targetName": .string(module.definition.targetName),
                    "kind": .string(module.definition.kind.rawValue),
                    "platforms": .array(module.definition.platforms.map(JSONValue.string)),
                    "origin": .string(origin(module)),
                    "files": .array(module.inputs.map { .string($0.displayPath) }),
                    "localizationFiles": .array(module.localizationInputs.map { .string($0.displayPath) }),
                    "dependencies": .array(module.dependencies.map(JSONValue.string)),
                    "embedded": .array(module.embedded.map(JSONValue.string)),
                    "unresolvedDependencies": .array(module.unresolvedDependencies.map(JSONValue.string)),
                    "apps": .array(discovered.apps(containing: module.id).map { .string($0.id) }),
                ])
            }
            let apps: [JSONValue] = discovered.apps.map { app in
                .object([
                    "id": .string(app.id),
                    "name": .string(app.name),
                    "members": .array(app.members.map { .object(["module": .string($0.module), "role": .string($0.role.rawValue)]) }),
                    "unresolved": .array(app.unresolved.map(JSONValue.string)),
                    "complete": .bool(app.isComplete),
                ])
            }
            Output.write(JSONValue.object([
                "modules": .array(modules),
                "apps": .array(apps),
                "filesInNoTarget": .array(discovered.filesInNoTarget.map(JSONValue.string)),
                "warnings": .array(discovered.warnings.map(JSONValue.string)),
            ]).serialized())
            return 0
        }
        RunOptions.report(discovered.warnings)
        for module in discovered.modules {
            let strings = module.localizationInputs.count
            let stringsCount = strings == 0 ? "" : ", \(RunOptions.counted(strings, "strings file"))"
            let kind = ([module.definition.kind.rawValue] + module.definition.platforms).joined(separator: ", ")
            Output.line("\(module.name) (\(kind)) [\(module.id)] from \(origin(module)): \(RunOptions.counted(module.inputs.count, "Swift file"))\(stringsCount)")
            for input in module.inputs + module.localizationInputs { Output.line("  \(input.displayPath)") }
            if !module.dependencies.isEmpty { Output.line("  depends on: " + module.dependencies.joined(separator: ", ")) }
            if !module.embedded.isEmpty { Output.line("  embeds: " + module.embedded.joined(separator: ", ")) }
            for reason in module.unresolvedDependencies { Output.line("  not followed: " + reason) }
        }
        for app in discovered.apps {
            Output.line("App \(app.name) [\(app.id)]: \(RunOptions.counted(app.members.count, "module"))\(app.isComplete ? "" : ", and what could not be followed")")
            for member in app.members { Output.line("  \(member.module) (\(member.role.rawValue))") }
            for reason in app.unresolved { Output.line("  not followed: " + reason) }
        }
        if !discovered.filesInNoTarget.isEmpty {
            Output.line("In no target (not compiled, not linted): \(RunOptions.counted(discovered.filesInNoTarget.count, "Swift file"))")
            for file in discovered.filesInNoTarget { Output.line("  \(file)") }
        }
        return 0
    }

    /// Where a module is defined, as a path from the current folder: `App.xcodeproj`,
    /// `Package.swift`, `Project.swift`, `project.yml`, `BUILD.bazel`, or the folder.
    static func origin(_ module: ModuleDiscovery.Module) -> String {
        var path = module.definition.originPath
        if path.hasSuffix("/project.pbxproj") { path = Paths.parent(of: path) }
        let relative = Paths.relative(path, to: FileManager.default.currentDirectoryPath)
        return relative == FileManager.default.currentDirectoryPath ? "." : relative
    }
}

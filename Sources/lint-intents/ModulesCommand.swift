#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport
import IntentLintDiscovery

/// `lint-intents modules [--reporter text|json] [options] [PATH…]`: the modules lint-intents
/// sees, so that a surprising result can be traced to how the project was read.
enum ModulesCommand: Command {
    static let name = "modules"

    static let reporter = CommandOption.value("--reporter", "NAME", help: "text (default) or json.")

    static let options = [reporter, SourceOptions.modulesFile] + SourceOptions.all

    static var usage: String {
        """
        USAGE: lint-intents modules [--reporter text|json] [options] [PATH ...]

        Lists the modules found under PATH (default: the current folder): each target of each
        Package.swift, .xcodeproj, Tuist Project.swift, XcodeGen project.yml and Bazel BUILD
        file, and the folder module of the Swift files no target claims,
        with its kind (app, app-extension, framework, library, executable, test, macro, plugin,
        other, folder), where it was defined, its Swift files and its strings files (.strings and
        .xcstrings, where App Shortcut phrases are localized): those that exist, after the
        configuration's included and excluded.

        OPTIONS:
        \(CommandOption.helpLines(options, helpColumn: 26))
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try parse(arguments) else { return 0 }
        let format = parsed.value(reporter) ?? "text"
        guard format == "text" || format == "json" else {
            throw UsageError("unknown reporter '\(format)' for modules; choose text or json")
        }
        let session = try SourceOptions.session(parsed)
        let discovered = try session.modules(SourceOptions.moduleSource(parsed))
        if format == "json" {
            let modules: [JSONValue] = discovered.modules.map { module in
                .object([
                    "id": .string(module.id),
                    "name": .string(module.name),
                    "targetName": .string(module.definition.targetName),
                    "kind": .string(module.definition.kind.rawValue),
                    "platforms": .array(module.definition.platforms.map(JSONValue.string)),
                    "origin": .string(session.origin(of: module)),
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
            StandardStreams.write(JSONValue.object([
                "modules": .array(modules),
                "apps": .array(apps),
                "filesInNoTarget": .array(discovered.filesInNoTarget.map(JSONValue.string)),
                "warnings": .array(discovered.warnings.map(JSONValue.string)),
            ]).serialized())
            return 0
        }
        for warning in discovered.warnings { StandardStreams.error(warning) }
        let counted = LintSession.counted
        for module in discovered.modules {
            let strings = module.localizationInputs.count
            let stringsCount = strings == 0 ? "" : ", \(counted(strings, "strings file"))"
            let kind = ([module.definition.kind.rawValue] + module.definition.platforms).joined(separator: ", ")
            StandardStreams.line("\(module.name) (\(kind)) [\(module.id)] from \(session.origin(of: module)): \(counted(module.inputs.count, "Swift file"))\(stringsCount)")
            for input in module.inputs + module.localizationInputs { StandardStreams.line("  \(input.displayPath)") }
            if !module.dependencies.isEmpty { StandardStreams.line("  depends on: " + module.dependencies.joined(separator: ", ")) }
            if !module.embedded.isEmpty { StandardStreams.line("  embeds: " + module.embedded.joined(separator: ", ")) }
            for reason in module.unresolvedDependencies { StandardStreams.line("  not followed: " + reason) }
        }
        for app in discovered.apps {
            StandardStreams.line("App \(app.name) [\(app.id)]: \(counted(app.members.count, "module"))\(app.isComplete ? "" : ", and what could not be followed")")
            for member in app.members { StandardStreams.line("  \(member.module) (\(member.role.rawValue))") }
            for reason in app.unresolved { StandardStreams.line("  not followed: " + reason) }
        }
        if !discovered.filesInNoTarget.isEmpty {
            StandardStreams.line("In no target (not compiled, not linted): \(counted(discovered.filesInNoTarget.count, "Swift file"))")
            for file in discovered.filesInNoTarget { StandardStreams.line("  \(file)") }
        }
        return 0
    }
}

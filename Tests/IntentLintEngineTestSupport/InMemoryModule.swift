import Foundation
import IntentLintSupport
import IntentLintSyntax
import IntentLintLocalization
import IntentLintCore
import IntentLintManifest
import IntentLintRules
import IntentLintEngine

/// Lints sources held in memory, the way the command line lints files.
package enum InMemoryModule {
    /// Files whose names do not end in `.swift` are the module's localization files.
    package static func syntax(_ files: [(name: String, source: String)], moduleName: String = "Example", kind: ModuleKind = .folder,
                       alsoCompiledInto: [String: Set<ModuleKind>] = [:]) -> ScannedModule {
        let swift = files.filter { $0.name.hasSuffix(".swift") }
        let localizations = files.filter { !$0.name.hasSuffix(".swift") }
        return ScannedModule(name: moduleName, files: swift.map { DeclarationScanner.scan($0.source, path: $0.name, codeBodies: .rules) }, kind: kind,
                            alsoCompiledInto: alsoCompiledInto,
                            localizationFiles: localizations.map { LocalizationFile(path: $0.name, displayPath: $0.name, bytes: Array($0.source.utf8)) })
    }

    package static func lint(_ files: [(name: String, source: String)], kind: ModuleKind = .folder,
                     alsoCompiledInto: [String: Set<ModuleKind>] = [:], linter: Linter = Linter()) -> [Finding] {
        let lines = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.source.split(separator: "\n", omittingEmptySubsequences: false)) })
        return linter.lint(syntax(files, kind: kind, alsoCompiledInto: alsoCompiledInto)) { file, line in
            guard let fileLines = lines[file], line >= 1, line <= fileLines.count else { return "" }
            return fileLines[line - 1].trimmingCharacters(in: .whitespaces)
        }.findings
    }

    package static func lint(_ source: String, linter: Linter = Linter()) -> [Finding] {
        lint([("Example.swift", source)], linter: linter)
    }
}

/// Where a `↓` marks an expected finding: the source without markers, and the marked places.
package struct MarkedSource {
    package var source: String
    package var markers: [SourceLocation]

    package init(_ marked: String) {
        var text = ""
        var markers: [SourceLocation] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == RuleExample.marker {
                markers.append(SourceLocation(line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        source = text
        self.markers = markers
    }
}

/// Lints an app of several modules held in memory: each module's manifest is built as the
/// command line builds it, then the app rules read them all, and their findings take the last
/// step a run's do (suppression comments, the enabled rules).
package enum InMemoryApp {
    /// `files` are named `<Module>/<file>`; `modules` say what each module is and links.
    package static func lint(_ modules: [ExampleModule], files: [(name: String, source: String)],
                     enabled: Set<String> = RuleRegistry.defaultIdentifiers) -> [Finding] {
        var members: [AppMember] = []
        let appName = modules.first { $0.kind == .app }?.name ?? modules[0].name
        for module in modules {
            let own = files.filter { $0.name.hasPrefix(module.name + "/") }
            var syntax = InMemoryModule.syntax(own, moduleName: module.name, kind: module.kind)
            syntax.isComplete = true
            let (manifest, index) = ManifestBuilder.build(syntax)
            let role: AppDefinition.Role = module.name == appName ? .app : module.kind.isExtension ? .extension : .linked
            members.append(AppMember(id: module.name, role: role, manifest: manifest, index: index, syntax: syntax,
                                     dependencies: module.dependsOn, linkage: module.linkage))
        }
        // What a module links that is none of the modules stands for a remote package not checked out.
        let unresolved = modules.flatMap(\.dependsOn).filter { name in !modules.contains { $0.name == name } }
            .map { "product `\($0)` of a remote package not checked out among the folders linted" }
        let app = AppDefinition(id: appName, name: appName, members: members.map { .init(module: $0.id, role: $0.role) }, unresolved: unresolved)
        let findings = AppLinter.check(AppLintContext(app: app, members: members), enabledRuleIdentifiers: enabled).findings
        // The step production ends every run with: suppression comments, the enabled rules.
        let merged = FindingMerge.merge(findings.map { FindingMerge.Produced(finding: $0, producer: appName, isModule: false) })
        return Linter(enabledRuleIdentifiers: enabled).finish(merged, files: members.flatMap { Linter.commentedFiles(of: $0.syntax) },
                                                              lineText: { _, _ in "" })
    }
}

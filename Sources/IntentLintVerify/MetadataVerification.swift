import IntentLintSupport
import IntentLintManifest
import IntentLintCore

/// Matches the exported metadata to the modules of the sources and compares each pair. Every
/// record of an `extract.actionsdata` file names its module in its fully qualified name
/// (`SoupChef.OrderSoupIntent`), so records are grouped by module, whatever file and bundle
/// they were found in, and each group is compared with the module of that name.
package enum MetadataVerification {
    /// Something to say beside the findings.
    package struct Message: Sendable, Equatable {
        /// A warning is always said; a note is left out with `--quiet`.
        package var isWarning: Bool
        package var text: String
    }

    package struct Result: Sendable {
        package var findings: [Finding]
        package var messages: [Message]
        /// The modules compared, by name.
        package var comparedModules: [String]
    }

    /// A bundle the metadata paths named that holds no metadata at all.
    package struct EmptyBundle: Sendable {
        package var name: String
        /// As reports show it.
        package var path: String

        package init(name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    /// Compares `exports` with `modules`.
    /// - Parameters:
    ///   - modules: the modules to compare with: every module of the sources, or those chosen.
    ///   - chosen: whether the caller chose `modules` (`--module`, `--app`): a chosen module that
    ///     declares App Intents and has nothing in the export is then a finding, not a note.
    /// - Throws: a one-line error when no exported module matches any module of the sources.
    package static func verify(modules: [SourceModule], exports: [ExportedMetadata], emptyBundles: [EmptyBundle] = [],
                              chosen: Bool) throws(InputError) -> Result {
        var exported = group(exports)
        for bundle in emptyBundles where exported[bundle.name] == nil {
            exported[bundle.name] = ExportedModule(name: bundle.name, files: [bundle.path])
        }
        var findings: [Finding] = []
        var messages: [Message] = []
        var compared: [String] = []
        var pairs: [(SourceModule, ExportedModule)] = []
        var unmatchedModules: [SourceModule] = []
        var unmatchedExports = exported
        for module in modules.sorted(by: { ($0.name, $0.id) < ($1.name, $1.id) }) {
            if let counterpart = unmatchedExports.removeValue(forKey: module.name) {
                pairs.append((module, counterpart))
            } else {
                unmatchedModules.append(module)
            }
        }
        // One export and one module that declares App Intents, named differently (a folder
        // module named after its folder, another target built): compare them, and say so.
        let declaring = unmatchedModules.filter(\.declaresAppIntents)
        if pairs.isEmpty, unmatchedExports.count == 1, declaring.count == 1 || (modules.count == 1 && chosen) {
            let module = declaring.first ?? modules[0]
            let counterpart = unmatchedExports.removeValue(forKey: unmatchedExports.keys.first!)!
            unmatchedModules.removeAll { $0.id == module.id }
            pairs.append((module, counterpart))
            let exportedName = counterpart.name.isEmpty ? "an unnamed module" : "module `\(counterpart.name)`"
            messages.append(Message(isWarning: false, text: "note: comparing the export of \(exportedName) " +
                "(\(counterpart.files.joined(separator: ", "))) with module `\(module.name)` of the sources; if that is its name, name the " +
                "sources' module alike (--module-name \(counterpart.name.isEmpty ? "NAME" : counterpart.name))"))
        }

        for (module, counterpart) in pairs {
            compared.append(module.name)
            if counterpart.isEmpty {
                if module.declaresAppIntents { findings.append(notExported(module, lookedIn: counterpart.files)) }
                continue
            }
            findings += MetadataComparison.findings(comparing: module, with: counterpart)
        }
        for module in unmatchedModules where module.declaresAppIntents {
            if chosen {
                findings.append(notExported(module, lookedIn: exports.map(\.file) + emptyBundles.map(\.path)))
                compared.append(module.name)
            } else {
                messages.append(Message(isWarning: false,
                    text: "note: module `\(module.name)` declares App Intents and the exported metadata has none of them; not compared (choose it with --module, or its app with --app, to report it)"))
            }
        }
        let known = modules.map(\.name).sorted()
        for counterpart in unmatchedExports.values.sorted(by: { $0.name < $1.name }) where !counterpart.isEmpty {
            let listing = known.isEmpty ? "none" : known.map { "`\($0)`" }.joined(separator: ", ")
            if chosen {
                messages.append(Message(isWarning: false,
                    text: "note: \(counterpart.files.joined(separator: ", ")): the App Intents of module `\(counterpart.name)` are not compared: it is not among the modules chosen (\(listing))"))
            } else {
                messages.append(Message(isWarning: true, text: "warning: \(counterpart.files.joined(separator: ", ")): the App Intents of " +
                    "module `\(counterpart.name)` are not compared: the sources have no module of that name (they have \(listing)); name it with --module-name, or choose one with --module"))
            }
        }
        guard !compared.isEmpty else {
            let exportedNames = exported.values.filter { !$0.isEmpty }.map { $0.name.isEmpty ? "an unnamed module" : "`\($0.name)`" }.sorted()
            let declaringNames = modules.filter(\.declaresAppIntents).map { "`\($0.name)`" }.sorted()
            throw InputError("nothing to verify: the exported metadata holds " +
                "\(exportedNames.isEmpty ? "no App Intents" : "the App Intents of " + exportedNames.joined(separator: ", ")), and the " +
                "sources \(declaringNames.isEmpty ? "declare none" : "declare those of " + declaringNames.joined(separator: ", ")); choose " +
                "the module with --module or --app, or name it with --module-name")
        }
        return Result(findings: findings, messages: messages, comparedModules: compared)
    }

    /// A module whose App Intents are all missing from the product: one finding, at its first
    /// declaration, rather than one per declaration.
    static func notExported(_ module: SourceModule, lookedIn files: [String]) -> Finding {
        let manifest = module.manifest
        var counts: [String] = []
        func count(_ number: Int, _ singular: String, _ plural: String) {
            if number > 0 { counts.append("\(number) \(number == 1 ? singular : plural)") }
        }
        count(manifest.actions.count, "intent", "intents")
        count(manifest.entities.count, "entity", "entities")
        count(manifest.enums.count, "enum", "enums")
        count(manifest.autoShortcuts.count, "App Shortcut", "App Shortcuts")
        let first = (manifest.actions.values.map(\.location) + manifest.entities.values.map(\.location) + manifest.enums.map(\.location)
            + manifest.autoShortcuts.map(\.location)).min { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        let place = first ?? SourceReference(file: "", location: SourceLocation(line: 1, column: 1))
        let check = VerifyCheck.moduleNotExported
        return Finding(ruleIdentifier: check.identifier, severity: check.severity,
                       message: "Module `\(module.name)` declares \(counts.joined(separator: ", ")), and the product holds none of them " +
                           "(\(lookedIn(files))), so they are missing from Shortcuts and Siri: embed the framework or extension that holds " +
                           "them, register its `AppIntentsPackage` in the app's, and read the build log's App Intents diagnostics",
                       file: module.displayPath(place.file), location: place.location, lineText: "verify \(module.name) module not exported")
    }

    /// Where the records were looked for, briefly.
    private static func lookedIn(_ files: [String]) -> String {
        switch files.count {
        case 0: return "no metadata was given"
        case 1...2: return "looked in " + files.joined(separator: " and ")
        default: return "looked in \(files.count) metadata files, from \(files[0])"
        }
    }

    /// The records of every file, by the module each names; a record that names none belongs to
    /// its file's module (the one its other records name, else its bundle's).
    static func group(_ exports: [ExportedMetadata]) -> [String: ExportedModule] {
        var modules: [String: ExportedModule] = [:]
        func module(_ name: String, file: String) -> ExportedModule {
            var module = modules[name] ?? ExportedModule(name: name)
            if !module.files.contains(file) { module.files.append(file) }
            return module
        }
        for export in exports {
            let own = export.modules.first ?? export.bundleName ?? ""
            // A file with no record still stands for its module.
            modules[own] = module(own, file: export.file)
            for action in export.actions {
                let name = action.module ?? own
                var target = module(name, file: export.file)
                target.actions.append(.init(record: action, file: export.file))
                modules[name] = target
            }
            for entity in export.entities {
                let name = entity.module ?? own
                var target = module(name, file: export.file)
                target.entities.append(.init(record: entity, file: export.file))
                modules[name] = target
            }
            for appEnum in export.enums {
                let name = appEnum.module ?? own
                var target = module(name, file: export.file)
                target.enums.append(.init(record: appEnum, file: export.file))
                modules[name] = target
            }
            for query in export.queries {
                let name = query.module ?? own
                var target = module(name, file: export.file)
                target.queries.append(.init(record: query, file: export.file))
                modules[name] = target
            }
            let provider = export.shortcutsProviderModule ?? own
            if !export.autoShortcuts.isEmpty || export.negativePhrases?.isEmpty == false {
                var target = module(provider, file: export.file)
                target.autoShortcuts += export.autoShortcuts.map { .init(record: $0, file: export.file) }
                if let phrases = export.negativePhrases, target.negativePhrases == nil { target.negativePhrases = .init(record: phrases, file: export.file) }
                modules[provider] = target
            } else if let phrases = export.negativePhrases, modules[provider]?.negativePhrases == nil {
                var target = module(provider, file: export.file)
                target.negativePhrases = .init(record: phrases, file: export.file)
                modules[provider] = target
            }
        }
        return modules
    }
}

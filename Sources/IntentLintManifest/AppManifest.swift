import IntentLintSupport

/// What the system sees for one app: the app target's own App Intents, those of the modules it
/// links statically (the build merges their metadata into the app's own, with
/// `--static-metadata-file-list`), and those of every module whose `AppIntentsPackage` the app's
/// packages include, directly or through the packages they include. Each record names its
/// module. Its JSON form is documented in docs/manifest.md.
package struct AppManifest: JSONRepresentable, Sendable {
    /// A module whose records the app manifest holds, and why.
    package struct Contribution: Sendable {
        package var id: String
        package var manifest: Manifest
        /// The packages it was reached through, from the app's own (empty for the app itself and
        /// the modules it links statically).
        package var includedThrough: [String]
        /// Whether the app links it statically, so that the build merges its records into the app's.
        package var linkedStatically = false
    }

    package var app: String
    package var id: String
    package var contributions: [Contribution]
    /// What keeps the manifest from being whole: modules of the app that were not followed, and
    /// included packages that no module linted declares.
    package var unknowns: [String]
    /// A manifest's file path (relative to its module's root) as the app manifest shows it.
    package var path: @Sendable (_ module: String, _ file: String) -> String

    /// - Parameters:
    ///   - manifests: every member's manifest, by id.
    ///   - linkedStatically: the members the app target links statically, directly or through
    ///     other static ones, by id: their records are the app's.
    ///   - unresolved: what discovery could not follow for the app, and the members whose linkage
    ///     is not known (whether their records are the app's is not either).
    ///   - path: turns a module's file path into the path the app manifest shows.
    package init(app: String, id: String, manifests: [String: Manifest], linkedStatically: [String] = [], unresolved: [String],
                path: @escaping @Sendable (_ module: String, _ file: String) -> String) {
        self.app = app
        self.id = id
        self.path = path
        let included = IncludedPackages(host: id, manifests: manifests)
        var contributions: [Contribution] = []
        if let own = manifests[id] { contributions.append(Contribution(id: id, manifest: own, includedThrough: [])) }
        for member in linkedStatically where member != id {
            if let manifest = manifests[member] {
                contributions.append(Contribution(id: member, manifest: manifest, includedThrough: [], linkedStatically: true))
            }
        }
        for package in included.packages where package.module != id && !contributions.contains(where: { $0.id == package.module }) {
            if let manifest = manifests[package.module] {
                contributions.append(Contribution(id: package.module, manifest: manifest, includedThrough: package.path))
            }
        }
        self.contributions = contributions
        unknowns = unresolved + included.unknowns
    }

    package var json: JSONValue {
        var actions: [String: JSONValue] = [:]
        var entities: [String: JSONValue] = [:]
        var enums: [JSONValue] = []
        var queries: [String: JSONValue] = [:]
        var packages: [String: JSONValue] = [:]
        var unionValues: [String: JSONValue] = [:]
        var autoShortcuts: [JSONValue] = []
        for contribution in contributions {
            let manifest = contribution.manifest
            func record(_ value: JSONValue) -> JSONValue { located(value, module: contribution.id, name: manifest.module) }
            func key(_ name: String) -> String { "\(manifest.module).\(name)" }
            for (name, action) in manifest.actions { actions[key(name)] = record(action.json) }
            for (name, entity) in manifest.entities { entities[key(name)] = record(entity.json) }
            enums += manifest.enums.map { record($0.json) }
            for (name, query) in manifest.queries { queries[key(name)] = record(query.json) }
            for (name, package) in manifest.packages { packages[key(name)] = record(package.json) }
            for (name, union) in manifest.unionValues { unionValues[key(name)] = record(union.json) }
            autoShortcuts += manifest.autoShortcuts.map { record($0.json) }
        }
        let own = contributions.first { $0.id == id }?.manifest
        return .object([
            ("formatVersion", .integer(Manifest.formatVersion)),
            ("app", .string(app)),
            ("id", .string(id)),
            ("modules", .array(contributions.map { contribution in
                .object([
                    ("id", .string(contribution.id)),
                    ("module", .string(contribution.manifest.module)),
                    ("includedThrough", .array(contribution.includedThrough.map(JSONValue.string))),
                    ("linkedStatically", contribution.linkedStatically ? .bool(true) : nil),
                ])
            })),
            ("actions", .object(actions)),
            ("entities", .object(entities)),
            ("enums", .array(enums)),
            ("queries", .object(queries)),
            ("autoShortcutProvider", own?.autoShortcutProvider.map { located($0.json, module: id, name: own!.module) }),
            ("autoShortcuts", .array(autoShortcuts)),
            ("negativePhrases", own?.negativePhrases?.json),
            ("shortcutTileColor", own?.shortcutTileColor?.json),
            ("packages", .object(packages)),
            ("unionValues", .object(unionValues)),
            ("incomplete", .array(unknowns.map(JSONValue.string))),
        ])
    }

    /// A record with its module named and every location's file shown as the app manifest shows it.
    private func located(_ value: JSONValue, module id: String, name: String) -> JSONValue {
        guard case .object(var members) = rewritingFiles(value, module: id) else { return value }
        members["module"] = .string(name)
        return .object(members)
    }

    private func rewritingFiles(_ value: JSONValue, module: String) -> JSONValue {
        switch value {
        case .object(var members):
            if members.count == 3, case .string(let file)? = members["file"], members["line"] != nil, members["column"] != nil {
                members["file"] = .string(path(module, file))
                return .object(members)
            }
            return .object(members.mapValues { rewritingFiles($0, module: module) })
        case .array(let elements):
            return .array(elements.map { rewritingFiles($0, module: module) })
        default:
            return value
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport

/// Reads an XcodeGen project's modules from its spec (`project.yml` or `project.json`, and
/// the files it pulls in with `include:`) without running XcodeGen, with `YAMLText`.
///
/// What it reads: `targets:`, each key a target with its `type` (the kind, as Xcode's product
/// type says it), `platform` (one, or several for a target per platform: `Name_iOS`) or
/// `supportedDestinations`, `productName` and `settings`' `PRODUCT_MODULE_NAME` when it is a
/// plain name (the module name), `sources` (paths, or mappings with `path`, `excludes`,
/// `includes`, `buildPhase`, `type`, `optional`: a folder's Swift files compile, its strings
/// files are resources) and `dependencies` (`target:`, also `Project/Target` through
/// `projectReferences:`, and `package:` with `product:`/`products:` through `packages:`, local
/// by `path:` or remote by `url:`/`github:`; frameworks, Carthage, SDKs and bundles link no
/// module). `include:` files are merged as XcodeGen merges them: mappings key by key,
/// sequences one after the other, `key:REPLACE` replacing; their paths are relative to their
/// own folder unless `relativePaths: false`. An `include:` path is looked for beside the file
/// that includes it, then in each folder above it up to the repository's root: a spec that a
/// script copies to the root before running XcodeGen names its includes from there, and then
/// its own paths start there too.
///
/// As XcodeGen does by default, an application embeds the extensions, dynamic frameworks,
/// watch apps and App Clips it depends on (`embed:` says otherwise).
///
/// Target templates apply as XcodeGen applies them: `templates:` of a target (and of its
/// templates) from `targetTemplates:`, merged under the target, with `${target_name}` and the
/// target's `templateAttributes` replaced.
///
/// What it cannot read (YAML beyond `YAMLText`'s subset, a template not declared, a source path
/// that does not exist, a dependency of an unknown kind) stops the reading with a `Problem`
/// naming the file and line, and the project's Swift files are linted as plain files.
enum XcodeGenProjectReader {
    /// Something the reading cannot settle, in `file` (the spec or a file it includes).
    typealias Problem = ProjectFileProblem

    struct Reading: Sendable {
        /// The spec's targets in the order it lists them.
        var modules: [ModuleDefinition] = []
        var problem: Problem?
        /// The files it includes (absolute), directly or not, as far as they were read.
        var includedFiles: [String] = []
    }

    /// The keys XcodeGen reads at a spec's top level.
    private static let specKeys: Set<String> = [
        "name", "include", "options", "settings", "settingGroups", "settingPresets", "configs", "configFiles", "targets",
        "targetTemplates", "aggregateTargets", "schemes", "schemeTemplates", "packages", "localPackages", "projectReferences",
        "fileGroups", "attributes", "breakpoints", "projectDirectory",
    ]

    /// The keys at the top level of a YAML file (`key:` at the start of a line), each with the
    /// text after it on that line; comments and documents' markers aside.
    static func topLevelKeys(_ bytes: [UInt8]) -> [(key: String, value: String)] {
        var keys: [(key: String, value: String)] = []
        for line in bytes.split(omittingEmptySubsequences: true, whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
            let line = line.starts(with: [0xEF, 0xBB, 0xBF]) ? line.dropFirst(3) : line
            guard let first = line.first, first != 0x20, first != 0x09, first != UInt8(ascii: "#"), first != UInt8(ascii: "-"),
                  let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let after = colon + 1
            guard after == line.endIndex || line[after] == 0x20 || line[after] == 0x09 else { continue }
            let key = String(decoding: line[line.startIndex..<colon], as: UTF8.self).trimmed(" \t\"'")
            var value = String(decoding: line[after...], as: UTF8.self)
            if let comment = value.range(ofBytes: " #") { value = String(value[..<comment.lowerBound]) }
            value = value.trimmed(" \t")
            keys.append((key, value))
        }
        return keys
    }

    /// Whether a YAML file of any name is an XcodeGen spec (`xcodegen --spec calendar-project.yml`):
    /// every key at its top level is one XcodeGen reads, with the project's `name:` and its
    /// `targets:` or the files that hold them (`include:`). A file another spec includes has no
    /// `name:` as a rule, and is read with that spec.
    static func isSpec(anyName bytes: [UInt8]) -> Bool {
        let keys = Set(topLevelKeys(bytes).map(\.key))
        return keys.contains("name") && (keys.contains("targets") || keys.contains("include")) && keys.isSubset(of: specKeys)
    }

    /// Whether a YAML file that is no spec looks like part of a project: it has `targets:` at its
    /// top level. Said when its folder's files are linted as one folder module.
    static func looksLikeProjectPart(_ bytes: [UInt8]) -> Bool {
        topLevelKeys(bytes).contains { $0.key == "targets" }
    }

    /// The project's name as the spec's own top level writes it (what XcodeGen names the
    /// `.xcodeproj` it generates after); nil when it does not.
    static func projectName(_ bytes: [UInt8]) -> String? {
        guard let value = topLevelKeys(bytes).last(where: { $0.key == "name" })?.value, !value.isEmpty else { return nil }
        let unquoted = value.trimmed("\"'")
        return unquoted.isEmpty ? nil : unquoted
    }

    /// Whether `bytes` look like an XcodeGen spec (a top-level `name:`, `targets:` or `include:`)
    /// rather than another file that happens to be named `project.yml`.
    static func looksLikeSpec(_ bytes: [UInt8], isJSON: Bool) -> Bool {
        if isJSON {
            return ["\"targets\"", "\"include\""].contains { bytes.firstRange(of: Array($0.utf8)) != nil }
        }
        let keys = ["name:", "targets:", "include:"].map { Array($0.utf8) }
        return bytes.split(omittingEmptySubsequences: true, whereSeparator: { $0 == 0x0A || $0 == 0x0D }).contains { line in
            keys.contains { line.starts(with: $0) }
        }
    }

    /// The files the spec whose text is `text` includes (absolute), directly or not, as far as
    /// they can be read; its sources are not looked at.
    static func includedFiles(text: [UInt8], specFile: String, repositoryRoot: String? = nil, in files: any FileSource) -> [String] {
        var reader = SpecReader(rootFile: specFile, repositoryRoot: repositoryRoot, fileSource: files)
        _ = try? reader.load(text: text, file: specFile, pathBase: Paths.parent(of: specFile), depth: 0)
        return Array(reader.filesRead.dropFirst())
    }

    /// The modules of the spec `specFile` (absolute), reading it and its includes from disk.
    static func modules(specFile: String) -> Reading {
        switch FileSystem.readBytes(specFile) {
        case .success(let bytes): return modules(text: bytes, specFile: specFile, in: LocalFiles())
        case .failure(let error): return Reading(problem: Problem(file: specFile, line: 1, message: error.description))
        }
    }

    /// The modules of the spec whose text is `text`; `specFile` (absolute) becomes each module's
    /// origin, and its folder is where paths start. Included files are read, and source
    /// folders walked, in `files` (the disk, or a git revision).
    /// - Parameter repositoryRoot: the folder (absolute) up to which an `include:` path is looked
    ///   for in the folders above the file that includes it; nil for that file's folder alone.
    static func modules(text: [UInt8], specFile: String, repositoryRoot: String? = nil, in files: any FileSource) -> Reading {
        var reader = SpecReader(rootFile: specFile, repositoryRoot: repositoryRoot, fileSource: files)
        do throws(Problem) {
            let spec = try reader.load(text: text, file: specFile, pathBase: Paths.parent(of: specFile), depth: 0)
            return Reading(modules: try reader.modules(of: spec), includedFiles: Array(reader.filesRead.dropFirst()))
        } catch {
            return Reading(problem: error, includedFiles: Array(reader.filesRead.dropFirst()))
        }
    }
}

/// The reading of one spec and its includes.
private struct SpecReader {
    typealias Problem = XcodeGenProjectReader.Problem

    let rootFile: String
    /// Where the root spec's paths start, and those of a file included with `relativePaths:
    /// false`: its folder, or the folder above it that its includes are named from.
    private(set) var rootFolder: String
    /// How far up an `include:` path is looked for (`XcodeGenProjectReader.modules`).
    let repositoryRoot: String?
    /// Where included files and source folders are: the disk, or a git revision.
    let fileSource: any FileSource
    /// The files read, in order: a node's line says which (`line / fileStride`) and where.
    private var files: [String] = []
    /// The spec and the files it includes, in the order read.
    var filesRead: [String] { files }

    /// Lines of different files are told apart in one number: file index × stride + line.
    private static let fileStride = 1 << 32
    static let maximumIncludeDepth = 8

    init(rootFile: String, repositoryRoot: String? = nil, fileSource: any FileSource) {
        self.rootFile = rootFile
        rootFolder = Paths.parent(of: rootFile)
        self.repositoryRoot = repositoryRoot
        self.fileSource = fileSource
    }

    // MARK: Files and includes

    /// A spec file and what it includes, merged, with relative paths made absolute.
    mutating func load(text: [UInt8], file: String, pathBase: String, depth: Int) throws(Problem) -> YAMLNode {
        guard depth <= SpecReader.maximumIncludeDepth else {
            throw Problem(file: file, line: 1, message: "includes nest deeper than \(SpecReader.maximumIncludeDepth) files")
        }
        guard !files.contains(file) else { throw Problem(file: file, line: 1, message: "it includes itself") }
        let fileIndex = files.count
        files.append(file)
        var spec = try parse(text, file: file)
        guard case .mapping = spec.kind else {
            throw Problem(file: file, line: spec.line, message: "a spec is a mapping of keys such as `name:` and `targets:`")
        }
        spec = SpecReader.located(spec, fileIndex: fileIndex)
        var pathBase = pathBase
        let included = try includes(of: spec).map { include throws(Problem) in (include, try self.file(included: include, by: file)) }
        // A root spec whose includes are named from a folder above it is run from that folder.
        if depth == 0, let folder = included.lazy.map(\.1.folder).first(where: { $0 != Paths.parent(of: file) }) {
            pathBase = folder
            rootFolder = folder
        }
        spec = absolutizingPaths(spec, base: pathBase)
        var merged = YAMLNode(.mapping([]), line: spec.line)
        for (include, (path, _)) in included {
            let bytes: [UInt8]
            switch fileSource.bytes(of: path) {
            case .success(let read): bytes = read
            case .failure(let error):
                throw problem(at: include.line, "cannot read the included file \(include.path): \(error.description)")
            }
            let base = include.relativePaths ? Paths.parent(of: path) : rootFolder
            merged = try SpecReader.merge(try load(text: bytes, file: path, pathBase: base, depth: depth + 1), onto: merged, depth: 0)
        }
        return try SpecReader.merge(spec, onto: merged, depth: 0)
    }

    /// The file an `include:` of `file` names (absolute), and the folder its path is relative
    /// to: `file`'s, or the nearest folder above it up to the repository's root where it is.
    private func file(included include: Include, by file: String) throws(Problem) -> (path: String, folder: String) {
        guard !include.path.hasPrefix("/") else { return (include.path, "/") }
        var folder = Paths.parent(of: file)
        let nearest = Paths.normalize(folder + "/" + include.path)
        while true {
            let candidate = Paths.normalize(folder + "/" + include.path)
            if fileSource.kind(of: candidate) == .file { return (candidate, folder) }
            guard let top = repositoryRoot, folder != top, Paths.remainder(of: folder, inside: top) != nil else { break }
            folder = Paths.parent(of: folder)
        }
        // Not found anywhere: said as XcodeGen would, from the file that includes it.
        guard fileSource.kind(of: nearest) == .missing, let top = repositoryRoot, top != Paths.parent(of: file) else { return (nearest, Paths.parent(of: file)) }
        throw problem(at: include.line,
            "cannot read the included file \(include.path): it is neither beside \(Paths.lastComponent(file)) nor in a folder above it up to \(Paths.written(top, from: Paths.parent(of: file)))")
    }

    private func parse(_ text: [UInt8], file: String) throws(Problem) -> YAMLNode {
        if file.lowercased().hasSuffix(".json") {
            let json: LocatedJSON
            do {
                json = try LocatedJSON.parse(text)
            } catch {
                let line = text.prefix(min(max(error.offset, 0), text.count)).count(where: { $0 == 0x0A }) + 1
                throw Problem(file: file, line: line, message: error.reason)
            }
            let lines = text.withUnsafeBufferPointer { LineTable($0) }
            return SpecReader.node(json, lines: lines)
        }
        do {
            return try YAMLText.parse(text)
        } catch {
            throw Problem(file: file, line: error.line, message: error.reason)
        }
    }

    /// JSON is YAML too: its values as nodes, with their lines.
    private static func node(_ json: LocatedJSON, lines: LineTable, depth: Int = 0) -> YAMLNode {
        let line = lines.location(ofOffset: Int32(clamping: json.offset)).line
        switch json.kind {
        case .object(let members):
            return YAMLNode(.mapping(members.map { YAMLNode.Member(key: $0.key, value: node($0.value, lines: lines, depth: depth + 1)) }), line: line)
        case .array(let elements):
            return YAMLNode(.sequence(elements.map { node($0, lines: lines, depth: depth + 1) }), line: line)
        case .string(let value), .number(let value):
            return YAMLNode(.scalar(value), line: line)
        case .boolean(let value):
            return YAMLNode(.scalar(value ? "true" : "false"), line: line)
        case .null:
            return YAMLNode(.null, line: line)
        }
    }

    /// Every line of `node` tagged with the file it comes from, so that a problem found after
    /// merging still names the right file.
    private static func located(_ node: YAMLNode, fileIndex: Int) -> YAMLNode {
        var result = node
        result.line = fileIndex * fileStride + node.line
        switch node.kind {
        case .mapping(let members):
            result.kind = .mapping(members.map { YAMLNode.Member(key: $0.key, value: located($0.value, fileIndex: fileIndex)) })
        case .sequence(let elements):
            result.kind = .sequence(elements.map { located($0, fileIndex: fileIndex) })
        case .scalar, .null:
            break
        }
        return result
    }

    private func problem(at line: Int, _ message: String) -> Problem {
        let index = line / SpecReader.fileStride
        return Problem(file: index < files.count ? files[index] : rootFile, line: line % SpecReader.fileStride, message: message)
    }

    private struct Include {
        var path: String
        var relativePaths: Bool
        var line: Int
    }

    /// `include: [a.yml, {path: b.yml, relativePaths: false, enable: false}]`.
    private func includes(of spec: YAMLNode) throws(Problem) -> [Include] {
        guard let value = spec["include"] else { return [] }
        let entries = value.elements ?? [value]
        var includes: [Include] = []
        for entry in entries {
            if let path = entry.string {
                includes.append(Include(path: path, relativePaths: true, line: entry.line))
            } else if let path = entry["path"]?.string {
                if entry["enable"]?.bool == false { continue }
                includes.append(Include(path: path, relativePaths: entry["relativePaths"]?.bool ?? true, line: entry.line))
            } else if case .null = entry.kind {
                continue
            } else {
                throw problem(at: entry.line, "an include is a path or a mapping with `path:`")
            }
        }
        return includes
    }

    /// The paths this reader uses, made absolute from `base`: targets' sources, packages' and
    /// project references' paths.
    private func absolutizingPaths(_ spec: YAMLNode, base: String) -> YAMLNode {
        func absolute(_ node: YAMLNode) -> YAMLNode {
            guard let path = node.string else { return node }
            return YAMLNode(.scalar(Paths.absolute(path, from: base)), line: node.line)
        }
        func source(_ node: YAMLNode) -> YAMLNode {
            if node.string != nil { return absolute(node) }
            return replacing(node, key: "path", with: absolute)
        }
        var result = spec
        // Templates' sources are paths of the file that declares the template, as targets' are.
        for key in ["targets", "targetTemplates"] {
            result = replacing(result, key: key) { targets in
                mapValues(targets) { target in
                    replacing(target, key: "sources") { sources in
                        if let elements = sources.elements { return YAMLNode(.sequence(elements.map(source)), line: sources.line) }
                        return source(sources)
                    }
                }
            }
        }
        for key in ["packages", "projectReferences"] {
            result = replacing(result, key: key) { entries in
                mapValues(entries) { entry in replacing(replacing(entry, key: "path", with: absolute), key: "spec", with: absolute) }
            }
        }
        return result
    }

    private func replacing(_ node: YAMLNode, key: String, with transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard case .mapping(let members) = node.kind else { return node }
        var result = node
        result.kind = .mapping(members.map { $0.key == key ? YAMLNode.Member(key: key, value: transform($0.value)) : $0 })
        return result
    }

    private func mapValues(_ node: YAMLNode, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard case .mapping(let members) = node.kind else { return node }
        var result = node
        result.kind = .mapping(members.map { YAMLNode.Member(key: $0.key, value: transform($0.value)) })
        return result
    }

    /// XcodeGen's merge of a spec onto what it includes: mappings key by key, sequences the
    /// included's then the spec's, `key:REPLACE` replacing, anything else replaced.
    private static func merge(_ node: YAMLNode, onto base: YAMLNode, depth: Int) throws(Problem) -> YAMLNode {
        guard case .mapping(let members) = node.kind, case .mapping(var merged) = base.kind else { return node }
        guard depth < 64 else { return node }
        for member in members {
            if member.key.hasSuffix(":REPLACE") {
                let key = String(member.key.dropLast(":REPLACE".count))
                merged.removeAll { $0.key == key }
                merged.append(YAMLNode.Member(key: key, value: member.value))
            } else if let existing = merged.firstIndex(where: { $0.key == member.key }) {
                let current = merged[existing].value
                switch (member.value.kind, current.kind) {
                case (.mapping, .mapping):
                    merged[existing].value = try merge(member.value, onto: current, depth: depth + 1)
                case (.sequence(let more), .sequence(let first)):
                    merged[existing].value = YAMLNode(.sequence(first + more), line: member.value.line)
                default:
                    merged[existing].value = member.value
                }
            } else {
                merged.append(member)
            }
        }
        return YAMLNode(.mapping(merged), line: node.line)
    }

    // MARK: Targets

    mutating func modules(of spec: YAMLNode) throws(Problem) -> [ModuleDefinition] {
        let packages = try self.packages(spec["packages"])
        let references = spec["projectReferences"]
        guard let targets = spec["targets"] else { return [] }
        guard let members = targets.members else { throw problem(at: targets.line, "`targets:` is a mapping of target names to targets") }
        for member in members where member.value.members == nil {
            throw problem(at: member.value.line, "target '\(member.key)' is not a mapping")
        }
        // As XcodeGen resolves them: targets of several platforms split, then templates applied
        // (a template may name several platforms in turn), then split again.
        var named = try expandingPlatforms(members.map { ($0.key, $0.value) }, options: spec["options"])
        named = try applyingTemplates(named, templates: spec["targetTemplates"])
        let expanded = try expandingPlatforms(named, options: spec["options"]).map { (name: $0.name, target: $0.target, platform: String?.none) }
        var types: [String: String] = [:]
        for (name, target, platform) in expanded {
            types[name] = target["type"]?.string.map { $0.replacingPlatform(platform) }
        }
        var modules: [ModuleDefinition] = []
        for (name, target, platform) in expanded {
            modules.append(try module(name: name, target: target, platform: platform, types: types, packages: packages, references: references))
        }
        return modules
    }

    /// Each target that names several platforms (`platform: [iOS, macOS]`) as one target per
    /// platform, named with the platform's prefix and suffix, with `$platform` and `${platform}`
    /// replaced in its values.
    private func expandingPlatforms(_ targets: [(name: String, target: YAMLNode)], options: YAMLNode?) throws(Problem) -> [(name: String, target: YAMLNode)] {
        let suffix = options?["platformSuffix"]?.string ?? "_${platform}"
        let prefix = options?["platformPrefix"]?.string ?? ""
        var expanded: [(name: String, target: YAMLNode)] = []
        for (name, target) in targets {
            guard let platforms = target["platform"]?.elements else {
                expanded.append((name, target))
                continue
            }
            for platform in platforms {
                guard let platformName = platform.string else { throw problem(at: platform.line, "a platform is a name such as iOS") }
                var split = SpecReader.replacingText(in: target, "${platform}", with: platformName)
                split = SpecReader.replacingText(in: split, "$platform", with: platformName)
                split = replacing(split, key: "platform") { YAMLNode(.scalar(platformName), line: $0.line) }
                expanded.append((prefix.replacingPlatform(platformName) + name + suffix.replacingPlatform(platformName), split))
            }
        }
        return expanded
    }

    /// XcodeGen's target templates: the templates a target lists in `templates:` (and those they
    /// list, first), each merged onto the ones before as includes are merged, the target merged
    /// onto them; then `${target_name}` (and `$target_name`) replaced with the target's name, and
    /// each of its `templateAttributes` (`${key}`) with its value.
    private func applyingTemplates(_ targets: [(name: String, target: YAMLNode)], templates: YAMLNode?) throws(Problem) -> [(name: String, target: YAMLNode)] {
        var resolved: [(name: String, target: YAMLNode)] = []
        for (name, target) in targets {
            guard let listed = target["templates"] else {
                resolved.append((name, target))
                continue
            }
            var order: [String] = []
            try collectTemplates(listed, of: name, from: templates, into: &order, depth: 0)
            var merged = YAMLNode(.mapping([]), line: target.line)
            for template in order {
                merged = try SpecReader.merge(templates![template]!, onto: merged, depth: 0)
            }
            var applied = try SpecReader.merge(target, onto: merged, depth: 0)
            applied = SpecReader.replacingText(in: applied, "$target_name", with: name)
            applied = SpecReader.replacingText(in: applied, "${target_name}", with: name)
            for attribute in applied["templateAttributes"]?.members ?? [] {
                guard let value = attribute.value.string else { continue }
                applied = SpecReader.replacingText(in: applied, "${\(attribute.key)}", with: value)
            }
            resolved.append((name, applied))
        }
        return resolved
    }

    /// The templates `listed` names, each after the templates it lists itself, each once.
    private func collectTemplates(_ listed: YAMLNode, of target: String, from templates: YAMLNode?, into order: inout [String],
                                  depth: Int) throws(Problem) {
        guard depth < SpecReader.maximumIncludeDepth * 4 else { throw problem(at: listed.line, "the templates of target '\(target)' nest too deep") }
        guard let names = listed.elements?.map(\.string) else {
            throw problem(at: listed.line, "`templates:` of target '\(target)' is a list of template names")
        }
        for name in names {
            guard let name else { throw problem(at: listed.line, "`templates:` of target '\(target)' is a list of template names") }
            guard !order.contains(name) else { continue }
            guard let template = templates?[name], template.members != nil else {
                throw problem(at: listed.line, "target '\(target)' uses the template '\(name)', which `targetTemplates:` does not declare")
            }
            if let nested = template["templates"] {
                try collectTemplates(nested, of: target, from: templates, into: &order, depth: depth + 1)
            }
            if !order.contains(name) { order.append(name) }
        }
    }

    /// `node` with `text` replaced in its values, as XcodeGen replaces template and platform
    /// names: in strings, and in lists of strings or of mappings (not in keys, nor in a list
    /// that mixes the two).
    static func replacingText(in node: YAMLNode, _ text: String, with replacement: String) -> YAMLNode {
        var result = node
        switch node.kind {
        case .scalar(let value):
            if value.contains(bytes: text) { result.kind = .scalar(value.replacingBytes(text, with: replacement)) }
        case .mapping(let members):
            result.kind = .mapping(members.map { YAMLNode.Member(key: $0.key, value: replacingText(in: $0.value, text, with: replacement)) })
        case .sequence(let elements):
            let allScalars = elements.allSatisfy { $0.string != nil }
            let allMappings = elements.allSatisfy { $0.members != nil }
            if allScalars || allMappings {
                result.kind = .sequence(elements.map { replacingText(in: $0, text, with: replacement) })
            }
        case .null:
            break
        }
        return result
    }

    private func module(name: String, target: YAMLNode, platform: String?, types: [String: String],
                        packages: [String: PackageLocation], references: YAMLNode?) throws(Problem) -> ModuleDefinition {
        guard let type = types[name] else { throw problem(at: target.line, "target '\(name)' has no `type:`") }
        let kind = XcodeProjectReader.kind(ofProductType: type)
        var platforms: [String] = []
        for said in (platform.map { [$0] } ?? target["platform"]?.string.map { [$0] } ?? [])
            + (target["supportedDestinations"]?.elements?.compactMap(\.string) ?? []) {
            if let known = SpecReader.platformNames[said.lowercased()], !platforms.contains(known) { platforms.append(known) }
        }
        var (files, localizationFiles, excluded) = (Set<String>(), Set<String>(), Set<String>())
        if let sources = target["sources"] {
            for source in sources.elements ?? [sources] {
                let found = try self.files(of: source, platform: platform, target: name)
                files.formUnion(found.swift)
                localizationFiles.formUnion(found.localization)
                excluded.formUnion(found.excluded)
            }
        }
        var dependencies: [ModuleReference] = []
        var embedded: [ModuleReference] = []
        for dependency in target["dependencies"]?.elements ?? [] {
            for (reference, embeds) in try self.dependency(dependency, of: type, platform: platform, types: types, packages: packages,
                                                           references: references) where !dependencies.contains(reference) {
                dependencies.append(reference)
                if embeds { embedded.append(reference) }
            }
        }
        let productName = target["productName"]?.string?.replacingPlatform(platform) ?? name
        var moduleName = ModuleNaming.c99ExtendedIdentifier(productName)
        var machOType: String?
        if let settings = target["settings"] {
            // `settings:` is the base settings themselves unless it has `base:`, `configs:` or `groups:`.
            let isStructured = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
            let base = isStructured ? settings["base"] : settings
            let written = base?["PRODUCT_MODULE_NAME"]?.string?.replacingPlatform(platform)
            if let written, ModuleNaming.isPlainIdentifier(written) { moduleName = written }
            machOType = base?["MACH_O_TYPE"]?.string
        }
        var module = ModuleDefinition(name: moduleName, targetName: name, kind: kind, originPath: rootFile, files: files.sorted(),
                                      localizationFiles: localizationFiles.sorted(), platforms: platforms, dependencies: dependencies,
                                      embedded: embedded)
        module.linkage = XcodeProjectReader.linkage(ofProductType: type, machOType: machOType)
        module.excludedPaths = excluded.sorted()
        return module
    }

    /// XcodeGen's platform names (and destinations) to the platforms people say.
    private static let platformNames: [String: String] = [
        "ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS", "maccatalyst": "iOS",
    ]

    // MARK: Sources

    /// The Swift files a target's source compiles and the strings files it copies: a file, or
    /// everything under a folder that its `includes` and `excludes` leave; and what those leave
    /// out (files and folders), which is left out on purpose.
    private func files(of source: YAMLNode, platform: String?,
                       target: String) throws(Problem) -> (swift: [String], localization: [String], excluded: [String]) {
        let path: String
        var excludes: [Glob] = []
        var includes: [Glob] = []
        var compiles = true
        var copiesResources = true
        var isOptional = false
        // Normalized: a template's `${…}` may hold `..`, replaced after the path was made absolute.
        if let written = source.string {
            path = Paths.normalize(written.replacingPlatform(platform))
        } else if let written = source["path"]?.string {
            path = Paths.normalize(written.replacingPlatform(platform))
            excludes = try globs(source["excludes"], target: target)
            includes = try globs(source["includes"], target: target)
            isOptional = source["optional"]?.bool ?? false
            // A folder reference is copied as it is; a phase other than sources compiles nothing.
            if source["type"]?.string == "folder" { return ([], [], []) }
            if let phase = source["buildPhase"] {
                compiles = phase.string == "sources"
                copiesResources = phase.string == "resources"
            }
        } else {
            throw problem(at: source.line, "a source of target '\(target)' is a path or a mapping with `path:`")
        }
        switch fileSource.kind(of: path) {
        case .file:
            let isSwift = path.hasSuffix(".swift")
            return (isSwift && compiles ? [path] : [], !isSwift && copiesResources && Paths.isLocalizationFile(path) ? [path] : [], [])
        case .directory:
            var swift: [String] = []
            var localization: [String] = []
            var excluded: [String] = []
            var walk = FolderWalk(in: fileSource)
            var pending = [path]
            var walked = 0
            while let folder = pending.popLast() {
                let entries = walk.enter(folder) ?? []
                walked += entries.count
                guard walked <= ProjectGlob.maximumEntries else {
                    throw problem(at: source.line,
                        "the source \(Paths.lastComponent(path)) of target '\(target)' holds more than \(ProjectGlob.maximumEntries) files and folders, more than any target's sources")
                }
                for entry in entries where !entry.name.hasPrefix(".") {
                    let file = folder + "/" + entry.name
                    let relative = Paths.relative(file, to: path)
                    if excludes.contains(where: { $0.matches(relative) }) {
                        if entry.kind == .directory || entry.name.hasSuffix(".swift") || Paths.isLocalizationFile(entry.name) { excluded.append(file) }
                        continue
                    }
                    switch entry.kind {
                    case .directory:
                        if let pathExtension = PackageTargetLayout.pathExtension(entry.name),
                           ProjectGlob.opaqueFolderExtensions.contains(pathExtension) { continue }
                        pending.append(file)
                    case .file, .missing:
                        guard includes.isEmpty || includes.contains(where: { $0.matches(relative) }) else {
                            if entry.name.hasSuffix(".swift") || Paths.isLocalizationFile(entry.name) { excluded.append(file) }
                            continue
                        }
                        if entry.name.hasSuffix(".swift") {
                            if compiles { swift.append(file) }
                        } else if copiesResources, Paths.isLocalizationFile(entry.name) {
                            localization.append(file)
                        }
                    case .other:
                        continue
                    }
                }
            }
            return (swift, localization, excluded)
        case .missing, .other:
            if isOptional { return ([], [], []) }
            throw problem(at: source.line, "target '\(target)' lists the source \(Paths.lastComponent(path)), which does not exist, so XcodeGen would stop there")
        }
    }

    private func globs(_ node: YAMLNode?, target: String) throws(Problem) -> [Glob] {
        guard let node else { return [] }
        var globs: [Glob] = []
        for pattern in node.elements ?? [node] {
            guard let text = pattern.string else { throw problem(at: pattern.line, "a pattern of target '\(target)' is not a string") }
            do {
                globs.append(try Glob(text))
            } catch {
                throw problem(at: pattern.line, "cannot read the pattern '\(text)' of target '\(target)': \(error.description)")
            }
        }
        return globs
    }

    // MARK: Dependencies

    /// `packages:`: name → where the package is.
    private func packages(_ node: YAMLNode?) throws(Problem) -> [String: PackageLocation] {
        guard let node else { return [:] }
        guard let members = node.members else { throw problem(at: node.line, "`packages:` is a mapping of package names to packages") }
        var packages: [String: PackageLocation] = [:]
        for member in members {
            if let url = member.value["url"]?.string {
                packages[member.key] = .remote(url: url)
            } else if let repository = member.value["github"]?.string {
                packages[member.key] = .remote(url: "https://github.com/" + repository)
            } else if let path = member.value["path"]?.string {
                packages[member.key] = .local(folder: path)
            } else {
                throw problem(at: member.value.line, "package '\(member.key)' has no `url:`, `github:` or `path:`")
            }
        }
        return packages
    }

    /// Product types an application embeds when it depends on them: extensions of every kind,
    /// dynamic frameworks, watch apps and App Clips.
    private static func isEmbeddable(_ type: String) -> Bool {
        let kind = XcodeProjectReader.kind(ofProductType: type)
        return kind.isExtension || type == "framework" || type == "application.watchapp2" || type == "application.watchapp"
            || type == "application.on-demand-install-capable" || type == "xpc-service"
    }

    /// One `dependencies:` element: the modules it names, and whether each is embedded.
    private func dependency(_ node: YAMLNode, of type: String, platform: String?, types: [String: String],
                            packages: [String: PackageLocation], references: YAMLNode?) throws(Problem) -> [(ModuleReference, Bool)] {
        let embed = node["embed"]?.bool
        if let written = node["target"]?.string {
            let name = written.replacingPlatform(platform)
            guard let slash = name.firstIndex(of: "/") else {
                let embeds = embed ?? type.hasPrefix("application")
                return [(.target(name: name, project: rootFile), embeds && types[name].map(SpecReader.isEmbeddable) == true)]
            }
            // `Project/Target`: a target of a project `projectReferences:` names.
            let project = String(name[..<slash])
            let target = String(name[name.index(after: slash)...])
            guard let reference = references?[project] else {
                return [(.unresolvable("target `\(target)` of project `\(project)`, which `projectReferences:` does not name"), false)]
            }
            if let path = reference["path"]?.string, path.hasSuffix(".xcodeproj"), fileSource.kind(of: path) == .directory || reference["spec"] == nil {
                return [(.target(name: target, project: path + "/project.pbxproj"), embed == true)]
            }
            if let spec = reference["spec"]?.string {
                return [(.target(name: target, project: spec), embed == true)]
            }
            throw problem(at: reference.line, "project reference '\(project)' has no `path:` to an .xcodeproj")
        }
        if let package = node["package"]?.string {
            let products = node["products"]?.elements?.compactMap(\.string) ?? [node["product"]?.string ?? package]
            guard let location = packages[package] else {
                return products.map { (.unresolvable("product `\($0)` of package `\(package)`, which `packages:` does not name"), false) }
            }
            return products.map { (.product(name: $0, package: location), false) }
        }
        // Prebuilt and system code link no module of the run.
        for key in ["framework", "carthage", "sdk", "bundle"] where node[key] != nil { return [] }
        throw problem(at: node.line, "a dependency is one of `target:`, `package:`, `framework:`, `carthage:`, `sdk:` or `bundle:`")
    }
}

private extension String {
    /// `$platform` and `${platform}` in a target that names several platforms, replaced.
    func replacingPlatform(_ platform: String?) -> String {
        guard let platform, contains("$") else { return self }
        return replacingBytes("${platform}", with: platform).replacingBytes("$platform", with: platform)
    }
}

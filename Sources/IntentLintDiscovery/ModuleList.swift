#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
import IntentLintCore

/// Modules a caller already knows, read from a JSON file instead of discovered: the command
/// plugins get each target's name, kind and files from SwiftPM (or Xcode) and hand them over
/// in one file, so one run lints every target as its own module and makes one report.
///
/// ```json
/// {"modules": [
///   {"name": "SoupOrders", "kind": "library",
///    "files": ["Sources/SoupOrders/OrderSoupIntent.swift"],
///    "localizationFiles": ["Sources/SoupOrders/de.lproj/AppShortcuts.strings"]}
/// ]}
/// ```
///
/// `name` and `files` (Swift files) are required; `kind` is a `ModuleKind` (unknown when left
/// out, as for a folder); `localizationFiles` are the `.strings` and `.xcstrings` files the target
/// builds. Paths are absolute or relative to the file's folder, and every file must exist: the
/// caller lists what the build compiles, so a missing one is a mistake, not a file to skip.
/// A module's manifest paths start at the deepest folder holding its files, as they do for
/// files named on the command line. Reports name files relative to the working folder, or by
/// their absolute paths when `"absolutePathsInReports": true` (the build tool plugin's build
/// command runs in a folder of the build system's choosing).
/// `ModuleListFile` (IntentLintKit, copied into the plugins) is the type the plugins write.
extension ModuleDiscovery {
    package static func listed(in path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> Result {
        try listed(in: path, files: LocalFiles(), workingDirectory: workingDirectory)
    }

    /// The modules the list at `path` (on disk) names, their files checked in `files`.
    package static func listed(in path: String, files: any FileSource, workingDirectory: String) throws(InputError) -> Result {
        let document = try JSONValue.read(file: path, what: "the module list", absolutePath: Paths.absolute(path, from: workingDirectory))
        return try listed(document, path: path, files: files, workingDirectory: workingDirectory)
    }

    /// The modules a parsed module list names, their files checked in `files`; `path` names it
    /// in errors, and its folder is where the paths in it start.
    package static func listed(_ document: JSONValue, path: String, files: any FileSource = LocalFiles(), workingDirectory: String) throws(InputError) -> Result {
        let listFolder = Paths.parent(of: Paths.absolute(path, from: workingDirectory))
        let reader = ModuleListReader(path: path, folder: listFolder, fileSource: files)
        guard case .object(let members) = document, case .array(let entries)? = members["modules"] else {
            throw InputError("\(path): not a module list: expected an object whose 'modules' is an array of modules")
        }
        if let key = members.keys.sorted().first(where: { $0 != "modules" && $0 != "absolutePathsInReports" }) {
            throw InputError("\(path): unknown key '\(key)'; a module list holds only 'modules' and 'absolutePathsInReports'")
        }
        var absolutePathsInReports = false
        if let value = members["absolutePathsInReports"] {
            guard case .bool(let absolute) = value else {
                throw InputError("\(path): 'absolutePathsInReports' must be true or false, found \(value.kindDescription)")
            }
            absolutePathsInReports = absolute
        }
        guard !entries.isEmpty else { throw InputError("\(path): 'modules' lists no module") }

        var modules: [Module] = []
        var names: Set<String> = []
        var ids: Set<String> = []
        for (index, entry) in entries.enumerated() {
            let (definition, id) = try reader.definition(entry, number: index + 1, originPath: Paths.absolute(path, from: workingDirectory))
            guard names.insert(definition.name).inserted else {
                throw InputError("\(path): two modules are named '\(definition.name)'; each target is one module, listed once")
            }
            guard ids.insert(id).inserted else {
                throw InputError("\(path): two modules have the id '\(id)'; an id names one module")
            }
            let root = Paths.commonAncestor(of: (definition.files + definition.localizationFiles).map(Paths.parent(of:)))
            func inputs(_ files: [String]) -> [SourceInput] {
                files.map { file in
                    SourceInput(displayPath: absolutePathsInReports ? file : Paths.written(file, from: workingDirectory),
                                relativePath: Paths.written(file, from: root), absolutePath: file)
                }
            }
            modules.append(Module(definition: definition, id: id, root: root, inputs: inputs(definition.files),
                                  localizationInputs: inputs(definition.localizationFiles)))
        }
        return Result(modules: modules, inputMessages: [])
    }
}

/// Reads one module list strictly: every mistake is a one-line `InputError` naming the file
/// and the module.
private struct ModuleListReader {
    var path: String
    /// Where relative paths in the file start.
    var folder: String
    /// Where the files it lists are: the disk, or a git revision.
    var fileSource: any FileSource

    /// The module's definition and its id (its `id`, else its name).
    func definition(_ entry: JSONValue, number: Int, originPath: String) throws(InputError) -> (ModuleDefinition, String) {
        guard case .object(let members) = entry else {
            throw InputError("\(path): module \(number) must be an object, found \(entry.kindDescription)")
        }
        guard case .string(let name)? = members["name"], !name.isEmpty else {
            throw InputError("\(path): module \(number) needs a 'name', the module's name as a non-empty string")
        }
        if let problem = ModuleNaming.problem(with: name) {
            throw InputError("\(path): module \(number): \(problem)")
        }
        let place = "module '\(name)'"
        let keys = ["name", "id", "kind", "files", "localizationFiles"]
        if let key = members.keys.sorted().first(where: { !keys.contains($0) }) {
            throw InputError("\(path): \(place): unknown key '\(key)'; expected \(keys.map { "'\($0)'" }.joined(separator: ", "))")
        }
        var kind = ModuleKind.folder
        if let value = members["kind"] {
            guard case .string(let text) = value, let known = ModuleKind(rawValue: text) else {
                let found = if case .string(let text) = value { "'\(text)'" } else { value.kindDescription }
                throw InputError("\(path): \(place): unknown kind \(found); choose one of \(ModuleKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            kind = known
        }
        guard members["files"] != nil else {
            throw InputError("\(path): \(place): needs 'files', the Swift files the module compiles")
        }
        let files = try self.files(members["files"], key: "files", of: place, isWanted: { $0.hasSuffix(".swift") }, wanted: "a Swift file")
        guard !files.isEmpty else { throw InputError("\(path): \(place): 'files' lists no Swift file") }
        let localizationFiles = try self.files(members["localizationFiles"], key: "localizationFiles", of: place,
                                               isWanted: Paths.isLocalizationFile, wanted: "a .strings or .xcstrings file")
        var id = name
        if let value = members["id"] {
            guard case .string(let text) = value else {
                throw InputError("\(path): \(place): 'id' must be a string, found \(value.kindDescription)")
            }
            guard !text.isEmpty, !text.contains(where: \.isNewline) else {
                throw InputError("\(path): \(place): 'id' must be a non-empty string on one line")
            }
            id = text
        }
        return (ModuleDefinition(name: name, kind: kind, originPath: originPath, files: files, localizationFiles: localizationFiles), id)
    }

    /// The files at `key`, absolute, normalized and sorted; each must exist and be of the wanted kind.
    private func files(_ value: JSONValue?, key: String, of place: String, isWanted: (String) -> Bool, wanted: String) throws(InputError) -> [String] {
        guard let value else { return [] }
        guard case .array(let elements) = value else {
            throw InputError("\(path): \(place): '\(key)' must be an array of paths, found \(value.kindDescription)")
        }
        var files: Set<String> = []
        for element in elements {
            guard case .string(let file) = element, !file.isEmpty else {
                throw InputError("\(path): \(place): '\(key)' must be an array of paths, found \(element.kindDescription) in it")
            }
            guard isWanted(file) else { throw InputError("\(path): \(place): \(file) in '\(key)' is not \(wanted)") }
            let absolute = Paths.absolute(file, from: folder)
            switch fileSource.kind(of: absolute) {
            case .file: files.insert(absolute)
            case .missing: throw InputError("\(path): \(place): \(InputError.noSuchFile(file).description)")
            case .directory, .other: throw InputError("\(path): \(place): \(file): not a regular file")
            }
        }
        return files.sorted()
    }
}

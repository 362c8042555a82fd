import IntentLintSupport
import IntentLintCore

/// Reads the Swift modules of Bazel packages from their `BUILD` and `BUILD.bazel` files,
/// parsed as Starlark (`StarlarkFile`) and never run.
///
/// The model: a `swift_library` (and `swift_binary`, `swift_test`, `swift_compiler_plugin`) is
/// a module of its own. An application, extension, framework or test bundle of rules_apple
/// (`ios_application`, `ios_extension`, `ios_app_clip`, `ios_framework`, `watchos_application`,
/// `macos_application`, `visionos_application`, `ios_unit_test`, …) is the module of its kind
/// made of the one `swift_library` that holds its code: the one its `app_intents` names, else
/// the only `swift_library` among its direct `deps`. That library is then no module of its
/// own (references to it are to the bundle), because the bundle is where the system looks
/// for the code: an App Shortcuts provider in it is the app's. A bundle whose direct `deps`
/// hold several libraries and whose `app_intents` names none is not guessed at: a note says
/// so and each library stays a library module. The bundle's `extensions`, `frameworks`,
/// `app_clips` and `watch_application` are embedded (and depended on).
///
/// Only calls written out with literal arguments are read: strings, lists, `glob([…],
/// exclude = […])`, `+`, and names bound to those at the top of the file. A rule's `select()`,
/// a function call, or a call of a macro (a function loaded from a `.bzl` file that is not one
/// of these rules) stops the reading of that package with a note naming the line, and the
/// package's Swift files are linted as plain files. Labels: `":Name"`, `"Name"`,
/// `"//path/to:Name"`, `"//path/to"` (its last component), `"@//…"`; `"@repo//…"` is another
/// repository, which is not read.
enum BazelProjectReader {
    typealias Note = ProjectFileProblem

    /// One BUILD file as read.
    struct Package: Sendable {
        var buildFile: String
        var folder: String
        /// From the workspace's root: `""` for the root package, `App/Sources`.
        var path: String
        var workspaceRoot: String
        var rules: [Rule] = []
        /// Why the package could not be read: its Swift files are then linted as plain files.
        var problem: Note?
        /// What was read only in part, without stopping.
        var notes: [Note] = []
    }

    /// A rule this reading knows, its attributes read.
    struct Rule: Sendable {
        enum Role: Sendable, Equatable {
            /// `swift_library` and its kin: a Swift module.
            case swiftModule(ModuleKind)
            /// An application, extension, framework or test bundle for a platform.
            case bundle(ModuleKind, platform: String)
        }

        var function: String
        var role: Role
        var name: String
        var line: Int
        var moduleName: String?
        /// Swift files, absolute.
        var sources: [String] = []
        /// Files its `glob(…)`s match and their `exclude` leaves out: on purpose.
        var excludedFiles: [String] = []
        /// Labels as written.
        var dependencies: [String] = []
        var appIntents: [String] = []
        /// `extensions`, `frameworks`, `app_clips`, `watch_application`.
        var embedded: [String] = []
        var localizationFiles: [String] = []
    }

    // MARK: Rules known

    static let swiftRules: [String: ModuleKind] = [
        "swift_library": .library, "swift_binary": .executable, "swift_test": .test, "swift_compiler_plugin": .macro,
    ]

    /// `ios_application` → (app, iOS), and so on for rules_apple's bundling rules.
    static func bundleRule(_ function: String) -> (kind: ModuleKind, platform: String)? {
        let platforms = ["ios_": "iOS", "macos_": "macOS", "tvos_": "tvOS", "watchos_": "watchOS", "visionos_": "visionOS"]
        guard let (prefix, platform) = platforms.first(where: { function.hasPrefix($0.key) }) else { return nil }
        let rest = function.dropFirst(prefix.count)
        switch rest {
        case "application", "app_clip": return (.app, platform)
        case "extension", "imessage_extension": return (.appExtension, platform)
        case "framework", "dynamic_framework", "static_framework": return (.framework, platform)
        case "unit_test", "ui_test": return (.test, platform)
        case "command_line_application": return (.executable, platform)
        default: return nil
        }
    }

    static let swiftRepositories: Set<String> = ["rules_swift", "build_bazel_rules_swift"]
    static let appleRepositories: Set<String> = ["rules_apple", "build_bazel_rules_apple"]
    /// Rules of rules_swift and rules_apple that compile no Swift source of their own.
    static let rulesWithoutSources: Set<String> = [
        "swift_proto_library", "swift_grpc_library", "swift_interop_hint", "swift_library_group", "swift_module_alias", "swift_import",
        "swift_c_module", "swift_package_configuration", "swift_feature_allowlist", "swift_toolchain", "swift_proto_compiler",
        "apple_resource_bundle", "apple_resource_group", "apple_bundle_import", "apple_static_xcframework_import",
        "apple_dynamic_xcframework_import", "apple_static_framework_import", "apple_dynamic_framework_import", "apple_xcframework",
        "apple_static_xcframework", "apple_static_library", "apple_universal_binary", "apple_metal_library",
        "apple_precompiled_resource_bundle", "apple_core_data_model", "apple_core_ml_library", "apple_intent_library", "docc_archive",
        "local_provisioning_profile", "provisioning_profile_repository", "ios_sticker_pack_extension", "ios_build_test",
        "macos_build_test", "tvos_build_test", "watchos_build_test", "visionos_build_test", "ios_xctestrun_runner", "ios_test_runner",
        "macos_test_runner", "tvos_test_runner", "watchos_test_runner", "visionos_test_runner", "macos_bundle", "macos_dylib",
        "macos_kernel_extension", "macos_quick_look_plugin", "macos_spotlight_importer", "macos_xpc_service", "ios_imessage_application",
    ]
    /// Repositories whose rules build no Swift (C and C++, Skylib, Python, packaging, Xcode project generation, …).
    static let repositoriesWithoutSwift: Set<String> = [
        "rules_cc", "bazel_skylib", "rules_proto", "rules_python", "rules_java", "rules_pkg", "rules_shell", "platforms",
        "bazel_tools", "rules_license", "rules_xcodeproj", "com_github_buildbuddy_io_rules_xcodeproj", "apple_support",
        "build_bazel_apple_support", "rules_go", "rules_kotlin", "rules_android", "rules_jvm_external", "protobuf",
        "com_google_protobuf",
    ]

    // MARK: One package

    /// The BUILD file whose text is `text`, in the workspace whose root is `workspaceRoot`;
    /// its globs walk `files` (the disk, or a git revision).
    static func package(text: [UInt8], buildFile: String, workspaceRoot: String, in files: any FileSource) -> Package {
        let folder = Paths.parent(of: buildFile)
        let path = folder == workspaceRoot ? "" : Paths.relative(folder, to: workspaceRoot)
        var package = Package(buildFile: buildFile, folder: folder, path: path, workspaceRoot: workspaceRoot)
        do throws(Note) {
            let statements: [StarlarkFile.Statement]
            do {
                statements = try StarlarkFile.parse(text)
            } catch {
                throw Note(file: buildFile, line: error.line, message: error.message)
            }
            var reader = PackageReader(package: package, statements: statements, files: files)
            try reader.read()
            package = reader.package
        } catch {
            package.rules = []
            package.problem = error
        }
        return package
    }

    // MARK: Packages into modules

    /// The modules of the packages read together (a bundle's library may be in another
    /// package), in package and rule order, and notes on what was not guessed.
    static func modules(of packages: [Package], in files: any FileSource) -> (modules: [ModuleDefinition], notes: [Note]) {
        var workspace = Workspace(packages: packages, files: files)
        return workspace.modules()
    }

    /// A label resolved against the package it is written in.
    enum Label: Equatable {
        /// A target of the workspace: its package's path and its name.
        case local(path: String, name: String)
        /// A target of another repository.
        case external(repository: String)

        init(_ text: String, in packagePath: String) {
            var rest = Substring(text)
            if rest.hasPrefix("@") {
                rest = rest.drop { $0 == "@" }
                guard let slashes = rest.range(ofBytes: "//") else {
                    self = .external(repository: String(rest))
                    return
                }
                let repository = rest[..<slashes.lowerBound]
                // `@//` and `@@//` are the main repository.
                guard repository.isEmpty else {
                    self = .external(repository: String(repository))
                    return
                }
                rest = rest[slashes.lowerBound...]
            }
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                if let colon = rest.firstIndex(of: ":") {
                    self = .local(path: String(rest[..<colon]), name: String(rest[rest.index(after: colon)...]))
                } else {
                    self = .local(path: String(rest), name: String(rest.split(separator: "/").last ?? ""))
                }
            } else {
                self = .local(path: packagePath, name: String(rest.hasPrefix(":") ? rest.dropFirst() : rest))
            }
        }
    }
}

/// Reads one package's statements into rules.
private struct PackageReader {
    typealias Note = BazelProjectReader.Note
    typealias Expression = StarlarkFile.Expression

    var package: BazelProjectReader.Package
    let statements: [StarlarkFile.Statement]
    let files: any FileSource
    /// Names bound once at the top of the file → their values.
    private var bindings: [String: Expression] = [:]
    private var ambiguousNames: Set<String> = []
    /// Local name → the repository (or `//package` of a local `.bzl`) and symbol it is loaded from.
    private var loads: [String: (source: String, repository: String?, symbol: String)] = [:]
    /// What the globs of the rule being read exclude.
    private var excludedByGlobs: [String] = []

    init(package: BazelProjectReader.Package, statements: [StarlarkFile.Statement], files: any FileSource) {
        self.package = package
        self.statements = statements
        self.files = files
        for statement in statements {
            switch statement {
            case .assignment(let name, let value, let isAugmented, _):
                if isAugmented || bindings.updateValue(value, forKey: name) != nil { ambiguousNames.insert(name) }
            case .otherAssignment(let names, _):
                ambiguousNames.formUnion(names)
            case .expression:
                continue
            }
        }
    }

    mutating func read() throws(Note) {
        for statement in statements {
            guard case .expression(let expression) = statement, case .call(let callee, let arguments) = expression.kind,
                  case .name(let function) = callee.kind else { continue }
            if function == "load" {
                readLoad(arguments)
                continue
            }
            guard let role = try role(of: function, at: expression.line) else { continue }
            package.rules.append(try rule(function, role: role, arguments, line: expression.line))
        }
    }

    /// `load("@rules_swift//swift:swift.bzl", "swift_library", lib = "swift_library")`.
    private mutating func readLoad(_ arguments: [StarlarkFile.Argument]) {
        guard let first = arguments.first, first.name == nil, case .string(let source) = first.value.kind else { return }
        var repository: String?
        if source.hasPrefix("@") {
            let name = source.drop { $0 == "@" }
            repository = String(name.prefix { $0 != "/" })
            if repository == "" { repository = nil }
        }
        for argument in arguments.dropFirst() {
            guard case .string(let symbol) = argument.value.kind else { continue }
            loads[argument.name ?? symbol] = (source, repository, symbol)
        }
    }

    /// What the call of `function` is: a rule this reading reads, nothing it needs (a rule that
    /// compiles no Swift), or a macro, which stops the reading.
    private func role(of function: String, at line: Int) throws(Note) -> BazelProjectReader.Rule.Role? {
        var symbol = function
        if let loaded = loads[function] {
            symbol = loaded.symbol
            let repository = loaded.repository ?? ""
            let isRules = BazelProjectReader.swiftRepositories.contains(repository) || BazelProjectReader.appleRepositories.contains(repository)
            if !isRules {
                if BazelProjectReader.repositoriesWithoutSwift.contains(repository) { return nil }
                throw Note(file: package.buildFile, line: line,
                           message: "`\(function)` is a macro loaded from \(loaded.source), whose targets a static reading cannot know")
            }
            if BazelProjectReader.rulesWithoutSources.contains(symbol) { return nil }
            if BazelProjectReader.swiftRules[symbol] == nil, BazelProjectReader.bundleRule(symbol) == nil {
                throw Note(file: package.buildFile, line: line,
                           message: "`\(symbol)` of \(loaded.source) is a rule lint-intents does not read, and it may compile Swift")
            }
        }
        if let kind = BazelProjectReader.swiftRules[symbol] { return .swiftModule(kind) }
        if let (kind, platform) = BazelProjectReader.bundleRule(symbol), !BazelProjectReader.rulesWithoutSources.contains(symbol) {
            return .bundle(kind, platform: platform)
        }
        // A rule Bazel itself has (`filegroup`, `genrule`, `objc_library`, …): no Swift module.
        return nil
    }

    private mutating func rule(_ function: String, role: BazelProjectReader.Rule.Role, _ arguments: [StarlarkFile.Argument],
                               line: Int) throws(Note) -> BazelProjectReader.Rule {
        if let unpacked = arguments.first(where: \.isUnpacked) {
            throw Note(file: package.buildFile, line: unpacked.value.line,
                       message: "the arguments of a \(function) are unpacked (`**`), so a static reading cannot know them")
        }
        func argument(_ name: String) -> Expression? { arguments.last { $0.name == name }?.value }
        guard let nameArgument = argument("name") else {
            throw Note(file: package.buildFile, line: line, message: "a \(function) without `name`")
        }
        let name = try string(nameArgument, attribute: "name", of: function)
        let quoted = "\(function) '\(name)'"
        var rule = BazelProjectReader.Rule(function: symbolName(function), role: role, name: name, line: line)
        excludedByGlobs = []
        switch role {
        case .swiftModule:
            if let moduleName = argument("module_name") { rule.moduleName = try string(moduleName, attribute: "module_name", of: quoted) }
            if let sources = argument("srcs") { rule.sources = try files(sources, attribute: "srcs", of: quoted, keep: { $0.hasSuffix(".swift") }) }
            if let dependencies = argument("deps") { rule.dependencies = try labels(dependencies, attribute: "deps", of: quoted) }
        case .bundle(var kind, let platform):
            if let dependencies = argument("deps") { rule.dependencies = try labels(dependencies, attribute: "deps", of: quoted) }
            if let intents = argument("app_intents") { rule.appIntents = try labels(intents, attribute: "app_intents", of: quoted) }
            for attribute in ["extensions", "frameworks", "app_clips", "watch_application"] {
                guard let value = argument(attribute) else { continue }
                if case .string(let label) = value.kind { rule.embedded.append(label) } else {
                    rule.embedded += try labels(value, attribute: attribute, of: quoted)
                }
            }
            // An ExtensionKit extension (an App Intents extension is one) says so.
            if kind == .appExtension, let flag = argument("extensionkit_extension"), case .name("True") = flag.kind {
                kind = .extensionKitExtension
                rule.role = .bundle(kind, platform: platform)
            }
            for attribute in ["resources", "strings"] {
                guard let value = argument(attribute) else { continue }
                do {
                    rule.localizationFiles += try files(value, attribute: attribute, of: quoted, keep: Paths.isLocalizationFile)
                } catch {
                    package.notes.append(Note(file: error.file, line: error.line, message: "\(error.message); the strings files of \(quoted) are not known"))
                }
            }
        }
        rule.excludedFiles = excludedByGlobs.filter { $0.hasSuffix(".swift") || Paths.isLocalizationFile($0) }
        return rule
    }

    /// The rule's own name when it was loaded under another (`lib = "swift_library"`).
    private func symbolName(_ function: String) -> String {
        loads[function]?.symbol ?? function
    }

    // MARK: Values

    private func value(of expression: Expression, depth: Int) -> Expression? {
        guard case .name(let name) = expression.kind, depth < StarlarkFile.maximumDepth, !ambiguousNames.contains(name) else { return nil }
        return bindings[name]
    }

    private func unreadable(_ attribute: String, of rule: String, _ expression: Expression, _ why: String) -> Note {
        Note(file: package.buildFile, line: expression.line, message: "cannot read `\(attribute)` of \(rule) statically: \(why)")
    }

    /// Why an expression is no literal, in a few words.
    private func why(_ expression: Expression) -> String {
        switch expression.kind {
        case .call(let callee, _):
            if case .name("select") = callee.kind { return "a select() chooses by configuration" }
            if case .name(let function) = callee.kind { return "`\(function)(…)` is a function call" }
            return "it is a function call"
        case .name(let name): return ambiguousNames.contains(name) ? "`\(name)` is bound more than once" : "`\(name)` is bound to nothing read"
        case .other(let what): return "it is \(what)"
        case .binary(let spelling, _, _): return "`\(spelling)` is an operator a static reading does not apply"
        default: return "it is not a string or a list of them"
        }
    }

    private func string(_ expression: Expression, attribute: String, of rule: String, depth: Int = 0) throws(Note) -> String {
        if case .string(let text) = expression.kind { return text }
        if let bound = value(of: expression, depth: depth) { return try string(bound, attribute: attribute, of: rule, depth: depth + 1) }
        throw unreadable(attribute, of: rule, expression, why(expression))
    }

    /// A list of labels: `[":A", "//b:B"]`, `a + b`, a name bound to one.
    private func labels(_ expression: Expression, attribute: String, of rule: String, depth: Int = 0) throws(Note) -> [String] {
        guard depth < StarlarkFile.maximumDepth else { throw unreadable(attribute, of: rule, expression, "it refers to itself") }
        switch expression.kind {
        case .list(let elements), .tuple(let elements):
            var labels: [String] = []
            for element in elements { labels.append(try string(element, attribute: attribute, of: rule, depth: depth + 1)) }
            return labels
        case .binary("+", let left, let right):
            return try labels(left, attribute: attribute, of: rule, depth: depth + 1) + labels(right, attribute: attribute, of: rule, depth: depth + 1)
        default:
            guard let bound = value(of: expression, depth: depth) else { throw unreadable(attribute, of: rule, expression, why(expression)) }
            return try labels(bound, attribute: attribute, of: rule, depth: depth + 1)
        }
    }

    /// The files a `srcs`-like attribute names, absolute, those `keep` accepts: strings (files
    /// of this package or `//other:File.swift`), `glob([…], exclude = […])`, `+`, names.
    private mutating func files(_ expression: Expression, attribute: String, of rule: String, keep: (String) -> Bool,
                                depth: Int = 0) throws(Note) -> [String] {
        guard depth < StarlarkFile.maximumDepth else { throw unreadable(attribute, of: rule, expression, "it refers to itself") }
        switch expression.kind {
        case .list(let elements), .tuple(let elements):
            var files: [String] = []
            for element in elements {
                let label = try string(element, attribute: attribute, of: rule, depth: depth + 1)
                if let file = try file(label, attribute: attribute, of: rule, at: element), keep(file) { files.append(file) }
            }
            return files
        case .binary("+", let left, let right):
            return try files(left, attribute: attribute, of: rule, keep: keep, depth: depth + 1)
                + files(right, attribute: attribute, of: rule, keep: keep, depth: depth + 1)
        case .call(let callee, let arguments):
            guard case .name("glob") = callee.kind else { throw unreadable(attribute, of: rule, expression, why(expression)) }
            return try glob(arguments, attribute: attribute, of: rule, at: expression).filter(keep)
        default:
            guard let bound = value(of: expression, depth: depth) else { throw unreadable(attribute, of: rule, expression, why(expression)) }
            return try files(bound, attribute: attribute, of: rule, keep: keep, depth: depth + 1)
        }
    }

    /// The file a label of `srcs` names; nil for one that is not a file of the workspace. A
    /// label of a target (a `filegroup`, a `genrule`) stops the reading: its files are unknown.
    private func file(_ label: String, attribute: String, of rule: String, at expression: Expression) throws(Note) -> String? {
        switch BazelProjectReader.Label(label, in: package.path) {
        case .external:
            return nil
        case .local(let path, let name):
            let folder = path.isEmpty ? package.workspaceRoot : package.workspaceRoot + "/" + path
            // A name without an extension is a target's (`:generated_sources`), not a file's.
            if !Paths.lastComponent(name).contains(".") {
                throw unreadable(attribute, of: rule, expression, "`\(label)` names a target, whose files a static reading cannot know")
            }
            return Paths.normalize(folder + "/" + name)
        }
    }

    /// `glob(["**/*.swift"], exclude = ["Tests/**"])`: the files of this package (not of its
    /// subpackages) the patterns match.
    private mutating func glob(_ arguments: [StarlarkFile.Argument], attribute: String, of rule: String,
                               at expression: Expression) throws(Note) -> [String] {
        guard let include = arguments.first(where: { $0.name == "include" })?.value ?? arguments.first(where: { $0.name == nil })?.value else {
            throw unreadable(attribute, of: rule, expression, "a glob() without patterns")
        }
        let patterns = try labels(include, attribute: attribute, of: rule)
        let excluded = try arguments.first { $0.name == "exclude" }.map { argument throws(Note) in
            try labels(argument.value, attribute: attribute, of: rule)
        } ?? []
        var excludes: [Glob] = []
        var found: Set<String> = []
        do {
            for pattern in excluded { excludes.append(try Glob(pattern)) }
            for pattern in patterns {
                // Bazel's globs never climb out of the package.
                guard !pattern.hasPrefix("/"), !pattern.split(separator: "/").contains("..") else {
                    throw ProjectGlob.Problem(description: "'\(pattern)' leaves the package")
                }
                found.formUnion(try ProjectGlob(pattern, in: package.folder).files(in: files, skippingFolders: { folder in
                    isSubpackage(folder)
                }))
            }
        } catch let problem as ProjectGlob.Problem {
            throw unreadable(attribute, of: rule, expression, problem.description)
        } catch let problem as Glob.SyntaxError {
            throw unreadable(attribute, of: rule, expression, problem.description)
        } catch {
            throw unreadable(attribute, of: rule, expression, "\(error)")
        }
        var kept: [String] = []
        for file in found.sorted() {
            if excludes.contains(where: { $0.matchesWhole(Paths.relative(file, to: package.folder)) }) {
                excludedByGlobs.append(file)
            } else {
                kept.append(file)
            }
        }
        return kept
    }

    private func isSubpackage(_ folder: String) -> Bool {
        files.kind(of: folder + "/BUILD.bazel") == .file || files.kind(of: folder + "/BUILD") == .file
    }
}

/// The packages read together, their rules looked up by label.
private struct Workspace {
    typealias Note = BazelProjectReader.Note
    typealias Rule = BazelProjectReader.Rule

    let packages: [BazelProjectReader.Package]
    let files: any FileSource
    /// Workspace root and package path → index in `packages`.
    private var packageIndex: [String: Int] = [:]
    /// Workspace root, package path and rule name → (package, rule) indices.
    private var ruleIndex: [String: (package: Int, rule: Int)] = [:]

    init(packages: [BazelProjectReader.Package], files: any FileSource) {
        self.packages = packages
        self.files = files
        for (packageNumber, package) in packages.enumerated() {
            packageIndex[package.workspaceRoot + "//" + package.path] = packageNumber
            for (ruleNumber, rule) in package.rules.enumerated() {
                ruleIndex[Workspace.key(package.workspaceRoot, package.path, rule.name)] = (packageNumber, ruleNumber)
            }
        }
    }

    private static func key(_ root: String, _ path: String, _ name: String) -> String {
        root + "//" + path + ":" + name
    }

    private func rule(_ label: String, from package: BazelProjectReader.Package) -> (package: Int, rule: Int)? {
        guard case .local(let path, let name) = BazelProjectReader.Label(label, in: package.path) else { return nil }
        return ruleIndex[Workspace.key(package.workspaceRoot, path, name)]
    }

    private func isLibrary(_ found: (package: Int, rule: Int)) -> Bool {
        packages[found.package].rules[found.rule].role == .swiftModule(.library)
    }

    mutating func modules() -> (modules: [ModuleDefinition], notes: [Note]) {
        var notes: [Note] = []
        // Each bundle's library, and the bundle each absorbed library now answers for.
        var chosen: [String: (package: Int, rule: Int)] = [:]
        var absorbedBy: [String: (package: Int, rule: Int)] = [:]
        for (packageNumber, package) in packages.enumerated() {
            for (ruleNumber, rule) in package.rules.enumerated() {
                guard case .bundle = rule.role else { continue }
                let named = rule.appIntents.compactMap { self.rule($0, from: package) }.filter(isLibrary)
                var candidates = named.count == 1 ? named : []
                if candidates.isEmpty {
                    candidates = rule.dependencies.compactMap { self.rule($0, from: package) }.filter(isLibrary)
                    if candidates.count > 1 {
                        let names = candidates.map { packages[$0.package].rules[$0.rule].name }.joined(separator: ", ")
                        notes.append(Note(file: package.buildFile, line: rule.line,
                                          message: "\(rule.function) '\(rule.name)' depends on several swift_library targets (\(names)) and " +
                                              "names none in `app_intents`, so which holds its own code is not guessed: each is a library module, and '\(rule.name)' is none"))
                        continue
                    }
                }
                guard let library = candidates.first else { continue }
                let bundleKey = Workspace.key(package.workspaceRoot, package.path, rule.name)
                chosen[bundleKey] = library
                let libraryPackage = packages[library.package]
                let libraryKey = Workspace.key(libraryPackage.workspaceRoot, libraryPackage.path, libraryPackage.rules[library.rule].name)
                if absorbedBy[libraryKey] == nil { absorbedBy[libraryKey] = (packageNumber, ruleNumber) }
            }
        }

        func reference(_ label: String, from package: BazelProjectReader.Package) -> ModuleReference {
            switch BazelProjectReader.Label(label, in: package.path) {
            case .external(let repository):
                return .unresolvable("`\(label)`, a target of the external repository @\(repository), which lint-intents does not read")
            case .local(let path, let name):
                let key = Workspace.key(package.workspaceRoot, path, name)
                if let bundle = absorbedBy[key] {
                    return .target(name: packages[bundle.package].rules[bundle.rule].name, project: packages[bundle.package].buildFile)
                }
                if let found = ruleIndex[key] { return .target(name: name, project: packages[found.package].buildFile) }
                if let other = packageIndex[package.workspaceRoot + "//" + path] {
                    if packages[other].problem != nil {
                        return .unresolvable("`//\(path):\(name)`, in a Bazel package lint-intents could not read")
                    }
                    return .target(name: name, project: packages[other].buildFile)
                }
                let folder = path.isEmpty ? package.workspaceRoot : package.workspaceRoot + "/" + path
                let buildFile = files.kind(of: folder + "/BUILD") == .file && files.kind(of: folder + "/BUILD.bazel") != .file
                    ? folder + "/BUILD" : folder + "/BUILD.bazel"
                return .target(name: name, project: buildFile)
            }
        }
        func references(_ labels: [String], from package: BazelProjectReader.Package, into list: inout [ModuleReference]) {
            for label in labels {
                let found = reference(label, from: package)
                if !list.contains(found) { list.append(found) }
            }
        }

        var modules: [ModuleDefinition] = []
        for package in packages {
            for rule in package.rules {
                let key = Workspace.key(package.workspaceRoot, package.path, rule.name)
                switch rule.role {
                case .swiftModule(let kind):
                    guard absorbedBy[key] == nil else { continue }
                    var dependencies: [ModuleReference] = []
                    references(rule.dependencies, from: package, into: &dependencies)
                    // A `swift_library` is linked into the bundle that depends on it, but what rules_apple
                    // extracts of its App Intents is only what the bundle's `app_intents` names: its
                    // linkage says nothing here, and is left unknown.
                    var module = ModuleDefinition(name: moduleName(rule, in: package), targetName: rule.name, kind: kind,
                                                  originPath: package.buildFile, files: Array(Set(rule.sources)).sorted(),
                                                  dependencies: dependencies)
                    module.excludedPaths = rule.excludedFiles
                    modules.append(module)
                case .bundle(let kind, let platform):
                    guard let library = chosen[key] else { continue }
                    let libraryPackage = packages[library.package]
                    let libraryRule = libraryPackage.rules[library.rule]
                    var dependencies: [ModuleReference] = []
                    references(libraryRule.dependencies, from: libraryPackage, into: &dependencies)
                    let libraryLabel = "//" + libraryPackage.path + ":" + libraryRule.name
                    let own = rule.dependencies.filter { label in
                        guard case .local(let path, let name) = BazelProjectReader.Label(label, in: package.path) else { return true }
                        return "//" + path + ":" + name != libraryLabel
                    }
                    references(own, from: package, into: &dependencies)
                    var embedded: [ModuleReference] = []
                    references(rule.embedded, from: package, into: &embedded)
                    for reference in embedded where !dependencies.contains(reference) { dependencies.append(reference) }
                    var module = ModuleDefinition(name: moduleName(libraryRule, in: libraryPackage), targetName: rule.name, kind: kind,
                                                  originPath: package.buildFile, files: Array(Set(libraryRule.sources)).sorted(),
                                                  localizationFiles: Array(Set(rule.localizationFiles)).sorted(), platforms: [platform],
                                                  dependencies: dependencies, embedded: embedded)
                    // `ios_framework` and `ios_dynamic_framework` are dynamic; `ios_static_framework` is not.
                    if kind == .framework { module.linkage = rule.function.hasSuffix("static_framework") ? .static : .dynamic }
                    module.excludedPaths = libraryRule.excludedFiles
                    modules.append(module)
                }
            }
        }
        return (modules, notes)
    }

    /// `module_name`, else what rules_swift derives from the label: the package path and the
    /// name, each with runs of other characters than letters, digits and `_` made one `_`,
    /// joined by `_` (`//App/Sources:Lib` → `App_Sources_Lib`), and `_` before a leading digit.
    private func moduleName(_ rule: Rule, in package: BazelProjectReader.Package) -> String {
        if let written = rule.moduleName, !written.isEmpty { return written }
        func safe(_ text: String) -> String {
            var result = ""
            var pending = false
            for character in text {
                if character.isASCII, character.isLetter || character.isNumber || character == "_" {
                    if pending, !result.isEmpty { result.append("_") }
                    pending = false
                    result.append(character)
                } else {
                    pending = true
                }
            }
            return result
        }
        let path = safe(package.path)
        var name = path.isEmpty ? safe(rule.name) : path + "_" + safe(rule.name)
        if let first = name.first, first.isNumber { name = "_" + name }
        return name.isEmpty ? "_" : name
    }
}

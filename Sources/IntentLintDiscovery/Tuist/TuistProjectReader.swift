import IntentLintSupport
import IntentLintSyntax
import IntentLintCore

/// Reads a Tuist project's modules from its `Project.swift` without running it, with the
/// project's own lexer and expression parser, as `PackageManifestReader` reads `Package.swift`.
///
/// What it reads: `let project = Project(…)` and its `targets:`, each a `.target(…)`,
/// `Target.target(…)` or `Target(…)` call (or a name bound to one), and in each target
/// `name:`, `product:` (the kind), `destinations:` or `platform:` (the platforms), `productName:`
/// and `settings: .settings(base: ["PRODUCT_MODULE_NAME": …])` (the module name), `sources:` and
/// `buildableFolders:` (the Swift files), `resources:` (strings files) and `dependencies:`
/// (`.target`, `.project`, `.external`, `.package`; prebuilt frameworks, SDKs and plugins link
/// no module). A value may be a string literal, a name bound to one at the top level, an
/// interpolation of those, or an array of them; paths may be `.relativeToRoot(…)` and
/// `.relativeToManifest(…)`; sources may be globs with `excluding:`.
///
/// A function the manifest declares itself (`func appTarget(selfCompiled: Bool) -> Target`)
/// whose body is `let`s and a `return` (or one expression) is read as its call's value: its
/// parameters bound to the call's arguments (or their defaults), and a ternary on a value known
/// (`selfCompiled ? "App" : "AppLite"`, with `true` passed) the branch it takes.
///
/// A function's body, and the top level, may be the small imperative subset Tuist helpers use
/// (`TuistStep`): `var` arrays and strings, `append`, `+=`, `+`, `=`, and `if` on a Boolean the
/// reading knows; a name the top level changes in a `for`, an `if` on what cannot be known or an
/// `#if` has no known value from there on.
///
/// Anything else that decides what a target is (a helper function of
/// `ProjectDescriptionHelpers`, an operator, a function of the file's own that does more) stops
/// the reading of that target with a `Problem` naming its line and what stopped it; the other
/// targets are read, and the project's Swift files no target read compiles are linted as plain
/// files: a guess would make target-aware rules say wrong things. What stops the reading of the
/// project itself (its `targets:` list, `let project`) leaves every file to the folder module.
///
/// As Tuist does, an app target's dependency on an extension, an App Clip, a watch app or a
/// dynamic framework of the same project embeds it (it is in `embedded` as well).
enum TuistProjectReader {
    /// Where a project sits: what its paths and dependencies refer to.
    struct Surroundings: Sendable {
        /// Tuist's root folder (the nearest holding `Tuist/`, `Tuist.swift` or `.git`): where
        /// `.relativeToRoot` paths start. Nil when there is none.
        var rootFolder: String?
        /// `Tuist/Package.swift` (absolute) and the packages it depends on, whose products
        /// `.external(name:)` names. Nil when there is none.
        var dependencies: (manifest: String, packages: [PackageLocation])?
        /// The functions `ProjectDescriptionHelpers` declares, by name, each with its argument
        /// labels (`_` for none): a call that could be one of them is not read as Tuist's own.
        var helperFunctions: [String: [[String]]] = [:]
        /// Where globs are walked: the disk, or a git revision.
        var files: any FileSource

        init(rootFolder: String? = nil, dependencies: (manifest: String, packages: [PackageLocation])? = nil,
             helperFunctions: [String: [[String]]] = [:], files: any FileSource) {
            self.rootFolder = rootFolder
            self.dependencies = dependencies
            self.helperFunctions = helperFunctions
            self.files = files
        }
    }

    /// Something a static reading cannot settle, at a line of the manifest.
    typealias Problem = LineProblem

    struct Reading: Sendable {
        /// The project's targets that have Swift files or not, in the order the manifest lists them.
        var modules: [ModuleDefinition] = []
        /// What stopped the reading; `modules` is then empty.
        var problem: Problem?
        /// What was read only in part, without stopping (a `resources:` list that is not literal).
        var notes: [Problem] = []
        /// The targets a static reading could not settle, each with what stopped it: the others
        /// are read, and these targets' files fall back to the folder module.
        var unreadTargets: [Problem] = []
    }

    /// Whether a `Project.swift` or `Workspace.swift` is Tuist's: it imports ProjectDescription.
    /// A model type's `Project.swift` in an app is ordinary source.
    static func isManifest(contents bytes: [UInt8]) -> Bool {
        FileSystem.containsImport(of: "ProjectDescription", in: bytes)
    }

    /// The modules of the `Project.swift` whose text is `text`; `projectFile` (absolute) becomes
    /// each module's origin, and its folder is where relative paths start.
    static func modules(text: [UInt8], projectFile: String, surroundings: Surroundings) -> Reading {
        text.withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer) { source in
                var manifest = TuistManifest(source: source, manifestFile: projectFile, surroundings: surroundings)
                do throws(Problem) {
                    return try manifest.readProject()
                } catch {
                    return Reading(problem: error)
                }
            }
        }
    }

    /// The `Project.swift` files a `Workspace.swift` lists (`projects: ["App", "Modules/**"]`),
    /// absolute; those that exist.
    static func projectFiles(workspaceText text: [UInt8], workspaceFile: String, rootFolder: String?,
                             in files: any FileSource) -> Result<[String], Problem> {
        text.withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer) { source in
                var manifest = TuistManifest(source: source, manifestFile: workspaceFile,
                                             surroundings: Surroundings(rootFolder: rootFolder, files: files))
                do throws(Problem) {
                    return .success(try manifest.readWorkspace())
                } catch {
                    return .failure(error)
                }
            }
        }
    }

    /// The functions a `ProjectDescriptionHelpers` file declares, with their argument labels.
    static func helperFunctions(text: [UInt8]) -> [String: [[String]]] {
        text.withUnsafeBufferPointer { buffer in
            TokenizedSource.withSource(buffer) { source in
                var functions: [String: [[String]]] = [:]
                let tokens = source.tokens
                for index in tokens.indices where tokens[index].keyword == .func {
                    guard source.isName(index + 1) || source.kind(index + 1) == .operator else { continue }
                    var open = index + 2
                    // Generic parameters: `func target<T>(`.
                    if source.kind(open) == .operator, source.is(open, "<") {
                        while open < tokens.count, open < index + 64, tokens[open].kind != .leftParen { open += 1 }
                    }
                    guard source.kind(open) == .leftParen else { continue }
                    let close = source.closer(of: open, limit: tokens.count)
                    var labels: [String] = []
                    var atParameterStart = true
                    var cursor = open + 1
                    while cursor < close {
                        if atParameterStart, source.isName(cursor) || source.is(cursor, "_") {
                            labels.append(source.name(cursor))
                            atParameterStart = false
                        }
                        if tokens[cursor].kind == .comma { atParameterStart = true }
                        cursor = source.isOpener(tokens[cursor].kind) ? source.afterGroup(cursor) : cursor + 1
                    }
                    functions[source.name(index + 1), default: []].append(labels)
                }
                return functions
            }
        }
    }

    /// Xcode's product type (without `com.apple.product-type.`) for each of Tuist's products,
    /// so that a Tuist target has the kind the generated project's target would.
    static let productTypes: [String: String] = [
        "app": "application", "appClip": "application.on-demand-install-capable", "watch2App": "application.watchapp2",
        "appExtension": "app-extension", "watch2Extension": "watchkit2-extension", "messagesExtension": "app-extension.messages",
        "stickerPackExtension": "app-extension.messages-sticker-pack", "tvTopShelfExtension": "tv-app-extension",
        "extensionKitExtension": "extensionkit-extension", "framework": "framework", "staticFramework": "framework.static",
        "staticLibrary": "library.static", "dynamicLibrary": "library.dynamic", "unitTests": "bundle.unit-test",
        "uiTests": "bundle.ui-testing", "commandLineTool": "tool", "bundle": "bundle", "xpc": "xpc-service",
        "systemExtension": "system-extension", "macro": "macro",
    ]
}

/// One manifest's tokens and what its top level binds, and the reading of its values. Every
/// method that meets something it cannot settle throws a `Problem` at that expression's line.
struct TuistManifest {
    typealias Problem = TuistProjectReader.Problem

    let source: TokenizedSource
    let manifestFile: String
    let manifestFolder: String
    let surroundings: TuistProjectReader.Surroundings
    var parser: ExpressionParser
    /// The names bound at the top level (`let appName = "App"`) and the literals read through them.
    var literals: ManifestLiterals
    private let importsHelpers: Bool
    /// The functions declared at the top level, by name, and the names declared more than once.
    var functions: [String: LocalFunction] = [:]
    var repeatedFunctions: Set<String> = []
    /// Why a name bound at the top level has no known value any more: what changed it (a `for`,
    /// an `if` on what a static reading cannot know), where. Messages say it where it is read.
    var unknownValues: [String: Problem] = [:]

    init(source: TokenizedSource, manifestFile: String, surroundings: TuistProjectReader.Surroundings) {
        self.source = source
        self.manifestFile = manifestFile
        manifestFolder = Paths.parent(of: manifestFile)
        self.surroundings = surroundings
        parser = ExpressionParser(source: source)
        literals = ManifestLiterals(source: source, readsTypeMembers: false)
        importsHelpers = source.tokens.indices.contains { index in
            source.tokens[index].keyword == .import && source.is(index + 1, "ProjectDescriptionHelpers")
        }
        collectConstantsAndFunctions()
    }

    /// `let name = value` and `var name: Type = value` outside every brace: in a manifest, the
    /// values a later expression can refer to by name; what changes them there, in order
    /// (`TuistStep`: `append`, `+=`, `=`, `if` on a value known); and the functions declared there.
    private mutating func collectConstantsAndFunctions() {
        let tokens = source.tokens
        var index = 0
        // The `#if` blocks the top level is inside, by the line of their `#if`.
        var conditionalBlocks: [Int] = []
        while index < tokens.count {
            let token = tokens[index]
            switch token.keyword {
            case .poundIf: conditionalBlocks.append(source.location(index).line)
            case .poundEndif: _ = conditionalBlocks.popLast()
            default: break
            }
            if token.kind == .leftBrace || token.kind == .leftParen || token.kind == .leftBracket {
                index = max(source.afterGroup(index), index + 1)
                continue
            }
            if token.keyword == .func, source.isName(index + 1), source.kind(index + 2) == .leftParen {
                let name = source.name(index + 1)
                if functions.updateValue(readFunction(at: index), forKey: name) != nil { repeatedFunctions.insert(name) }
                index += 2  // the parameters' `(`, skipped whole, then the body's `{`
                continue
            }
            if let end = followTopLevelStatement(at: index, underCondition: conditionalBlocks.last) {
                index = max(end, index + 1)
                continue
            }
            guard let binding = readBinding(at: index, limit: tokens.count) else {
                index += 1
                continue
            }
            if let value = binding.value { literals.bind(binding.name, to: value) }
            index = max(binding.end, index + 2)
        }
    }

    /// At `let name = value` or `var name: Type = value` (`index` at the keyword): the name, the
    /// value (nil when none is given or it cannot be parsed), and where the declaration ends.
    mutating func readBinding(at index: Int, limit: Int) -> (name: String, value: Expression?, end: Int)? {
        guard let (name, start) = literals.binding(at: index, limit: limit) else { return nil }
        guard var cursor = start else { return (name, nil, index + 2) }
        let value = parser.parseExpression(&cursor, limit: limit)
        return (name, value, cursor)
    }

    // MARK: The project

    mutating func readProject() throws(Problem) -> TuistProjectReader.Reading {
        guard let bound = literals.constant("project") else {
            throw Problem(line: 1, message: literals.ambiguousNames.contains("project")
                ? "`project` is bound more than once (in `#if` branches?), so which project it is cannot be read statically"
                : "it declares no `let project = Project(…)`")
        }
        let project = try valueOfLocalCall(bound, depth: 0) ?? bound
        guard let (callee, arguments) = project.callParts, isProjectInitializer(callee) else {
            throw Problem(line: project.location.line,
                          message: "`let project = \(literals.snippet(project))` is not `Project(…)`: a helper function whose result a static reading cannot know")
        }
        let packages = try projectPackages(arguments.first { $0.label == "packages" }?.value)
        var targets: [TargetReading] = []
        var notes: [Problem] = []
        var unreadTargets: [Problem] = []
        // Each target on its own: one a static reading cannot settle leaves the others read.
        func unread(_ element: Expression, _ problem: Problem) {
            let which = (try? targetCall(element)).flatMap { _, arguments in
                arguments.first { $0.label == "name" }.flatMap { try? string($0.value) }.map { "target '\($0)'" }
            } ?? "the target `\(literals.snippet(element))` (line \(element.location.line))"
            unreadTargets.append(Problem(line: problem.line, message: "cannot read \(which): \(problem.message)"))
        }
        var elementsRead: [Expression] = []
        if let list = arguments.first(where: { $0.label == "targets" })?.value {
            for element in try elements(of: list, what: "`targets:`") {
                do throws(Problem) {
                    let target = try self.target(element)
                    if let note = target.note { notes.append(note) }
                    targets.append(target)
                    elementsRead.append(element)
                } catch {
                    unread(element, error)
                }
            }
        }
        // An app embeds the extensions, App Clips, watch apps and dynamic frameworks it depends on.
        let kinds = Dictionary(targets.map { ($0.name, $0.product) }, uniquingKeysWith: { first, _ in first })
        var modules: [ModuleDefinition] = []
        targets: for (target, element) in zip(targets, elementsRead) {
            var dependencies: [ModuleReference] = []
            var embedded: [ModuleReference] = []
            for dependency in target.dependencies {
                let reference: ModuleReference?
                do throws(Problem) {
                    reference = try self.reference(dependency, packages: packages)
                } catch {
                    unread(element, error)
                    continue targets
                }
                guard let reference, !dependencies.contains(reference) else { continue }
                dependencies.append(reference)
                if case .target(let name) = dependency, TuistManifest.embeddingProducts.contains(target.product),
                   let product = kinds[name], TuistManifest.embeddedProducts.contains(product) {
                    embedded.append(reference)
                }
            }
            let productType = TuistProjectReader.productTypes[target.product] ?? ""
            let kind = target.product == "macro" ? ModuleKind.macro : XcodeProjectReader.kind(ofProductType: productType)
            var module = ModuleDefinition(name: target.moduleName, targetName: target.name, kind: kind, originPath: manifestFile,
                                          files: target.files, localizationFiles: target.localizationFiles,
                                          platforms: target.platforms, dependencies: dependencies, embedded: embedded)
            module.linkage = XcodeProjectReader.linkage(ofProductType: productType, machOType: target.machOType)
            module.excludedPaths = target.excludedFiles
            modules.append(module)
        }
        return TuistProjectReader.Reading(modules: modules, notes: notes, unreadTargets: unreadTargets)
    }

    private static let embeddingProducts: Set<String> = ["app", "appClip", "watch2App"]
    private static let embeddedProducts: Set<String> = [
        "appExtension", "watch2Extension", "messagesExtension", "stickerPackExtension", "tvTopShelfExtension",
        "extensionKitExtension", "appClip", "watch2App", "framework",
    ]

    private func isProjectInitializer(_ callee: Expression) -> Bool {
        switch callee.kind {
        case .identifier("Project"), .implicitMember("init"): return true
        case .member(let base, "init"):
            if case .identifier("Project") = base.kind { return true }
            return false
        default: return false
        }
    }

    /// `packages: [.remote(url:requirement:), .local(path:), .package(url:…), .package(path:)]`:
    /// where `.package(product:)` dependencies come from.
    private func projectPackages(_ expression: Expression?) throws(Problem) -> [PackageLocation] {
        guard let expression else { return [] }
        var locations: [PackageLocation] = []
        for element in try elements(of: expression, what: "`packages:`") {
            guard let (callee, arguments) = element.callParts, callee.isImplicitMember || callee.calleeName == "Package" else {
                throw unreadable("a package", element)
            }
            if let url = arguments.first(where: { $0.label == "url" })?.value {
                locations.append(.remote(url: try string(url)))
            } else if let path = arguments.first(where: { $0.label == "path" })?.value {
                locations.append(.local(folder: try self.path(path)))
            } else {
                throw unreadable("a package", element)
            }
        }
        return locations
    }

    // MARK: Targets

    /// A target as the manifest declares it, its files found.
    private struct TargetReading {
        var name: String
        var moduleName: String
        /// Tuist's product name: `app`, `appExtension`, …
        var product: String
        var platforms: [String]
        var files: [String]
        var localizationFiles: [String]
        /// The Swift files its `sources:` globs match and exclude: left out on purpose.
        var excludedFiles: [String] = []
        var dependencies: [TargetDependency]
        var note: Problem?
        /// `MACH_O_TYPE` of its settings' base, when written as a literal.
        var machOType: String?
    }

    /// One element of `dependencies:` that names a module.
    private enum TargetDependency {
        case target(String)
        case project(target: String, folder: String)
        case external(String)
        case package(product: String)
    }

    /// The argument labels of `Target(…)` and `Target.target(…)` in every Tuist version: a call
    /// with another label is a helper of the manifest's, whose meaning is its own.
    private static let targetLabels: Set<String> = [
        "name", "destinations", "platform", "product", "productName", "bundleId", "deploymentTargets", "deploymentTarget",
        "infoPlist", "sources", "resources", "buildableFolders", "copyFiles", "headers", "entitlements", "scripts",
        "dependencies", "settings", "coreDataModels", "environmentVariables", "environment", "launchArguments",
        "additionalFiles", "buildRules", "mergedBinaryType", "mergeable", "onDemandResourcesTags", "metadata", "filesGroup",
    ]

    private func isTargetFactory(_ callee: Expression) -> Bool {
        switch callee.kind {
        case .identifier("Target"), .implicitMember("target"): return true
        case .member(let base, let name) where name == "target" || name == "init":
            if case .identifier("Target") = base.kind { return true }
            return false
        default: return false
        }
    }

    /// The target call `expression` is, or the one a name is bound to.
    private func targetCall(_ expression: Expression, depth: Int = 0) throws(Problem) -> (Expression, [Argument]) {
        if case .identifier(let name) = expression.kind, depth < ManifestLiterals.maximumDepth, let value = literals.constant(name) {
            return try targetCall(value, depth: depth + 1)
        }
        if let value = try valueOfLocalCall(expression, depth: depth + 1) {
            return try targetCall(value, depth: depth + 1)
        }
        guard let (callee, arguments) = expression.callParts, isTargetFactory(callee) else {
            throw Problem(line: expression.location.line,
                          message: "`\(literals.snippet(expression))` is not `.target(…)`: a helper function whose targets a static reading cannot know")
        }
        return (expression, arguments)
    }

    private func target(_ element: Expression) throws(Problem) -> TargetReading {
        let (call, arguments) = try targetCall(element)
        func argument(_ label: String) -> Expression? { arguments.first { $0.label == label }?.value }
        if let unknown = arguments.first(where: { !TuistManifest.targetLabels.contains($0.label ?? "_") }) {
            throw Problem(line: call.location.line,
                          message: "`\(literals.snippet(call))` has the argument `\(unknown.label ?? "_"):`, which Tuist's targets do not: " +
                              "a helper function whose targets a static reading cannot know")
        }
        try checkNotAHelper("target", arguments, at: call)
        guard let nameArgument = argument("name"), let productArgument = argument("product"), argument("bundleId") != nil,
              argument("destinations") != nil || argument("platform") != nil else {
            throw Problem(line: call.location.line,
                          message: "`\(literals.snippet(call))` lacks the `name:`, `destinations:`, `product:` or `bundleId:` Tuist's " +
                              "targets have: a helper function whose targets a static reading cannot know")
        }
        let name = try string(nameArgument)
        let product: String
        switch productArgument.kind {
        case .implicitMember(let member) where TuistProjectReader.productTypes[member] != nil:
            product = member
        default:
            throw unreadable("the product of target '\(name)'", productArgument)
        }
        var files: Set<String> = []
        var localizationFiles: Set<String> = []
        var excludedFiles: Set<String> = []
        let isSwift = { (file: String) in Paths.lastComponent(file).lowercased().hasSuffix(".swift") }
        if let sources = argument("sources") {
            for glob in try sourceGlobs(sources) {
                let found = try self.files(of: glob, at: sources)
                files.formUnion(found.matched.filter(isSwift))
                excludedFiles.formUnion(found.excluded.filter(isSwift))
            }
        }
        // A glob over the project's folder also matches the manifest, which is never compiled.
        files.remove(manifestFile)
        if let folders = argument("buildableFolders") {
            for folder in try buildableFolders(folders) {
                let everything = try self.files(of: SourceGlob(pattern: folder + "/**", excluding: [], written: folder), at: folders).matched
                files.formUnion(everything.filter { $0.hasSuffix(".swift") })
                localizationFiles.formUnion(everything.filter(Paths.isLocalizationFile))
            }
        }
        var note: Problem?
        if let resources = argument("resources") {
            do {
                for glob in try resourceGlobs(resources) {
                    localizationFiles.formUnion(try self.files(of: glob, at: resources).matched.filter(Paths.isLocalizationFile))
                }
            } catch {
                note = Problem(line: error.line, message: "\(error.message); the strings files of target '\(name)' are not known")
            }
        }
        let dependencies = try argument("dependencies").map { expression throws(Problem) in try self.dependencies(expression) } ?? []
        var moduleName = ModuleNaming.c99ExtendedIdentifier(try argument("productName").map { expression throws(Problem) in try string(expression) } ?? name)
        if let written = argument("settings").flatMap({ baseSetting("PRODUCT_MODULE_NAME", of: $0) }), ModuleNaming.isPlainIdentifier(written) {
            moduleName = written
        }
        return TargetReading(name: name, moduleName: moduleName, product: product,
                             platforms: platforms(argument("destinations") ?? argument("platform")),
                             files: files.sorted(), localizationFiles: localizationFiles.sorted(),
                             excludedFiles: excludedFiles.subtracting(files).sorted(), dependencies: dependencies, note: note,
                             machOType: argument("settings").flatMap { baseSetting("MACH_O_TYPE", of: $0) })
    }

    /// A call whose name and labels fit a function of `ProjectDescriptionHelpers` may be that
    /// function: Swift would choose it when it is the better match, and it can do anything.
    private func checkNotAHelper(_ function: String, _ arguments: [Argument], at call: Expression) throws(Problem) {
        guard importsHelpers, let signatures = surroundings.helperFunctions[function] else { return }
        let labels = Set(arguments.map { $0.label ?? "_" })
        if signatures.contains(where: { labels.isSubset(of: Set($0)) }) {
            throw Problem(line: call.location.line,
                          message: "`\(literals.snippet(call))` may be the `\(function)` function ProjectDescriptionHelpers declares, whose targets a static reading cannot know")
        }
    }

    /// `.iOS`, `[.iPhone, .iPad, .mac]`, `Destinations.iOS`, `.macOS` (platform): the platforms
    /// as people say them; empty when the value is not one of these.
    private func platforms(_ expression: Expression?, depth: Int = 0) -> [String] {
        guard let expression, depth < ManifestLiterals.maximumDepth else { return [] }
        var names: [String] = []
        switch expression.kind {
        case .implicitMember(let name): names = [name]
        case .member(let base, let name):
            if case .identifier(let type) = base.kind, type == "Destinations" || type == "Platform" { names = [name] }
        case .array(let elements):
            for element in elements { if case .implicitMember(let name) = element.kind { names.append(name) } }
        case .identifier(let name):
            return literals.constant(name).map { platforms($0, depth: depth + 1) } ?? []
        default:
            return []
        }
        var said: [String] = []
        for name in names {
            if let platform = TuistManifest.platformNames[name], !said.contains(platform) { said.append(platform) }
        }
        return said
    }

    /// Destinations and platforms to the platforms people say.
    private static let platformNames: [String: String] = [
        "iOS": "iOS", "macOS": "macOS", "watchOS": "watchOS", "tvOS": "tvOS", "visionOS": "visionOS",
        "iPhone": "iOS", "iPad": "iOS", "macWithiPadDesign": "iOS", "macCatalyst": "iOS", "appleVisionWithiPadDesign": "iOS",
        "mac": "macOS", "appleWatch": "watchOS", "appleTv": "tvOS", "appleVision": "visionOS",
    ]

    /// A setting of `.settings(base: [name: value])` (`["PRODUCT_MODULE_NAME": "Kit"]`), when its value is a literal.
    private func baseSetting(_ name: String, of settings: Expression) -> String? {
        guard let base = settings.argument("base"), case .dictionary(let elements) = base.kind else { return nil }
        for element in elements where (try? literals.string(element.key)) == name {
            // A setting value is a string literal or `.string("…")`.
            if let value = try? literals.string(element.value) { return value }
            if let (callee, arguments) = element.value.callParts, callee.calleeName == "string",
               let first = arguments.first, let value = try? literals.string(first.value) { return value }
        }
        return nil
    }

    // MARK: Files

    /// A glob of `sources:` and what it excludes, absolute.
    private struct SourceGlob {
        var pattern: String
        var excluding: [String]
        /// As the manifest writes it, for messages.
        var written: String
    }

    /// `"Sources/**"`, `["A/**", .glob("B/**", excluding: ["B/Generated/**"])]`,
    /// `SourceFilesList(globs: […])`, `.paths([…])`.
    private func sourceGlobs(_ expression: Expression, depth: Int = 0) throws(Problem) -> [SourceGlob] {
        guard depth < ManifestLiterals.maximumDepth else { throw unreadable("the sources", expression) }
        let expression = try folded(expression, depth: depth)
        switch expression.kind {
        case .stringLiteral:
            return [SourceGlob(pattern: try path(expression), excluding: [], written: try string(expression))]
        case .identifier(let name):
            guard let value = literals.constant(name) else { throw unreadable("the sources", expression) }
            return try sourceGlobs(value, depth: depth + 1)
        case .array(let elements):
            var globs: [SourceGlob] = []
            for element in elements { globs += try sourceGlobs(element, depth: depth + 1) }
            return globs
        case .call(let callee, let arguments):
            switch callee.calleeName {
            case "glob", "SourceFileGlob":
                guard let first = arguments.first(where: { $0.label == nil || $0.label == "glob" || $0.label == "pattern" })?.value else {
                    throw unreadable("the sources", expression)
                }
                let excluding = try arguments.first { $0.label == "excluding" }.map { argument throws(Problem) in
                    try paths(argument.value)
                } ?? []
                return [SourceGlob(pattern: try path(first), excluding: excluding, written: (try? string(first)) ?? literals.snippet(first))]
            case "SourceFilesList", "init", "paths":
                guard let list = arguments.first(where: { $0.label == "globs" || $0.label == nil })?.value else {
                    throw unreadable("the sources", expression)
                }
                return try sourceGlobs(list, depth: depth + 1)
            default:
                // `Path` values: `.relativeToRoot("…")`.
                return [SourceGlob(pattern: try path(expression), excluding: [], written: literals.snippet(expression))]
            }
        default:
            throw unreadable("the sources", expression)
        }
    }

    /// `["Resources/**", .glob(pattern: "…", excluding: […]), .folderReference(path: "…")]`:
    /// a folder reference is copied as it is, so no strings file in it is localized.
    private func resourceGlobs(_ expression: Expression, depth: Int = 0) throws(Problem) -> [SourceGlob] {
        guard depth < ManifestLiterals.maximumDepth else { throw unreadable("the resources", expression) }
        let expression = try folded(expression, depth: depth)
        switch expression.kind {
        case .identifier(let name):
            guard let value = literals.constant(name) else { throw unreadable("the resources", expression) }
            return try resourceGlobs(value, depth: depth + 1)
        case .array(let elements):
            var globs: [SourceGlob] = []
            for element in elements { globs += try resourceGlobs(element, depth: depth + 1) }
            return globs
        case .call(let callee, let arguments) where callee.calleeName == "folderReference":
            _ = arguments
            return []
        case .call(let callee, let arguments) where callee.calleeName == "ResourceFileElements" || callee.calleeName == "init" || callee.calleeName == "resources":
            guard let list = arguments.first(where: { $0.label == "resources" || $0.label == nil })?.value else {
                throw unreadable("the resources", expression)
            }
            return try resourceGlobs(list, depth: depth + 1)
        default:
            return try sourceGlobs(expression, depth: depth + 1)
        }
    }

    /// `buildableFolders: ["App/Sources", .folder("App/Resources")]`: folders every file of
    /// which the target builds (Xcode's synchronized folders).
    private func buildableFolders(_ expression: Expression, depth: Int = 0) throws(Problem) -> [String] {
        guard depth < ManifestLiterals.maximumDepth else { throw unreadable("the buildable folders", expression) }
        let expression = try folded(expression, depth: depth)
        switch expression.kind {
        case .identifier(let name):
            guard let value = literals.constant(name) else { throw unreadable("the buildable folders", expression) }
            return try buildableFolders(value, depth: depth + 1)
        case .array(let elements):
            var folders: [String] = []
            for element in elements {
                if let (callee, arguments) = element.callParts, callee.calleeName == "folder" {
                    // Exceptions take files out (or give them other settings): not read, so not guessed.
                    guard arguments.count == 1, let first = arguments.first else { throw unreadable("a buildable folder", element) }
                    folders.append(try path(first.value))
                } else {
                    folders.append(try path(element))
                }
            }
            return folders
        default:
            throw unreadable("the buildable folders", expression)
        }
    }

    /// The files a glob of `sources:` or `resources:` names, less those it excludes, and those.
    private func files(of glob: SourceGlob, at expression: Expression) throws(Problem) -> (matched: [String], excluded: [String]) {
        do {
            var excluded: Set<String> = []
            for pattern in glob.excluding { excluded.formUnion(try ProjectGlob(pattern, in: manifestFolder).files(in: surroundings.files)) }
            let named = try ProjectGlob(glob.pattern, in: manifestFolder).files(in: surroundings.files)
            return (named.filter { !excluded.contains($0) }, named.filter { excluded.contains($0) })
        } catch {
            throw Problem(line: expression.location.line, message: "cannot read the glob '\(glob.written)': \(error.description)")
        }
    }

    // MARK: Dependencies

    private func dependencies(_ expression: Expression) throws(Problem) -> [TargetDependency] {
        var dependencies: [TargetDependency] = []
        for element in try elements(of: expression, what: "`dependencies:`") {
            if case .implicitMember("xctest") = element.kind { continue }
            guard let (callee, arguments) = element.callParts, case .implicitMember(let kind) = callee.kind else {
                throw unreadable("a dependency", element)
            }
            func argument(_ label: String?) -> Expression? { arguments.first { $0.label == label }?.value }
            switch kind {
            case "target":
                if let name = argument("name") {
                    dependencies.append(.target(try string(name)))
                } else if let target = argument(nil) {
                    // `.target(app)`: a target bound to a name.
                    let (_, targetArguments) = try targetCall(target)
                    guard let name = targetArguments.first(where: { $0.label == "name" })?.value else { throw unreadable("a dependency", element) }
                    dependencies.append(.target(try string(name)))
                } else {
                    throw unreadable("a dependency", element)
                }
            case "project":
                guard let target = argument("target"), let path = argument("path") else { throw unreadable("a dependency", element) }
                dependencies.append(.project(target: try string(target), folder: try self.path(path)))
            case "external":
                guard let name = argument("name") else { throw unreadable("a dependency", element) }
                dependencies.append(.external(try string(name)))
            case "package":
                guard let product = argument("product") else { throw unreadable("a dependency", element) }
                // A macro or plugin package is run by the build, not linked.
                if let type = argument("type"), case .implicitMember(let packageType) = type.kind, packageType != "runtime" { continue }
                dependencies.append(.package(product: try string(product)))
            case "sdk", "framework", "xcframework", "library", "packagePlugin", "xctest", "bundle", "macro", "cocoapod":
                continue  // prebuilt or system code, or a build tool: no module of the run
            default:
                throw unreadable("a dependency", element)
            }
        }
        return dependencies
    }

    private func reference(_ dependency: TargetDependency, packages: [PackageLocation]) throws(Problem) -> ModuleReference? {
        switch dependency {
        case .target(let name):
            return .target(name: name, project: manifestFile)
        case .project(let target, let folder):
            return .target(name: target, project: folder == "/" ? "/Project.swift" : folder + "/Project.swift")
        case .external(let name):
            guard let (manifest, locations) = surroundings.dependencies else {
                return .unresolvable("external dependency `\(name)`: no Tuist/Package.swift names the packages it comes from")
            }
            return .product(name: name, package: .anyOf(locations, manifest: manifest))
        case .package(let product):
            guard !packages.isEmpty else {
                return .unresolvable("package product `\(product)`: the project's `packages:` lists no package")
            }
            return .product(name: product, package: packages.count == 1 ? packages[0] : .anyOf(packages, manifest: manifestFile))
        }
    }

    // MARK: The workspace

    mutating func readWorkspace() throws(Problem) -> [String] {
        guard let workspace = literals.constant("workspace") else {
            throw Problem(line: 1, message: "it declares no `let workspace = Workspace(…)`")
        }
        guard let (callee, arguments) = workspace.callParts, callee.calleeName == "Workspace" || callee.calleeName == "init" else {
            throw Problem(line: workspace.location.line, message: "`let workspace = \(literals.snippet(workspace))` is not `Workspace(…)`")
        }
        guard let projects = arguments.first(where: { $0.label == "projects" })?.value else { return [] }
        var files: Set<String> = []
        for pattern in try paths(projects) {
            do {
                files.formUnion(try ProjectGlob(pattern + "/Project.swift", in: "/").files(in: surroundings.files))
            } catch {
                throw Problem(line: projects.location.line, message: "cannot read the glob '\(pattern)': \(error.description)")
            }
        }
        return files.sorted()
    }

    // MARK: Values

    /// The elements of an array literal, or of the array a name is bound to, `+` and ternaries
    /// worked out.
    private func elements(of expression: Expression, what: String, depth: Int = 0) throws(Problem) -> [Expression] {
        if depth < ManifestLiterals.maximumDepth, let value = try valueOfLocalCall(expression, depth: depth + 1) {
            return try elements(of: value, what: what, depth: depth + 1)
        }
        let expression = try folded(expression, depth: depth)
        switch expression.kind {
        case .array(let elements):
            return elements
        case .identifier(let name) where depth < ManifestLiterals.maximumDepth:
            guard let value = literals.constant(name) else { throw unreadable(what, expression) }
            return try elements(of: value, what: what, depth: depth + 1)
        default:
            throw unreadable(what, expression)
        }
    }

    /// A string (`ManifestLiterals.string`), `+` and ternaries of the top level's values worked
    /// out; what cannot be read is named where it is.
    private func string(_ expression: Expression, depth: Int = 0) throws(Problem) -> String {
        var value = try substituting([:], in: expression, depth: depth)
        if case .identifier(let name) = value.kind, depth < ManifestLiterals.maximumDepth, let bound = literals.constant(name) {
            value = bound
            return try string(value, depth: depth + 1)
        }
        do throws(ManifestLiterals.Unreadable) {
            return try literals.string(value, depth: depth)
        } catch {
            throw unreadable("a value", error.expression)
        }
    }

    /// A path, absolute: a string relative to the manifest's folder, `.relativeToManifest("…")`,
    /// `.relativeToCurrentFile("…")`, `.relativeToRoot("…")`, `Path("…")`.
    private func path(_ expression: Expression, depth: Int = 0) throws(Problem) -> String {
        guard depth < ManifestLiterals.maximumDepth else { throw unreadable("a path", expression) }
        if case .identifier(let name) = expression.kind, let value = literals.constant(name),
           case .call = value.kind {
            return try path(value, depth: depth + 1)
        }
        guard let (callee, arguments) = expression.callParts else {
            return Paths.absolute(try string(expression), from: manifestFolder)
        }
        guard arguments.count == 1, let first = arguments.first else { throw unreadable("a path", expression) }
        let relative = try string(first.value, depth: depth + 1)
        switch callee.calleeName {
        case "relativeToManifest", "relativeToCurrentFile", "Path", "init":
            return Paths.absolute(relative, from: manifestFolder)
        case "relativeToRoot":
            guard let root = surroundings.rootFolder else {
                throw Problem(line: expression.location.line,
                              message: "`\(literals.snippet(expression))` is relative to Tuist's root, and no folder above the project holds `Tuist/`, `Tuist.swift` or `.git`")
            }
            return Paths.absolute(relative, from: root)
        default:
            throw unreadable("a path", expression)
        }
    }

    /// One path or an array of them.
    private func paths(_ expression: Expression, depth: Int = 0) throws(Problem) -> [String] {
        guard depth < ManifestLiterals.maximumDepth else { throw unreadable("the paths", expression) }
        let expression = try folded(expression, depth: depth)
        switch expression.kind {
        case .array(let elements):
            var found: [String] = []
            for element in elements { found.append(try path(element, depth: depth + 1)) }
            return found
        case .identifier(let name):
            guard let value = literals.constant(name) else { throw unreadable("the paths", expression) }
            if case .array = value.kind { return try paths(value, depth: depth + 1) }
            return [try path(value, depth: depth + 1)]
        default:
            return [try path(expression, depth: depth + 1)]
        }
    }

    /// `cannot read the sources statically: `x` is not a literal`, or, for a name whose value a
    /// statement changed in a way not followed, what changed it and where.
    func unreadable(_ what: String, _ expression: Expression) -> Problem {
        if case .identifier(let name) = expression.kind, let why = unknownValues[name] {
            return Problem(line: why.line, message: "cannot read \(what) statically: \(why.message)")
        }
        return Problem(line: expression.location.line, message: "cannot read \(what) statically: `\(literals.snippet(expression))` is not a literal")
    }
}

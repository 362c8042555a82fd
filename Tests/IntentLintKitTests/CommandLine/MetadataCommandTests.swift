import Foundation
import Testing
@testable import IntentLintKit
import IntentLintTestSupport

/// `lint-intents metadata` as a user runs it: the files it writes and where, the module it
/// chooses, the build facts it takes, and what it refuses to write.
@Suite(.serialized) struct MetadataCommandTests {
    private func withRunner(_ body: (ExecutableRunner) throws -> Void) throws {
        let runner = try ExecutableRunner()
        defer { runner.remove() }
        try body(runner)
    }

    private let intent = """
        import AppIntents

        struct OrderSoup: AppIntent {
            static let title: LocalizedStringResource = "Order Soup"
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    private func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    @Test func writesBothFilesOfXcodesFolder() throws {
        let pair = Fixtures.directory + "/XcodeMetadata/Xcode272Metadata"
        try withRunner { runner in
            let run = try runner.run(["metadata", "--module-name", "Subject", "--tools-version", "27B5028f", "--output",
                                      "Build/Subject.app/Metadata.appintents", pair + "/Sources"])
            #expect(run.status == 0, "\(run.errors)")
            // One line says what was written, and where.
            #expect(run.output.isEmpty)
            #expect(run.errors.hasPrefix("Wrote 4 intents, 1 entity, 1 enum and 1 query of 'Subject' to Build/Subject.app/Metadata.appintents in "), "\(run.errors)")
            #expect(run.errors.hasSuffix(" s: 0 errors, 0 warnings.\n"), "\(run.errors)")
            #expect(try runner.read("Build/Subject.app/Metadata.appintents/extract.actionsdata")
                    == String(decoding: try Data(contentsOf: URL(fileURLWithPath: pair + "/extract.actionsdata")), as: UTF8.self))
            #expect(try runner.read("Build/Subject.app/Metadata.appintents/version.json")
                    == "{\n  \"toolsVersion\" : \"27B5028f\",\n  \"version\" : \"3.0\"\n}")
            // Nothing else in the folder.
            #expect(try FileManager.default.contentsOfDirectory(atPath: runner.folder.path + "/Build/Subject.app/Metadata.appintents").sorted()
                    == ["extract.actionsdata", "version.json"])
        }
    }

    @Test func severalModulesNeedOneChosen() throws {
        try withRunner { runner in
            try runner.write("Package.swift", """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "Soup", targets: [
                    .target(name: "Kitchen"), .executableTarget(name: "SoupApp", dependencies: ["Kitchen"]), .executableTarget(name: "Tool"),
                ])

                """)
            try runner.write("Sources/Kitchen/Order.swift", intent)
            try runner.write("Sources/SoupApp/main.swift", "print(1)\n")
            try runner.write("Sources/Tool/main.swift", "print(2)\n")
            let run = try runner.run(["metadata", "--output", "Out"])
            #expect(run.status == 2)
            // The modules worth choosing are named: those that declare App Intents.
            #expect(run.errors.contains("found 3 modules, and 1 declares App Intents: Kitchen [Package.swift:Kitchen] (1 intent);"), "\(run.errors)")
            #expect(run.errors.contains("choose one with --module NAME or ID, or an app's with --app NAME"))
            #expect(!FileManager.default.fileExists(atPath: runner.folder.path + "/Out"))
            let chosen = try runner.run(["metadata", "--module", "Kitchen", "--output", "Out"])
            #expect(chosen.status == 0, "\(chosen.errors)")
            let actions = try json(runner.read("Out/extract.actionsdata"))["actions"] as? [String: Any]
            #expect((actions?["OrderSoup"] as? [String: Any])?["mangledTypeName"] as? String == "7Kitchen9OrderSoupV")
            // The app declares none, but links the library statically: the build merges the
            // library's export into the app's (`--static-metadata-file-list`), and so does `metadata`.
            let linking = try runner.run(["metadata", "--module", "SoupApp", "--output", "Linking"])
            #expect(linking.status == 0, "\(linking.errors)")
            #expect(linking.errors.contains("note: the file holds the App Intents of module 'Kitchen' too: 'SoupApp' links it statically"))
            let linked = try json(runner.read("Linking/extract.actionsdata"))["actions"] as? [String: [String: Any]]
            #expect(linked?["OrderSoup"]?["fullyQualifiedTypeName"] as? String == "Kitchen.OrderSoup")
            // A module that declares none and links none: nothing to write, as Xcode writes nothing.
            let empty = try runner.run(["metadata", "--module", "Tool", "--output", "Empty"])
            #expect(empty.status == 0)
            #expect(empty.errors.contains("'Tool' declares no App Intents"))
            #expect(empty.errors.contains("Wrote nothing for 'Tool' in "))
            #expect(!FileManager.default.fileExists(atPath: runner.folder.path + "/Empty"))
        }
    }

    /// An app's package includes a library's: the library's intents are in the app's file, as a
    /// statically linked module's are (here the project files do not say the app links it).
    @Test func includedPackagesJoinTheAppsFile() throws {
        try withRunner { runner in
            try runner.write("Package.swift", """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "Soup", targets: [.target(name: "Kitchen"), .target(name: "SoupApp")])

                """)
            try runner.write("Sources/Kitchen/Order.swift", intent + """
                public struct KitchenPackage: AppIntentsPackage {}

                """)
            try runner.write("Sources/SoupApp/AppPackage.swift", """
                import AppIntents
                import Kitchen

                struct SoupAppPackage: AppIntentsPackage {
                    static var includedPackages: [any AppIntentsPackage.Type] { [KitchenPackage.self] }
                }
                struct Reorder: AppIntent {
                    static let title: LocalizedStringResource = "Reorder"
                    func perform() async throws -> some IntentResult { .result() }
                }

                """)
            let run = try runner.run(["metadata", "--module", "SoupApp", "--output", "Out"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("note: the file holds the App Intents of module 'Kitchen' too: `SoupAppPackage` includes `KitchenPackage`"))
            let actions = try json(runner.read("Out/extract.actionsdata"))["actions"] as? [String: [String: Any]] ?? [:]
            #expect(actions.keys.sorted() == ["OrderSoup", "Reorder"])
            #expect(actions["OrderSoup"]?["fullyQualifiedTypeName"] as? String == "Kitchen.OrderSoup")
            #expect(actions["Reorder"]?["mangledTypeName"] as? String == "7SoupApp7ReorderV")
        }
    }

    @Test func whatStopsTheExportWritesNothing() throws {
        try withRunner { runner in
            try runner.write("Intents/Order.swift", """
                import AppIntents

                struct OrderSoup: AppIntent {
                    static var title: LocalizedStringResource { makeTitle() }
                    func perform() async throws -> some IntentResult { .result() }
                }

                """)
            try runner.write("Out/extract.actionsdata", "old")
            let run = try runner.run(["metadata", "--module-name", "Soup", "--output", "Out", "Intents"])
            #expect(run.status == 1)
            // What `lint` reports as stopping the export, as `lint` reports it.
            #expect(run.output.contains("Intents/Order.swift:4:49: error: `title` of `OrderSoup` is not a compile-time constant"), "\(run.output)")
            #expect(run.output.contains("[non-constant-metadata]"))
            #expect(run.errors.contains("Wrote no App Intents metadata for 'Soup' in "), "\(run.errors)")
            #expect(run.errors.contains(" s: 1 error, 0 warnings."))
            // The folder is left as it was.
            #expect(try runner.read("Out/extract.actionsdata") == "old")
        }
    }

    @Test func buildFactsChooseWhatIsWritten() throws {
        try withRunner { runner in
            try runner.write("Intents/Order.swift", """
                import AppIntents

                #if os(macOS) && DESKTOP
                @available(macOS 15.0, *)
                struct OrderSoup: AppIntent {
                    static let title: LocalizedStringResource = "Order Soup"
                    func perform() async throws -> some IntentResult { .result() }
                }
                #endif

                """)
            let iOS = try runner.run(["metadata", "--module-name", "Soup", "--output", "iOS", "Intents"])
            #expect(iOS.status == 0)
            #expect(iOS.errors.contains("declares no App Intents"))
            // Xcode 26.2 (17C528) leaves the mangled name of an intent newer than the deployment target empty.
            let mac = try runner.run(["metadata", "--module-name", "Soup", "--platform", "macOS", "--define", "DESKTOP",
                                      "--deployment-target", "14.0", "--tools-version", "17C528", "--output", "Mac", "Intents"])
            #expect(mac.status == 0, "\(mac.errors)")
            let order = try json(runner.read("Mac/extract.actionsdata"))["actions"] as? [String: [String: Any]]
            #expect(order?["OrderSoup"]?["mangledTypeName"] as? String == "")
            // `Soup` is a word of the module's name already: the compiler writes it as a substitution.
            #expect(order?["OrderSoup"]?["mangledTypeNameV2"] as? String == "4Soup05OrderA0V")
        }
    }

    /// The shapes `metadata` once wrote nothing for (Fixtures/MetadataShapes): a placemark
    /// parameter, `extension Dish: AppEntity` on a type of the library the app links, an entity
    /// of that statically linked library, and an intent that follows an assistant schema. All
    /// are written; the schema is left out, with a warning that says lint-intents is the limit.
    @Test func theShapesOfRealAppsAreWritten() throws {
        let shapes = Fixtures.directory + "/MetadataShapes"
        try withRunner { runner in
            let run = try runner.run(["metadata", "--module", "App", "--output", "Out", shapes])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("Intents.swift:25:1: warning: `OpenCookbookIntent` is written without its assistant schema `.books.openBook`"), "\(run.output)")
            #expect(run.output.contains("this is a limit of lint-intents, not a mistake in the code [metadata-left-out]"))
            #expect(run.errors.contains("note: the file holds the App Intents of module 'Kit' too: 'App' links it statically"))
            #expect(run.errors.contains("Wrote 2 intents, 2 entities, 2 queries and 1 App Shortcut of 'App' to Out in "), "\(run.errors)")
            let file = try json(runner.read("Out/extract.actionsdata"))
            let actions = file["actions"] as? [String: [String: Any]] ?? [:]
            #expect(actions.keys.sorted() == ["DeliverIntent", "OpenCookbookIntent"])
            let parameters = actions["DeliverIntent"]?["parameters"] as? [[String: Any]] ?? []
            #expect(parameters.map { $0["name"] as? String } == ["dish", "bowl", "address"])
            let entities = file["entities"] as? [String: [String: Any]] ?? [:]
            #expect(entities["Dish"]?["fullyQualifiedTypeName"] as? String == "Kit.Dish")
            #expect(entities["Dish"]?["mangledTypeName"] as? String == "3Kit4DishV")
            #expect(entities["Bowl"]?["fullyQualifiedTypeName"] as? String == "Kit.Bowl")
            #expect(file["shortcutTileColor"] as? Int == 7)

            // --strict fails on the warning, and writes nothing.
            let strict = try runner.run(["metadata", "--module", "App", "--strict", "--output", "Strict", shapes])
            #expect(strict.status == 1)
            #expect(strict.errors.contains("Wrote no App Intents metadata for 'App' in "), "\(strict.errors)")
            #expect(!FileManager.default.fileExists(atPath: runner.folder.path + "/Strict"))

            // --quiet keeps the findings and drops the notes and the summary line.
            let quiet = try runner.run(["metadata", "--module", "App", "--quiet", "--output", "Quiet", shapes])
            #expect(quiet.status == 0 && quiet.errors.isEmpty, "\(quiet.errors)")
            #expect(quiet.output.contains("[metadata-left-out]"))

            // The shared reporters: one on standard output, more to files.
            let reported = try runner.run(["metadata", "--module", "App", "--reporter", "json", "--report", "sarif:metadata.sarif",
                                           "--output", "Reported", shapes])
            #expect(reported.status == 0, "\(reported.errors)")
            let report = try json(reported.output)
            #expect((report["findings"] as? [[String: Any]])?.first?["ruleId"] as? String == "metadata-left-out", "\(reported.output)")
            #expect(try runner.read("metadata.sarif").contains("metadata-left-out"))
        }
    }

    @Test(arguments: [
        (["--platform", "android"], "unknown platform 'android' for '--platform'"),
        (["--deployment-target", "seventeen"], "option '--deployment-target' needs a version such as 17.0"),
        (["--tools-version", "27 A"], "option '--tools-version' needs an Xcode build number"),
        (["--define", "-DDEBUG"], "option '--define' needs a compilation flag name"),
        ([], "metadata needs --output DIR"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        try withRunner { runner in
            try runner.write("Order.swift", intent)
            let run = try runner.run(["metadata"] + arguments + (arguments.isEmpty ? [] : ["--output", "Out"]))
            #expect(run.status == 2)
            #expect(run.errors.contains(message), "\(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1)
        }
    }
}

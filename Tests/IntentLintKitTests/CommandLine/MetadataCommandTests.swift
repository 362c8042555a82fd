import Foundation
import Testing
@testable import IntentLintKit

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
            #expect(run.output.isEmpty && run.errors.isEmpty)
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
                let package = Package(name: "Soup", targets: [.target(name: "Kitchen"), .executableTarget(name: "SoupApp", dependencies: ["Kitchen"])])

                """)
            try runner.write("Sources/Kitchen/Order.swift", intent)
            try runner.write("Sources/SoupApp/main.swift", "print(1)\n")
            let run = try runner.run(["metadata", "--output", "Out"])
            #expect(run.status == 2)
            // The modules worth choosing are named: those that declare App Intents.
            #expect(run.errors.contains("found 2 modules, and 1 declares App Intents: Kitchen [Package.swift:Kitchen] (1 intent);"), "\(run.errors)")
            #expect(run.errors.contains("choose one with --module NAME or ID, or an app's with --app NAME"))
            #expect(!FileManager.default.fileExists(atPath: runner.folder.path + "/Out"))
            let chosen = try runner.run(["metadata", "--module", "Kitchen", "--output", "Out"])
            #expect(chosen.status == 0, "\(chosen.errors)")
            let actions = try json(runner.read("Out/extract.actionsdata"))["actions"] as? [String: Any]
            #expect((actions?["OrderSoup"] as? [String: Any])?["mangledTypeName"] as? String == "7Kitchen9OrderSoupV")
            // The app module declares none: nothing to write, as Xcode writes nothing.
            let empty = try runner.run(["metadata", "--module", "SoupApp", "--output", "Empty"])
            #expect(empty.status == 0)
            #expect(empty.errors.contains("'SoupApp' declares no App Intents"))
            #expect(!FileManager.default.fileExists(atPath: runner.folder.path + "/Empty"))
        }
    }

    /// An app's package includes a library's: the library's intents are in the app's file, as a
    /// statically linked module's are.
    @Test func includedPackagesJoinTheAppsFile() throws {
        try withRunner { runner in
            try runner.write("Package.swift", """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "Soup", targets: [.target(name: "Kitchen"), .target(name: "SoupApp", dependencies: ["Kitchen"])])

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
            #expect(run.errors.contains("Intents/Order.swift:4:49: error: the title of `OrderSoup` is not a compile-time constant"), "\(run.errors)")
            #expect(run.errors.contains("error: the App Intents metadata of 'Soup' was not written"))
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
            let mac = try runner.run(["metadata", "--module-name", "Soup", "--platform", "macOS", "--define", "DESKTOP",
                                      "--deployment-target", "14.0", "--output", "Mac", "Intents"])
            #expect(mac.status == 0, "\(mac.errors)")
            let order = try json(runner.read("Mac/extract.actionsdata"))["actions"] as? [String: [String: Any]]
            #expect(order?["OrderSoup"]?["mangledTypeName"] as? String == "")
            // `Soup` is a word of the module's name already: the compiler writes it as a substitution.
            #expect(order?["OrderSoup"]?["mangledTypeNameV2"] as? String == "4Soup05OrderA0V")
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

import Foundation
import Testing
@testable import IntentLintSupport
@testable import IntentLintVerify
import IntentLintTestSupport

/// Where `--metadata` finds `extract.actionsdata` in what the build made.
@Suite struct ExportedMetadataLocatorTests {
    private func locate(_ path: String) throws -> [ExportedMetadataLocator.Location] {
        try ExportedMetadataLocator.locate(VerifyFixtures.directory + "/" + path, given: path)
    }

    private func relative(_ locations: [ExportedMetadataLocator.Location]) -> [String] {
        locations.compactMap(\.file).map { Paths.relative($0, to: VerifyFixtures.directory) }
    }

    @Test func anIOSAppKeepsItsMetadataAtItsTop() throws {
        let found = try locate("Products/iOS/Notes.app")
        #expect(relative(found) == ["Products/iOS/Notes.app/Metadata.appintents/extract.actionsdata"])
        #expect(found[0].bundleName == "Notes")
    }

    @Test func aMacAppKeepsItInContentsResources() throws {
        let found = try locate("Products/macOS/Notes.app")
        #expect(relative(found) == ["Products/macOS/Notes.app/Contents/Resources/Metadata.appintents/extract.actionsdata"])
        #expect(found[0].bundleName == "Notes")
    }

    @Test func anArchiveHoldsItsApps() throws {
        let found = try locate("Products/Notes.xcarchive")
        #expect(relative(found) == ["Products/Notes.xcarchive/Products/Applications/Notes.app/Metadata.appintents/extract.actionsdata"])
        #expect(found[0].bundleName == "Notes")
    }

    @Test func anAppsExtensionsAndFrameworksEachHaveTheirOwn() throws {
        let found = try locate("Products/TravelApp/TravelApp.app")
        #expect(relative(found) == [
            "Products/TravelApp/TravelApp.app/Frameworks/TravelKit.framework/Metadata.appintents/extract.actionsdata",
            "Products/TravelApp/TravelApp.app/Metadata.appintents/extract.actionsdata",
            "Products/TravelApp/TravelApp.app/PlugIns/TravelWidgets.appex/Metadata.appintents/extract.actionsdata",
        ])
        #expect(found.map(\.bundleName) == ["TravelKit", "TravelApp", "TravelWidgets"])
    }

    @Test func theFileAndItsFolderAreTakenAsThey() throws {
        #expect(relative(try locate("Exports/Stale/extract.actionsdata")) == ["Exports/Stale/extract.actionsdata"])
        #expect(relative(try locate("Exports/Stale")) == ["Exports/Stale/extract.actionsdata"])
        let folder = try locate("Products/iOS/Notes.app/Metadata.appintents")
        #expect(relative(folder) == ["Products/iOS/Notes.app/Metadata.appintents/extract.actionsdata"])
        #expect(folder[0].bundleName == "Notes")
    }

    @Test func aStaticLibrarysMetadataFolderNamesItsModule() throws {
        let scratch = try ScratchFolder()
        try scratch.write("{\"actions\":{}}", to: "Build/Products/Debug-iphoneos/RoutesKit.appintents/extract.actionsdata")
        let found = try ExportedMetadataLocator.locate(scratch.path + "/Build/Products/Debug-iphoneos/RoutesKit.appintents", given: "RoutesKit.appintents")
        #expect(found.map(\.bundleName) == ["RoutesKit"])
    }

    @Test func aBundleWithoutMetadataIsFoundEmpty() throws {
        let scratch = try ScratchFolder()
        try scratch.write("", to: "Notes.app/Info.plist")
        let found = try ExportedMetadataLocator.locate(scratch.path + "/Notes.app", given: "Notes.app")
        #expect(found == [ExportedMetadataLocator.Location(file: nil, bundleName: "Notes", bundle: scratch.path + "/Notes.app")])
    }

    @Test func pathsWithoutMetadataAreOneLineErrors() throws {
        let scratch = try ScratchFolder()
        try scratch.write("", to: "Empty/readme.txt")
        try scratch.makeFolder("Notes.xcarchive/Products")
        try scratch.makeFolder("Lib.appintents")
        let cases = [
            ("Empty", "Empty: holds no App Intents metadata"),
            ("Notes.xcarchive", "Notes.xcarchive: the archive holds no app with App Intents metadata"),
            ("Lib.appintents", "Lib.appintents: holds no extract.actionsdata"),
            ("Missing.app", "Missing.app: no such file or directory"),
        ]
        for (path, message) in cases {
            do {
                _ = try ExportedMetadataLocator.locate(scratch.path + "/" + path, given: path)
                Issue.record("\(path) was located")
            } catch {
                #expect(String(describing: error).hasPrefix(message), "\(String(describing: error))")
            }
        }
    }

    @Test func linksAreFollowedOnceAndLoopsEnd() throws {
        // A macOS framework: `Resources` links into `Versions/Current`, which links to `A`.
        let scratch = try ScratchFolder()
        let framework = scratch.path + "/Kit.framework"
        try scratch.write("{\"actions\":{}}", to: "Kit.framework/Versions/A/Resources/Metadata.appintents/extract.actionsdata")
        try FileManager.default.createSymbolicLink(atPath: framework + "/Versions/Current", withDestinationPath: "A")
        try FileManager.default.createSymbolicLink(atPath: framework + "/Resources", withDestinationPath: "Versions/Current/Resources")
        try FileManager.default.createSymbolicLink(atPath: framework + "/Versions/A/Loop", withDestinationPath: "..")
        let found = try ExportedMetadataLocator.locate(framework, given: "Kit.framework")
        #expect(found.count == 1)
        #expect(found[0].bundleName == "Kit")
    }
}

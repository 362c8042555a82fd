import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
@testable import IntentLintRules
@testable import IntentLintMetadata
import IntentLintTestSupport

/// `verify --whole-file`: every field of an export compared with what `metadata` writes.
@Suite struct WholeFileVerifyTests {
    /// A scratch folder with a fixture pair's sources, and its export as `exported` (as given, or
    /// changed by `edit`).
    private func folder(_ pair: String, edit: (String) -> String = { $0 }) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let source = Fixtures.directory + "/XcodeMetadata/" + pair
        try FileManager.default.copyItem(atPath: source + "/Sources", toPath: folder.path + "/Sources")
        let export = try String(contentsOfFile: source + "/extract.actionsdata", encoding: .utf8)
        try folder.write(edit(export), to: "Product.app/Metadata.appintents/extract.actionsdata")
        return folder
    }

    private func verify(_ folder: ScratchFolder, module: String) throws -> ReportOutcome {
        var request = VerifyRequest(modules: .paths(["Sources"]), metadataPaths: ["Product.app"])
        request.wholeFile = true
        return try LintSession(LintSession.Settings(jobs: 2, folderModuleName: module, workingDirectory: folder.path)).verify(request)
    }

    @Test func xcodesOwnFileAgreesWholly() throws {
        let outcome = try verify(try folder("CodecMetadata"), module: "DuplicateTasks")
        #expect(outcome.exitStatus == 0)
        #expect(outcome.report?.content.findings.isEmpty == true)
        #expect(outcome.messages.map(\.text).contains(
            "note: Product.app/Metadata.appintents/extract.actionsdata: 375 of 375 fields agree with what the sources of `DuplicateTasks` give"))
    }

    /// Every whole pair, of every Xcode on record: `verify --whole-file` takes the Xcode that
    /// wrote the file from it, and finds no difference (the macOS ones laid out as a Mac app).
    @Test(arguments: XcodeMetadataPairTests.pairs.filter { $0.excerpt == nil })
    func everyPairAgreesWholly(pair: XcodeMetadataPairTests.Pair) throws {
        let folder = try ScratchFolder()
        let source = Fixtures.directory + "/XcodeMetadata/" + pair.folder
        try FileManager.default.copyItem(atPath: source + "/Sources", toPath: folder.path + "/Sources")
        let bundle = pair.platform == .macOS ? "Product.app/Contents/Resources" : "Product.app"
        try folder.write(try String(contentsOfFile: source + "/extract.actionsdata", encoding: .utf8), to: bundle + "/Metadata.appintents/extract.actionsdata")
        let outcome = try verify(folder, module: pair.module)
        #expect(outcome.exitStatus == 0)
        #expect(outcome.report?.content.findings.isEmpty == true, "\(outcome.report?.content.findings.map(\.message) ?? [])")
        #expect(outcome.messages.map(\.text).contains(
            "note: \(bundle)/Metadata.appintents/extract.actionsdata: \(pair.leafCount) of \(pair.leafCount) fields agree with what the sources of `\(pair.module)` give"),
            "\(outcome.messages.map(\.text))")
    }

    @Test func aChangedFieldIsAFindingAtItsPlace() throws {
        let edited = try folder("DuplicateTasks") { $0.replacingOccurrences(of: #""outputFlags":4"#, with: #""outputFlags":0"#)
            .replacingOccurrences(of: #""effectiveBundleIdentifiers":[],"fullyQualifiedTypeName":"DuplicateTasks.CompleteTaskIntent""#,
                                  with: #""effectiveBundleIdentifiers":["com.example.app"],"fullyQualifiedTypeName":"DuplicateTasks.CompleteTaskIntent""#) }
        let outcome = try verify(edited, module: "DuplicateTasks")
        #expect(outcome.exitStatus == 1)
        let findings = outcome.report?.content.findings ?? []
        #expect(findings.map(\.ruleIdentifier) == ["exported-field-differs"])
        #expect(findings.first?.message.hasPrefix("`actions.CompleteTaskIntent.outputFlags` is 0 in the export and 4 in what the sources of `DuplicateTasks` give") == true)
        let text = try String(contentsOfFile: edited.path + "/Product.app/Metadata.appintents/extract.actionsdata", encoding: .utf8)
        let column = text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: #""outputFlags":0"#)!.lowerBound.samePosition(in: text.utf8)!) + 15
        #expect(findings.first?.location == SourceLocation(line: 1, column: column))
        // The bundle identifiers are the build's to know: a note, not a finding.
        #expect(outcome.messages.map(\.text).contains { $0.contains("1 field only the build knows differ")
            && $0.contains("`actions.CompleteTaskIntent.effectiveBundleIdentifiers[0]`") })
    }
}

import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport
import IntentLintCore
import IntentLintTestSupport

/// One history, two ways: `diff --base` on a repository whose two commits are the outliner of
/// `Fixtures/History/Outline` (v1, then v2), and `diff` of the manifest folders that
/// `manifest --output-dir` writes from each version. Manifests carry what people read and say
/// (the strings tables' texts) and each case's raw value, so both give the same changes.
@Suite struct DiffHistoryTests {
    static let versions = Fixtures.directory + "/History/Outline"

    /// Copies a version of the outliner into `folder` (over what is there) and commits it.
    static func commit(_ version: String, in folder: ScratchFolder) throws {
        let root = URL(fileURLWithPath: versions + "/" + version)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where !file.hasDirectoryPath {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            try folder.write(try String(contentsOf: file, encoding: .utf8), to: relative)
        }
        try SessionSources.commitAll(in: folder, message: version)
    }

    /// What a reviewer compares: each change's identifier, level and subject, and its message
    /// without where a thing gone was (each way names its old version in its own terms).
    static func compared(_ outcome: ReportOutcome) -> [String] {
        (outcome.report?.content.findings ?? []).map { finding in
            let message = finding.message.range(of: " (it was at ").map { String(finding.message[..<$0.lowerBound]) } ?? finding.message
            return "\(finding.ruleIdentifier) \(finding.severity) \(finding.lineText ?? ""): \(message)"
        }.sorted()
    }

    @Test func diffOfTheManifestFoldersAgreesWithDiffOfTheHistory() throws {
        let folder = try ScratchFolder()
        try SessionSources.makeRepository(in: folder)
        try Self.commit("v1", in: folder)
        try FileManager.default.removeItem(atPath: folder.path + "/Sources/Outline/ExportOutline.swift")
        try Self.commit("v2", in: folder)
        let session = try SessionSources.session(in: folder)
        let history = try session.diff(DiffRequest(versions: .revisions(base: "HEAD~1", head: "HEAD", paths: ["."])))

        // Each version's manifests, written from the fixture's own folders.
        let manifests = try SessionSources.session(in: try ScratchFolder())
        for version in ["v1", "v2"] {
            let written = try manifests.manifests(ManifestRequest(modules: .paths([Self.versions + "/" + version]), selection: .eachModule))
            for manifest in written.manifests {
                try folder.write(manifest.contents, to: "manifests-\(version)/" + manifest.fileName)
            }
        }
        let folders = try session.diff(DiffRequest(versions: .given(old: "manifests-v1", new: "manifests-v2")))

        #expect(Self.compared(folders) == Self.compared(history))
        #expect(folders.exitStatus == 1 && history.exitStatus == 1)
        // What the history changed, and only that: titles turned into keys with the same text
        // change nothing people see (`AddOutline`'s and its parameters').
        #expect(Set((history.report?.content.findings ?? []).map(\.ruleIdentifier)) == [
            "parameter-removed", "enum-case-meaning-changed", "intent-removed", "app-shortcut-removed", "app-shortcut-added", "title-changed",
        ])
        #expect(!(history.report?.content.findings ?? []).contains { $0.message.contains("intent.title") || $0.message.contains("parameter.") })
        let meaning = try #require(history.report?.content.findings.first { $0.ruleIdentifier == "enum-case-meaning-changed" })
        #expect(meaning.message.hasPrefix("Raw value 1 of `Depth` was \"Deep\" (`deep`) and is now \"Medium\" (`medium`)"))
        // The intent gone with its file is shown at the App Shortcuts provider, which code review shows.
        let removal = try #require(history.report?.content.findings.first { $0.ruleIdentifier == "intent-removed" })
        #expect(removal.file == "Sources/Outline/OutlineShortcuts.swift")
        #expect(removal.message.hasSuffix("(it was at Sources/Outline/ExportOutline.swift:3 in HEAD~1)"))
    }
}

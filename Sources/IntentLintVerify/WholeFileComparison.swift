import IntentLintSupport
import IntentLintCore
import IntentLintMetadata

/// `verify --whole-file`: an exported `extract.actionsdata` compared leaf by leaf with the file
/// `lint-intents metadata` writes for its module (`MetadataLeafComparison`). Each leaf that
/// differs, or is on one side only, is an `exported-field-differs` finding at its place in the
/// metadata file; the fields only the build knows are named in a note instead.
package enum WholeFileComparison {
    package struct Result: Sendable {
        package var findings: [Finding] = []
        package var messages: [MetadataVerification.Message] = []
    }

    /// - Parameters:
    ///   - file: the metadata file as reports show it; `bytes` its contents.
    ///   - module: the module of the sources `document` was written for.
    package static func compare(file: String, bytes: [UInt8], with document: MetadataDocument, module: String) -> Result {
        var result = Result()
        guard let exported = try? LocatedJSON.parse(bytes) else { return result }
        let comparison = MetadataLeafComparison.compare(exported: exported, written: document.json)
        let lines = bytes.withUnsafeBufferPointer(LineTable.init)
        let check = VerifyCheck.exportedFieldDiffers
        var buildOnly: [String] = []
        for difference in comparison.differences {
            guard !difference.isBuildOnly else {
                buildOnly.append(difference.path)
                continue
            }
            let message: String
            switch difference.kind {
            case .differs:
                message = "`\(difference.path)` is \(shown(difference.exported)) in the export and \(shown(difference.written)) in what the " +
                    "sources of `\(module)` give: rebuild, or find the stale side"
            case .onlyInExport:
                message = "`\(difference.path)` (\(shown(difference.exported))) is in the export and not in what the sources of `\(module)` give: rebuild, or find the stale side"
            case .onlyFromSources:
                message = "`\(difference.path)` (\(shown(difference.written))) is missing from the export, though the sources of `\(module)` give it: rebuild, or find the stale side"
            }
            // A key of the export may hold a line break: the message stays one line.
            result.findings.append(Finding(ruleIdentifier: check.identifier, severity: check.severity, message: QuotedText.singleLine(message), file: file,
                                           location: lines.location(ofOffset: Int32(clamping: difference.offset)),
                                           lineText: "verify \(module) \(difference.path)"))
        }
        result.messages.append(.init(isWarning: false, text: "note: \(file): \(comparison.agreeingCount) of \(comparison.leafCount) fields agree with what the sources of `\(module)` give"))
        if !buildOnly.isEmpty {
            let listing = QuotedText.singleLine(buildOnly.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (buildOnly.count > 4 ? " and \(buildOnly.count - 4) more" : ""))
            result.messages.append(.init(isWarning: false,
                text: "note: \(file): \(buildOnly.count) field\(buildOnly.count == 1 ? "" : "s") only the build knows differ, and are not reported: \(listing)"))
        }
        if !document.problems.isEmpty {
            result.messages.append(.init(isWarning: false,
                text: "note: \(file): lint-intents cannot write every field of `\(module)` as Xcode does ('lint-intents metadata' says which), so those fields may differ"))
        }
        return result
    }

    private static func shown(_ value: String?) -> String {
        QuotedText.singleLine(value.map { $0.count > 80 ? String($0.prefix(80)) + "…" : $0 } ?? "nothing")
    }
}

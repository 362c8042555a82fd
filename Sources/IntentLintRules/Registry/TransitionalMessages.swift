import IntentLintSupport
import IntentLintSyntax
import IntentLintManifest
import IntentLintCore

// TRANSITION: the string forms rules used before their messages were factories; deleted once
// every rule declares its own.
extension Rule {
    func finding(_ message: String, at reference: SourceReference, severity: Severity? = nil, related: [RelatedLocation] = [],
                 fix: Fix? = nil) -> Finding {
        finding(FindingMessage(message), at: reference, severity: severity, related: related, fix: fix)
    }
}

extension AppRule {
    func finding(_ message: String, at place: (file: String, location: SourceLocation), severity: Severity? = nil,
                 related: [RelatedLocation] = []) -> Finding {
        finding(FindingMessage(message), at: place, severity: severity, related: related)
    }
}

extension ExpectedFinding {
    package static func error(_ words: String) -> ExpectedFinding {
        var expected = ExpectedFinding(.error, message: FindingMessage(words))
        expected.wordsOnly = true
        return expected
    }

    package static func warning(_ words: String) -> ExpectedFinding {
        var expected = ExpectedFinding(.warning, message: FindingMessage(words))
        expected.wordsOnly = true
        return expected
    }
}

@testable import IntentLintRules
@testable import IntentLintSyntax

/// A file's facts as a lint's scan gathers them, for the tests of what each fact says.
extension FileFact {
    /// What the scan gathers of `bytes` for this fact (its empty value where none of its interests reads the file).
    func gathered(from bytes: [UInt8]) -> Value? {
        DeclarationScanner.scan(bytes, path: "A.swift", metadata: .appIntents, codeBodies: .rules).fact(self)
    }
}

extension IdentifierProvenance {
    static func facts(in bytes: [UInt8]) -> IdentifierFacts {
        FileFact.identifierFacts.gathered(from: bytes) ?? IdentifierFacts()
    }

    static func sites(in bytes: [UInt8]) -> [IdentifierSite] {
        facts(in: bytes).sites
    }
}

extension IntentHandlerCall {
    static func calls(in bytes: [UInt8]) -> [IntentHandlerCall] {
        FileFact.intentHandlers.gathered(from: bytes) ?? []
    }
}

extension DependencyRegistrations {
    static func registrations(in bytes: [UInt8]) -> [Registration] {
        FileFact.dependencyRegistrations.gathered(from: bytes) ?? []
    }
}

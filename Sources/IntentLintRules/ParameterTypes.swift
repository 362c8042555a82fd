import IntentLintManifest

extension TypeIndex {
    /// The module's type (its qualified name) that an intent's parameter declared `written`
    /// holds: optionality unwrapped (`Soup?`, `Optional<Soup>`), an array's element when
    /// `throughArrays` (else nil for an array), typealiases followed as the intent sees them; nil
    /// when the module declares no such type.
    func typeOfParameter(_ written: String, of intent: String, throughArrays: Bool) -> String? {
        var type = PhraseParameterTypeRule.unwrappingOptional(written)
        if let element = PhraseParameterTypeRule.arrayElement(type) {
            guard throughArrays else { return nil }
            type = PhraseParameterTypeRule.unwrappingOptional(element)
        }
        return lookUp(resolvingTypealiases(TypeIndex.baseName(type, keepingDots: true), in: intent), from: intent)
    }
}

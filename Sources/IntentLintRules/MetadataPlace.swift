import IntentLintManifest

extension TypeIndex {
    /// Where a type member's metadata value is written: its initializer (`= "Open Trail"`), or
    /// the member itself when it is computed; nil when the type does not declare it.
    func valuePlace(of property: MetadataProperty, in typeName: String) -> SourceReference? {
        guard let entry = entry(typeName), let (declared, file) = entry.property(property.name, isStatic: true) else { return nil }
        if let initializer = declared.initializer { return SourceReference(file: file, location: initializer.expression.location) }
        return SourceReference(file: file, location: declared.location)
    }
}

extension LintContext {
    /// `TypeIndex.valuePlace(of:in:)` in the module's index.
    func valuePlace(of property: MetadataProperty, in typeName: String) -> SourceReference? {
        index.valuePlace(of: property, in: typeName)
    }
}

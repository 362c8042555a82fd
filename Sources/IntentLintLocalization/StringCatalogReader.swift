import IntentLintSupport

/// Reads a string catalog (`.xcstrings`), the JSON Xcode writes:
/// `{"sourceLanguage": "en", "strings": {KEY: {"localizations": {LANGUAGE: UNIT}}}, "version": "1.0"}`,
/// where a UNIT holds `"stringUnit": {"state": …, "value": TEXT}`, or for App Shortcut phrases
/// `"stringSet": {"state": …, "values": [TEXT, …]}` (several phrases for one key), or
/// `"variations": {"plural" | "device" | …: {CASE: UNIT}}`.
///
/// Only the members read here must have the right kind; anything else a catalog holds
/// (comments, extraction states, substitutions) is left alone.
enum StringCatalogReader {
    static func read(_ text: [UInt8]) -> Result<LocalizedStringTable, LocalizationSyntaxError> {
        let lines = text.withUnsafeBufferPointer(LineTable.init)
        func location(_ offset: Int) -> SourceLocation {
            lines.location(ofOffset: Int32(truncatingIfNeeded: min(offset, text.count)))
        }
        let document: LocatedJSON
        do {
            document = try LocatedJSON.parse(text)
        } catch {
            return .failure(LocalizationSyntaxError(reason: "invalid JSON: \(error.reason)", location: location(error.offset)))
        }
        do throws(CatalogShapeError) {
            guard document.members != nil else { throw CatalogShapeError("a string catalog is a JSON object, not \(document.kindDescription)", document) }
            guard let strings = document.member("strings") else { return .success(LocalizedStringTable(entries: [])) }
            guard let members = strings.members else { throw CatalogShapeError("'strings' must be an object, not \(strings.kindDescription)", strings) }
            var entries: [LocalizedStringTable.Entry] = []
            for member in members {
                guard member.value.members != nil else {
                    throw CatalogShapeError("the entry of \(QuotedText.quoted(member.key)) must be an object, not \(member.value.kindDescription)", member.value)
                }
                var values: [(text: String, offset: Int, language: String)] = []
                if let localizations = member.value.member("localizations") {
                    guard let languages = localizations.members else {
                        throw CatalogShapeError("'localizations' of \(QuotedText.quoted(member.key)) must be an object", localizations)
                    }
                    for language in languages {
                        try collect(language.value, key: member.key, language: language.key, into: &values)
                    }
                }
                entries.append(LocalizedStringTable.Entry(
                    key: member.key, keyLocation: location(member.keyOffset),
                    values: values.map { LocalizedStringTable.Value(text: $0.text, location: location($0.offset), language: $0.language) }))
            }
            return .success(LocalizedStringTable(entries: entries, sourceLanguage: document.member("sourceLanguage")?.string))
        } catch {
            return .failure(LocalizationSyntaxError(reason: error.reason, location: location(error.offset)))
        }
    }

    /// A member of the wrong kind, at the offset of its value.
    private struct CatalogShapeError: Error {
        var reason: String
        var offset: Int

        init(_ reason: String, _ node: LocatedJSON) {
            self.reason = reason
            offset = node.offset
        }
    }

    /// The texts of one localization: its string unit, its string set, and its variations,
    /// each of which is a localization again (nested no deeper than the JSON is).
    private static func collect(_ unit: LocatedJSON, key: String, language: String,
                                into values: inout [(text: String, offset: Int, language: String)]) throws(CatalogShapeError) {
        let owner = "\(QuotedText.quoted(key)) in \(QuotedText.quoted(language))"
        guard unit.members != nil else { throw CatalogShapeError("each localization (or variation) of \(owner) must be an object, not \(unit.kindDescription)", unit) }
        if let stringUnit = unit.member("stringUnit") {
            guard stringUnit.members != nil else { throw CatalogShapeError("'stringUnit' of \(owner) must be an object", stringUnit) }
            if let value = stringUnit.member("value") {
                guard let text = value.string else { throw CatalogShapeError("'value' of \(owner) must be a string, not \(value.kindDescription)", value) }
                values.append((text, value.offset, language))
            }
        }
        if let stringSet = unit.member("stringSet") {
            guard stringSet.members != nil else { throw CatalogShapeError("'stringSet' of \(owner) must be an object", stringSet) }
            if let list = stringSet.member("values") {
                guard case .array(let elements) = list.kind else {
                    throw CatalogShapeError("'values' of \(owner) must be an array of strings, not \(list.kindDescription)", list)
                }
                for element in elements {
                    guard let text = element.string else { throw CatalogShapeError("'values' of \(owner) must hold strings only", element) }
                    values.append((text, element.offset, language))
                }
            }
        }
        if let variations = unit.member("variations") {
            guard let kinds = variations.members else { throw CatalogShapeError("'variations' of \(owner) must be an object", variations) }
            for kind in kinds {
                guard let cases = kind.value.members else {
                    throw CatalogShapeError("the '\(kind.key)' variations of \(owner) must be an object", kind.value)
                }
                for variation in cases {
                    try collect(variation.value, key: key, language: language, into: &values)
                }
            }
        }
    }
}

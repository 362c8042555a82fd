import IntentLintSupport

/// Reads an `extract.actionsdata` file, the JSON Xcode's `appintentsmetadataprocessor` writes
/// into `Metadata.appintents`, into `ExportedMetadata`. Apple does not document the format and
/// it changes with Xcode, so the reader is lenient about everything but the JSON itself: fields
/// it does not know are ignored, a field of an unexpected shape is treated as absent, and the
/// collections may be objects keyed by name (as Xcode writes `actions`) or arrays of records
/// (as it writes `enums`). Each record keeps its byte offset as a line and column.
package enum ExportedMetadataReader {
    /// The collections of a metadata file; a JSON object with none of them is not one.
    static let collectionKeys = ["actions", "entities", "enums", "queries", "autoShortcuts"]

    /// - Parameters:
    ///   - path: the file as reports show it, for places and errors.
    ///   - bundleName: the bundle it was found in, if any.
    /// - Throws: a one-line error naming `path` when the bytes are not JSON, or not a metadata file.
    package static func read(_ bytes: [UInt8], path: String, bundleName: String? = nil) throws(InputError) -> ExportedMetadata {
        let lines = bytes.withUnsafeBufferPointer(LineTable.init)
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(bytes)
        } catch {
            let place = lines.location(ofOffset: Int32(clamping: error.offset))
            throw InputError("\(path): invalid JSON at line \(place.line), column \(place.column): \(error.reason)")
        }
        guard root.members != nil else {
            throw InputError("\(path): not App Intents metadata (extract.actionsdata): the file holds \(root.kindDescription), not an object")
        }
        guard collectionKeys.contains(where: { root.member($0) != nil }) else {
            throw InputError("\(path): not App Intents metadata (extract.actionsdata): it has none of \(collectionKeys.map { "'\($0)'" }.joined(separator: ", "))")
        }
        let reader = Reader(lines: lines)
        var metadata = ExportedMetadata(file: path, bundleName: bundleName)
        metadata.generator = root.member("generator")?.member("version")?.string
        metadata.actions = records(root.member("actions")).map { reader.action($0.value, key: $0.key) }
        metadata.entities = records(root.member("entities")).map { reader.entity($0.value, key: $0.key) }
        metadata.enums = records(root.member("enums")).map { reader.appEnum($0.value, key: $0.key) }
        metadata.queries = records(root.member("queries")).map { reader.query($0.value, key: $0.key) }
        metadata.autoShortcuts = records(root.member("autoShortcuts")).compactMap { reader.appShortcut($0.value) }
        metadata.shortcutsProviderModule = root.member("autoShortcutProviderMangledName")?.string.flatMap(moduleOfMangledName)
        if let phrases = root.member("negativePhrases"), case .array(let elements) = phrases.kind {
            // `{"phrase": {"key": …}}`, or the localized string itself.
            metadata.negativePhrases = elements.compactMap { element in
                reader.text(element.member("phrase") ?? element).map { ($0, reader.place(element)) }
            }
        }
        return metadata
    }

    /// The records of a collection with the key each is stored under, in the file's order:
    /// an object's members, or an array's objects (which have no key).
    private static func records(_ collection: LocatedJSON?) -> [(key: String?, value: LocatedJSON)] {
        switch collection?.kind {
        case .object(let members)?:
            return members.filter { $0.value.members != nil }.map { ($0.key, $0.value) }
        case .array(let elements)?:
            return elements.filter { $0.members != nil }.map { (nil, $0) }
        default:
            return []
        }
    }

    /// `10VoiceMemos21RecordingAppShortcutsV` → `VoiceMemos`: a mangled name starts with its
    /// module's name, preceded by its length.
    static func moduleOfMangledName(_ mangled: String) -> String? {
        var bytes = Substring(mangled).utf8.drop { !(UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) }
        var length = 0
        while let digit = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) {
            length = length * 10 + Int(digit - UInt8(ascii: "0"))
            guard length <= 1000 else { return nil }
            bytes = bytes.dropFirst()
        }
        guard length > 0, bytes.count >= length else { return nil }
        return String(decoding: bytes.prefix(length), as: UTF8.self)
    }

    /// `Weather.OpenMoonIntent` → (`Weather`, `OpenMoonIntent`); a name with no module is nil.
    static func splitQualifiedName(_ name: String?) -> (module: String, name: String)? {
        guard let name, let dot = name.firstIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return nil }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// Reads the records of one file.
    private struct Reader {
        let lines: LineTable

        func place(_ value: LocatedJSON) -> ExportedMetadata.Place {
            lines.location(ofOffset: Int32(clamping: value.offset))
        }

        /// A localized string (`{"key": …, "alternatives": []}`), or a plain string.
        func text(_ value: LocatedJSON?) -> String? {
            value?.member("key")?.string ?? value?.string
        }

        func bool(_ value: LocatedJSON?) -> Bool? {
            if case .boolean(let flag)? = value?.kind { return flag }
            // Some fields are written as 0/1.
            if case .number(let text)? = value?.kind, let number = Int(text), number == 0 || number == 1 { return number == 1 }
            return nil
        }

        func integer(_ value: LocatedJSON?) -> Int? {
            if case .number(let text)? = value?.kind { return Int(text) }
            return nil
        }

        /// The module and the name within it: from the fully qualified name, else the key or
        /// identifier without a module.
        func identity(_ record: LocatedJSON, qualifiedKey: String, key: String?, identifierKeys: [String]) -> (module: String?, name: String) {
            if let qualified = ExportedMetadataReader.splitQualifiedName(record.member(qualifiedKey)?.string) {
                return (qualified.module, qualified.name)
            }
            let name = identifierKeys.lazy.compactMap { record.member($0)?.string }.first ?? key ?? "?"
            return (nil, name)
        }

        func action(_ record: LocatedJSON, key: String?) -> ExportedMetadata.Action {
            let identity = identity(record, qualifiedKey: "fullyQualifiedTypeName", key: key, identifierKeys: ["identifier"])
            var parameters: [ExportedMetadata.Parameter] = []
            if case .array(let elements)? = record.member("parameters")?.kind {
                parameters = elements.compactMap(parameter)
            }
            return ExportedMetadata.Action(
                name: identity.name, module: identity.module,
                title: text(record.member("title")),
                description: text(record.member("descriptionMetadata")?.member("descriptionText")),
                parameters: parameters,
                openAppWhenRun: bool(record.member("openAppWhenRun")),
                isDiscoverable: bool(record.member("isDiscoverable")) ?? bool(record.member("visibilityMetadata")?.member("isDiscoverable")),
                summaryFormat: record.member("actionConfiguration")?.member("actionSummary")?.member("wrapper")?
                    .member("summaryString")?.member("formatString")?.string,
                place: place(record))
        }

        private func parameter(_ record: LocatedJSON) -> ExportedMetadata.Parameter? {
            guard let name = record.member("name")?.string else { return nil }
            let typeSpecific = record.member("typeSpecificMetadata")
            return ExportedMetadata.Parameter(
                name: name, title: text(record.member("title")), isOptional: bool(record.member("isOptional")),
                valueType: record.member("valueType").flatMap { valueType($0, depth: 0) },
                defaultValue: typeSpecific.flatMap(defaultValue),
                hasTypeSpecificMetadata: typeSpecific != nil,
                place: place(record))
        }

        /// The tagged union `{"<kind>": {"wrapper": …}}`.
        func valueType(_ value: LocatedJSON, depth: Int) -> ExportedMetadata.ValueType? {
            guard let members = value.members, let tagged = members.first, depth < 50 else { return nil }
            let wrapper = tagged.value.member("wrapper") ?? tagged.value
            switch tagged.key {
            case "primitive":
                return integer(wrapper.member("typeIdentifier")).map { .primitive($0) }
            case "entity":
                return wrapper.member("typeName")?.string.map { .entity($0) }
            case "linkEnumeration":
                return wrapper.member("identifier")?.string.map { .enumeration($0) }
            case "array":
                return wrapper.member("memberValueType").flatMap { valueType($0, depth: depth + 1) }.map { .array($0) }
            case "intents":
                return integer(wrapper.member("typeIdentifier")).map { .intents($0) }
            default:
                return .other(tagged.key)
            }
        }

        /// `["LNValueTypeSpecificMetadataKeyDefaultValue", {"string": {"wrapper": "top"}}, …]`:
        /// keys and values alternate.
        private func defaultValue(_ typeSpecific: LocatedJSON) -> ExportedMetadata.DefaultValue? {
            guard case .array(let elements) = typeSpecific.kind else { return nil }
            var index = 0
            while index + 1 < elements.count {
                defer { index += 2 }
                guard elements[index].string == "LNValueTypeSpecificMetadataKeyDefaultValue",
                      let tagged = elements[index + 1].members?.first else { continue }
                let wrapped = tagged.value.member("wrapper") ?? tagged.value
                switch (tagged.key, wrapped.kind) {
                case ("string", .string(let text)): return .string(text)
                case ("int", .number(let text)): return Int(text).map { .integer($0) } ?? Double(text).map { .double($0) } ?? .other
                case ("double", .number(let text)): return Double(text).map { .double($0) } ?? .other
                case ("bool", .boolean(let flag)): return .bool(flag)
                default: return .other
                }
            }
            return nil
        }

        func entity(_ record: LocatedJSON, key: String?) -> ExportedMetadata.Entity {
            let identity = identity(record, qualifiedKey: "fullyQualifiedTypeName", key: key, identifierKeys: ["typeName", "identifier"])
            var properties: [ExportedMetadata.Property] = []
            if case .array(let elements)? = record.member("properties")?.kind {
                properties = elements.compactMap { property in
                    guard let identifier = property.member("identifier")?.string else { return nil }
                    return ExportedMetadata.Property(identifier: identifier, title: text(property.member("title")), place: place(property))
                }
            }
            let defaultQuery = record.member("defaultQueryIdentifier")?.string
            return ExportedMetadata.Entity(
                name: identity.name, module: identity.module,
                displayName: text(record.member("displayTypeName")),
                defaultQuery: ExportedMetadataReader.splitQualifiedName(defaultQuery)?.name ?? defaultQuery,
                properties: properties, place: place(record))
        }

        func appEnum(_ record: LocatedJSON, key: String?) -> ExportedMetadata.AppEnum {
            let identity = identity(record, qualifiedKey: "fullyQualifiedTypeName", key: key, identifierKeys: ["identifier"])
            var cases: [ExportedMetadata.EnumCase] = []
            if case .array(let elements)? = record.member("cases")?.kind {
                cases = elements.compactMap { enumCase in
                    guard let identifier = enumCase.member("identifier")?.string ?? integer(enumCase.member("identifier")).map(String.init) else { return nil }
                    return ExportedMetadata.EnumCase(identifier: identifier, title: text(enumCase.member("displayRepresentation")?.member("title")),
                                                     place: place(enumCase))
                }
            }
            return ExportedMetadata.AppEnum(name: identity.name, module: identity.module, displayName: text(record.member("displayTypeName")),
                                            cases: cases, place: place(record))
        }

        func query(_ record: LocatedJSON, key: String?) -> ExportedMetadata.Query {
            let identity = identity(record, qualifiedKey: "fullyQualifiedIdentifier", key: key, identifierKeys: ["identifier", "queryType"])
            let entityType = record.member("entityType")?.string
            return ExportedMetadata.Query(name: identity.name, module: identity.module,
                                          entityType: ExportedMetadataReader.splitQualifiedName(entityType)?.name ?? entityType,
                                          place: place(record))
        }

        func appShortcut(_ record: LocatedJSON) -> ExportedMetadata.AppShortcut? {
            guard let action = record.member("actionIdentifier")?.string else { return nil }
            var phrases: [(text: String, place: ExportedMetadata.Place)] = []
            if case .array(let elements)? = record.member("phraseTemplates")?.kind {
                phrases = elements.compactMap { element in text(element).map { ($0, place(element)) } }
            }
            return ExportedMetadata.AppShortcut(actionIdentifier: action, phrases: phrases, shortTitle: text(record.member("shortTitle")),
                                                systemImageName: record.member("systemImageName")?.string, place: place(record))
        }
    }
}

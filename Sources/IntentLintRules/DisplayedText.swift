import IntentLintManifest

/// A constant string of the manifest that people see or hear: what it is, whose, and where it
/// is written. Read by the rules about what those strings say.
struct DisplayedText {
    enum Role {
        case intentTitle, intentDescription, parameterTitle, parameterDescription, dialog, typeName, propertyTitle,
             caseTitle, caseSubtitle, shortTitle, phrase
    }

    var text: LocalizedString
    var role: Role
    /// `The title of `OpenTrailIntent``, for messages.
    var subject: String
    var place: SourceReference

    /// Every constant one of the module, in a stable order.
    static func all(in context: LintContext) -> [DisplayedText] {
        var found: [DisplayedText] = []
        func add(_ value: Evaluated<LocalizedString>?, _ role: Role, _ subject: @autoclosure () -> String,
                 _ place: @autoclosure () -> SourceReference) {
            if let text = value?.constantValue { found.append(DisplayedText(text: text, role: role, subject: subject(), place: place())) }
        }
        for action in context.manifest.actions.values.sorted(by: { $0.identifier < $1.identifier }) {
            let name = "`\(action.identifier)`"
            add(action.title, .intentTitle, "The title of \(name)", context.valuePlace(of: .intentTitle, in: action.identifier) ?? action.location)
            add(action.description, .intentDescription, "The description of \(name)",
                context.valuePlace(of: .intentDescription, in: action.identifier) ?? action.location)
            for parameter in action.parameters {
                let owner = "parameter `\(parameter.name)` of \(name)"
                add(parameter.title, .parameterTitle, "The title of \(owner)", parameter.location)
                add(parameter.description, .parameterDescription, "The description of \(owner)", parameter.location)
                add(parameter.requestValueDialog, .dialog, "The `requestValueDialog` of \(owner)", parameter.location)
            }
        }
        for entity in context.manifest.entities.values.sorted(by: { $0.identifier < $1.identifier }) {
            add(entity.typeDisplayRepresentation?.constantValue.map { .constant($0.title) }, .typeName, "The name of `\(entity.identifier)`",
                context.valuePlace(of: .entityTypeDisplayRepresentation, in: entity.identifier) ?? entity.location)
            for property in entity.properties {
                add(property.title, .propertyTitle, "The title of property `\(property.name)` of `\(entity.identifier)`", property.location)
            }
        }
        for appEnum in context.manifest.enums {
            add(appEnum.typeDisplayRepresentation?.constantValue.map { .constant($0.title) }, .typeName, "The name of `\(appEnum.identifier)`",
                context.valuePlace(of: .enumTypeDisplayRepresentation, in: appEnum.identifier) ?? appEnum.location)
            for enumCase in appEnum.cases {
                guard let representation = enumCase.displayRepresentation?.constantValue else { continue }
                let place = appEnum.caseDisplayRepresentationKeys.first { $0.name == enumCase.name }?.location ?? enumCase.location
                let owner = "case `\(enumCase.name)` of `\(appEnum.identifier)`"
                add(.constant(representation.title), .caseTitle, "The title of \(owner)", place)
                add(representation.subtitle.map { .constant($0) }, .caseSubtitle, "The subtitle of \(owner)", place)
            }
        }
        for shortcut in context.manifest.autoShortcuts {
            let owner = "the App Shortcut for `\(shortcut.actionIdentifier ?? "?")`"
            add(shortcut.shortTitle, .shortTitle, "The `shortTitle` of \(owner)", shortcut.location)
            for phrase in shortcut.readablePhrases {
                found.append(DisplayedText(text: phrase.text, role: .phrase, subject: "A phrase of \(owner)", place: phrase.location))
            }
        }
        return found
    }
}

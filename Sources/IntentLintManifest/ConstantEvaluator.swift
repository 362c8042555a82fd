
import IntentLintSupport
import IntentLintSyntax

/// Reads metadata values from expressions the way the compiler's const-value extraction
/// does: literals, interpolated literals whose parts are constant, initializer calls with
/// constant arguments, enum cases and key paths are constant; function calls, references
/// to other properties and anything computed are not, and say why.
struct ConstantEvaluator {
    /// The file the expression is in, relative to the scanned root.
    let file: String
    /// The source of the value, for quoting it.
    let source: SourceSnippet

    /// What a metadata value is expected to be; it decides how `.name` reads (an enum
    /// case in an enum-typed value, a static member otherwise).
    enum Context {
        case string, enumeration
    }

    // MARK: - Non-constant parts

    /// The first part of `expression` that is not a compile-time constant, with the
    /// compiler's value kind and a reason; nil when it is all constant.
    func firstNonConstantPart(_ expression: Expression, context: Context) -> (part: Expression, valueKind: String, reason: String)? {
        switch expression.kind {
        case .stringLiteral(let literal):
            for segment in literal.segments {
                guard case .interpolation(let arguments, _, _) = segment else { continue }
                // `\(.applicationName)`, `\(placeholder: .int)`: the interpolation's own enum cases.
                for argument in arguments where !argument.value.isImplicitMember {
                    if let culprit = firstNonConstantPart(argument.value, context: .string) {
                        let why = culprit.valueKind == "Runtime" ? "which is only known at run time" : "which \(culprit.reason)"
                        return (culprit.part, "InterpolatedStringLiteral", "interpolates `\(shown(argument.value))`, \(why)")
                    }
                }
            }
            return nil
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .keyPath:
            return nil
        case .identifier(let name):
            return (expression, "Runtime", "refers to `\(name)`, which is only known at run time")
        case .implicitMember(let name):
            if context == .enumeration { return nil }
            return (expression, "MemberReference", "refers to the static member `.\(name)` instead of spelling out the value")
        case .member(let base, let name):
            if name == "self" { return nil }
            if isTypeName(base) {
                if context == .enumeration { return nil }
                return (expression, "MemberReference", "refers to the static property `\(shown(expression))`")
            }
            return (expression, "Runtime", "reads `\(shown(expression))`, which is only known at run time")
        case .call(let callee, let arguments):
            // `= { … }()`: the compiler records an immediately applied closure as Runtime.
            if case .closure = callee.kind {
                return (expression, "Runtime", "is computed by a closure, which runs only at run time")
            }
            switch calleeKind(callee, context: context) {
            case .initializer, .enumCase:
                for argument in arguments where !ConstantEvaluator.ignoredArgumentLabels.contains(argument.label ?? "") {
                    if let culprit = firstNonConstantPart(argument.value, context: context == .enumeration ? .enumeration : .string) {
                        return culprit
                    }
                }
                return nil
            case .function:
                return (expression, "FunctionCall", "calls the function `\(shown(expression))`")
            case .method:
                return (expression, "StaticFunctionCall", "calls `\(shown(expression))`")
            case .runtime:
                return (expression, "Runtime", "calls `\(shown(expression))`, which runs only at run time")
            }
        case .array(let elements):
            for element in elements {
                if let culprit = firstNonConstantPart(element, context: context) { return culprit }
            }
            return nil
        case .dictionary(let elements):
            for element in elements {
                if let culprit = firstNonConstantPart(element.key, context: .enumeration) ?? firstNonConstantPart(element.value, context: context) {
                    return culprit
                }
            }
            return nil
        case .tuple(let elements):
            for element in elements {
                if let culprit = firstNonConstantPart(element.value, context: context) { return culprit }
            }
            return nil
        case .prefixOperator(let symbol, let operand):
            if symbol == "-", case .integerLiteral = operand.kind { return nil }
            if symbol == "-", case .floatLiteral = operand.kind { return nil }
            return (expression, "Runtime", "applies the operator `\(symbol)`")
        case .closure:
            return (expression, "Runtime", "is a closure, which runs only at run time")
        case .unsupported(let what):
            return (expression, "Runtime", "is computed with \(what)")
        }
    }

    /// Arguments that say where to look a string up, not what it is.
    static let ignoredArgumentLabels: Set<String> = ["bundle", "locale"]

    /// `method` is a method of a type or a value; `runtime` a call of anything else.
    private enum CalleeKind {
        case initializer, enumCase, function, method, runtime
    }

    /// `Type(…)`, `Type.init(…)` and `.init(…)` are initializer calls; `.case(…)` in an
    /// enum-typed value is an enum case with associated values. Any method call, on a type
    /// or a value (`Titles.make()`, `name.lowercased()`, `allCases.map { … }`), is what the
    /// compiler (Swift 6.3) records as a static function call; a call of anything else, such
    /// as a call's result, is only known at run time.
    private func calleeKind(_ callee: Expression, context: Context) -> CalleeKind {
        switch callee.kind {
        case .identifier:
            return isTypeName(callee) ? .initializer : .function
        case .implicitMember(let name):
            if name == "init" { return .initializer }
            return context == .enumeration ? .enumCase : .method
        case .member(_, let name):
            if name == "init" || isTypeName(callee) { return .initializer }
            return .method
        default:
            return .runtime
        }
    }

    /// Whether an expression names a type: an uppercase name, possibly module-qualified
    /// or generic (`AppShortcutPhrase<OrderIntent>`).
    func isTypeName(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier(let name):
            return name.first?.isUppercase == true
        case .member(let base, let name):
            return name.first?.isUppercase == true && (isTypeName(base) || base.calleeName?.first?.isLowercase == true)
        default:
            return false
        }
    }

    func text(_ expression: Expression) -> String {
        source.text(of: expression.range)
    }

    /// An expression as a message quotes it: on one line, cut to a readable length.
    func shown(_ expression: Expression) -> String {
        QuotedText.code(text(expression))
    }

    func nonConstant(_ whole: Expression, _ culprit: (part: Expression, valueKind: String, reason: String)) -> NonConstantValue {
        NonConstantValue(expression: text(whole), valueKind: culprit.valueKind, reason: culprit.reason,
                         location: SourceReference(file: file, location: culprit.part.location))
    }

    func nonConstant(_ whole: Expression, valueKind: String, reason: String) -> NonConstantValue {
        nonConstant(whole, (whole, valueKind, reason))
    }

    // MARK: - Typed readers

    /// A `LocalizedStringResource`, `IntentDescription` or `IntentDialog`: a literal, or an
    /// initializer whose key and options are literals.
    /// A string that may be left out: `nil` is a constant too (the compiler's `NilLiteral`),
    /// and means there is none.
    func optionalLocalizedString(_ expression: Expression) -> Evaluated<LocalizedString>? {
        if case .nilLiteral = expression.kind { return nil }
        return localizedString(expression)
    }

    func localizedString(_ expression: Expression) -> Evaluated<LocalizedString> {
        if let culprit = firstNonConstantPart(expression, context: .string) {
            return .nonConstant(nonConstant(expression, culprit))
        }
        switch expression.kind {
        case .stringLiteral(let literal):
            return .constant(LocalizedString(key: plainText(literal)))
        case .call(let callee, let arguments):
            // A string type's initializer resolves the key at run time: `String(localized:)`.
            if let name = callee.calleeName, ConstantEvaluator.runtimeStringTypes.contains(name) {
                return .nonConstant(nonConstant(expression, valueKind: "InitCall",
                    reason: "builds a `\(shown(callee))` at run time, where the build reads only string literals and `LocalizedStringResource` initializers"))
            }
            let keyArgument = arguments.first { $0.label == nil || $0.label == "stringLiteral" || $0.label == "full" || $0.label == "localized" }
            // `IntentDescription(LocalizedStringResource("KEY", table: "T"))`: the inner resource is the string.
            if let keyArgument, case .call = keyArgument.value.kind {
                return localizedString(keyArgument.value)
            }
            guard let keyArgument, case .stringLiteral(let key) = keyArgument.value.kind else {
                return .nonConstant(nonConstant(expression, valueKind: "InitCall", reason: "does not give the string's key as a literal"))
            }
            func literalArgument(_ label: String) -> String? {
                guard let value = arguments.first(where: { $0.label == label })?.value, case .stringLiteral(let literal) = value.kind else { return nil }
                return plainText(literal)
            }
            return .constant(LocalizedString(key: plainText(key), table: literalArgument("table"),
                                             comment: literalArgument("comment"), defaultValue: literalArgument("defaultValue"),
                                             bundle: arguments.first { $0.label == "bundle" }.map { shown($0.value) }))
        default:
            return .nonConstant(nonConstant(expression, valueKind: "Runtime", reason: "is not a string literal or a `LocalizedStringResource` initializer"))
        }
    }

    /// Types whose initializers produce finished text, losing the key the build reads.
    static let runtimeStringTypes: Set<String> = ["String", "Substring", "NSString", "AttributedString", "NSAttributedString"]

    /// A plain string literal without interpolation (a system image name).
    func plainString(_ expression: Expression) -> Evaluated<String> {
        if case .stringLiteral(let literal) = expression.kind,
           literal.segments.allSatisfy({ if case .text = $0 { return true } else { return false } }) {
            return .constant(plainText(literal))
        }
        if let culprit = firstNonConstantPart(expression, context: .string) {
            return .nonConstant(nonConstant(expression, culprit))
        }
        return .nonConstant(nonConstant(expression, valueKind: "Runtime", reason: "is not a string literal"))
    }

    func bool(_ expression: Expression) -> Evaluated<Bool> {
        if case .booleanLiteral(let value) = expression.kind { return .constant(value) }
        // `Bool` has no cases: `Settings.openApp` is a static property, as in a string.
        let culprit = firstNonConstantPart(expression, context: .string)
            ?? (expression, "Runtime", "is not `true` or `false`")
        return .nonConstant(nonConstant(expression, culprit))
    }

    /// An enum case: `.requiresAuthentication`, `ShortcutTileColor.navy`, `.foreground(.dynamic)`.
    func enumCase(_ expression: Expression) -> Evaluated<String> {
        if let culprit = firstNonConstantPart(expression, context: .enumeration) {
            return .nonConstant(nonConstant(expression, culprit))
        }
        if let name = ConstantEvaluator.caseName(expression) { return .constant(name) }
        return .nonConstant(nonConstant(expression, valueKind: "Runtime", reason: "is not an enum case"))
    }

    /// An option set or array of enum cases: `.background`, `[.background, .foreground(.dynamic)]`.
    func enumCases(_ expression: Expression) -> Evaluated<[String]> {
        if case .array(let elements) = expression.kind {
            var names: [String] = []
            for element in elements {
                switch enumCase(element) {
                case .constant(let name): names.append(name)
                case .nonConstant(let value): return .nonConstant(NonConstantValue(expression: text(expression), valueKind: value.valueKind, reason: value.reason, location: value.location))
                }
            }
            return .constant(names)
        }
        return enumCase(expression).map { [$0] }
    }

    /// `small`, `Size.small`, `foreground(dynamic)`.
    static func caseName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .implicitMember(let name):
            return name
        case .member(_, let name):
            return name
        case .call(let callee, let arguments):
            guard let name = caseName(callee) else { return nil }
            let rendered = arguments.map { argument -> String in
                let value = caseName(argument.value) ?? "…"
                return argument.label.map { "\($0): \(value)" } ?? value
            }
            return "\(name)(\(rendered.joined(separator: ", ")))"
        default:
            return nil
        }
    }

    /// A parameter default or a comparison value.
    func typedConstant(_ expression: Expression) -> Evaluated<TypedConstant> {
        if let culprit = firstNonConstantPart(expression, context: .enumeration) {
            return .nonConstant(nonConstant(expression, culprit))
        }
        switch expression.kind {
        case .stringLiteral(let literal): return .constant(.string(plainText(literal)))
        case .integerLiteral(let text): return .constant(Self.integerValue(text).map(TypedConstant.int) ?? .expression(text))
        case .floatLiteral(let text): return .constant(Double(text.replacingBytes("_", with: "")).map(TypedConstant.double) ?? .expression(text))
        case .booleanLiteral(let value): return .constant(.bool(value))
        case .nilLiteral: return .constant(.nil)
        case .implicitMember(let name): return .constant(.enumCase(name))
        case .prefixOperator("-", let operand):
            switch typedConstant(operand) {
            case .constant(.int(let value)): return .constant(.int(-value))
            case .constant(.double(let value)): return .constant(.double(-value))
            default: return .constant(.expression(text(expression)))
            }
        default:
            return .constant(.expression(text(expression)))
        }
    }

    /// An integer literal's value in any of Swift's bases (`42`, `0x2A`, `0o52`, `0b10_1010`):
    /// an enum case after `case a = 0x10` is 17, and the manifest must say so.
    static func integerValue(_ literal: String) -> Int? {
        let digits = literal.replacingBytes("_", with: "")
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }

    /// `DisplayRepresentation(title:subtitle:image:synonyms:)`, `TypeDisplayRepresentation(name:numericFormat:)`,
    /// `.init(…)` or a string literal.
    func displayRepresentation(_ expression: Expression, isTypeRepresentation: Bool) -> Evaluated<DisplayRepresentationValue> {
        if let culprit = firstNonConstantPart(expression, context: .string) {
            return .nonConstant(nonConstant(expression, culprit))
        }
        switch expression.kind {
        case .stringLiteral(let literal):
            return .constant(DisplayRepresentationValue(title: LocalizedString(key: plainText(literal)), isTypeRepresentation: isTypeRepresentation))
        case .call(_, let arguments):
            let titleArgument = arguments.first { $0.label == (isTypeRepresentation ? "name" : "title") || $0.label == nil || $0.label == "stringLiteral" }
            guard let titleArgument, case .constant(let title) = localizedString(titleArgument.value) else {
                return .nonConstant(nonConstant(expression, valueKind: "InitCall", reason: "has no literal \(isTypeRepresentation ? "name" : "title")"))
            }
            var value = DisplayRepresentationValue(title: title, isTypeRepresentation: isTypeRepresentation)
            value.isNamedByInitializer = isTypeRepresentation && titleArgument.label == "name"
            for argument in arguments {
                switch argument.label {
                case "subtitle": value.subtitle = localizedString(argument.value).constantValue
                case "numericFormat": value.numericFormat = localizedString(argument.value).constantValue
                case "image": value.image = image(argument.value)
                case "synonyms":
                    if case .array(let elements) = argument.value.kind {
                        value.synonyms = elements.compactMap { localizedString($0).constantValue }
                    }
                default: break
                }
            }
            return .constant(value)
        default:
            return .nonConstant(nonConstant(expression, valueKind: "Runtime", reason: "is not a display representation initializer or a string literal"))
        }
    }

    private func image(_ expression: Expression) -> ImageValue? {
        guard case .call(_, let arguments) = expression.kind, let first = arguments.first, let label = first.label,
              case .stringLiteral(let literal) = first.value.kind else { return nil }
        return ImageValue(kind: label, name: plainText(literal))
    }

    /// An App Shortcut phrase: a string literal whose only interpolations are
    /// `\(.applicationName)` and parameter key paths, or `AppShortcutPhrase(…)` around one.
    func phrase(_ expression: Expression) -> Evaluated<PhraseTemplate> {
        var literalExpression = expression
        if case .call(_, let arguments) = expression.kind, let first = arguments.first, first.label == nil {
            literalExpression = first.value
        }
        guard case .stringLiteral(let literal) = literalExpression.kind else {
            let culprit = firstNonConstantPart(expression, context: .string) ?? (expression, "Runtime", "is not a string literal")
            return .nonConstant(nonConstant(expression, culprit))
        }
        var key = ""
        var applicationNameCount = 0
        var parameters: [String] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                key += text
                // The compiler passes literal text on as it is written (a `RawLiteral` segment), so
                // `${applicationName}` typed into a phrase is the very token the build writes for
                // `\(.applicationName)`: the build sees the same phrase either way.
                applicationNameCount += ConstantEvaluator.applicationNameTokens(in: text)
            case .interpolation(let arguments, _, _):
                guard arguments.count == 1 else {
                    return .nonConstant(nonConstant(expression, valueKind: "InterpolatedStringLiteral", reason: "interpolates more than one value in one place"))
                }
                let value = arguments[0].value
                switch value.kind {
                // `.applicationName`, and `AppShortcutPhraseToken.applicationName`, which the
                // compiler records as the same enum case.
                case _ where ConstantEvaluator.isPhraseToken(value):
                    key += "${applicationName}"
                    applicationNameCount += 1
                case .keyPath(let path):
                    let name = ConstantEvaluator.parameterName(path)
                    key += "${\(name)}"
                    parameters.append(name)
                default:
                    return .nonConstant(nonConstant(expression, (value, "InterpolatedStringLiteral",
                        "interpolates `\(shown(value))`; a phrase can only interpolate `.applicationName` and parameter key paths")))
                }
            }
        }
        return .constant(PhraseTemplate(text: LocalizedString(key: key), location: SourceReference(file: file, location: expression.location),
                                        applicationNameCount: applicationNameCount, parameters: parameters))
    }

    /// How many times `${applicationName}` is written in `text`.
    static func applicationNameTokens(in text: String) -> Int {
        var count = 0
        var rest = Substring(text)
        while let found = rest.range(ofBytes: "${applicationName}") {
            count += 1
            rest = rest[found.upperBound...]
        }
        return count
    }

    /// A `urlRepresentation`: `"https://example.com/trail/\(.id)"`, or the same inside
    /// `URLRepresentation(…)`. Interpolations name the type's properties (`.id`, `.$name`,
    /// `\.$name`) or an intent's parameters (`\.$page`), and are written `${name}`. A value of
    /// another constant shape (an enum's list of URLs) has no template.
    func urlRepresentation(_ expression: Expression) -> Evaluated<URLRepresentationValue> {
        let location = SourceReference(file: file, location: expression.location)
        var literalExpression = expression
        if case .call(_, let arguments) = expression.kind, let first = arguments.first, first.label == nil, arguments.count == 1 {
            literalExpression = first.value
        }
        guard case .stringLiteral(let literal) = literalExpression.kind else {
            if let culprit = firstNonConstantPart(expression, context: .string) {
                return .nonConstant(nonConstant(expression, culprit))
            }
            return .constant(URLRepresentationValue(template: nil, placeholders: [], expression: text(expression), location: location))
        }
        var template = ""
        var placeholders: [String] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                template += text
            case .interpolation(let arguments, _, _):
                guard arguments.count == 1, arguments[0].label == nil, let name = ConstantEvaluator.placeholderName(arguments[0].value) else {
                    let value = arguments.first?.value ?? literalExpression
                    return .nonConstant(nonConstant(expression, (value, "InterpolatedStringLiteral",
                        "interpolates `\(text(value))`; a URL representation can only interpolate key paths to the type's properties, such as `\\(.id)`")))
                }
                template += "${\(name)}"
                placeholders.append(name)
            }
        }
        return .constant(URLRepresentationValue(template: template, placeholders: placeholders, expression: nil, location: location))
    }

    /// `id` from `.id`, `\.id` or `\Trail.id`; `name` from `.$name` or `\.$name`.
    static func placeholderName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .implicitMember(let name):
            return name.hasPrefix("$") ? String(name.dropFirst()) : name
        case .keyPath(let path) where path.components.count == 1:
            return parameterName(path)
        default:
            return nil
        }
    }

    /// An App Shortcut's `parameterPresentation`: `ParameterPresentation(for: \.$trail,
    /// summary: Summary("Open \(\.$trail)"), optionsCollections: { OptionsCollection(TrailQuery(), title: "…") })`.
    func parameterPresentation(_ expression: Expression) -> Evaluated<ParameterPresentationValue> {
        guard case .call(let callee, let arguments) = expression.kind,
              ["ParameterPresentation", "AppShortcutParameterPresentation", "init"].contains(callee.calleeName ?? "") else {
            let culprit = firstNonConstantPart(expression, context: .string)
                ?? (expression, "Runtime", "is not a `ParameterPresentation(for:summary:optionsCollections:)`")
            return .nonConstant(nonConstant(expression, culprit))
        }
        func argument(_ label: String) -> Expression? { arguments.first { $0.label == label }?.value }
        var value = ParameterPresentationValue(parameter: nil, summary: nil, optionsCollections: [],
                                               location: SourceReference(file: file, location: expression.location))
        if let keyPath = argument("for"), case .keyPath(let path) = keyPath.kind {
            value.parameter = ConstantEvaluator.parameterName(path)
        }
        if let summary = argument("summary") {
            // `Summary("…", table: "T")`: the phrase, with its table.
            var read = phrase(summary)
            if case .constant(var template) = read, case .call(_, let summaryArguments) = summary.kind,
               let table = summaryArguments.first(where: { $0.label == "table" })?.value, case .stringLiteral(let literal) = table.kind {
                template.text.table = plainText(literal)
                read = .constant(template)
            }
            value.summary = read
        }
        for case .closure(let statements) in arguments.filter({ $0.label == "optionsCollections" || $0.label == nil }).map(\.value.kind) {
            for case .expression(let collection) in statements {
                guard case .call(_, let collectionArguments) = collection.kind else { continue }
                func collectionArgument(_ label: String) -> Expression? { collectionArguments.first { $0.label == label }?.value }
                value.optionsCollections.append(ParameterPresentationValue.OptionsCollectionValue(
                    provider: collectionArguments.first { $0.label == nil }?.value.calleeName,
                    title: collectionArgument("title").map(localizedString),
                    systemImageName: collectionArgument("systemImageName").flatMap { image in
                        if case .nilLiteral = image.kind { return nil }
                        return plainString(image)
                    }))
            }
        }
        return .constant(value)
    }

    /// `.applicationName`, `AppShortcutPhraseToken.applicationName` or
    /// `AppIntents.AppShortcutPhraseToken.applicationName`.
    static func isPhraseToken(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .implicitMember("applicationName"):
            return true
        case .member(let base, "applicationName"):
            switch base.kind {
            case .identifier("AppShortcutPhraseToken"): return true
            case .member(let module, "AppShortcutPhraseToken"): if case .identifier("AppIntents") = module.kind { return true }
            default: break
            }
            return false
        default:
            return false
        }
    }

    /// `soup` from `\.$soup` or `\OrderSoupIntent.$soup`.
    static func parameterName(_ path: KeyPathExpression) -> String {
        let last = path.components.last ?? ""
        return last.hasPrefix("$") ? String(last.dropFirst()) : last
    }

    /// A literal's text, with constant interpolations spelled as written.
    func plainText(_ literal: StringLiteral) -> String {
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                result += text
            case .interpolation(let arguments, _, _):
                // `\(placeholder: .int)` (a numeric format) is `${int}` in Apple's exported
                // metadata ("${int} FOLDERS").
                if arguments.count == 1, arguments[0].label == "placeholder", case let name = text(arguments[0].value), name.hasPrefix(".") {
                    result += "${\(name.dropFirst())}"
                    continue
                }
                for argument in arguments {
                    if case .stringLiteral(let inner) = argument.value.kind {
                        result += plainText(inner)
                    } else {
                        result += text(argument.value)
                    }
                }
            }
        }
        return result
    }
}

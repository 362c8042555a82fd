import IntentLintSyntax

extension ManifestRecordReader {
    struct ShortcutsProviderMetadata {
        var record: ShortcutsProviderRecord
        var shortcuts: [AutoShortcutRecord]
        var negativePhrases: Evaluated<[PhraseTemplate]>?
        var tileColor: Evaluated<String>?
    }

    func shortcutsProvider(_ entry: TypeIndex.Entry) -> ShortcutsProviderMetadata {
        var record = ShortcutsProviderRecord(identifier: entry.qualifiedName, location: location(entry))
        var shortcuts: [AutoShortcutRecord] = []
        if let (property, file) = entry.property(MetadataProperty.appShortcuts.name, isStatic: true) {
            var reader = ShortcutListReader(owner: self, provider: entry.qualifiedName)
            switch writtenValue(of: property, file: file, isBuilder: true) {
            case .builder(let statements, let evaluator)?:
                reader.read(statements, evaluator, within: Surroundings())
            case .expression(let expression, let evaluator)?:
                reader.read([.expression(expression)], evaluator, within: Surroundings())
            case .unreadable(let value)?:
                reader.unreadable = value
            case nil:
                break
            }
            shortcuts = reader.shortcuts
            record.appShortcutsValue = reader.unreadable
        }
        return ShortcutsProviderMetadata(
            record: record, shortcuts: shortcuts,
            negativePhrases: negativePhrases(entry),
            tileColor: evaluate(.shortcutTileColor, of: entry) { $0.enumCase($1) })
    }

    /// `negativePhrases`: an array of phrases, or a `NegativeAppShortcutPhrases { … }` builder.
    private func negativePhrases(_ entry: TypeIndex.Entry) -> Evaluated<[PhraseTemplate]>? {
        guard let (property, file) = entry.property(MetadataProperty.negativePhrases.name, isStatic: true) else { return nil }
        let statements: [Statement]
        let evaluator: ConstantEvaluator
        switch writtenValue(of: property, file: file, isBuilder: true) {
        case .builder(let body, let bodyEvaluator)?:
            statements = body
            evaluator = bodyEvaluator
        case .expression(let expression, let expressionEvaluator)?:
            statements = [.expression(expression)]
            evaluator = expressionEvaluator
        case .unreadable(let value)?:
            return .nonConstant(value)
        case nil:
            return nil
        }
        // Unwrap `NegativeAppShortcutPhrases { … }` and `[ … ]` into their phrases. The
        // statements wait on a stack, the next one last: taking them from the front of an
        // array cost the square of their number.
        var pending = Array(statements.reversed())
        var phrases: [PhraseTemplate] = []
        while let statement = pending.popLast() {
            guard case .expression(let expression) = statement else { continue }
            switch expression.kind {
            case .array(let elements):
                pending.append(contentsOf: elements.reversed().map(Statement.expression))
            case .call(_, let arguments) where arguments.contains(where: { if case .closure = $0.value.kind { return true } else { return false } }):
                for case .closure(let body) in arguments.map(\.value.kind) {
                    pending.append(contentsOf: body.reversed())
                }
            default:
                switch evaluator.phrase(expression) {
                case .constant(let phrase): phrases.append(phrase)
                case .nonConstant(let value): return .nonConstant(value)
                }
            }
        }
        return .constant(phrases)
    }

    func package(_ entry: TypeIndex.Entry) -> PackageRecord {
        var included: Evaluated<[String]>?
        if let (property, file) = entry.property(MetadataProperty.includedPackages.name, isStatic: true) {
            switch writtenValue(of: property, file: file, isBuilder: true) {
            case .expression(let expression, let evaluator)?:
                included = packageNames(expression, evaluator)
            case .builder(let statements, let evaluator)?:
                if let value = statements.lazy.compactMap({ statement -> Expression? in
                    switch statement {
                    case .expression(let expression), .returnStatement(let expression?, _): return expression
                    default: return nil
                    }
                }).first {
                    included = packageNames(value, evaluator)
                }
            case .unreadable(let value)?:
                included = .nonConstant(value)
            case nil:
                break
            }
        }
        return PackageRecord(identifier: entry.qualifiedName, location: location(entry), includedPackages: included)
    }

    /// `[FeaturePackage.self, OtherPackage.self]`.
    private func packageNames(_ expression: Expression, _ evaluator: ConstantEvaluator) -> Evaluated<[String]> {
        guard case .array(let elements) = expression.kind else {
            let culprit = evaluator.firstNonConstantPart(expression, context: .enumeration) ?? (expression, "Runtime", "is not an array literal")
            return .nonConstant(evaluator.nonConstant(expression, culprit))
        }
        var names: [String] = []
        for element in elements {
            if case .member(let base, "self") = element.kind {
                names.append(evaluator.text(base))
            } else {
                return .nonConstant(evaluator.nonConstant(expression, (element, "Runtime", "lists `\(evaluator.shown(element))`, which is not `SomePackage.self`")))
            }
        }
        return .constant(names)
    }
}

/// The `if`s and `#if`s around a place in `appShortcuts`: as conditions in words, and as
/// the statements and arms they are.
private struct Surroundings {
    var availability: [String] = []
    var branches: [ShortcutBranch] = []

    func entering(_ condition: String, _ branch: ShortcutBranch) -> Surroundings {
        Surroundings(availability: availability + [condition], branches: branches + [branch])
    }
}

/// Walks an `appShortcuts` builder, collecting each `AppShortcut(…)` with the
/// `#available`/`#if` conditions around it.
private struct ShortcutListReader {
    let owner: ManifestRecordReader
    let provider: String
    var shortcuts: [AutoShortcutRecord] = []
    var unreadable: NonConstantValue?
    /// The number the next `if` or `#if` statement gets.
    private var nextStatement = 0

    init(owner: ManifestRecordReader, provider: String) {
        self.owner = owner
        self.provider = provider
    }

    mutating func read(_ statements: [Statement], _ evaluator: ConstantEvaluator, within surroundings: Surroundings) {
        for statement in statements {
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                read(expression, evaluator, within: surroundings)
            case .ifStatement(let statement):
                let number = takeStatementNumber()
                read(statement.thenBody, evaluator,
                     within: surroundings.entering(statement.condition, ShortcutBranch(statement: number, arm: 0, kind: .runtime(condition: statement.condition))))
                if let elseBody = statement.elseBody {
                    read(elseBody, evaluator,
                         within: surroundings.entering("!(\(statement.condition))", ShortcutBranch(statement: number, arm: 1, kind: .runtime(condition: statement.condition))))
                }
            case .conditionalCompilation(let clauses):
                let number = takeStatementNumber()
                let kind = ShortcutBranch.Statement.compilation(clauses: clauses.map(\.condition))
                var earlier: [String] = []
                for (arm, clause) in clauses.enumerated() {
                    let condition = DeclarationReader.clauseCondition(earlier: earlier, own: clause.condition)
                    read(clause.body, evaluator,
                         within: surroundings.entering("#if " + condition, ShortcutBranch(statement: number, arm: arm, kind: kind)))
                    if let own = clause.condition { earlier.append(own) }
                }
            case .other(let range, let location):
                noteUnreadable(NonConstantValue(expression: evaluator.source.text(of: range), valueKind: "Runtime",
                                                reason: "has a statement the build cannot read; `appShortcuts` may only list `AppShortcut(…)` values",
                                                location: SourceReference(file: evaluator.file, location: location)))
            case .returnStatement(nil, _):
                break
            }
        }
    }

    private mutating func takeStatementNumber() -> Int {
        defer { nextStatement += 1 }
        return nextStatement
    }

    private mutating func read(_ expression: Expression, _ evaluator: ConstantEvaluator, within surroundings: Surroundings) {
        if case .array(let elements) = expression.kind {
            for element in elements { read(element, evaluator, within: surroundings) }
            return
        }
        guard case .call(let callee, let arguments) = expression.kind, ShortcutListReader.buildsAppShortcut(callee) else {
            let culprit = evaluator.firstNonConstantPart(expression, context: .string) ?? (expression, "Runtime", "is not an `AppShortcut(…)`")
            noteUnreadable(evaluator.nonConstant(expression, culprit))
            return
        }
        func argument(_ label: String) -> Expression? { arguments.first { $0.label == label }?.value }
        var phrases: Evaluated<[Evaluated<PhraseTemplate>]>
        if let phrasesArgument = argument(MetadataProperty.phrases.name) {
            if case .array(let elements) = phrasesArgument.kind {
                phrases = .constant(elements.map(evaluator.phrase))
            } else {
                let culprit = evaluator.firstNonConstantPart(phrasesArgument, context: .string)
                    ?? (phrasesArgument, "Runtime", "is not an array literal")
                phrases = .nonConstant(evaluator.nonConstant(phrasesArgument, culprit))
            }
        } else {
            phrases = .constant([])
        }
        shortcuts.append(AutoShortcutRecord(
            actionIdentifier: argument("intent")?.calleeName,
            phraseTemplates: phrases,
            shortTitle: argument(MetadataProperty.shortTitle.name).map(evaluator.localizedString),
            systemImageName: argument(MetadataProperty.systemImageName.name).map(evaluator.plainString),
            parameterPresentation: argument(MetadataProperty.parameterPresentation.name).map(evaluator.parameterPresentation),
            location: SourceReference(file: evaluator.file, location: expression.location),
            availability: surroundings.availability,
            branches: surroundings.branches,
            provider: provider))
    }

    /// `AppShortcut(…)`, `AppShortcut.init(…)`, or `.init(…)`: in `appShortcuts`, a list of
    /// `AppShortcut`s, `.init` is the same initializer, and swiftc's const-value extraction
    /// records all three spellings as the same `AppShortcut` init call.
    private static func buildsAppShortcut(_ callee: Expression) -> Bool {
        if case .implicitMember("init") = callee.kind { return true }
        return callee.calleeName == "AppShortcut"
    }

    private mutating func noteUnreadable(_ value: NonConstantValue) {
        if unreadable == nil { unreadable = value }
    }
}


import IntentLintSyntax

extension ManifestRecordReader {
    func action(_ entry: TypeIndex.Entry) -> ActionRecord {
        var parameters: [ParameterRecord] = []
        var dependencies: [DependencyRecord] = []
        for (property, file) in entry.properties where !property.isStatic {
            if let attribute = property.attribute(named: "Parameter") {
                parameters.append(parameter(property, attribute: attribute, file: file))
            } else if property.attribute(named: "Dependency") != nil {
                dependencies.append(DependencyRecord(name: property.name, valueType: property.typeAnnotation ?? ""))
            }
        }
        return ActionRecord(
            identifier: entry.qualifiedName,
            fullyQualifiedTypeName: fullyQualifiedName(entry),
            location: location(entry),
            conditions: conditions(entry),
            protocols: protocols(entry),
            appIntentsProtocols: appIntentsProtocols(entry),
            schema: schema(entry, family: .intent),
            title: texts.shown(evaluate(.intentTitle, of: entry) { $0.localizedString($1) }),
            description: evaluate(.intentDescription, of: entry) { $0.localizedString($1) },
            parameters: parameters,
            parameterSummary: parameterSummary(entry),
            openAppWhenRun: evaluate(.openAppWhenRun, of: entry) { $0.bool($1) },
            isDiscoverable: evaluate(.isDiscoverable, of: entry) { $0.bool($1) },
            authenticationPolicy: evaluate(.authenticationPolicy, of: entry) { $0.enumCase($1) },
            supportedModes: evaluate(.supportedModes, of: entry) { $0.enumCases($1) },
            dependencies: dependencies,
            urlRepresentation: evaluate(.intentURLRepresentation, of: entry) { $0.urlRepresentation($1) },
            isDeprecated: isDeprecated(entry))
    }

    private func parameter(_ property: PropertyDeclaration, attribute: Attribute, file: String) -> ParameterRecord {
        let evaluator = ConstantEvaluator(file: file, source: attribute.argumentSource ?? SourceSnippet(text: "", start: 0))
        let valueType = property.typeAnnotation ?? ""
        // `defaultValue:` is the default of a measurement parameter (`defaultUnit:` its unit).
        var defaultValue = (attribute.argument("default") ?? attribute.argument("defaultValue")).map { evaluator.typedConstant($0) }
        if defaultValue == nil, let initializer = property.initializer {
            defaultValue = ConstantEvaluator(file: file, source: initializer.source).typedConstant(initializer.expression)
        } else if defaultValue == nil, property.hasInitializer {
            defaultValue = .constant(.expression("…"))
        }
        let title = attribute.argument(MetadataProperty.parameterTitle.name) ?? attribute.arguments?.first { $0.label == nil }?.value
        return ParameterRecord(
            name: property.name,
            title: texts.shown(title.map { evaluator.localizedString($0) }),
            description: attribute.argument(MetadataProperty.parameterDescription.name).flatMap { evaluator.optionalLocalizedString($0) },
            valueType: valueType,
            isOptional: ManifestRecordReader.isOptionalType(valueType),
            defaultValue: defaultValue,
            requestValueDialog: attribute.argument(MetadataProperty.requestValueDialog.name).map { evaluator.localizedString($0) },
            inputConnectionBehavior: attribute.argument(MetadataProperty.inputConnectionBehavior.name).map { evaluator.enumCase($0) },
            location: reference(file, property.location),
            conditions: property.conditions,
            isDeprecated: property.attributes.contains(where: ManifestRecordReader.marksDeprecation))
    }

    // MARK: - Parameter summaries

    private func parameterSummary(_ entry: TypeIndex.Entry) -> ParameterSummaryNode? {
        guard let (property, file) = entry.property(MetadataProperty.parameterSummary.name, isStatic: true) else { return nil }
        switch writtenValue(of: property, file: file, isBuilder: true) {
        case .expression(let expression, let evaluator)?:
            return summaryNode(expression, evaluator)
        case .builder(let statements, let evaluator)?:
            return summaryNode(statements, evaluator, location: reference(file, property.location))
        case .unreadable(let value)?:
            return .nonConstant(value)
        case nil:
            return nil
        }
    }

    /// A summary builder body holds a single component.
    private func summaryNode(_ statements: [Statement], _ evaluator: ConstantEvaluator, location: SourceReference) -> ParameterSummaryNode? {
        for statement in statements {
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                return summaryNode(expression, evaluator)
            case .ifStatement(let statement):
                return .nonConstant(NonConstantValue(expression: "if \(statement.condition)", valueKind: "Builder",
                                                     reason: "chooses a summary with `if`; use `When` or `Switch`",
                                                     location: SourceReference(file: evaluator.file, location: statement.location)))
            default:
                continue
            }
        }
        return nil
    }

    private func summaryNode(_ expression: Expression, _ evaluator: ConstantEvaluator) -> ParameterSummaryNode {
        let location = SourceReference(file: evaluator.file, location: expression.location)
        // A bare `Summary`, as Xcode's "Convert to App Intent" writes it: a summary without text.
        if case .identifier("Summary") = expression.kind {
            return .summary(.init(formatString: nil, parameterIdentifiers: [], otherParameterIdentifiers: [], location: location))
        }
        guard case .call(let callee, let arguments) = expression.kind else {
            let culprit = evaluator.firstNonConstantPart(expression, context: .string) ?? (expression, "Runtime", "is not a `Summary`, `When` or `Switch`")
            return .nonConstant(evaluator.nonConstant(expression, culprit))
        }
        let closures = arguments.compactMap { argument -> (label: String?, statements: [Statement])? in
            if case .closure(let statements) = argument.value.kind { return (argument.label, statements) }
            return nil
        }
        let values = arguments.filter { if case .closure = $0.value.kind { return false } else { return true } }
        switch callee.calleeName {
        case "Summary":
            var formatString: String?
            var identifiers: [String] = []
            if let text = values.first(where: { $0.label == nil })?.value {
                guard case .stringLiteral(let literal) = text.kind else {
                    let culprit = evaluator.firstNonConstantPart(text, context: .string) ?? (text, "Runtime", "is not a string literal")
                    return .nonConstant(evaluator.nonConstant(text, culprit))
                }
                var rendered = ""
                for segment in literal.segments {
                    switch segment {
                    case .text(let text):
                        rendered += text
                    case .interpolation(let interpolated, _, _):
                        guard interpolated.count == 1, case .keyPath(let path) = interpolated[0].value.kind else {
                            let value = interpolated.first?.value ?? text
                            return .nonConstant(evaluator.nonConstant(text, (value, "InterpolatedStringLiteral",
                                "interpolates `\(evaluator.shown(value))`; a summary can only interpolate parameter key paths")))
                        }
                        let name = ConstantEvaluator.parameterName(path)
                        rendered += "${\(name)}"
                        identifiers.append(name)
                    }
                }
                formatString = rendered
            }
            var others: [String] = []
            for closure in closures {
                for case .expression(let listed) in closure.statements {
                    if case .keyPath(let path) = listed.kind { others.append(ConstantEvaluator.parameterName(path)) }
                }
            }
            return .summary(.init(formatString: formatString, parameterIdentifiers: identifiers,
                                  otherParameterIdentifiers: others, location: location))
        case "When":
            var node = ParameterSummaryNode.WhenNode(parameter: "", location: location)
            if let first = values.first, case .keyPath(let path) = first.value.kind {
                node.parameter = ConstantEvaluator.parameterName(path)
            }
            if values.count > 1 { node.comparison = ConstantEvaluator.caseName(values[1].value) }
            if values.count > 2 { node.value = evaluator.typedConstant(values[2].value).constantValue }
            node.then = closures.first { $0.label == nil }.flatMap { summaryNode($0.statements, evaluator, location: location) }
            node.otherwise = closures.first { $0.label == "otherwise" }.flatMap { summaryNode($0.statements, evaluator, location: location) }
            return .when(node)
        case "Switch":
            var node = ParameterSummaryNode.SwitchNode(parameter: "", cases: [], location: location)
            if let first = values.first, case .keyPath(let path) = first.value.kind {
                node.parameter = ConstantEvaluator.parameterName(path)
            }
            for closure in closures {
                for case .expression(let branch) in closure.statements {
                    guard case .call(let branchCallee, let branchArguments) = branch.kind else { continue }
                    let body = branchArguments.compactMap { argument -> [Statement]? in
                        if case .closure(let statements) = argument.value.kind { return statements }
                        return nil
                    }.first ?? []
                    let summary = summaryNode(body, evaluator, location: SourceReference(file: evaluator.file, location: branch.location))
                    if branchCallee.calleeName == "DefaultCase" {
                        node.defaultCase = summary
                    } else if branchCallee.calleeName == "Case" {
                        let value = branchArguments.first { if case .closure = $0.value.kind { return false } else { return true } }
                        node.cases.append((value.flatMap { evaluator.typedConstant($0.value).constantValue }, summary))
                    }
                }
            }
            return .switchOn(node)
        default:
            return .nonConstant(evaluator.nonConstant(expression, valueKind: "Runtime",
                                                      reason: "is not a `Summary`, `When` or `Switch`"))
        }
    }
}

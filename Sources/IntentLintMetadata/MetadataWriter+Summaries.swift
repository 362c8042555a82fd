import IntentLintSupport
import IntentLintManifest

extension DocumentWriter {
    /// `actionConfiguration`: a `Summary` as `actionSummary`, a `Switch` over an `AppEnum` parameter
    /// as `switchStatement` (real files show both); nil (and a problem) for what no file shows.
    mutating func actionConfiguration(_ node: ParameterSummaryNode, _ record: ActionRecord) -> JSONValue? {
        switch node {
        case .summary(let leaf):
            var wrapper: [String: JSONValue] = ["otherParameterIdentifiers": .array(leaf.otherParameterIdentifiers.map(JSONValue.string))]
            if let format = leaf.formatString {
                wrapper["summaryString"] = .object([
                    "formatString": .string(format),
                    "parameterIdentifiers": .array(leaf.parameterIdentifiers.map(JSONValue.string)),
                ])
            }
            return .object(["actionSummary": .object(["wrapper": .object(wrapper)])])
        case .switchOn(let node):
            guard let parameter = record.parameters.first(where: { $0.name == node.parameter }),
                  let resolved = resolvedTypeIfKnown(parameter.valueType, context: record.identifier),
                  case .enumeration(let enumName, _) = resolved, let appEnum = enumRecord(resolved) else {
                notWritable("`\(record.identifier)`'s parameter summary is left out: its `Switch` is over `\(node.parameter)`, and real " +
                    "files show a `Switch` only over an `AppEnum` parameter", at: node.location)
                return nil
            }
            var cases: [JSONValue] = []
            for (value, summary) in node.cases {
                guard case .enumCase(let name)? = value, let raw = appEnum.cases.first(where: { $0.name == name }).flatMap(rawValue),
                      let configuration = summary.flatMap({ actionConfiguration($0, record) }) else {
                    notWritable("`\(record.identifier)`'s parameter summary is left out: a `Case` of its `Switch` is not a case of `\(simpleName(enumName))` with a summary", at: node.location)
                    return nil
                }
                let identifier: JSONValue = if case .integer(let number) = raw { .string(String(number)) } else { raw }
                cases.append(.object([
                    "configuration": configuration,
                    "isDefaultCase": .bool(false),
                    "value": .object(["array": .object([
                        "values": .array([.object(["enumeration": .object(["identifier": .string(simpleName(enumName)), "value": identifier])])]),
                        "valueType": ValueTypeCoding.json(resolved),
                    ])]),
                ]))
            }
            if let defaultCase = node.defaultCase {
                guard let configuration = actionConfiguration(defaultCase, record) else { return nil }
                cases.append(.object(["configuration": configuration, "isDefaultCase": .bool(true)]))
            }
            return .object(["switchStatement": .object(["wrapper": .object([
                "cases": .array(cases), "parameterIdentifier": .string(node.parameter),
            ])])])
        case .when(let node):
            notWritable("`\(record.identifier)`'s parameter summary is left out: no extract.actionsdata on record shows a `When` next to " +
                "its source, so how it records the comparison is not known", at: node.location)
            return nil
        case .nonConstant(let culprit):
            nonConstant(culprit, "the parameter summary of `\(record.identifier)`")
            return nil
        }
    }
}

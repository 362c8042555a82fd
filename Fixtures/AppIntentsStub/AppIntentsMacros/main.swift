// A compiler plugin for the stub's macros, without swift-syntax: it speaks the plugin
// protocol (an 8-byte little-endian length, then JSON) over standard input and output.
// Extension roles get `extension Type: Protocols {}` for the conformances the compiler
// says are missing; every other role expands to nothing.

import Foundation

func readExactly(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

func send(_ message: [String: Any]) {
    let body = try! JSONSerialization.data(withJSONObject: message)
    var length = UInt64(body.count).littleEndian
    FileHandle.standardOutput.write(Data(bytes: &length, count: 8))
    FileHandle.standardOutput.write(body)
}

func source(_ syntax: Any?) -> String {
    ((syntax as? [String: Any])?["source"] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The compiler sends the missing conformances as a placeholder declaration,
/// `struct Placeholder: AppIntent {}`; its inheritance clause is what to add.
func inheritanceClause(_ placeholder: String) -> String {
    guard let colon = placeholder.firstIndex(of: ":") else { return "" }
    let clause = placeholder[placeholder.index(after: colon)...].prefix { $0 != "{" }
    return clause.trimmingCharacters(in: .whitespacesAndNewlines)
}

func expansions(_ request: [String: Any]) -> [String] {
    guard request["macroRole"] as? String == "extension" else { return [] }
    let type = source(request["extendedTypeSyntax"])
    let conformances = inheritanceClause(source(request["conformanceListSyntax"]))
    guard !type.isEmpty, !conformances.isEmpty else { return [] }
    return ["extension \(type): \(conformances) {}"]
}

while let header = readExactly(8) {
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard let body = readExactly(Int(length)),
          let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { break }
    if let capability = message["getCapability"] as? [String: Any] {
        let hostVersion = (capability["capability"] as? [String: Any])?["protocolVersion"] as? Int ?? 1
        send(["getCapabilityResult": ["capability": ["protocolVersion": hostVersion]]])
    } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        send(["expandAttachedMacroResult": ["expandedSources": expansions(request), "diagnostics": [Any]()]])
    } else if message["expandFreestandingMacro"] != nil {
        send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    } else {
        send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]])
    }
}

import Foundation

/// Validates JSON documents against a JSON Schema with Python's `jsonschema`. A machine
/// without python3 or jsonschema fails the check with a message saying so, never passes
/// it silently.
package enum JSONSchemaValidator {
    package struct Unavailable: Error, CustomStringConvertible {
        package var description: String
    }

    /// The package's root folder, for schema files under Fixtures/ and docs/.
    package static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each argument after the schema is a document; failures print as `N /json/pointer: message`.
    private static let validatorScript = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("the Python package jsonschema is not installed (pip install jsonschema)")
            sys.exit(3)
        with open(sys.argv[1]) as schema_file:
            schema = json.load(schema_file)
        validator_class = jsonschema.validators.validator_for(schema)
        validator_class.check_schema(schema)
        validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
        for number, path in enumerate(sys.argv[2:]):
            with open(path) as document_file:
                document = json.load(document_file)
            for error in sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path))):
                print(str(number) + " /" + "/".join(map(str, error.absolute_path)) + ": " + error.message)
        """

    /// Every schema violation of each document, as `/json/pointer: message`; empty when valid.
    package static func problems(in documents: [String], schema schemaPath: String) throws -> [[String]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-intents-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (number, document) in documents.enumerated() {
            let url = folder.appendingPathComponent("\(number).json")
            try Data(document.utf8).write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", validatorScript, schemaPath] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw Unavailable(description: "cannot run python3 to validate JSON against \(schemaPath): \(error)")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "JSON schema validation could not run (python3 exit \(process.terminationStatus)): \(text)")
        }
        var problems = [[String]](repeating: [], count: documents.count)
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " "), let number = Int(line[..<space]), number < documents.count else { continue }
            problems[number].append(String(line[line.index(after: space)...]))
        }
        return problems
    }
}

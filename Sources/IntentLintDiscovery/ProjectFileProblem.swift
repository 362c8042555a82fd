import IntentLintSupport

/// What a project file reader could not settle, or read only in part, at a line of `file`
/// (absolute: the project file or a file it includes). XcodeGen's and Bazel's readers report
/// these; the message is one line, since it may quote what the file says, line breaks and all.
struct ProjectFileProblem: Error, Equatable, Sendable {
    var file: String
    var line: Int
    var message: String

    init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message.onOneLine
    }
}

/// As `ProjectFileProblem`, for a reader of one file, which knows its own path (Tuist's
/// manifests, Starlark's `BUILD` files).
struct LineProblem: Error, Equatable, Sendable {
    var line: Int
    var message: String

    init(line: Int, message: String) {
        self.line = line
        self.message = message.onOneLine
    }
}

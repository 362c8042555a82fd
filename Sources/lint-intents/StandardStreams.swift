import IntentLintSupport

/// Standard output and standard error, written unbuffered so that diagnostics and reports
/// interleave in the order they were written.
enum StandardStreams {
    /// `text` on standard output, as it is.
    static func write(_ text: String) {
        FileSystem.writeAll(Array(text.utf8), to: 1)
    }

    /// `text` and a line break on standard output.
    static func line(_ text: String) {
        write(text + "\n")
    }

    /// `text` and a line break on standard error.
    static func error(_ text: String) {
        FileSystem.writeAll(Array((text + "\n").utf8), to: 2)
    }
}

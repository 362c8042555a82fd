import Foundation

/// Standard output and standard error, written unbuffered so that diagnostics and reports
/// interleave in the order they were written.
enum StandardStreams {
    /// `text` on standard output, as it is.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// `text` and a line break on standard output.
    static func line(_ text: String) {
        write(text + "\n")
    }

    /// `text` and a line break on standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport
/// Reads the lines of files that have findings, once per file, for baseline matching.
/// `Linter.lint` calls it from one thread, one finding after another.
///
/// Lines are the compiler's (`LineTable`: `\n`, `\r\n`, `\r`), so line numbers in findings
/// name the same lines here; a form feed or U+2028 does not end one.
package final class SourceLines: @unchecked Sendable {
    private var files: [String: (bytes: [UInt8], lines: LineTable)] = [:]
    /// Modules are linted in parallel, and each asks for lines.
    private let lock = Lock()

    package init() {
        makeAbsolutePaths = { [:] }
    }

    /// Where each file (by display path) is on disk: display paths start at the session's
    /// working folder, which need not be the process's. Made at the first file read from disk:
    /// most runs have no findings, and a table of every file would be made for nothing.
    private var absolutePaths: [String: String]?
    private let makeAbsolutePaths: @Sendable () -> [String: String]

    /// The lines of files held in memory, never read from disk (the fuzz target, tests), and of
    /// the files at `absolutePaths`, read when asked for.
    package init(contents: [String: [UInt8]], absolutePaths: @escaping @Sendable () -> [String: String] = { [:] }) {
        makeAbsolutePaths = absolutePaths
        for (path, bytes) in contents {
            files[path] = (bytes, bytes.withUnsafeBufferPointer(LineTable.init))
        }
    }

    /// Uses `contents` as the text of `file`: a UTF-16 strings file's text as UTF-8.
    package func remember(_ file: String, contents: [UInt8]) {
        let entry = (contents, contents.withUnsafeBufferPointer(LineTable.init))
        lock.lock()
        files[file] = entry
        lock.unlock()
    }

    /// Line `line` (1-based) of `file`, without leading and trailing blanks; "" if there is none.
    package func text(_ file: String, _ line: Int) -> String {
        lock.lock()
        if files[file] == nil {
            if absolutePaths == nil { absolutePaths = makeAbsolutePaths() }
            let bytes = (try? FileSystem.readBytes(absolutePaths?[file] ?? file).get()) ?? []
            files[file] = (bytes, bytes.withUnsafeBufferPointer(LineTable.init))
        }
        let entry = files[file]
        lock.unlock()
        guard let (bytes, lines) = entry, let start = lines.startOffset(ofLine: line) else { return "" }
        let end = lines.startOffset(ofLine: line + 1).map(Int.init) ?? bytes.count
        return String(decoding: bytes[Int(start)..<end], as: UTF8.self).trimmed(" \t\r\n")
    }
}

/// Reads the lines of files that have findings, once per file, for baseline matching.
/// `Linter.lint` calls it from one thread, one finding after another.
public final class SourceLines: @unchecked Sendable {
    private var cache: [String: [Substring]] = [:]

    public init() {}

    /// Line `line` (1-based) of `file`, without leading and trailing blanks; "" if there is none.
    public func text(_ file: String, _ line: Int) -> String {
        if cache[file] == nil {
            let bytes = (try? FileSystem.readBytes(file).get()) ?? []
            cache[file] = String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        }
        guard let lines = cache[file], line >= 1, line <= lines.count else { return "" }
        return lines[line - 1].trimmed(" \t")
    }
}

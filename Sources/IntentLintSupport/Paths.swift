#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Path arithmetic on strings, without touching the file system: the one place that makes
/// paths absolute, normal and relative.
public enum Paths {
    /// `path` made absolute against `workingDirectory` (the current folder by default) and
    /// normalized.
    public static func absolute(_ path: String, from workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// `/a/./b/../c` → `/a/c`, without touching the file system.
    package static func normalize(_ path: String) -> String {
        // Most paths are normal already (found by walking a folder named plainly).
        isNormal(path) ? path : normalizingComponents(path)
    }

    /// Whether `path` is absolute and each of its names is neither empty, `.` nor `..`. One pass
    /// over the bytes: Foundation's `contains` took thousands of instructions a call.
    private static func isNormal(_ path: String) -> Bool {
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "/") else { return false }
        var length = 0
        var dots = 0
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (length == dots && dots <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !(length == 0 || (length == dots && dots <= 2))
    }

    static func normalizingComponents(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    /// The name of a file or folder: `Intents.swift` for `/App/Sources/Intents.swift`.
    public static func lastComponent(_ path: String) -> String {
        withLastComponent(path) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes of `path`'s last component, without making a string of it.
    package static func withLastComponent<Result>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withBytes(path) { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return body(bytes) }
            return body(UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]))
        }
    }

    /// Whether `path` names a localization file: `.strings` or `.xcstrings`. Discovery sorts files
    /// by it; `LocalizationFile` in IntentLintLocalization reads them.
    package static func isLocalizationFile(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".xcstrings")
    }

    /// The folder holding `path`.
    package static func parent(of path: String) -> String {
        withBytes(path) { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash != 0 else { return "/" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
        }
    }

    /// `body` over the bytes of `text`, in place: discovery names every file with these
    /// functions, and walking a string's views index by index took a thousand instructions a call.
    @inline(__always)
    private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The deepest folder holding every one of `paths`.
    package static func commonAncestor(of paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/") else { return "/" }
        for path in paths.dropFirst() {
            let components = path.split(separator: "/")
            var length = 0
            while length < min(common.count, components.count), common[length] == components[length] { length += 1 }
            common = Array(common.prefix(length))
        }
        return "/" + common.joined(separator: "/")
    }

    /// `path` relative to `root`; a path outside `root` stays as it is.
    package static func relative(_ path: String, to root: String) -> String {
        remainder(of: path, inside: root).map(String.init) ?? path
    }

    /// `path` (absolute) as someone in `workingDirectory` (absolute) would write it: `.`,
    /// `Sources/App`, `..`, `../Other`; absolute when the two share no folder but the root.
    package static func written(_ path: String, from workingDirectory: String) -> String {
        let target = normalize(path)
        let base = normalize(workingDirectory)
        if target == base { return "." }
        if let inside = remainder(of: target, inside: base) { return String(inside) }
        let common = commonAncestor(of: [target, base])
        guard common != "/", let up = remainder(of: base, inside: common) else { return target }
        let parents = Array(repeating: "..", count: up.split(separator: "/").count).joined(separator: "/")
        return target == common ? parents : parents + "/" + relative(target, to: common)
    }

    /// What follows `folder/` in `path`, or nil when `path` is not inside `folder`. Bytes are
    /// compared, as the file system compares names, and offsets are in bytes: a character
    /// offset walks the string, and discovery does this for every file of a monorepo.
    package static func remainder(of path: String, inside folder: String) -> Substring? {
        let offset: Int? = withBytes(path) { pathBytes in
            withBytes(folder) { folderBytes in
                guard pathBytes.count >= folderBytes.count,
                      folderBytes.isEmpty || memcmp(pathBytes.baseAddress!, folderBytes.baseAddress!, folderBytes.count) == 0
                else { return nil }
                var start = folderBytes.count
                if folderBytes.last != UInt8(ascii: "/") {  // only "/" ends in a slash
                    guard start < pathBytes.count, pathBytes[start] == UInt8(ascii: "/") else { return nil }
                    start += 1
                }
                return start
            }
        }
        guard let offset else { return nil }
        let bytes = path.utf8
        return Substring(bytes[bytes.index(bytes.startIndex, offsetBy: offset)...])
    }
}

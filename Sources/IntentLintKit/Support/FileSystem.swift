#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A problem with a path named on the command line or in configuration; the run cannot go on.
public struct InputError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// File-system access: walking folders for Swift files, reading bytes, and writing
/// outputs atomically. POSIX calls keep it fast and identical on Linux and macOS.
public enum FileSystem {
    public enum Kind {
        case file, directory, other, missing
    }

    /// What `path` is, following symbolic links.
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Every `.swift` regular file under `directory`, sorted, skipping hidden entries
    /// (`.build`, `.git`, …). Symbolic links are followed, but a folder is never entered
    /// twice, so link loops end.
    public static func swiftFiles(under directory: String) -> [String] {
        var results: [String] = []
        var visited: Set<FileIdentity> = []
        var pending = [directory]
        while let current = pending.popLast() {
            var info = stat()
            guard stat(current, &info) == 0, visited.insert(FileIdentity(info)).inserted else { continue }
            guard let handle = opendir(current) else { continue }
            var children: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
                }
                if name.hasPrefix(".") { continue }
                children.append(name)
            }
            closedir(handle)
            for name in children.sorted(by: >) {
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                switch kind(of: path) {
                case .directory:
                    pending.append(path)
                case .file where name.hasSuffix(".swift"):
                    results.append(path)
                default:
                    continue
                }
            }
        }
        return results.sorted()
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
        }
    }

    /// The file's bytes, or the reason it cannot be read.
    public static func readBytes(_ path: String) -> Result<[UInt8], InputError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(InputError(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(InputError(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(InputError("not a regular file")) }
        var bytes: [UInt8] = []
        let expected = Int(info.st_size)
        bytes.reserveCapacity(expected)
        var chunk = [UInt8](repeating: 0, count: max(4096, min(expected + 1, 1 << 20)))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(InputError(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    /// Writes `contents` to `path` through a temporary file in the same folder and a
    /// rename, so readers see the old file or the new one, never a partial one.
    public static func writeAtomically(_ contents: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        guard kind(of: folder) == .directory else {
            throw InputError("cannot write \(path): folder \(folder) does not exist")
        }
        let temporary = "\(folder)/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw InputError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(contents.utf8)
        var written = 0
        var failure: Int32 = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            written += count
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw InputError("cannot write \(path): \(String(cString: strerror(failure)))")
        }
    }
}

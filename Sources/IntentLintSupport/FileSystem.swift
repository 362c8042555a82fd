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

/// A problem with a path named on the command line or in configuration; the run cannot go on.
public struct InputError: Error, CustomStringConvertible, Sendable {
    public var description: String
    /// Where in the file the description names the problem is, when its reader knows (1-based;
    /// the column in UTF-8 bytes): a run that goes on without the file says `file:line:column:`.
    package var line: Int?
    package var column: Int?

    package init(_ description: String, line: Int? = nil, column: Int? = nil) {
        self.description = description
        self.line = line
        self.column = column
    }

    /// `no such file or directory: PATH`, the one message every command gives for a path that
    /// is not there, with what the path was for when that helps (`(the configuration)`).
    package static func noSuchFile(_ path: String, _ context: String? = nil) -> InputError {
        InputError("no such file or directory: \(path)" + (context.map { " (\($0))" } ?? ""))
    }

    /// `cannot read PATH: Permission denied`: a path named that is there but cannot be read.
    package static func cannotRead(_ path: String, _ reason: String, _ context: String? = nil) -> InputError {
        InputError("cannot read \(path): \(reason)" + (context.map { " (\($0))" } ?? ""))
    }

    /// For a path named that `FileSystem.kind(of:)` finds missing: `noSuchFile` when it is not
    /// there, `cannotRead` when a folder on the way cannot be searched or links loop, so that
    /// a file that exists is never called missing.
    package static func notFound(_ path: String, at absolutePath: String, _ context: String? = nil) -> InputError {
        guard let reason = FileSystem.readProblem(absolutePath) else { return noSuchFile(path, context) }
        return cannotRead(path, reason, context)
    }
}

/// File-system access: walking folders for Swift files, reading bytes, and writing
/// outputs atomically. POSIX calls keep it fast and identical on Linux and macOS.
public enum FileSystem {
    public enum Kind: Sendable {
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

    /// Why the file or folder at `path` cannot be read (opened, or listed), as the system says
    /// it: `Permission denied`, also for a folder on the way that cannot be searched, or `Too
    /// many levels of symbolic links`. Nil when it can be read, or is simply not there.
    package static func readProblem(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let failure = errno
            return failure == ENOENT || failure == ENOTDIR ? nil : String(cString: strerror(failure))
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            guard let handle = opendir(path) else { return String(cString: strerror(errno)) }
            closedir(handle)
            return nil
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        return nil
    }

    /// The entries of `folder` (`.` and `..` aside), each with what it is, following links,
    /// and the folder's device and inode; nil when the folder cannot be read.
    package static func folder(_ folder: String) -> FolderListing? {
        var info = stat()
        guard stat(folder, &info) == 0, let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            // The entry's type comes with it; only links and unknown types need a stat.
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK), Int32(DT_UNKNOWN): kind = FileSystem.kind(of: prefix + name)
            default: kind = .other
            }
            entries.append((name, kind))
        }
        return FolderListing(identity: FolderIdentity(device: UInt64(truncatingIfNeeded: info.st_dev),
                                                      inode: UInt64(truncatingIfNeeded: info.st_ino)),
                             entries: entries)
    }

    /// The file's bytes, or the reason it cannot be read. Reads straight into the result;
    /// a file that grows while it is read is read to its new end.
    public static func readBytes(_ path: String) -> Result<[UInt8], InputError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(InputError(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(InputError(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(InputError("not a regular file")) }
        // One byte more than the size, so a file that did not grow ends in the first read.
        let (bytes, error) = readToEnd(descriptor, firstChunk: max(Int(info.st_size), 0) + 1)
        return error == 0 ? .success(bytes) : .failure(InputError(String(cString: strerror(error))))
    }

    /// Everything left to read from the open file `descriptor` (0 standard input), up to an
    /// error if one comes.
    package static func readAll(from descriptor: Int32) -> [UInt8] {
        readToEnd(descriptor, firstChunk: 1 << 16).bytes
    }

    /// The bytes up to the end of `descriptor`, read into the result a chunk at a time, and the
    /// error (`errno`) that stopped the reading early, or 0.
    private static func readToEnd(_ descriptor: Int32, firstChunk: Int) -> (bytes: [UInt8], error: Int32) {
        var bytes: [UInt8] = []
        var capacity = firstChunk
        while true {
            var outcome = ReadOutcome()
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                outcome = readAvailable(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
                initialized = outcome.count
            }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if outcome.error != 0 || outcome.reachedEnd { return (bytes, outcome.error) }
            capacity = 1 << 16
        }
    }

    private struct ReadOutcome {
        var count = 0
        var reachedEnd = false
        var error: Int32 = 0
    }

    /// Fills `buffer` from the file, stopping early at its end or at an error.
    private static func readAvailable(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> ReadOutcome {
        var outcome = ReadOutcome()
        while outcome.count < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + outcome.count, buffer.count - outcome.count)
            if count < 0 {
                if errno == EINTR { continue }
                outcome.error = errno
                return outcome
            }
            if count == 0 {
                outcome.reachedEnd = true
                return outcome
            }
            outcome.count += count
        }
        return outcome
    }

    /// Writes `contents` to `path` through a temporary file in the same folder and a
    /// rename, so readers see the old file or the new one, never a partial one. The file lands
    /// at `path` and nowhere else: the temporary file is a new one (never a link someone left
    /// under its name), and a symbolic link at `path` is replaced, not followed.
    public static func writeAtomically(_ contents: String, to path: String) throws {
        try writeAtomically(Array(contents.utf8), to: path)
    }

    /// `writeAtomically` for bytes, with the new file's permission bits (`rw-r--r--` unless
    /// given: a rewritten source file keeps its own).
    package static func writeAtomically(_ bytes: [UInt8], to path: String, permissions: mode_t = 0o644) throws {
        let folder = folderPart(of: path)
        guard kind(of: folder) == .directory else {
            throw InputError("cannot write \(path): folder \(folder) does not exist")
        }
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<8 {
            // Short whatever the name: a name near the file system's limit leaves no room to add to it.
            temporary = "\(folder)/.lint-intents-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, permissions)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw InputError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        var failure = writeAll(bytes, to: descriptor)
        // The umask may have narrowed what open gave; a rewritten file keeps its bits exactly.
        if failure == 0, permissions != 0o644, fchmod(descriptor, permissions) != 0 { failure = errno }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw InputError("cannot write \(path): \(String(cString: strerror(failure)))")
        }
    }

    /// Writes all of `bytes` to the open file `descriptor` (1 standard output, 2 standard
    /// error), unbuffered; the error (`errno`) that stopped it early, or 0. A write that takes
    /// nothing stops it with `EIO` rather than trying forever.
    @discardableResult
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if count == 0 { return EIO }
            written += count
        }
        return 0
    }

    /// The path of the running executable, as the system knows it; nil where it cannot say.
    package static var runningExecutablePath: String? {
        #if canImport(FoundationEssentials)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { readlink("/proc/self/exe", $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
        #else
        return Bundle.main.executablePath
        #endif
    }

    /// Makes the folder `path` and the folders above it that are missing (`mkdir -p`).
    /// - Throws: the reason a folder could not be made, as the system says it.
    package static func createFolder(_ path: String) throws(InputError) {
        guard kind(of: path) != .directory else { return }
        let above = folderPart(of: path)
        if above != path, above != "." { try createFolder(above) }
        guard mkdir(path, 0o755) != 0 else { return }
        let failure = errno
        // Made meanwhile by someone else: as good as made here.
        guard failure != EEXIST || kind(of: path) != .directory else { return }
        throw InputError(String(cString: strerror(failure)))
    }

    /// The folder part of `path` as `NSString.deletingLastPathComponent` gives it (trailing
    /// slashes aside), or `.` for a bare name.
    static func folderPart(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The permission bits of the file at `path` (following links), or nil when it cannot be read.
    package static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// `path` with every symbolic link on the way resolved: where the bytes really are.
    package static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

import Foundation

/// A fresh folder under the temporary directory, removed when the value goes away.
package final class ScratchFolder {
    /// Absolute, without symbolic links, so tests can compare it with computed paths.
    package let path: String

    package init() throws {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("lint-intents-test-XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard mkdtemp(&bytes) != nil else { throw CocoaError(.fileWriteUnknown) }
        let created = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        path = URL(fileURLWithPath: created).resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `contents` to `relativePath`, creating folders on the way; returns the absolute path.
    @discardableResult
    package func write(_ contents: String, to relativePath: String) throws -> String {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try contents.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    /// Creates the folder `relativePath`; returns its absolute path.
    @discardableResult
    package func makeFolder(_ relativePath: String) throws -> String {
        let folder = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}

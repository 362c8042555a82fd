/// File names made from module and app names: the one place where a name read from a project
/// file, a module list or a flag becomes part of a path. A name is never trusted to be a file
/// name: `../../x` must not climb out of the folder the user gave, and two modules must not
/// write one file, not even on a file system that ignores case (macOS's and Windows' default).
package enum OutputFileName {
    /// The longest file name common file systems take, in bytes (ext4, APFS, NTFS in UTF-16 units).
    static let maximumLength = 255

    /// One file name per name, in order, each `safe(name) + suffix`, distinct from every other
    /// even when case is ignored: a repeat gets `-2`, `-3`, … in the order given.
    package static func unique(_ names: [String], suffix: String) -> [String] {
        var taken: Set<String> = []
        return names.map { name in
            let stem = safe(name, reserving: suffix.utf8.count)
            var candidate = stem + suffix
            var number = 2
            while !taken.insert(candidate.lowercased()).inserted {
                let counter = "-\(number)"
                candidate = safe(name, reserving: suffix.utf8.count + counter.utf8.count) + counter + suffix
                number += 1
            }
            return candidate
        }
    }

    /// `name` as one path component that stays where it is put, on Linux, macOS and Windows:
    /// separators and control characters (and the characters Windows refuses) become `_`; a
    /// leading dot (`.`, `..`, hidden files) and trailing dots and spaces (which Windows drops)
    /// become `_`; a device name Windows reserves (`CON`, `NUL`, `COM1`, …) gets a `_` before
    /// it; and a name too long for the file system, with `reserving` bytes after it, is cut and
    /// ends with a hash of the whole name, so two long names stay apart.
    package static func safe(_ name: String, reserving: Int = 0) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            scalars.append(isAllowed(scalar) ? scalar : "_")
        }
        var result = String(scalars)
        if result.isEmpty { result = "_" }
        if result.hasPrefix(".") { result = "_" + result.dropFirst() }
        while let last = result.last, last == "." || last == " " { result = String(result.dropLast()) + "_" }
        if isReservedOnWindows(result) { result = "_" + result }
        let room = maximumLength - reserving
        guard result.utf8.count > room else { return result }
        var hasher = StableHash()
        hasher.combine(name)
        let hash = "-" + hasher.hex
        var cut = ""
        for character in result {
            guard cut.utf8.count + character.utf8.count + hash.utf8.count <= room else { break }
            cut.append(character)
        }
        return cut + hash
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "/", "\\", ":", "*", "?", "\"", "<", ">", "|": return false
        default: return scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value)
        }
    }

    /// `CON`, `PRN`, `AUX`, `NUL`, `COM0`–`COM9`, `LPT0`–`LPT9`, in any case, with or without an
    /// extension: Windows opens the device instead of a file of that name.
    private static func isReservedOnWindows(_ name: String) -> Bool {
        let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map { $0.uppercased() } ?? ""
        if ["CON", "PRN", "AUX", "NUL"].contains(stem) { return true }
        guard stem.count == 4, stem.hasPrefix("COM") || stem.hasPrefix("LPT") else { return false }
        return stem.last!.isNumber
    }
}

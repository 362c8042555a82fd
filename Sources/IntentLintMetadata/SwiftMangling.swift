/// The Swift compiler's mangled name of a nominal type, without the `$s` prefix, as
/// `extract.actionsdata` writes it (`mangledTypeName`, `autoShortcutProviderMangledName`):
/// `14DuplicateTasks18CompleteTaskIntentV`, `12JibunKit_App0aB9ShortcutsV`.
///
/// The grammar is the compiler's (`docs/ABI/Mangling.rst`, `lib/Basic/Mangler.cpp` and
/// `ManglingUtils.h`): a module, then each enclosing type and the type itself as an identifier and
/// a kind (`V` struct, `C` class or actor, `O` enum). An identifier seen before in the same name is
/// a substitution (`AB`); a word (a run starting at a letter, ended by `_`, a digit or a lower-to-upper
/// case change) seen before becomes a lower-case letter, the last one capitalised, after a `0`;
/// an identifier with a non-ASCII character is Punycode after `00`. `MangledNameTests` checks
/// it against what `swiftc -emit-const-values-path` writes for the same declarations.
package enum SwiftMangling {
    package enum Kind: Sendable {
        case `struct`, `class`, `enum`

        var operatorLetter: Character {
            switch self {
            case .struct: return "V"
            case .class: return "C"
            case .enum: return "O"
            }
        }
    }

    /// One type of a path: its name, its kind, and for a `private` or `fileprivate` one the
    /// file it is declared in, whose name (with the module's) the compiler hashes into its name.
    package struct Component: Sendable {
        package var name: String
        package var kind: Kind
        /// The file's name without folders: `TaskIntents.swift`.
        package var privateFileName: String?

        package init(name: String, kind: Kind, privateFileName: String? = nil) {
            self.name = name
            self.kind = kind
            self.privateFileName = privateFileName
        }
    }

    /// `_` and the MD5 of the module's name and the file's name in upper-case hex, which a private
    /// type's name carries after its identifier and before `LL`.
    package static func privateDiscriminator(module: String, fileName: String) -> String {
        "_" + MD5.hexDigest(Array((module + fileName).utf8))
    }

    /// The mangled name of `path` (outermost type first) in `module`, or nil when a name is not
    /// an identifier the grammar takes (empty, or starting with a digit).
    package static func typeName(module: String, path: [Component]) -> String? {
        guard !path.isEmpty else { return nil }
        var mangler = Mangler()
        if module == "Swift" {
            mangler.buffer.append("s")
        } else {
            guard mangler.appendIdentifier(module) else { return nil }
        }
        for component in path {
            guard mangler.appendIdentifier(component.name) else { return nil }
            if let file = component.privateFileName {
                guard mangler.appendIdentifier(privateDiscriminator(module: module, fileName: file)) else { return nil }
                mangler.buffer += "LL"
            }
            mangler.buffer.append(component.kind.operatorLetter)
            // The type itself is substitutable, after its identifier: it takes an index.
            mangler.substitutionCount += 1
        }
        return mangler.buffer
    }

    private struct Mangler {
        var buffer = ""
        /// Identifiers already mangled, with their substitution index.
        var identifiers: [String: Int] = [:]
        /// Every substitutable entity so far (identifiers and types) counts toward the next index.
        var substitutionCount = 0
        /// Words of the identifiers written out so far, at most 26 (`MaxNumWords`).
        var words: [[UInt8]] = []
        static let maximumWordCount = 26

        mutating func appendIdentifier(_ identifier: String) -> Bool {
            let bytes = Array(identifier.utf8)
            guard let first = bytes.first, !isDigit(first) else { return false }
            if let index = identifiers[identifier] {
                appendSubstitution(index)
                return true
            }
            identifiers[identifier] = substitutionCount
            substitutionCount += 1
            if bytes.contains(where: { $0 >= 0x80 }) {
                guard let encoded = Punycode.encode(identifier) else { return false }
                buffer += "00\(encoded.utf8.count)"
                if let lead = encoded.utf8.first, isDigit(lead) || lead == UInt8(ascii: "_") { buffer.append("_") }
                buffer += encoded
                return true
            }
            appendWords(of: identifier)
            return true
        }

        /// `A` and the index as a letter, or past 26 as a number and `_`.
        mutating func appendSubstitution(_ index: Int) {
            if index < 26 {
                buffer.append("A")
                buffer.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "A") + UInt8(index)))
            } else {
                buffer += "A\(index - 26 == 0 ? "" : String(index - 27))_"
            }
        }

        /// The identifier with its length, or with word substitutions (`ManglingUtils.h`'s
        /// `mangleIdentifier`).
        mutating func appendWords(of identifier: String) {
            let bytes = Array(identifier.utf8)
            let wordsInBuffer = words.count
            // Where a word from the list replaces a run of the identifier: (start, word index).
            var substitutions: [(start: Int, word: Int)] = []
            // New words of this identifier, by start and length, until they are written.
            var newWords: [(start: Int, length: Int)] = []
            var wordStart: Int?
            var position = 0
            while position <= bytes.count {
                let byte: UInt8 = position < bytes.count ? bytes[position] : 0
                if let start = wordStart, isWordEnd(byte, previous: bytes[position - 1]) {
                    let word = bytes[start..<position]
                    var found: Int?
                    for index in 0..<wordsInBuffer where words[index].elementsEqual(word) {
                        found = index
                        break
                    }
                    if found == nil {
                        for (offset, candidate) in newWords.enumerated() where bytes[candidate.start..<(candidate.start + candidate.length)].elementsEqual(word) {
                            found = wordsInBuffer + offset
                            break
                        }
                    }
                    if let found {
                        substitutions.append((start, found))
                    } else if word.count >= 2, wordsInBuffer + newWords.count < Self.maximumWordCount {
                        newWords.append((start, word.count))
                    }
                    wordStart = nil
                }
                if wordStart == nil, isWordStart(byte) { wordStart = position }
                position += 1
            }
            // New words join the list as they are written out: in the order they were found.
            for word in newWords { words.append(Array(bytes[word.start..<(word.start + word.length)])) }
            guard !substitutions.isEmpty else {
                buffer += "\(bytes.count)\(identifier)"
                return
            }
            buffer.append("0")
            var cursor = 0
            for (position, substitution) in substitutions.enumerated() {
                if cursor < substitution.start {
                    buffer += "\(substitution.start - cursor)" + String(decoding: bytes[cursor..<substitution.start], as: UTF8.self)
                }
                cursor = substitution.start + words[substitution.word].count
                let isLast = position == substitutions.count - 1
                let letter = UInt8(isLast ? UInt8(ascii: "A") : UInt8(ascii: "a")) + UInt8(substitution.word)
                buffer.unicodeScalars.append(Unicode.Scalar(letter))
                if isLast, cursor == bytes.count { buffer.append("0") }
            }
            if cursor < bytes.count {
                buffer += "\(bytes.count - cursor)" + String(decoding: bytes[cursor...], as: UTF8.self)
            }
        }


        private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        private func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        private func isWordStart(_ byte: UInt8) -> Bool { !isDigit(byte) && byte != UInt8(ascii: "_") && byte != 0 }

        private func isWordEnd(_ byte: UInt8, previous: UInt8) -> Bool {
            if byte == UInt8(ascii: "_") || byte == 0 { return true }
            return !isUpper(previous) && isUpper(byte)
        }
    }
}

/// Swift's variant of Punycode (RFC 3492) for identifiers (`lib/Demangling/Punycode.cpp`): `_`
/// separates the ASCII characters from the rest, and digits run `a`…`z`, `A`…`J`.
enum Punycode {
    private static let base = 36, tmin = 1, tmax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 128

    static func encode(_ text: String) -> String? {
        let input = text.unicodeScalars.map { Int($0.value) }
        var output = input.filter { $0 < 0x80 }.map { Character(Unicode.Scalar(UInt8($0))) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append("_") }
        var n = initialN, delta = 0, bias = initialBias
        while handled < input.count {
            guard let next = input.filter({ $0 >= n }).min() else { return nil }
            guard (next - n) <= (Int.max - delta) / (handled + 1) else { return nil }
            delta += (next - n) * (handled + 1)
            n = next
            for scalar in input {
                if scalar < n { delta += 1 }
                guard scalar == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tmin : (k >= bias + tmax ? tmax : k - bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, handled + 1, handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return String(output)
    }

    private static func digit(_ value: Int) -> Character {
        Character(Unicode.Scalar(UInt8(value < 26 ? Int(UInt8(ascii: "a")) + value : Int(UInt8(ascii: "A")) + value - 26)))
    }

    private static func adapt(_ delta: Int, _ count: Int, _ isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tmin) * tmax) / 2 {
            delta /= base - tmin
            k += base
        }
        return k + (((base - tmin + 1) * delta) / (delta + skew))
    }
}

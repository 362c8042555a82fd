import IntentLintSupport

/// Code bodies a rule reads: function and initializer bodies, and properties' initializers and
/// getters, which the scanner otherwise skips whole. The rule declares its interest beside
/// itself; the Rules stage gathers them (`CodeBodyInterests.rules`), and the module loader hands
/// them to the scanner, as the manifest stage hands it `MetadataMembers`. The scanner knows no
/// rule: it asks each interest about each body, keeps the bodies one reads
/// (`DeclarationReader.bodies`), and keeps the bytes of a file where one does
/// (`FileSyntax.bytesOfCodeBodies`), for the rule to scan again when it runs.
///
/// Most bodies are turned away by a binary search: an interest reads only bodies that hold one
/// of its cue words, belong to a property it names, or are the body of a function it names.
package struct CodeBodyInterest: Sendable {
    /// Names the interest in `FileSyntax.codeBodyInterests` and `InitializerDeclaration.bodyInterests`.
    package var name: String
    /// Identifiers and operators whose tokens mark a body the interest may read (`CueWords`).
    package var cues: [String]
    /// For a body that holds a cue: whether the interest reads it, given the body's tokens and the
    /// cues in the file (the interest's own list, in order). nil reads every such body.
    package var readsBodyWithCue: (@Sendable (TokenizedSource, Range<Int>, [Int]) -> Bool)?
    /// Properties whose initializers and getters the interest reads, whatever they hold.
    package var propertyNames: [String]
    /// Functions whose bodies the interest reads, whatever they hold (`` `perform` `` too).
    package var functionNames: [String]
    /// Whether a file that holds a cue anywhere, in a body or not, keeps its bytes.
    package var keepsFilesWithACue: Bool

    package init(name: String, cues: [String] = [], readsBodyWithCue: (@Sendable (TokenizedSource, Range<Int>, [Int]) -> Bool)? = nil,
                 propertyNames: [String] = [], functionNames: [String] = [], keepsFilesWithACue: Bool = false) {
        self.name = name
        self.cues = cues
        self.readsBodyWithCue = readsBodyWithCue
        self.propertyNames = propertyNames
        self.functionNames = functionNames
        self.keepsFilesWithACue = keepsFilesWithACue
    }
}

/// What a rule knows of one file's code: gathered by the scan while the file's tokens are at hand,
/// from the bodies its interests read, and kept on the file (`FileSyntax.fact(_:)`), so that rules
/// read facts and never lex a file again. SwiftLint's `CollectingRule` is the model: collect per
/// file, then judge per module or app. A rule declares its fact beside itself; the scanner, which
/// knows no rule, gathers every fact it is handed (`CodeBodyInterests`).
package struct FileFact<Value: Sendable>: Sendable {
    /// Names the fact on the file (`FileSyntax.facts`).
    package let name: String
    /// The interests whose bodies or cues the fact reads: it is gathered from a file where one of
    /// them reads a body, or keeps the file for a cue (`keepsFilesWithACue`).
    package let interests: [CodeBodyInterest]
    package let gather: @Sendable (FileBodies) -> Value

    package init(name: String, reading interests: [CodeBodyInterest], gather: @escaping @Sendable (FileBodies) -> Value) {
        self.name = name
        self.interests = interests
        self.gather = gather
    }
}

/// What a fact is gathered from: the file's tokens, and the bodies the interests read.
package struct FileBodies {
    package let source: TokenizedSource
    /// Every body an interest reads, in the order the scanner met them.
    package let bodies: [CodeBody]
    let interests: CodeBodyInterests

    /// The tokens of the file that are cues of `interest`, in order.
    package func cues(of interest: CodeBodyInterest) -> [Int] {
        interests.cues(of: interest, in: source)
    }
}

/// A fact of any type, as the scanner gathers it.
package protocol GatheredFact: Sendable {
    var name: String { get }
    var interests: [CodeBodyInterest] { get }
    func gatherAny(_ file: FileBodies) -> any Sendable
}

extension FileFact: GatheredFact {
    package func gatherAny(_ file: FileBodies) -> any Sendable { gather(file) }
}

/// The interests the scanner is handed, the facts it gathers for them, and the words the lexer
/// lists for them: for the interest at position `n`, its cues in list `2n` and its function names
/// in list `2n + 1`.
public struct CodeBodyInterests: Sendable {
    package let interests: [CodeBodyInterest]
    package let cueWords: CueWords
    /// Each fact, with its interests as bits by position.
    private let facts: [(fact: any GatheredFact, interests: UInt32)]

    /// No interest: no body is kept, nor any file's bytes, and no fact is gathered.
    public static let none = CodeBodyInterests([])

    /// - Parameter facts: what the scan gathers of each file; a fact's interests must be among `interests`.
    package init(_ interests: [CodeBodyInterest], gathering facts: [any GatheredFact] = []) {
        precondition(interests.count <= 32, "at most 32 interests")
        self.interests = interests
        cueWords = CueWords(interests.flatMap {
            [CueWords.List($0.cues), CueWords.List($0.functionNames, alsoBackticked: true)]
        })
        self.facts = facts.map { fact in
            var bits: UInt32 = 0
            for interest in fact.interests {
                guard let position = interests.firstIndex(where: { $0.name == interest.name }) else {
                    preconditionFailure("the fact \(fact.name) reads the interest \(interest.name), which the scanner is not handed")
                }
                bits |= 1 << position
            }
            return (fact, bits)
        }
    }

    /// The facts of a file whose interests (bits by position) read a body or keep the file, by name.
    func gatherFacts(_ file: FileBodies, reading: UInt32) -> [String: any Sendable] {
        var gathered: [String: any Sendable] = [:]
        for (fact, interests) in facts where interests & reading != 0 {
            gathered[fact.name] = fact.gatherAny(file)
        }
        return gathered
    }

    /// The tokens of `source` (lexed with `cueWords`) that are cues of `interest`, in order.
    package func cues(of interest: CodeBodyInterest, in source: TokenizedSource) -> [Int] {
        guard let position = interests.firstIndex(where: { $0.name == interest.name }) else { return [] }
        return source.cues[2 * position]
    }

    /// The interests that read a body, as bits by position. `nameIndex` is the token of the
    /// function's name (nil for other bodies); `propertyName` is the property's, for its
    /// initializer or getter.
    func interestsReading(_ range: Range<Int>, in source: TokenizedSource, propertyName: String?, functionNameIndex: Int?) -> UInt32 {
        var reading: UInt32 = 0
        // Read in place: a copy of an interest or of a list costs more than the search.
        interests.withUnsafeBufferPointer { interests in
            source.cues.withUnsafeBufferPointer { lists in
                for position in interests.indices {
                    if let propertyName, !interests[position].propertyNames.isEmpty, interests[position].propertyNames.contains(propertyName) {
                        reading |= 1 << position
                    } else if let functionNameIndex, lists[2 * position + 1].contains(sorted: functionNameIndex) {
                        reading |= 1 << position
                    } else if lists[2 * position].holdsOne(in: range),
                              interests[position].readsBodyWithCue?(source, range, lists[2 * position]) ?? true {
                        reading |= 1 << position
                    }
                }
            }
        }
        return reading
    }

    /// The interests that keep a file's bytes because it holds one of their cues, in a body or
    /// not (`keepsFilesWithACue`), as bits by position.
    func interestsKeepingFile(_ source: TokenizedSource) -> UInt32 {
        var keeping: UInt32 = 0
        for (position, interest) in interests.enumerated() where interest.keepsFilesWithACue && !source.cues[2 * position].isEmpty {
            keeping |= 1 << position
        }
        return keeping
    }

    /// The names of the interests whose bits are set in `bits`.
    func names(_ bits: UInt32) -> [String] {
        bits == 0 ? [] : interests.indices.filter { bits & (1 << $0) != 0 }.map { interests[$0].name }
    }
}

extension FileSyntax {
    /// Whether the file's bytes are kept for `interest` (`codeBodyInterests`).
    package func keepsBytes(for interest: CodeBodyInterest) -> Bool {
        codeBodyInterests.contains(interest.name)
    }

    /// What the scan gathered of the file for `fact`; nil where none of its interests read the file.
    package func fact<Value>(_ fact: FileFact<Value>) -> Value? {
        facts[fact.name] as? Value
    }
}

extension [Int] {
    /// Whether this sorted list holds an index in `range`.
    @inline(__always)
    func holdsOne(in range: Range<Int>) -> Bool {
        let first = firstIndex(keyAtLeast: range.lowerBound) { $0 }
        return first < count && self[first] < range.upperBound
    }

    /// Whether this sorted list holds `value`.
    @inline(__always)
    func contains(sorted value: Int) -> Bool {
        let first = firstIndex(keyAtLeast: value) { $0 }
        return first < count && self[first] == value
    }
}

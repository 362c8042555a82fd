/// The known name closest to a misspelled one, for "did you mean" hints: a few edits away,
/// or, for three characters or more, the start of it (`warn` → `warning`).
package struct ClosestMatch {
    private let candidates: [(name: String, characters: [Character])]
    private let ignoringCase: Bool
    private let preferringEarlier: Bool

    /// - Parameter preferringEarlier: between equally close names, the one that comes first in
    ///   `candidates` rather than the first in alphabetical order.
    package init(_ candidates: some Collection<String>, ignoringCase: Bool = false, preferringEarlier: Bool = false) {
        self.ignoringCase = ignoringCase
        self.preferringEarlier = preferringEarlier
        self.candidates = candidates.map { ($0, Array(ignoringCase ? $0.lowercased() : $0)) }
    }

    package func find(_ name: String) -> String? {
        let characters = Array(ignoringCase ? name.lowercased() : name)
        let limit = max(2, characters.count / 3)
        var best: (name: String, score: Int)?
        for candidate in candidates {
            if characters.count >= 3, candidate.characters.starts(with: characters) { return candidate.name }
            // The distance is at least the difference in length: skipping those keeps a long
            // word, or thousands of short ones, from costing their length times every name's.
            guard abs(candidate.characters.count - characters.count) <= limit else { continue }
            let score = ClosestMatch.distance(characters, candidate.characters)
            let isBetter = best.map { preferringEarlier ? score < $0.score : (score, candidate.name) < ($0.score, $0.name) } ?? true
            if isBetter { best = (candidate.name, score) }
        }
        guard let best, best.score <= limit else { return nil }
        return best.name
    }

    /// Levenshtein distance, one row at a time.
    static func distance(_ left: [Character], _ right: [Character]) -> Int {
        var previous = Array(0...right.count)
        var current = previous
        for (i, leftCharacter) in left.enumerated() {
            current[0] = i + 1
            for (j, rightCharacter) in right.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}

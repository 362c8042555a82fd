/// A small deterministic generator (SplitMix64), so that random inputs are the same on every run
/// and a failing fuzz case can be replayed.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    package mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }

    /// `bytes` changed as the readers' fuzz tests change them: in every third round cut short at
    /// a random place, in the others one to five random removals, or insertions of one of `pieces`.
    package mutating func mutation(of bytes: [UInt8], round: Int, inserting pieces: [[UInt8]]) -> [UInt8] {
        var mutated = bytes
        if round % 3 == 0 {
            return Array(mutated[..<next(below: mutated.count + 1)])
        }
        for _ in 0...next(below: 4) {
            let at = next(below: mutated.count + 1)
            if next(below: 2) == 0, at < mutated.count {
                mutated.remove(at: at)
            } else {
                mutated.insert(contentsOf: pieces[next(below: pieces.count)], at: at)
            }
        }
        return mutated
    }
}

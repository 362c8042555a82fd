import Testing
@testable import IntentLintSupport
import IntentLintTestSupport

@Suite("Binary search")
struct BinarySearchTests {
    /// The first index whose key is the value or more, as a scan from the start finds it: in
    /// sorted arrays of 0 to 40 keys with runs of equal ones, for every value around them.
    @Test func findsWhatAScanFromTheStartFinds() {
        var random = SeededRandom(seed: 21)
        for count in 0...40 {
            var keys: [Int] = []
            for _ in 0..<count { keys.append((keys.last ?? 0) + random.next(below: 3)) }
            for value in -1...((keys.last ?? 0) + 1) {
                let scanned = keys.firstIndex { $0 >= value } ?? keys.count
                #expect(keys.firstIndex(keyAtLeast: value) { $0 } == scanned, "\(keys), \(value)")
            }
        }
    }
}

// Raw values in every shape the manifest counts: `EnumRawValueTests` compiles this file with
// `main.swift`, with and without `-D DEBUG`, runs it, and compares what it prints with the
// manifest's raw values for the same build.

typealias Code = Int
typealias Key = String

enum Implied: Int, CaseIterable { case small, medium, large }

enum AfterWritten: Int, CaseIterable { case low = 5, mid, high = 10, top }

enum FromNegative: Int, CaseIterable { case below = -2, justBelow, zero, above }

enum InOtherBases: Int, CaseIterable { case hex = 0x10, afterHex, binary = 0b11, afterBinary, octal = 0o37, afterOctal, grouped = 1_000, afterGrouped }

enum Narrow: Int8, CaseIterable { case lowest = -128, next }

enum Unsigned: UInt16, CaseIterable { case first, second, far = 400, farther }

enum ThroughAlias: Code, CaseIterable { case one, seven = 7, eight }

enum Named: String, CaseIterable { case plain, written = "Written", `default`, spaced = "with space" }

enum NamedThroughAlias: Key, CaseIterable { case keyed, renamed = "was-keyed" }

enum Sliced: Substring, CaseIterable { case part, other = "x" }

enum Measured: Double, CaseIterable { case none, whole = 4, next, half = 2.5 }

enum Debugged: Int, CaseIterable {
    case small
    #if DEBUG
    case debugOnly
    #endif
    case large
}

enum NestedBranches: Int, CaseIterable {
    case first
    #if DEBUG
    case debugged
    #if os(Linux)
    case onLinux
    #endif
    #endif
    case last
    case written = 20
    case afterWritten
}

enum EveryBranchOneCase: Int, CaseIterable {
    case first
    #if os(Linux)
    case linux
    #elseif os(macOS)
    case mac
    #else
    case elsewhere
    #endif
    case last
}

enum ReleaseOnly: Int, CaseIterable {
    case first
    #if !DEBUG
    case release
    #else
    case debugOne, debugTwo
    #endif
    case last
}

enum TextUnderBranches: String, CaseIterable {
    case always
    #if DEBUG
    case debugText
    #endif
    case after
}

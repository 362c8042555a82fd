import Foundation

/// `lint-intents-benchmark`: measures lint-intents against reading the files and against
/// SwiftParser on a corpus. See Benchmarks/README.md.
let usage = """
    USAGE:
      lint-intents-benchmark compare PATH [--repetitions N] [--jobs N] [--modes LIST]
      lint-intents-benchmark measure <\(MeasureCommand.Mode.allCases.map(\.rawValue).joined(separator: "|"))> PATH... [--jobs N]
      lint-intents-benchmark scaling [--intents LIST] [--directory DIR] [--repetitions N]
      lint-intents-benchmark sweep PATH [--limit SECONDS] [--slowest N]
      lint-intents-benchmark diff [--base [PATH]] [--intents N] [--repetitions N] [--executable PATH]
      lint-intents-benchmark diff-modes PATH --base REVISION [--binary LABEL=PATH]... [--repetitions N]
      lint-intents-benchmark app PATH [--binary LABEL=PATH]... [--repetitions N]
      lint-intents-benchmark hook PATH --stage FILE [--binary LABEL=PATH]... [--repetitions N]
      lint-intents-benchmark huge [--intents N] [--binary LABEL=PATH]... [--repetitions N]
      lint-intents-benchmark corpus PATH [--binary LABEL=PATH]... [--repetitions N]

    compare   every mode as a fresh process, interleaved; a table of medians and the goals
    measure   one mode in this process; prints one JSON line
    scaling   lints generated files of 50k, 100k and 200k intents; time per intent at each size
    sweep     lints each file on its own, in full; the slowest files, and whether any took over 1 s
    diff      'lint-intents diff' of two generated versions against the two 'manifest' runs it replaces;
              with --base, 'diff --base HEAD' against 'lint' of the same tree (a copy of PATH, or generated)
    diff-modes  every mode of 'lint-intents diff' on a git work tree's history against 'lint' of it, side by side
    app       lint of one app against cat of its files, side by side for each --binary
    hook      'lint --staged' with one file staged in a git copy of PATH, and the git processes it starts
    huge      lint of one generated file of many intents: time and peak memory against the file's size
    corpus    'lint --scan-every-file' of a corpus against cat of its files
    """

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "measure":
        print(try MeasureCommand.run(Array(arguments.dropFirst())).jsonLine())
    case "compare":
        try CompareCommand.run(Array(arguments.dropFirst()))
    case "scaling":
        try ScalingCommand.run(Array(arguments.dropFirst()))
    case "diff":
        try DiffSpeedCommand.run(Array(arguments.dropFirst()))
    case "diff-modes":
        try DiffModesCommand.run(Array(arguments.dropFirst()))
    case "app", "hook", "huge", "corpus":
        try LatencyCommands.run(arguments[0], Array(arguments.dropFirst()))
    case "sweep":
        exit(try SweepCommand.run(Array(arguments.dropFirst())))
    case "help", "--help", "-h", nil:
        print(usage)
    default:
        throw BenchmarkError("unknown command '\(arguments[0])'\n\n\(usage)")
    }
} catch {
    FileHandle.standardError.write(Data("lint-intents-benchmark: error: \(error)\n".utf8))
    exit(2)
}

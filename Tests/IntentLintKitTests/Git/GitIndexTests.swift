import Foundation
import Testing
@testable import IntentLintKit
@testable import IntentLintSupport

/// What `--staged` reads from git (`GitIndex`), the modules it lints, and how git is run.
@Suite struct GitIndexTests {
    /// Far more input and output than a pipe holds: nothing waits on anything.
    @Test func aChildProcessExchangesMoreThanAPipeHolds() throws {
        let input = (0..<2_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let copied = try ChildProcess.run(["cat"], input: input)
        #expect(copied.status == 0 && copied.output == input && copied.errors.isEmpty)
        // A child that reads none of its input ends the exchange; this process goes on.
        let ignoring = try ChildProcess.run(["sh", "-c", "echo done; exit 3"], input: input)
        #expect(ignoring.status == 3 && ignoring.output == Array("done\n".utf8))
    }

    @Test func gitsOwnMessageIsTheError() throws {
        let folder = try ScratchFolder()
        let error = #expect(throws: InputError.self) { try Git.run(["rev-parse", "--show-toplevel"], in: folder.path) }
        #expect(error?.description.hasPrefix("git rev-parse --show-toplevel failed: fatal: not a git repository") == true)
        let missing = #expect(throws: InputError.self) { try ChildProcess.run(["lint-intents-no-such-program"], input: []) }
        #expect(missing?.description == "No such file or directory")
    }
}

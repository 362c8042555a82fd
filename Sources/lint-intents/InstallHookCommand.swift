#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintKit
import IntentLintSupport

/// `lint-intents install-hook [--force]`: installs a git pre-commit hook that lints what the
/// commit will hold (`lint --staged`) and blocks the commit when lint-intents fails.
enum InstallHookCommand: Command {
    static let name = "install-hook"

    static let force = CommandOption.flag("--force", help: "Replace an existing pre-commit hook.")

    static let options = [force]

    static var usage: String {
        """
        USAGE: lint-intents install-hook [--force]

        Installs a git pre-commit hook (POSIX sh) in the repository around the current folder.
        Before each commit it runs 'lint-intents lint --staged' at the repository's top: every
        module is read as the commit will hold it (the staged version of each file), and
        findings are reported in the staged Swift and strings files only, so a conformance written in
        another file neither hides nor invents one. The repository's .lint-intents.json
        applies, as it does to 'lint-intents lint' run there. A failing lint blocks the commit;
        `git commit --no-verify` skips the hook once. The hook goes where `git rev-parse
        --git-path hooks` says, so worktrees and core.hooksPath work. It runs this lint-intents
        by its absolute path, or the lint-intents on PATH once that path is gone.

        OPTIONS:
        \(CommandOption.helpLines(options, helpColumn: 12))
        """
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try parse(arguments) else { return 0 }
        guard parsed.positional.isEmpty else {
            throw UsageError("install-hook takes no paths: run it in the repository whose commits it should check")
        }
        let hooksDirectory = Paths.absolute(try git(["rev-parse", "--git-path", "hooks"]))
        let hook = hooksDirectory + "/pre-commit"
        // attributesOfItem does not follow symbolic links, so a dangling link counts as a hook too.
        if (try? FileManager.default.attributesOfItem(atPath: hook)) != nil, !parsed.flag(force) {
            throw InputError("\(hook) already exists; rerun with \(force.name) to replace it")
        }
        let executable = runningExecutable()
        do {
            try FileSystem.createFolder(hooksDirectory)
        } catch {
            throw InputError("cannot create the hooks folder \(hooksDirectory): \(error.description)")
        }
        try FileSystem.writeAtomically(hookScript(lintIntents: executable), to: hook)
        guard chmod(hook, 0o755) == 0 else {
            throw InputError("cannot make \(hook) executable: \(String(cString: strerror(errno)))")
        }
        StandardStreams.line("Installed the pre-commit hook \(hook); it lints the staged Swift and strings files with \(executable).")
        return 0
    }

    /// The hook runs from the repository's top (where git runs hooks, and where the
    /// configuration is found); lint-intents reads the staged versions from git itself.
    static func hookScript(lintIntents executable: String) -> String {
        """
        #!/bin/sh
        # Installed by `lint-intents install-hook`: lints what the commit will hold before each commit.
        # Skip it once with `git commit --no-verify`; reinstall with `lint-intents install-hook --force`.

        installed=\(shellQuoted(executable))
        lint_intents=$installed
        if [ ! -x "$lint_intents" ]; then
            lint_intents=$(command -v lint-intents) || {
                echo "pre-commit: lint-intents is neither at $installed nor on PATH; run 'lint-intents install-hook --force' again, or commit with --no-verify" >&2
                exit 1
            }
        fi

        cd "$(git rev-parse --show-toplevel)" || exit 1
        if ! "$lint_intents" lint --staged; then
            echo "pre-commit: lint-intents found problems in the staged Swift and strings files; fix them, or commit with --no-verify" >&2
            exit 1
        fi

        """
    }

    /// This lint-intents as it was started, symbolic links kept: a package manager's
    /// `bin/lint-intents` link outlives the versioned file it points to.
    static func runningExecutable() -> String {
        let invoked = CommandLine.arguments[0]
        if invoked.contains("/") { return Paths.absolute(invoked) }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in searchPath.split(separator: ":") where access("\(directory)/\(invoked)", X_OK) == 0 {
            return Paths.absolute("\(directory)/\(invoked)")
        }
        return FileSystem.runningExecutablePath ?? invoked
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingBytes("'", with: "'\\''") + "'"
    }

    /// Git's output, trimmed; git's own message when it fails (outside a repository, say).
    private static func git(_ arguments: [String]) throws -> String {
        do {
            return String(decoding: try Git.run(arguments), as: UTF8.self).trimmingNewlines
        } catch let error as InputError {
            throw InputError("install-hook needs a git repository: \(error.description)")
        }
    }
}

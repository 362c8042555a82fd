#if canImport(Glibc)
import Glibc
private let systemPipe = Glibc.pipe
#elseif canImport(Musl)
import Musl
private let systemPipe = Musl.pipe
#elseif canImport(Darwin)
import Darwin
private let systemPipe = Darwin.pipe
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentLintSupport

/// Running git: the pre-commit hook reads the index, `diff --base` reads a revision.
package enum Git {
    /// The top folder of the repository holding `directory` (the current folder by default), absolute.
    package static func topLevel(in directory: String? = nil) throws -> String {
        Paths.absolute(String(decoding: try run(["rev-parse", "--show-toplevel"], in: directory), as: UTF8.self)
            .trimmingNewlines)
    }

    /// The bytes of each blob, in order, read by one `git cat-file --batch`; nil for an object
    /// the repository does not have (a damaged or partial clone).
    package static func blobs(_ objects: [String], in directory: String) throws -> [[UInt8]?] {
        guard !objects.isEmpty else { return [] }
        let output = try run(["cat-file", "--batch"], in: directory, input: Data(objects.map { $0 + "\n" }.joined().utf8))
        var contents: [[UInt8]?] = []
        contents.reserveCapacity(objects.count)
        var cursor = output.startIndex
        for object in objects {
            // `<object> blob <size>\n<bytes>\n`, or `<object> missing\n`
            guard let newline = output[cursor...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw InputError("cannot read object \(object) from git")
            }
            let header = String(decoding: output[cursor..<newline], as: UTF8.self).split(separator: " ")
            if header.count == 2, header[1] == "missing" || header[1] == "ambiguous" {
                contents.append(nil)
                cursor = newline + 1
                continue
            }
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= output.endIndex else {
                throw InputError("cannot read object \(object) from git")
            }
            contents.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
            cursor = newline + 1 + size + 1
        }
        return contents
    }

    /// Git's standard output; git's own message, in one line, when it fails.
    ///
    /// git is started with `posix_spawnp` and its pipes are served by `poll` until both close,
    /// then reaped with `waitpid`: the run ends the moment git does. (Foundation's `Process`
    /// noticed the exit by polling, some tens of milliseconds late on Linux, once per git run.)
    package static func run(_ arguments: [String], in directory: String? = nil, input: Data? = nil) throws -> [UInt8] {
        let command = ["git"] + (directory.map { ["-C", $0] } ?? []) + arguments
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(command, input: input.map { Array($0) } ?? [])
        } catch {
            throw InputError("cannot run git: \(error.description)")
        }
        guard result.status == 0 else {
            let message = String(decoding: result.errors, as: UTF8.self)
            let reason = message.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
            throw InputError("git \(arguments.prefix(2).joined(separator: " ")) failed: \(reason)")
        }
        return result.output
    }
}

/// A program run to its end with its standard input given and its standard output and error
/// collected: one thread, no sleeping, no polling interval.
enum ChildProcess {
    struct Result {
        var output: [UInt8]
        var errors: [UInt8]
        /// The exit status, or 128 + the signal that ended it.
        var status: Int32
    }

    /// Runs `arguments[0]`, found on `PATH`, with the rest as its arguments and this process's
    /// environment and folder.
    static func run(_ arguments: [String], input: [UInt8]) throws(InputError) -> Result {
        let inputPipe = try pipe(), outputPipe = try pipe(), errorPipe = try pipe()
        var parentEnds = [inputPipe.write, outputPipe.read, errorPipe.read]
        defer { for descriptor in parentEnds where descriptor >= 0 { close(descriptor) } }

        // A child that exits before reading all its input must not end this process with
        // SIGPIPE: the signal is blocked on this thread while it writes (and the write fails
        // with EPIPE instead), and the child starts with the mask this thread had.
        var pipeSignal = sigset_t(), previousMask = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
        defer {
            discardPendingPipeSignal(pipeSignal)
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }

        let child: pid_t
        do {
            let childEnds = [inputPipe.read, outputPipe.write, errorPipe.write]
            defer { for descriptor in childEnds { close(descriptor) } }
            child = try spawn(arguments, standardStreams: childEnds, signalMask: previousMask)
        }
        if input.isEmpty {
            close(inputPipe.write)
            parentEnds[0] = -1
        } else {
            _ = fcntl(inputPipe.write, F_SETFL, fcntl(inputPipe.write, F_GETFL) | O_NONBLOCK)
        }

        var output: [UInt8] = [], errors: [UInt8] = []
        var written = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while parentEnds[1] >= 0 || parentEnds[2] >= 0 {
            var polled = parentEnds.enumerated().map { slot, descriptor in
                pollfd(fd: descriptor, events: Int16(slot == 0 ? POLLOUT : POLLIN), revents: 0)
            }
            if poll(&polled, nfds_t(polled.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if polled[0].revents != 0 {
                let count = input[written...].withUnsafeBytes { write(parentEnds[0], $0.baseAddress, $0.count) }
                if count > 0 { written += count }
                // Done, or the child stopped reading (EPIPE): either way nothing more goes in.
                if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                    close(parentEnds[0])
                    parentEnds[0] = -1
                }
            }
            for slot in 1...2 where polled[slot].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(parentEnds[slot], $0.baseAddress, $0.count) }
                if count > 0 {
                    if slot == 1 { output += chunk[..<count] } else { errors += chunk[..<count] }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(parentEnds[slot])
                    parentEnds[slot] = -1
                }
            }
        }
        // A child that closed its output may still wait for the end of its input.
        if parentEnds[0] >= 0 {
            close(parentEnds[0])
            parentEnds[0] = -1
        }
        return Result(output: output, errors: errors, status: wait(for: child))
    }

    /// A pipe whose ends close on exec, so that no other child inherits them. (glibc's `pipe2`,
    /// which does this at once, is not visible to Swift; lint-intents starts one child at a time.)
    private static func pipe() throws(InputError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard systemPipe(&ends) == 0 else { throw InputError(String(cString: strerror(errno))) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    private static func spawn(_ arguments: [String], standardStreams: [Int32], signalMask: sigset_t) throws(InputError) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (target, descriptor) in standardStreams.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target))
        }
        var mask = signalMask
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let error = posix_spawnp(&child, arguments[0], &actions, &attributes, &argv, environment)
        guard error == 0 else { throw InputError(String(cString: strerror(error))) }
        return child
    }

    /// Reaps the child; its exit status, or 128 + the signal that ended it.
    private static func wait(for child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return 128 }
        }
        // What WIFEXITED and WEXITSTATUS (macros Swift cannot call) read from the status.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Consumes a SIGPIPE raised on this thread while it was blocked, so it is not delivered
    /// once the mask is restored.
    private static func discardPendingPipeSignal(_ pipeSignal: sigset_t) {
        var pending = sigset_t()
        guard sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 else { return }
        var signal = pipeSignal
        var received: Int32 = 0
        sigwait(&signal, &received)
    }
}

/// A request the command line should not have made: options that contradict each other or what
/// was found (`--manifest-output` with several modules). Reported in one line with a pointer to
/// the help, exit status 2.
package struct UsageError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// An error that stopped a run after it had found something to say (a project file it could
/// not read, say): the caller says `messages`, then reports `error`.
package struct StoppedRun: Error {
    package var messages: [SessionMessage]
    package var error: any Error

    /// `error`, with `messages` when there are any.
    static func stopping(_ error: any Error, after messages: [SessionMessage]) -> any Error {
        messages.isEmpty ? error : StoppedRun(messages: messages, error: error)
    }
}

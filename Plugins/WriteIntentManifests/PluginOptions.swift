// Compiled into IntentLintKit, and copied byte for byte into the command plugins (a plugin
// cannot depend on a library target); PluginCopiesTests keeps the copies identical.
// Foundation only (FoundationEssentials where there is one: Linux).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The options of `lint-intents lint` that the command plugins (`swift package lint-intents`,
/// `write-intent-manifests`) do not pass on, each with why in the plugin's own terms: the plugin
/// refuses them itself, so that its errors name what the user gave, and lint-intents leaves them
/// out of the help it prints for the plugin.
public enum PluginOptions {
    public struct Refused: Sendable {
        /// `--staged`
        public var name: String
        /// Why the plugin does not take it, to follow `the plugin does not take --staged: `.
        public var reason: String
    }

    public static let refused: [Refused] = [
        Refused(name: "--modules-file", reason: "it lists the package's targets itself; choose them with --target NAME"),
        Refused(name: "--staged", reason: "it lints the package's targets; for a commit's staged files, install the git hook: lint-intents install-hook"),
        Refused(name: "--context", reason: "it lints the package's targets; choose them with --target NAME"),
        Refused(name: "--module-name", reason: "it names each module after its target"),
        Refused(name: "--module-kind", reason: "it tells lint-intents what each target builds"),
        Refused(name: "--summary-output", reason: "it reads its own to name the failing targets"),
        Refused(name: "--manifest-output-dir", reason: "write-intent-manifests --manifest-output DIR writes each target's manifest"),
    ]

    /// lint's options whose names the plugin takes as its own (`write-intent-manifests
    /// --manifest-output DIR`, a folder, where lint's names a file): its own help says them, and
    /// lint-intents leaves lint's out of the help it prints for the plugin.
    public static let ownedByThePlugin = ["--manifest-output"]

    /// Set in lint-intents' environment by the command plugins: its help and its messages about
    /// paths then speak of the plugin's options.
    public static let environmentVariable = "LINT_INTENTS_COMMAND_PLUGIN"
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// App Shortcut phrases as the build writes them (`Open ${note} in ${applicationName}`) and as
/// Swift spells them, for messages.
package enum PhraseText {
    /// A phrase as its source spells it: `${applicationName}` and `${note}` are
    /// `\(.applicationName)` and `\(\.$note)` in Swift.
    package static func sourceForm(_ template: String) -> String {
        var result = ""
        var rest = Substring(template)
        while let start = rest.range(ofBytes: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            let name = rest[start.upperBound..<end]
            result += rest[..<start.lowerBound]
            result += name == "applicationName" ? "\\(.applicationName)" : "\\(\\.$\(name))"
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// A phrase with its `${…}` placeholders left out: `SHOW_OPEN_IN_` for
    /// `SHOW_OPEN_IN_${applicationName}`.
    package static func withoutPlaceholders(_ template: String) -> String {
        var result = ""
        var rest = Substring(template)
        while let start = rest.range(ofBytes: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            result += rest[..<start.lowerBound]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}

import IntentLintSupport

/// The Swift module name Xcode gives a target: `PRODUCT_MODULE_NAME`, whose default is
/// `$(PRODUCT_NAME:c99extidentifier)`, whose default is `$(TARGET_NAME)`.
struct XcodeModuleName {
    /// Build settings dictionaries, the one that wins first: the target's configurations,
    /// then the project's, each with its default configuration first.
    var settings: [PropertyListValue]
    var targetName: String
    /// The `.xcodeproj` bundle's name without the extension.
    var projectName: String?

    /// `PRODUCT_MODULE_NAME` when it comes out as a plain identifier; else the product name
    /// made an identifier, as Xcode's default does.
    var value: String {
        if let name = setting("PRODUCT_MODULE_NAME", depth: 0), ModuleNaming.isPlainIdentifier(name) { return name }
        return ModuleNaming.c99ExtendedIdentifier(setting("PRODUCT_NAME", depth: 0) ?? targetName)
    }

    /// A setting with its references to `TARGET_NAME`, `PROJECT_NAME` and other settings
    /// expanded (`$(NAME)`, `${NAME}`, `$(NAME:c99extidentifier)`); nil when it refers to
    /// anything this reader cannot know (`$(inherited)`, an environment variable, …).
    private func setting(_ name: String, depth: Int) -> String? {
        // Settings that refer to each other in a circle give up here.
        guard depth < 8 else { return nil }
        if name == "TARGET_NAME" { return targetName }
        if name == "PROJECT_NAME" { return projectName }
        guard let written = settings.lazy.compactMap({ $0[name]?.string }).first else {
            return name == "PRODUCT_NAME" ? targetName : nil
        }
        var result = ""
        var rest = Substring(written)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            rest = rest[rest.index(after: dollar)...]
            guard let open = rest.first, open == "(" || open == "{",
                  let close = rest.firstIndex(of: open == "(" ? ")" : "}") else { return nil }
            let reference = rest[rest.index(after: rest.startIndex)..<close].split(separator: ":", omittingEmptySubsequences: false)
            rest = rest[rest.index(after: close)...]
            guard var value = setting(String(reference[0]), depth: depth + 1) else { return nil }
            for modifier in reference.dropFirst() {
                guard modifier == "c99extidentifier" else { return nil }
                value = ModuleNaming.c99ExtendedIdentifier(value)
            }
            result += value
        }
        result += rest
        return result.isEmpty ? nil : result
    }
}

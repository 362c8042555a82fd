/// Module names: which names a caller may give, and the identifier a build makes of a name.
package enum ModuleNaming {
    /// Why `name`, given by a caller (a module list, `--module-name`), cannot name a module, or
    /// nil: a name ends up in file names (`manifest --output-dir`) and in one-line diagnostics,
    /// so it holds no path separator and no control character, and is not empty.
    package static func problem(with name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        guard let character = name.unicodeScalars.first(where: { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }) else {
            return nil
        }
        let shown = name.debugDescription.dropFirst().dropLast()
        let what = character == "/" || character == "\\" ? "a path separator ('\(character)')" : "a control character"
        return "the name '\(shown)' holds \(what); a module name is a name, not a path"
    }

    /// The module name of a folder linted without a project file: its name made an identifier
    /// as Xcode makes one of a target's name (`Sources/Soup Chef` → `Soup_Chef`, `3DViewer` →
    /// `_3DViewer`).
    package static func identifier(fromFolder path: String) -> String {
        guard let name = path.split(separator: "/").last else { return "Module" }
        return c99ExtendedIdentifier(String(name))
    }

    /// What Xcode's `c99extidentifier` makes of a name (the default `PRODUCT_MODULE_NAME` is
    /// `$(PRODUCT_NAME:c99extidentifier)`): characters that cannot be in an identifier become
    /// `_`, and a leading digit gets a `_` before it. The plugins, which cannot import the
    /// library, keep a copy (`LintedModule.moduleName(ofProduct:)`); `ModuleNamingTests` checks
    /// the examples that copy documents against this.
    package static func c99ExtendedIdentifier(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            result.append(isIdentifierScalar(scalar) ? scalar : "_")
        }
        guard let first = result.first else { return "_" }
        if ("0"..."9").contains(first) { result.insert("_", at: result.startIndex) }
        return String(result)
    }

    /// Whether `name` is an identifier as it is: `c99ExtendedIdentifier` would leave it alone.
    package static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierScalar)
    }

    /// ASCII letters, digits and `_`, and the letters and digits of other scripts.
    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_": return true
        default: return scalar.value >= 0x80 && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
        }
    }
}

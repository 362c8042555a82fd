import IntentLintSupport

/// The declarations of one file, as the scanner reads them: types and extensions with
/// their members, plus the facts rules need that only the file's tokens can tell.
public struct FileSyntax: Sendable {
    /// Path relative to the scanned root, as it appears in the manifest.
    package var path: String
    /// Path as the user named it (or as found under a folder they named), for diagnostics.
    package var displayPath: String
    public var types: [TypeDeclaration]
    /// Typealiases declared outside any type.
    package var typealiases: [TypealiasDeclaration]
    /// The file's bytes, kept when a rule reads some of its code (`CodeBodyInterest`); nil otherwise.
    package var bytesOfCodeBodies: [UInt8]?
    /// The interests the bytes are kept for, by name: each reads a body of the file, or the file
    /// holds a cue of one that keeps such files (`CodeBodyInterest.keepsFilesWithACue`).
    package var codeBodyInterests: [String] = []
    /// What the rules' facts say of the file's code, by fact name (`FileSyntax.fact(_:)`).
    package var facts: [String: any Sendable] = [:]
    /// Whether a typealias outside any type is `private` or `fileprivate`.
    package var declaresFilePrivateTypealias = false
    /// `// lint-intents:` comments, in source order.
    package var directives: [CommentDirective]
    package var lineCount: Int

    package init(path: String, types: [TypeDeclaration] = [], typealiases: [TypealiasDeclaration] = [],
                bytesOfCodeBodies: [UInt8]? = nil, directives: [CommentDirective] = [], lineCount: Int = 0) {
        self.path = path
        displayPath = path
        self.types = types
        self.typealiases = typealiases
        self.bytesOfCodeBodies = bytesOfCodeBodies
        self.directives = directives
        self.lineCount = lineCount
    }
}

/// A type or extension and its members. A class, and immutable once read, because the
/// type index shares each declaration between many lookups.
public final class TypeDeclaration: Sendable {
    public enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    package let kind: Kind
    /// The type's name; for an extension, the extended type as written without generic
    /// arguments (`Outer.Inner`).
    package let name: String
    package let location: SourceLocation
    package let inheritance: [InheritedType]
    package let attributes: [Attribute]
    package let properties: [PropertyDeclaration]
    package let functions: [FunctionDeclaration]
    package let cases: [EnumCaseDeclaration]
    package let typealiases: [TypealiasDeclaration]
    package let nestedTypes: [TypeDeclaration]
    /// The initializers with a body, in order.
    package let initializers: [InitializerDeclaration]
    /// Enclosing `#if` conditions, outermost first (`!A` for an `#else` branch).
    package let conditions: [String]
    /// Declared `private` or `fileprivate`, or nested in a type that is: another file may
    /// declare a type of the same name.
    package let isFilePrivate: Bool
    /// The `private` or `fileprivate` written on this declaration itself; nil when it has none
    /// (it may still be file-private, inside a type that has one).
    package let filePrivateModifier: AccessModifier?
    /// Whether a member that is not a type (a property, function, initializer, subscript or
    /// typealias) is declared `private` or `fileprivate`.
    package let hasFilePrivateMembers: Bool
    /// Declared `final`.
    package let isFinal: Bool

    package init(kind: Kind, name: String, location: SourceLocation, inheritance: [InheritedType],
                attributes: [Attribute], conditions: [String], isFilePrivate: Bool = false, filePrivateModifier: AccessModifier? = nil,
                isFinal: Bool = false, hasFilePrivateMembers: Bool = false, properties: [PropertyDeclaration] = [],
                functions: [FunctionDeclaration] = [], cases: [EnumCaseDeclaration] = [],
                typealiases: [TypealiasDeclaration] = [], nestedTypes: [TypeDeclaration] = [],
                initializers: [InitializerDeclaration] = []) {
        self.kind = kind
        self.name = name
        self.location = location
        self.inheritance = inheritance
        self.attributes = attributes
        self.conditions = conditions
        self.isFilePrivate = isFilePrivate
        self.filePrivateModifier = filePrivateModifier
        self.isFinal = isFinal
        self.hasFilePrivateMembers = hasFilePrivateMembers
        self.properties = properties
        self.functions = functions
        self.cases = cases
        self.typealiases = typealiases
        self.nestedTypes = nestedTypes
        self.initializers = initializers
    }

    package func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }
}

/// A `private` or `fileprivate` modifier of a declaration.
public struct AccessModifier: Sendable {
    package enum Keyword: String, Sendable {
        case `private`, `fileprivate`
    }

    package var keyword: Keyword
    /// The modifier's bytes and the blanks after it, up to the next token.
    package var range: SourceRange
    package var location: SourceLocation
}

public struct InheritedType: Sendable {
    /// As written, without attributes or generic arguments: `AppIntent`, `AppIntents.AppEntity`.
    package var name: String
    /// The name without a module prefix: `AppEntity`.
    package var baseName: String
    package var location: SourceLocation

    package init(name: String, location: SourceLocation) {
        self.name = name
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
            baseName = String(name[name.utf8.index(after: dot)...])
        } else {
            baseName = name
        }
        self.location = location
    }
}

public struct Attribute: Sendable {
    /// Without the `@`: `Parameter`, `available`, `AppIntent`.
    package var name: String
    /// The parsed argument list, for the attributes that carry metadata; nil when there is
    /// no argument list or it was not parsed.
    package var arguments: [Argument]?
    /// The argument list's source, e.g. `(title: "Soup")`.
    package var argumentSource: SourceSnippet?
    package var location: SourceLocation
    /// The bytes of the name after the `@`, for rewrites that rename the attribute.
    package var nameRange: SourceRange

    package var argumentText: String? { argumentSource?.text }

    package func argument(_ label: String?) -> Expression? {
        arguments?.first { $0.label == label }?.value
    }
}

public struct PropertyDeclaration: Sendable {
    package var name: String
    package var isStatic: Bool
    package var isConstant: Bool
    /// The type annotation as written, e.g. `[AppShortcut]`, `Int?`.
    package var typeAnnotation: String?
    package var attributes: [Attribute]
    /// `= expression`, parsed for the properties that carry metadata.
    package var initializer: ParsedExpression?
    /// The getter of a computed property, parsed for the properties that carry metadata.
    package var getter: GetterBody?
    package var hasInitializer: Bool
    package var isComputed: Bool
    package var location: SourceLocation
    package var conditions: [String]

    package func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }
}

/// A getter's statements. For most properties only the first statement is read, as the
/// compiler's const-value extraction does; builder properties read them all.
///
/// A class, so that a property holds a pointer to it: most properties have no parsed getter,
/// and a file of 100,000 types kept every property's room for one.
public final class GetterBody: Sendable {
    package let statements: [Statement]
    /// Statements after the ones read, when only the first was read.
    package let hasMoreStatements: Bool
    package let source: SourceSnippet
    package let location: SourceLocation

    package init(statements: [Statement], hasMoreStatements: Bool, source: SourceSnippet, location: SourceLocation) {
        self.statements = statements
        self.hasMoreStatements = hasMoreStatements
        self.source = source
        self.location = location
    }

    package func text(of node: Expression) -> String { source.text(of: node.range) }
}

public struct FunctionDeclaration: Sendable {
    package var name: String
    /// `name(label:other:)`, with `_` for unlabeled parameters.
    package var selector: String
    package var isStatic: Bool
    package var isAsync: Bool
    package var returnType: String?
    /// Each parameter's type as written (`SemanticContentDescriptor`), in order; empty for one
    /// written without a type.
    package var parameterTypes: [String]
    package var location: SourceLocation
}

/// An initializer with a body: its signature, which rules read its body, and whether it hands
/// the instance over.
public struct InitializerDeclaration: Sendable {
    /// Each parameter's label, nil for `_`.
    package var labels: [String?]
    package var hasDefaults: [Bool]
    /// The interests that read its body (`CodeBodyInterest.name`).
    package var bodyInterests: [String]
    /// Whether the body calls another initializer (`self.init(…)`, any `init` counts) or assigns `self`.
    package var handsOver: Bool
}

public struct EnumCaseDeclaration: Sendable {
    package var name: String
    package var rawValue: ParsedExpression?
    /// The associated value list as written, e.g. `(LandmarkEntity)`.
    package var associatedValues: String?
    package var location: SourceLocation
    /// The bytes of the name, for rewrites that write out its raw value.
    package var nameRange: SourceRange
    package var conditions: [String]
}

public struct TypealiasDeclaration: Sendable {
    package var name: String
    package var value: String
    package var location: SourceLocation
}

/// A `// lint-intents:<command> rule…` comment.
public struct CommentDirective: Sendable, Equatable {
    /// `disable`, `enable`, `disable:next`, `disable:this`, `disable:previous`, …
    package var command: String
    package var ruleIdentifiers: [String]
    package var location: SourceLocation
    /// Whether code precedes the comment on its line (`let x = 1 // lint-intents:disable:this …`).
    package var isTrailing: Bool
}

/// An app as the system sees it: the app target, the extensions it embeds, and the frameworks,
/// libraries and package targets they link, each a module of the run.
public struct AppDefinition: Sendable, Hashable {
    /// How a module belongs to an app.
    public enum Role: String, Sendable, Hashable {
        /// The app target itself.
        case app
        /// An app extension (or ExtensionKit extension) the app embeds.
        case `extension`
        /// A framework, library or package target the app or one of its extensions links.
        case linked
    }

    public struct Member: Sendable, Hashable {
        /// The module's id.
        package var module: String
        package var role: Role

        package init(module: String, role: Role) {
            self.module = module
            self.role = role
        }
    }

    /// The app target's module id.
    package var id: String
    /// The app target's name.
    package var name: String
    /// The app first, then the rest in the order they were reached.
    package var members: [Member]
    /// What a member depends on that discovery could not follow (a remote package not checked
    /// out, a project outside the folders linted): while there is any, the app may have more
    /// modules than `members`.
    package var unresolved: [String]

    package init(id: String, name: String, members: [Member], unresolved: [String]) {
        self.id = id
        self.name = name
        self.members = members
        self.unresolved = unresolved
    }

    package var isComplete: Bool { unresolved.isEmpty }
}

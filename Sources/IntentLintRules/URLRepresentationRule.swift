import IntentLintManifest
import IntentLintCore

/// A URL representation is a universal link to the type's own content.
package struct URLRepresentationRule: Rule {
    package init() {}

    package static let description = RuleDescription(
        identifier: "url-representation",
        name: "URL representation",
        summary: "A `urlRepresentation` must be an `http` or `https` universal link whose placeholders name the type's own properties or parameters.",
        rationale: """
            `URLRepresentableEntity`, `URLRepresentableEnum` and `URLRepresentableIntent` let the system \
            refer to an entity, an enum value or an intent by a URL, which it opens with the app's URL \
            handling code (an `OpenIntent` holding the entity, a link shared from Siri or Shortcuts). The \
            URL is a template: static text with the type's properties (`\\(.id)`, `\\(.$name)`) or the \
            intent's parameters (`\\(\\.$page)`) interpolated, replaced by their values. Write the URL of \
            your website's page for the item, and interpolate only what the type declares.

            **Evidence, and severity.** Apple's documentation of each protocol: "This protocol requires your \
            app to support universal links. You can't use this protocol with a custom URL scheme or other \
            approaches"; and "Allowing apps and websites to link to your content": universal links "are \
            standard HTTP or HTTPS links". `EntityURLRepresentation`: "To incorporate content from your app \
            entity's properties into the URL, include a key path to the property in your string". No build \
            diagnostic is on record for either mistake (a key path to a name the type lacks does not \
            compile, and this reports it before the build), and what a wrong URL breaks depends on how the \
            app handles it, so these are warnings.

            **Not flagged.** A URL whose scheme is itself interpolated (`"\\(.url)"`); an enum's list of \
            URLs, which has no single template; a value that is not a compile-time constant \
            (`non-constant-metadata` reports it). A placeholder naming any property the type declares \
            (stored, computed, or wrapped by `@Property`), `id`, or an enum's `rawValue`.
            """,
        severity: .warning)

    package static let examples = RuleExamples(
        triggering: [
            RuleExample("""
                struct TrailEntity: AppEntity, URLRepresentableEntity {
                    var id: String
                    static var urlRepresentation: URLRepresentation { ↓"trails://trail/\\(.id)" }
                }
                """, expecting: [.warning(Message.notUniversalLink(of: "TrailEntity", kind: "entity", problem: "uses the custom scheme `trails`"))]),
            RuleExample("""
                struct NoteEntity: AppEntity, URLRepresentableEntity {
                    var id: String
                    @Property(title: "Content ID") var contentID: String
                    static var urlRepresentation = ↓URLRepresentation("https://example.com/note=\\(.$contentId)")
                }
                """, expecting: [.warning(Message.undeclaredPlaceholders(["contentId"], of: "NoteEntity", kind: "entity"))]),
            RuleExample("""
                struct OpenPage: URLRepresentableIntent {
                    static let title: LocalizedStringResource = "Open Page"
                    static var urlRepresentation: URLRepresentation = ↓"https://www.example.com/\\(\\.$section)"
                    @Parameter(title: "Page") var page: String
                }
                """, expecting: [.warning(Message.undeclaredPlaceholders(["section"], of: "OpenPage", kind: "intent"))]),
        ],
        nonTriggering: [
            RuleExample("""
                struct ProfileEntity: AppEntity, URLRepresentableEntity {
                    let id: String
                    static var urlRepresentation: URLRepresentation { "https://bsky.app/profile/\\(.id)" }
                }
                struct NoteEntity: AppEntity, URLRepresentableEntity {
                    var id: String
                    @Property(title: "Content ID") var contentID: String
                    static var urlRepresentation = URLRepresentation("https://example.com/note=\\(.$contentID)")
                }
                enum Destination: String, AppEnum, URLRepresentableEnum {
                    case root, locationServices
                    static var urlRepresentation = URLRepresentation("https://example.com/root=\\(.rawValue)")
                }
                struct OpenPage: URLRepresentableIntent {
                    static let title: LocalizedStringResource = "Open Page"
                    static var urlRepresentation: URLRepresentation = "http://www.example.com/\\(\\.$page)"
                    @Parameter(title: "Page") var page: String
                }
                """),
            RuleExample("""
                struct LinkEntity: AppEntity, URLRepresentableEntity {
                    var id: String
                    var url: URL
                    static var urlRepresentation: URLRepresentation { "\\(.url)" }
                }
                """),
        ])

    package func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // What may be interpolated is worked out only for the types that have a URL representation.
        func check(_ value: Evaluated<URLRepresentationValue>?, of name: String, kind: String, allowed: () -> Set<String>) {
            guard let url = value?.constantValue, let template = url.template else { return }
            if let problem = Self.schemeProblem(template) {
                findings.append(finding(Message.notUniversalLink(of: name, kind: kind, problem: problem), at: url.location))
            }
            let allowed = allowed()
            let unknown = url.placeholders.filter { !allowed.contains($0) }
            if !unknown.isEmpty {
                findings.append(finding(Message.undeclaredPlaceholders(unknown, of: name, kind: kind), at: url.location))
            }
        }
        for entity in context.manifest.entities.values {
            check(entity.urlRepresentation, of: entity.identifier, kind: "entity",
                  allowed: { declaredNames(of: entity.identifier, context).union(entity.properties.map(\.name)).union(["id"]) })
        }
        for appEnum in context.manifest.enums {
            check(appEnum.urlRepresentation, of: appEnum.identifier, kind: "enum",
                  allowed: { declaredNames(of: appEnum.identifier, context).union(["rawValue", "id"]) })
        }
        for action in context.manifest.actions.values {
            check(action.urlRepresentation, of: action.identifier, kind: "intent",
                  allowed: { declaredNames(of: action.identifier, context).union(action.parameters.map(\.name)) })
        }
        return findings
    }

    /// Every property the type declares, in any file.
    private func declaredNames(of type: String, _ context: LintContext) -> Set<String> {
        Set(context.index.entries[type]?.properties.map(\.property.name) ?? [])
    }

    /// What is wrong with the URL's scheme, or nil for `http`, `https`, or a scheme that is
    /// itself interpolated.
    static func schemeProblem(_ template: String) -> String? {
        guard !template.hasPrefix("${") else { return nil }
        let scheme = template.prefix { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
        guard !scheme.isEmpty, template.dropFirst(scheme.count).first == ":", scheme.first?.isLetter == true else {
            return "has no scheme (\"\(template.prefix(40))\")"
        }
        switch scheme.lowercased() {
        case "https", "http": return nil
        default: return "uses the custom scheme `\(scheme)`"
        }
    }
}

extension URLRepresentationRule {
    /// What the rule says: each message of its findings, made here and only here.
    fileprivate enum Message {
        /// `problem` is what `schemeProblem(_:)` says of the scheme.
        static func notUniversalLink(of type: String, kind: String, problem: String) -> FindingMessage {
            FindingMessage("The `urlRepresentation` of \(kind) `\(type)` \(problem); URL representations are universal links, so write the `https` URL of your website's page for it")
        }

        static func undeclaredPlaceholders(_ placeholders: [String], of type: String, kind: String) -> FindingMessage {
            let names = placeholders.map { "`\($0)`" }.joined(separator: ", ")
            return FindingMessage(
                "The `urlRepresentation` of \(kind) `\(type)` interpolates \(names), which `\(type)` does not " +
                    "declare; interpolate its own \(kind == "intent" ? "parameters" : "properties"), such as `\\(.id)`")
        }
    }
}

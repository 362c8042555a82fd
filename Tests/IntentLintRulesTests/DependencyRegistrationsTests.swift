import Testing
@testable import IntentLintRules
@testable import IntentLintSyntax
import IntentLintTestSupport

/// What an app's registrations with `AppDependencyManager` register: the type where the code
/// says it, nothing (unknown) where it does not.
@Suite struct DependencyRegistrationsTests {
    private func registered(_ source: String) -> [String] {
        DependencyRegistrations.registrations(in: Array(source.utf8)).map { registration in
            registration.candidates.isEmpty ? "?" : registration.candidates.map { candidate in
                switch candidate {
                case .type(let type): return type
                case .selfOf(let type): return "self of \(type)"
                case .property(let name, let owner): return "\(name) of \(owner)"
                }
            }.joined(separator: " | ")
        }
    }

    @Test func typesWrittenWhereTheValueIsMade() {
        #expect(registered("""
            @main
            struct TravelApp: App {
                private let navigator: Navigator
                @State private var model = ModelData()
                init() {
                    AppDependencyManager.shared.add { ModelData() }
                    AppDependencyManager.shared.add(dependency: try Archive.init(folder: .documents))
                    AppDependencyManager.shared.add(key: "units", dependency: Units.Formatter(locale: .current))
                    AppDependencyManager.shared.add(key: "store") { return await Store.open() }
                    AppDependencyManager.shared.add(dependency: PreviewStore() as NoteStoring)
                    navigator = Navigator()
                    AppDependencyManager.shared.add(dependency: navigator)
                    AppDependencyManager.shared.add(dependency: self.model)
                }
            }
            extension Model {
                func setUpAppIntents() { AppDependencyManager.shared.add(dependency: self) }
            }
            """) == [
                "ModelData", "Archive", "Units.Formatter", "?", "NoteStoring", "navigator of TravelApp", "model of TravelApp",
                "self of Model",
            ])
    }

    /// A name bound in the same body: every binding (`#if` branches) must say its type.
    @Test func namesBoundInTheBody() {
        #expect(registered("""
            struct VMApp: App {
                init() {
                    #if REMOTE
                    let data = RemoteData()
                    #else
                    let data = VMData()
                    #endif
                    AppDependencyManager.shared.add(dependency: data)
                    let container: ModelContainer = try! makeContainer()
                    AppDependencyManager.shared.add(dependency: container)
                    let manager = Container.shared.accountManager()
                    AppDependencyManager.shared.add(dependency: manager)
                }
                func register(_ store: Store) {
                    AppDependencyManager.shared.add(dependency: store)
                    for service in services { AppDependencyManager.shared.add(dependency: service) }
                }
            }
            """) == ["RemoteData | VMData", "ModelContainer", "?", "?", "?"])
    }

    /// Types the code does not say, and uses of the manager that are no registration read here.
    @Test func whatIsNotKnown() {
        #expect(registered("""
            final class AppDelegate: NSObject, UIApplicationDelegate {
                let manager = AppDependencyManager.shared
                func application(_ application: UIApplication) -> Bool {
                    AppDependencyManager.shared.add(dependency: MensaDataManager.shared)
                    AppDependencyManager.shared.add(dependency: try? Database())
                    AppDependencyManager.shared.add(dependency: makeStore())
                    manager.add(dependency: Settings())
                    return true
                }
            }
            extension Manager { static let testing = AppDependencyManager() }
            """) == ["?", "?", "?", "?", "?"])
    }
}

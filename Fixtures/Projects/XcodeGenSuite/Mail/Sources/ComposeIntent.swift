import AppIntents
import MailKit

struct ComposeIntent: AppIntent {
    static var title: LocalizedStringResource = "Compose Message"

    @Parameter(title: "Mailbox")
    var mailbox: MailboxEntity?

    func perform() async throws -> some IntentResult { .result() }
}

struct MailPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [MailKitPackage.self] }
}

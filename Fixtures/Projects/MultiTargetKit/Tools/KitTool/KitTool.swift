@main
struct KitTool {
    static func main() async throws {
        print("kit-tool: use the Shortcuts app to run its intents")
    }
}

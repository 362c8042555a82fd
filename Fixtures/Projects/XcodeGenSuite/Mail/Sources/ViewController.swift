final class ViewController {
    var title = "Inbox"
}

final class ViewController {
    var title = "Agenda"
}

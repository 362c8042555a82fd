import Testing
@testable import IntentLintSupport

/// Module names become file names in one place, and no name can climb out of its folder,
/// hide, open a Windows device, run past the file system's limit or land on another's file.
struct OutputFileNameTests {
    @Test func separatorsDotsAndControlCharactersCannotSteerThePath() {
        #expect(OutputFileName.safe("../../evil") == "_._.._evil")
        #expect(OutputFileName.safe("/abs") == "_abs")
        #expect(OutputFileName.safe("a/b") == "a_b")
        #expect(OutputFileName.safe("a\\b") == "a_b")
        #expect(OutputFileName.safe(".") == "_")
        #expect(OutputFileName.safe("..") == "__")
        #expect(OutputFileName.safe(".hidden") == "_hidden")
        #expect(OutputFileName.safe("line\nbreak\u{0}") == "line_break_")
        #expect(OutputFileName.safe("") == "_")
        #expect(OutputFileName.safe("trailing. ") == "trailing._")
        #expect(OutputFileName.safe("Soup Chef") == "Soup Chef")
        #expect(OutputFileName.safe("Café") == "Café")
    }

    @Test func windowsDeviceNamesGetAPrefix() {
        #expect(OutputFileName.safe("CON") == "_CON")
        #expect(OutputFileName.safe("nul") == "_nul")
        #expect(OutputFileName.safe("Com1") == "_Com1")
        #expect(OutputFileName.safe("LPT9.x") == "_LPT9.x")
        #expect(OutputFileName.safe("Console") == "Console")
        #expect(OutputFileName.safe("COMX") == "COMX")
    }

    @Test func longNamesAreCutToTheLimitAndStayApart() {
        let long = String(repeating: "é", count: 300)
        let other = long + "x"
        let names = OutputFileName.unique([long, other], suffix: ".manifest.json")
        #expect(names.allSatisfy { $0.utf8.count <= 255 && $0.hasSuffix(".manifest.json") })
        #expect(names[0] != names[1])
        // Cut on a character boundary: the name is still valid UTF-8 that decodes to itself.
        #expect(names.allSatisfy { String(decoding: Array($0.utf8), as: UTF8.self) == $0 })
    }

    @Test func namesThatDifferOnlyInCaseOrAfterMendingGetDistinctFiles() {
        let names = OutputFileName.unique(["Shared", "shared", "a/b", "a_b", "Shared"], suffix: ".manifest.json")
        #expect(names == ["Shared.manifest.json", "shared-2.manifest.json", "a_b.manifest.json", "a_b-2.manifest.json",
                          "Shared-3.manifest.json"])
        #expect(Set(names.map { $0.lowercased() }).count == names.count)
    }
}

import Testing

@testable import PhotomaniaCLI

@Suite struct TableTSVTests {
    private let table = Table(columns: [
        .init("ID", alignment: .right),
        .init("TITLE", flexible: true),
        .init("AUTHOR"),
    ])

    @Test func headerThenTabSeparatedRows() {
        let tsv = table.renderTSV(rows: [["1", "東京タワー", "Aiko"], ["2", "Fuji", "Ken"]])
        #expect(tsv == "ID\tTITLE\tAUTHOR\n1\t東京タワー\tAiko\n2\tFuji\tKen")
    }

    @Test func tabsAndLineBreaksInsideCellsBecomeSpaces() {
        let tsv = table.renderTSV(rows: [["3", "two\tcolumns\nand lines\r\nhere", "a\rb"]])
        #expect(tsv == "ID\tTITLE\tAUTHOR\n3\ttwo columns and lines  here\ta b")
    }

    @Test func controlSequencesAreRemoved() {
        let tsv = table.renderTSV(rows: [["4", "\u{1B}]0;owned\u{7}Title\u{1B}[2J", "x"]])
        #expect(tsv == "ID\tTITLE\tAUTHOR\n4\tTitle\tx")
    }

    @Test func nothingIsTruncatedOrDropped() {
        let long = String(repeating: "long ", count: 40)
        let tsv = table.renderTSV(rows: [["5", long, "z"]])
        #expect(tsv.hasSuffix("\t\(long)\tz"))
    }

    @Test func rowsKeepTheirOwnCellCount() {
        #expect(table.renderTSV(rows: []) == "ID\tTITLE\tAUTHOR")
    }
}

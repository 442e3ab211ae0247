import Testing

@testable import PhotomaniaCLI

@Suite struct TableLayoutTests {
    static let table = Table(columns: [
        .init("ID", alignment: .right, priority: 3),
        .init("TITLE", minWidth: 10, flexible: true, priority: 5),
        .init("AUTHOR", minWidth: 8, flexible: true, priority: 2),
        .init("RATING", alignment: .right, priority: 1),
        .init("VOTES", alignment: .right),
        .init("VIEWS", alignment: .right),
    ])

    static let rows = [
        ["1001", "Sunrise over Mount Fuji from Lake Kawaguchi", "Aiko Tanaka", "98.5", "1,204", "45.2k"],
        ["1002", "東京タワーの夜景", "山田太郎", "97.1", "880", "12.3k"],
        ["1003", "서울의 가을 🍁", "김민준", "95.0", "64", "900"],
        ["1004", "Family 👨‍👩‍👧‍👦 at the beach 🇯🇵", "Zoë", "88.2", "7", "1.1k"],
    ]

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(arguments: [40, 80, 120])
    func everyLineFitsAndColumnsLineUp(width: Int) {
        let rendered = lines(Self.table.render(rows: Self.rows, width: width))
        #expect(rendered.count == 2 + Self.rows.count)
        let widths = rendered.map { displayWidth(of: $0) }
        #expect(widths.allSatisfy { $0 <= width }, "\(widths)")
        #expect(Set(widths).count == 1, "right-aligned last column ends every line at the same column: \(widths)")
    }

    @Test func naturalWidthsWhenEverythingFits() {
        #expect(
            Self.table.render(rows: Self.rows, width: 120) == """
                  ID  TITLE                                        AUTHOR       RATING  VOTES  VIEWS
                ────  ───────────────────────────────────────────  ───────────  ──────  ─────  ─────
                1001  Sunrise over Mount Fuji from Lake Kawaguchi  Aiko Tanaka    98.5  1,204  45.2k
                1002  東京タワーの夜景                             山田太郎       97.1    880  12.3k
                1003  서울의 가을 🍁                               김민준         95.0     64    900
                1004  Family 👨‍👩‍👧‍👦 at the beach 🇯🇵                    Zoë            88.2      7   1.1k
                """)
    }

    @Test func flexibleTitleShrinksFirst() {
        #expect(
            Self.table.render(rows: Self.rows, width: 80) == """
                  ID  TITLE                                    AUTHOR       RATING  VOTES  VIEWS
                ────  ───────────────────────────────────────  ───────────  ──────  ─────  ─────
                1001  Sunrise over Mount Fuji from Lake Kawa…  Aiko Tanaka    98.5  1,204  45.2k
                1002  東京タワーの夜景                         山田太郎       97.1    880  12.3k
                1003  서울의 가을 🍁                           김민준         95.0     64    900
                1004  Family 👨‍👩‍👧‍👦 at the beach 🇯🇵                Zoë            88.2      7   1.1k
                """)
    }

    @Test func lowestPriorityColumnsAreDroppedWhenShrinkingIsNotEnough() {
        #expect(
            Self.table.render(rows: Self.rows, width: 40) == """
                  ID  TITLE          AUTHOR       RATING
                ────  ─────────────  ───────────  ──────
                1001  Sunrise over…  Aiko Tanaka    98.5
                1002  東京タワーの…  山田太郎       97.1
                1003  서울의 가을…   김민준         95.0
                1004  Family 👨‍👩‍👧‍👦 at…  Zoë            88.2
                """)
    }

    @Test func equalPrioritiesDropTheRightmostFirst() {
        let table = Table(columns: [.init("A"), .init("B"), .init("C")])
        #expect(table.render(rows: [["aaaa", "bbbb", "cccc"]], width: 10) == "A     B\n────  ────\naaaa  bbbb")
    }

    @Test func flexibleColumnsStopAtTheirMinimumWidth() {
        let table = Table(columns: [
            .init("TITLE", minWidth: 8, flexible: true, priority: 1),
            .init("N", alignment: .right),
        ])
        let rows = [["A very long title indeed", "12345"]]
        #expect(table.render(rows: rows, width: 15) == "TITLE         N\n────────  ─────\nA very…   12345")
        #expect(table.render(rows: rows, width: 14) == "TITLE\n──────────────\nA very long t…")
    }

    @Test func aLoneColumnTooWideIsCut() {
        let table = Table(columns: [.init("NAME")])
        #expect(table.render(rows: [["abcdefghij"]], width: 6) == "NAME\n──────\nabcde…")
    }

    @Test func cellsAreSanitizedAndMadeSingleLine() {
        let table = Table(columns: [.init("TITLE"), .init("BY")])
        let rendered = table.render(rows: [["\u{1B}[31mRed\u{1B}[0m\nsky", "me\tyou"]], width: 80)
        #expect(rendered == "TITLE    BY\n───────  ──────\nRed sky  me you")
    }

    @Test func missingCellsAreBlankAndExtraCellsIgnored() {
        let table = Table(columns: [.init("A"), .init("B", alignment: .right)])
        #expect(table.render(rows: [["x"], ["y", "1", "ignored"]], width: 80) == "A  B\n─  ─\nx\ny  1")
    }

    @Test func headerOnlyWithoutRows() {
        #expect(Table(columns: [.init("ID"), .init("TITLE")]).render(rows: [], width: 80) == "ID  TITLE\n──  ─────")
    }

    @Test func coloursOnlyWhenAskedFor() {
        let table = Table(columns: [.init("ID"), .init("TITLE")])
        let plain = table.render(rows: [["1", "a"]], width: 80)
        #expect(!plain.contains("\u{1B}"))
        let coloured = table.render(rows: [["1", "a"]], width: 80, colors: true)
        #expect(coloured == "\u{1B}[1mID  TITLE\u{1B}[0m\n\u{1B}[2m──  ─────\u{1B}[0m\n1   a")
    }

    @Test func customGap() {
        let table = Table(columns: [.init("A"), .init("B")], gap: 1)
        #expect(table.render(rows: [["x", "y"]], width: 80) == "A B\n─ ─\nx y")
    }
}

import Foundation
import Testing

@testable import PhotomaniaCLI

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("", 0),
        ("hello", 5),
        ("Golden hour, Lofoten", 20),
        ("caf\u{E9}", 4),
        ("cafe\u{301}", 4),
        ("n\u{303}a\u{308}", 2),
        ("Ærøskøbing", 10),
    ])
    func asciiAndAccents(text: String, width: Int) {
        #expect(displayWidth(of: text) == width)
    }

    @Test(arguments: [
        ("日本語", 6),
        ("東京タワー", 10),
        ("한국어", 6),
        ("\u{1100}\u{1161}\u{11A8}", 2),
        ("ひらがな", 8),
        ("カタカナ", 8),
        ("ｶﾀｶﾅ", 4),
        ("ＡＢＣ", 6),
        ("「写真」。", 10),
        ("\u{3000}", 2),
        ("𠮷野家", 6),
    ])
    func eastAsianWide(text: String, width: Int) {
        #expect(displayWidth(of: text) == width)
    }

    @Test(arguments: [
        ("😀", 2),
        ("👍🏽", 2),
        ("👨‍👩‍👧‍👦", 2),
        ("🇯🇵", 2),
        ("🇯🇵🇫🇷", 4),
        ("1\u{FE0F}\u{20E3}", 2),
        ("#\u{FE0F}\u{20E3}", 2),
        ("❤\u{FE0F}", 2),
        ("🏳\u{FE0F}\u{200D}🌈", 2),
        ("❤", 1),
        ("☺\u{FE0E}", 1),
        ("©", 1),
    ])
    func emoji(text: String, width: Int) {
        #expect(displayWidth(of: text) == width)
    }

    @Test(arguments: [
        ("\u{301}", 0),
        ("\u{200D}", 0),
        ("\u{200B}", 0),
        ("\u{FEFF}", 0),
        ("\t", 0),
        ("\u{1B}", 0),
        ("\u{7F}", 0),
        ("\u{85}", 0),
        ("a\u{0}b", 2),
        ("\r\n", 0),
    ])
    func zeroWidth(text: String, width: Int) {
        #expect(displayWidth(of: text) == width)
    }

    @Test func mixedTitle() {
        #expect(displayWidth(of: "Tokyo 東京 🌸 night") == 19)
    }

    @Test func characterWidths() {
        #expect(displayWidth(of: Character("界")) == 2)
        #expect(displayWidth(of: Character("e\u{301}")) == 1)
        #expect(displayWidth(of: Character("👩‍💻")) == 2)
    }

    @Test func fastEnoughForLargeTables() {
        let cells = (0..<3000).map { "Photo \($0 % 10) 富士山の朝焼け 🌅 café" }
        let start = Date()
        let total = cells.reduce(0) { $0 + displayWidth(of: $1) }
        #expect(total == 3000 * 30)
        #expect(Date().timeIntervalSince(start) < 1.0)
    }
}

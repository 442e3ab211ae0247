import Testing

@testable import PhotomaniaCLI

@Suite struct TextFittingTests {
    @Test func shortTextIsUntouched() {
        #expect(truncate("Lofoten", toWidth: 7) == "Lofoten")
        #expect(truncate("Lofoten", toWidth: 20) == "Lofoten")
    }

    @Test func cutTextEndsWithEllipsis() {
        #expect(truncate("Golden hour", toWidth: 8) == "Golden…")
        #expect(truncate("Golden hour", toWidth: 6) == "Golde…")
        #expect(truncate("Golden hour", toWidth: 1) == "…")
        #expect(truncate("Golden hour", toWidth: 0) == "")
        #expect(truncate("Golden hour", toWidth: -3) == "")
    }

    @Test func neverLeavesHalfAWideCharacter() {
        #expect(truncate("東京タワー", toWidth: 6) == "東京…")
        #expect(truncate("東京タワー", toWidth: 5) == "東京…")
        #expect(truncate("東京タワー", toWidth: 4) == "東…")
        #expect(displayWidth(of: truncate("東京タワー", toWidth: 4)) == 3)
        #expect(truncate("a東京", toWidth: 3) == "a…")
    }

    @Test func neverSplitsAGraphemeCluster() {
        #expect(truncate("cafe\u{301} au lait", toWidth: 5) == "cafe\u{301}…")
        #expect(truncate("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", toWidth: 3) == "👨‍👩‍👧‍👦…")
        #expect(truncate("🇯🇵🇫🇷", toWidth: 3) == "🇯🇵…")
    }

    @Test func everyTruncationFits() {
        let titles = ["Sunrise over 富士山 🌄", "👍🏽👍🏽👍🏽 great", "Ærøskøbing harbour", "한국의 가을 풍경"]
        for title in titles {
            for width in 0...24 {
                #expect(displayWidth(of: truncate(title, toWidth: width)) <= width, "\(title) at \(width)")
            }
        }
    }

    @Test func padding() {
        #expect(pad("ab", toWidth: 5) == "ab   ")
        #expect(pad("ab", toWidth: 5, alignment: .right) == "   ab")
        #expect(pad("東京", toWidth: 6) == "東京  ")
        #expect(pad("toolong", toWidth: 3) == "toolong")
    }

    @Test func fitting() {
        #expect(fit("東京タワー", toWidth: 6) == "東京… ")
        #expect(fit("42", toWidth: 5, alignment: .right) == "   42")
    }

    @Test func wrapping() {
        #expect(wrap("one two three four", toWidth: 9) == ["one two", "three", "four"])
        #expect(wrap("a\n\nb", toWidth: 9) == ["a", "", "b"])
        #expect(wrap("averyveryverylongword x", toWidth: 5) == ["averyveryverylongword", "x"])
        #expect(wrap("東京 タワー 富士山", toWidth: 11) == ["東京 タワー", "富士山"])
    }
}

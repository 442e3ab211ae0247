import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

@Suite struct BrowseKeyTests {
    func keys(_ text: String) -> [Key] {
        var parser = KeyParser()
        return parser.feed(Array(text.utf8)) + parser.flush()
    }

    @Test func lettersEnterAndControlKeys() {
        #expect(keys("jk\r\n") == [.character("j"), .character("k"), .enter, .enter])
        #expect(keys("\u{03}\u{0C}\u{1A}\t\u{7F}") == [.control("c"), .control("l"), .control("z"), .control("i"), .backspace])
        #expect(keys("é★") == [.character("é"), .character("★")])
    }

    @Test func arrowsInBothCursorModesAndPagingKeys() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OD") == [.up, .left])
        #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~") == [.pageUp, .pageDown, .home, .end, .home, .end])
        #expect(keys("\u{1B}[1;5C") == [.right], "modifiers are ignored, the arrow is kept")
        #expect(keys("\u{1B}[200~x") == [.character("x")], "unknown sequences are skipped whole")
    }

    @Test func aLoneEscapeWaitsUntilFlushed() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.isWaiting)
        #expect(parser.flush() == [.escape])
        #expect(!parser.isWaiting)
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(keys("\u{1B}q") == [.escape, .character("q")], "Alt+q reads as Esc then q")
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(parser.feed([UInt8(ascii: "6")]).isEmpty)
        #expect(parser.feed([UInt8(ascii: "~"), UInt8(ascii: "j")]) == [.pageDown, .character("j")])
        #expect(parser.feed([0xE2, 0x98]).isEmpty, "half a UTF-8 character waits")
        #expect(parser.feed([0x85]) == [.character("★")])
    }

    @Test func invalidBytesAreDropped() {
        #expect(keys("\u{00}a") == [.character("a")])
        var parser = KeyParser()
        #expect(parser.feed([0xFF, UInt8(ascii: "b")]) == [.character("b")])
    }

    @Test func keysFollowLessAndTigOnTheGridAndMeanBackElsewhere() {
        #expect(BrowseAction.forKey(.character("q"), on: .grid) == .quit)
        #expect(BrowseAction.forKey(.character("q"), on: .details) == .back)
        #expect(BrowseAction.forKey(.escape, on: .details) == .back)
        #expect(BrowseAction.forKey(.escape, on: .grid) == nil)
        #expect(BrowseAction.forKey(.character("n"), on: .grid) == .nextPage)
        #expect(BrowseAction.forKey(.character("p"), on: .grid) == .previousPage)
        #expect(BrowseAction.forKey(.character("n"), on: .details) == nil)
        #expect(BrowseAction.forKey(.character("G"), on: .grid) == .lastPage)
        #expect(BrowseAction.forKey(.character("G"), on: .details) == .lastPhoto)
        #expect(BrowseAction.forKey(.down, on: .details) == .move(1))
        #expect(BrowseAction.forKey(.enter, on: .grid) == .open)
        #expect(BrowseAction.forKey(.control("c"), on: .help) == .interrupt)
        #expect(BrowseAction.forKey(.character("x"), on: .help) == .back)
    }

    @Test func onTheGridArrowsAndHJKLMoveByRowsAndPhotosAndNPStillTurnPages() {
        for (keys, action) in [
            ([Key.down, .character("j")], BrowseAction.moveRow(1)), ([.up, .character("k")], .moveRow(-1)),
            ([.right, .character("l")], .move(1)), ([.left, .character("h")], .move(-1)),
            ([.character("n"), .character(".")], .nextPage), ([.character("p"), .character(",")], .previousPage),
            ([.character("v")], .like),
        ] {
            for key in keys { #expect(BrowseAction.forKey(key, on: .grid) == action, "\(key)") }
        }
    }

    @Test func onAPhotoTheArrowsScrollAndVLikes() {
        #expect(BrowseAction.forKey(.down, on: .details) == .move(1) && BrowseAction.forKey(.character("j"), on: .details) == .move(1))
        #expect(BrowseAction.forKey(.up, on: .details) == .move(-1) && BrowseAction.forKey(.character("k"), on: .details) == .move(-1))
        for key in [Key.left, .right, .character("h"), .character("l"), .character("n"), .character("p")] {
            #expect(BrowseAction.forKey(key, on: .details) == nil, "\(key)")
        }
        #expect(BrowseAction.forKey(.character("v"), on: .details) == .like)
        #expect(BrowseAction.forKey(.character("l"), on: .details) != .like, "l moves now; v likes")
        #expect(BrowseAction.forKey(.down, on: .galleries) == .move(1) && BrowseAction.forKey(.right, on: .galleries) == nil)
    }

    /// Every key the browser reads, and a few it does not.
    static let candidates: [Key] = (32...126).map { Key.character(Character(Unicode.Scalar(UInt8($0)))) }
        + "abcdefghijklmnopqrstuvwxyz".map { Key.control($0) }
        + [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .backspace, .character("é")]

    @Test func everyListedKeyDoesSomethingAndEveryKeyThatDoesIsListed() {
        let screens: [BrowseState.Screen] = [.grid, .details, .galleries]
        let listed = BrowseKeys.all.flatMap(\.keys)
        #expect(listed.count == Set(listed.map(\.label)).count, "no key listed twice")
        for key in listed {
            #expect(screens.contains { BrowseAction.forKey(key, on: $0) != nil }, "\(key.label) is listed but does nothing")
        }
        for key in Self.candidates where screens.contains(where: { BrowseAction.forKey(key, on: $0) != nil }) {
            // Aliases (PgDn for Space, Ctrl-D, …) are named in the text of the key they stand in for.
            let named = listed.contains(key) || (key.label.count > 1 && BrowseKeys.all.contains { $0.description.contains(key.label) })
            #expect(named, "\(key.label) does something but is not listed")
        }
    }

    @Test func theHelpScreenAndBrowseHelpListTheSameKeys() throws {
        let browse = try #require(PhotomaniaCommandLine.spec.commands.first { $0.name == "browse" })
        let help = PhotomaniaCommandLine.spec.helpText(for: browse, width: 200).split(separator: "\n").map(String.init)
        let screen = HelpView(width: 200, height: 60, style: TerminalStyle(colors: false)).lines().map { stripEscapes($0) }
        for entry in BrowseKeys.all {
            let pattern = "^ +" + NSRegularExpression.escapedPattern(for: entry.label) + " +" + NSRegularExpression.escapedPattern(for: entry.description) + " *$"
            #expect(help.contains { $0.range(of: pattern, options: .regularExpression) != nil }, "--help: \(entry.label)")
            #expect(screen.contains { $0.range(of: pattern, options: .regularExpression) != nil }, "? screen: \(entry.label)")
        }
        #expect(help.contains("Keys:"))
        #expect(!help.joined().contains("l like"), "the like key is v")
    }

    @Test func featureKeyStepsThroughStreamsThatNeedNoUser() {
        var stream = PhotoSelection.search(.term("owl"))
        var seen: [PhotoSelection] = []
        for _ in 0..<FiveHundredPx.capabilities.streamsWithoutUser.count {
            stream = stream.nextStream(among: FiveHundredPx.capabilities.streamsWithoutUser)
            seen.append(stream)
        }
        #expect(seen.first == .stream(.popular))
        #expect(Set(seen).count == FiveHundredPx.capabilities.streamsWithoutUser.count, "every feature once before coming round")
        #expect(stream.nextStream(among: FiveHundredPx.capabilities.streamsWithoutUser) == .stream(.popular))
        #expect(!seen.contains(.stream(.user)))
    }
}

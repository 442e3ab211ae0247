import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// `v` and `F` decided by `BrowseState` alone: the mark shown at once, the write asked for, and
/// the answer keeping it or taking it back.
@Suite struct BrowseWriteMarksTests {
    typealias Fixture = BrowseFixture
    let photo = BrowseFixture.photos(onPage: 1)[0]

    @Test func vShowsTheLikeAtOnceAndSendsTheVote() {
        var state = Fixture.signedIn()
        #expect(state.type("v") == [.write(.photo(.vote, photoID: photo.id))])
        #expect(state.marks(of: photo).liked == true)
        #expect(state.selectedTitle?.hasSuffix(" ♥") == true, "the mark ends the title line: \(state.selectedTitle ?? "")")
        #expect(state.frame.allSatisfy { displayWidth(of: stripEscapes($0)) == 80 })

        _ = state.apply(.photoActionDone(.vote, photoID: photo.id, .success(photo)))
        #expect(state.marks(of: photo).liked == true && state.pendingMarks.isEmpty)
        #expect(state.message == .info("liked \(photo.id) '\(photo.name)'"))
        #expect(state.type("v") == [.write(.photo(.unvote, photoID: photo.id))], "a second v takes it back")
        #expect(state.selectedTitle?.contains("♥") == false)
    }

    @Test func whereLikesAreFavoritesVFavesAndShowsTheFavoriteMark() {
        var settings = Fixture.signedInSettings
        settings.likesAreFavorites = true
        var state = BrowseState(stream: Fixture.popular, settings: settings)
        _ = state.apply(.started(Fixture.screen, at: Fixture.start))
        _ = state.apply(.page(Fixture.key(1), .success(Fixture.page(1))))
        #expect(state.type("v") == [.write(.photo(.favorite, photoID: photo.id))], "Flickr's like is its fave")
        #expect(state.marks(of: photo).favorited == true && state.marks(of: photo).liked == nil)
        #expect(state.selectedTitle?.hasSuffix(" ⚑") == true, "\(state.selectedTitle ?? "")")
    }

    @Test func aRefusedLikeRollsBackWithTheServersReason() {
        var state = Fixture.signedIn()
        _ = state.type("v")
        _ = state.apply(.photoActionDone(.vote, photoID: photo.id, .failure(Fixture.status(403, "You cannot vote for your own photo."))))
        #expect(state.marks(of: photo).liked == nil, "back to not known")
        #expect(state.selectedTitle?.contains("♥") == false)
        #expect(state.message == .warning("photo \(photo.id): You cannot vote for your own photo."))
        #expect(state.statusLine.contains("You cannot vote for your own photo.") && !state.statusLine.contains("r retry"))
        _ = state.type("j")
        #expect(state.message == nil, "the next key clears it")
    }

    @Test func alreadyVotedMeansThePhotoIsLikedAfterAll() {
        var state = Fixture.signedIn()
        _ = state.type("v")
        _ = state.apply(.photoActionDone(.vote, photoID: photo.id, .failure(Fixture.status(403, "You have already voted for this photo."))))
        #expect(state.marks(of: photo).liked == true)
        #expect(state.message == .info("photo \(photo.id): You have already voted for this photo."))
        #expect(state.type("v") == [.write(.photo(.unvote, photoID: photo.id))])
        _ = state.apply(.photoActionDone(.unvote, photoID: photo.id, .failure(Fixture.status(403, "You have not voted for this photo."))))
        #expect(state.marks(of: photo).liked == false, "not voted: unliked after all")
    }

    @Test func notSignedInNothingIsSentAndTheStatusLineSaysWhatToRun() {
        var state = Fixture.showing()
        for key in ["v", "F", "c"] {
            #expect(state.type(key).isEmpty)
            #expect(state.message == .warning("sign in first: run 'photomania login'"))
            #expect(state.prompt == nil && state.pendingMarks.isEmpty && state.marks.isEmpty)
        }
        #expect(state.statusLine.contains("sign in first: run 'photomania login'"))
    }

    @Test func eachFailureRollsBackWithItsOwnSentence() {
        let failures: [(PhotomaniaError, String)] = [
            (Fixture.status(401, "Invalid OAuth token"), "sign in first: run 'photomania login'"),
            (Fixture.status(404, "Not found"), "no photo \(photo.id)"),
            (Fixture.unreachable, "could not favorite photo \(photo.id): "),
        ]
        for (error, sentence) in failures {
            var state = Fixture.signedIn()
            #expect(state.type("F") == [.write(.photo(.favorite, photoID: photo.id))])
            #expect(state.selectedTitle?.hasSuffix(" ⚑") == true)
            _ = state.apply(.photoActionDone(.favorite, photoID: photo.id, .failure(error)))
            #expect(state.marks(of: photo).favorited == nil)
            guard case .warning(let text) = state.message else {
                Issue.record("no warning for \(error): \(String(describing: state.message))")
                continue
            }
            #expect(text.hasPrefix(sentence))
        }
    }

    @Test func aKeyWhileTheWriteIsOnItsWaySendsNothingMore() {
        var state = Fixture.signedIn()
        _ = state.type("v")
        #expect(state.type("v").isEmpty)
        #expect(state.marks(of: photo).liked == true)
        #expect(state.type("F") == [.write(.photo(.favorite, photoID: photo.id))], "the other mark is its own write")
        #expect(state.selectedTitle?.hasSuffix(" ♥⚑") == true)
    }

    @Test func aSignedRecordSaysWhichWayTheKeysGoAndTheDetailsCountsMoveWithThem() {
        var state = Fixture.signedIn()
        _ = state.pressKeys(.enter)
        var record = photo
        (record.votesCount, record.favoritesCount, record.voted, record.liked, record.favorited) = (10, 3, true, true, true)
        _ = state.apply(.photo(photo.id, .success(record)))
        #expect(state.detailsView?.document.contains { $0.contains("liked, in your favorites") } == true)

        #expect(state.type("v") == [.write(.photo(.unvote, photoID: photo.id))])
        #expect(state.type("F") == [.write(.photo(.unfavorite, photoID: photo.id))])
        var shown = state.shownPhoto(state.details!)
        #expect(shown.votesCount == 9 && shown.favoritesCount == 2 && shown.liked == false && shown.favorited == false)
        #expect(state.detailsView?.document.contains { $0.contains("not liked, not in your favorites") } == true)

        _ = state.apply(.photoActionDone(.unvote, photoID: photo.id, .success(nil)))
        _ = state.apply(.photoActionDone(.unfavorite, photoID: photo.id, .failure(Fixture.status(500))))
        shown = state.shownPhoto(state.details!)
        #expect(shown.votesCount == 9, "the unlike stays")
        #expect(shown.favoritesCount == 3 && shown.favorited == true, "the unfavorite is taken back")
        _ = state.type("q")
        #expect(state.selectedTitle?.hasSuffix(" ⚑") == true, "the tile shows what the photo's screen learnt")
    }

    @Test func aRecordArrivingWhileAWriteIsOnItsWayDoesNotUndoIt() {
        var state = Fixture.signedIn()
        _ = state.pressKeys(.enter)
        _ = state.type("v")
        var record = photo
        (record.voted, record.liked, record.favorited) = (false, false, true)
        _ = state.apply(.photo(photo.id, .success(record)))
        #expect(state.marks(of: photo) == PhotoMarks(liked: true, favorited: true))
    }

    @Test func aLikeAnsweredAfterThePhotoWasLeftChangesNoOtherPhotosCounts() {
        var state = Fixture.signedIn()
        _ = state.type("v")
        _ = state.type("l")
        _ = state.pressKeys(.enter)
        _ = state.apply(.photoActionDone(.vote, photoID: photo.id, .failure(Fixture.status(500))))
        let other = Fixture.photos(onPage: 1)[1]
        #expect(state.shownPhoto(state.details!).votesCount == other.votesCount)
        #expect(state.marks(of: photo).liked == nil)
    }

    @Test func helpListsTheNewKeys() {
        var state = Fixture.signedIn()
        _ = state.type("?")
        let help = state.frame.joined(separator: "\n")
        for line in ["like the photo", "your favorites", "comment on the photo"] { #expect(help.contains(line)) }
        #expect(state.frame.allSatisfy { displayWidth(of: stripEscapes($0)) == 80 }, "every row as wide as the screen, the blank ones too")
    }
}

import Foundation
import Testing

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// `c`: the comment typed in the status line, sent on Enter, cancelled by Esc, and what its
/// answer shows.
@Suite struct BrowseWriteCommentTests {
    typealias Fixture = BrowseFixture
    let photo = BrowseFixture.photos(onPage: 1)[0]

    @Test func cOpensTheEditorAndEnterSendsTheComment() {
        var state = Fixture.signedIn()
        #expect(state.type("c").isEmpty)
        #expect(state.prompt == "" && state.commenting == photo.id)
        _ = state.type("Nice light q!")
        #expect(state.prompt == "Nice light q!", "q is typed, it does not quit")
        _ = state.pressKeys(.backspace, .backspace, .backspace)
        #expect(state.prompt == "Nice light")
        #expect(state.statusLine.hasPrefix("comment: Nice light▏") && state.statusLine.contains("Enter send · Esc cancel"))
        #expect(state.pressKeys(.enter) == [.write(.comment("Nice light", photoID: photo.id))])
        #expect(state.prompt == nil && state.commenting == nil)
        #expect(state.statusLine.contains("sending your comment on photo \(photo.id)"))

        _ = state.apply(.commentPosted(photoID: photo.id, body: "Nice light", .success(PhotomaniaKit.Comment(id: 9, body: "Nice light"))))
        #expect(state.message == .info("commented on photo \(photo.id)"))
    }

    @Test func escapeCancelsAndTheNextPromptIsASearchAgain() {
        var state = Fixture.signedIn()
        _ = state.type("cabc")
        #expect(state.pressKeys(.escape).isEmpty)
        #expect(state.prompt == nil && state.commenting == nil)
        _ = state.type("/owl")
        #expect(state.statusLine.hasPrefix("search: owl"))
        #expect(state.pressKeys(.enter).contains(.fetchPage(Fixture.key(1, of: .search(.term("owl"))), after: .zero)))
    }

    @Test func anEmptyCommentSendsNothing() {
        var state = Fixture.signedIn()
        _ = state.type("c   ")
        #expect(state.pressKeys(.enter).isEmpty)
        #expect(state.prompt == nil && state.commenting == nil)
    }

    @Test func aCommentSentFromThePhotosScreenJoinsItsComments() {
        var state = Fixture.signedIn()
        _ = state.pressKeys(.enter)
        _ = state.apply(.comments(photo.id, .success(Page(items: [PhotomaniaKit.Comment(id: 1, body: "First!")]))))
        _ = state.type("c")
        _ = state.type("Lovely colours")
        #expect(state.pressKeys(.enter) == [.write(.comment("Lovely colours", photoID: photo.id))])
        #expect(state.screen == .details)
        let posted = PhotomaniaKit.Comment(id: 2, body: "Lovely colours", user: User(id: 1, username: "demo"))
        _ = state.apply(.commentPosted(photoID: photo.id, body: "Lovely colours", .success(posted)))
        #expect(state.details?.comments?.map(\.id) == [1, 2] && state.details?.totalComments == 2)
        let document = state.detailsView?.document ?? []
        #expect(document.contains { $0.contains("Comments (2)") })
        #expect(document.contains { $0.contains("Lovely colours") })
    }

    @Test func aCommentThatFailedComesBackWithC() {
        var state = Fixture.signedIn()
        _ = state.type("cSo sharp")
        _ = state.pressKeys(.enter)
        _ = state.apply(.commentPosted(photoID: photo.id, body: "So sharp", .failure(Fixture.unreachable)))
        guard case .warning(let text) = state.message else {
            Issue.record("no warning: \(String(describing: state.message))")
            return
        }
        #expect(text.hasPrefix("could not comment on photo \(photo.id): ") && text.hasSuffix("c brings your text back"))
        _ = state.type("c")
        #expect(state.prompt == "So sharp" && state.commenting == photo.id)
    }

    @Test func aRefusedCommentSaysTheServersReason() {
        var state = Fixture.signedIn()
        _ = state.type("cHi")
        _ = state.pressKeys(.enter)
        _ = state.apply(.commentPosted(photoID: photo.id, body: "Hi", .failure(Fixture.status(401))))
        #expect(state.message == .warning("sign in first: run 'photomania login'"))
        _ = state.apply(.commentPosted(photoID: photo.id, body: "Hi", .failure(Fixture.status(404, "Not found"))))
        #expect(state.message == .warning("no photo \(photo.id)"))
    }
}

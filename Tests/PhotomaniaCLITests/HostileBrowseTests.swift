import Foundation
import PhotomaniaKit
import Testing

@testable import PhotomaniaCLI

/// The browser's screens for a hostile server's photo, comments, errors and download: only the
/// browser's own colour codes are escape sequences, and no C1 or bidi control is drawn.
@Suite struct HostileBrowseTests {
    static let style = TerminalStyle(colors: true)

    static func hostilePhoto() throws -> Photo {
        try JSONDecoder().decode(Photo.self, from: JSONSerialization.data(withJSONObject: HostileAPIHandler.photo))
    }

    static func hostileComment() throws -> PhotomaniaKit.Comment {
        try JSONDecoder().decode(PhotomaniaKit.Comment.self, from: JSONSerialization.data(withJSONObject: HostileAPIHandler.comment))
    }

    private func expectClean(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let text = lines.joined(separator: "\n").replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(Hostile.leaks(in: text) == [], sourceLocation: sourceLocation)
        #expect(text.contains(Hostile.visible), sourceLocation: sourceLocation)
    }

    @Test func gridHeaderTilesAndStatusLine() throws {
        var state = BrowseState(stream: .search(.term(Hostile.text)), page: 1)
        state.photos = [try Self.hostilePhoto()]
        let layout = GridLayout(width: 100, height: 16)
        for message in [StatusMessage.error(Hostile.text), .info(Hostile.text)] {
            state.message = message
            expectClean(GridView(state: state, layout: layout, style: Self.style).lines())
        }
        state.message = nil
        state.download = Hostile.text
        expectClean(GridView(state: state, layout: layout, style: Self.style).lines())
    }

    @Test func detailsWithCommentsAndAFailure() throws {
        var details = PhotoDetails(photo: try Self.hostilePhoto(), comments: [try Self.hostileComment()], totalComments: 1)
        let state = BrowseState(stream: .stream(.popular), page: 1)
        let view = { (details: PhotoDetails) in
            DetailsView(state: state, details: details, width: 100, height: 60, origin: "http://demo", style: Self.style, showsPicture: false)
        }
        expectClean(view(details).lines())
        details.comments = nil
        details.commentsFailure = Hostile.text
        expectClean(view(details).lines())
    }
}

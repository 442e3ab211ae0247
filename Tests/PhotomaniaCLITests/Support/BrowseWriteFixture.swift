import Foundation

@testable import PhotomaniaCLI
@testable import PhotomaniaKit

/// `BrowseFixture` signed in, and the failures a write can end with.
extension BrowseFixture {
    static var signedInSettings: BrowseSettings {
        var settings = Self.settings
        settings.signedIn = true
        return settings
    }

    /// Page 1 listed and on screen, as a signed-in user.
    static func signedIn() -> BrowseState {
        var state = BrowseState(stream: popular, settings: signedInSettings)
        _ = state.apply(.started(screen, at: start))
        _ = state.apply(.page(key(1), .success(page(1))))
        return state
    }

    /// The server's answer `code` with its message, as the Kit reports it.
    static func status(_ code: Int, _ message: String? = nil) -> PhotomaniaError {
        .responseValidationFailed(
            request: RequestSummary(method: "POST", url: "http://demo/v1/photos/1/vote"),
            reason: .unacceptableStatusCode(code, serverMessage: message, retryAfter: nil))
    }

    static let unreachable = PhotomaniaError.transportFailed(
        request: RequestSummary(method: "POST", url: "http://demo/v1/photos/1/vote"), reason: .cannotConnect(host: "demo"))
}

extension BrowseState {
    /// The selected tile's title line, as the grid draws it, without its styling.
    var selectedTitle: String? {
        guard let row = frame.map(stripEscapes).first(where: { $0.contains("▶ ") }), let start = row.firstIndex(of: "▶") else { return nil }
        return String(row[start...].prefix(GridLayout.tileWidth))
    }

    var statusLine: String { frame.last ?? "" }
}

import Foundation
@testable import PhotomaniaServer
import Testing

/// The `$EDITOR` that `comment` starts gets the terminal and nothing else of photomania's: no
/// connection of libcurl's, no socket or pipe of its wake-ups: it inherits no descriptor past
/// stderr. The editor lists what it inherited from `/proc`.
@Suite(.serialized, .enabled(if: TmuxPane.available, "needs tmux and the built photomania"))
struct EditorDescriptorsTests {
    @Test func theEditorInheritsNoSocketAndNoPipe() async throws {
        try await withDemoServer { server in
            let account = try await SignedInDemo.signIn(server)
            defer { account.remove() }
            let listing = account.folder + "/descriptors.txt"
            let editor = account.folder + "/editor.sh"
            try Data("#!/bin/sh\nls -l /proc/$$/fd > \(listing).new && mv \(listing).new \(listing)\nprintf 'from the editor\\n' > \"$1\"\n".utf8)
                .write(to: URL(fileURLWithPath: editor))
            let photo = try #require(server.catalog.photos.first { $0.userID != account.userID })
            // The session, and with it libcurl's wake-up sockets, is made before the editor starts.
            let pane = try TmuxPane(account.options + ["comment", String(photo.id)], environment: ["EDITOR": "/bin/sh " + editor])
            #expect(await pane.waitFor("exit 0") { $0.contains("rc=0") })
            let inherited = try String(contentsOfFile: listing, encoding: .utf8)
            #expect(!inherited.contains("socket:") && !inherited.contains("pipe:"), "\(inherited)")
            #expect(inherited.contains(" 0 -> ") && inherited.contains(" 2 -> "), "the listing is the editor's: \(inherited)")
        }
    }
}

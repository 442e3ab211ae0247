import Foundation
import PhotomaniaSQLite

extension DemoState {
    /// Remembers an access token the server issued; only remembered tokens are accepted.
    func recordAccessToken(_ token: String, userID: Int, at date: Date = Date()) throws(DemoStateError) {
        try withConnection { (connection) throws(SQLiteFailure) in
            _ = try connection.run(
                "INSERT OR REPLACE INTO access_tokens (token, user_id, issued_at) VALUES (?1, ?2, ?3)",
                [.text(token), .integer(Int64(userID)), .real(date.timeIntervalSince1970)])
        }
    }

    /// The user an access token was issued to; nil when this state never issued it.
    func userOfAccessToken(_ token: String) throws(DemoStateError) -> Int? {
        try withConnection { (connection) throws(SQLiteFailure) in
            try connection.run("SELECT user_id FROM access_tokens WHERE token = ?1", [.text(token)])
                .first?.first?.integer.map { Int($0) }
        }
    }

    /// Remembers a signed request's nonce; false when the same one was seen within `window`
    /// seconds (the verifier's clock skew), which makes the request a replay.
    func admitNonce(consumerKey: String, token: String?, nonce: String, timestamp: Int, now: Date, window: Int) -> Bool {
        nonces.withLock { memory in
            memory.admit(consumerKey: consumerKey, token: token, nonce: nonce, timestamp: timestamp, now: Int(now.timeIntervalSince1970), window: window)
        }
    }
}

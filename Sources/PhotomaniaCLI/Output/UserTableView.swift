import PhotomaniaKit

/// People as `friends`, `followers`, `users` and `votes` list them: aligned on a terminal,
/// tab-separated in a pipe.
struct UserTableView {
    let users: [User]
    let console: Console
    let colors: Bool

    static let table = Table(columns: [
        .init("ID", alignment: .right, priority: 10),
        .init("USERNAME", minWidth: 8, flexible: true, priority: 9),
        .init("NAME", minWidth: 8, flexible: true, priority: 8),
        .init("PLACE", minWidth: 6, flexible: true, priority: 5),
        .init("FOLLOWERS", alignment: .right, priority: 6),
    ])

    var rows: [[String]] {
        users.map { user in
            [
                String(user.id), user.username, user.displayName,
                [user.city, user.country].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: ", "),
                user.followersCount.map(String.init) ?? "",
            ]
        }
    }

    func printTable() {
        if console.standardOutput.isTerminal {
            console.print(Self.table.renderForTerminal(rows: rows, width: console.width, colors: colors))
        } else {
            console.print(Self.table.renderTSV(rows: rows))
        }
    }
}

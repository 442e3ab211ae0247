import PhotomaniaKit

extension ListColumns<User> {
    /// People as `friends`, `followers`, `users` and `votes` list them.
    static var users: ListColumns<User> {
        ListColumns(
            table: Table(columns: [
                .init("ID", alignment: .right, priority: 10),
                .init("USERNAME", minWidth: 8, flexible: true, priority: 9),
                .init("NAME", minWidth: 8, flexible: true, priority: 8),
                .init("PLACE", minWidth: 6, flexible: true, priority: 5),
                .init("FOLLOWERS", alignment: .right, priority: 6),
            ]),
            cells: { user in
                [
                    String(user.id), user.username, user.displayName,
                    [user.city, user.country].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: ", "),
                    user.followersCount.map(String.init) ?? "",
                ]
            }
        )
    }
}

import Foundation
import PhotomaniaKit

extension ListColumns<Photo> {
    /// The table of `photos`, `search` and `gallery`: the counts the service keeps (a rating
    /// and votes, faves, views: those `--filter` reads), else each photo's licence.
    static func photos(_ capabilities: ServiceCapabilities) -> ListColumns<Photo> {
        let fields = capabilities.filterFields
        var facts: [(column: Table.Column, cell: (Photo) -> String)] = []
        if fields.contains(.rating) { facts.append((.init("RATING", alignment: .right, priority: 7), { $0.rating.map { String(format: "%.1f", $0) } ?? "" })) }
        if fields.contains(.votes) { facts.append((.init("VOTES", alignment: .right, priority: 5), { $0.votesCount.map(String.init) ?? "" })) }
        if fields.contains(.faves) { facts.append((.init("FAVES", alignment: .right, priority: 5), { $0.favoritesCount.map(String.init) ?? "" })) }
        if fields.contains(.views) { facts.append((.init("VIEWS", alignment: .right, priority: 6), { String($0.timesViewed) })) }
        if facts.isEmpty { facts.append((.init("LICENSE", minWidth: 6, flexible: true, priority: 6), { $0.licenseType?.name ?? "" })) }
        return ListColumns(
            table: Table(columns: [
                .init("ID", alignment: .right, priority: 10),
                .init("TITLE", minWidth: 12, flexible: true, priority: 9),
                .init("AUTHOR", minWidth: 8, flexible: true, priority: 8),
                .init("USERNAME", minWidth: 8, flexible: true, priority: 8),
            ] + facts.map(\.column)),
            cells: { photo in
                [String(photo.id), photo.name, photo.user?.displayName ?? "", photo.user?.username ?? ""] + facts.map { $0.cell(photo) }
            }
        )
    }
}

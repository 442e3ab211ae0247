import Foundation
import PhotomaniaKit

extension ListColumns<Photo> {
    /// The table of `photos`, `search` and `gallery`: a rating and votes where the service has
    /// them, the faves where a fave is its one mark (Flickr).
    static func photos(_ capabilities: ServiceCapabilities) -> ListColumns<Photo> {
        let marks: [(column: Table.Column, cell: (Photo) -> String)] = capabilities.likesAreFavorites
            ? [(.init("FAVES", alignment: .right, priority: 5), { $0.favoritesCount.map(String.init) ?? "" })]
            : [
                (.init("RATING", alignment: .right, priority: 7), { $0.rating.map { String(format: "%.1f", $0) } ?? "" }),
                (.init("VOTES", alignment: .right, priority: 5), { $0.votesCount.map(String.init) ?? "" }),
            ]
        return ListColumns(
            table: Table(columns: [
                .init("ID", alignment: .right, priority: 10),
                .init("TITLE", minWidth: 12, flexible: true, priority: 9),
                .init("AUTHOR", minWidth: 8, flexible: true, priority: 8),
                .init("USERNAME", minWidth: 8, flexible: true, priority: 8),
            ] + marks.map(\.column) + [.init("VIEWS", alignment: .right, priority: 6)]),
            cells: { photo in
                [String(photo.id), photo.name, photo.user?.displayName ?? "", photo.user?.username ?? ""]
                    + marks.map { $0.cell(photo) } + [String(photo.timesViewed)]
            }
        )
    }
}

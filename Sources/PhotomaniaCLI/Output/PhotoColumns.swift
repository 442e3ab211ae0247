import Foundation
import PhotomaniaKit

extension ListColumns<Photo> {
    /// The table of `photos`, `search` and `gallery`.
    static var photos: ListColumns<Photo> {
        ListColumns(
            table: Table(columns: [
                .init("ID", alignment: .right, priority: 10),
                .init("TITLE", minWidth: 12, flexible: true, priority: 9),
                .init("AUTHOR", minWidth: 8, flexible: true, priority: 8),
                .init("USERNAME", minWidth: 8, flexible: true, priority: 8),
                .init("RATING", alignment: .right, priority: 7),
                .init("VOTES", alignment: .right, priority: 5),
                .init("VIEWS", alignment: .right, priority: 6),
            ]),
            cells: { photo in
                [
                    String(photo.id),
                    photo.name,
                    photo.user?.displayName ?? "",
                    photo.user?.username ?? "",
                    String(format: "%.1f", photo.rating),
                    String(photo.votesCount),
                    String(photo.timesViewed),
                ]
            }
        )
    }
}

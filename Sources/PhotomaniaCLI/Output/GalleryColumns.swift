import Foundation
import PhotomaniaKit

extension ListColumns<Gallery> {
    /// A user's galleries: id, name (private ones marked), kind, items, last update, and the
    /// slug that `photomania gallery USER SLUG` takes.
    static var galleries: ListColumns<Gallery> {
        ListColumns(
            table: Table(columns: [
                .init("ID", alignment: .right, priority: 10),
                .init("NAME", minWidth: 10, flexible: true, priority: 9),
                .init("KIND", priority: 6),
                .init("ITEMS", alignment: .right, priority: 7),
                .init("UPDATED", priority: 5),
                .init("SLUG", minWidth: 8, flexible: true, priority: 8),
            ]),
            cells: { gallery in
                [
                    String(gallery.id),
                    gallery.name + (gallery.isPrivate == true ? " (private)" : ""),
                    gallery.kind?.name ?? "",
                    gallery.itemsCount.map(String.init) ?? "",
                    gallery.updatedAt.map { formatLocal($0) } ?? "",
                    gallery.slug ?? "",
                ]
            }
        )
    }
}

import Foundation
import PhotomaniaKit

/// A user's galleries: id, name (private ones marked), kind, items, last update, and the slug that
/// `photomania gallery USER SLUG` takes.
struct GalleryTableView {
    let galleries: [Gallery]
    let console: Console
    let colors: Bool

    static let table = Table(columns: [
        .init("ID", alignment: .right, priority: 10),
        .init("NAME", minWidth: 10, flexible: true, priority: 9),
        .init("KIND", priority: 6),
        .init("ITEMS", alignment: .right, priority: 7),
        .init("UPDATED", priority: 5),
        .init("SLUG", minWidth: 8, flexible: true, priority: 8),
    ])

    static func rows(_ galleries: [Gallery]) -> [[String]] {
        galleries.map { gallery in
            [
                String(gallery.id),
                gallery.name + (gallery.isPrivate == true ? " (private)" : ""),
                gallery.kind?.name ?? "",
                gallery.itemsCount.map(String.init) ?? "",
                gallery.updatedAt.map { formatLocal($0) } ?? "",
                gallery.slug ?? "",
            ]
        }
    }

    func printTable() {
        if console.standardOutput.isTerminal {
            console.print(Self.table.renderForTerminal(rows: Self.rows(galleries), width: console.width, colors: colors))
        } else {
            console.print(Self.table.renderTSV(rows: Self.rows(galleries)))
        }
    }
}

import Foundation

extension DemoCatalog {
    /// The groups, each of the photos of a few categories: a photo is added to a pool within two
    /// days of its upload (never after `now`), so a pool's order is not the upload order.
    static func makeGroups(photos: [DemoPhoto], now: Date) -> [DemoGroup] {
        let themes: [(alias: String, name: String, description: String, categories: Set<DemoCategory>)] = [
            ("wide-open-spaces", "Wide Open Spaces", "Landscapes, nature and travel: <b>room to breathe</b>.", [.landscapes, .nature, .travel, .aerial]),
            ("monochrome", "Monochrome & the City", "Black and white, streets and nights in town.", [.blackAndWhite, .street, .night, .cityAndArchitecture]),
        ]
        return themes.enumerated().map { offset, theme in
            let pool = photos.filter { theme.categories.contains($0.category) }.map { photo in
                DemoGroup.Entry(photoID: photo.id, addedAt: min(now, photo.createdAt.addingTimeInterval(Double(photo.id % 48) * 3600)))
            }
            return DemoGroup(
                id: offset + 1, pathAlias: theme.alias, name: theme.name, description: theme.description,
                pool: pool.sorted { ($0.addedAt, $0.photoID) > ($1.addedAt, $1.photoID) }
            )
        }
    }

    /// The group whose page URL holds this name, ignoring case.
    func group(pathAlias: String) -> DemoGroup? {
        groups.first { $0.pathAlias == pathAlias.lowercased() }
    }
}

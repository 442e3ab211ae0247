import Foundation
import Synchronization

/// The demo catalog as a wiki, worked out once per catalog: every photo's file page and the
/// files of other kinds made from photos, the categories and their members, and the pictures
/// of the day.
final class CommonsIndex: Sendable {
    /// Days of pictures of the day, up to the catalog's reference day.
    static let potdDayCount = 365

    let referenceDate: Date
    /// The catalog's photos in catalog order, then the other kinds (`CommonsMedia`).
    let files: [CommonsFile]
    let fileIndexByPageID: [Int: Int]
    let fileIndexByName: [String: Int]
    /// A user's Commons name (`Jose alvarez` for `jose_alvarez`) to the catalog user.
    let userIDByName: [String: Int]
    let categories: [CommonsCategory]
    let categoryIndexByName: [String: Int]
    let categoryIndexByPageID: [Int: Int]
    let potdDays: ClosedRange<Int>
    /// Per file index: `featured`, `quality`, `valued`, `potd` in that order, those that hold.
    let assessments: [[String]]
    private let potdFiles: [Int: Int]

    init(catalog: DemoCatalog) {
        referenceDate = catalog.referenceDate
        let names = Self.uniqueNames(catalog.photos)
        func file(_ photo: DemoPhoto, name: String, media: CommonsMedia?) -> CommonsFile {
            let user = catalog.user(id: photo.userID)
            return CommonsFile(photo: photo, name: name, uploader: user.map { Self.userName($0.username) } ?? "Unknown", uploaderID: photo.userID, media: media)
        }
        let files = zip(catalog.photos, names).map { file($0, name: $1, media: nil) }
            + CommonsMedia.make(photos: catalog.photos, referenceDate: catalog.referenceDate).map { file($0.photo, name: $0.name, media: $0.media) }
        self.files = files
        fileIndexByPageID = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1.pageID, $0) })
        fileIndexByName = Dictionary(files.enumerated().map { ($1.name, $0) }) { first, _ in first }
        userIDByName = Dictionary(catalog.users.map { (Self.userName($0.username), $0.id) }) { first, _ in first }
        let lastDay = CommonsTime.dayNumber(catalog.referenceDate)
        let potdDays = (lastDay - Self.potdDayCount + 1)...lastDay
        self.potdDays = potdDays
        let photoIndexes = files.indices.filter { files[$0].media == nil }
        let featuredIndexes = photoIndexes.filter { files[$0].photo.editorsChoice }
        let pool = featuredIndexes.isEmpty ? photoIndexes : featuredIndexes
        let potdFiles = pool.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: potdDays.map { ($0, pool[($0 &* 7919 % pool.count + pool.count) % pool.count]) })
        self.potdFiles = potdFiles
        let categories = CommonsIndex.makeCategories(files: files, referenceDate: catalog.referenceDate)
        self.categories = categories
        categoryIndexByName = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1.name, $0) })
        categoryIndexByPageID = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1.pageID, $0) })
        let potdSet = Set(potdFiles.values)
        var assessments = [[String]](repeating: [], count: files.count)
        for (word, name) in [("featured", CommonsCategory.featured), ("quality", CommonsCategory.quality), ("valued", CommonsCategory.valued)] {
            guard let category = categoryIndexByName[name].map({ categories[$0] }) else { continue }
            for member in category.bySortKey { if case .file(let index) = member.page { assessments[index].append(word) } }
        }
        for index in potdSet { assessments[index].append("potd") }
        self.assessments = assessments
    }

    /// The file shown on a day's `Template:Potd/…`, if the day has a picture.
    func potdFile(day: Int) -> Int? {
        potdDays.contains(day) ? potdFiles[day] : nil
    }

    /// The categories a file is in, by name.
    func categoryNames(ofFile index: Int) -> [String] {
        guard files[index].media == nil else { return [CommonsMedia.category] }
        let words = assessments[index]
        return [files[index].photo.category.name, CommonsCategory.parent]
            + (words.contains("featured") ? [CommonsCategory.featured] : [])
            + (words.contains("quality") ? [CommonsCategory.quality] : [])
            + (words.contains("valued") ? [CommonsCategory.valued] : [])
    }

    /// A username as MediaWiki stores it: spaces for underscores, the first letter upper-case.
    static func userName(_ username: String) -> String {
        CommonsTitle(username).map(\.text) ?? username
    }

    /// Titles, with ` (<id>)` added to every name more than one photo has.
    private static func uniqueNames(_ photos: [DemoPhoto]) -> [String] {
        let bases = photos.map(CommonsFile.baseName(of:))
        let counts = bases.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return zip(photos, bases).map { photo, base in (counts[base, default: 0] > 1 ? "\(base) (\(photo.id))" : base) + ".jpg" }
    }

    private static let cache = Mutex<[CacheKey: CommonsIndex]>([:])

    private struct CacheKey: Hashable {
        let seed: UInt64
        let referenceDate: Date
        let photoCount: Int
        let lastPhotoID: Int?
    }

    /// The index of a catalog, built once per process (a few catalogs are kept).
    static func of(_ catalog: DemoCatalog) -> CommonsIndex {
        let key = CacheKey(seed: catalog.seed, referenceDate: catalog.referenceDate, photoCount: catalog.photoCount, lastPhotoID: catalog.photos.last?.id)
        if let known = cache.withLock({ $0[key] }) { return known }
        let index = CommonsIndex(catalog: catalog)
        cache.withLock { entries in
            if entries.count >= 8 { entries.removeAll() }
            entries[key] = index
        }
        return index
    }
}

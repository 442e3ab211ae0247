import Foundation

extension DemoCatalog {
    /// Every user's galleries, in user order then position. Two users are fixed whatever the seed:
    /// the first user (the one `demo` signs in as) has six galleries of every kind, two of them
    /// private, and the persona `anon4821` has none. The others have 0–6 at random.
    static func makeGalleries(users: [DemoUser], photos: [DemoPhoto], seed: UInt64, now: Date) -> [DemoGallery] {
        var random = DemoRandom(seed: seed, stream: 3)
        var maker = GalleryMaker(
            photoIDs: photos.map(\.id), photoIDsByOwner: Dictionary(grouping: photos, by: \.userID).mapValues { $0.map(\.id) },
            now: now, nextID: 300_000 + Int(seed % 1000) * 100)
        var galleries: [DemoGallery] = []
        for (index, user) in users.enumerated() {
            let plan: [(kind: DemoGallery.Kind, isPrivate: Bool)]
            if index == 0 {
                plan = [(.general, false), (.portfolio, false), (.lightbox, true), (.favorite, false), (.profile, false), (.general, true)]
            } else if user.username == "anon4821" {
                plan = []
            } else {
                plan = (0..<random.int(in: 0...6)).map { _ in
                    let kind = random.pick(DemoGalleryVocabulary.kindWeights)
                    return (kind, random.chance(kind == .lightbox ? 0.6 : 0.2))
                }
            }
            var slugs: Set<String> = []
            for (offset, planned) in plan.enumerated() {
                let itemRange = index == 0 ? (offset == 0 ? 25...40 : 3...40) : 0...40
                galleries.append(maker.make(
                    owner: user, position: offset + 1, kind: planned.kind, isPrivate: planned.isPrivate,
                    itemCount: random.int(in: itemRange), slugs: &slugs, random: &random))
            }
        }
        return galleries
    }
}

/// Makes one gallery at a time, numbering them across the catalog.
private struct GalleryMaker {
    let photoIDs: [Int]
    let photoIDsByOwner: [Int: [Int]]
    let now: Date
    var nextID: Int

    mutating func make(
        owner: DemoUser, position: Int, kind: DemoGallery.Kind, isPrivate: Bool, itemCount: Int,
        slugs: inout Set<String>, random: inout DemoRandom
    ) -> DemoGallery {
        nextID += random.int(in: 1...13)
        let name = random.pick(DemoGalleryVocabulary.names(for: kind))
        let baseSlug = DemoSlug.make(name, fallback: "gallery")
        var slug = baseSlug
        var suffix = 2
        while slugs.contains(slug) {
            slug = "\(baseSlug)-\(suffix)"
            suffix += 1
        }
        slugs.insert(slug)
        let items = pickPhotoIDs(count: itemCount, owner: owner, ownOnly: kind == .portfolio || kind == .profile, random: &random)
        let createdAt = date(after: owner.registrationDate, random: &random)
        let lastAddedToAt = items.isEmpty ? nil : date(after: createdAt, random: &random)
        return DemoGallery(
            id: nextID, userID: owner.id, position: position, name: name,
            description: random.pick(DemoGalleryVocabulary.descriptions), slug: slug, token: token(&random),
            kind: kind, isPrivate: isPrivate, createdAt: createdAt,
            updatedAt: date(after: lastAddedToAt ?? createdAt, random: &random), lastAddedToAt: lastAddedToAt,
            photoIDs: items, zone: owner.zone)
    }

    /// Distinct photos in a random order: the owner's own for a portfolio or profile gallery
    /// (so fewer when they have fewer), anyone's otherwise.
    private func pickPhotoIDs(count: Int, owner: DemoUser, ownOnly: Bool, random: inout DemoRandom) -> [Int] {
        let pool = ownOnly ? photoIDsByOwner[owner.id] ?? [] : photoIDs
        let wanted = min(count, pool.count)
        var chosen: Set<Int> = []
        var picked: [Int] = []
        while picked.count < wanted {
            let id = pool[random.int(in: 0...(pool.count - 1))]
            if chosen.insert(id).inserted { picked.append(id) }
        }
        return picked
    }

    /// A whole second between `start` and a minute before now (`start` itself when later).
    private func date(after start: Date, random: inout DemoRandom) -> Date {
        let span = max(0, now.timeIntervalSince(start) - 60)
        return start.addingTimeInterval(random.double(in: 0...span).rounded(.down))
    }

    private func token(_ random: inout DemoRandom) -> String {
        (0..<2).map { _ in
            let hex = String(random.next(), radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}

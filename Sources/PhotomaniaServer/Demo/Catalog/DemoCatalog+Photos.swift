import Foundation

extension DemoCatalog {
    static func makePhotos(count: Int, users: [DemoUser], seed: UInt64, now: Date) -> [DemoPhoto] {
        guard count > 0, !users.isEmpty else { return [] }
        var random = DemoRandom(seed: seed, stream: 2)
        let ages = creationAges(count: count, random: &random)
        let nsfwIndexes = nudeIndexes(count: count, random: &random)
        let owners = ownerOrder(userCount: users.count, random: &random)
        let factory = DemoPhotoFactory(catalogSeed: seed, now: now)

        var photos: [DemoPhoto] = []
        photos.reserveCapacity(count)
        var id = 1_000_000
        for index in 0..<count {
            id += random.int(in: 2...97)
            let owner = index < owners.count
                ? users[owners[index]]
                : users[Int(pow(random.unit(), 1.8) * Double(users.count))]
            photos.append(factory.make(
                index: index,
                id: id,
                createdAt: now.addingTimeInterval(-ages[index]),
                owner: owner,
                nude: nsfwIndexes.contains(index)
            ))
        }
        return photos
    }

    /// Seconds before "now", oldest first: 10 % of the photos from the last 24 hours, 8 % from
    /// the day before, 18 % from the rest of the week, the others from the last two years.
    private static func creationAges(count: Int, random: inout DemoRandom) -> [TimeInterval] {
        let hour = 3600.0
        let day = 24 * hour
        let buckets: [(share: Double, range: ClosedRange<Double>)] = [
            (0.10, 60...(23.5 * hour)),
            (0.08, (day + 60)...(47.5 * hour)),
            (0.18, (2 * day + 60)...(6.9 * day)),
        ]
        var ages: [TimeInterval] = []
        ages.reserveCapacity(count)
        for (share, range) in buckets {
            for _ in 0..<Int((Double(count) * share).rounded(.up)) where ages.count < count {
                ages.append(random.double(in: range).rounded(.down))
            }
        }
        while ages.count < count {
            ages.append(random.double(in: (7 * day + hour)...(730 * day)).rounded(.down))
        }
        return ages.sorted(by: >)
    }

    /// A few NSFW photos, one of them among the freshest so every default listing has one.
    private static func nudeIndexes(count: Int, random: inout DemoRandom) -> Set<Int> {
        guard count >= 3 else { return [] }
        var indexes: Set<Int> = [count - 2]
        while indexes.count < max(3, count / 40) {
            indexes.insert(random.int(in: 0...(count - 1)))
        }
        return indexes
    }

    /// A shuffled order of all users, so each owns at least one photo when there are enough.
    private static func ownerOrder(userCount: Int, random: inout DemoRandom) -> [Int] {
        var order = Array(0..<userCount)
        for index in stride(from: userCount - 1, to: 0, by: -1) {
            order.swapAt(index, random.int(in: 0...index))
        }
        return order
    }

    /// Photos the demo user uploaded in the last `count` seconds, after (and newer than) every
    /// generated one: what a collector's next sync finds new (`serve --new-photos`).
    static func uploadedJustNow(count: Int, after photos: [DemoPhoto], owner: DemoUser, seed: UInt64, now: Date) -> [DemoPhoto] {
        guard count > 0, let last = photos.last else { return [] }
        let factory = DemoPhotoFactory(catalogSeed: seed, now: now)
        return (0..<count).map { offset in
            factory.make(
                index: photos.count + offset, id: last.id + 7 * (offset + 1),
                createdAt: now.addingTimeInterval(-Double(count - offset)), owner: owner, nude: false
            )
        }
    }
}

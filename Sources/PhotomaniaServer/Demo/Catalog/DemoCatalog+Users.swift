import Foundation

extension DemoCatalog {
    static func makeUsers(count: Int, seed: UInt64, now: Date) -> [DemoUser] {
        var random = DemoRandom(seed: seed, stream: 1)
        var people = DemoVocabulary.personas
        var usernames = Set(people.map { $0.username.lowercased() })
        while people.count < count {
            let first = random.pick(DemoVocabulary.firstNames)
            let last = random.pick(DemoVocabulary.lastNames)
            let place = random.pick(DemoVocabulary.cities)
            var username = DemoSlug.make("\(first)\(last)", fallback: "user").replacingOccurrences(of: "-", with: "")
            if usernames.contains(username) { username += String(people.count) }
            usernames.insert(username)
            people.append(.init(username: username, firstname: first, lastname: last, city: place.city, country: place.country))
        }

        let firstID = 10_000 + Int(seed % 1000) * 10
        return people.prefix(count).enumerated().map { index, person in
            let id = firstID + index * 37
            let cameraCount = random.int(in: 0...2)
            let state = DemoVocabulary.cities.first { $0.city == person.city }?.state
            return DemoUser(
                id: id,
                index: index,
                username: person.username,
                firstname: person.firstname,
                lastname: person.lastname,
                city: person.city,
                state: state,
                country: person.country,
                userpicURL: index % 3 == 0 ? "/graphics/userpic.png" : "https://avatars.example.com/\(id).jpg?\(index)",
                upgradeStatus: random.pick([0, 0, 0, 1, 2, 3]),
                affection: random.int(in: 0...90_000),
                friendIDs: friendIDs(of: id, firstID: firstID, userCount: count, random: &random),
                registrationDate: now.addingTimeInterval(-Double(random.int(in: 400...4000)) * 86_400),
                about: index % 4 == 0 ? "" : "Photographer from \(person.city ?? "somewhere"). Mostly \(random.pick(["landscapes", "street", "portraits", "wildlife"])).",
                locale: random.pick(DemoVocabulary.locales),
                sex: random.int(in: 0...2),
                cameras: (0..<cameraCount).map { _ in random.pick(DemoVocabulary.cameras) },
                lenses: (0..<cameraCount).map { _ in random.pick(DemoVocabulary.lenses) },
                zone: random.chance(0.5) ? .usEastern : .utc
            )
        }
    }

    private static func friendIDs(of id: Int, firstID: Int, userCount: Int, random: inout DemoRandom) -> [Int] {
        var friends: [Int] = []
        for _ in 0..<random.int(in: 3...8) {
            let friend = firstID + random.int(in: 0...(userCount - 1)) * 37
            if friend != id, !friends.contains(friend) { friends.append(friend) }
        }
        return friends
    }
}

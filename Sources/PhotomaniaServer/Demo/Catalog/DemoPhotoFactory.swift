import Foundation

/// Makes one photo from its own random stream, so a photo does not change when the
/// photos around it do.
struct DemoPhotoFactory {
    let catalogSeed: UInt64
    let now: Date

    private static let categories = DemoCategory.allCases.filter { $0 != .nude }
    private static let shapes: [(weight: Int, sizes: [(Int, Int)])] = [
        (40, [(2048, 1365), (6000, 4000), (3000, 2000), (5472, 3648)]),
        (14, [(1365, 2048), (4000, 6000), (2000, 3000)]),
        (10, [(4032, 3024), (1600, 1200)]),
        (6, [(3024, 4032)]),
        (12, [(2048, 2048), (3000, 3000), (1080, 1080)]),
        (10, [(3840, 2160), (1920, 1080)]),
        (8, [(6000, 2000), (8192, 2048), (4000, 1000)]),
    ]

    func make(index: Int, id: Int, createdAt: Date, owner: DemoUser, nude: Bool) -> DemoPhoto {
        let seed = DemoRandom.mix(catalogSeed ^ (UInt64(id) &* 0x0000_0100_0000_01B3))
        var random = DemoRandom(seed: seed)
        let category = nude ? .nude : random.pick(Self.categories)
        let adjective = random.pick(DemoVocabulary.adjectives)
        let noun = random.pick(DemoVocabulary.nouns(for: category))
        let name = title(index: index, adjective: adjective, noun: noun, random: &random)
        let (width, height) = dimensions(random: &random)
        let rating = Self.rating(tier: nude ? 0 : random.int(in: 0...19), random: &random)
        let votes = Int(rating.value * random.double(in: 0.5...3.0))
        let age = now.timeIntervalSince(createdAt)
        let gear = random.int(in: 0...19)
        let location = self.location(random: &random)
        let lens: String? = gear < 5 ? nil : (gear == 5 ? "" : random.pick(DemoVocabulary.lenses))
        let editorsChoice = random.chance(0.12)

        return DemoPhoto(
            id: id,
            seed: seed,
            userID: owner.id,
            name: name,
            description: description(variant: random.int(in: 0...7), place: location?.name, owner: owner, lens: lens, adjective: adjective, noun: noun),
            category: category,
            width: width,
            height: height,
            createdAt: createdAt,
            takenAt: random.chance(0.15) ? nil : createdAt.addingTimeInterval(-random.double(in: 3600...(400 * 86_400)).rounded(.down)),
            rating: rating.value,
            ratingIsInteger: rating.isInteger,
            highestRating: rating.highest,
            highestRatingDate: random.chance(0.1) ? nil : createdAt.addingTimeInterval((age * random.unit()).rounded(.down)),
            timesViewed: votes * random.int(in: 5...40) + random.int(in: 0...99),
            votesCount: votes,
            favoritesCount: votes / 3,
            commentsCount: commentsCount(random: &random),
            camera: gear < 3 ? nil : random.pick(DemoVocabulary.cameras),
            lens: lens,
            exposure: gear < 3 ? DemoPhoto.Exposure(focalLength: nil, aperture: nil, shutterSpeed: nil, iso: nil) : DemoPhoto.Exposure(
                focalLength: gear == 7 ? nil : random.pick(DemoVocabulary.focalLengths),
                aperture: random.pick(DemoVocabulary.apertures),
                shutterSpeed: random.pick(DemoVocabulary.shutterSpeeds),
                iso: gear == 8 ? nil : random.pick(DemoVocabulary.isos)
            ),
            location: location,
            licenseType: random.chance(0.7) ? 0 : random.int(in: 1...8),
            editorsChoice: editorsChoice,
            editorsChoiceDate: editorsChoice ? createdAt.addingTimeInterval((age * random.double(in: 0.1...0.9)).rounded(.down)) : nil,
            forSale: random.chance(0.2),
            tags: tags(category: category, adjective: adjective, noun: noun, random: &random),
            zone: random.chance(0.5) ? .usEastern : .utc,
            progressive: index % 4 == 1,
            attachment: index % 7 != 3 ? nil : (name.unicodeScalars.allSatisfy(\.isASCII) ? .plain : .unicode)
        )
    }

    private func title(index: Int, adjective: String, noun: String, random: inout DemoRandom) -> String {
        if index % 37 == 5 {
            return DemoVocabulary.longTitles[(index / 37) % DemoVocabulary.longTitles.count]
        }
        if index % 11 == 3 {
            return DemoVocabulary.specialTitles[(index / 11) % DemoVocabulary.specialTitles.count]
        }
        switch random.int(in: 0...3) {
        case 0: return "The \(noun)"
        case 1: return "\(adjective) \(noun) II"
        case 2: return "\(noun) at \(random.pick(["Dawn", "Dusk", "Noon", "Night"]))"
        default: return "\(adjective) \(noun)"
        }
    }

    private func dimensions(random: inout DemoRandom) -> (Int, Int) {
        var roll = random.int(in: 0...(Self.shapes.reduce(0) { $0 + $1.weight } - 1))
        for shape in Self.shapes {
            if roll < shape.weight { return random.pick(shape.sizes) }
            roll -= shape.weight
        }
        return (2048, 1365)
    }

    /// Tier 0–5 is popular (over 80), 6–10 upcoming (over 70 up to 80), the rest below.
    private static func rating(tier: Int, random: inout DemoRandom) -> (value: Double, isInteger: Bool, highest: Double) {
        let range: ClosedRange<Double> = tier < 6 ? 80.1...99.9 : (tier < 11 ? 70.1...80.0 : 12.0...69.9)
        let isInteger = random.chance(0.3)
        var value = (random.double(in: range) * 10).rounded() / 10
        if isInteger {
            value.round(.up)
        } else if value == value.rounded() {
            value = value - 0.1 >= range.lowerBound ? value - 0.1 : value + 0.1
        }
        let extra = random.double(in: 0...min(100 - value, 15))
        let highest = isInteger ? min(100, (value + extra).rounded(.up)) : ((value + extra) * 10).rounded(.down) / 10
        return (value, isInteger, max(value, highest))
    }

    private func commentsCount(random: inout DemoRandom) -> Int {
        switch random.int(in: 0...19) {
        case 0..<7: random.int(in: 0...3)
        case 7..<15: random.int(in: 4...20)
        default: random.int(in: 21...45)
        }
    }

    private func location(random: inout DemoRandom) -> DemoPhoto.Location? {
        let roll = random.int(in: 0...9)
        guard roll >= 3 else { return nil }
        let place = random.pick(DemoVocabulary.locations)
        return DemoPhoto.Location(
            name: roll == 3 ? nil : place.name,
            latitude: place.latitude + random.double(in: -0.05...0.05),
            longitude: place.longitude + random.double(in: -0.05...0.05)
        )
    }

    private func description(variant: Int, place: String?, owner: DemoUser, lens: String?, adjective: String, noun: String) -> String {
        let spot = place ?? "the old town"
        switch variant {
        case 0: return ""
        case 1: return "Shot at <b>golden hour</b> near \(spot).\r\nThanks for looking!"
        case 2: return "More of my work on <a href=\"https://example.com/\(owner.username)\">my website</a>.<br/>Prints available."
        case 3: return "Fish &amp; chips after a long day at the caf&#233; by the harbour. \(noun) in the background."
        case 4: return "\r\nHandheld, no tripod. \(adjective) light all afternoon.\r\n\r\nEdited in Lightroom."
        case 5: return "A quiet moment in \(spot). <i>\(adjective.lowercased())</i> &amp; calm."
        case 6: return "First time using the \(lens.flatMap { $0.isEmpty ? nil : $0 } ?? "kit lens") — what do you think?"
        default: return "\(adjective) \(noun.lowercased()), \(spot)."
        }
    }

    private func tags(category: DemoCategory, adjective: String, noun: String, random: inout DemoRandom) -> [String] {
        let candidates = [
            category.name.lowercased().replacingOccurrences(of: " ", with: ""),
            adjective.lowercased(),
            noun.lowercased().replacingOccurrences(of: " ", with: ""),
            random.pick(DemoVocabulary.generalTags),
        ]
        var tags: [String] = []
        for tag in candidates where !tags.contains(tag) {
            tags.append(tag)
        }
        return tags
    }
}

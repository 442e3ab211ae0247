/// The words the catalog is made of. Non-ASCII names, HTML and `\r\n` are on purpose:
/// they are what a robust client has to render.
enum DemoVocabulary {
    struct Persona {
        let username: String
        let firstname: String?
        let lastname: String?
        let city: String?
        let country: String?
    }

    /// Always part of the catalog, whatever the seed.
    static let personas: [Persona] = [
        Persona(username: "jose_alvarez", firstname: "José", lastname: "Álvarez Núñez", city: "Sevilla", country: "España"),
        Persona(username: "hanako", firstname: "花子", lastname: "山田", city: "東京", country: "日本"),
        Persona(username: "wangwei", firstname: "伟", lastname: "王", city: "上海", country: "中国"),
        Persona(username: "sunnylens", firstname: "Sunny ☀️", lastname: "Lens 📷", city: "Brighton", country: "UK"),
        Persona(username: "nour_alhuda", firstname: "نور", lastname: "الهدى", city: "القاهرة", country: "مصر"),
        Persona(username: "danielcohen", firstname: "דניאל", lastname: "כהן", city: "תל אביב", country: "ישראל"),
        Persona(username: "zoebm", firstname: "Zoë", lastname: "Brontë-Müller", city: "Zürich", country: "Schweiz"),
        Persona(username: "Lluisdeharo", firstname: "Lluis ", lastname: "de Haro Sanchez", city: "Sabadell", country: "Catalunya"),
        Persona(username: "anon4821", firstname: nil, lastname: nil, city: nil, country: nil),
        Persona(username: "soren_k", firstname: "Søren", lastname: "Kierkegård", city: "København", country: "Danmark"),
        Persona(username: "chloe_lf", firstname: "Chloé", lastname: "Lefèvre", city: "Montréal", country: "Canada"),
        Persona(username: "ngocnguyen", firstname: "Ngọc", lastname: "Nguyễn", city: "Hà Nội", country: "Việt Nam"),
        Persona(username: "andrey_s", firstname: "Андрей", lastname: "Смирнов", city: "Москва", country: nil),
        Persona(username: "ayse_y", firstname: "Ayşe", lastname: "Yılmaz", city: "İstanbul", country: "Türkiye"),
        Persona(username: "kimphoto", firstname: "Kim", lastname: "", city: "", country: "South Korea"),
    ]

    static let firstNames = [
        "Emma", "Liam", "Olivia", "Noah", "Ava", "Mateo", "Mia", "Lucas", "Amara", "Kenji",
        "Priya", "Ines", "Tomás", "Freya", "Omar", "Leila", "Hugo", "Elif", "Rafael", "Astrid",
    ]

    static let lastNames = [
        "Smith", "García", "Müller", "Rossi", "Kowalski", "Silva", "Dubois", "Novak", "Jensen",
        "O'Brien", "Costa", "Tanaka", "Haddad", "Fischer", "Moreau", "Lindqvist", "Popescu", "Horvat",
    ]

    static let cities: [(city: String, state: String?, country: String)] = [
        ("Lisbon", nil, "Portugal"), ("Toronto", "Ontario", "Canada"), ("Kyoto", nil, "Japan"),
        ("Cape Town", nil, "South Africa"), ("Reykjavík", nil, "Iceland"), ("Portland", "Oregon", "USA"),
        ("Melbourne", "Victoria", "Australia"), ("Berlin", nil, "Germany"), ("Buenos Aires", nil, "Argentina"),
        ("Oslo", nil, "Norway"),
    ]

    static let locales = ["en", "en", "en", "de", "ja", "es", "ru", "br"]

    static let cameras = [
        "Canon EOS 5D Mark IV", "NIKON D850", "ILCE-7RM3", "X-T4", "LEICA M10", "E-M1MarkII",
        "Canon EOS-1D Mark IV", "PENTAX K-1", "iPhone 12 Pro", "FC3170",
    ]

    static let lenses = [
        "EF24-70mm f/2.8L II USM", "AF-S NIKKOR 70-200mm f/2.8E FL ED VR", "FE 35mm F1.4 GM",
        "XF56mmF1.2 R", "Summicron-M 1:2/50", "M.12-40mm F2.8", "EF100mm f/2.8L Macro IS USM",
    ]

    static let focalLengths = ["14", "24", "35", "50", "85", "105", "200", "400", "700"]
    static let apertures = ["1.4", "2", "2.8", "4", "5.6", "6.3", "8", "11", "16"]
    static let shutterSpeeds = ["1/8000", "1/2000", "1/1000", "1/500", "1/250", "1/125", "1/60", "1/15", "1/2", "2", "30"]
    static let isos = ["100", "200", "400", "800", "1600", "3200", "6400"]

    static let locations: [(name: String, latitude: Double, longitude: Double)] = [
        ("Lisbon, Portugal", 38.7223, -9.1393), ("Kyoto, Japan", 35.0116, 135.7681),
        ("Reykjavík, Iceland", 64.1466, -21.9426), ("Cape Cod, Massachusetts", 41.7597, -68.9355),
        ("Patagonia, Argentina", -50.3402, -72.2648), ("Hallstatt, Austria", 47.5622, 13.6493),
        ("Marrakech, Morocco", 31.6295, -7.9811), ("Banff, Canada", 51.1784, -115.5708),
        ("Santorini, Greece", 36.3932, 25.4615), ("Cappadocia, Türkiye", 38.6431, 34.8289),
    ]

    static let adjectives = [
        "Golden", "Quiet", "Lonely", "Misty", "Electric", "Silent", "Wild", "Frozen", "Hidden",
        "Crimson", "Blue", "Last", "First", "Endless", "Broken", "Gentle", "Midnight", "Morning",
        "Distant", "Wandering",
    ]

    static let generalNouns = ["Light", "Hour", "Road", "Dream", "Reflection", "Shadows", "Horizon", "Moment", "Journey", "Silence"]

    static func nouns(for category: DemoCategory) -> [String] {
        switch category {
        case .landscapes, .nature, .aerial: ["Valley", "Ridge", "Fjord", "Dunes", "Peak", "Meadow", "Lake", "Coastline", "Sunset"]
        case .cityAndArchitecture, .street, .urbanExploration, .night: ["Skyline", "Alley", "Bridge", "Tower", "Crossing", "Rooftops", "Facade"]
        case .animals, .underwater, .macro: ["Fox", "Heron", "Owl", "Stag", "Fulmar", "Lynx", "Dragonfly", "Turtle"]
        case .people, .family, .wedding, .fashion, .celebrities, .nude: ["Portrait", "Smile", "Gaze", "Dancer", "Embrace", "Figure"]
        case .food, .stillLife, .commercial: ["Breakfast", "Pears", "Teapot", "Bread", "Lemons"]
        case .concert, .performingArts, .sport: ["Encore", "Stage", "Leap", "Finish Line", "Spotlight"]
        case .transportation, .travel: ["Train", "Harbour", "Departure", "Lighthouse", "Ferry"]
        default: generalNouns
        }
    }

    /// Titles with CJK, emoji, accents or entities-to-be, placed among the generated ones.
    static let specialTitles = [
        "東京の夜", "Sunset 🌅 over the bay", "Café à Montréal", "Ночь в Москве", "Fish & Chips",
        "春の桜 🌸", "Untitled", "R E S I G N E D", "Straße im Regen", "“Quoted” light",
    ]

    static let longTitles = [
        "A very long title about the way the morning light fell across the harbour while the fishing boats came home one by one",
        "Somewhere between the last train home and the first light of dawn, a city that never quite sleeps keeps its own quiet counsel",
        "Ο φάρος στην άκρη του κόσμου — the lighthouse at the edge of the world, photographed after a three-day hike",
    ]

    static let generalTags = ["light", "color", "bw", "longexposure", "sunset", "nightsky", "minimal", "film", "35mm", "travel"]

    static let commentBodies = [
        "Great shot!", "Love the colours.", "Stunning light 👏", "Superbe composition !", "素晴らしい写真です",
        "The details are perfect. Brilliant shot. ", "Where was this taken?", "Wow", "Beautiful mood in this one.",
        "Congrats on the editors' choice!", "¡Qué bonita!", "Fav ★", "Nicely done, the leading lines work well.",
        "جميل جدا", "That sky!\nJust wow.",
    ]

    static let replyBodies = ["Thank you so much!", "Thanks, glad you like it.", "Agreed!", "It was taken early in the morning.", "Merci !"]
}

/// The 500px photo categories (docs/500px-v1.md §6): the integer goes into JSON, the name into
/// `only` / `exclude`. There is no 28.
enum DemoCategory: Int, CaseIterable, Sendable {
    case uncategorized = 0, celebrities, film, journalism, nude, blackAndWhite, stillLife, people,
         landscapes, cityAndArchitecture, abstract, animals, macro, travel, fashion, commercial,
         concert, sport, nature, performingArts, family, street, underwater, food, fineArt,
         wedding, transportation, urbanExploration
    case aerial = 29, night

    var name: String {
        switch self {
        case .uncategorized: "Uncategorized"
        case .celebrities: "Celebrities"
        case .film: "Film"
        case .journalism: "Journalism"
        case .nude: "Nude"
        case .blackAndWhite: "Black and White"
        case .stillLife: "Still Life"
        case .people: "People"
        case .landscapes: "Landscapes"
        case .cityAndArchitecture: "City and Architecture"
        case .abstract: "Abstract"
        case .animals: "Animals"
        case .macro: "Macro"
        case .travel: "Travel"
        case .fashion: "Fashion"
        case .commercial: "Commercial"
        case .concert: "Concert"
        case .sport: "Sport"
        case .nature: "Nature"
        case .performingArts: "Performing Arts"
        case .family: "Family"
        case .street: "Street"
        case .underwater: "Underwater"
        case .food: "Food"
        case .fineArt: "Fine Art"
        case .wedding: "Wedding"
        case .transportation: "Transportation"
        case .urbanExploration: "Urban Exploration"
        case .aerial: "Aerial"
        case .night: "Night"
        }
    }

    /// Case-sensitive, as the API's `only` and `exclude` are.
    init?(name: String) {
        guard let match = DemoCategory.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

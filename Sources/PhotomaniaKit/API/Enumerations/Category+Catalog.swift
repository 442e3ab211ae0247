extension Category {
    public static let uncategorized = Category(id: 0, name: "Uncategorized")
    public static let celebrities = Category(id: 1, name: "Celebrities")
    public static let film = Category(id: 2, name: "Film")
    public static let journalism = Category(id: 3, name: "Journalism")
    public static let nude = Category(id: 4, name: "Nude")
    public static let blackAndWhite = Category(id: 5, name: "Black and White")
    public static let stillLife = Category(id: 6, name: "Still Life")
    public static let people = Category(id: 7, name: "People")
    public static let landscapes = Category(id: 8, name: "Landscapes")
    public static let cityAndArchitecture = Category(id: 9, name: "City and Architecture")
    public static let abstract = Category(id: 10, name: "Abstract")
    public static let animals = Category(id: 11, name: "Animals")
    public static let macro = Category(id: 12, name: "Macro")
    public static let travel = Category(id: 13, name: "Travel")
    public static let fashion = Category(id: 14, name: "Fashion")
    public static let commercial = Category(id: 15, name: "Commercial")
    public static let concert = Category(id: 16, name: "Concert")
    public static let sport = Category(id: 17, name: "Sport")
    public static let nature = Category(id: 18, name: "Nature")
    public static let performingArts = Category(id: 19, name: "Performing Arts")
    public static let family = Category(id: 20, name: "Family")
    public static let street = Category(id: 21, name: "Street")
    public static let underwater = Category(id: 22, name: "Underwater")
    public static let food = Category(id: 23, name: "Food")
    public static let fineArt = Category(id: 24, name: "Fine Art")
    public static let wedding = Category(id: 25, name: "Wedding")
    public static let transportation = Category(id: 26, name: "Transportation")
    public static let urbanExploration = Category(id: 27, name: "Urban Exploration")
    public static let aerial = Category(id: 29, name: "Aerial")
    public static let night = Category(id: 30, name: "Night")

    /// Every documented category in id order; there is no 28.
    public static let all: [Category] = [
        .uncategorized, .celebrities, .film, .journalism, .nude, .blackAndWhite, .stillLife, .people, .landscapes,
        .cityAndArchitecture, .abstract, .animals, .macro, .travel, .fashion, .commercial, .concert, .sport, .nature,
        .performingArts, .family, .street, .underwater, .food, .fineArt, .wedding, .transportation,
        .urbanExploration, .aerial, .night,
    ]
}

import Foundation
import Testing
@testable import PhotomaniaKit

@Suite("Categories and licenses")
struct EnumerationCategoryTests {
    @Test("30 documented categories, 0…30 without 28")
    func table() {
        #expect(Category.all.map(\.id) == Array(0...27) + [29, 30])
        #expect(Category.id(5).name == "Black and White")
        #expect(Category.id(9).name == "City and Architecture")
        #expect(Category.id(11) == .animals)
        #expect(Category.id(30).name == "Night")
    }

    @Test("each category is found by its name and by its id", arguments: Category.all)
    func bothWays(category: Category) {
        #expect(Category.named(category.name) == category)
        #expect(Category.named(category.name.uppercased()) == category)
        #expect(Category.id(category.id) == category)
        #expect(Category(argument: String(category.id)) == category)
        #expect(category.isDocumented)
    }

    @Test("names are matched loosely and answered in the API's spelling", arguments: [
        ("black and white", "Black and White"), ("Black And White", "Black and White"),
        ("black-and-white", "Black and White"), ("CITY_AND_ARCHITECTURE", "City and Architecture"),
        ("fineart", "Fine Art"), ("  Urban Exploration", "Urban Exploration"),
    ])
    func looseNames(input: String, canonical: String) {
        #expect(Category.named(input)?.name == canonical)
    }

    @Test("unknown categories")
    func unknown() {
        #expect(Category.named("Selfies") == nil)
        #expect(Category(argument: "28") == nil)
        #expect(Category.id(28) == Category(id: 28, name: "Category 28"))
        #expect(!Category.id(28).isDocumented)
    }

    @Test("categories decode from numbers and numeric strings")
    func decoding() throws {
        let decoded = try JSONDecoder().decode([Category].self, from: Data(#"[11, "5", 42]"#.utf8))
        #expect(decoded == [.animals, .blackAndWhite, Category(id: 42, name: "Category 42")])
    }

    @Test("licenses by id")
    func licenses() {
        #expect((0...9).map { License.fiveHundredPx($0).code } == Array(0...9))
        #expect(License.fiveHundredPx(0).name == "Standard 500px License" && License.fiveHundredPx(0).url == nil)
        #expect(License.fiveHundredPx(4).name == "CC Attribution" && License.fiveHundredPx(4).url == "https://creativecommons.org/licenses/by/3.0/")
        #expect(License.fiveHundredPx(7).name == "CC Public Domain Mark 1.0" && License.fiveHundredPx(7).isPublicDomain)
        #expect(License.fiveHundredPx(9).name == "License 9" && License.fiveHundredPx(9).url == nil)
    }
}

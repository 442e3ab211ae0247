import Foundation

/// The demo wiki's categories: the three assessment categories of photos (the featured one also
/// holds a sub-category, midway by time, as `gcmtype` is ignored with timestamp sorting), that
/// empty sub-category, one category per catalog category, `Photomania demo` holding every photo
/// and those, and its sub-category `Photomania demo media` holding the files of other kinds.
extension CommonsIndex {
    static func makeCategories(files: [CommonsFile], referenceDate: Date) -> [CommonsCategory] {
        typealias Member = CommonsCategory.Member
        func fileMember(_ index: Int, at date: Date) -> Member {
            Member(page: .file(index), pageID: files[index].pageID, sortKey: files[index].sortKey, timestamp: date)
        }
        let base = CommonsCategory.pageIDBase
        let topics = DemoCategory.allCases
        let featuredSubcategoryIndex = 3
        let firstTopicIndex = 5
        let mediaIndex = firstTopicIndex + topics.count
        let mediaPageID = base + 6
        func categoryMember(_ index: Int, name: String, at date: Date) -> Member {
            let pageID = switch index {
            case mediaIndex: mediaPageID
            case ..<firstTopicIndex: base + 1 + index
            default: base + 1000 + topics[index - firstTopicIndex].rawValue
            }
            return Member(page: .category(index), pageID: pageID, sortKey: name.uppercased(), timestamp: date)
        }
        let photos = files.indices.filter { files[$0].media == nil }
        let media = files.indices.filter { files[$0].media != nil }

        var featured = photos.filter { files[$0].photo.editorsChoice }.map { fileMember($0, at: files[$0].photo.editorsChoiceDate ?? files[$0].photo.createdAt) }
        let promotions = featured.map(\.timestamp).sorted()
        let midway = promotions.isEmpty ? referenceDate : promotions[promotions.count / 2].addingTimeInterval(-1)
        featured.append(categoryMember(featuredSubcategoryIndex, name: CommonsCategory.featuredSubcategory, at: midway))
        let quality = photos.filter { files[$0].photo.rating >= 80 }.map { fileMember($0, at: files[$0].photo.highestRatingDate ?? files[$0].photo.createdAt) }
        let valued = photos.filter { files[$0].photo.seed % 6 == 0 }.map { index in
            let photo = files[index].photo
            return fileMember(index, at: min(referenceDate, photo.createdAt.addingTimeInterval(Double((photo.seed >> 16) % 2_592_000))))
        }
        let subcategoriesAdded = referenceDate.addingTimeInterval(-800 * 86_400)
        let subcategories = topics.enumerated().map { offset, topic in
            categoryMember(firstTopicIndex + offset, name: topic.name, at: subcategoriesAdded)
        } + [categoryMember(mediaIndex, name: CommonsMedia.category, at: subcategoriesAdded)]
        var categories = [
            CommonsCategory(name: CommonsCategory.featured, pageID: base + 1, members: featured),
            CommonsCategory(name: CommonsCategory.quality, pageID: base + 2, members: quality),
            CommonsCategory(name: CommonsCategory.valued, pageID: base + 3, members: valued),
            CommonsCategory(name: CommonsCategory.featuredSubcategory, pageID: base + 4, members: []),
            CommonsCategory(name: CommonsCategory.parent, pageID: base + 5, members: photos.map { fileMember($0, at: files[$0].uploadedAt) } + subcategories),
        ]
        let filesByTopic = Dictionary(grouping: photos) { files[$0].photo.category }
        for topic in topics {
            let members = (filesByTopic[topic] ?? []).map { fileMember($0, at: files[$0].uploadedAt) }
            categories.append(CommonsCategory(name: topic.name, pageID: base + 1000 + topic.rawValue, members: members))
        }
        categories.append(CommonsCategory(name: CommonsMedia.category, pageID: mediaPageID, members: media.map { fileMember($0, at: files[$0].uploadedAt) }))
        return categories
    }
}

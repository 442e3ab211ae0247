/// A listed photo's facts as `--filter` reads them; a size of 0 is "not given".
extension Photo: FilterSubject {
    public func filterValue(of field: FilterField) -> FilterValue? {
        switch field {
        case .id: .text(id.text)
        case .title: .text(name)
        case .description: description.map(FilterValue.text)
        case .user: user.map { .text($0.username) }
        case .userID: (userID ?? user?.id).map { .text($0.text) }
        case .category: category.map { .text($0.name) }
        case .license: licenseType.map { .text($0.name) }
        case .tags: .tags(tags)
        case .width: width > 0 ? .number(Double(width)) : nil
        case .height: height > 0 ? .number(Double(height)) : nil
        case .views: .number(Double(timesViewed))
        case .votes: votesCount.map { .number(Double($0)) }
        case .faves: favoritesCount.map { .number(Double($0)) }
        case .comments: .number(Double(commentsCount))
        case .rating: rating.map(FilterValue.number)
        case .taken: takenAt.map(FilterValue.date)
        case .created: createdAt.map(FilterValue.date)
        case .nsfw: .flag(nsfw)
        case .mime: mime.map(FilterValue.text)
        case .size: fileBytes.map { .number(Double($0)) }
        case .assessment: .tags(assessments)
        default: nil
        }
    }
}

/// The few facts a download's listing keeps; the rest are not given (a download with a filter
/// lists photos in full: `DownloadPlan`).
extension PhotoReference: FilterSubject {
    public func filterValue(of field: FilterField) -> FilterValue? {
        switch field {
        case .id: .text(id.text)
        case .title: .text(facts.title)
        case .user: facts.username.map(FilterValue.text)
        case .userID: facts.userID.map { .text($0.text) }
        case .category: facts.category.map(FilterValue.text)
        case .width: facts.width > 0 ? .number(Double(facts.width)) : nil
        case .height: facts.height > 0 ? .number(Double(facts.height)) : nil
        case .taken: facts.takenAt.map(FilterValue.date)
        case .created: facts.createdAt.map(FilterValue.date)
        case .nsfw: .flag(nsfw)
        default: nil
        }
    }
}

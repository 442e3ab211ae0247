/// 500px's streams beside the ones photomania's selections name.
extension Feature {
    public static let highestRated = Feature("highest_rated")
    public static let upcoming = Feature("upcoming")
    public static let editors = Feature("editors")
    public static let freshYesterday = Feature("fresh_yesterday")
    public static let freshWeek = Feature("fresh_week")
}

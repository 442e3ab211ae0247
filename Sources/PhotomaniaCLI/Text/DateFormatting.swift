import Foundation

/// `2026-11-29 17:40` in the given time zone (the user's own by default).
public func formatLocal(_ date: Date, timeZone: TimeZone = .current) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let day = "\(parts.year ?? 0)-\(twoDigits(parts.month))-\(twoDigits(parts.day))"
    return "\(day) \(twoDigits(parts.hour)):\(twoDigits(parts.minute))"
}

/// `just now`, `5 min ago`, `3 h ago`, `2 d ago`, `4 mo ago`, `2 y ago`; `in 3 h` for the future.
public func formatRelative(_ date: Date, now: Date = Date()) -> String {
    let seconds = Int(now.timeIntervalSince(date))
    let distance = seconds.magnitude
    guard distance >= 60 else { return "just now" }
    let amount: String
    switch distance {
    case ..<3600: amount = "\(distance / 60) min"
    case ..<86_400: amount = "\(distance / 3600) h"
    case ..<(30 * 86_400): amount = "\(distance / 86_400) d"
    case ..<(365 * 86_400): amount = "\(distance / (30 * 86_400)) mo"
    default: amount = "\(distance / (365 * 86_400)) y"
    }
    return seconds > 0 ? "\(amount) ago" : "in \(amount)"
}

private func twoDigits(_ number: Int?) -> String {
    let value = number ?? 0
    return value < 10 ? "0\(value)" : "\(value)"
}

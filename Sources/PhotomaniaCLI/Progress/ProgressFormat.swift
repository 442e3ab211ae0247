import Foundation
import PhotomaniaKit

/// `12.3 MiB/s`, `812 KiB/s`, `0 B/s`.
func formatSpeed(_ bytesPerSecond: Double) -> String {
    guard bytesPerSecond.isFinite, bytesPerSecond > 0 else { return "0 B/s" }
    return formatBytes(Int64(min(bytesPerSecond.rounded(), Double(Int64.max / 2)))) + "/s"
}

/// `0:27`, `1:05`, `1:02:03`; `—` when unknown.
func formatETA(_ seconds: Double?) -> String {
    guard let seconds, seconds.isFinite, seconds >= 0 else { return "—" }
    return formatClock(seconds)
}

/// Minutes and seconds, with hours in front once there are any.
func formatClock(_ seconds: Double) -> String {
    let total = Int(min(seconds.rounded(.up), Double(Int32.max)))
    let hours = total / 3600
    let minutes = total / 60 % 60
    let rest = total % 60
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
}

/// `19.6 s` under a minute, `2:03` from then on.
func formatElapsed(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "0.0 s" }
    return seconds < 59.95 ? "\(oneDecimal(max(seconds, 0))) s" : formatClock(seconds)
}

/// Whole seconds left until `until`, rounded up; nil once it has passed.
func secondsLeft(until: Date, now: Date) -> Int? {
    let left = until.timeIntervalSince(now)
    guard left > 0 else { return nil }
    return Int(min(left.rounded(.up), Double(Int32.max)))
}

/// `waiting 12 s (429)`.
func waitingText(seconds: Int, status: Int) -> String {
    "waiting \(seconds) s (\(status))"
}

/// A server-sent name or message made safe for one line of a terminal or log, with secrets removed.
func displayable(_ text: String) -> String {
    Redaction.redact(sanitizedForTerminal(text, singleLine: true).trimmingCharacters(in: .whitespaces))
}

/// Sizes in binary units: `17 B`, `812 KiB`, `4.2 MiB`, `1.1 GiB`. Kibibytes are whole,
/// larger units have one decimal; the unit is chosen so the number stays under 1024.
public func formatBytes(_ bytes: some BinaryInteger) -> String {
    let magnitude = bytes.magnitude
    let sign = bytes < 0 ? "-" : ""
    guard magnitude >= 1024 else { return "\(sign)\(magnitude) B" }
    let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    var value = Double(magnitude) / 1024
    var unit = 0
    while unit < units.count - 1, shown(value, decimal: unit > 0) >= 1024 {
        value /= 1024
        unit += 1
    }
    let number = unit == 0 ? "\(Int(value.rounded()))" : oneDecimal(value)
    return "\(sign)\(number) \(units[unit])"
}

/// `12345` → `12,345`.
public func formatCount(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    return (count < 0 ? "-" : "") + grouped
}

/// `1 photo`, `0 photos`, `1,204 photos`: a count and its noun, which is singular for one only.
/// `plural` for a noun that does not just take an `s` (`1 person`, `2 people`).
public func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(formatCount(count)) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// `999`, `1.2k`, `12.3k`, `123k`, `4.5M`, `1.2B`: short enough for a table column.
public func formatCompactCount(_ count: Int) -> String {
    let sign = count < 0 ? "-" : ""
    guard count.magnitude >= 1000 else { return "\(sign)\(count.magnitude)" }
    let suffixes = ["k", "M", "B", "T"]
    var value = Double(count.magnitude) / 1000
    var suffix = 0
    while suffix < suffixes.count - 1, value.rounded() >= 1000 {
        value /= 1000
        suffix += 1
    }
    let number = value < 99.95 ? oneDecimal(value) : "\(Int(value.rounded()))"
    let trimmed = number.hasSuffix(".0") ? String(number.dropLast(2)) : number
    return "\(sign)\(trimmed)\(suffixes[suffix])"
}

private func shown(_ value: Double, decimal: Bool) -> Double {
    decimal ? (value * 10).rounded() / 10 : value.rounded()
}

/// `4.2`, rounded half away from zero, without depending on the locale.
func oneDecimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

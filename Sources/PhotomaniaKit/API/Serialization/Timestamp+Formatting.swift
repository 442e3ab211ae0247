import Foundation

extension Timestamp {
    /// ISO 8601 in UTC with an explicit offset, `2012-02-10T02:11:53+00:00`; milliseconds only when not zero.
    /// `withOffset` false: a time in no zone, without its `+00:00`.
    static func string(from date: Date, withOffset: Bool = true) -> String {
        let interval = min(max(date.timeIntervalSince1970, -62_135_596_800), 253_402_300_799)
        var whole = Int(interval.rounded(.down))
        var milliseconds = Int(((interval - interval.rounded(.down)) * 1000).rounded())
        if milliseconds == 1000 {
            whole += 1
            milliseconds = 0
        }
        let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
        let secondOfDay = whole - days * 86_400
        let date = CivilDate.date(fromDays: days)

        var bytes: [UInt8] = []
        bytes.reserveCapacity(29)
        append(date.year, width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        append(date.month, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        append(date.day, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        append(secondOfDay / 3600, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(secondOfDay / 60 % 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(secondOfDay % 60, width: 2, to: &bytes)
        if milliseconds > 0 {
            bytes.append(UInt8(ascii: "."))
            append(milliseconds, width: 3, to: &bytes)
        }
        if withOffset { bytes.append(contentsOf: "+00:00".utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func append(_ value: Int, width: Int, to bytes: inout [UInt8]) {
        var digits: [UInt8] = []
        var rest = value
        repeat {
            digits.append(UInt8(48 + rest % 10))
            rest /= 10
        } while rest > 0
        if digits.count < width { bytes.append(contentsOf: repeatElement(48, count: width - digits.count)) }
        bytes.append(contentsOf: digits.reversed())
    }
}

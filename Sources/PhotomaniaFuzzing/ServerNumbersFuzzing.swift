import Foundation
import PhotomaniaCLI
import PhotomaniaKit

extension FuzzTarget {
    /// The arithmetic on numbers a server sends: a listing's totals and pages, sizes and counts
    /// in the progress estimate, read from the input as little-endian 64-bit words (missing
    /// ones are 0), so that extreme values (`Int64.max`, `Int64.min`, -1) come up at once.
    static let serverNumbers = FuzzTarget(name: "server-numbers", seedFolders: ["fuzz/server-numbers"], maxLength: 512) { data throws(FuzzViolation) in
        var words = FuzzWords(data)
        try checkSaturation(words.next(), words.next())
        try checkEstimate(&words)
        try checkPaging(&words)
    }

    /// The saturating operations agree with exact arithmetic, clamped.
    private static func checkSaturation(_ a: Int64, _ b: Int64) throws(FuzzViolation) {
        let (wideA, wideB) = (Int128(a), Int128(b))
        try FuzzViolation.require(a.saturatingAdding(b) == Int64(clamping: wideA + wideB), "\(a) + \(b) saturates")
        try FuzzViolation.require(a.saturatingSubtracting(b) == Int64(clamping: wideA - wideB), "\(a) - \(b) saturates")
        try FuzzViolation.require(a.saturatingMultiplied(by: b) == Int64(clamping: wideA * wideB), "\(a) × \(b) saturates")
    }

    /// A download's status as the progress view samples it: the bytes left are never negative,
    /// the time left is finite and not negative, and the total line is one line.
    private static func checkEstimate(_ words: inout FuzzWords) throws(FuzzViolation) {
        let flags = words.next()
        var status = DownloadStatus()
        status.total = flags & 1 == 0 ? nil : Int(words.next())
        status.finished = Int(words.next())
        status.skipped = Int(words.next())
        status.failedIDs = Array(repeating: 1, count: Int(flags >> 1 & 7))
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        for index in 0..<Int(flags >> 4 & 7) {
            let item = DownloadItem(photoID: PhotoID(index), service: .fiveHundredPx, size: ImageSize(rawValue: 4), url: "http://h/\(index).jpg")
            let received = words.next()
            let expected = flags >> (8 + index) & 1 == 0 ? words.next() : nil
            status.active.append(DownloadStatus.Transfer(item: item, fileName: "\(index).jpg", receivedBytes: received, expectedBytes: expected, startedAt: start))
        }
        status.bytesReceived = words.next()
        let finishedFiles = Int(words.next())
        let finishedBytes = words.next()
        let remaining = RemainingWork.bytes(status: status, finishedFiles: max(0, finishedFiles), finishedBytes: finishedBytes)
        try FuzzViolation.require(remaining.map { $0 >= 0 } ?? true, "bytes left are not negative: \(remaining ?? 0)")
        let speed = Double(bitPattern: UInt64(bitPattern: words.next()))
        if let seconds = RemainingWork.seconds(bytes: remaining, bytesPerSecond: speed) {
            try FuzzViolation.require(seconds.isFinite && seconds >= 0, "time left is finite and not negative: \(seconds) for \(remaining ?? 0) at \(speed)")
        }
        var tracker = ProgressTracker()
        tracker.observe(.finished(DownloadItem(photoID: -1, service: .fiveHundredPx, size: ImageSize(rawValue: 4), url: "http://h/x.jpg"), fileName: "x.jpg", bytes: finishedBytes))
        for second in 0..<3 {
            let snapshot = tracker.snapshot(of: status, at: start.addingTimeInterval(Double(second)))
            try FuzzViolation.require(snapshot.etaSeconds.map { $0.isFinite && $0 >= 0 } ?? true, "an ETA is finite and not negative: \(snapshot.etaSeconds ?? 0)")
            try FuzzViolation.require(!TotalLine.plain(snapshot).contains("\n"), "the total line is one line")
            status.bytesReceived = status.bytesReceived.saturatingAdding(words.next())
        }
    }

    /// A walk of pages on the server's numbers: the total it expects stays in `0...limit`, the
    /// pages a limit needs hold it, and every walk ends — an open one within its cap, one that
    /// repeats a page at that page.
    private static func checkPaging(_ words: inout FuzzWords) throws(FuzzViolation) {
        let flags = words.next()
        let first = Int(max(1, words.next()))
        let last = flags & 1 == 0 ? nil : Int(words.next())
        let range = PageRange(first: first, last: last.map { max(first, $0) })
        let perPage = Int(words.next())
        let limit = flags & 2 == 0 ? nil : Int(words.next())
        let totalItems = Int(words.next())
        let total = PhotoWalkCounts.expectedTotal(totalItems: totalItems, pages: range, perPage: perPage, limit: limit)
        try FuzzViolation.require(total >= 0 && total <= max(0, limit ?? .max) && total <= max(0, totalItems), "an expected total lies in 0...limit and 0...total_items: \(total)")
        let count = Int(words.next())
        let pages = PhotoWalkCounts.pages(holding: count, perPage: perPage)
        try FuzzViolation.require(pages >= 0 && (count <= 0 || PhotoWalkCounts.photos(onPages: pages, perPage: max(1, perPage)) >= count), "\(pages) pages of \(perPage) hold \(count) photos")

        let cap = Int(words.next() & 0x3F) + 1
        var rule = PageWalkRule<Int64>(range, pageCap: cap)
        let totalPages = Int(words.next())
        let pattern = words.next()
        var page = first
        // An open walk must end within its cap; a closed one is followed as far, no further.
        for step in 0...(cap + 1) {
            // Each page lists one id, and the ids repeat with the period the input picks (0: never).
            let period = pattern & 7
            let id = period == 0 ? Int64(step) : Int64(step) % period
            switch rule.after(page: page, ids: [id], totalPages: totalPages) {
            case .end(let stop):
                if case .repeated(let repeated, _)? = stop {
                    try FuzzViolation.require(repeated == page && period != 0, "a walk stops as repeated only at a page that repeated: \(stop?.description ?? "")")
                }
                return
            case .next(let next):
                try FuzzViolation.require(next > page, "a walk goes on only to a later page: \(next) after \(page)")
                try FuzzViolation.require(range.last.map { next <= $0 } ?? (step < cap), "an open walk ends within its cap of \(cap) pages, or a closed one at its range: \(next)")
                page += 1
            }
        }
        try FuzzViolation.require(range.last != nil, "an open walk of \(cap) pages at most did not end")
    }
}

/// The input as little-endian 64-bit words, then zeros.
private struct FuzzWords {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    mutating func next() -> Int64 {
        var value: UInt64 = 0
        for index in 0..<8 where offset + index < bytes.count {
            value |= UInt64(bytes[offset + index]) << (8 * index)
        }
        offset += 8
        return Int64(bitPattern: value)
    }
}

/// The candidate closest to what the user typed, if any is close enough to be a likely typo.
///
/// The shortest candidate that starts with the typed text wins; otherwise the one with the smallest
/// edit distance (a swap of two neighbours counts as one edit), within 1 edit for short
/// words and 2 for longer ones, and sharing at least one letter. Ties go to the candidate
/// declared first.
func closestMatch(to typed: String, among candidates: [String]) -> String? {
    // Longer than any name by more than the edits allowed: no typo of one (and no slow compare).
    guard !typed.isEmpty, typed.utf8.count <= (candidates.map(\.utf8.count).max() ?? 0) + 2 else { return nil }
    let extensions = candidates.filter { $0.hasPrefix(typed) && $0 != typed }
    if typed.count >= 2, let shortest = extensions.min(by: { $0.count < $1.count }) {
        return shortest
    }
    let allowed = typed.count <= 4 ? 1 : 2
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(Array(typed), Array(candidate))
        if distance <= allowed, distance < typed.count, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// `closestMatch(to:among:)` comparing lowercased text, answering the candidate as declared:
/// `Landscape` → `landscapes`.
func closestMatch(to typed: String, among candidates: [String], ignoringCase: Bool) -> String? {
    guard ignoringCase else { return closestMatch(to: typed, among: candidates) }
    let lowered = candidates.map { $0.lowercased() }
    guard let match = closestMatch(to: typed.lowercased(), among: lowered), let index = lowered.firstIndex(of: match) else { return nil }
    return candidates[index]
}

/// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousRow = [Int]()
    var row = Array(0...b.count)
    for i in 1...a.count {
        let beforePrevious = previousRow
        previousRow = row
        row = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                row[j] = min(row[j], beforePrevious[j - 2] + 1)
            }
        }
    }
    return row[b.count]
}

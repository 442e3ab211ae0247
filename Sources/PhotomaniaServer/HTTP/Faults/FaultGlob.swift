/// A path pattern where `*` matches any run of characters (including `/`) and everything else
/// matches itself.
struct FaultGlob {
    private let pattern: [Character]

    init(_ pattern: String) {
        self.pattern = Array(pattern)
    }

    func matches(_ text: String) -> Bool {
        let text = Array(text)
        var p = 0, t = 0
        // Where the last `*` was and how much text it has swallowed, to backtrack on a mismatch.
        var star: Int?, starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                starText = t
                p += 1
            } else if p < pattern.count, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let star {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

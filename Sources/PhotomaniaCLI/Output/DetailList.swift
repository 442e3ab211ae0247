/// Aligned `label  value` lines; long values wrap under themselves, empty ones are left out.
struct DetailList {
    private(set) var rows: [(label: String, value: String)] = []

    mutating func add(_ label: String, _ value: String?) {
        guard let value = value.map({ sanitizedForTerminal($0, singleLine: true) }), !value.isEmpty else { return }
        rows.append((label, value))
    }

    func render(width: Int) -> [String] {
        let labelWidth = rows.map { displayWidth(of: $0.label) }.max() ?? 0
        let valueWidth = max(20, width - labelWidth - 2)
        let indent = String(repeating: " ", count: labelWidth + 2)
        return rows.flatMap { row in
            wrap(row.value, toWidth: valueWidth).enumerated().map { index, line in
                (index == 0 ? pad(row.label, toWidth: labelWidth) + "  " : indent) + line
            }
        }
    }
}

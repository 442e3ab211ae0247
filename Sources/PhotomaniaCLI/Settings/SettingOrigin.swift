/// Where a setting's value came from, as `photomania config` shows it; a setting with none
/// has its default.
enum SettingOrigin: Sendable, Equatable {
    /// `--api`
    case flag(String)
    /// `PHOTOMANIA_API`
    case environment(String)
    /// The config file's path.
    case file(String)

    /// `'--api'`, `PHOTOMANIA_API`, or the file's path: how an error names the source.
    var name: String {
        switch self {
        case .flag(let option): "'\(option)'"
        case .environment(let variable): variable
        case .file(let path): path
        }
    }
}

/// The origins of one run's settings, by config key, gathered while they are resolved.
struct SettingOrigins {
    private(set) var all: [String: SettingOrigin] = [:]

    subscript(key: String) -> SettingOrigin? { all[key] }

    /// The first candidate that is set (flag, environment, file, in the order given), noted as
    /// the key's origin; nil, and the default, when none is.
    mutating func first(_ key: String, _ candidates: [(value: String?, origin: SettingOrigin)]) -> String? {
        guard let chosen = candidates.first(where: { $0.value != nil }) else { return nil }
        all[key] = chosen.origin
        return chosen.value
    }

    /// Notes `origin` for `key` when `isSet`.
    mutating func note(_ key: String, _ origin: SettingOrigin, if isSet: Bool) {
        if isSet, all[key] == nil { all[key] = origin }
    }
}

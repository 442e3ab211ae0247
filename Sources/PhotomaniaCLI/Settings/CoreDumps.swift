import Foundation

/// A core file would hold the process's memory, secrets included: once a consumer key or secret,
/// a password or a token is in memory, the process makes none.
enum CoreDumps {
    static func disable() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &none)
    }
}

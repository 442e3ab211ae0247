/// 500px's `license_type` numbers.
extension License {
    /// The license with this number; an undocumented one gets the name "License <id>".
    public static func fiveHundredPx(_ id: Int) -> License {
        FiveHundredPxLicense.byID[id] ?? License(code: id, name: "License \(id)")
    }
}

/// A `license_type` as 500px's answers give it: a number, or a numeric string.
struct FiveHundredPxLicense: Decodable {
    let license: License

    init(from decoder: any Decoder) throws {
        license = .fiveHundredPx(try decoder.singleValueContainer().decodeFlexibleInt())
    }

    static let all: [License] = [
        License(code: 0, name: "Standard 500px License"),
        License(code: 1, name: "CC Non Commercial Attribution", url: "https://creativecommons.org/licenses/by-nc/3.0/"),
        License(code: 2, name: "CC Non Commercial No Derivatives", url: "https://creativecommons.org/licenses/by-nc-nd/3.0/"),
        License(code: 3, name: "CC Non Commercial Share Alike", url: "https://creativecommons.org/licenses/by-nc-sa/3.0/"),
        License(code: 4, name: "CC Attribution", url: "https://creativecommons.org/licenses/by/3.0/"),
        License(code: 5, name: "CC No Derivatives", url: "https://creativecommons.org/licenses/by-nd/3.0/"),
        License(code: 6, name: "CC Share Alike", url: "https://creativecommons.org/licenses/by-sa/3.0/"),
        License(code: 7, name: "CC Public Domain Mark 1.0", url: "https://creativecommons.org/publicdomain/mark/1.0/", isPublicDomain: true),
        License(code: 8, name: "CC Public Domain Dedication", url: "https://creativecommons.org/publicdomain/zero/1.0/", isPublicDomain: true),
    ]

    static let byID: [Int: License] = Dictionary(uniqueKeysWithValues: all.compactMap { license in license.code.map { ($0, license) } })
}

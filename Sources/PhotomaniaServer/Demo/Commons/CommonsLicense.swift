/// A catalog `licenseType` as the free licence the file carries on Commons (contract §10):
/// what `extmetadata` reports as LicenseShortName, UsageTerms, LicenseUrl, License and the flags.
struct CommonsLicense: Equatable {
    let shortName: String
    let usageTerms: String
    /// Nil for the public domain.
    let url: String?
    /// CommonsMetadata's machine name.
    let machineName: String
    let attributionRequired: Bool

    var copyrighted: Bool { usageTerms != "Public domain" }

    init(licenseType: Int) {
        switch licenseType {
        case 1: self.init(creativeCommons: "BY", "Attribution", version: "4.0")
        case 2: self.init(creativeCommons: "BY-SA", "Attribution-Share Alike", version: "3.0")
        case 3: self.init(creativeCommons: "BY", "Attribution", version: "3.0")
        case 4: self.init(creativeCommons: "BY", "Attribution", version: "2.0")
        case 5, 8:
            self.init(shortName: "CC0", usageTerms: "Creative Commons Zero, Public Domain Dedication",
                      url: "http://creativecommons.org/publicdomain/zero/1.0/deed.en", machineName: "cc0", attributionRequired: false)
        case 6:
            self.init(shortName: "Public domain", usageTerms: "Public domain", url: nil, machineName: "pd", attributionRequired: false)
        case 7: self.init(creativeCommons: "BY-SA", "Attribution-Share Alike", version: "2.0")
        default: self.init(creativeCommons: "BY-SA", "Attribution-Share Alike", version: "4.0")
        }
    }

    private init(shortName: String, usageTerms: String, url: String?, machineName: String, attributionRequired: Bool) {
        self.shortName = shortName
        self.usageTerms = usageTerms
        self.url = url
        self.machineName = machineName
        self.attributionRequired = attributionRequired
    }

    private init(creativeCommons kind: String, _ words: String, version: String) {
        self.init(
            shortName: "CC \(kind) \(version)", usageTerms: "Creative Commons \(words) \(version)",
            url: "https://creativecommons.org/licenses/\(kind.lowercased())/\(version)", machineName: "cc-\(kind.lowercased())-\(version)",
            attributionRequired: true)
    }
}

/// A user's buddy icon (contract §6.2): `iconserver` and `iconfarm` in answers, the file at
/// `/<iconserver>/buddyicons/<nsid>[_r|_l].jpg` on the demo server (standing in for
/// `farmN.staticflickr.com`). A user without one has server "0" and farm 0, which tells a
/// client to show Flickr's default `/images/buddyicon.gif`.
struct FlickrBuddyIcon {
    let user: DemoUser

    var server: String {
        guard user.hasBuddyIcon else { return "0" }
        return user.index.isMultiple(of: 2) ? "65535" : String(2000 + user.id % 7000)
    }

    var farm: Int {
        guard user.hasBuddyIcon else { return 0 }
        return user.index.isMultiple(of: 2) ? 66 : 1 + user.id % 9
    }

    /// `iconserver` (a string) and `iconfarm` (a number).
    var members: [String: FlickrValue] {
        ["iconserver": .string(server), "iconfarm": .int(farm)]
    }

    /// The side of each variant's square: the plain icon, `_r` (retina) and `_l`.
    static let sides: [String: Int] = ["": 48, "r": 96, "l": 300]
}

import Foundation
import PhotomaniaKit

/// `photomania photo ID`: title, author, description as plain text, then the facts.
struct PhotoDetailsView {
    let photo: Photo
    let origin: String
    let width: Int
    /// The licence's deed and the credit line a reuser copies (`photo`; `browse` keeps its screen short).
    var attribution = false

    func render() -> String {
        var lines = [sanitizedForTerminal(photo.name, singleLine: true)]
        if let user = photo.user {
            lines.append("by " + sanitizedForTerminal(user.byline, singleLine: true))
        }
        if let description = photo.description.map(PlainText.fromHTML), !description.isEmpty {
            lines.append("")
            lines += description.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0), toWidth: width) }
        }
        lines.append("")
        return (lines + facts.render(width: width)).joined(separator: "\n")
    }

    var facts: DetailList {
        var list = DetailList()
        list.add("camera", meaningful(photo.camera))
        list.add("lens", meaningful(photo.lens))
        list.add("focal length", meaningful(photo.focalLength).map { Self.unit(" mm", after: $0) })
        list.add("shutter", meaningful(photo.shutterSpeed).map { Self.unit(" s", after: $0) })
        list.add("aperture", meaningful(photo.aperture).map { $0.lowercased().hasPrefix("f/") ? $0 : "f/" + $0 })
        list.add("iso", meaningful(photo.iso))
        list.add("taken", photo.takenAt.map { formatLocal($0, timeZone: photo.takenInLocalTime ? .gmt : .current) })
        list.add("uploaded", photo.createdAt.map { formatLocal($0) })
        list.add("rating", rating)
        list.add("views", counts(.views) ? formatCount(photo.timesViewed) : nil)
        list.add("votes", photo.votesCount.map(formatCount))
        list.add("favorites", photo.favoritesCount.map(formatCount))
        list.add("comments", counts(.comments) ? formatCount(photo.commentsCount) : nil)
        list.add("you", yourState)
        list.add("category", photo.category?.name)
        list.add("license", photo.licenseType.map { license in license.name + (attribution ? license.url.map { " <\($0)>" } ?? "" : "") })
        let credit = PhotoCredit(PhotoFacts(photo), service: photo.service, photoID: photo.id, webOrigin: origin)
        list.add("credit", attribution && photo.licenseType?.url != nil ? credit.line : nil)
        list.add("assessments", photo.assessments.isEmpty ? nil : photo.assessments.joined(separator: ", "))
        list.add("file", photo.mime.map { mime in mime + (photo.fileBytes.map { ", " + formatBytes($0) } ?? "") })
        list.add("dimensions", photo.width > 0 && photo.height > 0 ? "\(photo.width) × \(photo.height)" : nil)
        list.add("location", photo.location)
        list.add("page", photo.url.map { $0.hasPrefix("/") ? origin + $0 : $0 })
        list.add("image", photo.largestImage.map { "\($0.url) (size \(ServiceRegistry.current.name(of: $0.chosen ?? $0.size, on: photo.service)))" })
        return list
    }

    /// Whether the photo's service counts this at all (it declares it a fact `--filter` reads):
    /// a count it does not keep is no zero.
    private func counts(_ field: FilterField) -> Bool {
        ServiceRegistry.current.entry(named: photo.service)?.capabilities.filterFields.contains(field) ?? true
    }

    /// The signed-in user's own state, when the answer was signed: "liked, in your favorites".
    private var yourState: String? {
        let liked = photo.voted ?? photo.liked
        guard liked != nil || photo.favorited != nil else { return nil }
        return [
            liked.map { $0 ? "liked" : "not liked" },
            photo.favorited.map { $0 ? "in your favorites" : "not in your favorites" },
        ].compactMap { $0 }.joined(separator: ", ")
    }

    private var rating: String? {
        guard let current = photo.rating.map({ String(format: "%.1f", $0) }) else { return nil }
        guard let highest = photo.highestRating else { return current }
        return "\(current) (highest \(String(format: "%.1f", highest)))"
    }

    /// `value` with its unit, unless it already says one (Flickr's EXIF text does: `14 mm`,
    /// `0.004 sec (1/250)`; 500px's numbers do not).
    static func unit(_ unit: String, after value: String) -> String {
        value.contains(where: \.isLetter) ? value : value + unit
    }

    /// EXIF fields come as "", "0" or "0/1" when the camera did not record them.
    private func meaningful(_ value: String?) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !["", "0", "0/1", "0.0"].contains(value) else { return nil }
        return value
    }
}

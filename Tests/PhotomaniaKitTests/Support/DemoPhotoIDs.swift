import PhotomaniaKit

/// The demo catalog numbers its photos with `Int`s; the Kit names them by `PhotoID`.
extension Sequence where Element == Int {
    var photoIDs: [PhotoID] { map { PhotoID($0) } }
}

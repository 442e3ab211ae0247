import PhotomaniaKit

/// `v` and `F`: the mark changes on screen at once and the write goes out; its answer keeps the
/// change or takes it back, with a line in the status line either way.
extension BrowseState {
    /// The photo `v`, `F` and `c` act on: the one open, else the one selected.
    var actedOnPhoto: Photo? {
        screen == .details ? details?.photo : selectedPhoto
    }

    /// This session's knowledge first, then what the photo's own (signed) record said.
    func marks(of photo: Photo) -> PhotoMarks {
        let known = marks[photo.id]
        return PhotoMarks(liked: known?.liked ?? photo.liked ?? photo.voted, favorited: known?.favorited ?? photo.favorited)
    }

    mutating func toggle(_ mark: Mark) -> [BrowseEffect] {
        guard let photo = actedOnPhoto else { return [] }
        guard settings.signedIn else {
            message = .warning(settings.signInFirst)
            return []
        }
        let key = MarkKey(photoID: photo.id, mark: mark)
        let before = marks(of: photo)[mark]
        guard pendingMarks[key] == nil else {
            message = .info("photo \(photo.id): the last \(mark == .like ? "like" : "favorite") is still being sent")
            return []
        }
        let action = mark.action(whenPhotoHasIt: before == true)
        pendingMarks[key] = PendingMark(action: action, before: before)
        marks[photo.id, default: PhotoMarks()][mark] = action.adds
        if details?.photo.id == photo.id { details?.pendingShifts[mark] = action.adds ? 1 : -1 }
        return [.write(.photo(action, photoID: photo.id))]
    }

    mutating func receive(_ action: PhotoAction, on id: PhotoID, _ result: Result<Photo?, PhotomaniaError>) {
        let key = MarkKey(photoID: id, mark: action.mark)
        guard let pending = pendingMarks[key], pending.action == action else { return }
        pendingMarks[key] = nil
        switch result {
        case .success(let photo):
            settleShift(of: key, counted: true)
            tell(.info(action.doneLine(id: id, photo: photo)))
        case .failure(let error):
            settleShift(of: key, counted: false)
            if let refusal = WriteRefusal(error), case .refused(let reason?) = refusal, action.isAlreadyDone(reason: reason) {
                marks[id, default: PhotoMarks()][action.mark] = action.adds
                message = .info(refusal.sentence(naming: "photo \(id)"))
            } else {
                marks[id, default: PhotoMarks()][action.mark] = pending.before
                message = .warning(writeFailure(error, doing: "\(action.verb) photo \(id)", on: id))
            }
        }
    }

    /// A signed record of the photo tells its marks, except those with a write on the way.
    mutating func learnMarks(from photo: Photo) {
        for mark in [Mark.like, .favorite] where pendingMarks[MarkKey(photoID: photo.id, mark: mark)] == nil {
            let told = mark == .like ? photo.liked ?? photo.voted : photo.favorited
            if let told { marks[photo.id, default: PhotoMarks()][mark] = told }
        }
    }

    /// The open photo as the details screen shows it: its marks as known now, its counts moved
    /// by the likes and favorites sent while it was open.
    func shownPhoto(_ details: PhotoDetails) -> Photo {
        var photo = details.photo
        let known = marks(of: photo)
        photo.liked = known.liked
        photo.voted = known.liked
        photo.favorited = known.favorited
        let shift = { (mark: Mark) in (details.shifts[mark] ?? 0) + (details.pendingShifts[mark] ?? 0) }
        photo.votesCount = photo.votesCount.map { max(0, $0 + shift(.like)) }
        photo.favoritesCount = photo.favoritesCount.map { max(0, $0 + shift(.favorite)) }
        return photo
    }

    /// `doing` is what failed, for errors that are neither the server's refusal nor the token's.
    func writeFailure(_ error: PhotomaniaError, doing: String, on id: PhotoID) -> String {
        if error.isCredentialFailure { return settings.signInFirst }
        if let refusal = WriteRefusal(error) { return refusal.sentence(naming: "photo \(id)") }
        return "could not \(doing): \(settings.sentence(error))"
    }

    /// News that does not hide a page's error, which says `r` retries it.
    mutating func tell(_ news: StatusMessage) {
        if case .error = message { return }
        message = news
    }

    /// A write answered: the count it moved on the open photo stays, or is taken back.
    private mutating func settleShift(of key: MarkKey, counted: Bool) {
        guard details?.photo.id == key.photoID, let shift = details?.pendingShifts.removeValue(forKey: key.mark) else { return }
        if counted { details?.shifts[key.mark, default: 0] += shift }
    }
}

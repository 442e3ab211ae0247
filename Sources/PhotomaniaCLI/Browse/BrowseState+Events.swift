extension BrowseState {
    /// Takes one event in and answers what the runner is to do about it, in order. A key that
    /// ends the browser ends its batch: the keys typed after it are not read.
    mutating func apply(_ event: BrowseEvent) -> [BrowseEffect] {
        switch event {
        case .started(let size, let now):
            return layOut(size, at: now) + showPage(pageNumber)
        case .keys(let keys):
            var effects: [BrowseEffect] = []
            for key in keys {
                effects += press(key)
                if case .exit = effects.last { break }
            }
            return effects
        case .inputClosed:
            return [.exit(.hangUp)]
        case .signal(let number):
            return receive(signal: number)
        case .resized(let size, let now):
            return resize(to: size, at: now)
        case .relayoutDue(let size, let now):
            relayoutScheduled = false
            return layOut(size, at: now)
        case .continued(let size, let now):
            return [.enterTerminal] + layOut(size, at: now)
        case .page(let key, let result):
            return receive(result, for: key)
        case .prefetched(let key, let page):
            return receive(prefetched: page, for: key)
        case .thumbnail(let key, let photoID, let image, let sixel):
            receive(thumbnail: image, sixel: sixel, of: photoID, for: key)
        case .photo(let id, let result):
            receive(photo: result, of: id)
        case .comments(let id, let result):
            receive(comments: result, of: id)
        case .preview(let id, let image, let sixel):
            receive(preview: image, sixel: sixel, of: id)
        case .galleries(let id, let result):
            receive(galleries: result, ofUser: id)
        case .answered(let outcome):
            receive(outcome)
        case .downloadProgress(let text):
            receive(downloadProgress: text)
        case .downloadEnded(let message):
            downloadEnded(with: message)
        case .photoActionDone(let action, let id, let result):
            receive(action, on: id, result)
        case .commentPosted(let id, let body, let result):
            receive(comment: result, body: body, on: id)
        case .fromWork(_, let reported):
            return apply(reported)
        }
        return []
    }
}

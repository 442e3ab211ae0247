import PhotomaniaKit

extension BrowseJobs {
    /// Sends the write once; its answer is posted unless the browser is ending.
    func send(_ write: BrowseWrite) async {
        let service = self.service
        switch write {
        case .photo(let action, let id):
            let result = await capture { () async throws(PhotomaniaError) in
                try service.require(action)
                return try await service.writer().perform(action, onPhoto: id)
            }
            if !Task.isCancelled { post(.photoActionDone(action, photoID: id, result)) }
        case .comment(let body, let id):
            let result = await capture { () async throws(PhotomaniaError) in try await service.writer().addComment(body, to: .photo(id)) }
            if !Task.isCancelled { post(.commentPosted(photoID: id, body: body, result)) }
        }
    }
}

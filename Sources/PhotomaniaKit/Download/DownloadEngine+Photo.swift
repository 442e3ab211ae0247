import Foundation

extension DownloadEngine {
    /// One photo: skipped when archived and present, else fetched, retried and committed.
    /// `partials`: final names of `.part` files in the folder that may be this photo's.
    func download(_ item: DownloadItem, partials: [String], observer: some DownloadObserver) async {
        var namer = plan.namer(for: item)
        if let archive = plan.files.archive {
            // One hop for the archive's answers: this photo's entries, and who holds the name it
            // will get when the response cannot change it (refused before its bytes are fetched).
            let (check, otherSizes, predicted) = await BlockingWork.run { [plan, namer, nameClaims] in
                let (check, otherSizes) = Self.archived(item, in: archive, folder: plan.files.folder)
                guard nameClaims != nil, !plan.files.naming.dependsOnResponse else { return (check, otherSizes, nil as NameOwner?) }
                var namer = namer
                namer.namesOfOtherSizes = otherSizes
                let name = namer.predicted(url: item.url)
                return (check, otherSizes, NameOwner(fileName: name, photoID: Self.archivedOwner(of: name, other: item, in: archive, folder: plan.files.folder)))
            }
            // `--force` fetches what the archive holds, but never under another size's name.
            namer.namesOfOtherSizes = otherSizes
            switch plan.files.force ? .notArchived : check {
            case .present(let fileName):
                return await skipArchived(item, fileName: fileName, partials: partials, observer: observer)
            case .imported(let entry):
                await adopt(entry, for: item, observer: observer)
                return await skipArchived(item, fileName: entry.fileName, partials: partials, observer: observer)
            case .fetchAgain(let notice): observer.handle(.notice(item, notice))
            case .notArchived: break
            }
            if let predicted, refusesAsAnother(item, predicted, observer: observer) { return }
        }
        do { try await pacer.waitForTurn(clock: clock) } catch { return }
        // After an interrupt, photos still listed are left for the next run: not started.
        guard !Task.isCancelled else { return }
        let host = HostGate.host(of: item.url)
        // A templated name need not start with the id, nor be in the folder itself: the name
        // expected from the URL is where an earlier run's `.part` would be.
        var partialNames = partials
        if plan.files.naming != .defaultFileName, case let expected = namer.predicted(url: item.url), !partialNames.contains(expected) {
            partialNames.append(expected)
        }
        var retryCount = 0
        while !Task.isCancelled {
            do { try await gate.waitUntilOpen(host, clock: clock) } catch { return }
            let sink = FileSink(
                item: item, folder: plan.files.folder, partials: partialNames, verifyDecoding: plan.files.verifyDecoding,
                skipPresent: plan.files.skipPresentFiles && plan.files.archive == nil && !plan.files.force, namer: namer, claims: nameClaims, spares: spares,
                durable: plan.files.durable, hashes: plan.files.archive != nil || postProcessing.needs.contains(.sha256)
            )
            guard sink.mayContinue ? await BlockingWork.run({ sink.claimPartial() }) : true else {
                return skip(item, fileName: sink.fileName, reason: .busy, observer: observer)
            }
            let result = await attempt(item, into: sink, announcingTo: retryCount == 0 ? observer : nil)
            // A finished file's `.part` is its `CompletedFile`'s; another is kept for a resume.
            if case .finished = result {} else { await BlockingWork.run { sink.close() } }
            switch result {
            case .finished(var file, let notice):
                if let notice { observer.handle(.notice(item, notice)) }
                file.modified = plan.files.fileTime.date(facts: item.facts, lastModified: sink.lastModified)
                return await commit(item, file: file, validator: sink.validator, newBytes: file.bytes - sink.progress.resumedAt, observer: observer)
            case .busy:
                return skip(item, fileName: sink.fileName, reason: .busy, observer: observer)
            case .present:
                guard let name = sink.fileName else { return skip(item, fileName: nil, reason: .present, observer: observer) }
                return skipPresent(item, fileName: name, archived: false, observer: observer)
            case .failed(let failure):
                if Task.isCancelled { return }
                // Whoever claimed the name first in this run, the archive's photo has it.
                if case .nameTaken(let name, _, archived: false) = failure, await isArchivedAsAnother(item, fileName: name, observer: observer) {
                    return
                }
                if let name = sink.fileName, !partialNames.contains(name) { partialNames.append(name) }
                guard let wait = plan.transfers.retryPolicy.wait(after: failure, retryCount: retryCount, now: clock.now(), random: clock.random()) else {
                    return fail(item, failure, observer: observer)
                }
                retryCount += 1
                // The retry waits for its own delay and for the host's pause, whichever ends later.
                if case .serverAsked(let seconds, _) = wait { await gate.pause(host, until: clock.now().addingTimeInterval(seconds)) }
                let hostOpens = await gate.pausedUntil(host)
                let delay = max(wait.seconds, hostOpens.map { $0.timeIntervalSince(clock.now()) } ?? 0)
                observer.handle(.retrying(item, attempt: retryCount, delay: delay, reason: failure))
                switch wait {
                case .serverAsked(_, let status):
                    paused(host, until: hostOpens ?? clock.now(), status: status, observer: observer)
                case .backoff(let seconds):
                    do { try await clock.sleep(seconds) } catch { return }
                }
            }
        }
    }

    private enum Attempt {
        case finished(CompletedFile, DownloadNotice?)
        /// Another process is writing the photo's `.part`.
        case busy
        /// The final name already holds the file (`DownloadPlan.skipPresentFiles`).
        case present
        case failed(DownloadFailure)
    }

    /// The photo counts as started once its first transfer has a slot (`announcingTo` then); the
    /// transfer is shown as active while it holds the slot.
    private func attempt(_ item: DownloadItem, into sink: FileSink, announcingTo observer: (some DownloadObserver)?) async -> Attempt {
        var request = Request(url: item.url, headers: sink.resumeHeaders)
        request.receiveBufferSize = 128 * 1024
        do {
            let response: Response
            do throws(PhotomaniaError) {
                // The slot is the transfer's alone: the checks before and after it wait for none.
                guard await transferSlots.acquire() else { throw PhotomaniaError.cancelled }
                tally.transferStarted(sink, at: clock.now(), announcingTo: observer)
                defer {
                    tally.transferEnded(sink)
                    transferSlots.release()
                }
                response = try await service.session.perform(request, consumer: sink)
            } catch {
                if sink.isBusy { return .busy }
                if sink.isPresent { return .present }
                throw sink.failure(endingTransferWith: error)
            }
            if response.statusCode == 416, !sink.resumeHeaders.isEmpty {
                sink.discardPartial()
                throw DownloadFailure.resumeRejected
            }
            do { try response.validate() } catch { throw DownloadFailure.transfer(error) }
            let (file, notice) = try await sink.finish()
            return .finished(file, notice)
        } catch let failure as DownloadFailure {
            return .failed(failure)
        } catch {
            return .failed(.transfer(.cancelled))
        }
    }

    /// Every transfer to `host` waits until `until` (the gate is already paused), as a 429/503
    /// `Retry-After` asked.
    private func paused(_ host: String, until: Date, status: Int, observer: some DownloadObserver) {
        tally.state.withLock { $0.pausedHosts[host] = (until, status) }
        observer.handle(.hostPaused(host: host, until: until, status: status))
    }

    /// Hashes a checked file for the archive through its locked descriptor, embedding the plan's
    /// metadata into it first (on threads for blocking work, while this transfer's slot waits),
    /// then hands it to the committer and frees the slot at once.
    private func commit(_ item: DownloadItem, file: CompletedFile, validator: String?, newBytes: Int64, observer: some DownloadObserver) async {
        let embeds = plan.files.embedding != nil && item.content == .jpeg
        if plan.files.embedding != nil, !embeds {
            observer.handle(.notice(item, .metadataNotEmbedded(reason: "photomania embeds XMP in JPEGs only, and this is \(item.content.mediaType)")))
        }
        let properties = embeds ? plan.files.embedding?.properties(of: item, webOrigin: service.webOrigin) : nil
        let hashes = plan.files.archive != nil || postProcessing.needs.contains(.sha256)
        let prepared: HashedFile
        do throws(DownloadFailure) {
            // Whether the archive gives this name to another photo, then the SHA-1 check, the
            // metadata and a hash not taken as the bytes streamed in: one hop, when any applies.
            let work = { @Sendable [archive = plan.files.archive, folder = plan.files.folder, nameClaims, expectedSHA1 = item.expectedSHA1] () throws(DownloadFailure) -> Result<(HashedFile, DownloadNotice?), NameTaken> in
                if let archive, nameClaims != nil, let owner = Self.archivedOwner(of: file.fileName, other: item, in: archive, folder: folder) {
                    file.part.remove()
                    return .failure(NameTaken(owner: NameOwner(fileName: file.fileName, photoID: owner)))
                }
                return .success(try Self.prepare(file, expectedSHA1: expectedSHA1, embedding: properties, hashes: hashes, keepsServerHash: archive != nil))
            }
            let blocks = nameClaims != nil || Self.preparing(file, readsTheDiskFor: item.expectedSHA1, embedding: properties, hashes: hashes)
            let checked = blocks ? try await BlockingWork.run(work) : try work()
            switch checked {
            case .success(let (hashed, notice)):
                prepared = hashed
                if let notice { observer.handle(.notice(item, notice)) }
            case .failure(let taken):
                _ = refusesAsAnother(item, taken.owner, observer: observer)
                return
            }
        } catch {
            return fail(item, error, observer: observer)
        }
        committer.submit(prepared.file) { result in
            switch result {
            case .success(let file):
                self.finish(item, file: file, validator: validator, newBytes: newBytes, hash: prepared.hash, serverSHA256: prepared.serverSHA256, observer: observer)
            case .failure(let failure): self.fail(item, failure, observer: observer)
            }
        }
    }

    /// Records a file that got its final name (on the committer's queue, its lock still held) and
    /// counts it. The record is made only while the final name still holds these bytes: when
    /// another process has renamed its own copy over them since, that copy's record is the one
    /// that stands.
    private func finish(
        _ item: DownloadItem, file: CompletedFile, validator: String?, newBytes: Int64, hash: Result<SHA256.FileDigest, SHA256.ReadError>?,
        serverSHA256: String?, observer: some DownloadObserver
    ) {
        if let archive = plan.files.archive, let hash {
            switch hash {
            case .success(let digest):
                let entry = ArchiveEntry(
                    service: archive.service, photoID: item.photoID, sizeID: item.sizeKey, fileName: archive.storedFileName(forPath: file.finalPath), bytes: digest.bytes,
                    sha256: digest.sha256, serverSHA256: serverSHA256, validator: validator, downloadedAt: clock.now()
                )
                do {
                    _ = try archive.record(entry, onlyIf: { file.part.isFile(at: file.finalPath) })
                    if var credit = item.credit(webOrigin: service.webOrigin) {
                        credit.service = archive.service
                        try archive.record(credit)
                    }
                } catch {
                    observer.handle(.notice(item, .archiveNotRecorded(error)))
                }
            case .failure(let error):
                observer.handle(.notice(item, .notHashed(error)))
            }
        }
        let now = clock.now()
        tally.state.withLock { state in
            state.inFlight.remove(item.photoID)
            state.settled.insert(item.photoID)
            state.outcome.downloaded += 1
            if let notice = item.notice { state.outcome.notices.insert(notice) }
            state.outcome.bytes += newBytes
            state.pausedHosts = state.pausedHosts.filter { $0.value.until > now }
        }
        observer.handle(.finished(item, fileName: file.fileName, bytes: file.bytes))
        let sha256 = try? hash?.get().sha256
        postProcess(.saved(SavedFile(
            item: item, fileName: file.fileName, path: file.finalPath, bytes: file.bytes, sha256: sha256, validator: validator, downloadedAt: now,
            modified: file.modified, credit: item.credit(webOrigin: service.webOrigin)
        )), observer: observer)
    }

    /// Skips a photo the archive holds, removing a `.part` of it nobody holds.
    private func skipArchived(_ item: DownloadItem, fileName: String, partials: [String], observer: some DownloadObserver) async {
        if !partials.isEmpty {
            await BlockingWork.run { [folder = plan.files.folder] in
                PartialDownload.removeAbandoned(photoID: item.photoID, sizeID: item.sizeKey, candidates: partials, in: folder)
            }
        }
        skipPresent(item, fileName: fileName, archived: true, observer: observer)
    }

    /// Records an imported file, of a size nobody knew, as the size this download asks for.
    private func adopt(_ entry: ArchiveEntry, for item: DownloadItem, observer: some DownloadObserver) async {
        guard let archive = plan.files.archive else { return }
        do {
            try await BlockingWork.run { () throws(ArchiveError) in try archive.adopt(entry, sizeID: item.sizeKey) }
        } catch {
            observer.handle(.notice(item, .archiveNotRecorded(error)))
        }
    }

    private enum ArchiveCheck {
        case present(fileName: String)
        /// No entry of this size, but an imported file of this photo, of unknown size, is there.
        case imported(ArchiveEntry)
        case fetchAgain(DownloadNotice)
        case notArchived
    }

    /// What the archive says of `item`, and the names its other sizes hold in `folder`: one
    /// indexed read and a `stat` or two, no request.
    private static func archived(_ item: DownloadItem, in archive: DownloadArchive, folder: DownloadFolder) -> (ArchiveCheck, Set<String>) {
        let entries: [ArchiveEntry]
        do {
            entries = try archive.entries(photoID: item.photoID)
        } catch {
            return (.fetchAgain(.archiveUnreadable(error)), [])
        }
        let otherSizes = namesOfOtherSizes(of: item, in: archive, entries: entries, folder: folder)
        guard let entry = entries.first(where: { $0.sizeID == item.sizeKey }) else {
            let imported = entries.first { $0.sizeID == ArchiveEntry.unknownSize && archive.status(of: $0) == .present }
            return (imported.map(ArchiveCheck.imported) ?? .notArchived, otherSizes)
        }
        switch archive.status(of: entry) {
        case .present: return (.present(fileName: entry.fileName), otherSizes)
        case .missing: return (.fetchAgain(.archivedFileMissing(fileName: entry.fileName)), otherSizes)
        case .sizeDiffers: return (.fetchAgain(.archivedFileDiffers(fileName: entry.fileName)), otherSizes)
        }
    }

    /// The paths in `folder`, relative to it, of the files `entries` record of `item` at other
    /// sizes and that are still there.
    private static func namesOfOtherSizes(of item: DownloadItem, in archive: DownloadArchive, entries: [ArchiveEntry], folder: DownloadFolder) -> Set<String> {
        let prefix = ArchivePaths.joined(ArchivePaths.absolute(folder.path), "")
        return Set(entries.lazy.filter { $0.sizeID != item.sizeKey && archive.status(of: $0) != .missing }.compactMap { entry in
            let path = archive.resolvedPath(of: entry)
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
        })
    }
}

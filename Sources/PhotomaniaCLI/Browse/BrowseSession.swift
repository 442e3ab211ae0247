import Foundation
import PhotomaniaKit

/// The interactive browser's runner. One loop hands every event (keys, signals, the terminal's
/// size and the time, results of work) to `BrowseState` and carries out the effects it answers:
/// it starts and cancels work by slot, draws frames, and gives the terminal up and takes it
/// back. Everything it started is cancelled and waited for before `run()` returns.
final class BrowseSession {
    private let terminal: TerminalMode
    private let output: FileOutput
    private let events: AsyncStream<BrowseEvent>
    private let post: @Sendable (BrowseEvent) -> Void
    private let jobs: BrowseJobs
    private let work = BrowseWork()
    private var state: BrowseState
    private var writer = FrameWriter()
    /// Graphics pictures over the frame's blank picture cells; nil in other modes.
    private var pictures: (any PictureLayer)?
    private let typedAhead: [UInt8]

    init(setup: BrowseSetup, terminal: TerminalMode, output: FileOutput = .standardOutput) {
        self.terminal = terminal
        self.output = output
        let (events, continuation) = AsyncStream.makeStream(of: BrowseEvent.self)
        self.events = events
        let post: @Sendable (BrowseEvent) -> Void = { continuation.yield($0) }
        self.post = post
        jobs = BrowseJobs(setup: setup, post: post)
        var settings = BrowseSettings(
            drawing: setup.drawing, loadsThumbnails: setup.tiles != nil, style: setup.style, origin: setup.service.webOrigin,
            signedIn: setup.service.isSignedIn, likesAreFavorites: setup.service.capabilities.likesAreFavorites
        )
        if let entry = ServiceRegistry.current.entry(named: setup.service.name) { settings.service = entry }
        state = BrowseState(stream: setup.stream, page: setup.firstPage, settings: settings)
        pictures = setup.drawing?.pictureLayer()
        typedAhead = setup.typedAhead
    }

    /// Runs until the user quits or a signal ends it; answers the exit code.
    func run() async -> ExitCode {
        post(.started(terminal.size, at: .now))
        let keyboard = KeyboardInput(typedAhead: typedAhead)
        keyboard.start(onKeys: { [post] in post(.keys($0)) }, onEnd: { [post] in post(.inputClosed) })
        let signals = BrowseSignals(terminal: terminal) { [post, terminal] number in
            switch number {
            case SIGWINCH: post(.resized(terminal.size, at: .now))
            case SIGCONT: post(.continued(terminal.size, at: .now))
            default: post(.signal(number))
            }
        }
        var exit = ExitCode.success
        for await event in events {
            if let code = take(event) {
                exit = code
                break
            }
            draw()
        }
        removePictures()
        terminal.leave()
        signals.restore()
        keyboard.stop()
        // Nothing may still be running when the process exits and tears down what it uses.
        await work.cancelAllAndWait()
        return exit
    }

    /// Hands the event to the state and carries out what it answers; the exit code once one
    /// of them ends the loop.
    private func take(_ event: BrowseEvent) -> ExitCode? {
        if case .fromWork(let id, let reported) = event {
            return work.wasCancelled(id) ? nil : take(reported)
        }
        for effect in state.apply(event) {
            if let exit = carryOut(effect) { return exit }
        }
        return nil
    }

    private func carryOut(_ effect: BrowseEffect) -> ExitCode? {
        let jobs = self.jobs
        switch effect {
        case .fetchPage(let key, let pause, let reload):
            work.start(.page) { await jobs.reporting(as: $0).fetchPage(key, after: pause, reload: reload) }
        case .loadThumbnails(let key, let photos, let visible, let reload):
            work.start(.page) { await jobs.reporting(as: $0).loadThumbnails(photos, of: key, visible: visible, reload: reload) }
        case .prefetchPage(let key, let pause):
            work.start(.prefetch, priority: .low) { await jobs.reporting(as: $0).prefetchPage(key, after: pause) }
        case .prefetchThumbnails(let key, let photos, let pause):
            work.start(.prefetch, priority: .low) { await jobs.reporting(as: $0).prefetchThumbnails(photos, of: key, after: pause) }
        case .cancel(let slot):
            work.cancel(slot)
        case .openDetails(let photo, let preview, let reload):
            work.start(.details) { await jobs.reporting(as: $0).openDetails(of: photo, preview: preview, reload: reload) }
        case .fetchGalleries(let id, let includingPrivate):
            work.start(.galleries) { await jobs.reporting(as: $0).fetchGalleries(ofUser: id, includingPrivate: includingPrivate) }
        case .startDownload(let photoID):
            work.start(.download) { await jobs.reporting(as: $0).download(photoID: photoID) }
        case .write(let write):
            work.start(.write) { await jobs.reporting(as: $0).send(write) }
        case .scheduleRelayout(let delay):
            work.start(.relayout) { [terminal] in await jobs.reporting(as: $0).relayout(after: delay, measuring: terminal) }
        case .invalidateScreen:
            writer.invalidate()
            pictures?.invalidate()
        case .enterTerminal:
            try? terminal.enter()
        case .suspend:
            // The terminal goes back to the shell and the process group stops, as a job-control
            // shell expects; `fg` continues here.
            removePictures()
            terminal.leave()
            BrowseSignals.stopAsIfByTerminal()
            return take(.continued(terminal.size, at: .now))
        case .exit(let code):
            return code
        }
        return nil
    }

    private func draw() {
        var bytes = writer.update(to: state.frame)
        bytes += pictures?.update(to: state.placements, keeping: state.livePictureIDs, rewrittenRows: writer.rewrittenRows) ?? ""
        // The views put the server's text through the sanitiser as they lay it out.
        if !bytes.isEmpty { output.write(TerminalText(withOwnEscapeCodes: bytes)) }
    }

    /// Kitty pictures live in the terminal, not in its cells: they are deleted before it is
    /// handed back.
    private func removePictures() {
        guard let bytes = pictures?.removeAll(), !bytes.isEmpty else { return }
        output.write(TerminalText(withOwnEscapeCodes: bytes))
    }
}

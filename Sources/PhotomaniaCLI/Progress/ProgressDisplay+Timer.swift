import Foundation

extension ProgressDisplay {
    /// How often the timer fires: 10 Hz frames on a terminal, once a second otherwise.
    var tickInterval: Duration? {
        switch mode {
        case .terminal: .milliseconds(100)
        case .plain, .jsonLines: .seconds(1)
        case .quiet: nil
        }
    }

    /// Starts the timer and draws the first frame. Does nothing after `finish(summary:)` or a first call.
    public func start() {
        guard let interval = tickInterval else { return }
        let timer = Task.detached { [weak self] in
            while true {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
                guard let self else { return }
                self.tick()
            }
        }
        let started = state.withLock { state in
            guard !state.finished, state.timer == nil else { return false }
            state.timer = timer
            return true
        }
        if started {
            tick()
        } else {
            timer.cancel()
        }
    }

    /// One step of the timer: a frame, a status line when due, or `progress` events.
    func tick() {
        guard tickInterval != nil else { return }
        let status = sample()
        let columns = width()
        let now = clock()
        state.withLock { state in
            guard !state.finished else { return }
            switch mode {
            case .terminal:
                let snapshot = state.tracker.snapshot(of: status, at: now)
                if let frame = state.renderer?.frame(snapshot, events: state.pending, width: columns) {
                    output.write(frame)
                }
                state.pending.removeAll()
            case .plain:
                let snapshot = state.tracker.snapshot(of: status, at: now)
                let last = state.lastStatusLine ?? now
                state.lastStatusLine = last
                let busy = !status.active.isEmpty || !status.pausedHosts.isEmpty
                if busy, now.timeIntervalSince(last) >= Self.statusLineInterval {
                    writeLine(TotalLine.plain(snapshot))
                    state.lastStatusLine = now
                }
            case .jsonLines:
                for transfer in status.active.sorted(by: { $0.item.photoID < $1.item.photoID }) {
                    writeLine(JSONLinesEvents.progress(transfer))
                }
            case .quiet:
                break
            }
        }
    }
}

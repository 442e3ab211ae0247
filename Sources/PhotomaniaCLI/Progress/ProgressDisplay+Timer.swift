import Foundation

extension ProgressDisplay {
    /// How often the timer fires: 10 Hz frames on a terminal, once a second otherwise.
    var tickInterval: DispatchTimeInterval? {
        switch mode {
        case .terminal: .milliseconds(100)
        case .plain, .jsonLines: .seconds(1)
        case .quiet: nil
        }
    }

    /// On `queue`.
    func startTimer() {
        guard let interval = tickInterval else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in self?.draw() }
        timer.resume()
        self.timer = timer
    }

    /// One step of the timer, on `queue`: a frame, a status line when due, or `progress` events.
    func draw() {
        guard !finished, tickInterval != nil, let sample else { return }
        let status = sample()
        let now = clock()
        switch mode {
        case .terminal:
            let snapshot = tracker.snapshot(of: status, at: now)
            if let frame = renderer?.frame(snapshot, events: pending, width: width()) {
                writeLiveView(frame)
            }
            pending.removeAll()
        case .plain:
            let snapshot = tracker.snapshot(of: status, at: now)
            let last = lastStatusLine ?? now
            lastStatusLine = last
            let busy = !status.active.isEmpty || !status.pausedHosts.isEmpty
            if busy, now.timeIntervalSince(last) >= Self.statusLineInterval {
                writeLine(TotalLine.plain(snapshot))
                lastStatusLine = now
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

import Foundation

/// A transfer's minimum rate, as curl's low-speed limit: the bytes received in every window of
/// `window` must average `minimumRate` per second. A server that dribbles a byte every 20 s never
/// trips a 30 s no-data timeout; this fails it after one window instead of never.
///
/// A window is judged when bytes arrive and also when it ends with none (``checkNow()``, from the socket
/// client's poll timeout or a Dispatch timer beside a URLSession task), so a stalled transfer fails on time
/// without waiting for a byte or for a free cooperative thread. The clients make the window the no-data
/// timeout, so a window without a byte fails as that timeout.
final class TransferPace: @unchecked Sendable {
    // @unchecked: the mutable state is guarded by `lock` (the transfer's thread and a timer both check).
    let url: URL
    let minimumRate: Int
    let window: TimeInterval
    private let lock = NSLock()
    private var windowStart = ContinuousClock.now
    private var windowBytes: Int64 = 0
    private var received: Int64 = 0
    private var failure: HqmeError?

    init(url: URL, minimumRate: Int, window: TimeInterval) {
        self.url = url
        self.minimumRate = minimumRate
        self.window = window.isNaN ? 0.001 : max(window, 0.001)
    }

    /// Whether the check is on at all (a zero minimum turns it off).
    var isActive: Bool { minimumRate > 0 }

    /// The error a check threw, if one did: a timer's verdict, read when the transfer ends.
    var tripped: HqmeError? { lock.withLock { failure } }

    /// `received` is the transfer's body byte count so far; throws ``HqmeError/timedOut(url:message:)``
    /// when a whole window went by under the minimum rate.
    func check(received: Int64) throws(HqmeError) {
        lock.lock()
        defer { lock.unlock() }
        self.received = received
        try judge()
    }

    /// ``check(received:)`` with the count already known: for a window that ends while no byte comes.
    func checkNow() throws(HqmeError) {
        lock.lock()
        defer { lock.unlock() }
        try judge()
    }

    /// Seconds until the current window ends (when the next check without bytes is due); infinity when off.
    var untilWindowEnd: TimeInterval {
        guard isActive else { return .infinity }
        return lock.withLock { max(window - elapsed(since: windowStart, to: .now), 0) }
    }

    /// Called with `lock` held.
    private func judge() throws(HqmeError) {
        guard isActive else { return }
        if let failure { throw failure }
        let now = ContinuousClock.now
        let span = elapsed(since: windowStart, to: now)
        guard span >= window else { return }
        let rate = Double(received - windowBytes) / span
        if rate < Double(minimumRate) {
            // A whole window (the no-data timeout's length) without a byte is that timeout, by its words.
            let error = HqmeError.timedOut(
                url: url,
                message: received == windowBytes
                    ? "no data for \(seconds(window)) s"
                    : "\(Int(rate.rounded(.down))) bytes/s over \(String(format: "%.1f", span)) s, "
                        + "under the minimum of \(minimumRate) bytes/s")
            failure = error
            throw error
        }
        windowStart = now
        windowBytes = received
    }

    private func elapsed(since start: ContinuousClock.Instant, to now: ContinuousClock.Instant) -> TimeInterval {
        let parts = (now - start).components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

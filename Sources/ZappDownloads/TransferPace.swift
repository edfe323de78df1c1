import Foundation

/// A transfer's minimum rate, as curl's low-speed limit: the bytes received in every window of
/// `window` must average `minimumRate` per second. A server that dribbles a byte every 20 s never
/// trips a 30 s no-data timeout; this fails it after one window instead of never.
final class TransferPace: @unchecked Sendable {
    // @unchecked: one transfer calls `check` in order on one thread (the URLSession delegate queue,
    // or the socket client's transfer thread).
    let url: URL
    let minimumRate: Int
    let window: TimeInterval
    private var windowStart = ContinuousClock.now
    private var windowBytes: Int64 = 0

    init(url: URL, minimumRate: Int, window: TimeInterval) {
        self.url = url
        self.minimumRate = minimumRate
        self.window = max(window, 0.001)
    }

    /// `received` is the transfer's byte count so far (head and body); throws ``HqmeError/timedOut(url:message:)``
    /// when a whole window went by under the minimum rate.
    func check(received: Int64) throws(HqmeError) {
        guard minimumRate > 0 else { return }
        let now = ContinuousClock.now
        let elapsed = (now - windowStart).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        guard seconds >= window else { return }
        let rate = Double(received - windowBytes) / seconds
        if rate < Double(minimumRate) {
            throw .timedOut(
                url: url,
                message: "\(Int(rate.rounded(.down))) bytes/s over \(String(format: "%.1f", seconds)) s, "
                    + "under the minimum of \(minimumRate) bytes/s")
        }
        windowStart = now
        windowBytes = received
    }
}

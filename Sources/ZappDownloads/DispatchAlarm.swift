import Dispatch
import Foundation

/// A timer on a Dispatch queue: it fires on time however busy Swift's cooperative pool is (two threads
/// on two cores, which other work may hold), so a deadline or a rate check never waits for a free one.
final class DispatchAlarm: @unchecked Sendable {
    // @unchecked: `didFire` is guarded by `lock`; a Dispatch source is thread-safe.
    private let source: DispatchSourceTimer
    private let lock = NSLock()
    private var didFire = false

    /// Calls `action` on a Dispatch thread `seconds` from now, then again after each delay it returns,
    /// until it returns nil or the alarm is cancelled.
    init(after seconds: TimeInterval, _ action: @escaping @Sendable () -> TimeInterval?) {
        source = DispatchSource.makeTimerSource(queue: .global())
        source.setEventHandler { [weak self] in
            guard let self else { return }
            lock.withLock { didFire = true }
            if let next = action() {
                source.schedule(deadline: Self.time(after: next))
            } else {
                source.cancel()
            }
        }
        source.schedule(deadline: Self.time(after: seconds))
        source.resume()
    }

    deinit { source.cancel() }

    /// Whether the action ran (at least once).
    var fired: Bool { lock.withLock { didFire } }

    /// No further firing; an action already running finishes.
    func cancel() { source.cancel() }

    /// A delay as a Dispatch time, clamped: negative or NaN is now, and a huge one is about 30 years.
    private static func time(after seconds: TimeInterval) -> DispatchTime {
        .now() + (seconds.isNaN ? 0 : min(max(seconds, 0), 1e9))
    }
}

import Foundation
import ScriptEngine

/// Where the panel and tracker read the time: sessions (1.5 h) and report timestamps.
///
/// Tests use ``ManualPanelClock`` so that session expiry takes no time and is exact.
public protocol PanelClock: Sendable {
    var now: Date { get }
}

/// The wall clock.
public struct SystemPanelClock: PanelClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that moves only when told to.
///
/// ```swift
/// let clock = ManualPanelClock()
/// clock.advance(by: .seconds(90 * 60))   // one whole session later
/// ```
public final class ManualPanelClock: PanelClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Starts at `start`; by default 2026-01-01T00:00:00Z, ScriptEngine's virtual epoch.
    public init(start: Date = Date(timeIntervalSince1970: 1_767_225_600)) {
        current = start
    }

    public var now: Date { lock.withLock { current } }

    public func advance(by duration: Duration) {
        lock.withLock { current = current.addingTimeInterval(max(0, duration.inSeconds)) }
    }
}

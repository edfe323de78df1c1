import Foundation
import ScriptEngine

/// Where the panel and tracker read the time: sessions (1.5 h) and report timestamps.
///
/// Tests use ``ManualPanelClock`` so that session expiry takes no time and is exact.
public protocol PanelClock: Sendable {
    /// The current time.
    var now: Date { get }
}

/// The wall clock.
public struct SystemPanelClock: PanelClock {
    /// The wall clock.
    public init() {}
    /// The current date.
    public var now: Date { Date() }
}

/// The panel's view of a `VirtualClock`: virtual time read as a date, moving only when told to.
///
/// Made alone it has a clock of its own; a stage (ShopStageTesting) makes one on the stage's
/// clock, so sessions expire as the stage's players and pages move.
///
/// ```swift
/// let clock = ManualPanelClock()
/// clock.advance(by: .seconds(90 * 60))   // one whole session later
/// ```
public final class ManualPanelClock: PanelClock, Sendable {
    /// The virtual clock read.
    public let clock: VirtualClock

    /// A clock of its own starting at `start`; by default 2026-01-01T00:00:00Z, ScriptEngine's virtual epoch.
    public init(start: Date = VirtualClock.defaultEpoch) {
        clock = VirtualClock(epoch: start)
    }

    /// Reads `clock` (a stage's): its epoch is the date at virtual time zero.
    public init(clock: VirtualClock) {
        self.clock = clock
    }

    /// The virtual clock's date: its epoch plus the virtual time elapsed.
    public var now: Date { clock.date }

    /// Virtual time since the clock's start.
    public var elapsed: Duration { clock.now }

    /// Moves the clock forward by `duration`; sessions older than 90 min − 5 s expire at the next request.
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
    }
}

extension ManualPanelClock: VirtualTimeDriven {
    /// The panel keeps no timers: sessions expire when a request reads the time.
    public var timeUntilNextTimer: Duration? { nil }

    /// Nothing runs on the panel's clock between requests.
    public func settle() {}
}

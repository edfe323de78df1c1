import ScriptEngine
import Synchronization
import Testing

/// One thing a recorder saw and the virtual time it arrived at.
public struct Recorded<Event: Sendable>: Sendable {
    /// Virtual time on the recorder's clock (zero without one).
    public var time: Duration
    /// What was recorded.
    public var event: Event
}

extension Recorded: Equatable where Event: Equatable {}

/// Records what an SDK hands the host, in arrival order, each with its virtual time; compares it
/// with what a test expected and says, readably, where the two part.
///
/// Made inside a stage's `run`, it stamps entries with the stage's clock. Thread-safe: a
/// notification posted on a download thread is recorded as one delivered on the main actor.
///
/// ```swift
/// let clicks = Recorder<eMarketerActionClicked>()
/// action.renderOnWebkitView(webView, clickedCallback: clicks.record)
/// try webView.click(selector: ".title")
/// clicks.expect([eMarketerActionClicked(actionId: 7, href: "https://shop.example/p/42", status: "product", arg: "sku-42")])
/// ```
public final class Recorder<Event: Sendable>: Sendable {
    private let entries = Mutex<[Recorded<Event>]>([])
    /// Where entries take their time from.
    public let clock: VirtualClock?

    /// - Parameter clock: stamps each entry; by default the running stage's (none outside a stage).
    public init(clock: VirtualClock? = StageScope.current?.clock) {
        self.clock = clock
    }

    /// Records `event` at the clock's current time.
    public func record(_ event: Event) {
        record(event, at: clock?.now ?? .zero)
    }

    /// Records `event` at `time` (for what carries its own time, such as a panel report).
    public func record(_ event: Event, at time: Duration) {
        entries.withLock { $0.append(Recorded(time: time, event: event)) }
    }

    /// Everything recorded, oldest first, with times.
    public var recorded: [Recorded<Event>] { entries.withLock { $0 } }

    /// The events recorded, oldest first.
    public var events: [Event] { recorded.map(\.event) }

    /// Forgets everything recorded so far.
    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }
}

extension Recorder where Event: Equatable {
    /// Nil when exactly `expected` arrived, in order; otherwise a table of what was expected
    /// against what arrived (with virtual times), each differing row marked. For XCTest:
    /// `XCTAssertNil(recorder.difference(from: expected))`.
    public func difference(from expected: [Event]) -> String? {
        RecordingDiff.table(expected: expected, arrived: recorded, matches: ==)
    }

    /// Records an issue (Swift Testing's `Issue.record`, at the caller's source location) when
    /// what arrived is not exactly `expected`, in order; the issue shows the table of
    /// ``difference(from:)``.
    public func expect(_ expected: [Event], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let table = difference(from: expected) else { return }
        RecordingDiff.fail(table, at: sourceLocation)
    }
}

extension Recorder {
    /// Nil when what arrived, compared by `key`, is exactly `expected`; otherwise the table.
    /// For events with more fields than a test cares about: `recorder.difference(in: \.name, from: ["ready"])`.
    public func difference<Key: Equatable & Sendable>(in key: (Event) -> Key, from expected: [Key]) -> String? {
        let arrived = recorded.map { Recorded(time: $0.time, event: key($0.event)) }
        return RecordingDiff.table(expected: expected, arrived: arrived, matches: ==)
    }

    /// ``expect(_:sourceLocation:)`` comparing only `key` of each event.
    public func expect<Key: Equatable & Sendable>(
        _ key: (Event) -> Key, _ expected: [Key], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let table = difference(in: key, from: expected) else { return }
        RecordingDiff.fail(table, at: sourceLocation)
    }
}

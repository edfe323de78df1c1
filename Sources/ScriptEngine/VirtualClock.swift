#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif
import Foundation
import HeapModule
import Synchronization

/// A context's virtual time as JavaScript reads it: a one-element `Float64Array` whose element Swift
/// writes whenever the time moves. `Date.now()`, `performance.now()` and every event's `timeStamp`
/// read the clock; as a host function call each read cost some 0.4 µs (half of making an `Event`),
/// as an element read it costs nothing worth counting. Only ShopStage's own code (the prelude, the
/// DOM's realm) holds the array: no page can write the time.
///
/// The memory is JavaScriptCore's own (the array is made with its length, not over bytes Swift
/// allocated): an array over outside memory would switch off JavaScriptCore's primitive Gigacage for
/// the whole process, under the feet of the other threads' VMs. Asking for the bytes pins the
/// array's buffer (it can no longer be detached or moved), and the context protects the array until
/// it goes (its deinit unprotects it), so the pointer stays valid for every write.
struct ClockCell {
    let array: JSObjectRef
    private let time: UnsafeMutablePointer<Double>

    /// A new clock at 0, made in `context` and protected; nil when JavaScriptCore cannot make the array.
    init?(in context: JSGlobalContextRef) {
        guard let array = JSObjectMakeTypedArray(context, kJSTypedArrayTypeFloat64Array, 1, nil) else { return nil }
        JSValueProtect(context, array)
        guard JSObjectGetTypedArrayByteLength(context, array, nil) == MemoryLayout<Double>.size,
            let bytes = JSObjectGetTypedArrayBytesPtr(context, array, nil)
        else {
            JSValueUnprotect(context, array)
            return nil
        }
        let time = bytes.bindMemory(to: Double.self, capacity: 1)
        time.pointee = 0
        self.array = array
        self.time = time
    }

    /// Virtual milliseconds since the context was created.
    var milliseconds: Double {
        get { time.pointee }
        nonmutating set { time.pointee = newValue }
    }
}

/// The timers of one context, on virtual time: nothing sleeps, Swift moves time forward.
/// Timers fire in order of due time, ties in the order they were scheduled.
struct TimerQueue {
    struct Entry: Comparable {
        var due: Double
        var sequence: UInt64
        var id: Int
        var callback: JSValueRef
        var arguments: JSValueRef
        var interval: Double?

        static func < (a: Entry, b: Entry) -> Bool { (a.due, a.sequence) < (b.due, b.sequence) }
        static func == (a: Entry, b: Entry) -> Bool { a.sequence == b.sequence }
    }

    /// The clock JavaScript reads, which `now` keeps.
    let clock: ClockCell
    /// Virtual milliseconds since the context was created.
    var now: Double = 0 { didSet { clock.milliseconds = now } }

    init(clock: ClockCell) { self.clock = clock }
    var heap = Heap<Entry>()
    var live = Set<Int>()
    var nextID = 1
    var nextSequence: UInt64 = 0

    mutating func add(callback: JSValueRef, arguments: JSValueRef, delay: Double, interval: Double?) -> Int {
        let id = nextID
        nextID += 1
        insert(Entry(due: now + delay, sequence: 0, id: id, callback: callback, arguments: arguments, interval: interval))
        live.insert(id)
        return id
    }

    mutating func insert(_ entry: Entry) {
        var entry = entry
        entry.sequence = nextSequence
        nextSequence += 1
        heap.insert(entry)
    }

    mutating func cancel(_ id: Int) { live.remove(id) }

    /// The next live timer due at or before `deadline`, removed from the queue.
    mutating func popDue(before deadline: Double, in context: JSGlobalContextRef) -> Entry? {
        while let first = heap.min, first.due <= deadline {
            let entry = heap.removeMin()
            if live.contains(entry.id) { return entry }
            JSValueUnprotect(context, entry.callback)
            JSValueUnprotect(context, entry.arguments)
        }
        return nil
    }

    var pendingCount: Int { heap.unordered.filter { live.contains($0.id) }.count }

    /// The due time of the next live timer, dropping cleared ones from the front.
    mutating func nextDue(in context: JSGlobalContextRef) -> Double? {
        while let first = heap.min {
            if live.contains(first.id) { return first.due }
            let entry = heap.removeMin()
            JSValueUnprotect(context, entry.callback)
            JSValueUnprotect(context, entry.arguments)
        }
        return nil
    }

    mutating func removeAll(unprotectingIn context: JSGlobalContextRef) {
        for entry in heap.unordered {
            JSValueUnprotect(context, entry.callback)
            JSValueUnprotect(context, entry.arguments)
        }
        heap = Heap()
        live.removeAll()
    }
}

extension ScriptContext {
    /// The default most timer callbacks one ``advance(by:maxCallbacks:)`` or ``runUntilIdle(limit:)`` may run.
    public static let defaultTimerCallbackLimit = 100_000

    /// Virtual time since the context was created.
    public var now: Duration { .milliseconds(clamping: timers.now) }

    /// Virtual time since the context was created in milliseconds, exactly as `performance.now()` gives it.
    public var nowMilliseconds: Double { timers.now }

    /// The clock as this context's JavaScript reads it (``ClockCell``), for an embedder's own code
    /// that keeps time with the page (HeadlessWebView's DOM: events' time stamps, animations).
    package var clockArray: ScriptHandle { ScriptHandle(context: self, ref: timers.clock.array) }

    /// How many timers are scheduled and not cleared.
    public var pendingTimerCount: Int { timers.pendingCount }

    /// The virtual time at which the next timer not cleared falls due, or `nil` when none is scheduled.
    /// Lets a host advance timer by timer and react between them.
    public var nextTimerDue: Duration? {
        timers.nextDue(in: ref).map { .milliseconds(clamping: $0) }
    }

    func scheduleTimer(callback: JSValueRef, delay: Double, repeats: Bool, arguments: JSValueRef) -> Int {
        JSValueProtect(ref, callback)
        JSValueProtect(ref, arguments)
        // An interval of 0 would never let time move on; browsers clamp too.
        return timers.add(
            callback: callback, arguments: arguments, delay: delay, interval: repeats ? max(delay, 1) : nil)
    }

    /// Moves virtual time forward by `duration`, firing every timer that falls due, in order.
    ///
    /// An exception in a timer callback is reported (console error, ``uncaughtErrors``) and the
    /// others still run, as in a browser. A callback that runs past the time limit stops the
    /// advance with ``ScriptError/timeLimitExceeded(limit:sourceName:)``, and so do callbacks that
    /// together run past ``Configuration/pageTimeLimit`` (the timers not yet run stay queued).
    public func advance(by duration: Duration, maxCallbacks: Int = ScriptContext.defaultTimerCallbackLimit) throws {
        try advance(by: duration, maxCallbacks: maxCallbacks, budget: pageBudget(for: "<the timers of one advance>"))
    }

    /// ``advance(by:maxCallbacks:)`` under a budget shared with other advances (a settle's steps).
    func advance(by duration: Duration, maxCallbacks: Int, budget: PageBudget) throws {
        let deadline = timers.now + max(0, duration.inMilliseconds)
        var fired = 0
        while let entry = timers.popDue(before: deadline, in: ref) {
            fired += 1
            if fired > maxCallbacks {
                timers.insert(entry)
                throw ScriptError.timerLimitExceeded(limit: maxCallbacks)
            }
            try fire(entry)
            try budget.check()
        }
        timers.now = deadline
    }

    /// Fires the timers that are due now (time does not move) — a settle step.
    public func runDueTimers() throws {
        try advance(by: .zero)
    }

    /// Runs timers, moving time to each one's due time, until none is left.
    ///
    /// - Parameter limit: the most callbacks to run; an interval that never stops ends in
    ///   ``ScriptError/timerLimitExceeded(limit:)`` rather than a hang.
    public func runUntilIdle(limit: Int = 10_000) throws {
        let budget = pageBudget(for: "<the timers of one advance>")
        var fired = 0
        while let due = timers.nextDue(in: ref) {
            guard let entry = timers.popDue(before: due, in: ref) else { break }
            fired += 1
            if fired > limit {
                timers.insert(entry)
                throw ScriptError.timerLimitExceeded(limit: limit)
            }
            timers.now = max(timers.now, entry.due)
            try fire(entry)
            try budget.check()
        }
    }

    private func fire(_ entry: TimerQueue.Entry) throws {
        timers.now = max(timers.now, entry.due)
        if let interval = entry.interval {
            var next = entry
            next.due = entry.due + interval
            timers.insert(next)
        } else {
            timers.live.remove(entry.id)
        }
        defer {
            if entry.interval == nil {
                JSValueUnprotect(ref, entry.callback)
                JSValueUnprotect(ref, entry.arguments)
            }
        }
        do {
            _ = try enter(sourceName: "<timer \(entry.id)>") { exception in
                if let function = JSValueToObject(ref, entry.callback, nil), JSObjectIsFunction(ref, function) {
                    let argumentsObject = JSValueToObject(ref, entry.arguments, nil)
                    // The prelude's own rest-parameter array: a count JavaScript made, read without a trap.
                    let count = argumentsObject.map { object in
                        JavaScriptNumber.clampedInteger(
                            JSValueToNumber(ref, "length".withJSString { JSObjectGetProperty(ref, object, $0, nil) }, nil),
                            as: UInt32.self)
                    } ?? 0
                    let args: [JSValueRef?] = (0..<count).map { index in
                        argumentsObject.flatMap { JSObjectGetPropertyAtIndex(ref, $0, index, nil) }
                    }
                    return args.withUnsafeBufferPointer {
                        JSObjectCallAsFunction(ref, function, nil, $0.count, $0.baseAddress, &exception)
                    }
                }
                // setTimeout("code") evaluates the string, as browsers do.
                let code = displayString(entry.callback)
                return code.withJSString { script in
                    "<timer>".withJSString { JSEvaluateScript(ref, script, nil, $0, 1, &exception) }
                }
            }
        } catch ScriptError.timeLimitExceeded(let limit, let sourceName) {
            throw ScriptError.timeLimitExceeded(limit: limit, sourceName: sourceName)
        } catch let error as ScriptError {
            reportUncaught(error)
        }
    }
}

/// ShopStage's one clock type: virtual time as a `Duration` that moves only when told to.
///
/// A stage's players, web views and panel all go by one (ShopStageTesting's `Stage`); the e-Marketer
/// panel reads it as a `Date` from ``epoch``. Thread-safe.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.advance(by: .seconds(90 * 60))
/// clock.date   // 2026-01-01T01:30:00Z
/// ```
public final class VirtualClock: Sendable {
    /// 2026-01-01T00:00:00Z: the `Date.now()` of a script context at virtual time zero.
    public static let defaultEpoch = Date(timeIntervalSince1970: 1_767_225_600)

    /// The date at virtual time zero.
    public let epoch: Date
    private let elapsed = Mutex<Duration>(.zero)

    /// A clock at virtual time zero, whose date then is `epoch` (2026-01-01T00:00:00Z by default).
    public init(epoch: Date = VirtualClock.defaultEpoch) {
        self.epoch = epoch
    }

    /// Virtual time since the clock was made.
    public var now: Duration { elapsed.withLock { $0 } }

    /// ``now`` as a date: ``epoch`` plus the virtual time.
    public var date: Date { epoch.addingTimeInterval(now.inSeconds) }

    /// Moves the clock forward by `duration` (a negative one does nothing: time never runs back).
    public func advance(by duration: Duration) {
        elapsed.withLock { $0 += max(duration, .zero) }
    }
}

/// What runs on virtual time, with one shape for moving it: players, web views, the panel's clock
/// and a whole stage. Each keeps its existing spelling (`advance(by:)` may be synchronous or not
/// throw); this protocol lets one driver move them together.
@MainActor
public protocol VirtualTimeDriven: AnyObject {
    /// How long until the next timer falls due (zero when one is due now); nil when none is scheduled.
    var timeUntilNextTimer: Duration? { get }
    /// Moves virtual time forward by `duration`, firing what falls due, in order.
    func advance(by duration: Duration) async throws
    /// Runs what is due now and lets the work it started finish; time does not move.
    func settle() async throws
}

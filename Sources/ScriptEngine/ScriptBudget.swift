#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The time a script has used, as the time limits count it: the CPU time of the thread running it,
/// not wall-clock time, so a script is not stopped because other work (a parallel test, a loaded
/// CI machine) kept it waiting for a core. A wall-clock backstop, ``wallClockFactor`` times the
/// limit, still ends a script that uses no CPU while it runs (one starved or blocked in a host
/// function).
///
/// JavaScriptCore's watchdog counts the same clock (it checks the thread's CPU time before it asks
/// ShopStage's callback); ShopStage's own checks — a chain of microtasks, the callbacks of one
/// `advance` — start one of these. A top-level entry's budget starts from the thread's last
/// reading when it is recent (``init(reusing:tolerance:)``): an anchor action's operation makes
/// some twenty entries, and each reading is a system call.
struct ScriptBudget {
    /// How many times the limit a script may take in wall-clock time.
    static let wallClockFactor = 10

    private let cpuStart: Duration
    private let wallStart: ContinuousClock.Instant

    /// Starts counting now, on the calling thread (the one that runs the script).
    init() {
        cpuStart = Self.threadCPUTime
        wallStart = ContinuousClock.now
    }

    /// Starts counting now, on the calling thread, from `reading` when it is this thread's and at most
    /// `tolerance` of wall-clock time old (else from a new reading, kept in `reading`). Reading the
    /// CPU time is a system call, and a page's top-level entries come by the dozen within a
    /// millisecond: an older reading counts, at most, the CPU time the thread used in between
    /// (`tolerance` at most) as the entry's, a stop that much early, never late.
    init(reusing reading: inout CPUTimeReading?, tolerance: Duration) {
        let wall = ContinuousClock.now
        let thread = pthread_self()
        if let reading, pthread_equal(reading.thread, thread) != 0, wall - reading.wall <= tolerance {
            cpuStart = reading.cpu
        } else {
            let cpu = Self.threadCPUTime
            reading = CPUTimeReading(thread: thread, wall: wall, cpu: cpu)
            cpuStart = cpu
        }
        wallStart = wall
    }

    /// CPU time used on the calling thread since the budget started.
    var cpuElapsed: Duration { Self.threadCPUTime - cpuStart }
    /// Wall-clock time since the budget started.
    var wallElapsed: Duration { ContinuousClock.now - wallStart }

    /// Whether a script given `limit` has used it up: `limit` of CPU time, or the backstop's wall-clock time.
    /// A thread's CPU time cannot run ahead of the wall clock, so within `limit` of wall-clock time it is
    /// not asked for: reading it is a system call (0.6 µs here), and the checks between a page's
    /// scripts and jobs come by the hundred per page.
    func isExceeded(_ limit: Duration) -> Bool {
        let wall = wallElapsed
        guard wall > limit else { return false }
        return wall > limit * Self.wallClockFactor || cpuElapsed > limit
    }

    /// The calling thread's CPU time (user and system).
    static var threadCPUTime: Duration {
        var spec = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec) == 0 else { return .zero }
        return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
    }
}

/// A thread's CPU time as read at an instant of the wall clock (``ScriptBudget/init(reusing:tolerance:)``).
struct CPUTimeReading: Sendable {
    let thread: pthread_t
    let wall: ContinuousClock.Instant
    let cpu: Duration
}

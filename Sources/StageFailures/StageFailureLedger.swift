import Synchronization

/// Serials of ``StageFailure/Origin``: one counter for the process, so no two origins are equal.
let originSerials = Atomic<Int>(0)

/// Where the SDK objects made inside one stage's `run` report their ``StageFailure``s. An object takes
/// the ledger of the task that makes it (``current``), so failures outlive objects a test has dropped.
///
/// ```swift
/// let ledger = StageFailureLedger()
/// StageFailureLedger.$current.withValue(ledger) {
///     // players, web views and downloads started here report to `ledger`
/// }
/// let unexamined = ledger.take()
/// ```
public final class StageFailureLedger: Sendable {
    /// The ledger of the running stage, or nil outside one.
    @TaskLocal public static var current: StageFailureLedger?
    private let failures = Mutex<[StageFailure]>([])
    /// Callbacks waiting for an answer, by a key the player makes unique; what is left at the end fails.
    private let waiting = Mutex<[String: StageFailure]>([:])

    /// An empty ledger.
    public init() {}

    /// Adds `failure` to what ``take()`` returns.
    public func report(_ failure: StageFailure) {
        failures.withLock { $0.append(failure) }
    }

    /// A callback starts waiting: `failure` is what it becomes if nothing closes `key` before ``take()``.
    public func callbackOpened(key: String, _ failure: StageFailure) {
        _ = waiting.withLock { $0.updateValue(failure, forKey: key) }
    }

    /// A callback was answered, timed out (reported on its own) or dropped.
    public func callbackClosed(key: String) {
        _ = waiting.withLock { $0.removeValue(forKey: key) }
    }

    /// The test looked at what `origin` reports of `kind` (read its hydrations, its page errors, its
    /// pending callbacks…): the failures of that kind it reported so far are ``StageFailure/isExamined``.
    public func acknowledge(_ kind: StageFailure.Kind, from origin: StageFailure.Origin) {
        failures.withLock { list in
            for index in list.indices where list[index].kind == kind && list[index].origin == origin {
                list[index].isExamined = true
            }
        }
        waiting.withLock { open in
            for (key, failure) in open where failure.kind == kind && failure.origin == origin {
                open[key]?.isExamined = true
            }
        }
    }

    /// Everything reported since the last call, oldest first, then the callbacks still waiting (by
    /// time); the ledger is empty afterwards.
    public func take() -> [StageFailure] {
        let reported = failures.withLock { list in
            defer { list.removeAll() }
            return list
        }
        let unanswered = waiting.withLock { open in
            defer { open.removeAll() }
            return open.values.sorted { $0.time < $1.time }
        }
        return reported + unanswered
    }
}

/// An SDK object that hands its ledger its failures only when asked: a web view's page errors,
/// reported when the stage's run ends (the stage asks its members) or when the web view goes.
@MainActor
public protocol StageFailureSource: AnyObject {
    /// Reports to the ledger the failures not reported before, those the test looked at marked
    /// ``StageFailure/isExamined``.
    func reportHeldFailures()
}

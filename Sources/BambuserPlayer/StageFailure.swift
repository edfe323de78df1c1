import Synchronization

/// A failure a player met that its host may never have looked at: a hydration rejected inside the
/// host's own `Task { try await invoke(…) }`, or a callback nobody answered. ShopStageTesting's
/// `Stage.run` fails the test with each one the test did not declare expected.
public struct StageFailure: Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure; the raw value is how ``description`` names it.
    public enum Kind: String, Sendable, Hashable {
        /// `updateProductWithData` was rejected, whatever the cause (syntax error, missing field, exception).
        case hydrationRejected = "hydration rejected"
        /// An event's `callbackKey` was not answered with `notify` within 30 s.
        case callbackTimedOut = "callback timed out"
        /// An event's `callbackKey` was still waiting for `notify` when the run ended (the player was
        /// neither cleaned up nor reset, which drop what is waiting).
        case callbackUnanswered = "callback unanswered"
    }

    /// What kind of failure.
    public var kind: Kind
    /// Who failed: `Bambuser player "spring-live"`.
    public var source: String
    /// What failed: the product id of a hydration, the event type of a callback.
    public var subject: String
    /// The error, as the player reported it.
    public var message: String
    /// Virtual time of the failure on the player's clock.
    public var time: Duration

    /// A failure with every field (the player makes its own; this is for tests and tools).
    public init(kind: Kind, source: String, subject: String, message: String, time: Duration) {
        self.kind = kind
        self.source = source
        self.subject = subject
        self.message = message
        self.time = time
    }

    /// `Bambuser player "spring-live", hydration rejected (bmb-1) at 2.0 seconds: …`.
    public var description: String {
        "\(source), \(kind.rawValue) (\(subject)) at \(time): \(message)"
    }
}

/// Where the players made inside one stage's `run` report their ``StageFailure``s. A player takes
/// the ledger of the task that makes it, so failures outlive players a test has already dropped.
public final class StageFailureLedger: Sendable {
    /// The ledger of the running stage, or nil outside one.
    @TaskLocal public static var current: StageFailureLedger?
    private let failures = Mutex<[StageFailure]>([])
    /// Callbacks waiting for an answer, by a key the player makes unique; what is left at the end fails.
    private let waiting = Mutex<[String: StageFailure]>([:])

    /// An empty ledger (ShopStageTesting's `Stage` makes one per stage).
    public init() {}

    /// Adds a failure.
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

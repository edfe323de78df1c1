import Synchronization

/// A failure a player met that its host may never have looked at: a hydration rejected inside the
/// host's own `Task { try await invoke(…) }`, or a callback nobody answered. ShopStageTesting's
/// `Stage.run` fails the test with each one the test did not declare expected.
public struct StageFailure: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// `updateProductWithData` was rejected, whatever the cause (syntax error, missing field, exception).
        case hydrationRejected = "hydration rejected"
        /// An event's `callbackKey` was not answered with `notify` within 30 s.
        case callbackTimedOut = "callback timed out"
    }

    public var kind: Kind
    /// Who failed: `Bambuser player "spring-live"`.
    public var source: String
    /// What failed: the product id of a hydration, the event type of a callback.
    public var subject: String
    /// The error, as the player reported it.
    public var message: String
    /// Virtual time of the failure on the player's clock.
    public var time: Duration

    public init(kind: Kind, source: String, subject: String, message: String, time: Duration) {
        self.kind = kind
        self.source = source
        self.subject = subject
        self.message = message
        self.time = time
    }

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

    public init() {}

    public func report(_ failure: StageFailure) {
        failures.withLock { $0.append(failure) }
    }

    /// Everything reported since the last call, oldest first; the ledger is empty afterwards.
    public func take() -> [StageFailure] {
        failures.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}

import ScriptEngine

/// One thing that happened in a player, at a virtual time. `shopstage run --events-jsonl`
/// writes these, one JSON object a line.
public struct PlayerLogEntry: Sendable, Hashable, Codable {
    /// What an entry records; the raw value is what `--events-jsonl` writes (`invoke-failed`, …).
    public enum Kind: String, Sendable, Hashable, Codable {
        /// An event the player sent (`name` is its type); `delivered` says whether the events filter let it through.
        case event
        /// `invoke(function:arguments:)` was called; `details` holds the arguments string.
        case invoke
        /// `invoke` failed (syntax error, unknown function, rejection…); `details` holds the message.
        case invokeFailed = "invoke-failed"
        /// A hydration was accepted; `details` is the product the viewer now sees.
        case hydrationAccepted = "hydration-accepted"
        /// A hydration was rejected; `details` lists `{path, message}`.
        case hydrationRejected = "hydration-rejected"
        /// The app answered a callback with `notify(callbackKey:info:)`.
        case notify
        /// The player's own record: `callback-timeout`, `cart-answer`.
        case player
        /// `onVideoStatusChanged`.
        case status
        /// `onErrorOccurred`.
        case error
    }

    /// Seconds of virtual time since the player was created.
    public var time: Double
    /// What happened.
    public var kind: Kind
    /// The event type, function name, product id, callback key or state.
    public var name: String
    /// The entry's data: the event's data, the arguments, the product, the violations or the message.
    public var details: ScriptValue
    /// For events: whether the delegate was sent it.
    public var delivered: Bool?

    /// An entry with every field (the player makes its own; this is for tests and tools).
    public init(time: Double, kind: Kind, name: String, details: ScriptValue = .undefined, delivered: Bool? = nil) {
        self.time = time
        self.kind = kind
        self.name = name
        self.details = details
        self.delivered = delivered
    }
}

/// The tracker's closed actions, counted as the SDK counts them: `dontShowSessions` by action id.
///
/// A close blocks only when its argument is a whole number above 0, and the last close of an
/// action wins. At the first response of each new session every count goes down by one and the
/// ones that reach 0 are dropped; only then are the response's actions filtered. So `n` hides the
/// action in the responses of the current session and of the next `n − 1`.
struct BlockedActions: Sendable, Equatable {
    private(set) var remaining: [Int: Int] = [:]

    /// A close with `arg` as sent: `"2"` blocks for 2; `"0"`, `"-1"`, `" 2 "`, `""` and `"abc"` block nothing.
    mutating func close(actionId: Int, arg: String) {
        guard let sessions = Int(arg), sessions > 0 else { return }
        remaining[actionId] = sessions
    }

    /// A new session began.
    mutating func newSession() {
        remaining = remaining.compactMapValues { $0 > 1 ? $0 - 1 : nil }
    }

    func blocks(_ actionId: Int) -> Bool { remaining[actionId] != nil }
}

/// Tells the player when a delegate call ran through every spelling's default to ShopStage's own,
/// so a delegate that implements no spelling of a required method is reported, not silent.
@MainActor
enum UnimplementedDelegateMethod {
    private static var last: String?

    /// Called by the last default of a chain of spellings.
    static func reached(_ method: String) { last = method }

    /// Runs `call` and returns the method whose defaults it fell through to, if any.
    static func fellThrough(_ call: () -> Void) -> String? {
        last = nil
        call()
        defer { last = nil }
        return last
    }
}

import ScriptEngine

/// The player on the shape every virtual-time object shares (``VirtualTimeDriven``): a stage
/// moves it with its web views and other players.
extension PlayerViewController: VirtualTimeDriven {
    /// How long until the player's next timer (milestone, auto-advance, CTA deadline) falls due.
    public var timeUntilNextTimer: Duration? { context.nextTimerDue.map { $0 - context.now } }
}

import ScriptEngine

/// The player on the shape every virtual-time object shares (``VirtualTimeDriven``): a stage
/// moves it with its web views and other players.
extension HeadlessBambuserPlayerView: VirtualTimeDriven {
    /// How long until the player's next timer (show timeline, callback time-out) falls due.
    public var timeUntilNextTimer: Duration? {
        context.flatMap { context in context.nextTimerDue.map { $0 - context.now } }
    }

    /// ``advance(by:step:)`` in steps of 250 ms; `.zero` runs the timers due now.
    public func advance(by duration: Duration) async throws {
        guard duration > .zero else {
            let context = try requireContext()
            await settle()
            try context.runDueTimers()
            await settle()
            return
        }
        try await advance(by: duration, step: .milliseconds(250))
    }
}

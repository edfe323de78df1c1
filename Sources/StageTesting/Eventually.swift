/// Polls `condition` on the main actor every 5 ms until it holds or `timeout` of wall-clock time
/// passes, for what happens outside virtual time (downloads, child processes, sockets).
///
/// The timeout is generous on purpose: a test shares the main actor with every other main-actor
/// test of the run, and a turn of it can wait seconds on a busy machine. It costs nothing when the
/// condition comes true.
@MainActor
public func eventually(timeout: Duration = .seconds(120), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}

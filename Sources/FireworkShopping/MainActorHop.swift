import Foundation
import HostThreads

/// Runs host-facing work on the main actor from whatever thread the host calls on.
///
/// The real SDK's hydrator and CTA handler carry no actor: a host may call them from a network
/// completion. On the main thread the work runs at once (tests stay synchronous and deterministic);
/// from another thread it is queued to the main actor, and ``settled()`` waits for what is queued.
final class MainActorHop: @unchecked Sendable {
    // Guarded by `lock`: tasks queued from other threads and not yet awaited.
    private var queued: [Task<Void, Never>] = []
    private let lock = NSLock()

    func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if HostThreads.MainActorHop.isOnMainQueue {
            MainActor.assumeIsolated { body() }
            return
        }
        let task = Task { @MainActor in body() }
        lock.withLock { queued.append(task) }
    }

    /// Returns once every hop queued so far, and any they queue, has run.
    func settled() async {
        while let task = lock.withLock({ queued.isEmpty ? nil : queued.removeFirst() }) {
            await task.value
        }
    }
}

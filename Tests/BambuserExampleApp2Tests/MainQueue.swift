import Dispatch

/// `swift test` on Linux runs main-actor work off the main thread and never drains the main dispatch
/// queue, so the example's `DispatchQueue.main.asyncAfter(deadline: .now() + 2) { … }` would never
/// run. This stand-in shadows Dispatch's `DispatchQueue` in this test target only (the host code is
/// unchanged): the work runs on the main actor after the same delay, as on a phone's main queue.
enum DispatchQueue {
    static let main = MainQueue()
}

struct MainQueue {
    func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        let now = DispatchTime.now().uptimeNanoseconds
        let delay = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: delay)
            work()
        }
    }
}

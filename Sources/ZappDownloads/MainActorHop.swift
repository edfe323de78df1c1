import Dispatch
import Foundation

/// Runs `body` on the main actor and returns its result: at once when the caller is already on the main
/// queue, else synchronously through it.
///
/// The real SDK's connector and button protocols are Objective-C ones with no actor, so host code calls
/// them from wherever it runs, a network completion included; ShopStage's manager and button keep their
/// state on the main actor, and their protocol witnesses come through here instead of trapping.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if MainQueue.isCurrent { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// Whether the caller runs on the main queue. `Thread.isMainThread` is not enough: once a program calls
/// `dispatchMain()` (an async `main`, a command-line tool), a worker thread drains the main queue, and
/// a `sync` onto it from there would deadlock.
private enum MainQueue {
    static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: marker) == true
    }
}

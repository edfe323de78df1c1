import Dispatch
import Foundation

/// Runs work on the main actor from whatever thread host code calls on.
///
/// The real SDKs' protocols and handlers carry no actor (Objective-C protocols, a hydrator a host
/// may call from a network completion), while ShopStage keeps their state on the main actor, as UIKit
/// keeps a view's. Their witnesses come through here instead of trapping. FireworkShopping, ZappDownloads
/// and the command line share this one rule.
public enum MainActorHop {
    /// Whether the caller runs on the main queue, the main actor's executor. `Thread.isMainThread` is
    /// not enough: once a program calls `dispatchMain()` (an async `main`, a command-line tool) or runs
    /// under Swift Testing on Linux, another thread drains the main queue, and a `sync` onto it from
    /// there would deadlock.
    public static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker) == true
    }

    /// Runs `body` on the main actor and returns its result: at once when the caller is on the main
    /// queue, else synchronously through it.
    public static func sync<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        if isOnMainQueue { return try MainActor.assumeIsolated(body) }
        return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
    }

    private static let mainQueueMarker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

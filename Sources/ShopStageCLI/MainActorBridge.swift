import Dispatch
import Foundation

/// Runs `body` on the main actor from synchronous command code and waits for it.
///
/// The SDK stand-ins are `@MainActor`, like UIKit, but a command's `run()` under an
/// `AsyncParsableCommand` root runs on a global executor thread: hop to the main queue (the
/// main actor's executor) when not already there.
func runOnMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread {
        return try MainActor.assumeIsolated { try body() }
    }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated { try body() } }
}

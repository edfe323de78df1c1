import Foundation

/// Lets as many stages be built at once as the machine has cores. Tests running in parallel all
/// ask for their stage at the start; built all at once, hundreds of VMs would be alive together
/// and share the cores with the main actor, where the tests' pages run.
actor StageBuilds {
    static let shared = StageBuilds(width: ProcessInfo.processInfo.activeProcessorCount)

    private let width: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) {
        self.width = max(1, width)
    }

    /// Waits until fewer than `width` builds are running, and counts this one.
    func enter() async {
        if running < width {
            running += 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// Ends a build: the next waiting one starts.
    func leave() {
        if waiting.isEmpty { running -= 1 } else { waiting.removeFirst().resume() }
    }
}

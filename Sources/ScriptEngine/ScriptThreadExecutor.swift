import Foundation

/// A serial executor with a thread of its own: JavaScript run on it (which may loop until the time
/// limit, or wait on the host) never holds one of the few threads Swift's cooperative pool has, so
/// contexts on two such executors run in parallel whatever else the process is doing.
///
/// The thread ends when the executor is released, after the jobs it was given.
final class ScriptThreadExecutor: SerialExecutor {
    /// The queue the executor fills and its thread empties.
    private final class Queue: @unchecked Sendable {
        // @unchecked: `jobs` and `stopped` are read and written under `condition` only.
        let condition = NSCondition()
        var jobs: [UnownedJob] = []
        var stopped = false
    }

    private let queue = Queue()

    init(name: String) {
        let queue = queue
        // Unowned: a job is queued only by a task of the actor that holds this executor, so the
        // executor is alive whenever there is a job to run; the thread touches it only then.
        unowned(unsafe) let executor = self
        let thread = Thread {
            while true {
                queue.condition.lock()
                while queue.jobs.isEmpty && !queue.stopped { queue.condition.wait() }
                guard !queue.jobs.isEmpty else {
                    queue.condition.unlock()
                    return
                }
                let job = queue.jobs.removeFirst()
                queue.condition.unlock()
                job.runSynchronously(on: executor.asUnownedSerialExecutor())
            }
        }
        thread.name = name
        thread.start()
    }

    deinit {
        queue.condition.lock()
        queue.stopped = true
        queue.condition.signal()
        queue.condition.unlock()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.condition.lock()
        queue.jobs.append(job)
        queue.condition.signal()
        queue.condition.unlock()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}

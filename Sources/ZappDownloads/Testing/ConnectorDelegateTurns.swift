import Foundation

extension ZAAppConnector {
    /// Runs `body` with `delegate` as the shared connector's `hqmeDelegate`, then puts back the one
    /// before; bodies run one at a time in the whole process.
    ///
    /// `ZAAppConnector.sharedInstance()` is one object per process, and test suites run in parallel:
    /// tests of host code that reaches the manager through the connector take turns through this.
    ///
    /// ```swift
    /// @Test @MainActor func tapStartsTheDownload() async throws {
    ///     let manager = try HqmeDownloadManager(directory: scratch)
    ///     try await ZAAppConnector.withHqmeDelegate(manager) {
    ///         cell.button.hqmeButtonTapped()
    ///         _ = await manager.waitUntilFinished(identifier: "ep-1")
    ///     }
    /// }
    /// ```
    @MainActor
    public static func withHqmeDelegate<Result>(
        _ delegate: (any ZAAppDelegateConnectorHqmeProtocol)?, _ body: @MainActor () async throws -> Result
    ) async rethrows -> Result {
        await ConnectorTurns.shared.begin()
        let connector = sharedInstance()
        let previous = connector.hqmeDelegate
        connector.hqmeDelegate = delegate
        defer {
            connector.hqmeDelegate = previous
            ConnectorTurns.shared.end()
        }
        return try await body()
    }
}

/// A first-come first-served turn on the main actor.
@MainActor
private final class ConnectorTurns {
    static let shared = ConnectorTurns()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func begin() async {
        guard busy else {
            busy = true
            return
        }
        // `end` hands the turn over without clearing `busy`.
        await withCheckedContinuation { waiting.append($0) }
    }

    func end() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

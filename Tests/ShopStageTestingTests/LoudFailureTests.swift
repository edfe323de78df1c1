import BambuserPlayer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing
import ZappDownloads

// A stage's run records, at the run's line, each failure an SDK surfaced that the test neither looked
// at nor declared expected: one kind per test, unexamined, declared, and looked at.
@MainActor
struct LoudFailureTests {
    /// The text of an issue the run recorded.
    nonisolated static func text(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    func lenientView() -> HeadlessBambuserPlayerView {
        let player = BambuserVideoPlayer(shows: [Fixtures.show(id: "loud", products: ["bmb-a"])])
        return player.createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "loud"), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
    }

    /// Hydrates, opens and adds the tee to the cart: the player then waits for `should-add-item-to-cart`.
    func addTeeToCart(on view: HeadlessBambuserPlayerView) async throws {
        try await view.invoke(function: "updateProductWithData", arguments: Fixtures.bambuserTeeArguments(id: "bmb-a"))
        try view.viewer.open("bmb-a")
        try view.viewer.chooseSize("TEE-001-BLK-M")
        try view.viewer.addToCart()
    }

    // MARK: Rejected hydration

    @Test func aRejectedHydrationTheTestReadIsNotRecorded() async throws {
        let stage = try await Stage()
        await stage.run { _ in
            let view = lenientView()
            Task { _ = try await view.invoke(function: "updateProductWithData", arguments: "'bmb-a', { sku: 'A' ") }
            await view.settle()
            #expect(view.hydrations.map(\.isAccepted) == [false])
        }
    }

    @Test func readingOnePlayersHydrationsLeavesAnothersRecorded() async throws {
        let stage = try await Stage()
        await withKnownIssue {
            await stage.run { _ in
                let read = lenientView()
                let unread = lenientView()
                for view in [read, unread] {
                    Task { _ = try await view.invoke(function: "updateProductWithData", arguments: "'bmb-a', { sku: 'A' ") }
                    await view.settle()
                }
                #expect(read.hydrations.count == 1)
            }
        } matching: { issue in
            Self.text(issue).contains("1 failure(s)") && Self.text(issue).contains("hydration rejected (bmb-a)")
        }
    }

    // MARK: Unanswered callback

    @Test func anUnansweredCallbackTheTestSawPendingIsNotRecorded() async throws {
        let stage = try await Stage()
        try await stage.run { _ in
            let view = lenientView()
            try await addTeeToCart(on: view)
            #expect(view.pendingCallbackKeys.count == 1)
        }
    }

    @Test func aDeclaredUnansweredCallbackIsNotRecorded() async throws {
        let stage = try await Stage()
        stage.expectFailure(.callbackUnanswered, "should-add-item-to-cart")
        try await stage.run { _ in try await addTeeToCart(on: lenientView()) }
    }

    // MARK: Page errors

    @Test func aPageErrorNobodyReadIsRecordedAtTheRun() async throws {
        let stage = try await Stage()
        let line = #line + 2
        try await withKnownIssue {
            try await stage.run { _ in
                let webView = WKWebView.loaded("<p>sale</p><script>startCountdown()</script>")
                try await stage.settle()
                _ = webView
            }
        } matching: { issue in
            let text = Self.text(issue)
            return issue.sourceLocation?.line == line && text.contains("page error")
                && text.contains("startCountdown") && text.contains("stage.expectFailure(.pageError, ")
        }
    }

    @Test func aPageErrorOfAWebViewTheRunDroppedIsRecorded() async throws {
        let stage = try await Stage()
        await withKnownIssue {
            await stage.run { _ in
                _ = WKWebView.loaded("<script>console.error('no stock feed')</script>")
            }
        } matching: { issue in
            Self.text(issue).contains("page error (no stock feed)")
        }
    }

    @Test func aDeclaredPageErrorIsNotRecorded() async throws {
        let stage = try await Stage()
        stage.expectFailure(.pageError, "no stock feed")
        await stage.run { _ in
            _ = WKWebView.loaded("<script>console.error('no stock feed')</script>")
        }
    }

    @Test func pageErrorsTheTestReadAreNotRecorded() async throws {
        let stage = try await Stage()
        await stage.run { _ in
            let webView = WKWebView.loaded("<script>console.error('no stock feed'); undefinedCall()</script>")
            #expect(webView.pageErrors.count == 2)
        }
    }

    @Test func aPageErrorTheTestReadStillMeetsItsDeclaration() async throws {
        let stage = try await Stage()
        stage.expectFailure(.pageError, "no stock feed")
        await stage.run { _ in
            let webView = WKWebView.loaded("<script>console.error('no stock feed')</script>")
            #expect(webView.pageErrors.map(\.message) == ["no stock feed"])
        }
    }

    @Test func anErrorAfterTheTestReadTheOthersIsRecorded() async throws {
        let stage = try await Stage()
        try await withKnownIssue {
            try await stage.run { _ in
                let webView = WKWebView.loaded("<script>console.error('first')</script>")
                #expect(webView.pageErrors.count == 1)
                _ = try await webView.evaluateJavaScript("console.error('second')")
            }
        } matching: { issue in
            Self.text(issue).contains("page error (second)") && !Self.text(issue).contains("(first)")
        }
    }

    // MARK: Failed download

    /// A manager on a scratch store and a server with nothing to serve, started inside the run.
    func failDownload(_ identifier: String, read: Bool) async throws {
        let server = try LoopbackMediaServer()
        let scratch = try ScratchDirectory()
        defer { server.stop(); scratch.cleanUp() }
        let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
        manager.startProcess(for: HqmeItem(identifier: identifier, contentURL: server.url("missing.mp4")))
        if read {
            let stored = await manager.waitUntilFinished(identifier: identifier)
            #expect(stored?.status == .failed)
        } else {
            while manager.state(identifier: identifier) == .inProgress { try await Task.sleep(for: .milliseconds(10)) }
        }
    }

    @Test func aFailedDownloadNobodyReadIsRecorded() async throws {
        let stage = try await Stage()
        try await withKnownIssue {
            try await stage.run { _ in try await failDownload("episode-9", read: false) }
        } matching: { issue in
            let text = Self.text(issue)
            return text.contains("Zapp download \"episode-9\", download failed (episode-9)")
                && text.contains("stage.expectFailure(.downloadFailed, \"episode-9\")")
        }
    }

    @Test func aDeclaredFailedDownloadIsNotRecorded() async throws {
        let stage = try await Stage()
        stage.expectFailure(.downloadFailed, "episode-9")
        try await stage.run { _ in try await failDownload("episode-9", read: false) }
    }

    @Test func aFailedDownloadTheTestReadIsNotRecorded() async throws {
        let stage = try await Stage()
        try await stage.run { _ in try await failDownload("episode-9", read: true) }
    }

    @concurrent
    nonisolated static func startOffTheMainActor(_ manager: HqmeDownloadManager, _ item: HqmeItem) async {
        manager.startProcess(for: item)
    }

    @Test func aDownloadStartedOffTheMainThreadStillReportsToTheStage() async throws {
        let stage = try await Stage()
        try await withKnownIssue {
            try await stage.run { _ in
                let server = try LoopbackMediaServer()
                let scratch = try ScratchDirectory()
                defer { server.stop(); scratch.cleanUp() }
                let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: NotificationCenter())
                let item = HqmeItem(identifier: "episode-off", contentURL: server.url("missing.mp4"))
                // Host code calls the connector off the main thread, in the run's task.
                await Self.startOffTheMainActor(manager, item)
                while manager.state(identifier: "episode-off") == .inProgress {
                    try await Task.sleep(for: .milliseconds(10))
                }
            }
        } matching: { issue in
            Self.text(issue).contains("download failed (episode-off)")
        }
    }
}

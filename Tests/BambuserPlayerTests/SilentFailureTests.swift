import BambuserPlayer
import ShopStageTesting
import Testing

// Nothing fails silently: what each failure leaves for the host, the log and the test.
@MainActor
struct SilentFailureTests {
    /// Seed 001's hand-written form with an apostrophe in a value: a syntax error.
    static let brokenArguments = """
        'bmb-tee', { sku: 'TEE-001', name: 'Levi's Tee', brandName: 'Levi', variations: [] }
        """

    @Test func aSyntaxErrorLostInTheSeedsTaskIsStillRecorded() async throws {
        let (view, delegate) = try makeView(mode: .lenient)
        // The seed's shape: the throw goes nowhere.
        Task { _ = try await view.invoke(function: "updateProductWithData", arguments: Self.brokenArguments) }
        await view.settle()
        let report = try #require(view.hydrations.last)
        #expect(report.id == "bmb-tee")
        #expect(!report.isAccepted)
        guard case .syntax(let function, _, let line, _, _)? = report.error else {
            Issue.record("expected a syntax error, got \(String(describing: report.error))")
            return
        }
        #expect(function == "updateProductWithData")
        #expect(line == 1)
        #expect(view.eventLog.contains { $0.kind == .hydrationRejected && $0.name == "bmb-tee" })
        // As on a phone, a failing invoke reports through its throw (DOCC: "An error if the function
        // call fails"), not onErrorOccurred.
        #expect(delegate.errors.isEmpty)
    }

    @Test func theThrowReachesAHostThatAwaitsIt() async throws {
        let (view, _) = try makeView(mode: .lenient)
        let error = await #expect(throws: BambuserStageError.self) {
            _ = try await view.invoke(function: "updateProductWithData", arguments: Self.brokenArguments)
        }
        #expect(error == view.hydrations.last?.error)
    }

    @Test func theSyntaxHintPointsOnlyToCodeThatBuildsAgainstTheRealSDK() async throws {
        let (view, _) = try makeView(mode: .lenient)
        let error = await #expect(throws: BambuserStageError.self) {
            _ = try await view.invoke(function: "updateProductWithData", arguments: Self.brokenArguments)
        }
        let text = try #require(error).description
        // Host code that logs `error.localizedDescription` sees the message too.
        #expect(try #require(error).localizedDescription == text)
        #expect(!text.contains("updateProduct(id:with:)"))
        #expect(text.contains("toJSON()"))
        #expect(text.contains("escape"))
    }

    @Test func aMissingFieldIsRecordedAndReachesOnErrorOccurred() async throws {
        let (view, delegate) = try makeView(mode: .lenient)
        // bmb-cap has no dashboard data to fall back to: brandName and variations are missing.
        try await view.invoke(
            function: "updateProductWithData", arguments: "'bmb-cap', { sku: 'CAP-010', name: 'Cap' }")
        let report = try #require(view.hydrations.last)
        #expect(!report.isAccepted)
        #expect(report.violations.contains { $0.path == "brandName" })
        guard case .hydrationRejected(let id, _)? = report.error else {
            Issue.record("expected hydrationRejected, got \(String(describing: report.error))")
            return
        }
        #expect(id == "bmb-cap")
        // The delegate hears it after invoke returned, on a later turn of the main actor.
        #expect(delegate.errors.isEmpty)
        await view.settle()
        #expect((delegate.errors.first as? BambuserStageError) == report.error)
    }

    @Test func anExceptionInTheArgumentsIsRecorded() async throws {
        let (view, _) = try makeView(mode: .lenient)
        await #expect(throws: BambuserStageError.self) {
            _ = try await view.invoke(
                function: "updateProductWithData", arguments: "'bmb-cap', (() => { throw new RangeError('boom') })()")
        }
        let report = try #require(view.hydrations.last)
        #expect(report.id == "bmb-cap")
        #expect(report.error == .exception(function: "updateProductWithData", name: "RangeError", message: "boom"))
    }

    @Test func anUnansweredCallbackTimesOutWhereHostAndTestSeeIt() async throws {
        let (view, delegate, key) = try await addTee()
        try await view.advance(by: .seconds(31))
        let error = try #require(delegate.errors.last as? BambuserStageError)
        #expect(error == .callbackTimedOut(callbackKey: key, event: "should-add-item-to-cart", after: .seconds(30)))
        #expect(error.description.contains("notify(callbackKey:info:)"))
        #expect(view.eventLog.contains { $0.kind == .player && $0.name == "callback-timeout" })
        #expect(view.eventLog.contains { $0.kind == .error && $0.details.stringValue?.contains(key) == true })
        #expect(try view.snapshot().productPage?.message == "timeout")
    }

    @Test func aKnockOnFailureNamesTheRejectedHydration() async throws {
        let (view, _) = try makeView(mode: .lenient)
        Task { _ = try await view.invoke(function: "updateProductWithData", arguments: Self.brokenArguments) }
        await view.settle()
        try view.viewer.open("bmb-tee")
        // Opening shows the dashboard's data, as on a phone; the log says the product was never hydrated, and why.
        let opened = try #require(view.eventLog.last { $0.name == "product-not-hydrated" })
        #expect(opened.details["id"] == .string("bmb-tee"))
        #expect(opened.details["cause"]?.stringValue?.contains("SyntaxError") == true)
        let error = #expect(throws: BambuserStageError.self) { try view.viewer.chooseSize("TEE-001-BLK-M") }
        guard case .notHydrated(let id, let action, let cause)? = error else {
            Issue.record("expected notHydrated, got \(String(describing: error))")
            return
        }
        #expect(id == "bmb-tee")
        #expect(action == "chooseSize")
        #expect(cause.contains("its hydration was rejected"))
        #expect(cause.contains("SyntaxError"))
    }

    @Test func aKnockOnFailureWithNoHydrationAtAllSaysSo() async throws {
        let (view, _) = try makeView(mode: .lenient)
        try view.viewer.open("bmb-cap")
        let error = #expect(throws: BambuserStageError.self) { try view.viewer.addToCart() }
        #expect(error?.description.contains("no hydration for it arrived") == true)
    }
}

// ShopStageTesting fails a test that ends with a failure it did not declare.
@MainActor
struct StageFailureTests {
    /// Hydrates the tee, opens it, chooses a size and adds it to the cart: the player then waits for
    /// the host's answer to `should-add-item-to-cart`.
    func addTeeToCart(on view: HeadlessBambuserPlayerView) async throws {
        try await view.invoke(function: "updateProductWithData", arguments: Fixtures.bambuserTeeArguments(id: "bmb-a"))
        try view.viewer.open("bmb-a")
        try view.viewer.chooseSize("TEE-001-BLK-M")
        try view.viewer.addToCart()
    }

    func lenientView() throws -> HeadlessBambuserPlayerView {
        let player = BambuserVideoPlayer(shows: [Fixtures.show(id: "fails-loudly", products: ["bmb-a", "bmb-b"])])
        return player.createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "fails-loudly"), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
    }

    @Test func anUndeclaredRejectionFailsTheTestAtTheRun() async throws {
        let stage = try await Stage()
        try await withKnownIssue {
            try await stage.run { _ in
                let view = try lenientView()
                Task { _ = try await view.invoke(function: "updateProductWithData", arguments: "'bmb-a', { sku: 'A' ") }
                await view.settle()
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("hydration rejected (bmb-a)")
                && text.contains("stage.expectFailure(.hydrationRejected, \"bmb-a\")")
        }
    }

    @Test func anUndeclaredTimeoutFailsTheTest() async throws {
        let stage = try await Stage()
        try await withKnownIssue {
            try await stage.run { stage in
                let view = try lenientView()
                try await addTeeToCart(on: view)
                try await stage.advance(by: .seconds(31))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "stage.expectFailure(.callbackTimedOut, \"should-add-item-to-cart\")")
        }
    }

    @Test func aCallbackStillWaitingWhenTheRunEndsFailsTheTest() async throws {
        let stage = try await Stage()
        try await withKnownIssue {
            try await stage.run { _ in
                let view = try lenientView()
                try await addTeeToCart(on: view)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("was still waiting for notify(callbackKey:info:) when the run ended")
                && text.contains("stage.expectFailure(.callbackUnanswered, \"should-add-item-to-cart\")")
        }
    }

    @Test func answeringOrCleaningUpLeavesNothingWaiting() async throws {
        let stage = try await Stage()
        try await stage.run { _ in
            let answered = try lenientView()
            try await addTeeToCart(on: answered)
            let key = try #require(answered.pendingCallbackKeys.first)
            answered.notify(callbackKey: key, info: true)
            let cleaned = try lenientView()
            try await addTeeToCart(on: cleaned)
            cleaned.cleanup()
        }
    }

    @Test func aRunThatThrowsLeavesNothingForTheNextRun() async throws {
        struct Stop: Error {}
        let stage = try await Stage()
        stage.expectFailure(.callbackTimedOut)
        await #expect(throws: Stop.self) {
            try await stage.run { _ in
                let view = try lenientView()
                Task { _ = try await view.invoke(function: "updateProductWithData", arguments: "'bmb-a', { sku: 'A' ") }
                await view.settle()
                throw Stop()
            }
        }
        // Neither the rejection nor the declaration carries over: this run ends clean.
        await stage.run { _ in }
    }

    @Test func aDeclaredFailureDoesNotFailTheTest() async throws {
        let stage = try await Stage()
        stage.expectFailure(.hydrationRejected, "bmb-b")
        stage.expectFailure(.callbackTimedOut)
        try await stage.run { stage in
            let view = try lenientView()
            _ = try await view.invoke(function: "updateProductWithData", arguments: "'bmb-b', { sku: 'B' }")
            _ = try await addTeeToCart(on: view)
            try await stage.advance(by: .seconds(31))
            #expect(view.hydrations.map(\.isAccepted) == [false, true])
        }
    }

    @Test func aDeclaredFailureThatNeverHappensFailsTheTest() async throws {
        let stage = try await Stage()
        try await withKnownIssue {
            stage.expectFailure(.hydrationRejected, "bmb-a")
            try await stage.run { _ in
                let view = try lenientView()
                try await view.invoke(
                    function: "updateProductWithData", arguments: Fixtures.bambuserTeeArguments(id: "bmb-a"))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no such failure happened")
        }
    }
}

import BambuserPlayer
import Foundation
import ShopStageTesting
import Testing

// As on a phone, invoke throws only JavaScript errors: a rejected product does not abort the host's loop.
@MainActor
struct HydrationLoopTests {
    /// A player as a host makes it: no hydration mode set.
    func defaultView() throws -> (HeadlessBambuserPlayerView, BambuserDelegateRecorder) {
        let show = try Fixtures.bambuserShow("spring-live")
        let view = BambuserVideoPlayer(shows: [show]).createPlayerView(
            videoConfiguration: .init(type: .live(id: show.id), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
        let delegate = BambuserDelegateRecorder()
        view.delegate = delegate
        return (view, delegate)
    }

    static let badTee = "'bmb-tee', { sku: 'TEE-001', name: 'Tee', brandName: 'Northwind', variations: [] }"

    @Test func aRejectedProductDoesNotAbortTheHostsLoop() async throws {
        let (view, _) = try defaultView()
        let products = [Self.badTee, teeArguments(id: "bmb-cap")]
        var invoked = 0
        for arguments in products {
            try await view.invoke(function: "updateProductWithData", arguments: arguments)
            invoked += 1
        }
        #expect(invoked == 2)
        #expect(try view.snapshot().product(id: "bmb-cap")?.isHydrated == true)
    }

    @Test func aRejectionIsRecordedWithEveryViolationAndItsPath() async throws {
        let (view, _) = try defaultView()
        try await view.invoke(
            function: "updateProductWithData",
            arguments: "'bmb-tee', { sku: 'TEE-001', name: 'Tee', variations: [{ sku: 'V', name: 'V', colorName: 'c', imageUrls: [], sizes: [] }] }")
        let report = try #require(view.hydrations.last)
        #expect(report.id == "bmb-tee")
        #expect(!report.isAccepted)
        #expect(report.violations.map(\.path) == ["variations[0].sizes"])
    }

    @Test func aRejectionIsReportedThroughOnErrorOccurred() async throws {
        let (view, delegate) = try defaultView()
        try await view.invoke(function: "updateProductWithData", arguments: Self.badTee)
        await view.settle()
        let error = try #require(delegate.errors.last as? BambuserStageError)
        guard case .hydrationRejected(let id, let violations) = error else {
            Issue.record("expected hydrationRejected, got \(error)")
            return
        }
        #expect(id == "bmb-tee")
        #expect(violations.map(\.path) == ["variations"])
    }

    @Test func aSyntaxErrorStillThrowsAsOnAPhone() async throws {
        let (view, _) = try defaultView()
        await #expect(throws: BambuserStageError.self) {
            _ = try await view.invoke(function: "updateProductWithData", arguments: "'bmb-tee', { name: 'Levi's' }")
        }
    }

    @Test func strictModeStillThrowsARejection() async throws {
        let (view, _) = try defaultView()
        view.hydrationMode = .strict
        await #expect(throws: BambuserStageError.self) {
            _ = try await view.invoke(function: "updateProductWithData", arguments: Self.badTee)
        }
    }

    @Test func aDashboardFallbackIsRecordedAsAWarningWithItsPath() async throws {
        let (view, _) = try defaultView()
        try await view.invoke(
            function: "updateProductWithData",
            arguments: "'bmb-tee', { sku: 'TEE-001', variations: [{ sku: 'V', name: 'V', colorName: 'c', imageUrls: [], "
                + "sizes: [{ sku: 'S', name: 'S', current: 1, currency: 'USD', inStock: 1 }] }] }")
        let report = try #require(view.hydrations.last)
        #expect(report.isAccepted)
        #expect(report.warnings.map(\.path) == ["brandName", "introduction", "name"])
    }

    @Test func aSizeWithoutCurrencyTakesTheConfigurationsWithAWarning() async throws {
        let (view, _) = try defaultView()
        try await view.invoke(
            function: "updateProductWithData",
            arguments: "'bmb-cap', { sku: 'CAP', name: 'Cap', brandName: 'B', variations: [{ sku: 'V', name: 'V', colorName: 'c', "
                + "imageUrls: [], sizes: [{ sku: 'S', name: 'S', current: 1, inStock: 1 }] }] }")
        let warning = try #require(view.hydrations.last?.warnings.first)
        #expect(warning.path == "variations[0].sizes[0].currency")
        #expect(warning.message.contains("\"USD\""))
    }

    @Test func hydrateCheckAcceptsAFilledInCurrencyWithAWarning() {
        let verdict = HydrationCheck.check(
            arguments: "'x', { sku: 'CAP', name: 'Cap', brandName: 'B', variations: [{ sku: 'V', name: 'V', colorName: 'c', "
                + "imageUrls: [], sizes: [{ sku: 'S', name: 'S', current: 1, inStock: 1 }] }] }",
            currency: "SEK", locale: "sv-SE")
        #expect(verdict.accepted)
        #expect(verdict.warnings.map(\.path) == ["variations[0].sizes[0].currency"])
        #expect(verdict.warnings.first?.message.contains("\"SEK\"") == true)
    }
}

import BambuserPlayer
import Foundation
import ShopStageTesting
import Testing

@MainActor
struct SeedSampleTests {
    func show() throws -> BambuserShow {
        var show = try Fixtures.bambuserShow("spring-live")
        show.id = "your-show-id"
        return show
    }

    @Test func theInterpolationSampleHydratesUntilAnApostropheBreaksIt() async throws {
        let controller = try SeedViewController(show: show())
        controller.viewDidLoad()
        let view = try #require(controller.playerView as? HeadlessBambuserPlayerView)
        view.play()
        await view.settle()
        let snapshot = try view.snapshot()
        #expect(snapshot.product(id: "bmb-tee")?.isHydrated == true)
        // "Levi's 501": the sample's loop stops at the syntax error.
        #expect(snapshot.product(id: "bmb-jeans")?.isHydrated == false)
        let error = try #require(controller.errors.first as? BambuserStageError)
        guard case .syntax(_, _, let line, let column, _) = error else {
            Issue.record("expected a syntax error, got \(error)")
            return
        }
        #expect(line == 3)
        #expect(column == 13)
    }

    @Test func theBuilderSampleHydratesEveryProduct() async throws {
        let controller = try SeedViewController(show: show())
        controller.useBuilder = true
        controller.viewDidLoad()
        let view = try #require(controller.playerView as? HeadlessBambuserPlayerView)
        view.play()
        await view.settle()
        #expect(controller.errors.isEmpty)
        let snapshot = try view.snapshot()
        #expect(snapshot.products.allSatisfy { $0.isHydrated })
        #expect(snapshot.product(id: "bmb-jeans")?.name == "Levi's 501")
        // The builder left currency out: the configuration's USD was used.
        #expect(snapshot.product(id: "bmb-jeans")?.price == "$19.99")
    }
}

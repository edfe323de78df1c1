import Benchmark
import BambuserPlayer
import ShopStageTesting

// The same work as `shopstage bench player`, for package-benchmark
// (`cd Benchmarks && swift package benchmark --target PlayerBenchmarks`).
let benchmarks: @Sendable () -> Void = {
    Benchmark("player boot") { benchmark async in
        let count = benchmark.scaledIterations.count
        await PlayerWork.boot(count)
    }
    Benchmark("invoke updateProductWithData") { benchmark async in
        let count = benchmark.scaledIterations.count
        do { try await PlayerWork.invoke(count) } catch { benchmark.error("\(error)") }
    }
    Benchmark("builder → JSON → invoke") { benchmark async in
        let count = benchmark.scaledIterations.count
        do { try await PlayerWork.hydrateThroughBuilder(count) } catch { benchmark.error("\(error)") }
    }
}

/// Player views are main-actor objects, as in UIKit: the work runs there.
@MainActor
enum PlayerWork {
    static let show = BambuserShow(
        id: "bench", type: .live, title: "Bench", durationSeconds: 600,
        products: [BambuserShow.Product(id: "bmb-tee", ref: "TEE-001", url: "https://shop.example.com/p/tee-001")],
        timeline: [.init(at: 30, action: .highlight, product: "bmb-tee"), .init(at: 600, action: .end)])

    static let arguments = Fixtures.bambuserTeeArguments()

    static func makeView() -> BambuserPlayerView {
        BambuserVideoPlayer(shows: [show]).createPlayerView(
            videoConfiguration: .init(type: .live(id: "bench"), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
    }

    static func boot(_ count: Int) {
        for _ in 0..<count { blackHole(makeView()) }
    }

    static func invoke(_ count: Int) async throws {
        let view = makeView()
        for _ in 0..<count {
            blackHole(try await view.invoke(function: "updateProductWithData", arguments: arguments))
        }
    }

    static func hydrateThroughBuilder(_ count: Int) async throws {
        let view = makeView()
        for index in 0..<count {
            let product = try HydratedProduct(sku: "TEE-001").withName("Tee \(index)").withBrandName("Northwind")
                .withVariations([
                    try Variation().withSku("TEE-001-BLK").withName("Black").withColorName("Black")
                        .withImageUrls(["https://cdn.example.com/tee.jpg"])
                        .withSizes(
                            try ["S", "M", "L"].map {
                                try ProductSize().withSku("TEE-001-BLK-\($0)").withName($0).withCurrentPrice(19.99)
                                    .withInStock(index % 5).build()
                            }
                        ).build()
                ]).build()
            blackHole(try await view.invoke(function: "updateProductWithData", arguments: "'bmb-tee', \(try product.toJSON())"))
        }
    }
}

import ArgumentParser
import FireworkShopping
import Foundation
import HostThreads

/// `shopstage bench firework`: the Firework player's costs — start-up, a played minute, a CTA round trip,
/// a hashtag filter.
///
/// ```
/// $ shopstage bench firework
/// firework player start-up: 1.234 ms/op
/// ```
struct BenchFirework: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "firework", abstract: "Player start-up, a 60-second session, the CTA round trip, hashtag filters.")

    @Option(help: "Runs per measurement (the median is printed).")
    var runs: Int = 30

    func validate() throws {
        try NumberOption.count(runs, option: "runs", in: 1...100_000)
    }

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be at least 1") }
        try MainActorHop.sync {
            let catalog = FireworkBenchWorkload.catalog
            let answering = FireworkBenchWorkload.AnsweringApp()
            try measure("firework player start-up") {
                let player = try PlayerViewController(
                    videos: catalog.videos, catalog: catalog, shopping: answering.shopping)
                try player.open()
            }
            try measure("firework 60-second session") {
                let player = try PlayerViewController(
                    videos: catalog.videos, catalog: catalog, shopping: answering.shopping)
                try player.open()
                try player.advance(by: .seconds(60))
            }
            let player = try PlayerViewController(
                videos: catalog.videos, catalog: catalog, shopping: answering.shopping)
            try player.open()
            try measure("firework CTA round trip", iterations: 100) {
                try player.openProduct("p0")
                try player.tapCTA()
            }
            try measure("hashtag filter parse+select", iterations: 100) {
                _ = try catalog.videos(
                    for: .hashtagPlaylist(channelID: "ch", filterExpression: "(and sport (or food comedy (and a b)))"))
            }
        }
    }

    /// Runs `body` `iterations` times per run and prints the median over ``runs`` runs, per operation
    /// (``BenchMeasure``, the one measurement of every bench suite).
    private func measure(_ name: String, iterations: Int = 1, _ body: () throws -> Void) throws {
        let batches = try BenchMeasure.run(batches: runs, perBatch: iterations, warmup: 1) {
            for _ in 0..<iterations { try body() }
        }
        BenchMeasure.report(name, batches, perBatch: iterations)
    }
}

/// The feed the Firework benchmarks play: 3 videos of 20 s, 2 products each, hydrated on display.
enum FireworkBenchWorkload {
    static let catalog: FireworkCatalog = {
        let products = (0..<6).map { index in
            Product(
                id: "p\(index)", name: "Product \(index)", description: "A product.",
                variants: (0..<3).map { variant in
                    ProductVariant(
                        id: "p\(index)-v\(variant)", name: "Variant \(variant)",
                        price: ProductPrice(amount: 10 + Double(variant), currencyCode: "USD"),
                        url: "https://shop.example/p\(index)/\(variant)")
                })
        }
        let videos = (0..<3).map { index in
            FireworkCatalog.Video(
                id: "v\(index)", channelID: "ch", caption: "Video \(index)", duration: 20,
                hashtags: index == 0 ? ["sport", "food"] : ["comedy"],
                productIDs: ["p\(index * 2)", "p\(index * 2 + 1)"])
        }
        return FireworkCatalog(
            appIDs: ["bench"], channels: [.init(id: "ch", name: "Bench")], videos: videos, products: products)
    }()

    /// Hydrates every product and answers every CTA at once with feedback.
    @MainActor
    final class AnsweringApp: FireworkVideoShoppingDelegate {
        let shopping = FireworkVideoShopping()

        init() { shopping.delegate = self }

        func fireworkShopping(
            _ fireworkShopping: FireworkVideoShopping, updateDetailsForProducts products: [ProductID],
            forVideo video: VideoDetails, _ productHydrator: any ProductHydrating
        ) {
            for id in products {
                productHydrator.hydrateProduct(id) { product in
                    product.name("Hydrated \(id)").variants(.merge) { variants in
                        variants.variant("\(id)-v0") { $0.formattedPrice(9.99, currencyCode: "USD") }
                    }
                }
            }
        }

        func fireworkShopping(
            _ fireworkShopping: FireworkVideoShopping, productVariantCTASelected item: SelectedProductVariant,
            fromVideo video: VideoDetails, _ ctaCompletionHandler: @escaping ShoppingCTAHandler
        ) {
            ctaCompletionHandler(.feedbackOnly(.successWithDefaultMessage))
        }
    }
}

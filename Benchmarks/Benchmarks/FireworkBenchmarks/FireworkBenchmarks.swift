import Benchmark
import FireworkShopping

// The Firework player's costs; `shopstage bench firework` measures the same work without the harness.

@MainActor
private func benchCatalog() -> FireworkCatalog {
    let products = (0..<6).map { index in
        Product(
            id: "p\(index)", name: "Product \(index)",
            variants: (0..<3).map { variant in
                ProductVariant(
                    id: "p\(index)-v\(variant)", price: ProductPrice(amount: 10, currencyCode: "USD"),
                    url: "https://shop.example/p\(index)/\(variant)")
            })
    }
    let videos = (0..<3).map { index in
        FireworkCatalog.Video(
            id: "v\(index)", channelID: "ch", caption: "Video \(index)", duration: 20,
            hashtags: ["sport"], productIDs: ["p\(index * 2)", "p\(index * 2 + 1)"])
    }
    return FireworkCatalog(channels: [.init(id: "ch", name: "Bench")], videos: videos, products: products)
}

/// Opens a player `iterations` times, playing `seconds` of virtual time in each (the player is main-actor bound).
@MainActor
private func openPlayers(_ iterations: Range<Int>, playing seconds: Int64) throws {
    let catalog = benchCatalog()
    for _ in iterations {
        let player = try PlayerViewController(videos: catalog.videos, catalog: catalog)
        try player.open()
        if seconds > 0 { try player.advance(by: .seconds(seconds)) }
        blackHole(player)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark("firework player start-up") { benchmark async throws in
        try await openPlayers(benchmark.scaledIterations, playing: 0)
    }

    Benchmark("firework 60-second session") { benchmark async throws in
        try await openPlayers(benchmark.scaledIterations, playing: 60)
    }

    Benchmark("hashtag filter parse") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try HashtagFilterExpression(parsing: "(and sport (or food comedy (and a b)))"))
        }
    }
}

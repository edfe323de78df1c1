import BambuserPlayer
import Foundation

/// Act 1 of `shopstage demo`: a bundled live show hydrated from a bundled catalog in which one
/// product ("Levi's 501 Original") has an apostrophe. The app's handler first pastes values between
/// single quotes, as the Bambuser hydration guide's first sample does; the player reports the syntax error with its
/// position. Then the same show runs with the HydratedProduct builder and every product is accepted.
enum DemoBambuserAct {
    /// Tells the story through `output`; true when everything behaved as designed.
    @MainActor
    static func run(output: (String) -> Void) async throws -> Bool {
        let show = try BambuserShow(contentsOf: Demo.fixtures("shows/spring-live.json"))
        let catalog = try ProductCatalog(contentsOf: Demo.fixtures("catalogs/spring-catalog.json"))
        output("━━ Act 1 · Bambuser live show: product hydration ━━")
        output("Show \"\(show.title)\" (\(show.type.rawValue), id \(show.id)): \(show.products.count) products, catalog spring-catalog.json.")
        output("")
        output(
            "1. The app's handler pastes catalog values between single quotes"
                + " (the Bambuser hydration guide's first sample):")
        let naive = try await play(show, catalog, style: .interpolation)
        for line in ShowTimeline.lines(of: naive.view.eventLog, show: show) { output("   " + line) }
        let naiveSnapshot = try naive.view.snapshot()
        let accepted = naiveSnapshot.products.filter(\.isHydrated).map(\.id)
        let rejected = naiveSnapshot.products.filter { !$0.isHydrated }.map(\.id)
        output("")
        output("   accepted: \(accepted.joined(separator: ", "))")
        output("   not hydrated: \(rejected.joined(separator: ", ")) — the viewer sees dashboard data only")
        let syntaxErrors = naive.host.failures.compactMap { failure -> (String, BambuserStageError)? in
            if case .syntax = failure.error { return (failure.id, failure.error) }
            return nil
        }
        if let (id, error) = syntaxErrors.first {
            output("")
            output("   caught for \(id) (\(naive.host.failures.count) time\(naive.host.failures.count == 1 ? "" : "s"): at show start and again before its highlight):")
            for line in error.description.split(separator: "\n") { output("     " + line) }
        }

        output("")
        output("2. The same show, the handler using HydratedProduct → toJSON() → updateProduct(id:with:):")
        let fixed = try await play(show, catalog, style: .builder)
        let fixedSnapshot = try fixed.view.snapshot()
        let hydrated = fixedSnapshot.products.filter(\.isHydrated)
        output("   \(hydrated.count) of \(fixedSnapshot.products.count) products hydrated; the product list as the viewer sees it (en-US, USD):")
        for product in fixedSnapshot.products {
            let struck = product.originalPrice.map { " (was \($0))" } ?? ""
            let sizes = product.variations.flatMap(\.sizes).map { "\($0.name): \($0.stock)" }.joined(separator: ", ")
            output("   • \(product.name ?? product.ref) — \(product.brandName ?? "")  \(product.price ?? "")\(struck)  [\(sizes)]")
        }
        output("")
        let asDesigned =
            rejected == ["bmb-jeans"] && !syntaxErrors.isEmpty && fixed.host.failures.isEmpty
            && hydrated.count == fixedSnapshot.products.count
        output(asDesigned ? "Act 1 behaved as designed." : "Act 1 did NOT behave as designed.")
        return asDesigned
    }

    @MainActor
    static func play(_ show: BambuserShow, _ catalog: ProductCatalog, style: CatalogHydrationHost.Style) async throws
        -> (view: HeadlessBambuserPlayerView, host: CatalogHydrationHost)
    {
        let player = BambuserVideoPlayer(shows: [show])
        player.hydrationMode = .lenient
        let view = player.createPlayerView(
            videoConfiguration: .init(
                type: .live(id: show.id), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
        let host = CatalogHydrationHost(catalog: catalog, style: style)
        host.playerView = view
        view.delegate = host
        try await view.runToEnd()
        return (view, host)
    }
}

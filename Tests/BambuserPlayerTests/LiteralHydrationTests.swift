import BambuserPlayer
import ScriptEngine
import ShopStageTesting
import Testing

/// `invoke("updateProductWithData", …)` with arguments that are literals alone is not compiled: the
/// player takes the product's JSON text (see `LiteralArguments`). Whatever the arguments, that must
/// leave the player, the hydration reports, the log and the delegate exactly as evaluating them does.
@MainActor
struct LiteralHydrationTests {
    /// The same arguments with a comment, which only evaluation takes.
    private func evaluated(_ arguments: String) -> String { arguments + " // evaluated\n" }

    private struct Outcome: Equatable {
        var result: String
        var product: ScriptValue
        var hydrations: [HydrationReport]
        var log: [PlayerLogEntry]
        var errors: [String]
    }

    private func outcome(_ arguments: String, mode: HeadlessBambuserPlayerView.HydrationMode, show: BambuserShow? = nil) throws -> Outcome {
        let (view, delegate) = try makeView(show: show, mode: mode)
        let result: String
        do {
            result = "\(try view.invokeValue(function: "updateProductWithData", arguments: arguments))"
        } catch {
            result = "threw \(error)"
        }
        let id = LiteralArguments.stringAndJSON(arguments)?.string ?? "bmb-tee"
        let product = try view.invokeValue(function: "getProductData", arguments: try ScriptValue.string(id).jsonString())
        // The invoke entry holds the arguments string itself, which differs by the comment.
        let log = view.eventLog.filter { $0.kind != .invoke && $0.kind != .invokeFailed }
        return Outcome(
            result: result, product: product, hydrations: view.hydrations, log: log,
            errors: delegate.errors.map { "\($0)" })
    }

    private func expectSameBothWays(
        _ arguments: String, mode: HeadlessBambuserPlayerView.HydrationMode = .strict, show: BambuserShow? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(LiteralArguments.json(arguments) != nil, "not literals alone: \(arguments)", sourceLocation: sourceLocation)
        let literal = try outcome(arguments, mode: mode, show: show)
        let evaluated = try outcome(evaluated(arguments), mode: mode, show: show)
        #expect(literal == evaluated, sourceLocation: sourceLocation)
    }

    @Test func theDocsProductIsKeptAsEvaluatingItKeepsIt() throws {
        try expectSameBothWays(Fixtures.bambuserTeeArguments())
        #expect(try outcome(Fixtures.bambuserTeeArguments(), mode: .strict).product["name"]?.stringValue == "Organic Tee")
    }

    @Test func theBuildersJSONWithEscapedSlashesIsKeptAsEvaluatingItKeepsIt() throws {
        let product = try HydratedProduct(sku: "TEE-001").withName("Tee \"Classic\" / Black").withBrandName("Northwind")
            .withVariations([
                try Variation().withSku("TEE-001-BLK").withName("Black").withColorName("Black")
                    .withImageUrls(["https://cdn.example.com/tee.jpg"])
                    .withSizes([try ProductSize().withSku("TEE-001-BLK-S").withName("S").withCurrentPrice(19.99).withCurrency("USD").withInStock(2).build()])
                    .build()
            ]).build()
        let json = try product.toJSON()
        #expect(json.contains(#"\/"#))
        try expectSameBothWays("'bmb-tee', " + json)
    }

    @Test func unknownAndRepeatedKeysAndEscapesAreKeptAsEvaluatingThemKeepsThem() throws {
        let arguments = Fixtures.bambuserTeeArguments(name: #"Caf\u00e9 \'Tee\'"#)
            .replacingOccurrences(of: "brandName: 'Northwind',", with: "brandName: 'Northwind', extra: 1, extra: [true, null], 'quoted key': {},")
        try expectSameBothWays(arguments)
    }

    @Test func aRejectedProductIsRejectedAsEvaluatingItRejectsIt() throws {
        let negative = Fixtures.bambuserTeeArguments().replacingOccurrences(of: "current: 19.99", with: "current: -1")
        try expectSameBothWays(negative, mode: .strict)
        try expectSameBothWays(negative, mode: .lenient)
        try expectSameBothWays("'bmb-unknown', { name: 'Nobody' }", mode: .lenient)
        try expectSameBothWays("'bmb-tee', 42", mode: .lenient)
        #expect(try outcome(negative, mode: .lenient).hydrations.last?.isAccepted == false)
    }

    @Test func aProductThatTakesDashboardDataIsMergedAsEvaluatingItMergesIt() throws {
        let show = BambuserShow(
            id: "spring-live", type: .live, title: "Dashboard", durationSeconds: 60,
            products: [.init(
                id: "bmb-tee", ref: "TEE-001", url: "https://shop.example.com/p",
                dashboard: .object(["brandName": .string("From the dashboard")]))])
        let arguments = Fixtures.bambuserTeeArguments().replacingOccurrences(of: " brandName: 'Northwind',", with: "")
        try expectSameBothWays(arguments, mode: .lenient, show: show)
        #expect(try outcome(arguments, mode: .lenient, show: show).product["brandName"]?.stringValue == "From the dashboard")
    }
}

import BambuserPlayer
import Foundation
import ScriptEngine
import Testing

enum Fixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func show(_ name: String) throws -> BambuserShow {
        try BambuserShow(contentsOf: root.appendingPathComponent("shows/\(name).json"))
    }

    static func catalog(_ name: String) throws -> ProductCatalog {
        try ProductCatalog(contentsOf: root.appendingPathComponent("catalogs/\(name).json"))
    }
}

/// A delegate that records what it is sent.
@MainActor
final class RecordingDelegate: BambuserVideoPlayerDelegate {
    var events: [BambuserEventPayload] = []
    var states: [BambuserVideoState] = []
    var errors: [any Error] = []

    var types: [String] { events.map(\.type) }

    func onNewEventReceived(_ id: String, event: BambuserEventPayload) { events.append(event) }
    func onVideoStatusChanged(_ id: String, state: BambuserVideoState) { states.append(state) }
    func onErrorOccurred(id: String, error: any Error) { errors.append(error) }

    /// The product ids of every `provide-product-data`, one list per event.
    var requestedIds: [[String]] {
        events.filter { $0.type == "provide-product-data" }.map { event in
            let inner = event.data["event"] as? [String: any Sendable]
            let products = inner?["products"] as? [any Sendable] ?? []
            return products.compactMap { ($0 as? [String: any Sendable])?["id"] as? String }
        }
    }
}

extension BambuserEventPayload {
    /// `data["event"]`, where iOS puts the event's own fields.
    var fields: [String: any Sendable] { data["event"] as? [String: any Sendable] ?? [:] }
}

/// A typical product: one variation, three sizes.
func teeArguments(id: String = "bmb-tee", name: String = "Organic Tee") -> String {
    """
    '\(id)', {
        sku: 'TEE-001', name: '\(name)', brandName: 'Northwind',
        variations: [{
            sku: 'TEE-001-BLK', name: 'Black', colorName: 'Black', imageUrls: ['https://cdn.example.com/tee.jpg'],
            sizes: [
                { sku: 'TEE-001-BLK-S', name: 'S', current: 19.99, original: 29.99, currency: 'USD', inStock: 12 },
                { sku: 'TEE-001-BLK-M', name: 'M', current: 19.99, original: 29.99, currency: 'USD', inStock: 3 },
                { sku: 'TEE-001-BLK-L', name: 'L', current: 19.99, original: 29.99, currency: 'USD', inStock: 0 }
            ]
        }]
    }
    """
}

@MainActor
func makeView(
    show: BambuserShow? = nil, events: [String] = ["*"], currency: String? = "USD", locale: String? = "en-US",
    mode: HeadlessBambuserPlayerView.HydrationMode = .strict, extra: [String: any Sendable] = [:]
) throws -> (HeadlessBambuserPlayerView, RecordingDelegate) {
    let show = try show ?? Fixture.show("spring-live")
    let player = BambuserVideoPlayer(shows: [show])
    player.hydrationMode = mode
    var configuration: [String: any Sendable] = extra
    if let currency { configuration["currency"] = currency }
    if let locale { configuration["locale"] = locale }
    let view = player.createPlayerView(
        videoConfiguration: .init(type: .live(id: show.id), events: events, configuration: configuration))
    let delegate = RecordingDelegate()
    view.delegate = delegate
    return (view, delegate)
}

/// A tee hydrated, opened, a size chosen and added to the cart: the player waits for the app's answer.
@MainActor
func addTee(size: String = "TEE-001-BLK-M") async throws -> (HeadlessBambuserPlayerView, RecordingDelegate, String) {
    let (view, delegate) = try makeView()
    try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
    try view.viewer.open("bmb-tee")
    try view.viewer.chooseSize(size)
    try view.viewer.addToCart()
    let key = try #require(delegate.events.last?.data["callbackKey"] as? String)
    return (view, delegate, key)
}

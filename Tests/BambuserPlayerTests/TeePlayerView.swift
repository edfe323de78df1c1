import BambuserPlayer
import Foundation
import ShopStageTesting
import Testing

// What only this target's tests need: a strict player on `spring-live` and the one product its tests
// hydrate, written as JavaScript arguments because `invoke`'s parsing of them is under test here.

/// A typical product: one variation, three sizes (`Fixtures.bambuserTeeArguments`).
func teeArguments(id: String = "bmb-tee", name: String = "Organic Tee") -> String {
    Fixtures.bambuserTeeArguments(id: id, name: name)
}

/// A player view on `show` (by default `spring-live`), its delegate a recorder.
@MainActor
func makeView(
    show: BambuserShow? = nil, events: [String] = ["*"], currency: String? = "USD", locale: String? = "en-US",
    mode: HeadlessBambuserPlayerView.HydrationMode = .strict, extra: [String: any Sendable] = [:]
) throws -> (HeadlessBambuserPlayerView, BambuserDelegateRecorder) {
    let show = try show ?? Fixtures.bambuserShow("spring-live")
    let player = BambuserVideoPlayer(shows: [show])
    player.hydrationMode = mode
    var configuration: [String: any Sendable] = extra
    if let currency { configuration["currency"] = currency }
    if let locale { configuration["locale"] = locale }
    let view = player.createPlayerView(
        videoConfiguration: .init(type: .live(id: show.id), events: events, configuration: configuration))
    let delegate = BambuserDelegateRecorder()
    view.delegate = delegate
    return (view, delegate)
}

/// A tee hydrated, opened, a size chosen and added to the cart: the player waits for the app's answer.
@MainActor
func addTee(size: String = "TEE-001-BLK-M") async throws -> (
    HeadlessBambuserPlayerView, BambuserDelegateRecorder, String
) {
    let (view, delegate) = try makeView()
    try await view.invoke(function: "updateProductWithData", arguments: teeArguments())
    try view.viewer.open("bmb-tee")
    try view.viewer.chooseSize(size)
    try view.viewer.addToCart()
    let key = try #require(delegate.payloads.last?.data["callbackKey"] as? String)
    return (view, delegate, key)
}

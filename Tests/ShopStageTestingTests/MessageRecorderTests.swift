import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// What the message recorder keeps of each message a page posts.
@MainActor
@Suite struct MessageRecorderTests {
    func posting(_ bodies: String) -> MessageRecorder {
        let messages = MessageRecorder()
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(messages, name: "cart")
        _ = WKWebView.loaded(
            "<script>for (const body of [\(bodies)]) webkit.messageHandlers.cart.postMessage(body)</script>",
            configuration: configuration)
        return messages
    }

    @Test func bodiesKeepTheSwiftTypesAHandlerReads() {
        let messages = posting("'hi', 42, {sku: '42', quantity: 2}")
        #expect(messages.bodies.count == 3)
        #expect(messages.bodies.first as? String == "hi")
        #expect((messages.bodies.dropFirst().first as? NSNumber)?.intValue == 42)
        let object = messages.bodies.last as? [String: Any]
        #expect(object?["sku"] as? String == "42")
        #expect(object?["quantity"] as? Int == 2)
    }

    @Test func theRecorderComparesBodiesAsSortedJSON() {
        let messages = posting("{quantity: 2, sku: '42'}")
        #expect(
            messages.recorder.difference(from: [MessageRecorder.Message(name: "cart", body: #"{"quantity":2,"sku":"42"}"#)])
                == nil)
    }
}

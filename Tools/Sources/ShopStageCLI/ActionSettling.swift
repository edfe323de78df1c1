import ArgumentParser
import HeadlessWebView
import ScriptEngine

/// How `action click` moves the page's virtual clock: a settle after the load and after every tap
/// (a user's pause: transitions, animation frames and the timers they start run), `--advance`
/// before the first tap and `--wait-for` until an element is there.
struct ActionSettling: ParsableArguments {
    /// The most virtual time one settle moves the clock: the 300–600 ms slides and fades of
    /// carousels and tabs end within it, with the frames after them.
    static let pause = WKWebView.defaultSettleBound
    /// The most virtual time `--wait-for` waits for its element.
    static let waitBound: Duration = .seconds(10)

    @Option(
        help: ArgumentHelp(
            "Seconds of virtual time to advance before the first tap (timers and animation frames fire in order).",
            valueName: "seconds"))
    var advance: Double = 0

    @Option(
        name: .customLong("wait-for"),
        help: ArgumentHelp(
            """
            A CSS selector: before the first tap, let the page settle until an element matches \
            (10 s of virtual time at most).
            """, valueName: "css"))
    var waitFor: String?

    func validate() throws {
        _ = try NumberOption.seconds(advance, option: "advance", allowsZero: true)
        if let waitFor, waitFor.isEmpty {
            throw ValidationError("--wait-for takes a CSS selector, not an empty string")
        }
    }

    /// After the load: the settle, then `--advance`.
    @MainActor
    func afterLoad(_ webView: WKWebView) throws {
        try webView.settle(within: Self.pause)
        let duration = try NumberOption.seconds(advance, option: "advance", allowsZero: true)
        if duration > .zero { try webView.advance(by: duration) }
    }

    /// `--wait-for`: settles until an element matches `selector`, within ``waitBound``.
    @MainActor
    func waitForElement(matching selector: String, on webView: WKWebView) throws {
        try webView.settle(within: Self.waitBound, until: selector)
    }

    /// After a tap: the settle.
    @MainActor
    func afterTap(_ webView: WKWebView) throws {
        try webView.settle(within: Self.pause)
    }
}

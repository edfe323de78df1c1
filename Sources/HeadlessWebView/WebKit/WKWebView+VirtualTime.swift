import ScriptEngine

/// A web view moves with the stage it was made on: `advance(by:)`, `settle()` and
/// `timeUntilNextTimer` are its own (WKWebView.swift).
extension WKWebView: VirtualTimeDriven {}

extension WKWebView {
    /// How long a user's pause lets a page settle by default: the 300 ms–600 ms slides and fades of
    /// carousels and tabs end in it, with a few animation frames after them.
    nonisolated public static let defaultSettleBound: Duration = .seconds(1)

    /// Lets the page settle as it would in a user's pause: the timers due now and the microtasks
    /// they queue, then each next timer and animation frame (60 per second of virtual time) while
    /// one falls due within `bound`. The clock stops at the last one that ran: a page with nothing
    /// pending does not move, and one that animates forever stops at the bound.
    ///
    /// ```swift
    /// try webView.click(selector: ".slick-next")
    /// try webView.settle(within: .seconds(1))      // slick's 300 ms slide and its afterChange
    /// try webView.click(selector: "#emk-shop")
    /// ```
    ///
    /// - Throws: a script that runs past the time limit; `ScriptError.timerLimitExceeded(limit:)`.
    public func settle(within bound: Duration) throws {
        try currentPage().scriptContext.settle(within: bound)
    }

    /// Lets the page settle, as ``settle(within:)``, until an element matches `selector`: at once
    /// if one matches now, else after the first timer or frame that makes one.
    ///
    /// - Throws: ``HeadlessWebViewError/noElementMatchesWithin(selector:bound:)`` when none matches
    ///   once the bound is reached or nothing is left to run;
    ///   ``HeadlessWebViewError/invalidSelector(selector:message:)``; a script's error.
    public func settle(within bound: Duration, until selector: String) throws {
        let context = try currentPage().scriptContext
        let query = try context.evaluateHandle("(s) => document.querySelector(s) !== null", sourceName: "settle")
        let found = try context.settle(within: bound) {
            do {
                return try query.call([.string(selector)]).value().boolValue == true
            } catch ScriptError.exception(let name, let message, _, _, _, _) where name == "SyntaxError" {
                throw HeadlessWebViewError.invalidSelector(selector: selector, message: message)
            }
        }
        if !found { throw HeadlessWebViewError.noElementMatchesWithin(selector: selector, bound: bound) }
    }
}

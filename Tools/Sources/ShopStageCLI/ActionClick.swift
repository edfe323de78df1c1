import ArgumentParser
import EMarketer
import Foundation
import ScriptEngine
import HeadlessWebView

/// `shopstage action click <F.html> --selector CSS [--selector CSS …] [--action-id N] [--json]
/// [--advance SECONDS] [--wait-for CSS] [--viewport WxH]`: renders F as a `text/html` action with
/// `renderOnWebkitView` in a web view of `--viewport`'s size (an iPhone's 390×844 by default),
/// lets the page settle (timers, microtasks and animation frames, up to 1 s of virtual time), moves
/// the clock by `--advance`, settles until `--wait-for` matches, then clicks each selector in order
/// (a `MouseEvent` dispatched at the first match), settling after each as a user's pause between
/// taps would, and prints each captured click. The page's errors — uncaught exceptions, rejected
/// promises nothing handled, `console.error` — are printed on stderr (`page error: …`, with the
/// script and line), and `--strict` makes them the exit status.
///
/// ```
/// $ shopstage action click Fixtures/actions/summer-sale.html --selector '#close path' --json
/// {"actionId":1,"href":"","status":"close","arg":"2"}
/// ```
struct ActionClick: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "click",
        abstract: "Render an HTML action headlessly, click selectors in order, print each captured click.")

    @OptionGroup var options: ActionFileOptions

    @OptionGroup var settling: ActionSettling

    @OptionGroup var viewport: ViewportOption

    @Option(
        name: .customLong("selector"),
        help: "A CSS selector to click (its first match); repeat for more clicks, in order.")
    var selectors: [String] = []

    @Flag(help: #"Print each click as {"actionId":N,"href":"…","status":"…","arg":"…"}."#)
    var json = false

    @Flag(help: "Exit 1 when the page reported an error (an uncaught exception, a rejected promise, console.error).")
    var strict = false

    func validate() throws {
        if selectors.isEmpty { throw ValidationError("give at least one --selector") }
    }

    @MainActor
    func run() async throws {
        let action = try options.action()
        let webView = WKWebView(frame: try viewport.frame(), configuration: WKWebViewConfiguration())
        var captured: [eMarketerActionClicked] = []
        do {
            try action.render(on: webView) { captured.append($0) }
        } catch {
            FileHandle.standardError.write(Data("error: \(options.file): \(error)\n".utf8))
            throw ExitCode(1)
        }
        // What the page posts while it settles (an impression, an auto-advancing slide) is printed too.
        do {
            try settling.afterLoad(webView)
        } catch {
            FileHandle.standardError.write(Data("error: \(options.file): \(error)\n".utf8))
            throw ExitCode(1)
        }
        if let selector = settling.waitFor {
            do {
                try settling.waitForElement(matching: selector, on: webView)
            } catch {
                FileHandle.standardError.write(Data("error: --wait-for \(selector): \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
        for clicked in captured { print(json ? Self.jsonLine(clicked) : clicked.description) }
        for selector in selectors {
            let before = captured.count
            do {
                try webView.click(selector: selector)
                try settling.afterTap(webView)
            } catch {
                FileHandle.standardError.write(Data("error: --selector \(selector): \(error)\n".utf8))
                throw ExitCode(1)
            }
            if captured.count == before {
                FileHandle.standardError.write(Data("note: --selector \(selector): clicked, nothing captured\n".utf8))
            }
            for clicked in captured[before...] { print(json ? Self.jsonLine(clicked) : clicked.description) }
        }
        let pageErrors = Self.pageErrors(of: webView)
        for error in pageErrors { FileHandle.standardError.write(Data("page error: \(error)\n".utf8)) }
        if strict && !pageErrors.isEmpty { throw ExitCode(1) }
    }

    /// The page's errors (``WKWebView/pageErrors``) as `<script>:<line>: <message>`.
    @MainActor
    static func pageErrors(of webView: WKWebView) -> [String] {
        webView.pageErrors.map { record in
            let place = record.sourceName.map { name in record.line.map { "\(name):\($0): " } ?? "\(name): " } ?? ""
            return place + record.message
        }
    }

    /// The contract's key order: actionId, href, status, arg.
    static func jsonLine(_ clicked: eMarketerActionClicked) -> String {
        let quoted = JSONStringEscape.quoted
        return "{\"actionId\":\(clicked.actionId),\"href\":\(quoted(clicked.href)),"
            + "\"status\":\(quoted(clicked.status)),\"arg\":\(quoted(clicked.arg))}"
    }
}

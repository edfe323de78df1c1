import Foundation
import HeadlessWebView

/// How one subtest ended (testharness.js's `Test` statuses).
enum WPTSubtestStatus: String, Sendable, CaseIterable {
    case pass = "PASS", fail = "FAIL", timeout = "TIMEOUT", notRun = "NOTRUN"
    case preconditionFailed = "PRECONDITION_FAILED"

    /// testharness.js numbers them in this order.
    init?(harnessCode: Int) {
        let all: [WPTSubtestStatus] = [.pass, .fail, .timeout, .notRun, .preconditionFailed]
        guard all.indices.contains(harnessCode) else { return nil }
        self = all[harnessCode]
    }
}

/// How a whole file ended: the harness's own status, or the runner's when the harness never reported.
enum WPTFileStatus: String, Sendable, CaseIterable {
    case ok = "OK", preconditionFailed = "PRECONDITION_FAILED", error = "ERROR"
    /// The harness timed out, or never completed within the runner's bounds.
    case timeout = "TIMEOUT"
    /// The page could not be loaded at all.
    case crash = "CRASH"

    init?(harnessCode: Int) {
        let all: [WPTFileStatus] = [.ok, .error, .timeout, .preconditionFailed]
        guard all.indices.contains(harnessCode) else { return nil }
        self = all[harnessCode]
    }

    /// Worse is larger: a file whose status grows has regressed.
    var severity: Int {
        switch self {
        case .ok, .preconditionFailed: 0
        case .error: 1
        case .timeout: 2
        case .crash: 3
        }
    }
}

struct WPTSubtestResult: Equatable, Sendable {
    var name: String
    var status: WPTSubtestStatus
    var message: String
}

struct WPTFileResult: Sendable {
    var path: String
    var status: WPTFileStatus
    /// The harness's message (why it errored), or the runner's (why it stopped the file).
    var message: String
    var subtests: [WPTSubtestResult]
    var virtualTime: Duration
    var wallTime: Duration
    /// The page and the test's own scripts it loaded (not the harness): what ``WPTFailureCause`` reads.
    var source: String = ""
    /// Errors nothing caught (the web view's `scriptErrors`): a browser would have reported them to the harness.
    var uncaughtErrors = 0

    var passed: Int { subtests.count { $0.status == .pass } }
    var passesWholly: Bool { status == .ok && passed == subtests.count }
}

/// Runs testharness.js files in the headless web view, each in a web view of its own, at
/// `http://web-platform.test:8000/<path>`. Every request to that origin is answered from the
/// checkout (`/resources/testharness.js`, `/common/…`, the test's own resources), except
/// `/resources/testharnessreport.js`, which is ``reporterSource``: it hands the results to Swift,
/// `/resources/testdriver-vendor.js`, which is ``testDriverVendorSource``,
/// and the `.py` handlers, which ``WPTPythonHandlers`` answers for the few it emulates.
/// The virtual clock is advanced until the harness completes; a file that does not within
/// ``virtualTimeLimit`` (or ``wallClockLimit`` of real time) is stopped and recorded as TIMEOUT.
@MainActor
final class WPTRunner {
    static let origin = "http://web-platform.test:8000"
    static let handlerName = "wptResults"

    /// Reports the results as the vendors' testharnessreport.js does, through a message handler
    /// taken before the test's scripts run (a test that replaces `window.webkit` cannot lose them).
    /// The harness's own HTML output is switched off: nobody reads it, and it costs time.
    static let reporterSource = """
        (function () {
          var handler = window.webkit.messageHandlers.\(handlerName);
          var stringify = JSON.stringify;
          setup({ output: false });
          add_completion_callback(function (tests, status) {
            var list = [];
            for (var i = 0; i < tests.length; i++) {
              list.push({ name: String(tests[i].name), status: tests[i].status,
                          message: tests[i].message === null || tests[i].message === undefined ? "" : String(tests[i].message) });
            }
            handler.postMessage(stringify({ status: status.status,
              message: status.message === null || status.message === undefined ? "" : String(status.message), tests: list }));
          });
        })();
        """

    /// The runner automates no WebDriver action: testdriver.js rejects each at once ("Not
    /// implemented"), as under a harness that lacks the action, instead of waiting for a person's
    /// click (what it does outside automation, now that the layout gives elements a place to click).
    static let testDriverVendorSource = "window.test_driver_internal.in_automation = true;"

    let checkout: URL
    /// The harness times out by itself after 10 s (60 s for `timeout=long`) of virtual time; this
    /// bound stops a file that switched that off (`explicit_timeout`) and never finishes.
    var virtualTimeLimit: Duration = .seconds(90)
    /// Real time one file may take (scripts that loop are also cut by the web view's script time limit).
    var wallClockLimit: Duration = .seconds(20)
    /// Virtual time moved per step while waiting for the harness.
    var step: Duration = .milliseconds(50)

    private var cache: [String: String?] = [:]

    init(checkout: URL) {
        self.checkout = checkout
    }

    func run(_ file: WPTTestFile) -> WPTFileResult {
        let collector = WPTResultCollector()
        var sources: [String] = []
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(collector, name: Self.handlerName)
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 800, height: 600), configuration: configuration)
        webView.resourceProvider = { [weak self] _, url in
            let provided = self?.provide(url)
            if let provided, !url.contains("/resources/testharness") { sources.append(provided.body) }
            return provided
        }
        let started = ContinuousClock.now
        func result(_ status: WPTFileStatus, _ message: String, _ subtests: [WPTSubtestResult] = []) -> WPTFileResult {
            let uncaught = webView.scriptErrors.map { "\($0)" }
            // A browser hands uncaught errors to the harness (an `error` event); the web view does not
            // yet, so a file that stops there times out: its message says what was thrown.
            let why =
                status == .ok || uncaught.isEmpty
                ? message
                : ([message] + ["uncaught: " + uncaught.prefix(3).joined(separator: "; ")]).filter { !$0.isEmpty }
                    .joined(separator: "; ")
            return WPTFileResult(
                path: file.path, status: status, message: why, subtests: subtests, virtualTime: webView.now,
                wallTime: ContinuousClock.now - started, source: sources.joined(separator: "\n"),
                uncaughtErrors: uncaught.count)
        }
        guard let html = page(for: file) else { return result(.crash, "cannot read \(file.path)") }
        sources.append(html)
        webView.loadHTMLString(html, baseURL: URL(string: Self.origin + "/" + file.pagePath))
        if let error = webView.loadError { return result(.crash, "load failed: \(error)") }
        var stepErrors: [String] = []
        var forcedTimeout = false
        while collector.report == nil {
            let overTime = webView.now >= virtualTimeLimit || ContinuousClock.now - started >= wallClockLimit
            if overTime {
                // Once: ask a harness that waits for an explicit timeout to report what it has.
                if forcedTimeout { break }
                forcedTimeout = true
                webView.evaluateJavaScript("typeof timeout === 'function' && timeout()", completionHandler: nil)
                try? webView.settle()
                continue
            }
            do {
                try webView.advance(by: step)
            } catch {
                // A timer that ran past the script time limit: reported, and time goes on.
                if stepErrors.count < 3 { stepErrors.append("\(error)") }
            }
        }
        guard let report = collector.report else {
            let bound =
                webView.now >= virtualTimeLimit
                ? "\(virtualTimeLimit) of virtual time" : "\(wallClockLimit) of real time"
            return result(
                .timeout,
                "the harness did not complete within \(bound)"
                    + (stepErrors.isEmpty ? "" : "; \(stepErrors.joined(separator: "; "))"))
        }
        switch Self.parse(report) {
        case .success(let (status, message, subtests)):
            return result(forcedTimeout ? .timeout : status, message, subtests)
        case .failure(let problem):
            return result(.crash, "unreadable report: \(problem)")
        }
    }

    /// The report the reporter posted: the file's status, its message, the subtests in order.
    static func parse(_ report: String) -> Result<(WPTFileStatus, String, [WPTSubtestResult]), ReportProblem> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any],
            let code = object["status"] as? Int, let status = WPTFileStatus(harnessCode: code),
            let tests = object["tests"] as? [[String: Any]]
        else { return .failure(ReportProblem(report: String(report.prefix(200)))) }
        var subtests: [WPTSubtestResult] = []
        for test in tests {
            guard let name = test["name"] as? String, let code = test["status"] as? Int,
                let status = WPTSubtestStatus(harnessCode: code)
            else { return .failure(ReportProblem(report: String(report.prefix(200)))) }
            subtests.append(WPTSubtestResult(name: name, status: status, message: test["message"] as? String ?? ""))
        }
        return .success((status, object["message"] as? String ?? "", subtests))
    }

    struct ReportProblem: Error, CustomStringConvertible {
        var report: String
        var description: String { report }
    }

    /// The page of a file: its own HTML, or the wrapper wptserve serves around a `.any.js` / `.window.js`.
    func page(for file: WPTTestFile) -> String? {
        switch file.kind {
        case .page:
            return read("/" + file.path)
        case .wrappedScript(let metaScripts, let title):
            let name = (file.path as NSString).lastPathComponent
            var html = "<!doctype html>\n<meta charset=utf-8>\n"
            if let title { html += "<title>\(escape(title))</title>\n" }
            html += "<script>self.GLOBAL = { isWindow: function () { return true; }, "
            html +=
                "isWorker: function () { return false; }, isShadowRealm: function () { return false; } };</script>\n"
            html += "<script src=\"/resources/testharness.js\"></script>\n"
            html += "<script src=\"/resources/testharnessreport.js\"></script>\n"
            for script in metaScripts { html += "<script src=\"\(escape(script))\"></script>\n" }
            html += "<div id=log></div>\n<script src=\"\(escape(name))\"></script>\n"
            return html
        }
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A request to the test origin, answered from the checkout (nil: not there, the load fails).
    func provide(_ url: String) -> ProvidedResource? {
        guard let parsed = URL(string: url), parsed.scheme == "http", parsed.host == "web-platform.test" else {
            return nil
        }
        let path = parsed.path
        if path == "/resources/testharnessreport.js" {
            return ProvidedResource(body: Self.reporterSource, contentType: "text/javascript")
        }
        if path == "/resources/testdriver-vendor.js" {
            return ProvidedResource(body: Self.testDriverVendorSource, contentType: "text/javascript")
        }
        // wptserve runs a `.py` file as the request's handler; the runner, a few of them (WPTPythonHandlers.swift).
        if WPTPythonHandlers.isHandler(path) {
            let query = URLComponents(url: parsed, resolvingAgainstBaseURL: false)?.percentEncodedQuery
            return WPTPythonHandlers.response(path: path, query: query)
        }
        guard let body = read(path) else { return nil }
        return ProvidedResource(body: body, contentType: Self.contentType(path))
    }

    private static func contentType(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "js": "text/javascript"
        case "html", "htm": "text/html"
        case "css": "text/css"
        case "json": "application/json"
        // wptserve's types: XHTML and SVG pages are parsed as XML of their own type.
        case "xml": "application/xml"
        case "xhtml", "xht": "application/xhtml+xml"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "gif": "image/gif"
        case "jpg", "jpeg": "image/jpeg"
        case "bmp": "image/bmp"
        default: "text/plain"
        }
    }

    /// A checkout file by its URL path, cached (testharness.js is read once, not once a file).
    private func read(_ path: String) -> String? {
        if let cached = cache[path] { return cached }
        let components = path.split(separator: "/")
        var text: String?
        // `..` never leaves the checkout (URL parsing already removed it; this says so).
        if !components.contains("..") {
            let url = components.reduce(checkout) { $0.appendingPathComponent(String($1)) }
            text = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
        }
        cache[path] = text
        return text
    }
}

/// Keeps the report the page's reporter posts.
@MainActor
final class WPTResultCollector: WKScriptMessageHandler {
    private(set) var report: String?

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        if report == nil { report = message.body as? String ?? "" }
    }
}

import EMarketer
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Where WebKitGTK's WebDriver and browser are on this machine (Debian's `webkit2gtk-driver`,
/// which `Scripts/bootstrap --webkit` installs), and the virtual display to run them on.
struct WebKitInstallation {
    let webDriver: String
    let browser: String
    /// Xvfb, when no display is set (`DISPLAY`); nil when one is.
    let xvfb: String?

    /// What is missing, said so the user can act on it; nil when everything is there.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Self, WebKitMissing>
    {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        func executable(_ name: String) -> String? {
            path.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let webDriver = executable("WebKitWebDriver") else {
            return .failure(WebKitMissing(what: "WebKitWebDriver"))
        }
        var machine = utsname()
        uname(&machine)
        let architecture = withUnsafeBytes(of: machine.machine) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        let browser = "/usr/lib/\(architecture)-linux-gnu/webkit2gtk-4.1/MiniBrowser"
        guard FileManager.default.isExecutableFile(atPath: browser) else {
            return .failure(WebKitMissing(what: browser))
        }
        if let display = environment["DISPLAY"], !display.isEmpty {
            return .success(WebKitInstallation(webDriver: webDriver, browser: browser, xvfb: nil))
        }
        guard let xvfb = executable("Xvfb") else { return .failure(WebKitMissing(what: "Xvfb (no DISPLAY is set)")) }
        return .success(WebKitInstallation(webDriver: webDriver, browser: browser, xvfb: xvfb))
    }
}

/// Real WebKit is not installed.
struct WebKitMissing: Error, CustomStringConvertible {
    let what: String
    var description: String {
        "real WebKit is not installed (\(what) not found): run Scripts/bootstrap --webkit, "
            + "which installs WebKitGTK, its WebDriver and Xvfb from Debian"
    }
}

/// A failure talking to WebKit, with the request that failed.
struct WebKitFailure: Error, CustomStringConvertible {
    let description: String
}

/// WebKitGTK run for `action verify`: Xvfb (when no display is set) and WebKitWebDriver, started
/// as child processes and stopped, by their process ids, with ``stop()``; one WebDriver session
/// with WebKitGTK's MiniBrowser in an iPhone-sized window, spoken to over HTTP on loopback.
@MainActor
final class WebKitSession {
    private var processes: [pid_t] = []
    private var driverURL = ""
    private var sessionID = ""

    /// Starts what `installation` needs and a session.
    init(installation: WebKitInstallation) async throws {
        var environment = ProcessInfo.processInfo.environment
        if let xvfb = installation.xvfb {
            let display = try Self.freeDisplay()
            processes.append(
                try Self.launch(
                    xvfb, [":\(display)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], environment: environment))
            environment["DISPLAY"] = ":\(display)"
            try await Self.wait("Xvfb on :\(display)") {
                FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display)")
            }
        }
        let port = try Self.freePort()
        processes.append(try Self.launch(installation.webDriver, ["--port=\(port)"], environment: environment))
        driverURL = "http://127.0.0.1:\(port)"
        let statusURL = driverURL + "/status"
        try await Self.wait("WebKitWebDriver on port \(port)") { await Self.answers(statusURL) }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": ["webkitgtk:browserOptions": ["binary": installation.browser, "args": ["--automation"]]]
            ]
        ]
        let session = try await call("POST", "/session", capabilities)
        guard let id = (session as? [String: Any])?["sessionId"] as? String else {
            throw WebKitFailure(description: "WebKitWebDriver made no session: \(String(describing: session))")
        }
        sessionID = id
        // An iPhone-sized window, as the e-Marketer panel's web view on a phone.
        _ = try await call("POST", "/session/\(id)/window/rect", ["width": 390, "height": 844])
    }

    /// Opens `url` (WebDriver returns once the page's `load` has fired).
    func navigate(_ url: URL) async throws {
        _ = try await call("POST", "/session/\(sessionID)/url", ["url": url.absoluteString])
    }

    /// Runs `script` (a function body) in the page with `arguments`; its return value.
    func execute(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await call("POST", "/session/\(sessionID)/execute/sync", ["script": script, "args": arguments])
    }

    /// A session that failed to start, or whose user never called ``stop()``, leaves no process behind.
    deinit {
        for process in processes { kill(process, SIGKILL) }
    }

    /// Ends the session and stops the processes this session started: SIGTERM, then SIGKILL for one
    /// still there after 5 s.
    func stop() async {
        if !sessionID.isEmpty { _ = try? await call("DELETE", "/session/\(sessionID)", nil) }
        for process in processes.reversed() {
            kill(process, SIGTERM)
            var status: Int32 = 0
            var waited = 0
            while waitpid(process, &status, WNOHANG) == 0 {
                if waited == 50 { kill(process, SIGKILL) }
                try? await Task.sleep(for: .milliseconds(100))
                waited += 1
            }
        }
        processes.removeAll()
    }

    private func call(_ method: String, _ path: String, _ body: Any?) async throws -> Any? {
        guard let url = URL(string: driverURL + path) else {
            throw WebKitFailure(description: "bad WebDriver path \(path)")
        }
        var request = URLRequest(url: url, timeoutInterval: 120)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let body { request.httpBody = try JSONSerialization.data(withJSONObject: body) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let object = try? JSONSerialization.jsonObject(with: data)
        let value = (object as? [String: Any])?["value"]
        if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 {
            let message =
                ((value as? [String: Any])?["message"] as? String) ?? String(decoding: data.prefix(300), as: UTF8.self)
            throw WebKitFailure(description: "WebDriver \(method) \(path): \(message)")
        }
        return value is NSNull ? nil : value
    }

    /// Starts `path` with the default signal mask and dispositions, its output discarded. Foundation's
    /// `Process` hands a child the signals its starting thread blocks (libdispatch's threads block
    /// SIGTERM), and such a child would ignore ``stop()``.
    private static func launch(_ path: String, _ arguments: [String], environment: [String: String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGTERM)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var process = pid_t()
        let status = posix_spawn(&process, path, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw WebKitFailure(description: "cannot start \(path): \(String(cString: strerror(status)))")
        }
        return process
    }

    /// Polls `ready` every 100 ms for 10 s.
    private static func wait(_ what: String, _ ready: () async -> Bool) async throws {
        for _ in 0..<100 {
            if await ready() { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw WebKitFailure(description: "\(what) did not start within 10 s")
    }

    private static func answers(_ url: String) async -> Bool {
        guard let url = URL(string: url) else { return false }
        let response = try? await URLSession.shared.data(for: URLRequest(url: url, timeoutInterval: 1))
        return (response?.1 as? HTTPURLResponse)?.statusCode == 200
    }

    /// A display number no X server holds.
    private static func freeDisplay() throws -> Int {
        for number in 90..<190 where !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            return number
        }
        throw WebKitFailure(description: "no free X display between :90 and :189")
    }

    /// A loopback port no one listens on: the one the system gives a socket bound to port 0.
    private static func freePort() throws -> Int {
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw WebKitFailure(description: "cannot open a socket") }
        defer { close(socketDescriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(socketDescriptor, socketAddress, length) == 0
                    && getsockname(socketDescriptor, socketAddress, &length) == 0
            }
        }
        guard bound else { throw WebKitFailure(description: "cannot find a free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// The document WebKit loads for an action: ShopStage's `contentHtmlDoc`, with the click-capture
/// library inline in place of its `<script src=".../web-view.js">` (WebKit has no network either)
/// and, first in `<head>`, a stand-in for `window.webkit.messageHandlers.emarketer` that keeps each
/// posted body and the page's errors. A document with no `<base>` gets the library's folder as its
/// base, so its links resolve as in ShopStage.
enum WebKitActionDocument {
    static let shim = """
        <script>(function () {
          var sink = [], errors = [];
          window.__emkMessages = sink; window.__emkErrors = errors;
          var handlers = { emarketer: { postMessage: function (body) {
            sink.push(JSON.parse(JSON.stringify(body)));
          } } };
          try {
            Object.defineProperty(window, 'webkit',
              { value: { messageHandlers: handlers }, configurable: true, writable: true });
          } catch (e) { window.webkit = { messageHandlers: handlers }; }
          window.addEventListener('error', function (e) {
            errors.push(e.message + (e.filename ? ' (' + e.filename + ':' + e.lineno + ')' : ''));
          });
          window.addEventListener('unhandledrejection', function (e) {
            errors.push('Unhandled Promise Rejection: ' + (e.reason && e.reason.message || e.reason));
          });
          var consoleError = console.error;
          console.error = function () {
            errors.push(Array.prototype.join.call(arguments, ' '));
            return consoleError.apply(console, arguments);
          };
        })();</script>
        """

    /// `document` made loadable by WebKit, or a failure naming what is missing.
    static func make(from document: String) throws -> String {
        let pattern = #"<script src="([^"]*/)web-view\.js(\?[^"]*)?"></script>"#
        guard let tag = document.range(of: pattern, options: .regularExpression) else {
            throw WebKitFailure(description: "the action's document has no <script src=\".../web-view.js\">")
        }
        let tagText = String(document[tag])
        let base =
            tagText.range(of: #"src="[^"]*/"#, options: .regularExpression).map {
                String(tagText[$0].dropFirst(5))
            } ?? ""
        // Asked before the library goes in: its comments speak of <base href>.
        let hasBase = document.range(of: #"<base\s"#, options: [.regularExpression, .caseInsensitive]) != nil
        var made = document.replacingCharacters(in: tag, with: "<script>\(ClickCaptureScript.source)</script>")
        let head = (hasBase ? "" : "<base href=\"\(base)\">") + shim
        if let open = made.range(of: "<head>") { made.replaceSubrange(open, with: "<head>" + head) }
        return made
    }

    /// A tap as ShopStage's `WKWebView.click(selector:)` makes it: a click `MouseEvent` (bubbles,
    /// cancelable, composed, detail 1) dispatched at the selector's first match.
    static let tap = """
        var el = document.querySelector(arguments[0]);
        if (!el) return 'no element matches';
        el.dispatchEvent(new MouseEvent('click',
          { bubbles: true, cancelable: true, composed: true, detail: 1, view: window }));
        return null;
        """

    /// The bodies posted so far and the page's errors, or null when the page navigated away.
    static let read = """
        return window.__emkMessages
          ? { messages: window.__emkMessages.slice(), errors: window.__emkErrors.slice() } : null;
        """
}

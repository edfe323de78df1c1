import ArgumentParser
import EMarketer
import Foundation
import HeadlessWebView

/// `shopstage action verify <F.html> --selector CSS [--selector CSS …] [--advance SECONDS]
/// [--wait-for CSS] [--settle-ms N]`: runs the action in ShopStage (as `action click` does) and in
/// real WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, under Xvfb when no display is set),
/// taps the same selectors in order, and prints, step by step, the messages each engine's page
/// posted side by side. Exit status 0 when the engines agree on every step, 1 on a difference, 2
/// when WebKit is not installed (`Scripts/bootstrap --webkit` installs it).
///
/// ```
/// $ shopstage action verify Fixtures/actions/summer-sale.html --selector '#close path'
/// summer-sale.html in ShopStage and in WebKit (WebKitGTK, 1000 ms of real time after the load and each tap)
///   agree     (load)
///       ShopStage: (none)
///       WebKit:    (none)
///   agree     #close path
///       ShopStage: clicked=close; arg=2; href=
///       WebKit:    clicked=close; arg=2; href=
/// 2 of 2 steps agree
/// ```
struct ActionVerify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Run an HTML action in ShopStage and in real WebKit, tap selectors in order, compare the messages.",
        discussion: """
            WebKit's side needs WebKitGTK's WebDriver (Debian's webkit2gtk-driver) and, with no DISPLAY \
            set, Xvfb: Scripts/bootstrap --webkit installs both. Exit status 0 when both engines posted \
            the same messages at every step, 1 on a difference, 2 when WebKit is missing.
            """)

    @OptionGroup var options: ActionFileOptions

    @OptionGroup var settling: ActionSettling

    @Option(
        name: .customLong("selector"),
        help: "A CSS selector to click (its first match) in both engines; repeat for more clicks, in order.")
    var selectors: [String] = []

    @Option(
        name: .customLong("settle-ms"),
        help: ArgumentHelp(
            "Real time WebKit runs after the load and after each tap (its frames, timers and transitions).",
            valueName: "ms"))
    var settleMilliseconds: Int = 1000

    func validate() throws {
        if selectors.isEmpty { throw ValidationError("give at least one --selector") }
        guard (0...60_000).contains(settleMilliseconds) else {
            throw ValidationError("--settle-ms must be between 0 and 60000, not \(settleMilliseconds)")
        }
    }

    @MainActor
    func run() async throws {
        let action = try options.action()
        let installation: WebKitInstallation
        switch WebKitInstallation.find() {
        case .success(let found): installation = found
        case .failure(let missing):
            FileHandle.standardError.write(Data("error: \(missing)\n".utf8))
            throw ExitCode(2)
        }
        let shopStage = try shopStageSteps(action)
        let webKit: (steps: [VerifyStep], errors: [String])
        do {
            webKit = try await webKitSteps(action, installation: installation)
        } catch {
            FileHandle.standardError.write(Data("error: WebKit: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let report = VerifyReport(selectors: selectors, shopStage: shopStage.steps, webKit: webKit.steps)
        let name = (options.file as NSString).lastPathComponent
        print(
            "\(name) in ShopStage and in WebKit (WebKitGTK, \(settleMilliseconds) ms of real time "
                + "after the load and each tap)"
        )
        print(report.text)
        for error in shopStage.errors { FileHandle.standardError.write(Data("ShopStage page error: \(error)\n".utf8)) }
        for error in webKit.errors { FileHandle.standardError.write(Data("WebKit page error: \(error)\n".utf8)) }
        if !report.agrees { throw ExitCode(1) }
    }

    /// ShopStage's steps, as `action click` takes them: the load (settled, `--advance`, `--wait-for`),
    /// then each tap and the settle after it. A selector that matches nothing is that step's error.
    @MainActor
    func shopStageSteps(_ action: eMarketerAction) throws -> (steps: [VerifyStep], errors: [String]) {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        var captured: [eMarketerActionClicked] = []
        var steps: [VerifyStep] = []
        func posted(since start: Int) -> [String] {
            captured[start...].map { VerifyStep.message(status: $0.status, arg: $0.arg, href: $0.href) }
        }
        do {
            try action.render(on: webView) { captured.append($0) }
            try settling.afterLoad(webView)
            if let selector = settling.waitFor { try settling.waitForElement(matching: selector, on: webView) }
            steps.append(VerifyStep(messages: posted(since: 0)))
        } catch {
            steps.append(VerifyStep(messages: posted(since: 0), error: "\(error)"))
            return (steps, ActionClick.pageErrors(of: webView))
        }
        for selector in selectors {
            let before = captured.count
            do {
                try webView.click(selector: selector)
                try settling.afterTap(webView)
                steps.append(VerifyStep(messages: posted(since: before)))
            } catch {
                steps.append(VerifyStep(messages: posted(since: before), error: "\(error)"))
            }
        }
        return (steps, ActionClick.pageErrors(of: webView))
    }

    /// WebKit's steps: the document loaded from a scratch file, `--settle-ms` of real time after the
    /// load (plus `--advance`'s seconds, and until `--wait-for` matches, 10 s at most) and after each tap.
    @MainActor
    func webKitSteps(_ action: eMarketerAction, installation: WebKitInstallation) async throws
        -> (steps: [VerifyStep], errors: [String])
    {
        guard let document = action.contentHtmlDoc else {
            throw WebKitFailure(description: "the action has no HTML document")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shopstage-verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent((options.file as NSString).lastPathComponent)
        try Data(WebKitActionDocument.make(from: document).utf8).write(to: file)

        let session = try await WebKitSession(installation: installation)
        do {
            let result = try await steps(in: session, file: file)
            await session.stop()
            return result
        } catch {
            await session.stop()
            throw error
        }
    }

    @MainActor
    private func steps(in session: WebKitSession, file: URL) async throws -> (steps: [VerifyStep], errors: [String]) {
        let settle = Duration.milliseconds(settleMilliseconds)
        try await session.navigate(file)
        try await Task.sleep(for: settle)
        let advance = try NumberOption.seconds(settling.advance, option: "advance", allowsZero: true)
        if advance > .zero { try await Task.sleep(for: advance) }
        var steps: [VerifyStep] = []
        var loadError: String?
        if let selector = settling.waitFor {
            loadError = "no element matched --wait-for \(selector) within 10 s"
            for _ in 0..<100 {
                if try await session.execute("return document.querySelector(arguments[0]) !== null;", [selector])
                    as? Bool
                    == true
                {
                    loadError = nil
                    break
                }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        var state = try await read(session)
        steps.append(VerifyStep(messages: state?.messages ?? [], error: loadError))
        guard loadError == nil else { return (steps, state?.errors ?? []) }
        var seen = state?.messages.count ?? 0
        for selector in selectors {
            let outcome = try await session.execute(WebKitActionDocument.tap, [selector]) as? String
            try await Task.sleep(for: settle)
            state = try await read(session)
            guard let current = state else {
                steps.append(VerifyStep(error: "the page navigated away"))
                break
            }
            steps.append(VerifyStep(messages: Array(current.messages.dropFirst(seen)), error: outcome))
            seen = current.messages.count
        }
        return (steps, state?.errors ?? [])
    }

    /// The messages posted so far (as ``VerifyStep/message(status:arg:href:)`` writes them) and the
    /// page's errors; nil when the page navigated away.
    @MainActor
    private func read(_ session: WebKitSession) async throws -> (messages: [String], errors: [String])? {
        guard let state = try await session.execute(WebKitActionDocument.read) as? [String: Any] else { return nil }
        let bodies = state["messages"] as? [Any] ?? []
        // As the SDK reads a message: an object of strings only, any other body dropped.
        let messages = bodies.compactMap { body -> String? in
            guard let fields = body as? [String: String] else { return nil }
            return VerifyStep.message(
                status: fields["clicked"] ?? "", arg: fields["arg"] ?? "", href: fields["href"] ?? "")
        }
        return (messages, (state["errors"] as? [Any] ?? []).map { "\($0)" })
    }
}

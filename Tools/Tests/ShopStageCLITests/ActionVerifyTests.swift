import EMarketer
import Foundation
import ShopStageTesting
import Testing

@testable import ShopStageCLI

/// `shopstage action verify`: the step-by-step comparison and its table, the document WebKit gets,
/// the exit status when WebKit is missing and, where WebKitWebDriver is installed, real runs.
// Serialized: each real-WebKit test starts Xvfb on the first free display, and two started at once can
// pick the same one (seen in a full run: "session deleted because of page crash or hang").
@Suite(.serialized)
struct ActionVerifyTests {
    static let close = VerifyStep.message(status: "close", arg: "2", href: "")
    static let product = VerifyStep.message(status: "product", arg: "SKU-1", href: "https://shop.example/p/1")

    @Test func theSameMessagesAtEveryStepAgree() {
        let steps = [VerifyStep(), VerifyStep(messages: [Self.close])]
        let report = VerifyReport(selectors: ["#close"], shopStage: steps, webKit: steps)
        #expect(report.agrees)
        #expect(
            report.text == """
                  agree     (load)
                      ShopStage: (none)
                      WebKit:    (none)
                  agree     #close
                      ShopStage: clicked=close; arg=2; href=
                      WebKit:    clicked=close; arg=2; href=
                2 of 2 steps agree
                """)
    }

    @Test func aMessageOnlyOneEnginePostedIsADifference() {
        let report = VerifyReport(
            selectors: ["#tile", "#close"],
            shopStage: [VerifyStep(), VerifyStep(messages: []), VerifyStep(messages: [Self.close])],
            webKit: [VerifyStep(), VerifyStep(messages: [Self.product]), VerifyStep(messages: [Self.close])])
        #expect(!report.agrees)
        #expect(report.rows.map(\.agrees) == [true, false, true])
        #expect(
            report.text.contains(
                "  DIFFERENT #tile\n      ShopStage: (none)\n      WebKit:    clicked=product; arg=SKU-1"))
        #expect(report.text.hasSuffix("2 of 3 steps agree"))
    }

    @Test func theOrderOfMessagesMatters() {
        let report = VerifyReport(
            selectors: ["#both"], shopStage: [VerifyStep(), VerifyStep(messages: [Self.close, Self.product])],
            webKit: [VerifyStep(), VerifyStep(messages: [Self.product, Self.close])])
        #expect(!report.agrees)
    }

    @Test func aSelectorNeitherEngineMatchesAgreesAndOneOnlyOneMatchesDoesNot() {
        let neither = VerifyReport(
            selectors: ["#gone"], shopStage: [VerifyStep(), VerifyStep(error: "no element matches '#gone'")],
            webKit: [VerifyStep(), VerifyStep(error: "no element matches")])
        #expect(neither.agrees)
        #expect(neither.text.contains("ShopStage: (none) [no element matches '#gone']"))
        let one = VerifyReport(
            selectors: ["#late"], shopStage: [VerifyStep(), VerifyStep(error: "no element matches")],
            webKit: [VerifyStep(), VerifyStep()])
        #expect(!one.agrees)
    }

    @Test func aStepAnEngineNeverReachedIsADifference() {
        let report = VerifyReport(
            selectors: ["#a", "#b"], shopStage: [VerifyStep(), VerifyStep(), VerifyStep()],
            webKit: [VerifyStep(), VerifyStep(error: "the page navigated away")])
        #expect(report.rows.last?.webKit == VerifyStep(error: "not reached"))
        #expect(!report.agrees)
    }

    @Test func webKitGetsTheLibraryInlineTheMessageSinkAndABase() throws {
        let document = """
            <html><head><meta charset="utf-8"></head><body>\
            <script src="https://cdn.example/emarketer/web-view.js?v=0"></script><a href="p/1">x</a></body></html>
            """
        let made = try WebKitActionDocument.make(from: document)
        #expect(!made.contains("web-view.js?v=0\"></script>"))
        #expect(made.hasPrefix("<html><head><base href=\"https://cdn.example/emarketer/\"><script>(function () {"))
        #expect(made.contains("window.__emkMessages = sink"))
        #expect(made.contains(String(ClickCaptureScript.source.prefix(200))))
    }

    @Test func aDocumentWithABaseKeepsItsOwn() throws {
        let document = """
            <html><head></head><body><base href="https://mine.example/"><script src="https://cdn.example/web-view.js">\
            </script></body></html>
            """
        let made = try WebKitActionDocument.make(from: document)
        #expect(!made.contains("<base href=\"https://cdn.example/\">"))
    }

    @Test func aDocumentWithoutTheLibraryIsAClearError() {
        #expect(throws: WebKitFailure.self) { try WebKitActionDocument.make(from: "<html><head></head></html>") }
    }

    @Test func withoutWebKitTheInstallationSaysToRunBootstrap() {
        switch WebKitInstallation.find(environment: ["PATH": "/nonexistent"]) {
        case .success: Issue.record("found WebKit on an empty PATH")
        case .failure(let missing):
            #expect("\(missing)".contains("WebKitWebDriver"))
            #expect("\(missing)".contains("Scripts/bootstrap --webkit"))
        }
    }

    @Test func theCommandExits2WhenWebKitIsMissing() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let file = scratch.url.appendingPathComponent("action.html")
        try Data("<button id=b>b</button>".utf8).write(to: file)
        let process = Process()
        process.executableURL = try ShopStageCommand.built().executable
        process.arguments = ["action", "verify", file.path, "--selector", "#b"]
        process.environment = ["PATH": "/nonexistent"]
        let ended = try await ChildProcess.run(process)
        #expect(ended.status == 2)
        #expect(ended.stderr.contains("Scripts/bootstrap --webkit"))
        #expect(ended.stdout.isEmpty)
    }

    // MARK: Real WebKit

    static let webKitInstalled: Bool = {
        if case .success = WebKitInstallation.find() { return true }
        return false
    }()

    /// An action written to a scratch folder, run through the built command.
    static func verify(_ html: String, _ arguments: [String]) async throws -> ShopStageCommand.Result {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let file = scratch.url.appendingPathComponent("action.html")
        try Data(("<base href=\"https://shop.example/\">\n" + html).utf8).write(to: file)
        return try await ShopStageCommand.built().run(
            ["action", "verify", file.path, "--settle-ms", "300"] + arguments)
    }

    @Test(
        .enabled(
            if: webKitInstalled, "needs WebKitWebDriver and Xvfb (Scripts/bootstrap --webkit); CI does not install them"
        ),
        .timeLimit(.minutes(2)))
    func anActionBothEnginesRunAlikeAgrees() async throws {
        let result = try await Self.verify(
            """
            <a id=tile data-emk-product="SKU-1" href="/p/1">tile</a>
            <button id=next>next</button>
            <script>next.onclick = () => setTimeout(() => { tile.href = '/p/2'; }, 100);</script>
            """, ["--selector", "#next", "--selector", "#tile"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("3 of 3 steps agree"))
    }

    @Test(
        .enabled(
            if: webKitInstalled, "needs WebKitWebDriver and Xvfb (Scripts/bootstrap --webkit); CI does not install them"
        ),
        .timeLimit(.minutes(2)), arguments: [ActionAnimationSettleTests.carousel, ActionAnimationSettleTests.banner])
    func transitionAndAnimationEventsAgreeWithWebKit(page: String) async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let file = scratch.url.appendingPathComponent("action.html")
        try Data(page.utf8).write(to: file)
        let taps = page.contains("id=next") ? ["#next", "#slide"] : ["#show", "#cta"]
        let result = try await ShopStageCommand.built().run(
            ["action", "verify", file.path, "--settle-ms", "800"] + taps.flatMap { ["--selector", $0] })
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("3 of 3 steps agree"))
    }

    @Test(
        .enabled(
            if: webKitInstalled, "needs WebKitWebDriver and Xvfb (Scripts/bootstrap --webkit); CI does not install them"
        ),
        .timeLimit(.minutes(2)))
    func aModuleScriptOnlyWebKitRunsIsADifference() async throws {
        // ShopStage runs no module scripts: the link only WebKit's module sets is a difference.
        let result = try await Self.verify(
            """
            <a id=tile href="/p/1">tile</a>
            <script type="module">document.getElementById('tile').href = '/p/module';</script>
            """, ["--selector", "#tile"])
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("DIFFERENT #tile"))
        #expect(result.stdout.contains("href=https://shop.example/p/module"))
    }
}

import Foundation
import ShopStageTesting
import Testing

/// `shopstage action click` settles after the load and after every tap (timers, microtasks and
/// animation frames, up to 1 s of virtual time), `--advance` moves the clock before the first tap
/// and `--wait-for` settles until an element matches.
struct ActionClickSettleTests {
    /// An action page written to a scratch folder; `run` taps it through the built command.
    struct Page {
        let scratch: ScratchDirectory
        let path: String

        init(_ html: String) throws {
            scratch = try ScratchDirectory()
            let url = scratch.url.appendingPathComponent("action.html")
            try Data(("<base href=\"https://shop.example/\">\n" + html).utf8).write(to: url)
            path = url.path
        }

        func run(_ arguments: [String]) async throws -> ShopStageCommand.Result {
            try await ShopStageCommand.built().run(["action", "click", path, "--json"] + arguments)
        }

        /// The `href` of each captured click.
        func hrefs(_ arguments: [String]) async throws -> [String] {
            let result = try await run(arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return try result.jsonLines().map { $0["href"] as? String ?? "?" }
        }
    }

    @Test func theFirstAnimationFrameRunsBeforeTheFirstTap() async throws {
        // As Preact's useEffect and an IntersectionObserver do: the link is made right in a frame.
        let page = try Page(
            """
            <a id=tile href="/p/1">tile</a>
            <script>requestAnimationFrame(() => { tile.href = '/p/1?seen=1'; });</script>
            """)
        defer { page.scratch.cleanUp() }
        #expect(try await page.hrefs(["--selector", "#tile"]) == ["https://shop.example/p/1?seen=1"])
    }

    @Test func aTransitionTimerEndsBetweenTwoTaps() async throws {
        // A carousel's "next" moves its link after a 300 ms slide, as slick's afterChange does.
        let page = try Page(
            """
            <button id=next>next</button><a id=shop href="/p/1">shop</a>
            <script>next.onclick = () => setTimeout(() => { shop.href = '/p/2'; }, 300);</script>
            """)
        defer { page.scratch.cleanUp() }
        #expect(
            try await page.hrefs(["--selector", "#shop", "--selector", "#next", "--selector", "#shop"])
                == ["https://shop.example/p/1", "https://shop.example/p/2"])
    }

    @Test func aSettleStopsAtOneSecondSoLaterTimersWaitForAdvance() async throws {
        let page = try Page(
            """
            <div id=list></div>
            <script>setTimeout(() => { list.innerHTML = '<a class=late href="/p/late">late</a>'; }, 2000);</script>
            """)
        defer { page.scratch.cleanUp() }
        let settled = try await page.run(["--selector", ".late"])
        #expect(settled.status == 1)
        #expect(settled.stderr.contains("error: --selector .late: no element matches the selector '.late'"))
        #expect(try await page.hrefs(["--advance", "2", "--selector", ".late"]) == ["https://shop.example/p/late"])
    }

    @Test func waitForSettlesUntilTheElementIsThere() async throws {
        let page = try Page(
            """
            <div id=list></div>
            <script>setTimeout(() => { list.innerHTML = '<a class=tile href="/p/7">tile</a>'; }, 5000);</script>
            """)
        defer { page.scratch.cleanUp() }
        #expect(try await page.hrefs(["--wait-for", ".tile", "--selector", ".tile"]) == ["https://shop.example/p/7"])
    }

    @Test func waitForAnElementThatNeverComesIsAnErrorNamingTheSelector() async throws {
        let page = try Page("<a class=tile href=\"/p/7\">tile</a>")
        defer { page.scratch.cleanUp() }
        let result = try await page.run(["--wait-for", ".never", "--selector", ".tile"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "error: --wait-for .never: no element matches the selector '.never' within 10.0 seconds of virtual time"
            ),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let invalid = try await page.run(["--wait-for", "a[", "--selector", ".tile"])
        #expect(invalid.status == 1)
        #expect(invalid.stderr.contains("error: --wait-for a[: 'a[' is not a valid selector"), "\(invalid.stderr)")
    }

    @Test func badSettleOptionsAreUsageErrors() async throws {
        let page = try Page("<a class=tile href=\"/p/7\">tile</a>")
        defer { page.scratch.cleanUp() }
        let negative = try await page.run(["--advance=-1", "--selector", ".tile"])
        #expect(negative.status == 2, "\(negative.status)")
        #expect(negative.stderr.contains("--advance takes a number of seconds"), "\(negative.stderr)")
        let empty = try await page.run(["--wait-for", "", "--selector", ".tile"])
        #expect(empty.status == 2, "\(empty.status)")
        #expect(empty.stderr.contains("--wait-for takes a CSS selector"), "\(empty.stderr)")
    }

    @Test func slickCarouselAgreesWithWebKitTapByTap() async throws {
        // Fixtures/real-library: WebKit posts these for the page's taps (Scripts/webkit-differential).
        let path = Fixtures.url("real-library/slick-carousel.html").path
        let taps = [
            ".slick-current a", ".slick-next", ".slick-current a", "#emk-shop",
            ".slick-dots li:nth-child(4) button", ".slick-current a", "#close",
        ]
        let result = try await ShopStageCommand.built().run(
            ["action", "click", path, "--json"] + taps.flatMap { ["--selector", $0] })
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try result.jsonLines()
        #expect(
            lines.map { "\($0["status"] ?? "") \($0["arg"] ?? "")" }
                == ["product sku-301", "product sku-302", "target ", "product sku-304", "close 1"])
        #expect(
            lines.count > 2
                && lines[2]["href"] as? String == "https://shop.example/p/sku-302?src=emarketer&from=carousel")
    }
}

/// `action click` shows the page's errors on stderr, and `--strict` makes them the exit status.
struct ActionClickPageErrorTests {
    static let brokenPage = """
        <a id=shop href="/p/1">shop</a>
        <script>console.error('tiles failed to load');</script>
        <script>undefinedFunctionOfTheLibrary();</script>
        <script>Promise.reject(new Error('recommendations unavailable'));</script>
        """

    @Test func pageErrorsArePrintedAndTheTapsStillRun() async throws {
        let page = try ActionClickSettleTests.Page(Self.brokenPage)
        defer { page.scratch.cleanUp() }
        let result = try await page.run(["--selector", "#shop"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.jsonLines().map { $0["href"] as? String } == ["https://shop.example/p/1"])
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("page error: ") }
        #expect(errors.count == 3, "\(result.stderr)")
        #expect(errors.first?.contains("tiles failed to load") == true)
        #expect(errors.contains { $0.contains("undefinedFunctionOfTheLibrary") })
        #expect(errors.contains { $0.contains("recommendations unavailable") })
    }

    @Test func strictMakesPageErrorsTheExitStatus() async throws {
        let broken = try ActionClickSettleTests.Page(Self.brokenPage)
        defer { broken.scratch.cleanUp() }
        #expect(try await broken.run(["--selector", "#shop", "--strict"]).status == 1)

        let clean = try ActionClickSettleTests.Page("<a id=shop href=\"/p/1\">shop</a>")
        defer { clean.scratch.cleanUp() }
        let result = try await clean.run(["--selector", "#shop", "--strict"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("page error"))
    }
}

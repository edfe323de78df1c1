import Foundation
import ShopStageTesting
import Testing

/// `shopstage action click --viewport WxH` renders the action in a web view of that size: the
/// layout, `innerWidth` and media queries read it; an iPhone's 390×844 without the option.
struct ActionClickViewportTests {
    /// A tile whose link carries what the page measured: the viewport, a block's width and a media query.
    static let page = """
        <a id=tile href="/p/1">tile</a><div id=box style="padding: 0 10px"></div>
        <script>
        tile.href = '/p/1?vw=' + innerWidth + '&vh=' + innerHeight + '&box=' + box.offsetWidth
            + '&wide=' + matchMedia('(min-width: 600px)').matches;
        </script>
        """

    func hrefs(_ arguments: [String]) async throws -> (status: Int32, hrefs: [String], stderr: String) {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let url = scratch.url.appendingPathComponent("action.html")
        try Data(("<base href=\"https://shop.example/\">\n" + Self.page).utf8).write(to: url)
        let result = try await ShopStageCommand.built().run(
            ["action", "click", url.path, "--json", "--selector", "#tile"] + arguments)
        let hrefs = result.status == 0 ? try result.jsonLines().map { $0["href"] as? String ?? "?" } : []
        return (result.status, hrefs, result.stderr)
    }

    @Test func theDefaultViewportIsAnIPhones() async throws {
        // The body's 8px margins on each side: the block is 374 wide.
        let result = try await hrefs([])
        #expect(result.hrefs == ["https://shop.example/p/1?vw=390&vh=844&box=374&wide=false"], "\(result.stderr)")
    }

    @Test func viewportSetsTheWebViewsSize() async throws {
        let result = try await hrefs(["--viewport", "768x1024"])
        #expect(result.hrefs == ["https://shop.example/p/1?vw=768&vh=1024&box=752&wide=true"], "\(result.stderr)")
    }

    @Test(arguments: ["768", "0x100", "axb", "100x20000", "5x-10"])
    func aMalformedViewportIsAUsageError(viewport: String) async throws {
        let result = try await hrefs(["--viewport", viewport])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--viewport takes WIDTHxHEIGHT"), "\(result.stderr)")
    }
}

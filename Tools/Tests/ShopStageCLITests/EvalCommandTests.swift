import Foundation
import ShopStageTesting
import Testing

struct EvalCommandTests {
    @Test func printsConsoleOutputAndAdvancesTheClock() async throws {
        let result = try await ShopStageCommand.built().run(["eval", Fixtures.url("scripts/timers.js").path, "--advance", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "[log] timers.js:2: show starts")
        #expect(lines.contains("[log] timers.js:3: product highlighted at 1500 ms"))
        #expect(lines.filter { $0.hasSuffix("viewer count update") }.count == 2)
        #expect(lines.last == "[log] timers.js:5: show ends")
    }

    @Test func withoutAdvanceNoTimerFires() async throws {
        let result = try await ShopStageCommand.built().run(["eval", Fixtures.url("scripts/timers.js").path])
        #expect(result.status == 0)
        #expect(result.stdout == "[log] timers.js:2: show starts\n")
    }

    @Test func syntaxErrorExitsNonZeroWithFileLineColumn() async throws {
        let result = try await ShopStageCommand.built().run(["eval", Fixtures.url("scripts/broken.js").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("broken.js:2:21: SyntaxError"), "\(result.stderr)")
    }

    @Test func uncaughtExceptionExitsNonZeroWithItsPosition() async throws {
        let result = try await ShopStageCommand.built().run(["eval", Fixtures.url("scripts/throws.js").path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("about to hydrate"))
        #expect(result.stderr.contains("throws.js:2:"), "\(result.stderr)")
        #expect(result.stderr.contains("TypeError"))
    }

    @Test func aPromiseChainThatNeverEndsExitsOneWithTheTimeLimitError() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let script = scratch.url.appendingPathComponent("chain.js")
        try Data("(async () => { for (;;) await null })(); console.log('started')".utf8).write(to: script)
        let result = try await ShopStageCommand.built().run(["eval", script.path, "--time-limit", "0.2"])
        #expect(result.status == 1)
        #expect(result.stdout == "[log] chain.js:1: started\n")
        #expect(result.stderr.contains("chain.js: script stopped after running longer than the time limit (0.2 seconds)"), "\(result.stderr)")
    }

    @Test func missingFileIsAClearError() async throws {
        let result = try await ShopStageCommand.built().run(["eval", "/nonexistent/script.js"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("cannot read /nonexistent/script.js"))
    }

    @Test func versionIsPrinted() async throws {
        let result = try await ShopStageCommand.built().run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }
}

struct UsageErrorTests {
    @Test func unknownOptionExitsTwo() async throws {
        let result = try await ShopStageCommand.built().run(["hydrate", "check", "--no-such-option"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no-such-option"), "\(result.stderr)")
    }

    @Test func missingArgumentExitsTwo() async throws {
        let result = try await ShopStageCommand.built().run(["eval"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument"), "\(result.stderr)")
    }

    @Test(arguments: [["--time-limit", "nan"], ["--time-limit", "0"], ["--time-limit", "-1"], ["--advance", "1e300"],
        ["--advance", "inf"], ["--advance", "-5"]])
    func numbersOutOfRangeExitTwoNamingTheOption(_ option: [String]) async throws {
        let result = try await ShopStageCommand.built().run(["eval", Fixtures.url("scripts/timers.js").path] + option)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(option[0]), "\(result.stderr)")
    }

    /// -2⁶³ went through `abs(Int64.min)` on its way into the error message, and 1e-9 was accepted.
    @Test(arguments: [
        ["--advance", "-9223372036854775808", "from 0 to 31536000, not -9223372036854776000"],
        ["--time-limit", "-9223372036854775808", "from 0.001 to 31536000, not -9223372036854776000"],
        ["--time-limit", "9223372036854775807", "from 0.001 to 31536000, not 9223372036854776000"],
        ["--time-limit", "1e-9", "from 0.001 to 31536000, not 1e-9"],
    ])
    func extremeNumbersAreAClearUsageError(_ option: [String]) async throws {
        let result = try await ShopStageCommand.built().run(
            ["eval", Fixtures.url("scripts/timers.js").path, option[0] + "=" + option[1]])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(option[0]) takes a number of seconds \(option[2])"), "\(result.stderr)")
    }

    @Test func helpStillExitsZero() async throws {
        let result = try await ShopStageCommand.built().run(["hydrate", "check", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE"))
    }
}

/// The CLI contract as ShopStageTesting checks it for users: JSON output read and refused clearly.
struct CommandContractTests {
    @Test func hydrateCheckJSONIsOneObjectWithErrorsByPath() async throws {
        let result = try await ShopStageCommand.built().run(["hydrate", "check", "--arguments", "'sku-1', {}", "--json"])
        #expect(result.status == 1, "\(result.stderr)")
        let report = try result.jsonObject()
        #expect(report["accepted"] as? Bool == false)
        #expect((report["errors"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test func outputThatIsNotJSONIsAClearError() async throws {
        let result = try await ShopStageCommand.built().run(["--version"])
        #expect(result.status == 0)
        #expect(throws: (any Error).self) { try result.jsonObject() }
        let lines = #expect(throws: ShopStageCommandError.self) { try result.jsonLines() }
        #expect(lines?.description.contains("line 1 of standard output is not a JSON object") == true)
    }

    @Test func aMissingExecutableIsNamedWithWhereItWasLookedFor() {
        let error = ShopStageCommandError.notBuilt(searched: ["/a", "/b"])
        #expect(error.description.contains("swift build --package-path Tools") && error.description.contains("/a, /b"))
    }
}

struct BenchOptionTests {
    @Test(arguments: [
        ["bench", "engine", "--batches", "0"], ["bench", "player", "--iterations", "-1"],
        ["bench", "webview", "--iterations", "0"], ["bench", "firework", "--runs", "-3"],
        ["bench", "download", "--segments", "0"], ["bench", "actions", "--iterations", "0"],
    ])
    func countsOutOfRangeExitTwoNamingTheOption(_ arguments: [String]) async throws {
        let result = try await ShopStageCommand.built().run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(arguments[2]), "\(result.stderr)")
    }
}

/// A catalog product the built-in host cannot hydrate is reported, with exit status 1, never dropped silently.
struct RunCatalogTests {
    @Test func aCatalogSizeWithNegativeStockIsReportedAndFailsTheRun() async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let catalogURL = Fixtures.url("catalogs/spring-catalog.json")
        var catalog = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        var products = try #require(catalog["products"] as? [[String: Any]])
        var variations = try #require(products[0]["variations"] as? [[String: Any]])
        var sizes = try #require(variations[0]["sizes"] as? [[String: Any]])
        sizes[0]["stock"] = -1
        variations[0]["sizes"] = sizes
        products[0]["variations"] = variations
        catalog["products"] = products
        let broken = scratch.url.appendingPathComponent("catalog.json")
        try JSONSerialization.data(withJSONObject: catalog).write(to: broken)

        let result = try await ShopStageCommand.built().run(
            ["run", Fixtures.url("shows/spring-live.json").path, "--catalog", broken.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("accepted: 3 of 4 products (not hydrated: bmb-tee)"))
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: product bmb-tee not hydrated") }
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains("inStock") == true, "\(result.stderr)")
    }
}

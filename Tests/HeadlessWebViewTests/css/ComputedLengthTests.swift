import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Computed lengths and times that need no layout, as WebKit gives them: absolute lengths in px (a
/// float's every digit), `em`/`rem` from the computed font sizes, font-size keywords and percentages,
/// line-height in px, border widths (0px without a border style), times in seconds.
@MainActor
struct ComputedLengthTests {
    /// `getComputedStyle(p)[property]` for a paragraph with the inline style `style` inside `<div style=outer>`.
    static func value(_ property: String, _ style: String, outer: String = "") async throws -> String? {
        let webView = WKWebView.loaded("<div style='\(outer)'><p id=p style='\(style)'>x</p></div>")
        return try await webView.string("getComputedStyle(p).getPropertyValue('\(property)')")
    }

    @Test func absoluteUnitsBecomePixels() async throws {
        #expect(try await Self.value("margin-top", "margin-top: 1in") == "96px")
        #expect(try await Self.value("margin-top", "margin-top: 12pt") == "16px")
        #expect(try await Self.value("margin-top", "margin-top: 2pc") == "32px")
        #expect(try await Self.value("margin-top", "margin-top: 2.54cm") == "96px")
        #expect(try await Self.value("margin-top", "margin-top: 10mm") == "37.7952766418457px")
        #expect(try await Self.value("margin-top", "margin-top: 40Q") == "37.7952766418457px")
    }

    @Test func aFractionalPixelIsPrintedAsWebKitsFloat() async throws {
        #expect(try await Self.value("padding-left", "padding-left: 1pt") == "1.3333333730697632px")
    }

    @Test func zeroBecomesZeroPixels() async throws {
        #expect(try await Self.value("margin-left", "margin: 0") == "0px")
    }

    @Test func emIsRelativeToTheElementsComputedFontSize() async throws {
        #expect(try await Self.value("padding-top", "font-size: 20px; padding-top: 1.5em") == "30px")
    }

    @Test func fontSizeInEmAndPercentIsRelativeToTheParents() async throws {
        #expect(try await Self.value("font-size", "font-size: 2em", outer: "font-size: 10px") == "20px")
        #expect(try await Self.value("font-size", "font-size: 150%", outer: "font-size: 10px") == "15px")
    }

    @Test func remIsRelativeToTheRootFontSize() async throws {
        let webView = WKWebView.loaded("<style>html { font-size: 10px } p { font-size: 30px; margin-top: 2rem }</style><p id=p>x</p>")
        #expect(try await webView.string("getComputedStyle(p).marginTop") == "20px")
    }

    @Test func fontSizeKeywordsFollowWebKitsTable() async throws {
        #expect(try await Self.value("font-size", "font-size: small") == "13px")
        #expect(try await Self.value("font-size", "font-size: xx-large") == "32px")
        #expect(try await Self.value("font-size", "font-size: larger", outer: "font-size: 10px") == "12px")
    }

    @Test func lineHeightIsInPixelsUnlessNormal() async throws {
        #expect(try await Self.value("line-height", "font-size: 20px; line-height: 1.5") == "30px")
        #expect(try await Self.value("line-height", "font-size: 20px; line-height: 50%") == "10px")
        #expect(try await Self.value("line-height", "") == "normal")
    }

    @Test func aBorderWidthWithoutABorderStyleIsZero() async throws {
        #expect(try await Self.value("border-top-width", "border-top-width: 4px") == "0px")
        #expect(try await Self.value("border-top-width", "border-top: thick dashed") == "5px")
        #expect(try await Self.value("border-left-width", "border-style: solid") == "3px")
    }

    @Test func percentagesAndAutoAreUsedValuesOfARenderedBoxAndStayAsDeclaredWithoutOne() async throws {
        // The paragraph's containing block is the body's 374px (ResolvedValueTests has more).
        #expect(try await Self.value("width", "width: 50%") == "187px")
        #expect(try await Self.value("margin-left", "margin-left: auto") == "0px")
        #expect(try await Self.value("width", "width: 50%", outer: "display: none") == "50%")
        #expect(try await Self.value("margin-left", "margin-left: auto", outer: "display: none") == "auto")
    }

    @Test func viewportUnitsUseThePhonesViewport() async throws {
        #expect(try await Self.value("width", "width: 100vw") == "390px")
    }

    @Test func millisecondsAreSerialisedAsSeconds() async throws {
        #expect(try await Self.value("transition-duration", "transition-duration: 500ms, 2s") == "0.5s, 2s")
        #expect(try await Self.value("animation-delay", "animation-delay: 0.5s") == "0.5s")
    }
}

/// `font-weight` computed as a number, `bolder` and `lighter` from the parent's.
@MainActor
struct ComputedFontWeightTests {
    @Test func fontWeightKeywordsBecomeNumbers() async throws {
        #expect(try await ComputedLengthTests.value("font-weight", "font-weight: bold") == "700")
        #expect(try await ComputedLengthTests.value("font-weight", "") == "400")
        #expect(try await ComputedLengthTests.value("font-weight", "font-weight: bolder", outer: "font-weight: 600") == "900")
        #expect(try await ComputedLengthTests.value("font-weight", "font-weight: lighter", outer: "font-weight: bold") == "400")
    }
}

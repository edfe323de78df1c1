import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Computed colours as WebKit serialises them: `rgb(r, g, b)` or `rgba(r, g, b, a)` from every sRGB
/// notation, `transparent`, `currentcolor` and the colour properties whose initial value is it.
@MainActor
struct ComputedColorTests {
    /// The computed `color` of a paragraph declaring `value`.
    static func color(_ value: String, property: String = "color") async throws -> String? {
        let webView = WKWebView.loaded("<p id=p style='\(property): \(value)'>x</p>")
        return try await webView.string("getComputedStyle(p).getPropertyValue('\(property)')")
    }

    @Test func namedColoursComeFromTheFullTable() async throws {
        #expect(try await Self.color("rebeccapurple") == "rgb(102, 51, 153)")
        #expect(try await Self.color("LightGoldenRodYellow") == "rgb(250, 250, 210)")
    }

    @Test func hexColoursOfEveryLength() async throws {
        #expect(try await Self.color("#f80") == "rgb(255, 136, 0)")
        // 0x88 is 0.533…: 0.53 would read back as 0x87, so three digits.
        #expect(try await Self.color("#f808") == "rgba(255, 136, 0, 0.533)")
        #expect(try await Self.color("#0a0B0c") == "rgb(10, 11, 12)")
        #expect(try await Self.color("#ff000080") == "rgba(255, 0, 0, 0.5)")
    }

    @Test func rgbInCommaAndSpaceSyntax() async throws {
        #expect(try await Self.color("rgba(255, 0, 0, 0.25)") == "rgba(255, 0, 0, 0.25)")
        #expect(try await Self.color("rgb(100% 50% 0% / 50%)") == "rgba(255, 128, 0, 0.5)")
        #expect(try await Self.color("rgb(300, -5, 12.6)") == "rgb(255, 0, 13)")
        #expect(try await Self.color("rgba(0, 0, 255, 1)") == "rgb(0, 0, 255)")
    }

    @Test func hslInCommaAndSpaceSyntax() async throws {
        #expect(try await Self.color("hsl(120, 100%, 25%)") == "rgb(0, 128, 0)")
        #expect(try await Self.color("hsla(0.5turn 100% 50% / 0.1)") == "rgba(0, 255, 255, 0.1)")
    }

    @Test func transparentIsTransparentBlack() async throws {
        #expect(try await Self.color("transparent", property: "background-color") == "rgba(0, 0, 0, 0)")
    }

    @Test func currentcolorIsTheElementsColour() async throws {
        let webView = WKWebView.loaded("<div style='color: red'><p id=p style='color: currentcolor; background-color: currentColor'>x</p></div>")
        #expect(
            try await webView.string("const s = getComputedStyle(p); s.color + ' ' + s.backgroundColor") == "rgb(255, 0, 0) rgb(255, 0, 0)")
    }

    @Test func borderAndOutlineColoursDefaultToTheElementsColour() async throws {
        let webView = WKWebView.loaded("<p id=p style='color: #123456'>x</p>")
        #expect(
            try await webView.string("const s = getComputedStyle(p); [s.borderTopColor, s.borderLeftColor, s.outlineColor].join(' ')")
                == "rgb(18, 52, 86) rgb(18, 52, 86) rgb(18, 52, 86)")
    }

    @Test func theBorderShorthandSetsTheSideColours() async throws {
        let webView = WKWebView.loaded("<style>p { border: 1px solid hsl(240, 100%, 50%) }</style><p id=p>x</p>")
        #expect(
            try await webView.string("const s = getComputedStyle(p); [s.borderRightColor, s.borderRightStyle, s.borderRightWidth].join(' ')")
                == "rgb(0, 0, 255) solid 1px")
    }

    @Test func theBackgroundShorthandSetsTheBackgroundColour() async throws {
        let webView = WKWebView.loaded("<style>p { background: url(x.png) no-repeat #fff }</style><p id=p>x</p>")
        #expect(try await webView.string("getComputedStyle(p).backgroundColor") == "rgb(255, 255, 255)")
    }

    @Test func anInvalidColourIsDroppedAndTheEarlierDeclarationWins() async throws {
        let webView = WKWebView.loaded("<style>p { color: blue } p { color: notacolour } p { color: #12 }</style><p id=p>x</p>")
        #expect(try await webView.string("getComputedStyle(p).color") == "rgb(0, 0, 255)")
    }

    @Test func colourFunctionsOfOtherSpacesAreKeptAsDeclared() async throws {
        #expect(try await Self.color("oklch(0.7 0.1 200)") == "oklch(0.7 0.1 200)")
    }
}

/// What a page reads to learn whether the computed style supports a property: a custom property is no
/// member of it, set or not (WebKitGTK 2.50: `'--brand' in s` is false, `s['--brand']` undefined).
@MainActor
struct ComputedStyleMembershipTests {
    @Test func aKnownPropertyIsInTheComputedStyle() async throws {
        let webView = WKWebView.loaded("<p id=p style='--brand: red'>x</p>")
        let script = """
            const s = getComputedStyle(p);
            ['color' in s, 'borderTopColor' in s, '--brand' in s, 'notAProperty' in s, String(s['--brand']),
             String(p.style['--brand']), s.getPropertyValue('--brand').trim()].join(' ')
            """
        #expect(try await webView.string(script) == "true true false false undefined undefined red")
    }
}

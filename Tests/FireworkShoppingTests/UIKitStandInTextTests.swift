import FireworkShopping
import Testing

/// How snapshots print the UIKit stand-ins: numbers by the one number rule, never a trap.
struct UIKitStandInTextTests {
    @Test func aFontPrintsItsSizeAsJavaScriptWould() {
        #expect(UIFont.systemFont(ofSize: 18).description == "System 18")
        #expect(UIFont.boldSystemFont(ofSize: 17.5).description == "System-Bold 17.5")
    }

    @Test func aFontOfNoUsableSizePrintsWithoutATrap() {
        #expect(UIFont.systemFont(ofSize: 1e19).description == "System 10000000000000000000")
        #expect(UIFont.systemFont(ofSize: .nan).description == "System NaN")
        #expect(UIFont.systemFont(ofSize: -.infinity).description == "System -Infinity")
    }

    @Test func colourComponentsOutOfRangeOrNotANumberPrintWithoutATrap() {
        #expect(UIColor(red: 2, green: -1, blue: .nan, alpha: 1).description.count == 7)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).description == "#FF0000")
    }
}

import Foundation
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

/// The UIKit values configuration code passes (Firework's video sample, the wrappers' host code).
@MainActor
@Suite struct UIKitValueTests {
    @Test func systemColoursAndAlphaAreUIKitsLightAppearance() {
        #expect(UIColor.systemGray.description == "#8E8E93")
        #expect(UIColor.gray.description == "#808080")
        #expect(UIColor.systemBackground == .white)
        #expect(UIColor.white.withAlphaComponent(0.9).description == "#FFFFFFE6")
        #expect(UIColor.systemBlue.withAlphaComponent(0.75).alpha == 0.75)
    }

    @Test func dynamicTypeAndWeightedSystemFontsHaveUIKitsSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).withSize(12.0).description == "System 12")
        #expect(UIFont.preferredFont(forTextStyle: .callout).pointSize == 16)
        #expect(UIFont.preferredFont(forTextStyle: .headline).description == "System-Semibold 17")
        #expect(UIFont.systemFont(ofSize: 14, weight: .semibold).description == "System-Semibold 14")
        #expect(UIFont.systemFont(ofSize: 14, weight: .regular) == .systemFont(ofSize: 14))
        let size: CGFloat = 13
        #expect(UIFont.preferredFont(forTextStyle: .body).withSize(CGFloat(size)).pointSize == 13)
    }

    @Test func theFeedBackgroundIsAnOptionalColour() {
        var config = VideoFeedContentConfiguration()
        config.backgroundColor = UIColor.systemGray
        #expect(config.backgroundColor == .systemGray)
        config.backgroundColor = nil
        #expect(config.backgroundColor == nil)
    }

    @Test func theSDKVersionIsTheOneTheInterfaceFollows() {
        #expect(FireworkVideoSDK.version == "1.44.9")
    }
}

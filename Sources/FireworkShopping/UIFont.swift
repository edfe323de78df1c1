import Foundation
import ScriptEngine

/// The Linux stand-in for UIKit's font: a family name and a point size, with the system and
/// Dynamic Type fonts configuration code asks for.
public struct UIFont: Sendable, Hashable, CustomStringConvertible {
    /// The font's name: `System`, `System-Bold`, `System-Semibold` and so on for system fonts, or the name given.
    public var fontName: String
    /// The size in points.
    public var pointSize: Double

    /// A font by name; `nil` for an empty name or a size that is not positive. Any name is accepted: no font
    /// files are looked up headlessly.
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty, size > 0 else { return nil }
        fontName = name
        pointSize = Double(size)
    }

    private init(system name: String, size: Double) {
        fontName = name
        pointSize = size
    }

    /// The regular system font, named `System`.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: "System", size: Double(size)) }

    /// The bold system font, named `System-Bold`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(system: "System-Bold", size: Double(size))
    }

    /// The italic system font, named `System-Italic`.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(system: "System-Italic", size: Double(size))
    }

    /// `System-Semibold 14`; the regular weight is plain `System`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: weight == .regular ? "System" : "System-\(weight.name)", size: Double(size))
    }

    /// The Dynamic Type font of a text style at the default content size (iOS 17's "Large").
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(system: style.isBold ? "System-Semibold" : "System", size: style.defaultSize)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(system: fontName, size: Double(fontSize))
    }

    /// `System 18`: how snapshots show a font.
    public var description: String {
        "\(fontName) \(JavaScriptNumber.string(pointSize))"
    }

    /// A font weight, by the names UIKit gives them.
    public struct Weight: Sendable, Hashable {
        /// UIKit's numeric weight, from -1 (lightest) to 1 (heaviest).
        public let rawValue: Double
        let name: String

        /// UIKit's `ultraLight` weight (-0.8); ``UIFont/systemFont(ofSize:weight:)`` names it `System-Ultralight`.
        public static let ultraLight = Weight(rawValue: -0.8, name: "Ultralight")
        /// UIKit's `thin` weight (-0.6); ``UIFont/systemFont(ofSize:weight:)`` names it `System-Thin`.
        public static let thin = Weight(rawValue: -0.6, name: "Thin")
        /// UIKit's `light` weight (-0.4); ``UIFont/systemFont(ofSize:weight:)`` names it `System-Light`.
        public static let light = Weight(rawValue: -0.4, name: "Light")
        /// UIKit's `regular` weight (0); ``UIFont/systemFont(ofSize:weight:)`` names it plain `System`.
        public static let regular = Weight(rawValue: 0, name: "Regular")
        /// UIKit's `medium` weight (0.23); ``UIFont/systemFont(ofSize:weight:)`` names it `System-Medium`.
        public static let medium = Weight(rawValue: 0.23, name: "Medium")
        /// UIKit's `semibold` weight (0.3); ``UIFont/systemFont(ofSize:weight:)`` names it `System-Semibold`.
        public static let semibold = Weight(rawValue: 0.3, name: "Semibold")
        /// UIKit's `bold` weight (0.4); ``UIFont/systemFont(ofSize:weight:)`` names it `System-Bold`.
        public static let bold = Weight(rawValue: 0.4, name: "Bold")
        /// UIKit's `heavy` weight (0.56); ``UIFont/systemFont(ofSize:weight:)`` names it `System-Heavy`.
        public static let heavy = Weight(rawValue: 0.56, name: "Heavy")
        /// UIKit's `black` weight (0.62); ``UIFont/systemFont(ofSize:weight:)`` names it `System-Black`.
        public static let black = Weight(rawValue: 0.62, name: "Black")
    }

    /// A Dynamic Type text style.
    public struct TextStyle: Sendable, Hashable {
        /// UIKit's name for the text style (`UICTFontTextStyleBody`).
        public let rawValue: String
        let defaultSize: Double
        let isBold: Bool

        /// UIKit's `.largeTitle` text style: 34-point system font at the default content size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0", defaultSize: 34, isBold: false)
        /// UIKit's `.title1` text style: 28-point system font at the default content size.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1", defaultSize: 28, isBold: false)
        /// UIKit's `.title2` text style: 22-point system font at the default content size.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2", defaultSize: 22, isBold: false)
        /// UIKit's `.title3` text style: 20-point system font at the default content size.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3", defaultSize: 20, isBold: false)
        /// UIKit's `.headline` text style: 17-point semibold system font at the default content size.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline", defaultSize: 17, isBold: true)
        /// UIKit's `.subheadline` text style: 15-point system font at the default content size.
        public static let subheadline = TextStyle(
            rawValue: "UICTFontTextStyleSubhead", defaultSize: 15, isBold: false)
        /// UIKit's `.body` text style: 17-point system font at the default content size.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody", defaultSize: 17, isBold: false)
        /// UIKit's `.callout` text style: 16-point system font at the default content size.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout", defaultSize: 16, isBold: false)
        /// UIKit's `.footnote` text style: 13-point system font at the default content size.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote", defaultSize: 13, isBold: false)
        /// UIKit's `.caption1` text style: 12-point system font at the default content size.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1", defaultSize: 12, isBold: false)
        /// UIKit's `.caption2` text style: 11-point system font at the default content size.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2", defaultSize: 11, isBold: false)
    }
}

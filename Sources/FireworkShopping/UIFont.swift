import Foundation
import ScriptEngine

/// The Linux stand-in for UIKit's font: a family name and a point size, with the system and
/// Dynamic Type fonts configuration code asks for.
public struct UIFont: Sendable, Hashable, CustomStringConvertible {
    public var fontName: String
    public var pointSize: Double

    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty, size > 0 else { return nil }
        fontName = name
        pointSize = Double(size)
    }

    private init(system name: String, size: Double) {
        fontName = name
        pointSize = size
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: "System", size: Double(size)) }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(system: "System-Bold", size: Double(size))
    }

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
        public let rawValue: Double
        let name: String

        public static let ultraLight = Weight(rawValue: -0.8, name: "Ultralight")
        public static let thin = Weight(rawValue: -0.6, name: "Thin")
        public static let light = Weight(rawValue: -0.4, name: "Light")
        public static let regular = Weight(rawValue: 0, name: "Regular")
        public static let medium = Weight(rawValue: 0.23, name: "Medium")
        public static let semibold = Weight(rawValue: 0.3, name: "Semibold")
        public static let bold = Weight(rawValue: 0.4, name: "Bold")
        public static let heavy = Weight(rawValue: 0.56, name: "Heavy")
        public static let black = Weight(rawValue: 0.62, name: "Black")
    }

    /// A Dynamic Type text style.
    public struct TextStyle: Sendable, Hashable {
        public let rawValue: String
        let defaultSize: Double
        let isBold: Bool

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0", defaultSize: 34, isBold: false)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1", defaultSize: 28, isBold: false)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2", defaultSize: 22, isBold: false)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3", defaultSize: 20, isBold: false)
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline", defaultSize: 17, isBold: true)
        public static let subheadline = TextStyle(
            rawValue: "UICTFontTextStyleSubhead", defaultSize: 15, isBold: false)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody", defaultSize: 17, isBold: false)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout", defaultSize: 16, isBold: false)
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote", defaultSize: 13, isBold: false)
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1", defaultSize: 12, isBold: false)
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2", defaultSize: 11, isBold: false)
    }
}

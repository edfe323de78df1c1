import Foundation
import ScriptEngine

/// The Linux stand-in for UIKit's colour: sRGB components from 0 to 1, with the named and system
/// colours configuration code uses (`UIColor.systemGray`, `.white.withAlphaComponent(0.9)`).
///
/// System colours are their light-mode values in iOS 17: a headless player has no dark mode.
public struct UIColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Double(red)
        self.green = Double(green)
        self.blue = Double(blue)
        self.alpha = Double(alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity (UIKit replaces the alpha, it does not multiply it).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private init(_ red: Int, _ green: Int, _ blue: Int) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: 1)
    }

    // Fixed colours (UIKit's named class properties).
    public static let white = UIColor(white: 1, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)

    // System colours, light appearance.
    public static let systemRed = UIColor(255, 59, 48)
    public static let systemOrange = UIColor(255, 149, 0)
    public static let systemYellow = UIColor(255, 204, 0)
    public static let systemGreen = UIColor(52, 199, 89)
    public static let systemMint = UIColor(0, 199, 190)
    public static let systemTeal = UIColor(48, 176, 199)
    public static let systemCyan = UIColor(50, 173, 230)
    public static let systemBlue = UIColor(0, 122, 255)
    public static let systemIndigo = UIColor(88, 86, 214)
    public static let systemPurple = UIColor(175, 82, 222)
    public static let systemPink = UIColor(255, 45, 85)
    public static let systemBrown = UIColor(162, 132, 94)
    public static let systemGray = UIColor(142, 142, 147)
    public static let systemGray2 = UIColor(174, 174, 178)
    public static let systemGray3 = UIColor(199, 199, 204)
    public static let systemGray4 = UIColor(209, 209, 214)
    public static let systemGray5 = UIColor(229, 229, 234)
    public static let systemGray6 = UIColor(242, 242, 247)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let link = UIColor.systemBlue
    public static let tintColor = UIColor.systemBlue

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: how snapshots show a colour.
    public var description: String {
        func byte(_ component: Double) -> String {
            let value = JavaScriptNumber.clampedInteger((min(max(component, 0), 1) * 255).rounded(), as: Int.self)
            let hex = String(value, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }
}

import Foundation
import ScriptEngine

/// The Linux stand-in for UIKit's colour: sRGB components from 0 to 1, with the named and system
/// colours configuration code uses (`UIColor.systemGray`, `.white.withAlphaComponent(0.9)`).
///
/// System colours are their light-mode values in iOS 17: a headless player has no dark mode.
public struct UIColor: Sendable, Hashable, CustomStringConvertible {
    /// The red component, from 0 to 1.
    public var red: Double
    /// The green component, from 0 to 1.
    public var green: Double
    /// The blue component, from 0 to 1.
    public var blue: Double
    /// The opacity, from 0 (clear) to 1 (opaque).
    public var alpha: Double

    /// A colour from sRGB components and opacity, each from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Double(red)
        self.green = Double(green)
        self.blue = Double(blue)
        self.alpha = Double(alpha)
    }

    /// A grey from `white` (0 black, 1 white) and opacity.
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
    /// UIKit's `white`: `#FFFFFF`.
    public static let white = UIColor(white: 1, alpha: 1)
    /// UIKit's `black`: `#000000`.
    public static let black = UIColor(white: 0, alpha: 1)
    /// UIKit's `clear`: `#00000000`.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// UIKit's `red`: `#FF0000`.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// UIKit's `green`: `#00FF00`.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// UIKit's `blue`: `#0000FF`.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's `cyan`: `#00FFFF`.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// UIKit's `yellow`: `#FFFF00`.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit's `magenta`: `#FF00FF`.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit's `orange`: `#FF8000`.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit's `purple`: `#800080`.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit's `brown`: `#996633`.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// UIKit's `gray`: `#808080`.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit's `darkGray`: `#555555`.
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    /// UIKit's `lightGray`: `#AAAAAA`.
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)

    // System colours, light appearance.
    /// UIKit's `systemRed`: `#FF3B30` (its light-mode value).
    public static let systemRed = UIColor(255, 59, 48)
    /// UIKit's `systemOrange`: `#FF9500` (its light-mode value).
    public static let systemOrange = UIColor(255, 149, 0)
    /// UIKit's `systemYellow`: `#FFCC00` (its light-mode value).
    public static let systemYellow = UIColor(255, 204, 0)
    /// UIKit's `systemGreen`: `#34C759` (its light-mode value).
    public static let systemGreen = UIColor(52, 199, 89)
    /// UIKit's `systemMint`: `#00C7BE` (its light-mode value).
    public static let systemMint = UIColor(0, 199, 190)
    /// UIKit's `systemTeal`: `#30B0C7` (its light-mode value).
    public static let systemTeal = UIColor(48, 176, 199)
    /// UIKit's `systemCyan`: `#32ADE6` (its light-mode value).
    public static let systemCyan = UIColor(50, 173, 230)
    /// UIKit's `systemBlue`: `#007AFF` (its light-mode value).
    public static let systemBlue = UIColor(0, 122, 255)
    /// UIKit's `systemIndigo`: `#5856D6` (its light-mode value).
    public static let systemIndigo = UIColor(88, 86, 214)
    /// UIKit's `systemPurple`: `#AF52DE` (its light-mode value).
    public static let systemPurple = UIColor(175, 82, 222)
    /// UIKit's `systemPink`: `#FF2D55` (its light-mode value).
    public static let systemPink = UIColor(255, 45, 85)
    /// UIKit's `systemBrown`: `#A2845E` (its light-mode value).
    public static let systemBrown = UIColor(162, 132, 94)
    /// UIKit's `systemGray`: `#8E8E93` (its light-mode value).
    public static let systemGray = UIColor(142, 142, 147)
    /// UIKit's `systemGray2`: `#AEAEB2` (its light-mode value).
    public static let systemGray2 = UIColor(174, 174, 178)
    /// UIKit's `systemGray3`: `#C7C7CC` (its light-mode value).
    public static let systemGray3 = UIColor(199, 199, 204)
    /// UIKit's `systemGray4`: `#D1D1D6` (its light-mode value).
    public static let systemGray4 = UIColor(209, 209, 214)
    /// UIKit's `systemGray5`: `#E5E5EA` (its light-mode value).
    public static let systemGray5 = UIColor(229, 229, 234)
    /// UIKit's `systemGray6`: `#F2F2F7` (its light-mode value).
    public static let systemGray6 = UIColor(242, 242, 247)
    /// UIKit's `systemBackground`: the same as ``white``, `#FFFFFF`.
    public static let systemBackground = UIColor.white
    /// UIKit's `secondarySystemBackground`: `#F2F2F7` (its light-mode value).
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    /// UIKit's `tertiarySystemBackground`: the same as ``white``, `#FFFFFF`.
    public static let tertiarySystemBackground = UIColor.white
    /// UIKit's `systemGroupedBackground`: `#F2F2F7` (its light-mode value).
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    /// UIKit's `secondarySystemGroupedBackground`: the same as ``white``, `#FFFFFF`.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// UIKit's `label`: the same as ``black``, `#000000`.
    public static let label = UIColor.black
    /// UIKit's `secondaryLabel`: `#3C3C4399` (its light-mode value).
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// UIKit's `tertiaryLabel`: `#3C3C434C` (its light-mode value).
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// UIKit's `separator`: `#3C3C434A` (its light-mode value).
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// UIKit's `link`: the same as ``systemBlue``, `#007AFF`.
    public static let link = UIColor.systemBlue
    /// UIKit's `tintColor`: the same as ``systemBlue``, `#007AFF`.
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

import ScriptEngine

// Linux stand-ins for the few UIKit types the seeds' snippets touch (seed 000: colours and
// fonts of the CTA button; a view controller to present the player and the embedded cart).
// Only what the snippets use, no more.

/// A colour, in sRGB components from 0 to 1.
public struct UIColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let white = UIColor(white: 1, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

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

/// A font: a family name and a point size.
public struct UIFont: Sendable, Hashable, CustomStringConvertible {
    public var fontName: String
    public var pointSize: Double

    public init?(name: String, size: Double) {
        guard !name.isEmpty, size > 0 else { return nil }
        fontName = name
        pointSize = size
    }

    private init(system name: String, size: Double) {
        fontName = name
        pointSize = size
    }

    public static func systemFont(ofSize size: Double) -> UIFont { UIFont(system: "System", size: size) }
    public static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont(system: "System-Bold", size: size) }

    /// `System 18`: how snapshots show a font.
    public var description: String {
        "\(fontName) \(JavaScriptNumber.string(pointSize))"
    }
}

/// Insets of a view's content, in points.
public struct UIEdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A view controller: a title, and presenting another one (the player, the embedded cart).
@MainActor
open class UIViewController {
    open var title: String?
    public private(set) weak var presentingViewController: UIViewController?
    public private(set) var presentedViewController: UIViewController?
    /// The `drawerController` of a `CartViewRepresentable`, set by the player that shows it.
    var cartDrawerController: (any DrawerControllerRepresentable)?

    public init() {}

    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewController
        viewController.presentingViewController = self
        completion?()
    }

    /// UIKit's rule: a controller that presents another dismisses that one, and every controller above
    /// it; one that presents nothing asks its presenter to dismiss it.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presentedViewController = nil
            presented.presentingViewController = nil
            presented.leaveScreen()
        } else if let presenter = presentingViewController, presenter.presentedViewController === self {
            presenter.presentedViewController = nil
            presentingViewController = nil
            leaveScreen()
        }
        completion?()
    }

    /// Called when this controller leaves the screen by a dismissal (its own or one below it).
    func didLeaveScreen() {}

    private func leaveScreen() {
        if let presented = presentedViewController {
            presentedViewController = nil
            presented.presentingViewController = nil
            presented.leaveScreen()
        }
        didLeaveScreen()
    }
}

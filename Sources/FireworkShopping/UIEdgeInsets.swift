import Foundation

/// Insets of a view's content, in points (the Linux stand-in for UIKit's).
public struct UIEdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = Double(top)
        self.left = Double(left)
        self.bottom = Double(bottom)
        self.right = Double(right)
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

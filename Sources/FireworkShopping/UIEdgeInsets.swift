import Foundation

/// Insets of a view's content, in points (the Linux stand-in for UIKit's).
public struct UIEdgeInsets: Sendable, Hashable {
    /// The top inset in points.
    public var top: Double
    /// The left inset in points.
    public var left: Double
    /// The bottom inset in points.
    public var bottom: Double
    /// The right inset in points.
    public var right: Double

    /// Insets from each edge, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = Double(top)
        self.left = Double(left)
        self.bottom = Double(bottom)
        self.right = Double(right)
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

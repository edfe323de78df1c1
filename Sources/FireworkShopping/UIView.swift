import Foundation

/// The Linux stand-in for UIKit's view: a frame, a background colour and a view hierarchy. Nothing is
/// laid out or drawn; Auto Layout (anchors, `NSLayoutConstraint`) has no stand-in.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates; `.zero` unless set (nothing lays views out).
    public var frame: CGRect
    /// The frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The background colour; `nil` is transparent.
    public var backgroundColor: UIColor?
    /// Whether the view is hidden.
    public var isHidden = false
    /// Kept as set; Auto Layout has no stand-in.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// The child views, back to front.
    public private(set) var subviews: [UIView] = []
    /// The parent view, if any.
    public private(set) weak var superview: UIView?

    /// A view with this frame (`.zero` by default).
    public init(frame: CGRect = .zero) {
        self.frame = frame
        super.init()
    }

    /// Adds `view` on top of the others, first taking it from its former superview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
}

import Foundation

/// The Linux stand-in for UIKit's view: a frame, a background colour and a view hierarchy. Nothing is
/// laid out or drawn; Auto Layout (anchors, `NSLayoutConstraint`) has no stand-in.
@preconcurrency @MainActor
open class UIView: UIResponder {
    public var frame: CGRect
    /// The frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public var backgroundColor: UIColor?
    public var isHidden = false
    public var translatesAutoresizingMaskIntoConstraints = true
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

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

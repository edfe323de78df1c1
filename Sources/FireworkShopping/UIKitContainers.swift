/// A navigation stack: pushing makes a controller its child, on top.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first.
    public var viewControllers: [UIViewController] { children }
    /// The controller on top of the stack.
    public var topViewController: UIViewController? { children.last }

    /// A stack with `rootViewController` at its root.
    public init(rootViewController: UIViewController) {
        super.init()
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// An empty stack.
    public override init() { super.init() }

    /// Pushes `viewController` on top of the stack, as a child.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller, unless it is the root.
    /// - Returns: the popped controller, or `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }
}

/// Tabs: each of `viewControllers` is a child; assigning the array replaces them.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The tabs' controllers; `nil` when there are none.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children {
                child.willMove(toParent: nil)
                child.removeFromParent()
            }
            for controller in newValue ?? [] {
                addChild(controller)
                controller.didMove(toParent: self)
            }
        }
    }
}

/// A tab's title and images.
@preconcurrency @MainActor
open class UITabBarItem {
    /// The tab's title.
    public var title: String?
    /// The tab's image.
    public var image: UIImage?
    /// The tab's image when selected.
    public var selectedImage: UIImage?

    /// A tab item with a title and images.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

/// An image by name: nothing is drawn headlessly.
public struct UIImage: Sendable, Hashable {
    /// The image's name (asset name or SF Symbol name).
    public var name: String

    /// An image by asset name; `nil` for an empty name. No asset catalog is checked headlessly.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    /// An image by SF Symbol name; `nil` for an empty name.
    public init?(systemName: String) {
        self.init(named: systemName)
    }
}

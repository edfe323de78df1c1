/// A navigation stack: pushing makes a controller its child, on top.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public var viewControllers: [UIViewController] { children }
    public var topViewController: UIViewController? { children.last }

    public init(rootViewController: UIViewController) {
        super.init()
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public override init() { super.init() }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
        viewController.didMove(toParent: self)
    }

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
    public var title: String?
    public var image: UIImage?
    public var selectedImage: UIImage?

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

/// An image by name: nothing is drawn headlessly.
public struct UIImage: Sendable, Hashable {
    public var name: String

    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    public init?(systemName: String) {
        self.init(named: systemName)
    }
}

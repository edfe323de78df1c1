import Foundation

/// The Linux stand-in for UIKit's view controller: a lazily loaded view, containment (children,
/// `willMove`/`didMove`), presentation, and the containers it may sit in.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The controller's title; a cart view controller's shows in ``PlayerSnapshot/EmbeddedCart/title``.
    open var title: String?
    /// The controller's item in a tab bar controller.
    public var tabBarItem: UITabBarItem!
    /// The controller that presented this one, if any.
    public private(set) weak var presentingViewController: UIViewController?
    /// The controller this one presents, if any (a feed's presented ``PlayerViewController``, say).
    public private(set) var presentedViewController: UIViewController?
    /// The container this controller is a child of, if any.
    public private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The `drawerController` of a `CartViewRepresentable`, set by the player that shows it.
    var cartDrawerController: (any DrawerControllerRepresentable)?
    private var loadedView: UIView?
    private var appearing: Bool?

    /// A controller with no view loaded yet.
    public override init() {
        super.init()
        tabBarItem = UITabBarItem(title: nil, image: nil, selectedImage: nil)
    }

    /// The root view: loaded on first use (`loadView`, then `viewDidLoad`), as in UIKit.
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has loaded (a feed or story block starts loading its content when it does).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; override to supply your own. Called on first access to ``view``.
    open func loadView() { loadedView = UIView() }
    /// Called once the root view has loaded.
    open func viewDidLoad() {}
    /// Called before the view appears (from a container's appearance transition).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment

    /// UIKit calls the child's `willMove(toParent:)` here; the host calls `didMove(toParent:)` when done.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// UIKit calls `didMove(toParent: nil)` here; the host calls `willMove(toParent: nil)` before.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before this controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after this controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// A container tells a child it appears or disappears (SwiftUI hosts and wrappers call these).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearing = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: calls `viewDidAppear` or
    /// `viewDidDisappear`.
    open func endAppearanceTransition() {
        guard let isAppearing = appearing else { return }
        appearing = nil
        if isAppearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    }

    /// The nearest navigation controller among this controller and its ancestors.
    public var navigationController: UINavigationController? {
        ancestor(UINavigationController.self)
    }

    /// The nearest tab bar controller among this controller and its ancestors.
    public var tabBarController: UITabBarController? {
        ancestor(UITabBarController.self)
    }

    private func ancestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent ?? presentingViewController
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }

    // MARK: Presentation

    /// Presents `viewController` over this one at once (there is no animation headlessly), then calls
    /// `completion`.
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

// Host code written as Firework's shopping sample app writes its AppDelegate and cart screens
// (AppDelegate.swift, View/CartViewController, View/CheckoutViewController): the sample's names
// `shoppingDelegate`, `cartViewControllerProvider`, `CartViewControllerProviding`, its own class named
// `CartViewController` returned as `FireworkVideo.CartViewController`, `drawerController` supplied by
// `CartViewRepresentable`, `closeDrawer(animated:)`, and Shopping V2's `trackPurchase`.
import Foundation
import FireworkVideo

class AppDelegate: CartViewControllerProviding {

    func application() -> Bool {
        FireworkVideoSDK.initializeSDK()
        FireworkVideoSDK.shopping.shoppingDelegate = ShoppingCartManager.shopifyInstance
        FireworkVideoSDK.shopping.cartViewControllerProvider = self
        return true
    }

    func cartViewController(
        for video: VideoDetails
    ) -> FireworkVideo.CartViewController {
        let cartVC = CartViewController.create()
        cartVC.checkoutDisplayStyle = .present
        return cartVC
    }
}

class CartViewController: UIViewController, CartViewRepresentable {

    enum DisplayStyle {
        case present
        case push
    }

    var checkoutDisplayStyle = DisplayStyle.push

    var shopping = ShoppingCartManager.shopifyInstance

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Host App Cart"
    }

    func handleCheckOutTap() {
        switch checkoutDisplayStyle {
        case .present, .push:
            let checkout = CheckoutViewController()
            checkout.drawerController = self.drawerController
            present(checkout, animated: true)
        }

        let lineItems = shopping.cartItems.map { item in
            LineItem(
                sku: item.productID,
                price: item.price.amount,
                quantity: item.quantity,
                productName: item.name
            )
        }
        let subtotal = lineItems.reduce(Decimal(0)) { $0 + $1.price * Decimal($1.quantity) }
        let totalDiscounts = Decimal(250) / 100
        let shippingPrice = Decimal(499) / 100
        FireworkVideoSDK.trackPurchase(
            orderID: "order-42",
            orderValue: subtotal - totalDiscounts + shippingPrice,
            currencyCode: shopping.cartItems.first?.price.currencyCode ?? "USD",
            countryCode: "US",
            shippingPrice: shippingPrice,
            subtotal: subtotal,
            totalDiscounts: totalDiscounts,
            lineItems: lineItems,
            [
                "additionalKey1": "additionalValue1"
            ]
        )
    }
}

extension CartViewController {
    static func create() -> CartViewController {
        CartViewController()
    }
}

class CheckoutViewController: UIViewController {

    var drawerController: DrawerControllerRepresentable?

    func handleFinishTap() {
        self.drawerController?.closeDrawer(animated: true)
        self.dismiss(animated: true)
    }
}

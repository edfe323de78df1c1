import EMarketer
import Foundation
import HeadlessWebView

// The host code of the SDK's own demo app (personyze-ios-sdk-demo: ViewController.swift,
// DemoViewController.swift, ActionViewController.swift), with the SDK's type names renamed
// (Personyze… → eMarketer…). Left out: Interface Builder attributes (@IBOutlet, @IBAction),
// segues, key-value observing of the load progress, and the demo's debug copy of the HTML to a
// cache file — UIKit plumbing, none of it the SDK's API. Every call to the SDK is as written.

/// ViewController.swift: the API key screen.
final class ViewController: UIViewController {
    var inputKey = MYTextField()
    var labelError = UILabel()

    func initTracker() -> Bool {
        if (inputKey.text ?? "").count != 40 {
            labelError.text = "API key must be 40 characters"
            return false
        } else {
            labelError.text = ""
            eMarketerTracker.inst.initialize(apiKey: inputKey.text ?? "")
            return true
        }
    }
}

private enum Event {
    case userData(field: String, value: String)
    case productViewed(id: String)
    case productAddedToCart(id: String)
    case productLiked(id: String)
    case productPurchased(id: String)
    case productUnliked(id: String)
    case productRemovedFromCart(id: String)
    case productsPurchased
    case productsUnliked
    case productsRemovedFromCart
    case articleViewed(id: String)
    case articleLiked(id: String)
    case articleCommented(id: String)
    case articleUnliked(id: String)
    case articleGoal(id: String)
}

/// DemoViewController.swift: events queued from the form, sent, and the result listed.
final class DemoViewController: UIViewController {
    private static let USER_FIELDS = ["Email", "First name", "Last name", "Phone", "Custom"]
    private static let USER_FIELDS_INTERNAL = ["email", "first_name", "last_name", "phone", "Custom"]

    var inputNav = MYTextField()
    var buttonNav = UIButton()
    var loading = UIActivityIndicatorView()
    var stackEvents = UIStackView()
    var pickerUserField = MYPickerView()
    var inputUserField = MYTextField()
    var inputUserValue = MYTextField()
    var pickerProductOrArticle = MYPickerView()
    var inputProductId = MYTextField()
    var pickerStatus = MYPickerView()
    var labelEvents = UILabel()
    var labelDemoError = UILabel()
    var tableRes = MYTableView()

    private var events: [Event] = []
    private var trackerResult: eMarketerResult? = nil
    private(set) var curAction: eMarketerAction? = nil

    func viewDidLoad() {
        pickerUserField.setOptions(DemoViewController.USER_FIELDS)
        pickerProductOrArticle.setOptions(["Product", "Article"])
        pickerStatus.setOptions(["Viewed", "+ to Cart", "+ to Fav", "Bought"])
        tableRes.setOnSelect(selectedTableRow)
        updateEventsView()
        getResult()  // current state
    }

    func clickedNewSession() {
        eMarketerTracker.inst.startNewSession()
        tableRes.setRows(rows: [])
    }

    func clickedUser() {
        let nField = pickerUserField.getValue()
        let field =
            nField < DemoViewController.USER_FIELDS_INTERNAL.count - 1
            ? DemoViewController.USER_FIELDS_INTERNAL[nField] : inputUserField.text ?? ""
        let value = inputUserValue.text ?? ""
        events.append(.userData(field: field, value: value))
        updateEventsView()
    }

    func clickedProduct() {
        if let id = inputProductId.text {
            if !id.isEmpty {
                enum What {
                    case product
                    case article
                }
                let what = pickerProductOrArticle.getValue() == 0 ? What.product : What.article
                switch pickerStatus.getValue() {
                case 0 where what == .product: events.append(.productViewed(id: id))
                case 1 where what == .product: events.append(.productAddedToCart(id: id))
                case 2 where what == .product: events.append(.productLiked(id: id))
                case 3 where what == .product: events.append(.productPurchased(id: id))
                case 4 where what == .product: events.append(.productUnliked(id: id))
                case 5 where what == .product: events.append(.productRemovedFromCart(id: id))
                case 0 where what == .article: events.append(.articleViewed(id: id))
                case 1 where what == .article: events.append(.articleCommented(id: id))
                case 2 where what == .article: events.append(.articleLiked(id: id))
                case 3 where what == .article: events.append(.articleGoal(id: id))
                default: return
                }
                updateEventsView()
            }
        }
    }

    func clickedBuy() {
        events.append(.productsPurchased)
        updateEventsView()
    }

    func clickedEmptyCart() {
        events.append(.productsRemovedFromCart)
        updateEventsView()
    }

    func clickedUnlike() {
        events.append(.productsUnliked)
        updateEventsView()
    }

    func clickedLogEvents() {
        trackerSend(withNavigation: false)
    }

    func clickedGo() {
        trackerSend(withNavigation: true)
    }

    private func trackerSend(withNavigation: Bool) {
        stackEvents.isHidden = true
        // events
        for e in events {
            switch e {
            case .userData(let field, let value): eMarketerTracker.inst.logUserData(field: field, value: value)
            case .productViewed(let id): eMarketerTracker.inst.productViewed(productId: id)
            case .productAddedToCart(let id): eMarketerTracker.inst.productAddedToCart(productId: id)
            case .productLiked(let id): eMarketerTracker.inst.productLiked(productId: id)
            case .productPurchased(let id): eMarketerTracker.inst.productPurchased(productId: id)
            case .productUnliked(let id): eMarketerTracker.inst.productUnliked(productId: id)
            case .productRemovedFromCart(let id): eMarketerTracker.inst.productRemovedFromCart(productId: id)
            case .productsPurchased: eMarketerTracker.inst.productsPurchased()
            case .productsUnliked: eMarketerTracker.inst.productsUnliked()
            case .productsRemovedFromCart: eMarketerTracker.inst.productsRemovedFromCart()
            case .articleViewed(let id): eMarketerTracker.inst.articleViewed(articleId: id)
            case .articleLiked(let id): eMarketerTracker.inst.articleLiked(articleId: id)
            case .articleCommented(let id): eMarketerTracker.inst.articleCommented(articleId: id)
            case .articleUnliked(let id): eMarketerTracker.inst.articleUnliked(articleId: id)
            case .articleGoal(let id): eMarketerTracker.inst.articleGoal(articleId: id)
            }
        }
        events = []
        updateEventsView()
        labelDemoError.text = ""
        tableRes.setRows(rows: [])
        buttonNav.isHidden = true
        loading.startAnimating()
        // load
        if withNavigation {
            eMarketerTracker.inst.navigate(documentName: inputNav.text ?? "")
        }
        getResult()
    }

    func getResult() {
        eMarketerTracker.inst.getResult { result, error in
            self.buttonNav.isHidden = false
            self.loading.stopAnimating()
            if let error = error {
                self.labelDemoError.text = error.localizedDescription
            } else if let result = result {
                self.trackerResult = result
                var rows: [(String, Bool)] = []
                rows.append(("**\(result.conditions.count) conditions**", false))
                for item in result.conditions {
                    rows.append((item.name ?? "(Name not detected)", false))
                }
                rows.append(("**\(result.actions.count) actions**", false))
                for item in result.actions {
                    rows.append(((item.name ?? "(Name not detected)") + " (\(item.contentType ?? "unknown"))", true))
                }
                self.tableRes.setRows(rows: rows)
            }
        }
    }

    private func updateEventsView() {
        inputUserField.isHidden = pickerUserField.getValue() != DemoViewController.USER_FIELDS.count - 1
        labelEvents.text = "\(events.count) events"
    }

    func selectedTableRow(nRow: Int) {
        if let trackerResult = trackerResult {
            let n = nRow - (2 + trackerResult.conditions.count)
            if n >= 0 && n < trackerResult.actions.count {
                curAction = trackerResult.actions[n]
            }
        }
    }
}

/// ActionViewController.swift: the action shown, its clicks reported.
final class ActionViewController: UIViewController {
    var webView: WKWebView!
    var loading = UIActivityIndicatorView()
    var labelStatus = UILabel()
    private var action: eMarketerAction? = nil

    func setAction(action: eMarketerAction) {
        self.action = action
        if webView != nil {
            load()
        }
    }

    private func load() {
        if let action = action {
            // Load
            labelStatus.text = " "
            loading.startAnimating()
            if action.contentType == "text/html" {
                action.renderOnWebkitView(webView) { clicked in
                    // Got event. This means that you clicked some sensitive region
                    // I report this event to e-Marketer. So there will be CTR and close-rate statistics, and widget contribution rate (products bought from this action)
                    eMarketerTracker.inst.reportActionClicked(clicked: clicked)
                    // Also i show the event on screen
                    self.labelStatus.text = "clicked=\(clicked.status); arg=\(clicked.arg); href=\(clicked.href)"
                }
            } else {
                let html = """
                    <html>
                    <head>
                    <meta http-equiv="Content-Type" content="text/html; charset=utf-8">
                    <meta name="viewport" content="width=device-width, initial-scale=1.0">
                    </head>
                    <body>
                    <plaintext>\(action.content)
                    """
                webView?.loadHTMLString(html, baseURL: nil)
            }
        }
    }
}

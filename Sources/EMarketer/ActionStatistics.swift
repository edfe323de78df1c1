/// What the panel shows for one action: how it performs.
///
/// - `clicks` counts every click-through: targets, products and articles (closes are not clicks).
/// - `ctr` = clicks ÷ shown, `closeRate` = closes ÷ shown (0 while never shown).
/// - `purchases` (contribution) counts purchases of products that were clicked from this
///   action before they were bought; `contributionRate` is their share of all purchases.
public struct ActionStatistics: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The action's id.
    public var actionId: Int
    /// The action's name in the panel, if the panel has the action.
    public var name: String?
    /// How many times the action was shown (``PanelReport/Kind/executed``).
    public var shown: Int = 0
    /// Every click-through: ``targetClicks`` + ``productClicks`` + ``articleClicks``.
    public var clicks: Int = 0
    /// Clicks on the action's target (status `target`, ``PanelReport/Kind/click``).
    public var targetClicks: Int = 0
    /// Clicks on recommended products (status `product`).
    public var productClicks: Int = 0
    /// Clicks on recommended articles (status `article`).
    public var articleClicks: Int = 0
    /// How many times the user closed the action (status `close`, whatever its session count).
    public var closes: Int = 0
    /// How many times presenting the action failed (status `error`).
    public var errors: Int = 0
    /// Purchases of products clicked from this action before they were bought (its contribution).
    public var purchases: Int = 0
    /// Click-through rate: ``clicks`` ÷ ``shown`` (0 while never shown).
    public var ctr: Double = 0
    /// ``closes`` ÷ ``shown`` (0 while never shown).
    public var closeRate: Double = 0
    /// ``purchases`` ÷ every purchase reported (0 while none).
    public var contributionRate: Double = 0
    /// `"not shown"`, `"executed"` or `"not executed"` (after an error, until shown again).
    public var state: String = "not shown"
    /// The message of the last error reported, if any.
    public var lastError: String?

    /// Zeros for `actionId`, in the state `"not shown"`.
    public init(actionId: Int, name: String?) {
        self.actionId = actionId
        self.name = name
    }

    /// One line: `action 101 "Summer sale": shown 1, clicks 1 (CTR 100.0%), closes 1 (close rate 100.0%), …`
    public var description: String {
        func percent(_ value: Double) -> String {
            let tenths = (value * 1000).rounded() / 10
            return "\(tenths)%"
        }
        var line = "action \(actionId)"
        if let name { line += " \"\(name)\"" }
        line += ": shown \(shown), clicks \(clicks) (CTR \(percent(ctr))), closes \(closes)"
        line += " (close rate \(percent(closeRate))), product clicks \(productClicks), article clicks \(articleClicks)"
        line += ", purchases \(purchases) (contribution \(percent(contributionRate))), \(state)"
        if let lastError { line += ": \(lastError)" }
        return line
    }
}

extension ActionStatistics {
    /// The statistics of every action in `actions`, computed from `reports` (oldest first).
    static func compute(actions: [PanelAction], reports: [PanelReport]) -> [ActionStatistics] {
        var byId: [Int: ActionStatistics] = [:]
        var order: [Int] = []
        func touch(_ id: Int, name: String? = nil) {
            if byId[id] == nil {
                byId[id] = ActionStatistics(actionId: id, name: name)
                order.append(id)
            }
        }
        for action in actions { touch(action.id, name: action.name) }

        var clickedProducts: [String: Set<Int>] = [:]  // product id → actions it was clicked from
        var cart = CartReplay()
        var totalPurchases = 0
        for report in reports {
            for product in cart.purchases(by: report) {
                totalPurchases += 1
                for id in clickedProducts[product] ?? [] { byId[id]?.purchases += 1 }
            }
            guard let id = report.actionId else { continue }
            touch(id)
            guard var stats = byId[id] else { continue }
            switch report.kind {
            case .executed:
                stats.shown += 1
                stats.state = "executed"
            case .click:
                stats.clicks += 1
                stats.targetClicks += 1
            case .productClick:
                stats.clicks += 1
                stats.productClicks += 1
                if let product = report.productId { clickedProducts[product, default: []].insert(id) }
            case .articleClick:
                stats.clicks += 1
                stats.articleClicks += 1
            case .close:
                stats.closes += 1
            case .error:
                stats.errors += 1
                stats.state = "not executed"
                stats.lastError = report.message
            default:
                break
            }
            byId[id] = stats
        }
        return order.compactMap { id in
            guard var stats = byId[id] else { return nil }
            if stats.shown > 0 {
                stats.ctr = Double(stats.clicks) / Double(stats.shown)
                stats.closeRate = Double(stats.closes) / Double(stats.shown)
            }
            if totalPurchases > 0 { stats.contributionRate = Double(stats.purchases) / Double(totalPurchases) }
            return stats
        }
    }
}

import EMarketer

/// What one engine did at one step of `action verify`: the messages the action posted (as
/// `clicked=…; arg=…; href=…`) and, when the step could not be taken, why.
struct VerifyStep: Equatable {
    var messages: [String]
    var error: String?

    init(messages: [String] = [], error: String? = nil) {
        self.messages = messages
        self.error = error
    }

    /// A message as both engines' columns show it: the click's status, argument and link, the form
    /// ``eMarketerActionClicked/description`` prints (the action id is the command's, not the page's).
    static func message(status: String, arg: String, href: String) -> String {
        eMarketerActionClicked(actionId: 0, href: href, status: status, arg: arg).description
    }

    /// The column's text: the messages joined with ` + `, `(none)`, then the error in brackets.
    var text: String {
        let posted = messages.isEmpty ? "(none)" : messages.joined(separator: " + ")
        return error.map { "\(posted) [\($0)]" } ?? posted
    }
}

/// `action verify`'s comparison: step by step (the load, then each tap), the messages ShopStage
/// posted beside the ones WebKit posted. Two engines agree on a step when they posted the same
/// messages in the same order and either both took it or neither could (no element matched).
struct VerifyReport {
    struct Row: Equatable {
        var step: String
        var shopStage: VerifyStep
        var webKit: VerifyStep

        var agrees: Bool { shopStage.messages == webKit.messages && (shopStage.error == nil) == (webKit.error == nil) }
    }

    /// The name of the step before the first tap: what the page posted while it loaded and settled.
    static let loadStep = "(load)"

    let rows: [Row]

    /// Pairs the steps: `load` then one per selector. A step one engine never reached (it stopped
    /// before) reads as an error on that side.
    init(selectors: [String], shopStage: [VerifyStep], webKit: [VerifyStep]) {
        let steps = [Self.loadStep] + selectors
        rows = steps.enumerated().map { index, step in
            let missing = VerifyStep(error: "not reached")
            return Row(
                step: step, shopStage: index < shopStage.count ? shopStage[index] : missing,
                webKit: index < webKit.count ? webKit[index] : missing)
        }
    }

    /// Whether every step agrees.
    var agrees: Bool { rows.allSatisfy(\.agrees) }

    /// The side-by-side table, a summary line last.
    ///
    /// ```
    ///   agree      (load)
    ///       ShopStage: (none)
    ///       WebKit:    (none)
    ///   DIFFERENT  #close path
    ///       ShopStage: clicked=close; arg=2; href=
    ///       WebKit:    (none) [no element matches]
    /// 1 of 2 steps agree
    /// ```
    var text: String {
        var lines: [String] = []
        for row in rows {
            lines.append("  \(row.agrees ? "agree    " : "DIFFERENT") \(row.step)")
            lines.append("      ShopStage: \(row.shopStage.text)")
            lines.append("      WebKit:    \(row.webKit.text)")
        }
        let agreeing = rows.filter(\.agrees).count
        lines.append("\(agreeing) of \(rows.count) steps agree")
        return lines.joined(separator: "\n")
    }
}

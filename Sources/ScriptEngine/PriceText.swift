import Foundation

/// The one price formatting rule, for Bambuser and Firework alike: Foundation's currency format
/// for a locale (`en-US`, `sv-SE`, `de-DE`) and an ISO 4217 currency code.
///
/// On Linux, Foundation prints `$1,299.50`, `1 299,50 kr` and `1.299,50 €` — the spaces in the
/// Swedish and German forms are no-break spaces (U+00A0).
public enum PriceText {
    /// `amount` in `currency` as a viewer in `locale` reads it. A number that is no amount (NaN,
    /// ±Infinity) prints as JavaScript prints it, after the currency code, rather than as ICU's
    /// symbols; a currency code that is not three letters is printed as given before the amount
    /// with two decimals (`EURO 10.00`). `-0` is a price of nothing, `$0.00` (Foundation alone
    /// would print `-$0.00`).
    public static func string(_ amount: Double, currency: String, locale: String) -> String {
        guard amount.isFinite else { return currency + " " + JavaScriptNumber.string(amount) }
        // Foundation prints a code of no ISO 4217 shape as a bare number ("10.0"): keep the cents.
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return (currency.isEmpty ? "" : currency + " ") + String(format: "%.2f", amount == 0 ? 0 : amount)
        }
        return (amount == 0 ? 0 : amount).formatted(.currency(code: currency).locale(Locale(identifier: locale)))
    }
}

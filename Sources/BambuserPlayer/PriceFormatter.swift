import Foundation

/// Prices as the viewer sees them: Foundation's currency formatting for the player's
/// configured `locale` (`en-US`, `sv-SE`, `de-DE`) and each size's currency.
///
/// On Linux, Foundation prints `$1,299.50`, `1 299,50 kr` and `1.299,50 €` — the spaces
/// in the Swedish and German forms are no-break spaces (U+00A0).
public struct PriceFormatter: Sendable {
    public let locale: Locale
    public let currency: String

    public init(locale: String, currency: String) {
        self.locale = Locale(identifier: locale)
        self.currency = currency
    }

    /// `amount` in `currency` (the configuration's when nil).
    public func format(_ amount: Double, currency code: String? = nil) -> String {
        amount.formatted(.currency(code: code ?? currency).locale(locale))
    }
}

import Foundation
import ScriptEngine

/// Prices as the viewer sees them: the player's configured `locale` (`en-US`, `sv-SE`, `de-DE`)
/// and currency, formatted by ScriptEngine's `PriceText` (the one price rule, Firework's too).
public struct PriceFormatter: Sendable {
    /// The viewer's locale (the configuration's `locale`).
    public let locale: Locale
    /// The currency prices are in when a size names none (the configuration's `currency`).
    public let currency: String

    /// Prices for `locale` (`en-US`) in `currency` (`USD`).
    public init(locale: String, currency: String) {
        self.locale = Locale(identifier: locale)
        self.currency = currency
    }

    /// `amount` in `currency` (the configuration's when nil).
    public func format(_ amount: Double, currency code: String? = nil) -> String {
        PriceText.string(amount, currency: code ?? currency, locale: locale.identifier)
    }
}

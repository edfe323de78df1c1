import Testing
import ScriptEngine

/// The one price rule: Foundation's currency format for a locale.
struct PriceTextTests {
    @Test func dollarsInUSEnglish() {
        #expect(PriceText.string(1299.5, currency: "USD", locale: "en-US") == "$1,299.50")
        #expect(PriceText.string(79, currency: "USD", locale: "en-US") == "$79.00")
    }

    @Test func eurosInUSEnglishUseTheEuroSign() {
        #expect(PriceText.string(1234.5, currency: "EUR", locale: "en-US") == "€1,234.50")
    }

    @Test func swedishAndGermanFormsUseNoBreakSpaces() {
        #expect(PriceText.string(1299.5, currency: "SEK", locale: "sv-SE") == "1\u{A0}299,50\u{A0}kr")
        #expect(PriceText.string(1299.5, currency: "EUR", locale: "de-DE") == "1.299,50\u{A0}€")
    }

    @Test func negativeZeroAndTinyAmountsRoundToCents() {
        #expect(PriceText.string(-0.0, currency: "USD", locale: "en-US") == "$0.00")
        #expect(PriceText.string(0.004, currency: "USD", locale: "en-US") == "$0.00")
        #expect(PriceText.string(-5, currency: "USD", locale: "en-US") == "-$5.00")
    }

    @Test func hugeAmountsPrintWithoutATrap() {
        #expect(PriceText.string(1e19, currency: "USD", locale: "en-US") == "$10,000,000,000,000,000,000.00")
    }

    @Test func amountsThatAreNoNumberPrintAsJavaScriptDoes() {
        #expect(PriceText.string(.nan, currency: "USD", locale: "en-US") == "USD NaN")
        #expect(PriceText.string(.infinity, currency: "EUR", locale: "en-US") == "EUR Infinity")
        #expect(PriceText.string(-.infinity, currency: "EUR", locale: "en-US") == "EUR -Infinity")
    }
}

extension PriceTextTests {
    @Test func anUnknownCurrencyCodeIsPrintedAsGiven() {
        #expect(PriceText.string(10, currency: "XYZ", locale: "en-US").contains("XYZ"))
    }

    @Test func aCodeThatIsNotThreeLettersIsPrintedBeforeTheAmountInCents() {
        #expect(PriceText.string(10, currency: "EURO", locale: "en-US") == "EURO 10.00")
        #expect(PriceText.string(10, currency: "", locale: "en-US") == "10.00")
        #expect(PriceText.string(-0.0, currency: "€", locale: "de-DE") == "€ 0.00")
    }
}

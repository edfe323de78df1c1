// The app's own file (Sources/ShopApp), byte for byte the iOS app's, with its `import BambuserCommerceSDK`:
// its products are what a Bambuser player accepts.
import BambuserCommerceSDK
import Testing

@testable import ShopApp

@MainActor
@Test(arguments: ["1223", "1977"])
func theAppsHydrationPayloadIsAccepted(sku: String) throws {
    let json = try #require(ProductHydrationDataSource.jsonObjectString(for: sku))
    let verdict = HydrationCheck.check(arguments: "'\(sku)', \(json)", currency: "SEK", locale: "sv-SE")
    #expect(verdict.accepted, "\(verdict.errors)")
}

import BambuserCommerceSDK
import Foundation

// The example app's data source (EX-DS) as the 3.x controller uses it: sample products in the
// example's memberwise form, encoded with `[.prettyPrinted, .sortedKeys]` for `invoke`.
struct ProductHydrationDataSource {
    static let sampleProducts: [String: HydratedProduct] = [
        "1223": HydratedProduct(
            sku: "1223",
            name: "Lash Amplify Mascara",
            brandName: "Lash",
            introduction: "Achieve voluminous, full lashes that command attention.",
            description: "Lengthens, lifts and defines each lash to perfection.",
            variations: [
                Variation(
                    sku: "1223-standard",
                    name: "Lash Amplify Mascara",
                    colorName: "default",
                    imageUrls: [URL(string: "https://cdn.example.com/Makeup_3.png")!],
                    sizes: [
                        ProductSize(
                            sku: "1223-silver-standard", current: 800.0, name: "Standard", inStock: 20, original: 999.0,
                            currency: "SEK", perUnit: nil, unitAmount: nil, unitDisplayName: nil)
                    ]
                )
            ]
        ),
        "1977": HydratedProduct(
            sku: "1977",
            name: "Linen Blazer",
            brandName: "Bambuser",
            introduction: "Blazer",
            description: "Crafted from 100% premium linen.",
            variations: [
                Variation(
                    sku: "1977-small",
                    name: "Linen Blazer - Beige - Small",
                    colorName: "default",
                    imageUrls: [URL(string: "https://cdn.example.com/blazer.png")!],
                    sizes: [
                        ProductSize(sku: "1977-small-beige", current: 1200.0, name: "Small", inStock: 4, currency: "SEK")
                    ]
                )
            ]
        ),
    ]

    static func jsonObjectString(for sku: String) -> String? {
        guard let product = sampleProducts[sku] else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(product)
            return String(data: data, encoding: .utf8)
        } catch {
            print("Error encoding product \(sku): \(error)")
            return nil
        }
    }
}

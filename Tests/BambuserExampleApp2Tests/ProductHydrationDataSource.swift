import BambuserCommerceSDK
import Foundation

// The example app's data source (EX-DS), as it writes it: ShopStage's HydratedProduct, Variation and
// ProductSize take the example's memberwise form, and the JSON path encodes them with JSONEncoder.
struct ProductHydrationDataSource {
    static let sampleProducts: [String: HydratedProduct] = [
        "1222": HydratedProduct(
            sku: "1222",
            name: "Sunlit Glow Bronzer",
            brandName: "Sunlit",
            introduction: "Get that sun-kissed glow with our Sunlit Glow Bronzer.",
            description: "Effortlessly blendable and available in versatile shades.",
            variations: [
                Variation(
                    sku: "1222-bronzer",
                    name: "Sunlit Glow Bronzer",
                    colorName: "bronzer",
                    imageUrls: [URL(string: "https://cdn.example.com/Makeup_2.webp")!],
                    sizes: [
                        ProductSize(
                            sku: "1222-Bronzer-medium",
                            current: 999.0,
                            name: "Medium",
                            inStock: 15,
                            original: 1499.0,
                            currency: "SEK",
                            perUnit: nil,
                            unitAmount: nil,
                            unitDisplayName: nil
                        )
                    ]
                )
            ]
        ),
        "1232": HydratedProduct(
            sku: "1232",
            name: "Shine On Lip Gloss",
            brandName: "Shine",
            introduction: "Elevate your lip game with our high-shine, non-sticky lip gloss.",
            description: "Get ready to add a pop of luscious color and irresistible gloss to your pout.",
            variations: [
                Variation(
                    sku: "1232-gloss",
                    name: "Shine On Lip Gloss",
                    colorName: "gloss",
                    imageUrls: [URL(string: "https://cdn.example.com/Makeup_5.webp")!],
                    sizes: [
                        ProductSize(
                            sku: "1232-gloss-standard",
                            current: 300.0,
                            name: "Standard",
                            inStock: 20,
                            original: 999.0,
                            currency: "SEK",
                            perUnit: nil,
                            unitAmount: nil,
                            unitDisplayName: nil
                        )
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

    /// The client's own product model the builder path maps from.
    struct MockClientProduct {
        struct Size {
            let sku: String
            let name: String
            let current: Double
            let inStock: Int
        }
        struct Attribute {
            let sku: String
            let name: String
            let colorName: String
            let imageUrls: [URL]
            let sizes: [Size]
        }
        let sku: String
        let productName: String
        let brand: String
        let attributes: [Attribute]
    }

    static func mockClientProduct(for sku: String) -> MockClientProduct? {
        guard let product = sampleProducts[sku] else { return nil }
        return MockClientProduct(
            sku: product.sku, productName: product.name, brand: product.brandName,
            attributes: product.variations.map { variation in
                MockClientProduct.Attribute(
                    sku: variation.sku, name: variation.name, colorName: variation.colorName, imageUrls: variation.imageUrls,
                    sizes: variation.sizes.map { .init(sku: $0.sku, name: $0.name, current: $0.current, inStock: $0.inStock) })
            })
    }
}

import BambuserPlayer
import StageTesting

extension Fixtures {
    /// `Fixtures/shows/<name>.json`, e.g. `spring-live`.
    public static func bambuserShow(_ name: String) throws -> BambuserShow {
        try BambuserShow(contentsOf: url("shows/\(name).json"))
    }

    /// `Fixtures/catalogs/<name>.json`, e.g. `spring-catalog`: the products a host hydrates from.
    public static func bambuserCatalog(_ name: String) throws -> ProductCatalog {
        try ProductCatalog(contentsOf: url("catalogs/\(name).json"))
    }

    /// A show in one expression: `products` by id (ref and URL made up from it), highlighted in
    /// order `every` seconds apart from the first second, ending after the last.
    public static func show(
        id: String = "show", type: BambuserShow.Kind = .live, products: [String], every seconds: Double = 10
    ) -> BambuserShow {
        let cues = products.enumerated().map { index, product in
            BambuserShow.Cue(at: 1 + Double(index) * seconds, action: .highlight, product: product)
        }
        return BambuserShow(
            id: id, type: type, title: id, durationSeconds: 1 + Double(products.count) * seconds,
            products: products.map { BambuserShow.Product(id: $0, ref: $0, url: "https://shop.example/p/\($0)") },
            timeline: cues)
    }

    /// One product as the arguments of `invoke("updateProductWithData", …)`, written in JavaScript
    /// (`'bmb-tee', { sku: …, variations: [ … ] }`): a tee with one variation and three sizes, one of
    /// them out of stock. The tests, `shopstage bench player` and the benchmarks hydrate it.
    public static func bambuserTeeArguments(
        id: String = "bmb-tee", name: String = "Organic Tee", introduction: String? = nil
    ) -> String {
        let intro = introduction.map { " introduction: '\($0)'," } ?? ""
        return """
            '\(id)', {
                sku: 'TEE-001', name: '\(name)', brandName: 'Northwind',\(intro)
                variations: [{
                    sku: 'TEE-001-BLK', name: 'Black', colorName: 'Black', imageUrls: ['https://cdn.example.com/tee.jpg'],
                    sizes: [
                        { sku: 'TEE-001-BLK-S', name: 'S', current: 19.99, original: 29.99, currency: 'USD', inStock: 12 },
                        { sku: 'TEE-001-BLK-M', name: 'M', current: 19.99, original: 29.99, currency: 'USD', inStock: 3 },
                        { sku: 'TEE-001-BLK-L', name: 'L', current: 19.99, original: 29.99, currency: 'USD', inStock: 0 }
                    ]
                }]
            }
            """
    }
}

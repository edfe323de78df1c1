// Host code written as Firework's shopping sample app writes its storefront layer
// (FireworkVideoShoppingSample/Shopping/Integrations): a plain class, on no actor, that hydrates
// from its network completions. The "network" here is a background queue over a fixed inventory.
import Dispatch
import Foundation
import FireworkVideo

struct Money {
    var amount: Decimal
    var currencyCode: String
}

struct CartItem {
    var productID: String
    var unitID: String
    var name: String
    var price: Money
    var description: String
    var quantity = 1
}

enum StorefrontRepositoryError: Error {
    case productFetchError(Error)
    case unknownVariant
}

protocol StorefrontRepository {
    func hydrateProducts(_ productIDs: [String], with hydrator: ProductHydrating)
    func populateCartItemDetails(
        productID: String,
        unitID: String,
        _ completion: @escaping (Result<CartItem, StorefrontRepositoryError>) -> Void
    )
}

/// What the storefront's server knows about a product.
struct StoreProduct: Sendable {
    struct Variant: Sendable {
        var id: String
        var title: String
        var availableForSale: Bool
        var amount: Decimal
        var currencyCode: String
        var imageSrc: String?
    }
    var title: String
    var descriptionHtml: String
    var availableForSale: Bool
    var variants: [Variant]
}

struct ProductNotFound: Error {}

final class FixtureStorefront: StorefrontRepository, Sendable {
    /// The store sells the runner (in red only) and not the bottle the video also shows.
    static let inventory: [String: StoreProduct] = [
        "p_runner": StoreProduct(
            title: "Runner (store)", descriptionHtml: "<p>From the store</p>", availableForSale: true,
            variants: [
                .init(
                    id: "runner-red-42", title: "Red / 42", availableForSale: true,
                    amount: Decimal(string: "79.99") ?? 0, currencyCode: "USD",
                    imageSrc: "https://store.example/red.jpg"),
            ]),
    ]

    /// Hydrates every product once its fetch completes, as the sample's Shopify storefront does.
    func hydrateProducts(_ productIDs: [String], with hydrator: ProductHydrating) {
        for id in productIDs {
            self.fetchProduct(by: id) { result in
                do {
                    let product = try result.get()
                    hydrator.hydrateProduct(id) {
                        let productBuilder = $0.description(product.descriptionHtml)
                            .name(product.title)
                            .isAvailable(product.availableForSale)

                        for variant in product.variants {
                            productBuilder.variant(variant.id) {
                                let variantBuilder = $0.name(variant.title)
                                    .isAvailable(variant.availableForSale)
                                variantBuilder.formattedPrice(variant.amount, currencyCode: variant.currencyCode)
                                if let src = variant.imageSrc {
                                    variantBuilder.imageUrl(src)
                                }
                                return variantBuilder
                            }
                        }
                        return productBuilder
                    }
                } catch {
                    // The sample prints the failure; a product the store does not know keeps its video data.
                }
            }
        }
    }

    /// The fetch answers on a background queue, as a network client does.
    func fetchProduct(by id: String, _ completion: @escaping @Sendable (Result<StoreProduct, Error>) -> Void) {
        DispatchQueue.global().async {
            if let product = Self.inventory[id] {
                completion(.success(product))
            } else {
                completion(.failure(ProductNotFound()))
            }
        }
    }

    /// Answers from the store's cache at once (the sample's client is `.cacheFirst`).
    func populateCartItemDetails(
        productID: String,
        unitID: String,
        _ completion: @escaping (Result<CartItem, StorefrontRepositoryError>) -> Void
    ) {
        guard let product = Self.inventory[productID] else {
            completion(.failure(.productFetchError(ProductNotFound())))
            return
        }
        guard let variant = product.variants.first(where: { $0.id == unitID }) else {
            completion(.failure(.unknownVariant))
            return
        }
        let price = Money(amount: variant.amount, currencyCode: variant.currencyCode)
        let item = CartItem(
            productID: productID, unitID: unitID, name: product.title, price: price, description: variant.title)
        completion(.success(item))
    }
}

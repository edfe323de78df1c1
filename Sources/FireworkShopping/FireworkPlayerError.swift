import ScriptEngine

/// A viewer action the player cannot perform in its current state, or a player script failure.
public enum FireworkPlayerError: Error, Sendable, Equatable, CustomStringConvertible {
    case missingPlayerScript
    case emptyFeed
    case noSuchVideo(index: Int)
    case unknownVideo(String)
    case playerClosed
    case noVideoShown
    case endOfFeed
    case notPlaying(status: String)
    case notPaused(status: String)
    case productNotInVideo(productID: ProductID, videoID: String?)
    case unknownProduct(ProductID)
    case noProductOpen
    case unknownVariant(variantID: ProductVariantID, productID: ProductID)
    case noVariant(productID: ProductID)
    case unavailable(productID: ProductID, variantID: ProductVariantID)
    case ctaPending
    case linkButtonHidden
    case noURL(productID: ProductID)
    case cartIconHidden
    case noVideoCTA
    case noCartOpen
    /// A CTA completion after the 2-second deadline, or a second one: ignored.
    case ctaCompletionIgnored(token: Int)
    /// The player script failed (a bug in ShopStage, or a time limit).
    case script(ScriptError)
    /// The player script answered something this version does not know.
    case unexpected(String)

    public var description: String {
        switch self {
        case .missingPlayerScript: "the player script FireworkPlayer.js is missing from the module's resources"
        case .emptyFeed: "the feed has no videos"
        case .noSuchVideo(let index): "no video at index \(index) of the feed"
        case .unknownVideo(let id): "no video '\(id)' in the feed"
        case .playerClosed: "the player was closed"
        case .noVideoShown: "no video is shown: open one first"
        case .endOfFeed: "no video further in that direction"
        case .notPlaying(let status): "the video is not playing (it is \(status))"
        case .notPaused(let status): "the video is not paused (it is \(status))"
        case .productNotInVideo(let product, let video): "product '\(product)' is not in video '\(video ?? "-")'"
        case .unknownProduct(let id): "product '\(id)' has no data (not in the catalog)"
        case .noProductOpen: "no product is open: open one first"
        case .unknownVariant(let variant, let product): "product '\(product)' has no variant '\(variant)'"
        case .noVariant(let product): "product '\(product)' has no variant to act on"
        case .unavailable(let product, let variant): "variant '\(variant)' of '\(product)' is unavailable: no CTA"
        case .ctaPending: "the CTA is waiting for the app's answer"
        case .linkButtonHidden: "the link button is hidden by the configuration"
        case .noURL(let product): "product '\(product)' has no URL to open"
        case .cartIconHidden: "the cart icon is hidden by the configuration"
        case .noVideoCTA: "the video has no CTA button"
        case .noCartOpen: "the embedded cart is not open"
        case .ctaCompletionIgnored(let token): "CTA completion \(token) came too late or twice: ignored"
        case .script(let error): "player script: \(error)"
        case .unexpected(let answer): "unexpected answer from the player script: \(answer)"
        }
    }

    /// Maps a failed answer of the player script (`{ok: false, error: code, …}`).
    init(answer: ScriptValue) {
        let string = { (key: String) in answer[key]?.stringValue ?? "" }
        switch string("error") {
        case "closed": self = .playerClosed
        case "noSuchVideo": self = .noSuchVideo(index: answer["index"]?.intValue ?? -1)
        case "noVideoShown": self = .noVideoShown
        case "endOfFeed": self = .endOfFeed
        case "notPlaying": self = .notPlaying(status: string("status"))
        case "notPaused": self = .notPaused(status: string("status"))
        case "productNotInVideo": self = .productNotInVideo(productID: string("productID"), videoID: nil)
        case "unknownProduct": self = .unknownProduct(string("productID"))
        case "noProductOpen": self = .noProductOpen
        case "unknownVariant": self = .unknownVariant(variantID: string("variantID"), productID: string("productID"))
        case "noVariant": self = .noVariant(productID: string("productID"))
        case "unavailable": self = .unavailable(productID: string("productID"), variantID: string("variantID"))
        case "ctaPending": self = .ctaPending
        case "linkButtonHidden": self = .linkButtonHidden
        case "noURL": self = .noURL(productID: string("productID"))
        case "cartIconHidden": self = .cartIconHidden
        case "noVideoCTA": self = .noVideoCTA
        case "noCartOpen": self = .noCartOpen
        case "late": self = .ctaCompletionIgnored(token: answer["token"]?.intValue ?? 0)
        default: self = .unexpected((try? answer.jsonString()) ?? "\(answer)")
        }
    }
}

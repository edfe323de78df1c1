import ScriptEngine

/// A viewer action the player cannot perform in its current state, or a player script failure.
public enum FireworkPlayerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The player script could not be read from the module's resources: why.
    case missingPlayerScript(BundledScript.MissingError)
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
    /// The share button is hidden by the configuration: there is nothing to tap.
    case shareButtonHidden
    case muteButtonHidden
    /// The play/pause button is hidden: the viewer cannot pause or resume.
    case playbackButtonHidden
    /// The video's CTA button has not appeared yet (`ctaButton.behavior.delay`).
    case videoCTANotShown(appearsAt: Double)
    /// Chats and likes go to live streams only.
    case notALiveStream(videoID: String)
    /// A feed, story block or player from a content source was used before `initializeSDK` succeeded.
    case sdkNotInitialized
    /// A CTA completion after the 2-second deadline, or a second one: ignored.
    case ctaCompletionIgnored(token: Int)
    /// The player script failed (a bug in ShopStage, or a time limit).
    case script(ScriptError)
    /// The player script answered something this version does not know.
    case unexpected(String)

    public var description: String {
        switch self {
        case .missingPlayerScript(let missing): "the Firework player script cannot be loaded: \(missing)"
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
        case .shareButtonHidden: "the share button is hidden by the configuration (playerView.shareButton.isHidden)"
        case .muteButtonHidden: "the mute button is hidden by the configuration (muteButton.isHidden)"
        case .playbackButtonHidden: "the play/pause button is hidden by the configuration (playbackButton.isHidden)"
        case .videoCTANotShown(let seconds):
            "the video's CTA button appears only at \(JavaScriptNumber.string(seconds)) s (ctaButton.behavior.delay)"
        case .notALiveStream(let id): "video '\(id)' is not a live stream"
        case .sdkNotInitialized:
            "FireworkVideoSDK.initializeSDK has not succeeded: call it (with FireworkVideoAppID set) before using feeds"
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

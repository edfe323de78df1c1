import ScriptEngine

/// A viewer action the player cannot perform in its current state, or a player script failure.
public enum FireworkPlayerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The player script could not be read from the module's resources: why.
    case missingPlayerScript(BundledScript.MissingError)
    /// The player was given no videos (a content source that selects none).
    case emptyFeed
    /// No video at this index of the feed.
    case noSuchVideo(index: Int)
    /// No video with this id in the feed.
    case unknownVideo(String)
    /// The player was closed; it takes no more actions.
    case playerClosed
    /// No video is shown yet: open one first.
    case noVideoShown
    /// A swipe past the first or last video of the feed.
    case endOfFeed
    /// Pause needs a playing video; `status` is the current one.
    case notPlaying(status: String)
    /// Resume needs a paused video; `status` is the current one.
    case notPaused(status: String)
    /// The product is not tagged in the current video.
    case productNotInVideo(productID: ProductID, videoID: String?)
    /// The product has no data: it is not in the catalog.
    case unknownProduct(ProductID)
    /// A drawer action (choose a variant, tap the CTA or link button) with no product open.
    case noProductOpen
    /// The product has no variant with this id.
    case unknownVariant(variantID: ProductVariantID, productID: ProductID)
    /// The product has no variant to act on.
    case noVariant(productID: ProductID)
    /// The product or the chosen variant is unavailable: the drawer shows no CTA.
    case unavailable(productID: ProductID, variantID: ProductVariantID)
    /// A CTA is waiting for the host's answer; the viewer cannot tap it again.
    case ctaPending
    /// The link button is hidden by the configuration.
    case linkButtonHidden
    /// The chosen variant has no URL to open.
    case noURL(productID: ProductID)
    /// The cart icon is hidden by the configuration (or the video has no products).
    case cartIconHidden
    /// The current video has no CTA button of its own.
    case noVideoCTA
    /// No embedded cart is open.
    case noCartOpen
    /// The share button is hidden by the configuration: there is nothing to tap.
    case shareButtonHidden
    /// The mute button is hidden by the configuration: the viewer cannot mute or unmute.
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

    /// What went wrong, in words, naming the video, product or variant.
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

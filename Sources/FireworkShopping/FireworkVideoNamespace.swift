/// The real module's name, so host code that qualifies a type with it compiles unchanged: the sample's
/// `AppDelegate` returns `FireworkVideo.CartViewController` (its own class has that name too), and
/// the Firework iOS SDK README's feed delegate writes `FireworkVideo.VideoFeedViewController` and
/// `FireworkVideo.VideoFeedError`, the video sample's picture in picture delegate
/// `FireworkVideo.PictureInPictureController`.
public enum FireworkVideo {
    /// `FireworkVideo.CartViewController`: the same type as ``FireworkShopping/CartViewController``.
    public typealias CartViewController = FireworkShopping.CartViewController
    /// `FireworkVideo.VideoFeedViewController`: the same type as ``FireworkShopping/VideoFeedViewController``.
    public typealias VideoFeedViewController = FireworkShopping.VideoFeedViewController
    /// `FireworkVideo.VideoFeedError`: the same type as ``FireworkShopping/VideoFeedError``.
    public typealias VideoFeedError = FireworkShopping.VideoFeedError
    /// `FireworkVideo.VideoDetails`: the same type as ``FireworkShopping/VideoDetails``.
    public typealias VideoDetails = FireworkShopping.VideoDetails
    /// `FireworkVideo.FireworkVideoSDK`: the same type as ``FireworkShopping/FireworkVideoSDK``.
    public typealias FireworkVideoSDK = FireworkShopping.FireworkVideoSDK
    /// `FireworkVideo.PlayerViewController`: the same type as ``FireworkShopping/PlayerViewController``.
    public typealias PlayerViewController = FireworkShopping.PlayerViewController
    /// `FireworkVideo.StoryBlockViewController`: the same type as ``FireworkShopping/StoryBlockViewController``.
    public typealias StoryBlockViewController = FireworkShopping.StoryBlockViewController
    /// `FireworkVideo.StoryBlockError`: the same type as ``FireworkShopping/StoryBlockError``.
    public typealias StoryBlockError = FireworkShopping.StoryBlockError
    /// `FireworkVideo.PictureInPictureController`: the same type as ``FireworkShopping/PictureInPictureController``.
    public typealias PictureInPictureController = FireworkShopping.PictureInPictureController
}

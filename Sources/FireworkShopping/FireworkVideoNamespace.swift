/// The real module's name, so host code that qualifies a type with it compiles unchanged: the sample's
/// `AppDelegate` returns `FireworkVideo.CartViewController` (its own class has that name too), and
/// seed 004's feed delegate writes `FireworkVideo.VideoFeedViewController` and `FireworkVideo.VideoFeedError`,
/// the video sample's picture in picture delegate `FireworkVideo.PictureInPictureController`.
public enum FireworkVideo {
    public typealias CartViewController = FireworkShopping.CartViewController
    public typealias VideoFeedViewController = FireworkShopping.VideoFeedViewController
    public typealias VideoFeedError = FireworkShopping.VideoFeedError
    public typealias VideoDetails = FireworkShopping.VideoDetails
    public typealias FireworkVideoSDK = FireworkShopping.FireworkVideoSDK
    public typealias PlayerViewController = FireworkShopping.PlayerViewController
    public typealias StoryBlockViewController = FireworkShopping.StoryBlockViewController
    public typealias StoryBlockError = FireworkShopping.StoryBlockError
    public typealias PictureInPictureController = FireworkShopping.PictureInPictureController
}

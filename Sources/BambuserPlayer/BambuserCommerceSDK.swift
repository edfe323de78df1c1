/// The real SDK's module name as a namespace, so host code that qualifies a type with it — the
/// 2.x/3.x examples write `BambuserCommerceSDK.BambuserVideoState` — compiles with only the import changed.
public enum BambuserCommerceSDK {
    /// ``BambuserPlayer/BambuserVideoState``.
    public typealias BambuserVideoState = BambuserPlayer.BambuserVideoState
    /// ``BambuserPlayer/BambuserEventPayload``.
    public typealias BambuserEventPayload = BambuserPlayer.BambuserEventPayload
    /// ``BambuserPlayer/BambuserVideoPlayer``.
    public typealias BambuserVideoPlayer = BambuserPlayer.BambuserVideoPlayer
    /// ``BambuserPlayer/BambuserSDK``.
    public typealias BambuserSDK = BambuserPlayer.BambuserSDK
    /// ``BambuserPlayer/BambuserPlayerView``.
    public typealias BambuserPlayerView = BambuserPlayer.BambuserPlayerView
    /// ``BambuserPlayer/BambuserPlayerError``.
    public typealias BambuserPlayerError = BambuserPlayer.BambuserPlayerError
    /// ``BambuserPlayer/BambuserPlayerViewDelegate``.
    public typealias BambuserPlayerViewDelegate = BambuserPlayer.BambuserPlayerViewDelegate
    /// ``BambuserPlayer/BambuserVideoConfiguration``.
    public typealias BambuserVideoConfiguration = BambuserPlayer.BambuserVideoConfiguration
    /// ``BambuserPlayer/BambuserVideoAsset``.
    public typealias BambuserVideoAsset = BambuserPlayer.BambuserVideoAsset
    /// ``BambuserPlayer/OrganizationServer``.
    public typealias OrganizationServer = BambuserPlayer.OrganizationServer
    /// ``BambuserPlayer/PlayerPipState``.
    public typealias PlayerPipState = BambuserPlayer.PlayerPipState
    /// ``BambuserPlayer/InlineVideoAsset``.
    public typealias InlineVideoAsset = BambuserPlayer.InlineVideoAsset
    /// ``BambuserPlayer/InlinePlayerMode``.
    public typealias InlinePlayerMode = BambuserPlayer.InlinePlayerMode
    /// ``BambuserPlayer/BambuserShoppableVideoConfiguration``.
    public typealias BambuserShoppableVideoConfiguration = BambuserPlayer.BambuserShoppableVideoConfiguration
    /// ``BambuserPlayer/BambuserShoppableVideoPlaylistInfo``.
    public typealias BambuserShoppableVideoPlaylistInfo = BambuserPlayer.BambuserShoppableVideoPlaylistInfo
    /// ``BambuserPlayer/BambuserShoppableVideoSkuInfo``.
    public typealias BambuserShoppableVideoSkuInfo = BambuserPlayer.BambuserShoppableVideoSkuInfo
    /// ``BambuserPlayer/BambuserPlayerCollection``.
    public typealias BambuserPlayerCollection = BambuserPlayer.BambuserPlayerCollection
    /// ``BambuserPlayer/Pagination``.
    public typealias Pagination = BambuserPlayer.Pagination
}

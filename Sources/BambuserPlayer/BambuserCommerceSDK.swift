/// The real SDK's module name as a namespace, so host code that qualifies a type with it — the
/// 2.x/3.x examples write `BambuserCommerceSDK.BambuserVideoState` — compiles with only the import changed.
public enum BambuserCommerceSDK {
    public typealias BambuserVideoState = BambuserPlayer.BambuserVideoState
    public typealias BambuserEventPayload = BambuserPlayer.BambuserEventPayload
    public typealias BambuserVideoPlayer = BambuserPlayer.BambuserVideoPlayer
    public typealias BambuserSDK = BambuserPlayer.BambuserSDK
    public typealias BambuserPlayerView = BambuserPlayer.BambuserPlayerView
    public typealias BambuserPlayerError = BambuserPlayer.BambuserPlayerError
    public typealias BambuserPlayerViewDelegate = BambuserPlayer.BambuserPlayerViewDelegate
    public typealias BambuserVideoConfiguration = BambuserPlayer.BambuserVideoConfiguration
    public typealias BambuserVideoAsset = BambuserPlayer.BambuserVideoAsset
    public typealias OrganizationServer = BambuserPlayer.OrganizationServer
    public typealias PlayerPipState = BambuserPlayer.PlayerPipState
    public typealias InlineVideoAsset = BambuserPlayer.InlineVideoAsset
    public typealias InlinePlayerMode = BambuserPlayer.InlinePlayerMode
    public typealias BambuserShoppableVideoConfiguration = BambuserPlayer.BambuserShoppableVideoConfiguration
    public typealias BambuserShoppableVideoPlaylistInfo = BambuserPlayer.BambuserShoppableVideoPlaylistInfo
    public typealias BambuserShoppableVideoSkuInfo = BambuserPlayer.BambuserShoppableVideoSkuInfo
    public typealias BambuserPlayerCollection = BambuserPlayer.BambuserPlayerCollection
    public typealias Pagination = BambuserPlayer.Pagination
}

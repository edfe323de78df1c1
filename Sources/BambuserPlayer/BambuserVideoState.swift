/// The player's state as `onVideoStatusChanged` reports it and ``BambuserPlayerView/currentPlayerState``
/// reads it: the nine of BambuserCommerceSDK 2.1.3 and later (2.0 – 2.1.2 had `.ended` where these
/// have `.completed`).
///
/// ShopStage's player goes `.idle` → `.playing` ⇄ `.paused` → `.completed` as the show plays on the
/// virtual clock; `preload()` makes an idle player `.ready`, and `cleanup()` makes it `.stopped`.
/// `.loading`, `.buffering` and `.error` exist so that a host's exhaustive `switch` compiles; a headless
/// player, with no network to wait for, never reports them.
public enum BambuserVideoState: String, Sendable, Hashable, Codable {
    /// `.ready`: loaded and not playing (after `preload()`). `.loading`, `.buffering`, `.error`: never
    /// reported headlessly. `.playing`, `.paused`: playback. `.stopped`: after `cleanup()`. `.completed`:
    /// the show ended. `.idle`: created or reset, nothing loaded yet.
    case ready, loading, playing, paused, stopped, completed, error, idle, buffering
}

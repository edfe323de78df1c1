/// The player's state as `onVideoStatusChanged` reports it: the real SDK's nine (2.1.3+).
/// A show that ends is `.completed`; `preload()` makes an idle player `.ready`; `cleanup()` `.stopped`.
public enum BambuserVideoState: String, Sendable, Hashable, Codable {
    case ready, loading, playing, paused, stopped, completed, error, idle, buffering
}

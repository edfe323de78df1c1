import ScriptEngine

/// One thing that happened in a player session, at its virtual time.
///
/// Names: `video.shown`, `impression`, `start`, `firstQuartile`, `midpoint`, `thirdQuartile`, `finish`,
/// `pause`, `resume`, `ad.start`, `ad.finish`, `productInfo.configured`, `product.hydrated`,
/// `hydration.unknownProduct`, `product.opened`, `variant.chosen`, `cta.selected`, `cta.completed`,
/// `cta.timedOut`, `cta.lateCompletionIgnored`, `toast`, `cart.shown`, `cart.closed`, `cartIcon.tapped`,
/// `cartIcon.ignored`, `cartIcon.custom`, `link.tapped`, `link.handledByApp`, `productCard.tapped`,
/// `productCard.handledByApp`, `webView.opened`, `videoCTA.tapped`, `share`, `purchase.tracked`, `player.closed`.
public struct FireworkTimelineEntry: Sendable, Equatable, CustomStringConvertible {
    /// Virtual time since the player was created.
    public var time: Duration
    /// What happened: one of the names listed on the type, such as `cta.selected`.
    public var name: String
    /// The video shown when it happened, if any.
    public var videoID: String?
    /// The event's fields (`productID`, `variantID`, `url`, `message`…), by name.
    public var details: [String: String]

    /// An entry; players and scenarios make them, tests build them to compare.
    public init(time: Duration, name: String, videoID: String?, details: [String: String] = [:]) {
        self.time = time
        self.name = name
        self.videoID = videoID
        self.details = details
    }

    /// `[00:07.500] cta.selected  video=v_sneakers productID=p_runner variantID=runner-red-42`
    public var description: String {
        let stamp = time.clockText
        var fields: [String] = []
        if let videoID { fields.append("video=\(videoID)") }
        fields += details.keys.sorted().map { key in
            let value = details[key] ?? ""
            return value.contains(" ") ? "\(key)=\"\(value)\"" : "\(key)=\(value)"
        }
        return "[\(stamp)] \(name)" + (fields.isEmpty ? "" : "  " + fields.joined(separator: " "))
    }
}

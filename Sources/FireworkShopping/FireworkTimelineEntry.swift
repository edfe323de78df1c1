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
    public var name: String
    public var videoID: String?
    public var details: [String: String]

    public init(time: Duration, name: String, videoID: String?, details: [String: String] = [:]) {
        self.time = time
        self.name = name
        self.videoID = videoID
        self.details = details
    }

    /// `[00:07.500] cta.selected  video=v_sneakers productID=p_runner variantID=runner-red-42`
    public var description: String {
        let milliseconds = Int64(time.components.seconds) * 1000 + time.components.attoseconds / 1_000_000_000_000_000
        let minutes = milliseconds / 60_000
        let seconds = Double(milliseconds % 60_000) / 1000
        let stamp = String(minutes).leftPadded(to: 2) + ":" + Self.seconds(seconds)
        var fields: [String] = []
        if let videoID { fields.append("video=\(videoID)") }
        fields += details.keys.sorted().map { key in
            let value = details[key] ?? ""
            return value.contains(" ") ? "\(key)=\"\(value)\"" : "\(key)=\(value)"
        }
        return "[\(stamp)] \(name)" + (fields.isEmpty ? "" : "  " + fields.joined(separator: " "))
    }

    private static func seconds(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let whole = String(thousandths / 1000).leftPadded(to: 2)
        let fraction = String(thousandths % 1000).leftPadded(to: 3)
        return whole + "." + fraction
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// A share-sheet service the app adds (`shareButton.behavior.applicationActivities`).
@preconcurrency @MainActor
open class UIActivity {
    /// A service; subclass it and override ``activityType`` and ``activityTitle``.
    public init() {}

    /// The service's identifier; `nil` by default. The timeline names the service by its title, else this.
    open var activityType: ActivityType? { nil }
    /// The title the share sheet shows; `nil` by default. The `shareSheet.shown` timeline entry lists it.
    open var activityTitle: String? { nil }

    /// A share-sheet service, by UIKit's identifiers.
    public struct ActivityType: RawRepresentable, Sendable, Hashable {
        /// UIKit's identifier, such as `com.apple.UIKit.activity.Mail`.
        public let rawValue: String
        /// A service type by identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A service type by identifier (UIKit's unlabelled initializer).
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// UIKit's `postToFacebook` service (`com.apple.UIKit.activity.PostToFacebook`).
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// UIKit's `postToTwitter` service (`com.apple.UIKit.activity.PostToTwitter`).
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// UIKit's `message` service (`com.apple.UIKit.activity.Message`).
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// UIKit's `mail` service (`com.apple.UIKit.activity.Mail`).
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// UIKit's `print` service (`com.apple.UIKit.activity.Print`).
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// UIKit's `copyToPasteboard` service (`com.apple.UIKit.activity.CopyToPasteboard`).
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// UIKit's `assignToContact` service (`com.apple.UIKit.activity.AssignToContact`).
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// UIKit's `saveToCameraRoll` service (`com.apple.UIKit.activity.SaveToCameraRoll`).
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// UIKit's `addToReadingList` service (`com.apple.UIKit.activity.AddToReadingList`).
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// UIKit's `airDrop` service (`com.apple.UIKit.activity.AirDrop`).
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// UIKit's `openInIBooks` service (`com.apple.UIKit.activity.OpenInIBooks`).
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// UIKit's `markupAsPDF` service (`com.apple.UIKit.activity.MarkupAsPDF`).
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}

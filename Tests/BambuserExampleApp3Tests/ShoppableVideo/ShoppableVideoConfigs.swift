import BambuserCommerceSDK

// Host code in the shape of the 3.0.2 example app's ShoppableVideo screens, in our own words: only
// the import differs from code written against BambuserCommerceSDK.
enum DemoPlaylist {
    static let info = BambuserShoppableVideoPlaylistInfo(orgId: "org-demo", componentId: "reels")
}

enum ReelsConfigs {
    /// Full-screen reels: no thumbnail, products in the preview, the player's own dismiss button hidden.
    static func reels() -> BambuserShoppableVideoConfiguration {
        BambuserShoppableVideoConfiguration(
            type: .playlist(DemoPlaylist.info),
            events: ["*"],
            configuration: [
                "preload": true,
                "thumbnail": [
                    "enabled": false,
                    "showPlayButton": false,
                    "contentMode": "scaleAspectFill",
                    "preview": nil,
                    "showLoadingIndicator": true
                ],
                "previewConfig": [
                    "productAction": "modal",
                    "settings": "products:true; title:false; actions:true; productCardMode: thumbnail; autoplay:false"
                ],
                "playerConfig": [
                    "buttons": ["dismiss": "none"],
                    "enableTrackingPoint": false,
                    "currency": "SEK",
                    "locale": "en-US"
                ]
            ]
        )
    }

    /// One video by id, loaded on demand (`preload: false`).
    static func single(_ videoId: String) -> BambuserShoppableVideoConfiguration {
        BambuserShoppableVideoConfiguration(
            type: .videoId(videoId),
            events: ["*"],
            configuration: [
                "preload": false,
                "playerConfig": ["currency": "SEK", "locale": "en-US"]
            ]
        )
    }
}

import Foundation
import ShopStageTesting
import Testing

@testable import FireworkShopping

/// Feeds load when shown or embedded and report to their delegate (README, "Video Feeds"), and nothing loads
/// before `initializeSDK` succeeded (README, "Troubleshooting").
@MainActor
@Suite(.serialized) struct FeedLoadingTests {
    @Test func feedReportsItsLoadWhenTheReadmesSnippetEmbedsIt() async throws {
        try Fixtures.resetFireworkSDK()
        let screen = Seed004ProgrammaticFeed.ViewController()
        screen.embedFeedInViewController()
        let feed = try #require(screen.children.first as? VideoFeedViewController)
        #expect(feed.view.frame == screen.view.bounds)
        let recorder = FireworkFeedRecorder()
        feed.delegate = recorder  // set after embedding: the load reports later, as from the network
        await feed.waitForLoad()
        #expect(recorder.loaded == 1)
    }

    @Test func feedsPushedOrPutInATabLoadAsWell() async throws {
        try Fixtures.resetFireworkSDK()
        let navigation = UINavigationController(rootViewController: Seed004ProgrammaticFeed.ViewController())
        let root = try #require(navigation.topViewController as? Seed004ProgrammaticFeed.ViewController)
        root.pushFeedOnNavigationController()
        let pushed = try #require(navigation.topViewController as? VideoFeedViewController)
        let tabs = UITabBarController()
        let tabRoot = Seed004ProgrammaticFeed.ViewController()
        tabs.viewControllers = [tabRoot]
        tabRoot.addFeedToTabBarController()
        let tabbed = try #require(tabs.viewControllers?.last as? VideoFeedViewController)
        #expect(tabbed.tabBarItem.title == "Videos")
        // Both delegates are set before either load is awaited: a load started by the push or the tab
        // reports on a later turn of the main actor, which awaiting the other feed's load may give it.
        let feeds = [pushed, tabbed]
        let recorders = feeds.map { _ in FireworkFeedRecorder() }
        for (feed, recorder) in zip(feeds, recorders) {
            feed.delegate = recorder
            _ = feed.view  // shown: its view loads
        }
        for feed in feeds { await feed.waitForLoad() }
        #expect(recorders.map(\.loaded) == [1, 1])
    }

    @Test func feedWhoseSourceFailsReportsTheErrorOnEmbedding() async throws {
        try Fixtures.resetFireworkSDK()
        let parent = UIViewController()
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_gone"))
        let service = VideoFeedService()
        feed.delegate = service
        Seed004Lifecycle.attach(feed, to: parent)
        await feed.waitForLoad()
        #expect(
            service.messages == [
                "Video feed on view controller \(feed) loaded with error no channel 'ch_gone' in the catalog."
            ])
        Seed004MissingFeeds.remove(feed)
        #expect(parent.children.isEmpty && feed.view.superview == nil)
    }

    @Test func feedUsedBeforeInitializeSDKFailsAsTroubleshootingSays() async throws {
        try Fixtures.resetFireworkSDK(initialize: false)
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_style"))
        let recorder = FireworkFeedRecorder()
        feed.delegate = recorder
        #expect(throws: VideoFeedError.unknownError(underlyingError: FireworkPlayerError.sdkNotInitialized)) {
            try feed.tapThumbnail(at: 0)
        }
        #expect(throws: FireworkPlayerError.sdkNotInitialized) {
            try PlayerViewController(source: .channel(channelID: "ch_style"))
        }
        _ = feed.view  // shown before the SDK is initialized
        await feed.waitForLoad()
        #expect(recorder.errors == [.unknownError(underlyingError: FireworkPlayerError.sdkNotInitialized)])
    }

    @Test func feedLoadsOnceTheAppDelegatesLaunchInitializedTheSDK() throws {
        try Fixtures.resetFireworkSDK(initialize: false)
        let feed = VideoFeedViewController(source: .channel(channelID: "ch_style"))
        let recorder = FireworkFeedRecorder()
        feed.delegate = recorder
        feed.refresh()
        _ = Seed004Initialization.AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        feed.refresh()
        #expect(
            recorder.recorder.events.map(\.description) == [
                "failed \(FireworkPlayerError.sdkNotInitialized)", "loaded",
            ])
    }

    @Test func initializationWithoutAnAppIDLeavesFeedsFailing() async throws {
        try Fixtures.resetFireworkSDK(appID: nil, initialize: false)
        let app = Seed004SDKInitialization.AppDelegate()
        _ = app.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        #expect(app.messages == ["FireworkVideo loaded with error due to missing FireworkVideo app ID."])
        #expect(throws: VideoFeedError.unknownError(underlyingError: FireworkPlayerError.sdkNotInitialized)) {
            try VideoFeedViewController().videos()
        }
    }
}

/// Layouts are plain classes, as in the real SDK: a non-isolated factory builds them in Swift 6 too.
nonisolated func horizontalLayoutForACarousel() -> VideoFeedHorizontalLayout {
    let layout = VideoFeedHorizontalLayout()
    layout.itemSpacing = 8
    layout.contentInsets = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    return layout
}

@Suite struct LayoutIsolationTests {
    @Test func aNonIsolatedFactoryBuildsALayoutAMainActorFeedTakes() async throws {
        let layout = horizontalLayoutForACarousel()
        #expect(layout.itemSpacing == 8)
        let feed = await MainActor.run { VideoFeedViewController(layout: horizontalLayoutForACarousel()) }
        let spacing = await MainActor.run { feed.layout.itemSpacing }
        #expect(spacing == 8)
    }
}

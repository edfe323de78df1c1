import Foundation
import ShopStageTesting
import Testing

@testable import ZappDownloads

struct HLSPlaylistTests {
    let base = URL(string: "http://127.0.0.1:9/show/master.m3u8")!

    func fixture(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.media.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func masterPlaylistListsVariantsResolvedAgainstItsURL() throws {
        guard case .master(let variants) = try HLSPlaylist.parse(try fixture("hls/master.m3u8"), url: base) else {
            Issue.record("expected a master playlist")
            return
        }
        #expect(variants.map(\.bandwidth) == [400_000, 1_200_000, 6_000_000])
        #expect(variants[1].url.absoluteString == "http://127.0.0.1:9/show/high/index.m3u8")
    }

    @Test func highestVariantWithinTheLimitIsChosen() {
        let variants = [400_000, 1_200_000, 6_000_000].map { HLSVariant(bandwidth: $0, url: base) }
        #expect(HLSPlaylist.chooseVariant(variants, maximumBandwidth: 2_000_000)?.bandwidth == 1_200_000)
        #expect(HLSPlaylist.chooseVariant(variants, maximumBandwidth: nil)?.bandwidth == 6_000_000)
        #expect(HLSPlaylist.chooseVariant(variants, maximumBandwidth: 100)?.bandwidth == 400_000)
    }

    @Test func mediaPlaylistRewritesSegmentKeyAndMapURIsToLocalFiles() throws {
        let url = URL(string: "http://127.0.0.1:9/show/high/index.m3u8")!
        guard
            case .media(let resources, let local) = try HLSPlaylist.parse(try fixture("hls/high/index.m3u8"), url: url)
        else {
            Issue.record("expected a media playlist")
            return
        }
        #expect(resources.map(\.role) == [.initSection, .key, .segment, .segment, .segment, .segment])
        #expect(resources[1].url.absoluteString == "http://127.0.0.1:9/show/keys/k1.key")
        #expect(resources.map(\.duration).reduce(0, +) == 14)
        #expect(local.contains("#EXT-X-MAP:URI=\"init0.mp4\""))
        #expect(local.contains("#EXT-X-KEY:METHOD=AES-128,URI=\"key0.key\",IV=0x00000000000000000000000000000001"))
        #expect(LocalPlaylist.referencedFiles(local) == ["init0.mp4", "key0.key"] + (0..<4).map { "seg0000\($0).m4s" })
    }

    @Test func livePlaylistIsRefused() throws {
        #expect(throws: HqmeError.livePlaylist(url: base)) {
            try HLSPlaylist.parse(try fixture("hls/live.m3u8"), url: base)
        }
    }

    @Test func malformedDurationIsReportedWithItsLine() throws {
        #expect(
            throws: HqmeError.malformedPlaylist(
                url: base, line: 5, message: "#EXTINF duration 'six' is not a number of seconds")
        ) {
            try HLSPlaylist.parse(try fixture("hls/malformed.m3u8"), url: base)
        }
    }

    @Test func aKeyURIWithWhiteSpaceAroundItsEqualsSignIsRefusedNotLeftPointingAtTheRemote() {
        let text = "#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXT-X-KEY:METHOD=AES-128, URI =\"k.key\"\n#EXTINF:6,\ns0.ts\n#EXT-X-ENDLIST\n"
        #expect(
            throws: HqmeError.malformedPlaylist(
                url: base, line: 3, message: "#EXT-X-KEY's URI is not written as URI=\"…\" (no white space around '=')")
        ) {
            try HLSPlaylist.parse(text, url: base)
        }
    }

    @Test func textWithoutHeaderIsNotAPlaylist() {
        #expect(throws: HqmeError.malformedPlaylist(url: base, line: 1, message: "expected #EXTM3U, found '<html>'")) {
            try HLSPlaylist.parse("<html>\n", url: base)
        }
    }

    @Test func segmentURIWithoutDurationIsReportedWithItsLine() {
        let text = "#EXTM3U\n#EXT-X-TARGETDURATION:6\nseg0.ts\n#EXT-X-ENDLIST\n"
        #expect(
            throws: HqmeError.malformedPlaylist(url: base, line: 3, message: "segment URI 'seg0.ts' without #EXTINF")
        ) {
            try HLSPlaylist.parse(text, url: base)
        }
    }

    @Test func notificationNamesCarryTheIdentifiersMD5() {
        #expect(hqmeMD5("abc") == "900150983cd24fb0d6963f7d28e17f72")
        #expect(
            HqmeNotificationName.stateChanged(identifier: "abc").rawValue
                == "AssetDownloadStateChanged900150983cd24fb0d6963f7d28e17f72")
        #expect(
            HqmeNotificationName.progressChanged(identifier: "abc").rawValue
                == "AssetDownloadProgressChanged900150983cd24fb0d6963f7d28e17f72")
    }
}

extension HLSPlaylistTests {
    @Test func byteRangesOfOneFileShareOneResourceWeightedByTheirDurations() throws {
        let text = try fixture("ffmpeg/fmp4-single/index.m3u8")
        guard case .media(let resources, _) = try HLSPlaylist.parse(text, url: base) else {
            Issue.record("expected a media playlist")
            return
        }
        #expect(resources.count == 1)
        #expect(resources.first?.duration == 3)
    }

    @Test func byteRangeThatIsNotLengthAtOffsetIsReportedWithItsLine() {
        let text = "#EXTM3U\n#EXTINF:1,\n#EXT-X-BYTERANGE:12@x\nmedia.ts\n#EXT-X-ENDLIST\n"
        let expected = HqmeError.malformedPlaylist(
            url: base, line: 3, message: "byte range '12@x' is not <length>[@<offset>]")
        #expect(throws: expected) { try HLSPlaylist.parse(text, url: base) }
    }

    @Test func crlfPlaylistParsesWithTheLineNumbersOfItsLines() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/show/crlf.m3u8"))
        let good = "#EXTM3U\r\n#EXTINF:6.0,\r\na.ts\r\n#EXT-X-ENDLIST\r\n"
        guard case .media(let resources, _) = try HLSPlaylist.parse(good, url: url) else {
            Issue.record("expected a media playlist")
            return
        }
        #expect(resources.map(\.url.absoluteString) == ["http://127.0.0.1:9/show/a.ts"])
        let bad = "#EXTM3U\r\n#EXTINF:6.0,\r\na.ts\r\n#EXTINF:six,\r\nb.ts\r\n#EXT-X-ENDLIST\r\n"
        #expect(throws: HqmeError.malformedPlaylist(
            url: url, line: 4, message: "#EXTINF duration 'six' is not a number of seconds")) {
            _ = try HLSPlaylist.parse(bad, url: url)
        }
    }

    @Test func segmentNamesResolveAndTakeTheirExtensionLikeFoundationURLs() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/show/v1/index.m3u8?token=abc"))
        let uris = ["plain-1.m4s", "../v2/up.aac", "/root/abs.ts", "q.m4s?sig=1", "http://cdn.test/x/noext", "%41.ts"]
        var text = "#EXTM3U\n"
        for uri in uris { text += "#EXTINF:2.0,\n\(uri)\n" }
        guard case .media(let resources, _) = try HLSPlaylist.parse(text + "#EXT-X-ENDLIST\n", url: url) else {
            Issue.record("expected a media playlist")
            return
        }
        let expected = uris.compactMap { URL(string: $0, relativeTo: url)?.absoluteURL.absoluteString }
        #expect(resources.map(\.url.absoluteString) == expected)
        #expect(
            resources.map(\.localName)
                == ["seg00000.m4s", "seg00001.aac", "seg00002.ts", "seg00003.m4s", "seg00004.ts", "seg00005.ts"])
    }
}

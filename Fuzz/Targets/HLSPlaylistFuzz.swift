// ZappDownloads' HLS playlist parser: any text gives a playlist or an `HqmeError`, never a crash;
// a media playlist's local text names only the files it stores, and any file URL the client would fetch
// goes on the wire as visible ASCII only (a `%0D%0A` stays escaped) and is http(s).
// fuzz-seeds: Fixtures/media/**/*.m3u8
import Foundation

@testable import ZappDownloads

private let playlistURL = URL(string: "https://cdn.example.com/show/index.m3u8") ?? URL(fileURLWithPath: "/")

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let playlist = try? HLSPlaylist.parse(text, url: playlistURL) else { return 0 }
    switch playlist {
    case .master(let variants):
        _ = HLSPlaylist.chooseVariant(variants, maximumBandwidth: size)
    case .media(let resources, let localText):
        for resource in resources where (try? FetchRules.check(resource.url)) != nil {
            let target = FetchRules.requestTarget(resource.url)
            if !target.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) {
                fatalError("the request target of '\(resource.url)' is '\(target)': not visible ASCII")
            }
            if let scheme = resource.url.scheme?.lowercased(), scheme != "http" && scheme != "https" {
                fatalError("'\(resource.url)' would be fetched")
            }
        }
        let stored = Set(resources.map(\.localName))
        let uriLines = localText.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") }
        for line in uriLines where !stored.contains(String(line)) {
            // The harness's way to report a finding: libFuzzer saves the input that got here.
            fatalError("the local playlist names '\(line)', which is not a stored file")
        }
        _ = LocalPlaylist.referencedFiles(localText)
    }
    return 0
}

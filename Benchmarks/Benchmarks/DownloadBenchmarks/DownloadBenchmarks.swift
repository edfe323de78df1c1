import Benchmark
import Foundation
import ShopStageTesting
import ZappDownloads

// Loopback downloads through HqmeDownloadManager (a fresh store per iteration).
// The curl comparison lives in `shopstage bench download` / Scripts/bench-downloads.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(10)

    Benchmark("mp4 20MB download", configuration: .init(metrics: [.wallClock, .throughput, .peakMemoryResident])) {
        benchmark in
        let server = try LoopbackMediaServer()
        defer { server.stop() }
        server.set("/clip.mp4", .pattern(length: 20_000_000))
        for _ in benchmark.scaledIterations {
            try await download(HqmeItem(identifier: "mp4", contentURL: server.url("/clip.mp4")))
        }
    }

    Benchmark("hls 100 segments download", configuration: .init(metrics: [.wallClock, .throughput, .peakMemoryResident])) {
        benchmark in
        let server = try LoopbackMediaServer()
        defer { server.stop() }
        var playlist = "#EXTM3U\n#EXT-X-TARGETDURATION:6\n"
        for index in 0..<100 {
            server.set("/hls/seg\(index).ts", .pattern(length: 200_000))
            playlist += "#EXTINF:6.0,\nseg\(index).ts\n"
        }
        server.set("/hls/index.m3u8", .data(Data((playlist + "#EXT-X-ENDLIST\n").utf8)))
        for _ in benchmark.scaledIterations {
            try await download(HqmeItem(identifier: "hls", contentURL: server.url("/hls/index.m3u8")))
        }
    }
}

@MainActor
func download(_ item: HqmeItem) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zapp-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = try HqmeDownloadManager(directory: directory)
    manager.startProcess(for: item)
    let stored = await manager.waitUntilFinished(identifier: item.hqmeIdentifier)
    blackHole(stored)
}

import ArgumentParser
import Foundation
import ScriptEngine
import ShopStageTesting
@_spi(Benchmark) import ZappDownloads

/// `shopstage bench download`: ZappDownloads beside `curl`, same loopback server, same run.
///
/// Serves a generated mp4 and a generated HLS item from a ``LoopbackMediaServer`` in this
/// process; `curl` fetches the mp4, then the playlist and every segment in sequence over one
/// connection; the manager downloads the same items into a fresh store. Then it times the parsing
/// of a 100,000-segment playlist (`--playlist-only`: that alone). Prints medians:
///
/// ```
/// mp4 200MB zapp MB: 820.1 /s
/// mp4 200MB curl MB: 951.7 /s
/// mp4 200MB ratio zapp/curl: 0.86
/// …
/// hls playlist parse 100000 segments: 412.30 ms/op
/// hls playlist parse 100000 segments CPU: 398.10 ms/op
/// hls playlist parse peak RSS growth MB: 60.2
/// ```
struct BenchDownload: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download", abstract: "Throughput of mp4 and HLS downloads against curl over loopback; HLS playlist parsing.")

    @Option(help: "Size of the generated mp4, in MB.")
    var mp4MB: Int = 200

    @Option(help: "Segments of the generated HLS item.")
    var segments: Int = 600

    @Option(help: "Size of each HLS segment, in KB.")
    var segmentKB: Int = 256

    @Option(help: "HLS segments the manager fetches at once.")
    var concurrentSegments: Int = 4

    @Flag(help: "Fetch plain http:// with URLSession instead of ShopStage's socket client.")
    var urlSession = false

    @Option(help: "Runs of each measurement (the median is printed).")
    var runs: Int = 3

    @Option(help: "Scratch directory (default: a new temporary directory, removed afterwards).")
    var scratch: String?

    @Option(help: "Segments of the generated playlist whose parsing is timed (no transfer).")
    var playlistSegments: Int = 100_000

    @Flag(help: "Time only the playlist parsing (no downloads, no curl).")
    var playlistOnly = false

    func validate() throws {
        try NumberOption.count(mp4MB, option: "mp4-mb", in: 1...100_000)
        try NumberOption.count(segments, option: "segments", in: 1...1_000_000)
        try NumberOption.count(segmentKB, option: "segment-kb", in: 1...1_000_000)
        try NumberOption.count(concurrentSegments, option: "concurrent-segments", in: 1...256)
        try NumberOption.count(runs, option: "runs", in: 1...10_000)
        try NumberOption.count(playlistSegments, option: "playlist-segments", in: 1...10_000_000)
    }

    func run() async throws {
        if playlistOnly {
            try Self.measurePlaylistParsing(segments: max(playlistSegments, 1), runs: max(runs, 1))
            return
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") else {
            throw ValidationError("bench download compares with /usr/bin/curl, which is missing")
        }
        let scratchURL =
            scratch.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("shopstage-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratchURL, withIntermediateDirectories: true)
        defer { if scratch == nil { try? FileManager.default.removeItem(at: scratchURL) } }
        try await Self.measure(
            mp4Bytes: Int64(mp4MB) * 1_000_000, segments: segments, segmentBytes: Int64(segmentKB) * 1000,
            runs: max(runs, 1),
            configuration: .init(
                concurrentSegments: concurrentSegments, httpClient: urlSession ? .urlSession : .sockets),
            scratch: scratchURL)
        // After the transfers, whose peak RSS growth the parse's larger peak would hide.
        try Self.measurePlaylistParsing(segments: max(playlistSegments, 1), runs: max(runs, 1))
    }

    @MainActor
    static func measure(
        mp4Bytes: Int64, segments: Int, segmentBytes: Int64, runs: Int,
        configuration: HqmeDownloadManager.Configuration, scratch: URL
    ) async throws {
        let server = try LoopbackMediaServer()
        defer { server.stop() }
        server.set("/bench.mp4", .pattern(length: mp4Bytes))
        var playlist = "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXT-X-PLAYLIST-TYPE:VOD\n"
        for index in 0..<segments {
            server.set("/hls/seg\(index).ts", .pattern(length: segmentBytes))
            playlist += "#EXTINF:6.0,\nseg\(index).ts\n"
        }
        playlist += "#EXT-X-ENDLIST\n"
        server.set("/hls/index.m3u8", .data(Data(playlist.utf8)))
        let hlsBytes = Int64(playlist.utf8.count) + Int64(segments) * segmentBytes

        let client = configuration.httpClient == .urlSession ? " (URLSession)" : ""
        let mp4Name = "mp4 \(mp4Bytes / 1_000_000)MB\(client)"
        let hlsName = "hls \(segments)x\(segmentBytes / 1000)KB\(client)"
        let startRSS = peakRSSMB()
        var zappMP4: [Double] = []
        var curlMP4: [Double] = []
        var zappHLS: [Double] = []
        var curlHLS: [Double] = []
        for run in 0..<runs {
            let curlDir = scratch.appendingPathComponent("curl-\(run)")
            try FileManager.default.createDirectory(at: curlDir, withIntermediateDirectories: true)
            curlMP4.append(
                try time { try curl([(server.url("/bench.mp4"), curlDir.appendingPathComponent("bench.mp4"))]) })
            var pairs = [(server.url("/hls/index.m3u8"), curlDir.appendingPathComponent("index.m3u8"))]
            for index in 0..<segments {
                pairs.append((server.url("/hls/seg\(index).ts"), curlDir.appendingPathComponent("seg\(index).ts")))
            }
            curlHLS.append(try time { try curl(pairs) })
            try? FileManager.default.removeItem(at: curlDir)

            let store = scratch.appendingPathComponent("zapp-\(run)")
            let manager = try HqmeDownloadManager(directory: store, configuration: configuration)
            let mp4 = HqmeItem(identifier: "mp4", contentURL: server.url("/bench.mp4"))
            let hls = HqmeItem(identifier: "hls", contentURL: server.url("/hls/index.m3u8"))
            let started = ContinuousClock.now
            manager.startProcess(for: mp4)
            let mp4Result = await manager.waitUntilFinished(identifier: "mp4")
            zappMP4.append(BenchMeasure.seconds(ContinuousClock.now - started))
            let hlsStarted = ContinuousClock.now
            manager.startProcess(for: hls)
            let hlsResult = await manager.waitUntilFinished(identifier: "hls")
            zappHLS.append(BenchMeasure.seconds(ContinuousClock.now - hlsStarted))
            guard mp4Result?.status == .completed, mp4Result?.byteCount == mp4Bytes, hlsResult?.status == .completed
            else {
                throw ValidationError(
                    "bench download failed: \(mp4Result?.failure ?? "") \(hlsResult?.failure ?? "")")
            }
            manager.deleteAllItems()
            try? FileManager.default.removeItem(at: store)
        }
        let rssGrowth = peakRSSMB() - startRSS
        func report(_ name: String, _ bytes: Int64, zapp: [Double], curl: [Double]) {
            let zappRate = Double(bytes) / 1_000_000 / BenchMeasure.median(zapp)
            let curlRate = Double(bytes) / 1_000_000 / BenchMeasure.median(curl)
            print("\(name) zapp MB: \(String(format: "%.1f", zappRate)) /s")
            print("\(name) curl MB: \(String(format: "%.1f", curlRate)) /s")
            print("\(name) ratio zapp/curl: \(String(format: "%.2f", zappRate / curlRate))")
        }
        report(mp4Name, mp4Bytes, zapp: zappMP4, curl: curlMP4)
        report(hlsName, hlsBytes, zapp: zappHLS, curl: curlHLS)
        print("peak RSS growth MB (whole bench, in process): \(String(format: "%.1f", rssGrowth))")
    }

    /// Times the parsing of a VOD media playlist of `segments` segments (each with its own URI),
    /// the playlist a long show or a 1-second segmenter writes; it must stay linear.
    static func measurePlaylistParsing(segments: Int, runs: Int) throws {
        var text = "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXT-X-PLAYLIST-TYPE:VOD\n"
        text.reserveCapacity(segments * 40)
        for index in 0..<segments { text += "#EXTINF:6.000,\nsegment\(index).ts\n" }
        text += "#EXT-X-ENDLIST\n"
        guard let url = URL(string: "http://127.0.0.1/show/index.m3u8") else { return }
        let startRSS = peakRSSMB()
        var parsed = 0
        var cpu: [Double] = []
        let batches = try BenchMeasure.run(batches: runs, perBatch: 1, warmup: 1) {
            let started = threadCPUSeconds()
            parsed = try HLSPlaylistParsing.fileCount(text, url: url)
            cpu.append(threadCPUSeconds() - started)
        }
        guard parsed == segments else {
            throw ValidationError("bench download: the playlist parsed to \(parsed) files, not \(segments)")
        }
        BenchMeasure.report("hls playlist parse \(segments) segments", batches, perBatch: 1)
        // CPU time too: on a shared machine the wall clock counts other processes' turns.
        let cpuMilliseconds = BenchMeasure.median(Array(cpu.suffix(runs))) * 1000
        print("hls playlist parse \(segments) segments CPU: \(BenchMeasure.format(cpuMilliseconds)) ms/op")
        print("hls playlist parse peak RSS growth MB: \(String(format: "%.1f", peakRSSMB() - startRSS))")
    }

    /// One curl process fetching every URL in order (one connection, reused).
    static func curl(_ pairs: [(URL, URL)]) throws {
        let config = pairs.map { "url = \"\($0.0.absoluteString)\"\noutput = \"\($0.1.path)\"\n" }.joined()
        let configURL = FileManager.default.temporaryDirectory.appendingPathComponent("curl-\(UUID().uuidString).conf")
        try Data(config.utf8).write(to: configURL)
        defer { try? FileManager.default.removeItem(at: configURL) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["--silent", "--fail", "--config", configURL.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("curl exited with \(process.terminationStatus)")
        }
    }

    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        return BenchMeasure.seconds(ContinuousClock.now - start)
    }

    /// CPU seconds the calling thread has used.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// VmHWM of this process, in MB (0 where /proc is missing).
    static func peakRSSMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kB = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kB / 1000
    }
}

import Foundation

/// One variant of a master playlist.
struct HLSVariant: Sendable, Equatable {
    var bandwidth: Int
    var url: URL
}

/// A file an HLS item needs offline: a media segment, an `EXT-X-MAP` init section or an `EXT-X-KEY` key.
///
/// One file serves every segment that refers to it: byte-range playlists (`EXT-X-BYTERANGE`, what
/// ffmpeg's `single_file` and Apple's segmenter write) name one file many times, an init section
/// included. The whole file is stored once and the ranges stay in the local playlist, valid as they are.
struct HLSResource: Sendable, Equatable {
    enum Role: String, Sendable { case segment, initSection, key }
    /// The role of the first reference to the file.
    var role: Role
    var url: URL
    /// File name inside the item's folder.
    var localName: String
    /// Seconds of media of every segment in the file: progress weights files by duration.
    var duration: Double
}

/// A parsed playlist: a master playlist's variants, or a VOD media playlist ready to store.
enum HLSPlaylist: Sendable, Equatable {
    case master([HLSVariant])
    /// `localText` is the playlist with every URI replaced by its resource's local name.
    case media(resources: [HLSResource], localText: String)

    /// Parses `text` fetched from `url`; errors name the 1-based line.
    static func parse(_ text: String, url: URL) throws(HqmeError) -> HLSPlaylist {
        var parser = Parser(url: url)
        return try parser.parse(text)
    }

    /// Picks the variant with the highest bandwidth within `limit`, or the lowest one when none fits.
    static func chooseVariant(_ variants: [HLSVariant], maximumBandwidth limit: Int?) -> HLSVariant? {
        let sorted = variants.sorted { $0.bandwidth < $1.bandwidth }
        guard let limit else { return sorted.last }
        return sorted.last { $0.bandwidth <= limit } ?? sorted.first
    }
}

private struct Parser {
    let url: URL
    var variants: [HLSVariant] = []
    var resources: [HLSResource] = []
    var output: [String] = []
    /// Position in `resources` of each file already named.
    var resourceIndex: [String: Int] = [:]
    /// Files of each role named so far: counted, not filtered, so a long playlist parses in linear time.
    var roleCounts: [HLSResource.Role: Int] = [:]
    var pendingDuration: Double?
    var pendingVariantBandwidth: Int?
    var hasEndList = false
    var lineNumber = 0

    /// The playlist's folder, absolute and ending in `/`: where plain file names resolve.
    let directory: String?

    init(url: URL) {
        self.url = url
        let folder = URL(string: ".", relativeTo: url)?.absoluteString
        directory = folder?.hasSuffix("/") == true ? folder : nil
    }

    func fail(_ message: String) -> HqmeError {
        .malformedPlaylist(url: url, line: lineNumber, message: message)
    }

    mutating func parse(_ text: String) throws(HqmeError) -> HLSPlaylist {
        // RFC 8216 §4.1: lines end in LF or CRLF (the CR goes with the trimming). Split on bytes:
        // splitting on Characters cost a sixth of a long playlist's parse.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var sawHeader = false
        for (index, raw) in lines.enumerated() {
            lineNumber = index + 1
            let line = String(trimmedLine(Substring(raw)))
            if line.isEmpty { continue }
            if !sawHeader {
                guard line == "#EXTM3U" else { throw fail("expected #EXTM3U, found '\(line.prefix(40))'") }
                sawHeader = true
                output.append(line)
                continue
            }
            if line.hasPrefix("#") {
                try tag(line)
            } else {
                try uri(line)
            }
        }
        guard sawHeader else {
            lineNumber = 1
            throw fail("empty playlist: expected #EXTM3U")
        }
        if pendingDuration != nil { throw fail("#EXTINF is not followed by a segment URI") }
        if pendingVariantBandwidth != nil { throw fail("#EXT-X-STREAM-INF is not followed by a URI") }
        if !variants.isEmpty { return .master(variants) }
        guard hasEndList else { throw HqmeError.livePlaylist(url: url) }
        return .media(resources: resources, localText: output.joined(separator: "\n") + "\n")
    }

    mutating func tag(_ line: String) throws(HqmeError) {
        let (name, value) = split(line)
        switch name {
        case "#EXTINF":
            let durationText = value.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let duration = Double(trimmedLine(durationText)), duration >= 0 else {
                throw fail("#EXTINF duration '\(durationText)' is not a number of seconds")
            }
            pendingDuration = duration
            output.append(line)
        case "#EXT-X-STREAM-INF":
            let attributes = try parseAttributes(value)
            guard let text = attributes["BANDWIDTH"], let bandwidth = Int(text) else {
                throw fail("#EXT-X-STREAM-INF without a numeric BANDWIDTH")
            }
            pendingVariantBandwidth = bandwidth
        case "#EXT-X-ENDLIST":
            hasEndList = true
            output.append(line)
        case "#EXT-X-BYTERANGE":
            guard pendingDuration != nil else { throw fail("#EXT-X-BYTERANGE is not preceded by #EXTINF") }
            try checkByteRange(value)
            output.append(line)
        case "#EXT-X-KEY", "#EXT-X-MAP":
            let attributes = try parseAttributes(value)
            if name == "#EXT-X-KEY", attributes["METHOD"] == "NONE" {
                output.append(line)
                return
            }
            if name == "#EXT-X-MAP", let range = attributes["BYTERANGE"] { try checkByteRange(range) }
            guard let uri = attributes["URI"] else { throw fail("\(name) without URI") }
            let remote = try resolve(uri)
            let role: HLSResource.Role = name == "#EXT-X-KEY" ? .key : .initSection
            // RFC 8216 §4.2 allows no white space around '=': a URI written otherwise could not be
            // pointed at the stored copy, and the offline playlist would still name the remote one.
            guard line.contains("URI=\"\(uri)\"") else {
                throw fail("\(name)'s URI is not written as URI=\"…\" (no white space around '=')")
            }
            let local = localName(for: remote, role: role, duration: 0)
            output.append(line.replacingOccurrences(of: "URI=\"\(uri)\"", with: "URI=\"\(local)\""))
        default:
            output.append(line)
        }
    }

    mutating func uri(_ line: String) throws(HqmeError) {
        let remote = try resolve(line)
        if let bandwidth = pendingVariantBandwidth {
            variants.append(HLSVariant(bandwidth: bandwidth, url: remote))
            pendingVariantBandwidth = nil
            return
        }
        guard let duration = pendingDuration else { throw fail("segment URI '\(line.prefix(60))' without #EXTINF") }
        pendingDuration = nil
        output.append(localName(for: remote, role: .segment, duration: duration))
    }

    /// The local name of `remote`, the same for every reference to it; adds `duration` to its file.
    mutating func localName(for remote: URL, role: HLSResource.Role, duration: Double) -> String {
        let key = remote.absoluteString
        if let index = resourceIndex[key] {
            resources[index].duration += duration
            return resources[index].localName
        }
        let count = roleCounts[role, default: 0]
        roleCounts[role] = count + 1
        let local =
            switch role {
            case .segment: "seg" + zeroPadded(count, width: 5) + "." + fileExtension(key, default: "ts")
            case .initSection: "init\(count)." + fileExtension(key, default: "mp4")
            case .key: "key\(count).key"
            }
        resourceIndex[key] = resources.count
        resources.append(HLSResource(role: role, url: remote, localName: local, duration: duration))
        return local
    }

    /// `<length>[@<offset>]` (RFC 8216 §4.3.2.2), decimal integers.
    func checkByteRange(_ text: String) throws(HqmeError) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ UInt64($0) != nil }) else {
            throw fail("byte range '\(text.prefix(40))' is not <length>[@<offset>]")
        }
    }

    func resolve(_ uri: String) throws(HqmeError) -> URL {
        // Most URIs are plain names beside the playlist, which RFC 3986 §5.2 resolves by concatenation:
        // a tenth of the cost of Foundation's general resolution, most of a long playlist's parse.
        if let directory, isPlainName(uri), let resolved = URL(string: directory + uri) { return resolved }
        guard let resolved = URL(string: uri, relativeTo: url)?.absoluteURL else {
            throw fail("'\(uri.prefix(60))' is not a valid URI")
        }
        return resolved
    }

    /// A path segment of unreserved characters only (RFC 3986 §2.3), not `.` or `..`.
    func isPlainName(_ uri: String) -> Bool {
        guard !uri.isEmpty, uri != ".", uri != ".." else { return false }
        return uri.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                true
            default: false
            }
        }
    }

    /// The extension of an absolute URL's last path segment, read from its text (`URL.pathExtension`
    /// rebuilds the path first, a tenth of a long playlist's parse).
    func fileExtension(_ absolute: String, default fallback: String) -> String {
        let bytes = absolute.utf8
        let end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        guard let scheme = absolute.range(of: "://"),
            let pathStart = bytes[scheme.upperBound..<end].firstIndex(of: UInt8(ascii: "/")),
            let slash = bytes[pathStart..<end].lastIndex(of: UInt8(ascii: "/")),
            let dot = bytes[slash..<end].lastIndex(of: UInt8(ascii: "."))
        else { return fallback }
        let ext = bytes[bytes.index(after: dot)..<end]
        return ext.isEmpty || ext.count > 5 ? fallback : String(decoding: ext, as: UTF8.self)
    }

    /// `String(format: "%0*d")` without Foundation's formatter, which cost more than the rest of a line's parse.
    func zeroPadded(_ number: Int, width: Int) -> String {
        let digits = String(number)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    func split(_ line: String) -> (String, String) {
        guard let colon = line.firstIndex(of: ":") else { return (line, "") }
        return (String(line[..<colon]), String(line[line.index(after: colon)...]))
    }

    func parseAttributes(_ text: String) throws(HqmeError) -> [String: String] {
        do {
            return try HLSAttributeList.parse(text)
        } catch {
            throw fail(error.message)
        }
    }
}

/// An HLS attribute list, `KEY=value,KEY="quoted, value"` (RFC 8216 §4.2).
enum HLSAttributeList {
    struct Malformed: Error {
        var message: String
    }

    static func parse(_ text: String) throws(Malformed) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let equals = rest.firstIndex(of: "=") else {
                throw Malformed(message: "attribute '\(rest.prefix(40))' without '='")
            }
            let key = rest[..<equals].trimmingCharacters(in: .whitespaces)
            rest = rest[rest.index(after: equals)...]
            let value: Substring
            if rest.first == "\"" {
                let body = rest.dropFirst()
                guard let close = body.firstIndex(of: "\"") else {
                    throw Malformed(message: "unterminated quoted value of \(key)")
                }
                value = body[..<close]
                rest = body[body.index(after: close)...]
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                value = rest[..<end]
                rest = rest[end...]
            }
            result[key] = String(value)
            if rest.first == "," { rest = rest.dropFirst() }
        }
        return result
    }
}

/// `text` without the spaces and tabs around it (RFC 8216 §4.1 lines); Foundation's
/// `trimmingCharacters(in:)` goes through NSString and was most of a long playlist's parse time.
func trimmedLine<Text: StringProtocol>(_ text: Text) -> Text.SubSequence {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
    else { return text[text.endIndex...] }
    return text[first...last]
}

/// Reads back the file names a stored local playlist refers to.
enum LocalPlaylist {
    static func referencedFiles(_ text: String) -> [String] {
        var names: [String] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = trimmedLine(raw)
            if line.isEmpty { continue }
            if !line.hasPrefix("#") {
                names.append(String(line))
            } else if let start = line.range(of: "URI=\"") {
                let tail = line[start.upperBound...]
                if let end = tail.firstIndex(of: "\"") { names.append(String(tail[..<end])) }
            }
        }
        return names
    }
}

/// Playlist parsing on its own, for `shopstage bench download` (not part of the SDK's surface).
@_spi(Benchmark) public enum HLSPlaylistParsing {
    /// Parses `text` as fetched from `url`; returns how many files (segments, init sections, keys) it names.
    public static func fileCount(_ text: String, url: URL) throws(HqmeError) -> Int {
        switch try HLSPlaylist.parse(text, url: url) {
        case .master(let variants): variants.count
        case .media(let resources, _): resources.count
        }
    }
}

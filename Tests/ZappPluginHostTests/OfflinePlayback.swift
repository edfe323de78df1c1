import Crypto
import Foundation
import _CryptoExtras

@testable import ZappDownloads

/// Reads a downloaded item's local playlist the way a player does offline: every URI a file beside the
/// playlist, byte ranges cut from their file, AES-128 segments decrypted with the key the playlist names
/// (RFC 8216 §5.2: the IV attribute, else the media sequence number).
struct OfflinePlayback {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The decrypted media segments, each with the init section that applies to it (fMP4).
    struct Segment {
        var initSection: Data?
        var media: Data
    }

    let folder: URL
    private var files: [String: Data] = [:]

    init(playlist: URL) {
        folder = playlist.deletingLastPathComponent()
    }

    mutating func segments(of playlist: URL) throws -> [Segment] {
        let text = try String(contentsOf: playlist, encoding: .utf8)
        var segments: [Segment] = []
        var key: (data: Data, iv: Data?)?
        var initSection: Data?
        var range: (length: Int, offset: Int?)?
        var nextOffset: [String: Int] = [:]
        var sequence = 0
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = String(raw)
            if line.hasPrefix("#EXT-X-MEDIA-SEQUENCE:") {
                sequence = Int(line.dropFirst("#EXT-X-MEDIA-SEQUENCE:".count)) ?? 0
            } else if line.hasPrefix("#EXT-X-KEY:") {
                let attributes = try Self.attributes(line)
                guard attributes["METHOD"] != "NONE" else {
                    key = nil
                    continue
                }
                guard attributes["METHOD"] == "AES-128", let uri = attributes["URI"] else {
                    throw Failure(description: "unsupported key: \(line)")
                }
                key = (try file(uri), try attributes["IV"].map(Self.hex))
            } else if line.hasPrefix("#EXT-X-MAP:") {
                let attributes = try Self.attributes(line)
                guard let uri = attributes["URI"] else { throw Failure(description: "map without URI") }
                let bytes = try file(uri)
                initSection = try attributes["BYTERANGE"].map { try Self.cut(bytes, Self.range($0), from: 0) } ?? bytes
            } else if line.hasPrefix("#EXT-X-BYTERANGE:") {
                range = try Self.range(String(line.dropFirst("#EXT-X-BYTERANGE:".count)))
            } else if !line.hasPrefix("#") {
                var media = try file(line)
                if let byteRange = range {
                    let start = byteRange.offset ?? nextOffset[line] ?? 0
                    media = try Self.cut(media, byteRange, from: start)
                    nextOffset[line] = start + byteRange.length
                    range = nil
                }
                if let key {
                    let iv = key.iv ?? Self.sequenceIV(sequence)
                    media = try AES._CBC.decrypt(
                        media, using: SymmetricKey(data: key.data), iv: AES._CBC.IV(ivBytes: iv))
                }
                segments.append(Segment(initSection: initSection, media: media))
                sequence += 1
            }
        }
        return segments
    }

    private mutating func file(_ uri: String) throws -> Data {
        guard !uri.contains("://"), !uri.hasPrefix("/") else {
            throw Failure(description: "'\(uri)' is not a file beside the playlist")
        }
        if let cached = files[uri] { return cached }
        let data = try Data(contentsOf: folder.appendingPathComponent(uri))
        files[uri] = data
        return data
    }

    /// The attributes of a tag line, read by the library's own attribute-list rule.
    private static func attributes(_ line: String) throws -> [String: String] {
        let body = line.split(separator: ":", maxSplits: 1).last.map(String.init) ?? ""
        do {
            return try HLSAttributeList.parse(body)
        } catch {
            throw Failure(description: "\(line): \(error.message)")
        }
    }

    private static func range(_ text: String) throws -> (length: Int, offset: Int?) {
        let parts = text.split(separator: "@")
        guard let length = parts.first.flatMap({ Int($0) }) else { throw Failure(description: "bad range \(text)") }
        return (length, parts.count > 1 ? Int(parts[1]) : nil)
    }

    private static func cut(_ data: Data, _ range: (length: Int, offset: Int?), from start: Int) throws -> Data {
        let offset = range.offset ?? start
        guard offset >= 0, offset + range.length <= data.count else {
            throw Failure(description: "range \(range.length)@\(offset) outside a file of \(data.count) bytes")
        }
        return data.subdata(in: data.startIndex + offset..<data.startIndex + offset + range.length)
    }

    private static func hex(_ text: String) throws -> Data {
        let digits = Array(text.lowercased().hasPrefix("0x") ? text.dropFirst(2) : Substring(text))
        guard digits.count == 32 else { throw Failure(description: "IV \(text) is not 128 bits") }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: 32, by: 2) {
            guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else {
                throw Failure(description: "IV \(text) is not hexadecimal")
            }
            bytes.append(byte)
        }
        return Data(bytes)
    }

    private static func sequenceIV(_ sequence: Int) -> Data {
        var bytes = [UInt8](repeating: 0, count: 16)
        var value = UInt64(clamping: sequence)
        for index in (8..<16).reversed() {
            bytes[index] = UInt8(value & 0xff)
            value >>= 8
        }
        return Data(bytes)
    }
}

import Foundation

/// The one rule of what the download client puts on the wire. A URL comes from a host, a playlist or
/// a redirect, so a server can steer it: only http(s) is fetched (never `ftp://` or `file://` through
/// libcurl), a request target is the URL's percent-encoded text with every other byte encoded (a
/// `%0D%0A` stays three-byte escapes instead of a line break), and a host or header that would still
/// carry a control character is refused.
enum FetchRules {
    /// Throws unless the client may fetch `url`.
    static func check(_ url: URL) throws(HqmeError) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .refusedURL(url: url.absoluteString, reason: "only http and https URLs are fetched")
        }
        _ = try host(url)
    }

    /// The host as it goes into `Host:` and name resolution: letters, digits and `.-_~:[]` only.
    static func host(_ url: URL) throws(HqmeError) -> String {
        guard let host = url.host, !host.isEmpty else {
            throw .refusedURL(url: url.absoluteString, reason: "the URL has no host")
        }
        let allowed = host.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"):
                true
            default: false
            }
        }
        guard allowed else {
            throw .refusedURL(
                url: url.absoluteString, reason: "its host would put a control character or space on the wire")
        }
        return host
    }

    /// The request target of a GET of `url` (`/path?query`): the URL's percent-encoded path and query
    /// (never the decoded `url.path`), with any byte outside visible ASCII percent-encoded too.
    static func requestTarget(_ url: URL) -> String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        var target = components?.percentEncodedPath ?? ""
        if target.isEmpty { target = "/" }
        if let query = components?.percentEncodedQuery { target += "?" + query }
        guard !target.utf8.allSatisfy(isVisibleASCII) else { return target }
        var encoded = ""
        for byte in target.utf8 {
            if isVisibleASCII(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    /// Throws unless every header value can go on the wire as one line (no CR, LF or NUL).
    static func checkHeaders(_ headers: [String: String], of url: URL) throws(HqmeError) {
        for (name, value) in headers {
            let bad = { (text: String) in text.utf8.contains { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F } }
            if bad(name) || bad(value) || name.contains(":") || name.isEmpty {
                throw .refusedURL(
                    url: url.absoluteString,
                    reason: "header '\(name.prefix(40))' would put a control character on the wire")
            }
        }
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

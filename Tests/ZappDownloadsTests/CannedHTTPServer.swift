import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback server that answers every request with the same raw bytes: responses no well-behaved
/// server (nor ``LoopbackMediaServer``) sends, such as `Content-Length: -1`.
final class CannedHTTPServer: @unchecked Sendable {
    // @unchecked: `heads` is guarded by `lock`; the listener belongs to the accept thread.
    private let lock = NSLock()
    private var heads: [String] = []
    private let listener: Int32
    let port: UInt16

    /// The request heads received, in order.
    var requests: [String] { lock.withLock { heads } }

    init(response: String) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard fd >= 0, bound == 0, listen(fd, 16) == 0 else {
            throw CocoaError(.fileReadUnknown)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let bytes = Array(response.utf8)
        let thread = Thread { [self] in
            while true {
                let client = accept(fd, nil, nil)
                if client < 0 { return }
                var head: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while !head.ends(with: [13, 10, 13, 10]) {
                    let count = recv(client, &buffer, buffer.count, 0)
                    if count <= 0 { break }
                    head += buffer[0..<count]
                }
                lock.withLock { heads.append(String(decoding: head, as: UTF8.self)) }
                _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(client)
            }
        }
        thread.start()
    }

    func url(_ path: String) throws -> URL {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else {
            throw CocoaError(.fileReadInvalidFileName)
        }
        return url
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One manager's exclusive claim on a store directory: flock(2) on `<dir>/.lock`, held for the
/// manager's life.
///
/// Two managers writing one `items.json` overwrite each other's records (the second resumes the
/// first one's download as its own), so a second writer — another process, or another manager in
/// this one — fails at once with ``HqmeError/storeInUse(path:holder:)``. The kernel drops the lock
/// when the holder exits, killed or not, so a crash never leaves a store locked. Readers
/// (``HqmeDownloadManager/storedItems(in:)``) take no lock: `items.json` is replaced atomically.
final class StoreLock: Sendable {
    private let descriptor: Int32

    init(directory: URL) throws(HqmeError) {
        let url = directory.appendingPathComponent(".lock")
        // Never removed once made: creating it needs no free block, so a full disk still opens the store.
        let fd = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .fileSystem(path: url.path, message: String(cString: strerror(errno))) }
        guard Self.lock(fd) == 0 else {
            let code = errno
            let holder = Self.holder(fd)
            close(fd)
            if code == EWOULDBLOCK { throw .storeInUse(path: directory.path, holder: holder) }
            throw .fileSystem(path: url.path, message: String(cString: strerror(code)))
        }
        descriptor = fd
        // The holder's pid is only for the next one's message: a full disk may refuse it.
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(fd, 0) == 0 { _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } }
    }

    deinit { close(descriptor) }

    /// flock(2) without blocking, tried again for a moment: a child process another thread is
    /// starting holds a copy of every descriptor until it runs its program (the descriptor is
    /// close-on-exec), so a store just released can look held for that long.
    private static func lock(_ fd: Int32) -> Int32 {
        for _ in 0..<40 {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return 0 }
            guard errno == EWOULDBLOCK else { return -1 }
            usleep(5_000)
        }
        return flock(fd, LOCK_EX | LOCK_NB)
    }

    /// The pid the holder wrote into the lock file, if it did.
    private static func holder(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: bytes[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

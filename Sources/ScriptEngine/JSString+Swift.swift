#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

extension String {
    /// Runs `body` with a JavaScriptCore string holding exactly this string's UTF-16 (NULs included).
    func withJSString<R>(_ body: (JSStringRef) throws -> R) rethrows -> R {
        // Most strings have no NUL: hand JavaScriptCore the UTF-8 bytes we already have (no copy
        // on our side, and it keeps ASCII as an 8-bit string). Strings with NULs go as UTF-16.
        var copy = self
        let hasNul = copy.withUTF8 { $0.contains(0) }
        let string = hasNul
            ? makeJSString(utf16: Array(utf16))
            : withCString { JSStringCreateWithUTF8CString($0) }.unsafelyUnwrapped
        defer { JSStringRelease(string) }
        return try body(string)
    }

    /// A Swift string of a JavaScriptCore string (a lone surrogate becomes U+FFFD; see ``ScriptValue/utf16(_:)``).
    init(jsString: JSStringRef) {
        let count = JSStringGetLength(jsString)
        guard count > 0, let chars = JSStringGetCharactersPtr(jsString) else {
            self = ""
            return
        }
        self = String(decoding: UnsafeBufferPointer(start: chars, count: count), as: UTF16.self)
    }
}

/// A JavaScriptCore string made from UTF-16 code units.
func makeJSString(utf16 units: [UInt16]) -> JSStringRef {
    // JSStringCreateWithCharacters only fails when out of memory, where JavaScriptCore itself aborts.
    units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) }.unsafelyUnwrapped
}

/// Whether UTF-16 code units hold a surrogate without its partner.
func hasLoneSurrogate(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
    var i = 0
    let n = units.count
    while i < n {
        let u = units[i]
        if u & 0xF800 == 0xD800 {
            guard u < 0xDC00, i + 1 < n, units[i + 1] & 0xFC00 == 0xDC00 else { return true }
            i += 2
        } else {
            i += 1
        }
    }
    return false
}

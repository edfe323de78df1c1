#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

extension String {
    /// Runs `body` with a JavaScriptCore string holding exactly this string's UTF-16 (NULs included).
    func withJSString<R>(_ body: (JSStringRef) throws -> R) rethrows -> R {
        var copy = self
        let string: JSStringRef
        if longJSStrings.contains(utf8.count) {
            // Long text (a script or style sheet a page is served, a document's operations) is
            // decoded here, eight ASCII bytes at a time: JavaScriptCore's own UTF-8 decoding takes
            // 2 ns a byte (15 µs for a 7.7 KB script, on every page that loads it), this a third of it.
            string = copy.withUTF8 { bytes in
                var writer = UTF16Writer(capacity: bytes.count)
                writer.appendUTF8(bytes, 0..<bytes.count)
                return writer.makeJSString()
            }
        } else if copy.withUTF8({ $0.contains(0) }) {
            // NULs would end a C string: UTF-16.
            string = makeJSString(utf16: Array(utf16))
        } else {
            // Short strings: JavaScriptCore gets the UTF-8 bytes we already have (no copy on our
            // side) and keeps ASCII as an 8-bit string.
            string = withCString { JSStringCreateWithUTF8CString($0) }.unsafelyUnwrapped
        }
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
        self = String(transcoding: UnsafeBufferPointer(start: chars, count: count))
    }

    /// The string of UTF-16 code units, a lone surrogate becoming U+FFFD, as
    /// `String(decoding:as: UTF16.self)` makes it: transcoded in one pass over the units (that
    /// initializer decodes scalar by scalar, 20-25 ns a character: 9 µs for a 360-character
    /// string a page hands to Swift).
    init(transcoding units: UnsafeBufferPointer<UInt16>) {
        let count = units.count
        // Most text is ASCII: narrowed in one pass into a string of exactly its size (sized for the
        // worst case below, a kept string would hold three times its bytes, fresh memory each time).
        var seen: UInt16 = 0
        let narrowed = String(unsafeUninitializedCapacity: count) { bytes in
            for i in 0..<count {
                seen |= units[i]
                bytes[i] = UInt8(truncatingIfNeeded: units[i])
            }
            return seen < 0x80 ? count : 0
        }
        if seen < 0x80 {
            self = narrowed
            return
        }
        // At most three UTF-8 bytes per unit (a surrogate pair, two units, takes four).
        self.init(unsafeUninitializedCapacity: count * 3) { bytes in
            var n = 0
            var i = 0
            while i < count {
                let unit = units[i]
                if unit < 0x80 {
                    bytes[n] = UInt8(truncatingIfNeeded: unit)
                    n += 1
                    i += 1
                    continue
                }
                var scalar = UInt32(unit)
                i += 1
                if unit & 0xF800 == 0xD800 {
                    if unit < 0xDC00, i < count, units[i] & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[i] - 0xDC00)
                        i += 1
                    } else {
                        scalar = 0xFFFD
                    }
                }
                if scalar < 0x800 {
                    bytes[n] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
                    bytes[n + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    n += 2
                } else if scalar < 0x10000 {
                    bytes[n] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
                    bytes[n + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                    bytes[n + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    n += 3
                } else {
                    bytes[n] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                    bytes[n + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
                    bytes[n + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                    bytes[n + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    n += 4
                }
            }
            return n
        }
    }
}

/// The lengths (UTF-8 bytes) of the strings that reach JavaScriptCore as UTF-16 decoded in Swift
/// (``String/withJSString(_:)``). Others go as UTF-8, which JavaScriptCore keeps in 8 bits when
/// ASCII: short ones, whose decoding costs little, and those of a megabyte or more, whose 8-bit form
/// takes half the memory (a 10 MB script took 510 MB as UTF-16 against 500 MB allowed a hostile input).
package let longJSStrings = 1024..<(1 << 20)

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

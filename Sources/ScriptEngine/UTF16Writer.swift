#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// UTF-16 code units written from UTF-8 bytes into a buffer of a size known up front (UTF-16
/// never takes more code units than UTF-8 takes bytes): appending to an array checks its
/// capacity and uniqueness per unit, which made this pass cost as much as the work it saves.
package struct UTF16Writer: ~Copyable {
    @usableFromInline let buffer: UnsafeMutablePointer<UInt16>
    @usableFromInline let capacity: Int
    @usableFromInline var count = 0

    /// `capacity`: the most units that will be written.
    package init(capacity: Int) {
        self.capacity = max(capacity, 1)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit { buffer.deallocate() }

    /// What was written.
    package var units: [UInt16] { Array(UnsafeBufferPointer(start: buffer, count: count)) }

    /// A JavaScriptCore string of what was written (copied once, by JavaScriptCore).
    func makeJSString() -> JSStringRef {
        // JSStringCreateWithCharacters only fails when out of memory, where JavaScriptCore itself aborts.
        JSStringCreateWithCharacters(buffer, count).unsafelyUnwrapped
    }

    @inlinable
    package mutating func append(_ unit: UInt16) {
        guard count < capacity else { return }
        buffer[count] = unit
        count += 1
    }

    /// Appends `bytes[range]`, valid UTF-8 (a Swift string's), decoded.
    package mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var i = range.lowerBound
        let end = range.upperBound
        // Never more units than bytes: the ASCII loop needs no capacity check of its own.
        guard end - i <= capacity - count, let base = bytes.baseAddress else { return appendUTF8Checked(bytes, range) }
        while i < end {
            // Eight ASCII bytes at a time (most of an HTML document's operations are ASCII).
            while i + 8 <= end {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }  // a byte with its high bit: not ASCII
                let target = buffer + count
                for k in 0..<8 { target[k] = UInt16(truncatingIfNeeded: (word &>> UInt64(8 * k)) & 0xFF) }
                count += 8
                i += 8
            }
            guard i < end else { break }
            let lead = bytes[i]
            if lead < 0x80 {
                buffer[count] = UInt16(lead)
                count += 1
                i += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard i + length <= end else { break }  // a sequence cut by the range's end
            var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for k in 1..<length { scalar = scalar << 6 | UInt32(bytes[i + k] & 0x3F) }
            appendScalar(scalar)
            i += length
        }
    }

    /// The same, unit by unit, when the range could overrun the buffer (it never should).
    private mutating func appendUTF8Checked(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        for index in range where bytes[index] < 0x80 { append(UInt16(bytes[index])) }
    }

    /// Appends the content of a JSON string literal (`bytes[range]`, between the quotes), unescaped.
    package mutating func appendUnescapedJSON(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            var run = i
            while run < end && bytes[run] != UInt8(ascii: "\\") { run += 1 }
            appendUTF8(bytes, i..<run)
            i = run
            guard i + 1 < end else { break }
            let escaped = bytes[i + 1]
            i += 2
            switch escaped {
            case UInt8(ascii: "n"): append(0x0A)
            case UInt8(ascii: "t"): append(0x09)
            case UInt8(ascii: "r"): append(0x0D)
            case UInt8(ascii: "b"): append(0x08)
            case UInt8(ascii: "f"): append(0x0C)
            case UInt8(ascii: "u"):
                var value: UInt16 = 0
                var digits = 0
                while digits < 4 && i < end, let digit = hexValue(bytes[i]) {
                    value = value << 4 | digit
                    digits += 1
                    i += 1
                }
                append(value)  // surrogates stay as the JSON wrote them, pair or not
            default: append(UInt16(escaped))  // \" \\ \/
            }
        }
    }

    private mutating func appendScalar(_ scalar: UInt32) {
        if scalar >= 0x10000 {
            let offset = scalar - 0x10000
            append(UInt16(0xD800 + (offset >> 10)))
            append(UInt16(0xDC00 + (offset & 0x3FF)))
        } else {
            append(UInt16(scalar))
        }
    }

    private func hexValue(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt16(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt16(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt16(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}

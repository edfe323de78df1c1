import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// TextDecoder's labels go through the Encoding Standard's table (EncodingLabels.js), the same one
/// a document's <meta charset> does; it decodes UTF-8, UTF-16LE/BE, windows-1252 and x-user-defined.
@MainActor
struct TextDecoderLabelTests {
    /// `script`'s value as a string, in a page of its own.
    static func evaluate(_ script: String) async throws -> String? {
        try await WKWebView.loaded("<p>x</p>").string(script)
    }

    @Test func labelsResolveToTheirEncodingsLowercasedName() async throws {
        let names = try await Self.evaluate(
            "['latin1', ' UTF8\\n', 'ASCII', 'utf-16', 'unicodefffe', 'x-user-defined', 'unicode-1-1-utf-8']"
                + ".map((l) => new TextDecoder(l).encoding).join(' ')")
        #expect(names == "windows-1252 utf-8 windows-1252 utf-16le utf-16be x-user-defined utf-8")
    }

    @Test func anUnknownOrReplacementLabelThrowsARangeError() async throws {
        let thrown = try await Self.evaluate(
            "['klingon', 'iso-2022-kr', 'replacement'].map((l) => { try { new TextDecoder(l); return 'made'; } "
                + "catch (e) { return e instanceof RangeError && e.message.includes(\"'\" + l + \"'\"); } }).join(' ')")
        #expect(thrown == "true true true")
    }

    @Test func anEncodingShopStageDoesNotDecodeIsARangeErrorThatNamesIt() async throws {
        let message = try await Self.evaluate(
            "(() => { try { new TextDecoder('latin2'); } "
                + "catch (e) { return (e instanceof RangeError) + ' ' + e.message; } })()"
        )
        #expect(message?.hasPrefix("true ") == true)
        #expect(message?.contains("does not decode ISO-8859-2 (label 'latin2')") == true)
    }

    /// What `new TextDecoder(label).decode(bytes)` gives.
    static func decoded(_ label: String, _ bytes: [UInt8]) async throws -> String? {
        try await evaluate(
            "new TextDecoder('\(label)').decode(new Uint8Array([\(bytes.map(String.init).joined(separator: ", "))]))")
    }

    @Test func utf16LittleEndianSkipsItsByteOrderMarkAndKeepsSurrogatePairs() async throws {
        #expect(try await Self.decoded("utf-16", [0xff, 0xfe, 0x68, 0, 0x3d, 0xd8, 0x00, 0xde]) == "h\u{1F600}")
    }

    @Test func utf16BigEndianSkipsItsByteOrderMarkAndReplacesALoneSurrogate() async throws {
        #expect(try await Self.decoded("utf-16be", [0xfe, 0xff, 0, 0x69, 0xd8, 0x3d]) == "i\u{FFFD}")
    }

    @Test func windows1252DecodesItsOwnHighBytes() async throws {
        #expect(try await Self.decoded("iso-8859-1", [0x80, 0x81, 0x9f, 0xe9, 0x41]) == "\u{20AC}\u{81}\u{178}\u{E9}A")
    }

    @Test func xUserDefinedMapsHighBytesToThePrivateUseArea() async throws {
        #expect(try await Self.decoded("x-user-defined", [0x41, 0x80, 0xff]) == "A\u{F780}\u{F7FF}")
    }

    @Test func aFatalUTF16DecoderThrowsOnALoneSurrogate() async throws {
        let name = try await Self.evaluate(
            "(() => { try { new TextDecoder('utf-16le', { fatal: true }).decode(new Uint8Array([0x00, 0xdc])); } "
                + "catch (e) { return e.name; } })()")
        #expect(name == "TypeError")
    }
}

import Foundation
import Testing
import ScriptEngine

/// The one configured `JSONEncoder`: the same text as the JSON writer for the same value.
struct JSONEncoderShopStageTests {
    struct Report: Encodable {
        var zeta = 1
        var alpha = "https://shop.example/p/1"
        var time = Date(timeIntervalSince1970: 1_767_225_600)
    }

    @Test func keysAreSortedSlashesUnescapedAndDatesInISO8601() throws {
        let text = String(decoding: try JSONEncoder.shopStage().encode(Report()), as: UTF8.self)
        #expect(text == #"{"alpha":"https://shop.example/p/1","time":"2026-01-01T00:00:00Z","zeta":1}"#)
    }

    @Test func itWritesWhatTheJSONWriterWrites() throws {
        let value: ScriptValue = ["b": ["url": "https://x/y"], "a": 1, "c": [true, .null, "é\n"]]
        let encoded = String(decoding: try JSONEncoder.shopStage().encode(value), as: UTF8.self)
        #expect(encoded == (try value.jsonString()))
    }
}

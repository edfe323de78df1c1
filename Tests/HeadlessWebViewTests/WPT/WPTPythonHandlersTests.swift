import Foundation
import HeadlessWebView
import Testing

/// The wptserve Python handlers the WPT runner answers in Swift (WPTPythonHandlers.swift).
@MainActor
struct WPTPythonHandlersTests {
    @Test func encodingAnswersAMetaWithTheLabelEscapedAsPythonEscapesIt() throws {
        let answer = try #require(
            WPTPythonHandlers.response(path: "/dom/nodes/encoding.py", query: "label=a%22%3Cb%27+c&label=second"))
        #expect(answer.body == "<!doctype html><meta charset=\"a&quot;&lt;b&#x27; c\">")
        // wptserve sends no Content-Type of its own: the page names its encoding.
        #expect(answer.contentType == "")
    }

    @Test func contentTypeSetterSetsTheTypeAndAMetaForMime() throws {
        let answer = try #require(
            WPTPythonHandlers.response(
                path: "/dom/nodes/Document-contentType/support/contenttype_setter.py",
                query: "type=text&subtype=xml&mime=text%2Fplain"))
        #expect(answer.contentType == "text/xml")
        #expect(answer.body == "<head><meta http-equiv=\"Content-Type\" content=\"text/plain; charset=utf-8\"/></head>")
    }

    @Test func contentTypeSetterWithoutASubtypeSendsNoType() throws {
        let answer = try #require(
            WPTPythonHandlers.response(
                path: "/dom/nodes/Document-contentType/support/contenttype_setter.py", query: "type=text"))
        #expect(answer.contentType == "")
        #expect(answer.body == "<head></head>")
    }

    @Test func aHandlerTheRunnerDoesNotEmulateIsNotServedAsAFile() throws {
        let root = try WPTRunnerTests.checkout(["common/redirect.py": "def main(request, response): pass"])
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = WPTRunner(checkout: root)
        #expect(runner.provide("http://web-platform.test:8000/common/redirect.py?location=/x") == nil)
        #expect(runner.provide("http://web-platform.test:8000/resources/testharness.js") != nil)
    }

    @Test func anEmulatedHandlerIsWhatTheRunnerServes() throws {
        let root = try WPTRunnerTests.checkout([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let answer = WPTRunner(checkout: root).provide(
            "http://web-platform.test:8000/dom/nodes/encoding.py?label=koi8-r")
        #expect(answer?.body == "<!doctype html><meta charset=\"koi8-r\">")
    }
}

import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// The text control selection APIs (HTML §4.10.18.6) of text inputs and textareas.
@MainActor
struct TextSelectionTests {
    @Test func setSelectionRangeClampsToTheValue() throws {
        let page = try Page("<input id=i value=foobar>")
        #expect(try page.run("i.setSelectionRange(2, 99, 'backward'); [i.selectionStart, i.selectionEnd, i.selectionDirection].join()") == "2,6,backward")
        #expect(try page.run("i.setSelectionRange(5, 3); [i.selectionStart, i.selectionEnd, i.selectionDirection].join()") == "3,3,none")
    }

    @Test func selectSelectsTheWholeValue() throws {
        let page = try Page("<textarea id=t>hello</textarea>")
        #expect(try page.run("t.select(); [t.selectionStart, t.selectionEnd].join()") == "0,5")
    }

    @Test func settingTheValueMovesTheCursorToTheEnd() throws {
        let page = try Page("<input id=i>")
        #expect(try page.run("i.value = 'abc'; [i.selectionStart, i.selectionEnd].join()") == "3,3")
    }

    @Test func selectionStartPastTheEndPushesTheEnd() throws {
        let page = try Page("<input id=i value=foobar>")
        #expect(try page.run("i.setSelectionRange(0, 2); i.selectionStart = 4; [i.selectionStart, i.selectionEnd].join()") == "4,4")
    }

    @Test func setRangeTextReplacesAndSelectsByMode() throws {
        let page = try Page("<input id=i value=foobar>")
        #expect(try page.run("i.setRangeText('XY', 1, 3, 'select'); i.value + ' ' + i.selectionStart + ',' + i.selectionEnd") == "fXYbar 1,3")
        #expect(try page.run("i.setRangeText('!', 0, 0, 'end'); i.value + ' ' + i.selectionStart") == "!fXYbar 1")
    }

    @Test func setRangeTextPreservesASelectionAfterTheReplacement() throws {
        let page = try Page("<input id=i value=abcdef>")
        #expect(try page.run("i.setSelectionRange(4, 5); i.setRangeText('1234', 0, 2); [i.value, i.selectionStart, i.selectionEnd].join()") == "1234cdef,6,7")
    }

    @Test func setRangeTextWithStartAfterEndThrowsIndexSizeError() throws {
        let page = try Page("<input id=i value=abc>")
        #expect(try page.run("try { i.setRangeText('x', 2, 1); 'ok' } catch (e) { e.name }") == "IndexSizeError")
    }

    @Test func typesWithoutSelectionReadNullAndThrow() throws {
        let page = try Page("<input id=i type=email value=a@b.example><input id=c type=checkbox>")
        #expect(try page.run("String(i.selectionStart) + String(c.selectionDirection)") == "nullnull")
        #expect(try page.run("try { i.selectionStart = 0; 'ok' } catch (e) { e.name }") == "InvalidStateError")
        #expect(try page.run("try { c.setSelectionRange(0, 0); 'ok' } catch (e) { e.name }") == "InvalidStateError")
        #expect(try page.run("try { i.setRangeText('x'); 'ok' } catch (e) { e.name }") == "InvalidStateError")
        #expect(try page.run("i.select(); 'no error'") == "no error")
    }

    @Test func aTypeChangeIntoASelectableTypeStartsAtZero() throws {
        let page = try Page("<input id=i type=email>")
        #expect(try page.run("i.value = 'a@b.example'; i.type = 'text'; [i.selectionStart, i.selectionEnd, i.selectionDirection].join()") == "0,0,none")
    }

    @Test func aChangedSelectionFiresOneTrustedSelectEventLater() async throws {
        let webView = WKWebView.loaded(
            """
            <input id=i value=foobar>
            <script>var events = []; document.addEventListener('select', (e) => events.push(e.target.id + ' ' + e.isTrusted + ' ' + e.bubbles + ' ' + e.cancelable));</script>
            """)
        #expect(try await webView.string("i.select(); i.select(); i.selectionEnd = 6; events.join()") == "")
        try webView.advanceClock(by: .milliseconds(1))
        #expect(try await webView.string("events.join()") == "i true true false")
    }

    @Test func anUnchangedSelectionFiresNoSelectEvent() async throws {
        let webView = WKWebView.loaded("<input id=i value=foobar><script>var fired = 0; i.onselect = () => fired++;</script>")
        _ = try await webView.evaluateJavaScript("i.setSelectionRange(0, 0)")
        try webView.advanceClock(by: .milliseconds(1))
        #expect(try await webView.evaluateJavaScript("fired") as? Int == 0)
    }
}

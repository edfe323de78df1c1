import HeadlessWebView
import Testing

/// The HTML element interfaces the HTML standard gives elements beyond those action HTML
/// touches most, each with its reflected attributes.
struct ElementInterfaceTests {
    static let interfaces: [(tag: String, interface: String)] = [
        ("caption", "HTMLTableCaptionElement"), ("col", "HTMLTableColElement"), ("colgroup", "HTMLTableColElement"),
        ("data", "HTMLDataElement"), ("datalist", "HTMLDataListElement"), ("del", "HTMLModElement"),
        ("ins", "HTMLModElement"), ("dl", "HTMLDListElement"), ("embed", "HTMLEmbedElement"), ("meter", "HTMLMeterElement"),
        ("object", "HTMLObjectElement"), ("optgroup", "HTMLOptGroupElement"), ("q", "HTMLQuoteElement"),
        ("blockquote", "HTMLQuoteElement"), ("time", "HTMLTimeElement"), ("track", "HTMLTrackElement"),
        ("map", "HTMLMapElement"), ("param", "HTMLParamElement"), ("font", "HTMLFontElement"),
        ("dir", "HTMLDirectoryElement"), ("frame", "HTMLFrameElement"), ("frameset", "HTMLFrameSetElement"),
    ]

    @Test(arguments: interfaces)
    func elementHasItsInterface(tag: String, interface: String) throws {
        let page = try Page("<p>x</p>")
        #expect(try page.run("Object.prototype.toString.call(document.createElement('\(tag)')) + ' ' + (document.createElement('\(tag)') instanceof \(interface))") == "[object \(interface)] true")
    }

    @Test func meterValuesKeepTheirOrder() throws {
        let page = try Page("<meter id=m min=10 max=5 value=20 low=-1></meter>")
        #expect(try page.run("[m.min, m.max, m.value, m.low, m.high, m.optimum].join()") == "10,10,10,10,10,10")
    }

    @Test func trackKindDefaults() throws {
        let page = try Page("<track id=t>")
        #expect(try page.run("const a = t.kind; t.kind = 'bogus'; [a, t.kind, HTMLTrackElement.ERROR].join()") == "subtitles,metadata,3")
    }

    @Test func timeAndModReflectDateTime() throws {
        let page = try Page("<time id=t datetime=2026-11-24></time><del id=d cite=/why></del>")
        #expect(try page.run("[t.dateTime, d.cite].join()") == "2026-11-24,https://shop.example/why")
    }

    @Test func colSpanIsClamped() throws {
        let page = try Page("<table><colgroup id=c span=5000></colgroup></table>")
        #expect(try page.run("c.span") == "1000")
    }

    @Test func dataListOptionsAreLive() throws {
        let page = try Page("<datalist id=d><option value=a></datalist>")
        #expect(try page.run("const o = d.options; d.append(document.createElement('option')); o.length") == "2")
    }
}

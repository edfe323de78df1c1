import HeadlessWebView
import Testing

/// CharacterData's offset methods: unsigned long offsets, IndexSizeError past the end, and the
/// required arguments, as the DOM standard and WebIDL give them.
struct CharacterDataTests {
    static let html = "<p id=p>hello</p>"

    @Test func offsetPastTheEndIsAnIndexSizeError() throws {
        let page = try Page(Self.html)
        #expect(try page.run("try { p.firstChild.substringData(6, 1); 'no error' } catch (e) { e.name + ' ' + (e instanceof DOMException) }") == "IndexSizeError true")
    }

    @Test func negativeCountWrapsToTheEnd() throws {
        let page = try Page(Self.html)
        #expect(try page.run("p.firstChild.substringData(1, -1)") == "ello")
    }

    @Test func offsetWrapsModuloTwoToTheThirtyTwo() throws {
        let page = try Page(Self.html)
        #expect(try page.run("p.firstChild.substringData(0x100000001, 2)") == "el")
    }

    @Test func negativeOffsetIsAnIndexSizeError() throws {
        let page = try Page(Self.html)
        #expect(try page.run("try { p.firstChild.deleteData(-1, 1); 'no error' } catch (e) { e.name }") == "IndexSizeError")
    }

    @Test func insertDataAtTheEndAppends() throws {
        let page = try Page(Self.html)
        #expect(try page.run("const t = p.firstChild; t.insertData(5, '!'); t.data") == "hello!")
    }

    @Test func replaceDataStopsAtTheEnd() throws {
        let page = try Page(Self.html)
        #expect(try page.run("const t = p.firstChild; t.replaceData(3, 100, 'p'); t.data") == "help")
    }

    @Test func missingArgumentsAreATypeError() throws {
        let page = try Page(Self.html)
        #expect(try page.run("try { p.firstChild.insertData(0); 'no error' } catch (e) { e.name }") == "TypeError")
    }

    @Test func splitTextPastTheEndIsAnIndexSizeError() throws {
        let page = try Page(Self.html)
        #expect(try page.run("try { p.firstChild.splitText(6); 'no error' } catch (e) { e.name }") == "IndexSizeError")
    }
}

import Testing

/// `document.baseURI`: the first `<base href>` of the document's tree, else its URL (WebKitGTK 2.50's
/// answers). A document that never had a `<base>` answers without walking its tree; one that had
/// one follows it as it is added, moved in from another document, changed and removed.
struct BaseURLTests {
    @Test func aDocumentWithoutBaseResolvesAgainstItsURL() throws {
        let page = try Page("<p><a id=a href='p/1'>x</a></p>", url: "https://shop.example/sale/index.html")
        #expect(try page.run("document.baseURI") == "https://shop.example/sale/index.html")
        #expect(try page.run("document.getElementById('a').href") == "https://shop.example/sale/p/1")
    }

    @Test func aParsedBaseIsTheBase() throws {
        let page = try Page("<base href='https://cdn.shop.example/x/'><a id=a href='p/1'>x</a>")
        #expect(try page.run("document.getElementById('a').href") == "https://cdn.shop.example/x/p/1")
    }

    @Test func aBaseAddedRemovedAndChangedByScript() throws {
        let page = try Page("<a id=a href='p/1'>x</a>", url: "https://shop.example/sale/")
        #expect(try page.run("document.getElementById('a').href") == "https://shop.example/sale/p/1")
        let added = try page.run("""
            (() => {
                const base = document.createElement('base');
                base.href = 'https://cdn.shop.example/one/';
                document.head.appendChild(base);
                return document.baseURI + ' ' + document.getElementById('a').href;
            })()
            """)
        #expect(added == "https://cdn.shop.example/one/ https://cdn.shop.example/one/p/1")
        #expect(try page.run("document.querySelector('base').setAttribute('href', '/two/'); document.getElementById('a').href")
            == "https://shop.example/two/p/1")
        // Removed, the document's own URL is its base again.
        #expect(try page.run("document.querySelector('base').remove(); document.baseURI + ' ' + document.getElementById('a').href")
            == "https://shop.example/sale/ https://shop.example/sale/p/1")
    }

    /// A removal elsewhere keeps the base; the removal of the `<base>` in use, or of its ancestor, drops it.
    @Test func onlyTheRemovalOfTheBaseInUseChangesTheBase() throws {
        let page = try Page(
            "<div id=wrap><base href='https://cdn.shop.example/x/'></div><p id=other>o</p><a id=a href='p/1'>x</a>",
            url: "https://shop.example/sale/")
        #expect(try page.run("document.getElementById('other').remove(); document.getElementById('a').href")
            == "https://cdn.shop.example/x/p/1")
        #expect(try page.run("document.getElementById('wrap').remove(); document.getElementById('a').href")
            == "https://shop.example/sale/p/1")
    }

    @Test func aBaseMadeInAnotherDocumentCountsOnceAdopted() throws {
        let page = try Page("<a id=a href='p/1'>x</a>", url: "https://shop.example/sale/")
        let adopted = try page.run("""
            (() => {
                const other = document.implementation.createHTMLDocument('');
                const base = other.createElement('base');
                base.setAttribute('href', 'https://cdn.shop.example/adopted/');
                other.head.appendChild(base);
                const before = document.baseURI;
                document.head.appendChild(base);
                return before + ' ' + document.baseURI + ' ' + document.getElementById('a').href;
            })()
            """)
        #expect(adopted == "https://shop.example/sale/ https://cdn.shop.example/adopted/ https://cdn.shop.example/adopted/p/1")
    }

    @Test func aBaseInsideATemplateIsNotTheDocumentsBase() throws {
        let page = try Page(
            "<template><base href='https://cdn.shop.example/inert/'></template><a id=a href='p/1'>x</a>",
            url: "https://shop.example/sale/")
        #expect(try page.run("document.baseURI") == "https://shop.example/sale/")
    }
}

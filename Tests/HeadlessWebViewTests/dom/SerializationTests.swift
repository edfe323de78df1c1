import HeadlessWebView
import Testing

struct SerializationTests {
    @Test(arguments: [
        "<p class=\"a\">x &amp; y &lt; z</p>",
        "<ul><li>1</li><li>2</li></ul>",
        "<img src=\"a.png\" alt=\"&quot;quoted&quot;\"><br>",
        "<svg viewBox=\"0 0 1 1\"><path d=\"M0 0\"></path></svg>",
        "<script>if (a < b && c) {}</script>",
        "<template><b>in template</b></template>",
        "<!--comment--><span>\u{00A0}</span>",
        "<table><tbody><tr><td>1</td></tr></tbody></table>",
    ])
    func innerHTMLRoundTrips(html: String) throws {
        let page = try Page("<div id=d></div>")
        let quoted = html.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "`", with: "\\`")
        let expected = html.replacingOccurrences(of: "\u{00A0}", with: "&nbsp;")
        #expect(
            try page.run("const d = document.getElementById('d'); d.innerHTML = `\(quoted)`; d.innerHTML") == expected)
    }

    @Test func innerHTMLFixesMarkupAsTheParserDoes() throws {
        let page = try Page("<div id=d></div>")
        #expect(
            try page.run("const d = document.getElementById('d'); d.innerHTML = '<P CLASS=x>a<b>b</p>c'; d.innerHTML")
                == "<p class=\"x\">a<b>b</b></p><b>c</b>")
    }

    @Test func templateContentsAreAFragmentNotChildren() throws {
        let page = try Page("<template id=t><p>x</p></template>")
        #expect(
            try page.run(
                "const t = document.getElementById('t'); [t.childNodes.length, t.content.childNodes.length, t.content.firstChild.tagName].join(',')"
            ) == "0,1,P")
    }

    @Test func outerHTMLReplacesTheElement() throws {
        let page = try Page("<div id=d><span id=s>x</span></div>")
        #expect(
            try page.run(
                "document.getElementById('s').outerHTML = '<em>y</em>'; document.getElementById('d').innerHTML")
                == "<em>y</em>")
    }

    @Test func insertAdjacentHTMLPlacesFragments() throws {
        let page = try Page("<div id=d><i>mid</i></div>")
        #expect(
            try page.run(
                """
                const i = document.querySelector('i');
                i.insertAdjacentHTML('beforebegin', '<a>1</a>'); i.insertAdjacentHTML('afterbegin', '<b>2</b>');
                i.insertAdjacentHTML('beforeend', '<u>3</u>'); i.insertAdjacentHTML('afterend', '<s>4</s>');
                document.getElementById('d').innerHTML
                """) == "<a>1</a><i><b>2</b>mid<u>3</u></i><s>4</s>")
    }

    @Test func scriptsFromInnerHTMLDoNotRun() throws {
        let page = try Page("<div id=d></div>")
        #expect(
            try page.run(
                "window.ran = false; document.getElementById('d').innerHTML = '<script>window.ran = true</script>'; ran"
            ) == "false")
    }

    @Test func deeplyNestedTreesSerializeWithoutRecursion() throws {
        let page = try Page("<div id=d></div>")
        #expect(
            try page.run(
                """
                let n = document.getElementById('d');
                for (let i = 0; i < 20000; i++) { const c = document.createElement('i'); n.appendChild(c); n = c; }
                const html = document.getElementById('d').innerHTML; const copy = document.getElementById('d').cloneNode(true);
                [html.length, copy.getElementsByTagName('i').length].join(',')
                """) == "140000,20000")
    }

    @Test func invalidUTF8AndNULAreReplacedNotFatal() throws {
        let page = try Page("<p id=p>a\u{0000}b</p><p id=q title='x\u{0000}y'>ok</p>")
        #expect(try page.run("document.getElementById('p').textContent") == "ab")
        #expect(try page.run("document.getElementById('q').title") == "x\u{FFFD}y")
    }
}

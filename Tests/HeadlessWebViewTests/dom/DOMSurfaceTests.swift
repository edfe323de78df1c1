import HeadlessWebView
import Testing

/// The DOM members action HTML touches, each checked by a one-line script.
struct DOMSurfaceTests {
    static let html = """
        <div id=box class="a b" data-product-id=42 style="color: red; margin: 0"><span>one</span><span>two</span></div>
        <select id=sel><option value=s>S</option><option value=m selected>M</option></select>
        <input id=in value=start><img id=img src="i/1.png"><svg id=svg><circle r=1 /></svg>
        """

    static let cases: [(String, String)] = [
        ("box.id + ' ' + box.className + ' ' + box.tagName + ' ' + box.localName", "box a b DIV div"),
        ("box.classList.add('c'); box.classList.remove('a'); box.classList.toggle('d'); box.className", "b c d"),
        ("box.classList.contains('b') + ' ' + box.classList.length", "true 2"),
        ("box.dataset.productId", "42"),
        ("box.dataset.sku = 'X'; box.getAttribute('data-sku')", "X"),
        ("box.style.color + ' ' + box.style.getPropertyValue('margin')", "red 0"),
        (
            "box.style.backgroundColor = 'blue'; box.getAttribute('style')",
            "color: red; margin: 0; background-color: blue;"
        ),
        ("box.hidden = true; box.hasAttribute('hidden')", "true"),
        ("box.children.length + ' ' + box.childElementCount + ' ' + box.firstElementChild.textContent", "2 2 one"),
        ("box.textContent", "onetwo"),
        ("box.innerText", "onetwo"),
        (
            "box.toggleAttribute('open'); box.hasAttribute('open') + ' ' + box.getAttributeNames().join()",
            "true id,class,data-product-id,style,open"
        ),
        ("Array.from(box.attributes).map(a => a.name).length", "4"),
        (
            "const s = document.createElement('span'); s.textContent = 'zero'; box.prepend(s); box.firstChild.textContent",
            "zero"
        ),
        (
            "box.append('tail', document.createElement('b')); box.lastChild.tagName + ' ' + box.lastChild.previousSibling.data",
            "B tail"
        ),
        ("box.firstElementChild.before(document.createComment('c')); box.firstChild.nodeType", "8"),
        ("box.firstElementChild.after(document.createTextNode('x')); box.childNodes[1].data", "x"),
        ("box.firstElementChild.replaceWith(document.createElement('em')); box.firstElementChild.tagName", "EM"),
        ("box.firstElementChild.remove(); box.children.length", "1"),
        ("const c = box.cloneNode(true); c.id = 'copy'; [c.children.length, c.parentNode, box.id].join()", "2,,box"),
        ("const x = document.createElement('i'); box.insertBefore(x, box.firstChild); box.firstChild === x", "true"),
        (
            "const y = document.createElement('u'); box.replaceChild(y, box.firstElementChild).tagName + box.firstElementChild.tagName",
            "SPANU"
        ),
        ("box.removeChild(box.firstElementChild).tagName", "SPAN"),
        ("document.contains(box) + ' ' + box.contains(box.firstChild) + ' ' + box.isConnected", "true true true"),
        ("box.parentElement.tagName + ' ' + box.nextElementSibling.id", "BODY sel"),
        ("document.getElementsByTagName('span').length + ' ' + document.getElementsByClassName('a b').length", "2 1"),
        ("sel.value + ' ' + sel.selectedIndex + ' ' + sel.options.length", "m 1 2"),
        ("sel.value = 's'; sel.selectedIndex + ' ' + sel.options[0].selected", "0 true"),
        (
            "document.getElementById('in').value = 'typed'; document.getElementById('in').value + ' ' + document.getElementById('in').getAttribute('value')",
            "typed start"
        ),
        ("document.getElementById('img').src", "https://shop.example/p/i/1.png"),
        (
            "document.getElementById('svg').namespaceURI + ' ' + document.querySelector('circle') instanceof SVGElement",
            "false"
        ),
        ("document.querySelector('circle') instanceof SVGElement", "true"),
        ("document.createElementNS('http://www.w3.org/2000/svg', 'rect').namespaceURI", "http://www.w3.org/2000/svg"),
        (
            "const f = document.createDocumentFragment(); f.append(document.createElement('p'), document.createElement('p')); box.appendChild(f); [f.childNodes.length, box.querySelectorAll('p').length].join()",
            "0,2"
        ),
        (
            "document.body.insertAdjacentElement('afterbegin', document.createElement('nav')).tagName + document.body.firstElementChild.tagName",
            "NAVNAV"
        ),
        (
            "document.title + '|' + document.documentElement.tagName + '|' + document.head.tagName + '|' + document.URL",
            "|HTML|HEAD|https://shop.example/p/page.html"
        ),
        ("new DOMParser().parseFromString('<p>x</p>', 'text/html').body.innerHTML", "<p>x</p>"),
        ("new CustomEvent('e', { detail: { n: 1 } }).detail.n", "1"),
        ("const e = document.createEvent('Event'); e.initEvent('z', true, true); e.bubbles + ' ' + e.type", "true z"),
        ("getComputedStyle(box).display + ' ' + getComputedStyle(box).color", "block rgb(255, 0, 0)"),
        // The page has no doctype: quirks mode, as in browsers.
        ("document.readyState + ' ' + document.characterSet + ' ' + document.compatMode", "complete UTF-8 BackCompat"),
        ("location.pathname + ' ' + location.hostname", "/p/page.html shop.example"),
        ("document.cookie = 'a=1'; document.cookie = 'b=2'; document.cookie", "a=1; b=2"),
        (
            "[typeof window.addEventListener, typeof document.addEventListener, window === self, window.document === document].join()",
            "function,function,true,true"
        ),
        ("box.getBoundingClientRect().width", "374"),
        ("box.closest('body').tagName", "BODY"),
        (
            "document.createTextNode('a<b').textContent + document.createElement('p').appendChild(document.createTextNode('&')).parentNode.outerHTML",
            "a<b<p>&amp;</p>"
        ),
        (
            "const t = document.createElement('template'); t.innerHTML = '<li>a</li>'; [t.childNodes.length, t.content.firstChild.tagName, t.innerHTML].join()",
            "0,LI,<li>a</li>"
        ),
        (
            "const f = document.createElement('form'); f.innerHTML = '<input name=q value=1><input type=checkbox name=c><input name=off disabled value=x><select name=s><option>a<option selected>b</select><button name=go value=now>Go</button>'; const d = new FormData(f); d.append('n', 2); [...d].map(e => e.join('=')).join('&') + ' ' + typeof d.get('n') + ' ' + new FormData(f, f.querySelector('button')).get('go')",
            "q=1&s=b&n=2 string now"
        ),
        (
            "const d = new FormData(); d.append('a', 1); d.append('a', 2); d.append('b', 3); d.set('a', 9); [d.getAll('a').join(), d.has('b'), (d.delete('b'), d.has('b')), d.get('zz')].join()",
            "9,true,false,"
        ),
        ("try { new FormData({}) } catch (e) { e.name }", "TypeError"),
        (
            "[document.body, window, document, new MouseEvent('click'), document.createTextNode(''), box.classList].map(x => Object.prototype.toString.call(x)).join()",
            "[object HTMLBodyElement],[object Window],[object HTMLDocument],[object MouseEvent],[object Text],[object DOMTokenList]"
        ),
        (
            "const bytes = new TextEncoder().encode('a\\u00e9\\u20ac\\ud83d\\ude00'); Array.from(bytes).join(' ') + ' | ' + new TextDecoder().decode(bytes)",
            "97 195 169 226 130 172 240 159 152 128 | a\u{e9}\u{20ac}\u{1f600}"
        ),
        (
            "new TextDecoder().decode(new Uint8Array([0x61, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x62])) + ' ' + (() => { try { new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([0xff])) } catch (e) { return e.name } })()",
            "a\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}b TypeError"
        ),
        (
            "/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(crypto.randomUUID()) + ' ' + crypto.getRandomValues(new Uint32Array(4)).length + ' ' + (() => { try { crypto.getRandomValues(new Float64Array(1)) } catch (e) { return e.name } })()",
            "true 4 TypeMismatchError"
        ),
        (
            "const o = { d: new Date(0), m: new Map([[1, { x: [1, 2] }]]), s: new Set(['a']), r: /a/g }; o.self = o; const c = structuredClone(o); [c !== o, c.self === c, c.d.getTime(), c.m.get(1).x.join('+'), c.s.has('a'), c.r.flags, c.m.get(1) !== o.m.get(1)].join()",
            "true,true,0,1+2,true,g,true"
        ),
        ("[() => structuredClone(() => 1), () => structuredClone(document.body)].map(f => { try { f() } catch (e) { return e.name } }).join()", "DataCloneError,DataCloneError"),
    ]

    @Test(arguments: cases)
    func member(script: String, expected: String) throws {
        let page = try Page(Self.html, url: "https://shop.example/p/page.html")
        let prefix = "var box = document.getElementById('box'); var sel = document.getElementById('sel');\n"
        #expect(try page.run(prefix + script) == expected, "\(script)")
    }
}

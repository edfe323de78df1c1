import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// MutationObserver as the DOM standard writes it: records for tree, attribute and character
/// data mutations, delivered in one microtask per batch.
struct MutationObserverTests {
    static let html = """
        <div id=root><p id=a>one</p><p id=b>two</p><p id=c>three</p></div><div id=other><i id=lone></i></div>
        """

    /// `watch(target, options)` observes and appends each record, described in one line, to `log`.
    static let prelude = """
        var log = [];
        function show(n) {
            if (n === null) return 'null';
            if (n.nodeType === 1) return n.localName + (n.id ? '#' + n.id : '');
            if (n.nodeType === 3) return '"' + n.data + '"';
            return n.nodeName;
        }
        function describe(r) {
            if (r.type === 'childList') return 'childList ' + show(r.target) + ' +[' + Array.from(r.addedNodes, show)
                + '] -[' + Array.from(r.removedNodes, show) + '] prev=' + show(r.previousSibling) + ' next=' + show(r.nextSibling);
            if (r.type === 'attributes') return 'attributes ' + show(r.target) + ' ' + r.attributeName
                + (r.attributeNamespace ? '@' + r.attributeNamespace : '') + ' old=' + r.oldValue;
            return 'characterData ' + show(r.target) + ' old=' + r.oldValue;
        }
        function watch(target, options) {
            const observer = new MutationObserver((records) => { for (const r of records) log.push(describe(r)); });
            observer.observe(target, options);
            return observer;
        }
        const root = document.getElementById('root'), a = document.getElementById('a'), b = document.getElementById('b');
        const c = document.getElementById('c');

        """

    /// Runs `script` after the prelude (records are delivered when the call returns), then returns the log.
    func records(_ script: String, html: String = Self.html) throws -> [String] {
        let page = try Page(html)
        _ = try page.run("{" + Self.prelude + script + "\n}\nundefined")
        let joined = try page.run("log.join('\\n')")
        return joined.isEmpty ? [] : joined.components(separatedBy: "\n")
    }

    // MARK: - childList

    @Test func appendChildQueuesARecordWithItsSiblings() throws {
        #expect(
            try records(
                "watch(root, { childList: true }); const d = document.createElement('div'); root.appendChild(d);")
                == ["childList div#root +[div] -[] prev=p#c next=null"])
    }

    @Test func insertBeforeRemoveChildAndReplaceChildQueueRecords() throws {
        #expect(
            try records(
                """
                watch(root, { childList: true });
                const x = document.createElement('span'); root.insertBefore(x, b);
                root.removeChild(a);
                root.replaceChild(document.createElement('em'), c);
                """)
                == [
                    "childList div#root +[span] -[] prev=p#a next=p#b",
                    "childList div#root +[] -[p#a] prev=null next=span",
                    "childList div#root +[em] -[p#c] prev=p#b next=null",
                ])
    }

    @Test func childNodeAndParentNodeMethodsQueueRecords() throws {
        #expect(
            try records(
                """
                watch(root, { childList: true });
                root.append('t'); root.prepend(document.createElement('i'));
                b.before(document.createElement('u')); b.after(document.createElement('s'));
                a.remove(); c.replaceWith(document.createElement('em'));
                """)
                == [
                    "childList div#root +[\"t\"] -[] prev=p#c next=null",
                    "childList div#root +[i] -[] prev=null next=p#a",
                    "childList div#root +[u] -[] prev=p#a next=p#b",
                    "childList div#root +[s] -[] prev=p#b next=p#c",
                    "childList div#root +[] -[p#a] prev=i next=u",
                    "childList div#root +[em] -[p#c] prev=s next=\"t\"",
                ])
    }

    @Test func replacingAllChildrenQueuesOneRecord() throws {
        #expect(
            try records(
                """
                watch(root, { childList: true });
                root.replaceChildren(document.createElement('i'), 'x');
                root.textContent = 'plain';
                root.innerHTML = '<b>1</b><b>2</b>';
                root.textContent = '';
                root.textContent = '';
                """)
                == [
                    "childList div#root +[i,\"x\"] -[p#a,p#b,p#c] prev=null next=null",
                    "childList div#root +[\"plain\"] -[i,\"x\"] prev=null next=null",
                    "childList div#root +[b,b] -[\"plain\"] prev=null next=null",
                    "childList div#root +[] -[b,b] prev=null next=null",
                ])
    }

    @Test func outerHTMLAndInsertAdjacentHTMLQueueRecords() throws {
        #expect(
            try records(
                """
                watch(root, { childList: true });
                b.outerHTML = '<em>new</em>';
                a.insertAdjacentHTML('afterend', '<i>x</i><i>y</i>');
                """)
                == [
                    "childList div#root +[em] -[p#b] prev=p#a next=p#c",
                    "childList div#root +[i,i] -[] prev=p#a next=em",
                ])
    }

    @Test func movingANodeQueuesItsRemovalThenItsInsertion() throws {
        #expect(
            try records(
                """
                watch(root, { childList: true }); const other = document.getElementById('other');
                watch(other, { childList: true });
                other.appendChild(a);
                """)
                == [
                    "childList div#root +[] -[p#a] prev=null next=p#b",
                    "childList div#other +[p#a] -[] prev=i#lone next=null",
                ])
    }

    @Test func replacingWithASiblingQueuesItsRemovalThenTheReplacement() throws {
        #expect(
            try records("watch(root, { childList: true }); root.replaceChild(c, a); root.replaceChild(b, b);")
                == [
                    "childList div#root +[] -[p#c] prev=p#b next=null",
                    "childList div#root +[p#c] -[p#a] prev=null next=p#b",
                ])
    }

    @Test func insertingAFragmentEmptiesItWithARecordOfItsOwn() throws {
        #expect(
            try records(
                """
                const f = document.createDocumentFragment(); f.append('x', document.createElement('i'));
                watch(f, { childList: true }); watch(root, { childList: true });
                root.appendChild(f);
                """)
                == [
                    "childList #document-fragment +[] -[\"x\",i] prev=null next=null",
                    "childList div#root +[\"x\",i] -[] prev=p#c next=null",
                ])
    }

    @Test func normalizeAndSplitTextQueueRecords() throws {
        #expect(
            try records(
                """
                a.append('two', 'three');
                watch(a, { childList: true, characterData: true, characterDataOldValue: true, subtree: true });
                a.normalize();
                a.firstChild.splitText(3);
                """)
                == [
                    "characterData \"one\" old=one",
                    "childList p#a +[] -[\"two\"] prev=\"one\" next=\"three\"",
                    "childList p#a +[] -[\"three\"] prev=\"one\" next=null",
                    "childList p#a +[\"twothree\"] -[] prev=\"one\" next=null",
                    "characterData \"one\" old=onetwothree",
                ])
    }

    // MARK: - attributes

    @Test func attributeChangesQueueRecordsWithOldValues() throws {
        #expect(
            try records(
                """
                watch(a, { attributes: true, attributeOldValue: true });
                a.setAttribute('title', 'x'); a.setAttribute('title', 'y'); a.removeAttribute('title');
                a.toggleAttribute('hidden'); a.id = 'a2'; a.className = 'k'; a.classList.add('l');
                a.dataset.sku = '7'; a.style.color = 'red';
                a.setAttributeNS('http://www.w3.org/1999/xlink', 'xlink:href', '#h');
                """)
                == [
                    "attributes p#a2 title old=null",
                    "attributes p#a2 title old=x",
                    "attributes p#a2 title old=y",
                    "attributes p#a2 hidden old=null",
                    "attributes p#a2 id old=a",
                    "attributes p#a2 class old=null",
                    "attributes p#a2 class old=k",
                    "attributes p#a2 data-sku old=null",
                    "attributes p#a2 style old=null",
                    "attributes p#a2 href@http://www.w3.org/1999/xlink old=null",
                ])
    }

    @Test func withoutAttributeOldValueTheOldValueIsNull() throws {
        #expect(
            try records("watch(a, { attributes: true }); a.setAttribute('id', 'z');")
                == ["attributes p#z id old=null"])
    }

    @Test func attributeFilterKeepsOnlyTheNamedAttributes() throws {
        #expect(
            try records(
                """
                watch(a, { attributeFilter: ['data-x', 'class'] });
                a.setAttribute('title', 't'); a.setAttribute('data-x', '1'); a.classList.add('on');
                a.setAttributeNS('urn:other', 'o:class', 'v');
                """)
                == ["attributes p#a data-x old=null", "attributes p#a class old=null"])
    }

    // MARK: - character data

    @Test func characterDataChangesQueueRecordsWithOldValues() throws {
        #expect(
            try records(
                """
                const t = a.firstChild; watch(t, { characterDataOldValue: true });
                t.data = 'uno'; t.nodeValue = 'eins'; t.textContent = 'un'; t.appendData('!');
                t.insertData(0, '>'); t.deleteData(0, 1); t.replaceData(0, 2, 'one');
                """)
                == [
                    "characterData \"one!\" old=one", "characterData \"one!\" old=uno",
                    "characterData \"one!\" old=eins", "characterData \"one!\" old=un",
                    "characterData \"one!\" old=un!", "characterData \"one!\" old=>un!",
                    "characterData \"one!\" old=un!",
                ])
    }

    @Test func aCommentsDataIsObservedToo() throws {
        #expect(
            try records(
                "const m = document.createComment('x'); root.append(m); watch(m, { characterData: true }); m.data = 'y';"
            )
                == ["characterData #comment old=null"])
    }

    // MARK: - subtree, options

    @Test func subtreeSeesDescendantsAndOnlyWithSubtree() throws {
        #expect(
            try records(
                """
                watch(root, { childList: true, attributes: true, characterData: true });
                watch(document, { childList: true, attributes: true, characterData: true, subtree: true });
                a.firstChild.data = 'x'; b.setAttribute('title', 't'); c.append(document.createElement('i'));
                """)
                == [
                    "characterData \"x\" old=null",
                    "attributes p#b title old=null",
                    "childList p#c +[i] -[] prev=\"three\" next=null",
                ])
    }

    @Test func aRemovedNodeStaysObservedUntilTheNextDelivery() throws {
        #expect(
            try records(
                """
                watch(root, { attributes: true, subtree: true });
                root.removeChild(a); a.setAttribute('title', 'gone');
                """)
                == ["attributes p#a title old=null"])
    }

    @Test func observingAgainReplacesTheOptions() throws {
        #expect(
            try records(
                """
                const o = watch(a, { attributes: true }); o.observe(a, { childList: true });
                a.setAttribute('title', 't'); a.append('x');
                """)
                == ["childList p#a +[\"x\"] -[] prev=\"one\" next=null"])
    }

    @Test func invalidOptionsThrowTypeErrors() throws {
        let page = try Page(Self.html)
        let outcome = try page.run(
            """
            const o = new MutationObserver(() => {}); const out = [];
            for (const options of [undefined, {}, { subtree: true }, { attributes: false, attributeOldValue: true },
                { attributes: false, attributeFilter: ['a'] }, { characterData: false, characterDataOldValue: true }, 5]) {
                try { o.observe(document.body, options); out.push('ok'); } catch (e) { out.push(e.name); }
            }
            try { o.observe({}, { childList: true }); } catch (e) { out.push(e.name); }
            try { new MutationObserver(5); } catch (e) { out.push(e.name); }
            for (const options of [{ attributeOldValue: true }, { attributeFilter: [] }, { characterDataOldValue: false }]) {
                try { o.observe(document.body, options); out.push('ok'); } catch (e) { out.push(e.name); }
            }
            out.join(',')
            """)
        #expect(outcome == Array(repeating: "TypeError", count: 9).joined(separator: ",") + ",ok,ok,ok")
    }

    // MARK: - delivery

    @Test func manyMutationsAreDeliveredInOneCall() throws {
        let page = try Page(Self.html)
        _ = try page.run(
            """
            var calls = []; var sync = 'none'; const root = document.getElementById('root');
            new MutationObserver((records) => calls.push(records.length)).observe(root, { childList: true, attributes: true });
            for (let i = 0; i < 20; i++) root.append(String(i));
            root.setAttribute('title', 'x');
            sync = calls.length;
            """)
        #expect(try page.run("sync + ' ' + calls.join(',')") == "0 21")
    }

    @Test func recordsArriveInAMicrotaskAfterTheScript() throws {
        let page = try Page(Self.html)
        #expect(
            try page.run(
                """
                var order = []; const root = document.getElementById('root');
                new MutationObserver(() => order.push('observer')).observe(root, { childList: true });
                root.append('x'); Promise.resolve().then(() => order.push('promise')); order.push('sync'); order.length
                """) == "1")
        #expect(try page.run("order.join(',')") == "sync,observer,promise")
    }

    @Test func theCallbackGetsTheRecordsAndTheObserverAsThis() throws {
        let page = try Page(Self.html)
        _ = try page.run(
            """
            var same;
            const o = new MutationObserver(function (records, observer) {
                same = this === o && observer === o && Array.isArray(records) && records[0] instanceof MutationRecord
                    && records[0].addedNodes instanceof NodeList && records[0].removedNodes.length === 0;
            });
            o.observe(document.getElementById('root'), { childList: true }); document.getElementById('root').append('x');
            """)
        #expect(try page.run("same") == "true")
    }

    @Test func takeRecordsEmptiesTheQueue() throws {
        let page = try Page(Self.html)
        _ = try page.run(
            """
            var called = false; var taken;
            const o = new MutationObserver(() => { called = true; });
            o.observe(document.getElementById('root'), { childList: true });
            document.getElementById('root').append('x', 'y');
            taken = o.takeRecords().map((r) => r.addedNodes.length + ':' + r.type).join() + '|' + o.takeRecords().length;
            """)
        #expect(try page.run("taken + ' ' + called") == "2:childList|0 false")
    }

    @Test func disconnectStopsDelivery() throws {
        #expect(
            try records(
                """
                const o = watch(root, { childList: true, subtree: true }); root.append('queued'); o.disconnect();
                root.append('after'); a.append('deep');
                """
            ).isEmpty)
    }

    @Test func aThrowingCallbackIsReportedAndTheOthersStillRun() throws {
        let page = try Page(Self.html)
        _ = try page.run(
            """
            var order = [];
            const root = document.getElementById('root');
            new MutationObserver(() => { order.push('first'); throw new Error('observer boom'); }).observe(root, { childList: true });
            new MutationObserver(() => order.push('second')).observe(root, { childList: true });
            root.append('x');
            """)
        #expect(try page.run("order.join(',')") == "first,second")
        #expect(
            page.dom.scriptContext.consoleRecords.contains {
                $0.level == .error && $0.message.contains("observer boom")
            })
    }

    @Test func observersAreCalledInCreationOrder() throws {
        let page = try Page(Self.html)
        _ = try page.run(
            """
            var order = [];
            const first = new MutationObserver(() => order.push('first')), second = new MutationObserver(() => order.push('second'));
            second.observe(document.getElementById('b'), { attributes: true });
            first.observe(document.getElementById('a'), { attributes: true });
            document.getElementById('b').id = 'b2'; document.getElementById('a').id = 'a2';
            """)
        #expect(try page.run("order.join(',')") == "first,second")
    }

    @Test func mutationsMadeByACallbackAreDeliveredInALaterMicrotask() throws {
        let page = try Page(Self.html)
        _ = try page.run(
            """
            var calls = [];
            const root = document.getElementById('root');
            new MutationObserver((records) => {
                calls.push(records.map((r) => r.addedNodes[0].data).join());
                if (calls.length === 1) root.append('second');
            }).observe(root, { childList: true });
            root.append('first');
            """)
        #expect(try page.run("calls.join('|')") == "first|second")
    }

    // MARK: - pages

    @Test @MainActor func contentInsertedByATimerIsObserved() async throws {
        let webView = WKWebView.loaded(
            """
            <div id=slot></div>
            <script>
            var seen = [];
            new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes) seen.push(n.className); })
                .observe(document.body, { childList: true, subtree: true });
            setTimeout(() => { const card = document.createElement('div'); card.className = 'card'; document.getElementById('slot').append(card); }, 500);
            </script>
            """)
        #expect(try await webView.string("seen.join()") == "")
        try webView.advanceClock(by: .milliseconds(500))
        #expect(try await webView.string("seen.join()") == "card")
    }

    @Test @MainActor func nodesInsertedByTheParserAfterAnObservingScriptAreObserved() async throws {
        let webView = WKWebView.loaded(
            """
            <body><div id=before></div>
            <script>
            var seen = [];
            new MutationObserver((records) => {
                for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) seen.push(n.localName + (n.id ? '#' + n.id : ''));
            }).observe(document.body, { childList: true, subtree: true });
            </script>
            <section id=late><p id=inner>text</p></section><footer></footer>
            """)
        #expect(try await webView.string("seen.join()") == "section#late,p#inner,footer")
    }

    @Test func withoutObserversNothingIsRecorded() throws {
        let page = try Page(Self.html)
        _ = try page.run(
            """
            var called = false;
            const o = new MutationObserver(() => { called = true; });
            o.observe(document.getElementById('other'), { childList: true });
            const root = document.getElementById('root');
            root.append('x'); root.setAttribute('title', 't'); root.firstChild.firstChild.data = 'y';
            """)
        #expect(try page.run("called") == "false")
    }
}

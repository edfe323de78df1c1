import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A change of an element's attributes or children recomputes the styles of the elements its
/// document's rules let it reach (the element's subtree; its parent's with sibling or structural
/// selectors), and every element's when a rule selects on state that changes elsewhere (`:has()`,
/// `:checked`…). Each test reads what a full recomputation gives.
@MainActor
struct LocalStyleChangeTests {
    @Test func aClassReachesTheDescendantsItsRulesSelectAndLeavesTheRest() async throws {
        let page = WKWebView.loaded("""
            <style>.open .panel { height: 40px } .open > .title { width: 90px } .panel { display: block }</style>
            <div id=a><div class=title id=t></div><div class=panel id=p></div></div>
            <div id=b><div class=panel id=q></div></div>
            """)
        let answer = try await page.string("""
            const $ = (id) => document.getElementById(id);
            const read = () => [$('t').offsetWidth, $('p').offsetHeight, $('q').offsetHeight].join(' ');
            const steps = [read()];
            $('a').classList.add('open'); steps.push(read());
            $('b').classList.add('open'); steps.push(read());
            $('a').classList.remove('open'); steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == "374 0 0 | 90 40 0 | 90 40 40 | 374 0 40")
    }

    @Test func siblingCombinatorsReachTheLaterSiblings() async throws {
        let page = WKWebView.loaded("""
            <style>.on + .next { width: 30px } .on ~ .later .deep { width: 20px } li:nth-child(1 of .x) { width: 10px }</style>
            <div id=a></div><div class=next id=n></div><div class=later><div class=deep id=d></div></div>
            <ul><li id=l1></li><li id=l2 class=x></li></ul>
            """)
        let answer = try await page.string("""
            const $ = (id) => document.getElementById(id);
            const read = () => [$('n').offsetWidth, $('d').offsetWidth, $('l1').offsetWidth, $('l2').offsetWidth].join(' ');
            const steps = [read()];
            $('a').className = 'on'; steps.push(read());
            $('l1').className = 'x'; steps.push(read());
            $('a').className = ''; $('l1').className = ''; steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == "374 374 334 10 | 30 20 334 10 | 30 20 10 334 | 374 374 334 10")
    }

    @Test func anInsertionOrRemovalReachesTheStructuralSelectorsOfItsSiblingsAndParent() async throws {
        let page = WKWebView.loaded("""
            <style>li:first-child { width: 11px } li:last-child { width: 22px } li:nth-child(2) { width: 33px }
            ul:empty { height: 5px } ul { display: block }</style>
            <ul id=list><li id=one></li><li id=two></li></ul><ul id=other></ul>
            """)
        let answer = try await page.string("""
            const $ = (id) => document.getElementById(id);
            const read = () => [$('one').offsetWidth, $('two').offsetWidth, $('list').offsetHeight, $('other').offsetHeight].join(' ');
            const steps = [read()];
            const first = document.createElement('li');
            $('list').insertBefore(first, $('one')); steps.push(read() + ' ' + first.offsetWidth);
            $('list').appendChild(document.createElement('li')); steps.push(read());
            $('other').appendChild(document.createElement('div')); steps.push(read());
            $('list').removeChild(first); $('list').removeChild($('list').lastChild); steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == "11 33 0 5 | 33 22 0 5 11 | 33 334 0 5 | 33 334 0 0 | 11 33 0 0")
    }

    /// With sibling rules in the sheets, an attribute they test before a `+` or `~` (in a compound, inside
    /// `:not()` or `:is()`, in `:nth-child(… of S)`, an id) reaches the later siblings; one they test only
    /// on the element itself (a link's `href`) reaches the element alone, and what it changes there shows.
    @Test func anAttributeReachesTheLaterSiblingsWhenASiblingRuleTestsIt() async throws {
        let page = WKWebView.loaded("""
            <style>[data-on] + .n1 { width: 31px } .x:not([title]) + .n2 { width: 32px } :is([data-m] ~ .n3) { width: 33px }
            li:nth-child(1 of [data-k]) { width: 34px } #go + .n5 { width: 35px } a:not([href]) { display: block; width: 36px }
            a { display: block } .n1, .n2, .n3, .n5 { display: block }</style>
            <div id=s1></div><div class=n1 id=n1></div>
            <div class=x id=s2></div><div class=n2 id=n2></div>
            <div id=s3></div><span></span><div class=n3 id=n3></div>
            <ul><li id=l1></li><li id=l2 data-k></li></ul>
            <div id=s5></div><div class=n5 id=n5></div>
            <a id=link></a><div class=n1 id=after></div>
            """)
        let answer = try await page.string("""
            const $ = (id) => document.getElementById(id);
            const read = () => ['n1', 'n2', 'n3', 'l1', 'l2', 'n5', 'link', 'after'].map((id) => $(id).offsetWidth).join(' ');
            const steps = [read()];
            $('s1').setAttribute('data-on', ''); steps.push(read());
            $('s2').setAttribute('title', 't'); steps.push(read());
            $('s3').setAttribute('data-m', ''); steps.push(read());
            $('l1').setAttribute('data-k', ''); steps.push(read());
            $('s5').id = 'go'; steps.push(read());
            $('link').setAttribute('href', '/p'); steps.push(read());
            $('link').setAttribute('data-on', ''); steps.push(read());
            steps.join(' | ')
            """)
        #expect(
            answer == [
                "374 32 374 334 34 374 36 374", "31 32 374 334 34 374 36 374", "31 374 374 334 34 374 36 374",
                "31 374 33 334 34 374 36 374", "31 374 33 34 334 374 36 374", "31 374 33 34 334 35 36 374",
                "31 374 33 34 334 35 374 374", "31 374 33 34 334 35 374 31",
            ].joined(separator: " | "))
    }

    /// The structural pseudo-classes and the sibling combinators count elements: a text or a comment
    /// inserted or removed changes only `:empty`, when it gives an element its first text with data or
    /// takes its last.
    @Test func aTextOrCommentReachesOnlyTheEmptinessOfItsParent() async throws {
        let page = WKWebView.loaded("""
            <style>p:empty { width: 5px } p { display: block } li:first-child { width: 11px } li + li { width: 22px }</style>
            <p id=p></p><p id=q><span></span></p><ul id=list><li id=one></li><li id=two></li></ul>
            """)
        let answer = try await page.string("""
            const $ = (id) => document.getElementById(id);
            const read = () => [$('p').offsetWidth, $('q').offsetWidth, $('one').offsetWidth, $('two').offsetWidth].join(' ');
            const steps = [read()];
            $('p').appendChild(document.createComment('c')); steps.push(read());
            $('p').appendChild(document.createTextNode('')); steps.push(read());
            const text = $('p').appendChild(document.createTextNode('x')); steps.push(read());
            $('q').appendChild(document.createTextNode('y')); steps.push(read());
            $('list').insertBefore(document.createTextNode(' '), $('one')); steps.push(read());
            $('list').insertBefore(document.createComment('c'), $('two')); steps.push(read());
            text.remove(); steps.push(read());
            $('q').firstChild.remove(); steps.push(read());
            steps.join(' | ')
            """)
        #expect(
            answer == "5 374 11 22 | 5 374 11 22 | 5 374 11 22 | 374 374 11 22 | 374 374 11 22 | 374 374 11 22 | 374 374 11 22"
                + " | 5 374 11 22 | 5 374 11 22")
    }

    /// A parent's change of what it passes down (its style attribute's `color`) gives its children new
    /// values from the rules they matched; a change of what the rules test matches them again.
    @Test func anInheritedChangeKeepsTheMatchAndAClassChangesIt() async throws {
        let page = WKWebView.loaded("""
            <style>.warm .t { width: 40px } .t { display: block }</style>
            <div id=p style="color: rgb(1, 2, 3)"><span class=t id=t></span></div>
            """)
        let answer = try await page.string("""
            const $ = (id) => document.getElementById(id);
            const read = () => getComputedStyle($('t')).color + ' ' + $('t').offsetWidth;
            const steps = [read()];
            $('p').style.color = 'rgb(4, 5, 6)'; steps.push(read());
            $('p').className = 'warm'; steps.push(read());
            $('p').style.color = 'rgb(7, 8, 9)'; steps.push(read());
            $('p').className = ''; $('p').style.color = 'rgb(1, 2, 3)'; steps.push(read());
            steps.join(' | ')
            """)
        #expect(
            answer == "rgb(1, 2, 3) 374 | rgb(4, 5, 6) 374 | rgb(4, 5, 6) 40 | rgb(7, 8, 9) 40 | rgb(1, 2, 3) 374")
    }

    /// An element inserted or removed restyles the children the rules' structural compounds may be: those
    /// bearing a name such a compound requires (`.item:last-child`, `.a + .b`), every child of a parent
    /// bearing the names of a compound's `>` parent (`.grid > :not(:last-child)`) or of one holding a
    /// child a `+` follows (`legend + *`), the parent for `:empty`, the fieldset for a legend and
    /// `:disabled`. WebKitGTK 2.50's answers (through WebDriver).
    @Test func anInsertionOrRemovalRestylesTheChildrenTheStructuralRulesMayMatch() async throws {
        let page = WKWebView.loaded("""
            <style>
            .item:last-child { --m: last } .item:nth-last-child(n + 3) { --n: far }
            .grid > :not(:last-child) { --g: notlast }
            legend + * { --l: afterlegend }
            .box:empty { --e: empty }
            input:disabled { --d: disabled }
            .a + .b { --s: after-a }
            .list-item:first-child { --f: first }
            </style>
            <ul id=list><li class=item id=i1></li><li class=item id=i2></li><li class=item id=i3></li></ul>
            <div class=grid id=grid><span id=g1></span><span id=g2></span></div><div id=plain><span id=p1></span></div>
            <div id=lg><span id=x1></span></div>
            <div class=box id=box></div>
            <fieldset disabled id=fs><legend id=leg1><input id=in1></legend><input id=in2></fieldset>
            <div id=sib><span class=b id=b1></span></div>
            <ol id=ol><li class=list-item id=o1></li></ol>
            """)
        let answer = try await page.string("""
            const $ = (id) => document.getElementById(id);
            const v = (id, p) => getComputedStyle($(id)).getPropertyValue(p).trim() || '-';
            const read = () => [v('i1','--m'), v('i2','--m'), v('i3','--m'), v('i1','--n'), v('g1','--g'), v('g2','--g'),
                v('p1','--g'), v('x1','--l'), v('box','--e'), v('in1','--d'), v('in2','--d'), v('b1','--s'), v('o1','--f')].join(',');
            const steps = [read()];
            const i4 = document.createElement('li'); i4.className = 'item'; i4.id = 'i4';
            $('list').appendChild(i4); steps.push(read() + ' ' + v('i4','--m'));
            $('grid').appendChild(document.createElement('span')); $('plain').appendChild(document.createElement('span'));
            steps.push(read());
            $('lg').insertBefore(document.createElement('legend'), $('x1')); steps.push(read());
            $('box').appendChild(document.createElement('i')); steps.push(read());
            $('fs').insertBefore(document.createElement('legend'), $('leg1')); steps.push(read());
            const a = document.createElement('span'); a.className = 'a'; $('sib').insertBefore(a, $('b1')); steps.push(read());
            const o0 = document.createElement('li'); o0.className = 'list-item'; $('ol').insertBefore(o0, $('o1')); steps.push(read());
            i4.remove(); $('box').firstChild.remove(); a.remove(); steps.push(read());
            steps.join(' | ')
            """)
        #expect(
            answer == [
                "-,-,last,far,notlast,-,-,-,empty,-,disabled,-,first",
                "-,-,-,far,notlast,-,-,-,empty,-,disabled,-,first last",
                "-,-,-,far,notlast,notlast,-,-,empty,-,disabled,-,first",
                "-,-,-,far,notlast,notlast,-,afterlegend,empty,-,disabled,-,first",
                "-,-,-,far,notlast,notlast,-,afterlegend,-,-,disabled,-,first",
                "-,-,-,far,notlast,notlast,-,afterlegend,-,disabled,disabled,-,first",
                "-,-,-,far,notlast,notlast,-,afterlegend,-,disabled,disabled,after-a,first",
                "-,-,-,far,notlast,notlast,-,afterlegend,-,disabled,disabled,after-a,-",
                "-,-,last,far,notlast,notlast,-,afterlegend,empty,disabled,disabled,-,-",
            ].joined(separator: " | "))
    }

    @Test func aSubtreeChangedWhileDetachedIsStyledWhereItIsInserted() async throws {
        let page = WKWebView.loaded("""
            <style>.card .price { width: 44px } .sale .price { width: 55px } #shelf .price { height: 6px }</style>
            <div id=shelf></div>
            """)
        let answer = try await page.string("""
            const shelf = document.getElementById('shelf');
            const card = document.createElement('div');
            card.className = 'card';
            card.innerHTML = '<span class=price style="display: block"></span>';
            const price = card.firstChild;
            const steps = [getComputedStyle(price).width];
            shelf.appendChild(card); steps.push(price.offsetWidth + 'x' + price.offsetHeight);
            card.remove(); card.className = 'sale'; steps.push(getComputedStyle(price).width);
            const fragment = document.createDocumentFragment();
            fragment.appendChild(card);
            shelf.appendChild(fragment); steps.push(price.offsetWidth + 'x' + price.offsetHeight);
            steps.join(' | ')
            """)
        #expect(answer == " | 44x6 |  | 55x6")
    }

    @Test func rulesOnStateThatChangesElsewhereReachEveryElement() async throws {
        let page = WKWebView.loaded("""
            <style>div:has(> .picked) { width: 70px } input:checked + label { display: block; width: 60px }
            label { display: block }</style>
            <div id=box><span id=s></span></div>
            <p><input type=radio name=g id=r1 checked><label id=l1>one</label></p>
            <p><input type=radio name=g id=r2><label id=l2>two</label></p>
            """)
        let answer = try await page.string("""
            const $ = (id) => document.getElementById(id);
            const read = () => [$('box').offsetWidth, $('l1').offsetWidth, $('l2').offsetWidth].join(' ');
            const steps = [read()];
            $('s').className = 'picked'; steps.push(read());
            $('r2').setAttribute('checked', ''); steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == "374 60 374 | 70 60 374 | 70 374 60")
    }
}

/// The fixtures Scripts/webkit-differential taps in both engines, and the answers WebKitGTK 2.50 gives them.
@MainActor
struct StyleReachFidelityTests {
    private func answers(_ fixture: String) async throws -> String? {
        let page = WKWebView.loaded(try Fixtures.text(fixture))
        return try await page.evaluateJavaScript("document.getElementById('answers').getAttribute('href')") as? String
    }

    @Test func changesReachTheStylesTheyReachInWebKit() async throws {
        let webKit = [
            "start=100px,100px,100px,100px,45px,47px,49px", "descendants=42px,41px,100px", "siblings=43px,44px,42px",
            "ofS=45px,48px,48px,47px", "insert=48px,46px,45px,100px,100px", "remove=48px,47px", "detached=,52px,,53px",
        ]
        #expect(try await answers("actions/fidelity/style-reach.html") == "#" + webKit.joined(separator: ";"))
    }

    @Test func stateAnotherElementSetsReachesTheStylesAsInWebKit() async throws {
        let webKit = [
            "start=100px,51px,100px", "has=50px,100px", "radio=false,true,100px,51px,true,false,51px,100px",
            "parsed=false,true",
        ]
        #expect(try await answers("actions/fidelity/style-reach-state.html") == "#" + webKit.joined(separator: ";"))
    }
}

import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// An attribute change that no style rule selects on, and that neither the cascade nor the layout
/// reads (a carousel's `aria-hidden`, `tabindex`, its state classes), keeps the computed styles and the
/// layout; every other change reaches them. What the page reads is what a full recomputation gives.
@MainActor
struct AttributeChangeReachTests {
    @Test func aClassSomeRuleNamesChangesTheLayoutAndOneNoRuleNamesDoesNot() async throws {
        let page = WKWebView.loaded("""
            <style>.wide { width: 200px } .tall .inner { height: 30px }</style>
            <div id=a style="width: 50px"><div class=inner id=b></div></div>
            """)
        let answer = try await page.string("""
            const a = document.getElementById('a'), b = document.getElementById('b');
            const read = () => a.offsetWidth + 'x' + b.offsetHeight;
            const live = document.getElementsByClassName('is-current');
            const steps = [read()];
            a.classList.add('is-current'); steps.push(read() + ' ' + live.length);
            a.classList.add('wide'); steps.push(read());
            a.removeAttribute('style'); a.classList.add('tall'); steps.push(read());
            a.className = 'is-current'; steps.push(read() + ' ' + live.length);
            a.className = ''; steps.push(read() + ' ' + live.length);
            steps.join(' | ')
            """)
        #expect(answer == "50x0 | 50x0 1 | 50x0 | 200x30 | 374x0 1 | 374x0 0")
    }

    @Test func ariaAndDataAttributesReachTheLayoutThroughTheRulesThatSelectOnThem() async throws {
        let page = WKWebView.loaded("""
            <style>[aria-hidden="true"] { display: none } [data-open] > .panel { height: 40px }</style>
            <div id=a><p>text</p></div><div id=b><div class=panel></div></div>
            """)
        let answer = try await page.string("""
            const a = document.getElementById('a'), b = document.getElementById('b');
            const read = () => a.offsetHeight + ' ' + b.offsetHeight;
            const steps = [read()];
            a.setAttribute('aria-hidden', 'true'); steps.push(read());
            a.setAttribute('aria-label', 'x'); a.tabIndex = 0; a.dataset.index = '3'; steps.push(read());
            b.setAttribute('data-open', ''); steps.push(read());
            a.setAttribute('aria-hidden', 'false'); b.removeAttribute('data-open'); steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == "19 0 | 0 0 | 0 0 | 0 40 | 19 0")
    }

    @Test func attributesTheCascadeReadsWithoutARuleStillCount() async throws {
        let page = WKWebView.loaded("<div id=a><p>text</p></div><img id=i>")
        let answer = try await page.string("""
            const a = document.getElementById('a'), i = document.getElementById('i');
            const read = () => a.offsetHeight + ' ' + i.offsetWidth;
            const steps = [read()];
            a.hidden = true; i.setAttribute('width', '30'); steps.push(read());
            a.hidden = false; steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == "19 0 | 0 30 | 19 30")
    }

    @Test func aRuleAddedOrEnabledAfterTheChangeSeesIt() async throws {
        let page = WKWebView.loaded("""
            <style id=off>.later-on { width: 20px }</style><div id=a><p>text</p></div><div id=b></div>
            """)
        let answer = try await page.string("""
            const a = document.getElementById('a'), b = document.getElementById('b');
            const off = document.getElementById('off').sheet;
            off.disabled = true;
            const steps = [a.offsetHeight + ' ' + b.offsetWidth];
            a.className = 'later'; b.className = 'later-on';
            steps.push(a.offsetHeight + ' ' + b.offsetWidth);
            const style = document.createElement('style');
            style.textContent = '.later { display: none }';
            document.head.appendChild(style);
            off.disabled = false;
            steps.push(a.offsetHeight + ' ' + b.offsetWidth);
            steps.join(' | ')
            """)
        #expect(answer == "19 374 | 19 374 | 0 20")
    }

    @Test func idsEscapedSelectorsAndSheetOwnersCount() async throws {
        let page = WKWebView.loaded("""
            <style>#picked { width: 10px } .a\\:b { width: 20px }</style>
            <style id=narrow media="(max-width: 1px)">#c { width: 30px }</style>
            <div id=a></div><div id=b></div><div id=c></div>
            """)
        let answer = try await page.string("""
            const a = document.getElementById('a'), b = document.getElementById('b'), c = document.getElementById('c');
            const read = () => [a, b, c].map((e) => e.offsetWidth).join(' ');
            const steps = [read()];
            a.id = 'picked'; b.className = 'a:b'; steps.push(read());
            document.getElementById('narrow').media = 'all'; steps.push(read());
            a.id = 'a'; steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == "374 374 374 | 10 20 374 | 10 20 30 | 374 20 30")
    }

    @Test func aHostsClassReachesItsShadowTreesRules() async throws {
        let page = WKWebView.loaded("<div id=host></div>")
        let answer = try await page.string("""
            const host = document.getElementById('host');
            const root = host.attachShadow({ mode: 'open' });
            root.innerHTML = '<style>:host(.big) { width: 120px } :host { display: block }</style><slot></slot>';
            const steps = [host.offsetWidth];
            host.classList.add('big'); steps.push(host.offsetWidth);
            host.classList.add('other'); steps.push(host.offsetWidth);
            host.classList.remove('big'); steps.push(host.offsetWidth);
            steps.join(' ')
            """)
        #expect(answer == "374 120 120 374")
    }

    @Test func aTranslationMovesTheBoxAndATransformFromNoneMakesAContainingBlock() async throws {
        let page = WKWebView.loaded("""
            <div id=track style="width: 300px; margin-left: 10px"><div id=slide style="height: 20px"></div>
            <div id=abs style="position: absolute; left: 5px; top: 0; width: 10px; height: 10px"></div></div>
            """)
        let answer = try await page.string("""
            const track = document.getElementById('track'), slide = document.getElementById('slide');
            const abs = document.getElementById('abs');
            const read = () => [slide.getBoundingClientRect().x, slide.offsetLeft, abs.getBoundingClientRect().x,
                abs.offsetParent.id || abs.offsetParent.localName].join(' ');
            const steps = [read()];
            track.style.transform = 'translate3d(-100px, 0px, 0px)'; steps.push(read());
            track.style.transform = 'translate3d(-200px, 0px, 0px)'; steps.push(read());
            track.style.transform = 'none'; steps.push(read());
            track.style.setProperty('transform', 'translateX(1px)', 'important'); steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == [
            "18 18 5 body", "-82 0 -77 track", "-182 0 -177 track", "18 18 5 body", "19 0 24 track",
        ].joined(separator: " | "))
    }

    /// A link's `href` changed in value, as a page numbers its links: rules that test only its presence
    /// (Bootstrap's `a:not([href])`, the user-agent's `:link`) match as before, so the layout stands; a
    /// rule that tests its value, or the attribute coming or going, reaches the styles.
    @Test func anAttributesValueReachesOnlyRulesThatTestItsValue() async throws {
        let page = WKWebView.loaded("""
            <style>a { display: block; height: 10px } a:not([href]) { height: 20px } [title] { width: 50px }
            [data-kind="big"] { height: 40px }</style>
            <a id=a href="/p?pos=0" title=t>a</a><a id=b data-kind=small href="/q">b</a>
            """)
        let answer = try await page.string("""
            const a = document.getElementById('a'), b = document.getElementById('b');
            const read = () => a.offsetHeight + ' ' + a.offsetWidth + ' ' + b.offsetHeight;
            const steps = [read()];
            let before = document._layout;
            a.setAttribute('href', '/p?pos=1'); a.title = 'u'; steps.push(read() + ' ' + (document._layout === before));
            a.removeAttribute('href'); steps.push(read() + ' ' + (document._layout === before));
            before = document._layout;
            a.removeAttribute('title'); steps.push(read() + ' ' + (document._layout === before));
            before = document._layout;
            b.dataset.kind = 'big'; steps.push(read() + ' ' + (document._layout === before));
            steps.join(' | ')
            """)
        #expect(answer == "10 50 10 | 10 50 10 true | 20 50 10 false | 20 374 10 false | 20 374 40 false")
    }

    @Test func aTranslationFromOrToNoneKeepsTheLayoutUnlessAPositionedBoxIsInside() async throws {
        // Swiper, Splide, slick and Owl set their track's first translation from none: with no positioned
        // box inside the track nothing the layout placed moves but by the translation, read when asked.
        let page = WKWebView.loaded("""
            <div id=abs style="position: absolute; left: 0; top: 0; width: 5px; height: 5px"></div>
            <div id=track style="width: 300px; margin-left: 10px"><div id=slide style="height: 20px"></div></div>
            <div id=other style="margin-left: 4px"><div id=inner style="position: absolute; left: 3px; top: 40px"></div></div>
            """)
        let answer = try await page.string("""
            const track = document.getElementById('track'), slide = document.getElementById('slide');
            const other = document.getElementById('other'), inner = document.getElementById('inner');
            const read = () => [slide.getBoundingClientRect().x, slide.offsetLeft,
                slide.offsetParent.id || slide.offsetParent.localName, inner.getBoundingClientRect().x].join(' ');
            const steps = [read()];
            let before = document._layout;
            track.style.transform = 'translateX(-100px)'; steps.push(read() + ' ' + (document._layout === before));
            track.style.transform = 'none'; steps.push(read() + ' ' + (document._layout === before));
            track.style.translate = '5px'; steps.push(read() + ' ' + (document._layout === before));
            track.style.translate = ''; steps.push(read() + ' ' + (document._layout === before));
            // Its positioned box's containing block moves to it: laid out again.
            other.style.transform = 'translateX(1px)'; steps.push(read() + ' ' + (document._layout === before));
            before = document._layout;
            other.style.transform = 'none'; steps.push(read() + ' ' + (document._layout === before));
            steps.join(' | ')
            """)
        #expect(answer == [
            "18 18 body 3", "-82 0 track 3 true", "18 18 body 3 true", "23 0 track 3 true", "18 18 body 3 true",
            "18 18 body 16 false", "18 18 body 3 false",
        ].joined(separator: " | "))
    }

    @Test func opacityVisibilityAndTransitionsLeaveTheBoxesAndVisibilityReachesHitTesting() async throws {
        let page = WKWebView.loaded("""
            <div id=under style="height: 50px"></div>
            <div id=cover style="position: absolute; top: 0; left: 0; width: 100px; height: 50px; opacity: 1"></div>
            """)
        let answer = try await page.string("""
            const cover = document.getElementById('cover');
            const read = () => document.elementFromPoint(20, 20).id + ' ' + cover.offsetWidth;
            const steps = [read()];
            cover.style.opacity = '0.5'; cover.style.transition = 'opacity 1s'; steps.push(read());
            cover.style.visibility = 'hidden'; steps.push(read());
            cover.style.visibility = ''; cover.style.width = '10px'; steps.push(read());
            steps.join(' | ')
            """)
        #expect(answer == "cover 100 | cover 100 | under 100 | under 10")
    }
}

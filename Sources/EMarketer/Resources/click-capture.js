// e-Marketer click capture: the library `eMarketerAction.contentHtmlDoc` loads first in <body>
// (the SDK's `web-view.js`, which is not public: these rules are ShopStage's, README "Click capture").
//
// As it loads, it installs one capture-phase `click` listener on the document (the document's
// closing script, `_S_T.new_elem(document.body, null)`, finds it there). It classifies each click
// with `classify` and, when the click hit a sensitive region, prevents its default action and
// posts {href, clicked, arg} (all strings, the keys the SDK reads) to
// window.webkit.messageHandlers.emarketer.
// Written in plain ES5 DOM calls (getAttribute, parentNode, nodeType) so that it runs the
// same in ShopStage's headless DOM, in jsdom (the benchmark anchor) and in a browser.
(function (global) {
    'use strict';

    var ELEMENT_NODE = 1;
    // seed 002 markup, plus the markup of the SDK the seed is modelled on.
    var MARKER_ATTRIBUTES = ['data-emarketer-click-target', 'data-personyze-click-target'];
    var CLOSE_CLASSES = ['emarketer_button_dont_show_again', '$personyze_button_dont_show_again'];

    function attribute(element, name) {
        if (typeof element.getAttribute !== 'function') return null;
        var value = element.getAttribute(name);
        return value === undefined ? null : value;
    }

    function isSpace(code) { return code === 32 || code === 9 || code === 10 || code === 12 || code === 13; }

    // A class token test with indexOf and no regular expression or split: it runs for every
    // ancestor of every click, in code that is new (not yet compiled) in every page.
    function hasClass(element, names) {
        var value = attribute(element, 'class');
        if (value === null || value === '') return false;
        var text = String(value);
        for (var i = 0; i < names.length; i++) {
            var name = names[i];
            for (var at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
                var end = at + name.length;
                if ((at === 0 || isSpace(text.charCodeAt(at - 1))) && (end === text.length || isSpace(text.charCodeAt(end)))) return true;
            }
        }
        return false;
    }

    // Rule 1: a region marker on this very element, or null.
    function regionMarker(element) {
        for (var i = 0; i < MARKER_ATTRIBUTES.length; i++) {
            var value = attribute(element, MARKER_ATTRIBUTES[i]);
            if (value === null) continue;
            // "<kind> <id>": the id is everything after the first run of white space.
            var match = /^(products|articles)\s+([\s\S]+)$/.exec(String(value).trim());
            if (match) return { status: match[1] === 'products' ? 'product' : 'article', arg: match[2] };
            // Any other value is not a marker: the caller keeps looking up.
        }
        if (hasClass(element, CLOSE_CLASSES)) {
            var sessions = attribute(element, 'data-n_sessions');
            return { status: 'close', arg: sessions === null ? '0' : String(sessions) };
        }
        return null;
    }

    function localName(element) {
        var name = element.localName || element.tagName || '';
        return String(name).toLowerCase();
    }

    // Rule 2's link: an <a> element that has an href attribute.
    function isLink(element) {
        return localName(element) === 'a' && attribute(element, 'href') !== null;
    }

    // --- URL resolution: the page's own `URL` (ShopStage's DOM, WebKit on a phone, jsdom), the
    // one implementation of the WHATWG rules; this library keeps no copy of them. ---

    // `reference` resolved against `baseText`; the reference itself when it cannot be
    // (no usable base, e.g. about:blank), as a browser's `a.href` does.
    function resolveURL(reference, baseText) {
        var trimmed = String(reference).replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
        try {
            return new global.URL(trimmed, baseText ? String(baseText) : undefined).href;
        } catch (e) {
            return trimmed;
        }
    }

    // The document's base URL: the first <base href> in tree order, resolved against the
    // document's address; otherwise the address itself. The DOM's own `baseURI` says exactly
    // that and is cheaper (no walk over the document); the walk is for DOMs without it.
    function baseURL(doc) {
        if (doc && typeof doc.baseURI === 'string' && doc.baseURI !== '') return doc.baseURI;
        var address = (doc && (doc.URL || doc.documentURI)) || '';
        if (!address && global.location && typeof global.location.href === 'string') address = global.location.href;
        var bases = doc && typeof doc.getElementsByTagName === 'function' ? doc.getElementsByTagName('base') : [];
        for (var i = 0; i < bases.length; i++) {
            var href = attribute(bases[i], 'href');
            if (href !== null) return resolveURL(href, address);
        }
        return address;
    }

    // The rules: the message for a click on `target`, or null when the click is not captured.
    function classify(target, doc) {
        var node = target;
        while (node && node.nodeType !== ELEMENT_NODE) node = node.parentNode;
        var marker = null;
        var link = null;
        for (var element = node; element && element.nodeType === ELEMENT_NODE; element = element.parentNode) {
            if (marker === null) marker = regionMarker(element);
            if (link === null && isLink(element)) link = element;
            if (marker !== null && link !== null) break;
        }
        if (marker === null && link === null) return null;
        var owner = doc || (node && node.ownerDocument) || global.document;
        // An HTML link's `href` is already resolved by the DOM; an SVG <a> (whose `href` is an
        // SVGAnimatedString) or a DOM without it is resolved here.
        var href = link === null ? '' : typeof link.href === 'string' ? link.href : resolveURL(attribute(link, 'href'), baseURL(owner));
        if (marker === null) return { href: href, status: 'target', arg: '' };
        return { href: href, status: marker.status, arg: marker.arg };
    }

    function post(message) {
        var webkit = global.webkit;
        var handler = webkit && webkit.messageHandlers && webkit.messageHandlers.emarketer;
        if (handler && typeof handler.postMessage === 'function') handler.postMessage(message);
    }

    // The listener is on the document, once, installed as the library loads (before the action's
    // own scripts, so that their listeners cannot hide a click) and covering content added later.
    // `_S_T.new_elem(element)`, the SDK's call for new content, installs it on the element's
    // document if that has not happened yet.
    var installed = [];
    function newElem(element) {
        var doc = element && element.nodeType === 9 ? element : (element && element.ownerDocument) || global.document;
        if (!doc || installed.indexOf(doc) >= 0) return;
        installed.push(doc);
        doc.addEventListener('click', function (event) {
            var captured = classify(event.target, doc);
            if (captured === null) return;
            // The page never navigates away: the host decides what a click means.
            event.preventDefault();
            post({ href: captured.href, clicked: captured.status, arg: captured.arg });
        }, true);
    }

    global.emarketerClickCapture = { classify: classify, resolveURL: resolveURL, baseURL: baseURL };
    global._S_T = { new_elem: newElem };
    if (global.document) newElem(global.document);
})(typeof window !== 'undefined' ? window : this);

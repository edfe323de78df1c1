// Loader.js — builds nodes from the parser's operations (HTMLParser.swift), runs inline
// scripts in document order while building (the builder pauses and Swift evaluates each
// one as its own entry, with its real line number), fires the lifecycle events, and turns
// every resource load into a recorded, blocked request unless Swift provides the bytes.
//

import { LOCAL_STYLE_CHANGE, STYLED_CHANGE } from "../dom/Collections.js";
import { Document, createElementNS } from "../dom/Document.js";
import { AttributeRecord, attributeValue, hasAttributeNamed } from "../dom/Element.js";
import { reportException } from "../dom/ErrorReporting.js";
import { Event, MouseEvent, dispatch, eventParent } from "../dom/EventDispatch.js";
import { customElementHooks, loadHooks, parserHooks } from "../dom/Hooks.js";
import { noNodes, queueCharacterDataMutationRecord, queueTreeMutationRecord } from "../dom/MutationObservers.js";
import {
    Comment, DocumentFragment, DocumentType, HTML_NS, MATHML_NS, NAMESPACE_BY_CODE, SVG_NS, Text, XLINK_NS, XMLNS_NS,
    XML_NS, link
} from "../dom/Node.js";
import { g, host, pageEval, setTimeout, shadowRootCount, win } from "../dom/Realm.js";
import { dumpTree, serializeNode } from "../dom/Serialization.js";
import { TextKeyedCache } from "../dom/TextKeyedCache.js";
import {
    assignParsedShadowRoots, declarativeShadowRoot, parsedIntoShadowTree
} from "../dom/ShadowDOM.js";
import { makeNode2 } from "../dom/WindowInterfaces.js";
import { XMLDocument, buildXMLDocument } from "../dom/XMLDocuments.js";
import { resolveURL } from "../web/URL.js";
import {
    createParsedElement, parsedCustomElementAttributes, parsedCustomElementInserted
} from "../html/CustomElements.js";
import { parsedElementForEncoding, startDocumentEncoding } from "../html/DocumentEncoding.js";
import { querySelector } from "../css/Selectors.js";
import { parsedStyleEnded, styleSheetsLoaded } from "../css/StyleSheets.js";
import { runFrameNavigations } from "./Frames.js" with { lazy: "true" };

const ATTRIBUTE_NAMESPACES = [null, XLINK_NS, XML_NS, XMLNS_NS];

/// A builder's state lives between calls so it can pause at each script.
/// `texts`: the long text runs Swift handed over beside the operations (OperationsTransport.swift),
/// which the operations name as `[11, k]`.
function makeBuilder(doc, ops, root, runScripts, texts = noTexts) {
    // shadowRoots: the shadow roots whose slots the parser's insertions may have changed (ShadowDOM.js).
    // reach: how far an insertion reaches the styles (Node.js link): the page's parse may insert into a
    // tree a script styled; a fragment's or an inert document's builds a tree no style was computed for.
    // loadsImages: its `<img src>` elements ask for their images (collected in `images`): the page's
    // parse, and a fragment's for a document shown in a window (parseFragment).
    return {
        doc, ops, index: 0, stack: [root], runScripts, loadsImages: runScripts, images: [], texts, shadowRoots: null,
        declarativeShadowRoots: runScripts, reach: runScripts ? undefined : LOCAL_STYLE_CHANGE,
    };
}
const noTexts = [];

function setParsedAttributes(el, list) {
    for (let k = 0; k < list.length; k += 3) {
        let name = list[k];
        const ns = ATTRIBUTE_NAMESPACES[list[k + 2]] || null;
        let prefix = null;
        if (ns !== null) {
            const colon = name.indexOf(':');
            if (colon >= 0) { prefix = name.slice(0, colon); name = name.slice(colon + 1); }
            else if (ns === XLINK_NS) prefix = 'xlink';
            else if (ns === XML_NS) prefix = 'xml';
            else if (ns === XMLNS_NS && name !== 'xmlns') prefix = 'xmlns';
        }
        el._attrs.push(new AttributeRecord(name, list[k + 1], ns, prefix));
    }
    if (list.length) el._afterAttributesCopied();
    if (customElementHooks.definitions !== 0 && el._ceState === 'custom') parsedCustomElementAttributes(el);
}

/// Builds until the operations end (returns null) or a script must run (returns its description).
function runBuilder(b) {
    const ops = b.ops, doc = b.doc, stack = b.stack;
    // Scripts that ran before this point may observe the document: the parser's insertions
    // queue records then, as in browsers (only scripts run between two calls).
    const observed = b.runScripts && win.mutationObserversObserving !== 0;
    // Whether a <meta> may still name the document's encoding (DocumentEncoding.js).
    let encodingScan = b.runScripts && doc._encodingScan === true;
    // How far an insertion reaches the styles: a page's parse reaches every element's until a script
    // made the document's style index (then each insertion asks, Node.js link); a custom element's
    // constructor may make it between two insertions.
    const state = doc._styleState;
    const reach = b.reach !== undefined || customElementHooks.definitions !== 0 || (state !== null && state.changeReach !== null)
        ? b.reach : STYLED_CHANGE;
    while (b.index < ops.length) {
        let op = ops[b.index++];
        const parent = stack[stack.length - 1];
        if (op !== 0 && typeof op !== 'string' && op[0] === 11) op = b.texts[op[1]];
        if (typeof op === 'string') {
            const last = parent._last;
            if (last !== null && last._nt === 3) {
                if (observed) queueCharacterDataMutationRecord(last, last._data);
                last._data += op;
            } else {
                const text = makeNode2(Text, doc, doc, op);
                link(parent, text, null, reach);
                if (shadowRootCount !== 0) parsedIntoShadowTree(b, parent);
                if (observed) queueTreeMutationRecord(parent, [text], noNodes, text._prev, null);
            }
            continue;
        }
        if (op === 0) {
            const el = stack.pop();
            if (el._local === 'script' && el._nsURI === HTML_NS) {
                if (!b.runScripts) { el._started = true; continue; }
                const pending = prepareParserScript(el);
                if (pending) { if (b.shadowRoots !== null) assignParsedShadowRoots(b); return pending; }
            } else if (el._local === 'style' && el._nsURI === HTML_NS) parsedStyleEnded(el);
            continue;
        }
        switch (op[0]) {
            case 1: {
                const el = customElementHooks.definitions === 0 ? createElementNS(doc, NAMESPACE_BY_CODE[op[2]], op[1], null) : createParsedElement(doc, parent, op, b.runScripts);
                if (op[3].length) setParsedAttributes(el, op[3]);
                // A page's `<template shadowrootmode>` is its parent's shadow root, not an element (declarative shadow DOM).
                if (op[1] === 'template' && b.declarativeShadowRoots && op[3].length && parent._nt === 1 && el._nsURI === HTML_NS) {
                    const shadow = declarativeShadowRoot(parent, el);
                    if (shadow !== null) { stack.push(shadow); parsedIntoShadowTree(b, shadow); continue; }
                }
                link(parent, el, null, reach);
                if (shadowRootCount !== 0) parsedIntoShadowTree(b, parent);
                if (customElementHooks.definitions !== 0) parsedCustomElementInserted(el, b.runScripts);
                if (observed) queueTreeMutationRecord(parent, [el], noNodes, el._prev, null);
                if (encodingScan) encodingScan = parsedElementForEncoding(doc, el);
                if (el._nsURI === HTML_NS) {
                    const local = el._local;
                    if (local === 'template') { stack.push(el.content); continue; }
                    if (local === 'script') { el._parserInserted = true; el._line = op[4]; }
                    else if (local === 'img' && b.loadsImages && hasAttributeNamed(el, 'src')) b.images.push(el);
                    else if (local === 'link' && b.runScripts) b.images.push(el);
                    // An iframe gets its window as it is inserted, so the scripts after it see it.
                    else if (local === 'iframe' && b.runScripts) el._connectedHook();
                    // A checked radio unchecks the ones of its group parsed before it.
                    else if (local === 'input' && b.runScripts) el._connectedHook();
                    else if (local === 'base') doc._baseCache = undefined;
                }
                stack.push(el);
                break;
            }
            case 8: case 10: {
                const node = op[0] === 8 ? makeNode2(Comment, doc, doc, op[1]) : new DocumentType(doc, op[1], op[2], op[3]);
                if (op[0] === 10 && parent === doc) doc._mode = doctypeMode(op[1]);
                link(parent, node, null, reach);
                if (observed) queueTreeMutationRecord(parent, [node], noNodes, node._prev, null);
                break;
            }
        }
    }
    if (b.shadowRoots !== null) assignParsedShadowRoots(b);
    return null;
}

const classicScriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript',
    'application/x-javascript', 'text/x-javascript', 'text/jscript', 'text/livescript', 'application/x-ecmascript', 'text/x-ecmascript',
    'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2', 'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5']);

function scriptKind(el) {
    const type = attributeValue(el, 'type');
    const language = attributeValue(el, 'language');
    const t = type === null ? (language === null || language === '' ? '' : 'text/' + language.toLowerCase()) : type.trim().toLowerCase();
    if (classicScriptTypes.has(t)) return 'classic';
    if (t === 'module') return 'module';
    return null;
}

/// What a parser-inserted script needs: inline source to run, a fetched external source, or nothing.
function prepareParserScript(el) {
    el._started = true;
    const kind = scriptKind(el);
    if (kind === null) return null;
    if (kind === 'module') { g.console.warn('ShopStage does not run module scripts: ' + (attributeValue(el, 'src') || 'inline module')); return null; }
    const doc = el._doc;
    if (hasAttributeNamed(el, 'src')) {
        const url = resolveURL(attributeValue(el, 'src'), doc);
        const body = fetchProvided('script', url, true);
        if (body === null) { fireResourceError(el); return null; }
        doc._currentScript = el;
        el._loadAfterRun = true;
        // `shared`: a script of ShopStage's own, which Swift runs from its realm (DOMContext.swift
        // runShared); its answer has no text then.
        return { source: body.shared === true ? '' : body.body, name: url, line: 1, shared: body.shared === true };
    }
    const source = el.text;
    if (source === '') return null;
    doc._currentScript = el;
    return { source, name: doc._url, line: el._line || 1 };
}

/// A script inserted by a script: runs now, inside the running entry.
function runDynamicScript(el) {
    el._started = true;
    if (scriptKind(el) !== 'classic') return;
    const doc = el._doc;
    let source, name;
    if (hasAttributeNamed(el, 'src')) {
        const url = resolveURL(attributeValue(el, 'src'), doc);
        const body = fetchProvided('script', url);
        if (body === null) { queueResourceError(el); return; }
        source = body.body; name = url;
    } else {
        source = el.text; name = doc._url;
    }
    const previous = doc._currentScript;
    doc._currentScript = el;
    try { pageEval(source + '\n//# sourceURL=' + name); } catch (error) { reportException(error); }
    doc._currentScript = previous;
    if (hasAttributeNamed(el, 'src')) setTimeout(() => dispatch(el, new Event('load')), 0);
}

/// Asks Swift for a resource: the provided body, or null after recording it as blocked.
/// With no provider installed the answer is always null, so the records go to Swift in
/// batches (one crossing per load instead of one per image). `parserInserted`: a script the
/// parser runs, which may be one of ShopStage's own run from its realm: the answer then says
/// `shared` and carries no text (7.7 KB for e-Marketer's library, 20 µs a page to hand over).
export function fetchProvided(kind, url, parserInserted) {
    if (!host.hasProvider) {
        win.pendingResourceRecords.push(kind, url);
        return null;
    }
    flushResourceRecords();
    const answer = host.resource(kind, url, parserInserted === true);
    return answer === null || answer === undefined ? null : answer;
}
function flushResourceRecords() {
    if (win.pendingResourceRecords.length === 0) return;
    host.recordResources(win.pendingResourceRecords.join('\n'));
    win.pendingResourceRecords.length = 0;
}

function blockResource(kind, url, element) {
    const answer = fetchProvided(kind, url);
    if (answer === null && element) queueResourceError(element);
    else if (element) queueResourceEvent(element, 'load');
    return answer;
}

/// Whether `doc`'s images are asked for: not those of a document no window shows (DOMParser's,
/// createHTMLDocument's, a template's content's).
const loadsImages = (doc) => doc._window !== undefined;

function requestImage(img) {
    if (!loadsImages(img._doc)) return;
    const src = attributeValue(img, 'src');
    if (src === null || src === '') return;
    blockResource('image', resolveURL(src, img._doc), img);
}

// Error events of failed loads fire as one task (or before `load` while the document loads).
function queueResourceEvent(element, type) {
    win.pendingResourceEvents.push([element, type]);
    if (!win.resourceFlushScheduled) { win.resourceFlushScheduled = true; setTimeout(flushResourceEvents, 0); }
}
function queueResourceError(element) { queueResourceEvent(element, 'error'); }
function fireResourceError(element) { dispatch(element, new Event('error')); }
function flushResourceEvents() {
    win.resourceFlushScheduled = false;
    const list = win.pendingResourceEvents;
    win.pendingResourceEvents = [];
    for (const [element, type] of list) if (mayListen(element, type)) dispatch(element, new Event(type));
}
/// Whether a listener (or inline handler, which is one) for `type` could see an event dispatched
/// at `element` (these events do not bubble, but capture listeners on ancestors see them).
/// A page with 400 blocked images and no `error` listener then pays for no dispatch.
function mayListen(element, type) {
    const probe = { _type: type };
    for (let n = element; n; n = eventParent(n, probe)) if (n._listeners && n._listeners.has(type)) return true;
    return false;
}

/// Navigations go to Swift, which records them and asks the navigation delegate; the
/// document stays. `javascript:` URLs run instead, as in a browser.
export function requestNavigation(url, kind, target, body) {
    if (/^javascript:/i.test(url)) {
        let code = url.slice(11);
        try { code = decodeURIComponent(code); } catch (e) { }
        try { pageEval(code); } catch (error) { reportException(error); }
        return;
    }
    host.navigate(String(url), kind, target || '', body === undefined || body === null ? '' : String(body));
}

/// The parser's operations for a fragment, kept by context and markup for the realm: they depend
/// on nothing else, and the builder only reads them. Libraries parse the same short markup over
/// and over (jQuery's `$('<div class="tile"></div>')`, its start-up's support tests, a template's
/// rows): each parse is a call into Swift and a JSON.parse, 37 of them in one render of a jQuery
/// action. 256 at most, of markup up to 2,048 characters; the oldest entry goes first.
const fragmentOperationsCache = new TextKeyedCache(256, Infinity);
const fragmentOperationsCacheMaxLength = 2048;
function fragmentOperations(html, local, ns) {
    if (typeof html !== 'string' || html.length > fragmentOperationsCacheMaxLength) return JSON.parse(host.parseFragment(html, local, ns));
    const key = ns + '\u0000' + local + '\u0000' + html;
    let ops = fragmentOperationsCache.get(key);
    if (ops === undefined) {
        ops = JSON.parse(host.parseFragment(html, local, ns));
        fragmentOperationsCache.set(key, ops);
    }
    return ops;
}

/// The operations of a loaded document, kept by their JSON for the realm, as the fragments' are: an
/// e-Marketer action renders the same document on every new web view, and its JSON.parse was a
/// twentieth of its render (a quarter of a 100 KB product grid's). The builder only reads them (long
/// texts come beside, per load). Bounded in count and in the length of the JSON kept, which bounds
/// the memory the parsed operations hold (eight documents, 512 K characters of JSON in all).
const documentOperationsCache = new TextKeyedCache(8, 512 * 1024);
function documentOperations(json) {
    // Longer JSON is never kept: not looked up either.
    if (typeof json !== 'string' || json.length > documentOperationsCache.maxLength) return JSON.parse(json);
    let ops = documentOperationsCache.get(json);
    if (ops === undefined) {
        ops = JSON.parse(json);
        documentOperationsCache.set(json, ops);
    }
    return ops;
}

/// `declarativeShadowRoots`: setHTMLUnsafe's parse, where `<template shadowrootmode>` attaches (innerHTML's does not).
function parseFragment(context, html, declarativeShadowRoots = false) {
    const ns = context._nsURI === SVG_NS ? 1 : context._nsURI === MATHML_NS ? 2 : 0;
    const local = context._nt === 1 ? context._local : 'body';
    const ops = fragmentOperations(html, local, ns);
    const doc = context._templateContent ? context._templateContent._doc : (context._nt === 9 ? context : context._doc);
    const fragment = new DocumentFragment(doc);
    const builder = makeBuilder(doc, ops, fragment, false);
    builder.declarativeShadowRoots = declarativeShadowRoots;
    // As WebKit's: the images of `innerHTML`, `insertAdjacentHTML` or `createContextualFragment` load
    // (their elements in the fragment or not yet connected); a template's and a window-less document's do not.
    builder.loadsImages = loadsImages(doc);
    runBuilder(builder);
    for (const img of builder.images) requestImage(img);
    return fragment;
}

/// The mode a parsed document's doctype gives (HTML's "initial" insertion mode): quirks without
/// one or for a name other than html. The legacy public identifiers that also mean quirks are
/// not told apart: such a doctype gives no-quirks.
function doctypeMode(name) {
    return String(name).toLowerCase() === 'html' ? 'no-quirks' : 'quirks';
}

export function buildDocument(doc, ops, runScripts) {
    doc._mode = 'quirks';  // until a doctype says otherwise
    const b = makeBuilder(doc, ops, doc, runScripts);
    runBuilder(b);
    return doc;
}

// --- the document's lifecycle, driven by Swift ----------------------------------------------

function beginLoad(url) {
    // A top-level document loaded in place of another (a DOMContext loading again) starts the window's
    // waiting list anew, before the new document joins it: the old document's nodes would be kept alive
    // in it, and after 20,000 of them every later node would pay for the copied interfaces. A frame's
    // window keeps its list: its parent may hold its earlier document.
    if (win.waitingNodes !== null && win.currentDocument !== null && !win.parentWindow) win.waitingNodes = [];
    // An XML page a frame loads (Frames.js) is an XMLDocument.
    const doc = typeof win.pendingXML === 'string' ? new XMLDocument() : new Document();
    doc._url = url;
    doc._readyState = 'loading';
    doc._scripting = true;
    doc._mode = 'quirks';  // until the parser meets a doctype
    doc._window = win;
    startDocumentEncoding(doc, win.pendingEncoding);
    win.currentDocument = doc;
    return doc;
}

function setReadyState(doc, state) {
    doc._readyState = state;
    dispatch(doc, new Event('readystatechange'));
}

export const loaderHooks = {
    beginLoad(url) { beginLoad(String(url)); },
    /// Starts building the document; returns the first script to run or null.
    parse(opsJSON, texts) {
        if (typeof win.pendingXML === 'string') {
            const text = win.pendingXML;
            win.pendingXML = null;
            buildXMLDocument(win.currentDocument, text);
            return null;
        }
        win.loading = makeBuilder(win.currentDocument, documentOperations(opsJSON), win.currentDocument, true, texts || noTexts);
        return loaderHooks.resume();
    },
    /// Called after Swift ran a script: continues building.
    resume() {
        const b = win.loading;
        if (!b) return null;
        const script = b.doc._currentScript;
        if (script) {
            b.doc._currentScript = null;
            if (script._loadAfterRun) { script._loadAfterRun = false; dispatch(script, new Event('load')); }
        }
        const pending = runBuilder(b);
        if (pending) return pending;
        for (const el of b.images) {
            if (el._local === 'img') requestImage(el);
            else if (el._connectedHook) el._connectedHook();
        }
        return null;
    },
    /// After the user scripts at document end: DOMContentLoaded, failed loads, then load.
    finishLoad() {
        const doc = win.currentDocument;
        win.loading = null;
        if (doc._styleState !== null) styleSheetsLoaded(doc);
        setReadyState(doc, 'interactive');
        const loaded = new Event('DOMContentLoaded', { bubbles: true });
        loaded._trusted = true;
        dispatch(doc, loaded);
        flushResourceEvents();
        // The iframes' documents load before the parent's `load`, which a browser delays for them.
        runFrameNavigations(win);
        setReadyState(doc, 'complete');
        const load = new Event('load');
        dispatch(g, load);
        dispatch(g, new Event('pageshow'));
        // The load's resource records go to Swift in this entry (DOMContext.load flushes only after a stop).
        flushResourceRecords();
    },
    flushResources() { flushResourceRecords(); },
    click(selector) {
        const el = querySelector(win.currentDocument, selector);
        if (!el) return false;
        // A tap on a disabled form control dispatches nothing, as on a phone.
        if (el._isDisabled && el._isDisabled()) return true;
        const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: g, detail: 1, button: 0 });
        event._trusted = true;
        dispatch(el, event);
        return true;
    },
    serialize() {
        const doc = win.currentDocument;
        let out = '';
        for (let c = doc._first; c; c = c._next) out += serializeNode(c);
        return out;
    },
    parseFragmentDump(html, contextLocal, contextNS) {
        const doc = new Document();
        const ns = NAMESPACE_BY_CODE[contextNS] || HTML_NS;
        const context = createElementNS(doc, ns, contextLocal, null);
        const ops = JSON.parse(host.parseFragment(String(html), contextLocal, contextNS));
        const fragment = new DocumentFragment(doc);
        runBuilder(makeBuilder(doc, ops, fragment, false));
        void context;
        return dumpTree(fragment);
    },
    parseDocumentDump(html) {
        const doc = new Document();
        buildDocument(doc, JSON.parse(host.parseDocument(String(html))), false);
        return dumpTree(doc);
    },
};

Object.assign(parserHooks, { parseFragment, buildDocument });
Object.assign(loadHooks, { requestNavigation, requestImage, blockResource, runDynamicScript });

// Frames.js — nested browsing contexts: each connected `<iframe>` of a document shown in a window
// gets a window of its own (another global of the VM, made by Swift: NestedFrames.swift), so a
// parent and a same-origin child pass objects directly, as in a browser. The window starts on a
// synchronous about:blank document; `srcdoc` and a `src` the resource provider serves (same
// origin only) load into it as a task (or, while the parent loads, before the parent's `load`,
// which a browser delays for its iframes). The child's timers, clock, console and errors are its
// top document's: one virtual clock per web view. Removing the iframe discards its window.
//

import { attributeValue, hasAttributeNamed } from "../dom/Element.js";
import { reportException } from "../dom/ErrorReporting.js";
import { Event, MessageEvent, dispatch } from "../dom/EventDispatch.js";
import { frameHooks } from "../dom/Hooks.js";
import { HTML_NS, following, isConnected } from "../dom/Node.js";
import {
    callInWindow, define, documentWindow, enterWindow, recordOf, reportError, win, windowRecords
} from "../dom/Realm.js";
import { escapeAttribute, escapeText } from "../dom/Serialization.js";
import { XML_TYPES } from "../dom/XMLDocuments.js";
import { URL, resolveURL } from "../web/URL.js";
import { contentTypeEncoding } from "../html/DocumentEncoding.js";
import { fetchProvided, loaderHooks } from "./Loader.js" with { lazy: "true" };
import { giveOwnMembers } from "./Window.js" with { lazy: "true" };

/// How many iframes have a window, over all windows of the realm: removals look for frames only then.

// --- making and dropping a frame's window ---------------------------------------------------

/// Makes `el`'s window; null when its document is shown in no window.
function createFrameWindow(el) {
    const parent = documentWindow(el._doc);
    if (parent === null) return null;
    const saved = win;
    let global;
    // Making a global enters another context, whose return switches the realm to its caller's window.
    try { global = parent.host.createFrame(); } finally { enterWindow(saved); }
    const w = windowRecords.get(global);
    w.parentWindow = parent;
    w.topWindow = parent.topWindow || parent;
    parent.page.shadowRoots += w.page.shadowRoots;
    w.page = parent.page;
    w.frameElement = el;
    w.initialBlank = true;
    // The nested browsing context's name is the iframe's `name` when it is made.
    global.name = attributeValue(el, 'name') || '';
    shareTopClock(w, w.topWindow);
    // A page with frames: each of its windows' functions acts on its own window (Window.js).
    giveOwnMembers(parent);
    giveOwnMembers(w);
    el._frame = w;
    frameHooks.live++;
    updateIndexedFrames(parent);
    return w;
}

/// The child's timers go on its top document's queue (the web view's virtual clock), and run
/// with the child's window current; its clock, console and error reports are the top's too.
function shareTopClock(w, top) {
    const child = w.g, topGlobal = top.g;
    const timers = new Set();
    w.frameTimers = timers;
    const run = (handler, args) => {
        if (w.discarded) return;
        const saved = win;
        enterWindow(w);
        try {
            if (typeof handler === 'function') handler.apply(child, args); else w.pageEval(String(handler));
        } finally { enterWindow(saved); }
    };
    const setTimeoutInFrame = function setTimeout(handler, delay, ...args) {
        const id = top.setTimeout(() => { timers.delete(id); run(handler, args); }, delay);
        timers.add(id);
        return id;
    };
    const setIntervalInFrame = function setInterval(handler, delay, ...args) {
        const id = topGlobal.setInterval(() => run(handler, args), delay);
        timers.add(id);
        return id;
    };
    // A frame clears only its own timers (ids are the top queue's).
    const clearInFrame = function clearTimeout(id) { id = Number(id) || 0; if (timers.delete(id)) top.clearTimeout(id); };
    define(child, 'setTimeout', setTimeoutInFrame);
    define(child, 'setInterval', setIntervalInFrame);
    define(child, 'clearTimeout', clearInFrame);
    define(child, 'clearInterval', clearInFrame);
    // The frame's jobs (its mutation observers' too) run with its window current, also when they
    // run at the end of another window's entry.
    const queueInFrame = function queueMicrotask(callback) {
        if (typeof callback !== 'function') return top.queueMicrotask(callback);
        top.queueMicrotask(() => callInWindow(w, callback, undefined, []));
    };
    define(child, 'queueMicrotask', queueInFrame);
    define(child, 'reportError', top.reportError);
    define(child, 'console', topGlobal.console);
    define(child, 'performance', topGlobal.performance);
    define(child.Date, 'now', topGlobal.Date.now);
    w.setTimeout = setTimeoutInFrame;
    w.clearTimeout = clearInFrame;
    w.queueMicrotask = queueInFrame;
    w.reportError = top.reportError;
    const topHost = top.host;
    w.host.now = () => topHost.now();
}

/// Drops `el`'s window: its timers stop, its document goes, and so do the frames inside it.
function discardFrame(el) {
    const w = el._frame;
    if (!w) return;
    el._frame = null;
    el._navigation = (el._navigation || 0) + 1;
    frameHooks.live--;
    discardWindow(w);
    const parent = w.parentWindow;
    if (!parent.discarded) updateIndexedFrames(parent);
}
function discardWindow(w) {
    w.discarded = true;
    for (const id of w.frameTimers) w.topWindow.clearTimeout(id);
    w.frameTimers.clear();
    const doc = w.currentDocument;
    if (doc) for (let n = doc._first; n; n = following(n, doc)) if (n._frame) discardFrame(n);
}

/// After a removal: the iframes the removed subtree held lose their windows.
function framesRemoved(root) {
    if (root._nt !== 1 && root._nt !== 11) return;
    for (let n = root; n; n = following(n, root)) if (n._frame && !isConnected(n)) discardFrame(n);
}

// --- the iframe element ---------------------------------------------------------------------

/// An iframe became connected: it gets a window with the initial about:blank document, then
/// processes its attributes (HTML's "process the iframe attributes", initial insertion).
function frameConnected(el) {
    if (el._frame || el._nsURI !== HTML_NS) return;
    const w = createFrameWindow(el);
    if (w === null) return;
    showInitialBlank(w);
    processFrameAttributes(el, true);
}

/// The initial about:blank document: html, head and body, complete at once, no events.
function showInitialBlank(w) {
    const saved = win;
    enterWindow(w);
    try {
        loaderHooks.beginLoad('about:blank');
        loaderHooks.parse(w.host.parseDocument(''));
        w.loading = null;
        w.currentDocument._readyState = 'complete';
    } finally { enterWindow(saved); }
}

function frameAttributeChanged(el, name) {
    if ((name === 'src' || name === 'srcdoc') && el._frame) processFrameAttributes(el, false);
}

function processFrameAttributes(el, initialInsertion) {
    if (hasAttributeNamed(el, 'srcdoc')) { navigateFrame(el, attributeValue(el, 'srcdoc'), 'about:srcdoc'); return; }
    const src = attributeValue(el, 'src');
    const url = src === null || src === '' ? 'about:blank' : resolveURL(src, el._doc);
    if (/^javascript:/i.test(url)) { navigateFrameToScript(el, url); return; }
    if (/^about:blank([?#]|$)/i.test(url)) {
        // A browser fires the load event at once on the first insertion, else after navigating.
        if (initialInsertion) { dispatch(el, new Event('load')); return; }
        navigateFrame(el, '', url);
        return;
    }
    navigateFrame(el, null, url);
}

/// Navigates `el`'s window to `html` (srcdoc, about:blank) or to `url` through the resource
/// provider: a task, or, while the parent document loads, a step before its `load`.
function navigateFrame(el, html, url) {
    const token = el._navigation = (el._navigation || 0) + 1;
    const parent = el._frame.parentWindow;
    const step = () => {
        if (el._navigation !== token || !el._frame) return;
        const served = html !== null ? { body: html, type: 'text/html' } : fetchFrameDocument(el, url);
        if (served !== null) loadIntoFrame(el, frameDocumentSource(served, url), url, served.type, served.encoding);
        // A browser fires `load` at the iframe whatever the network said; a blocked load leaves
        // about:blank, and the blocked-resource records say why.
        if (el._navigation === token && el._frame) dispatch(el, new Event('load'));
    };
    const doc = parent.currentDocument;
    if (doc && doc._readyState !== 'complete') (parent.frameNavigations || (parent.frameNavigations = [])).push(step);
    else parent.setTimeout(step, 0);
}

/// A `javascript:` src runs in the frame's window as a task; a string it gives becomes the frame's
/// new HTML document at the URL of the one it replaces (HTML's "evaluate a javascript: URL"), and
/// another result leaves the document. Either way `load` fires at the iframe once, as in WebKit,
/// which loads the frame's first document before it runs the script.
function navigateFrameToScript(el, url) {
    const token = el._navigation = (el._navigation || 0) + 1;
    el._frame.parentWindow.setTimeout(() => {
        const w = el._frame;
        if (el._navigation !== token || !w) return;
        let code = url.slice('javascript:'.length);
        try { code = decodeURIComponent(code); } catch (e) { }
        const saved = win;
        let result;
        enterWindow(w);
        try { result = w.pageEval(code); } catch (error) { reportException(error); } finally { enterWindow(saved); }
        if (el._navigation !== token || el._frame !== w) return;
        if (typeof result === 'string' && w.currentDocument) loadIntoFrame(el, result, w.currentDocument._url, 'text/html');
        if (el._navigation === token && el._frame) dispatch(el, new Event('load'));
    }, 0);
}

/// The parent's loads of its iframes, run before its `load` event (Loader.js finishLoad).
export function runFrameNavigations(w) {
    const list = w.frameNavigations;
    if (!list) return;
    while (list.length) list.shift()();
}

/// The resource at `url` from the resource provider (same origin only) as `{body, type, encoding}`
/// (the MIME type's essence, the encoding its charset names or null), or null after recording the
/// load as blocked.
function fetchFrameDocument(el, url) {
    if (urlOrigin(url) !== documentOrigin(el._doc)) {
        // Cross-origin documents are never asked of the provider: recorded as blocked.
        win.pendingResourceRecords.push('subdocument', url);
        return null;
    }
    const answer = fetchProvided('subdocument', url);
    if (answer === null) return null;
    const type = String(answer.contentType || 'text/html').split(';')[0].trim().toLowerCase();
    return { body: String(answer.body), type: type === '' ? 'text/html' : type, encoding: contentTypeEncoding(answer.contentType || '') };
}

/// The HTML a frame parses for a served resource, as a browser shows one: HTML as it is, text in
/// one `<pre>`, an image in an `<img>`; XML as it is (loadIntoFrame parses it as XML).
function frameDocumentSource(served, url) {
    const type = served.type;
    if (isXMLType(type)) return served.body;
    if (/^image\//.test(type) && type !== 'image/svg+xml') return '<body><img src="' + escapeAttribute(url) + '"></body>';
    if (/^text\//.test(type) && type !== 'text/html' && type !== 'text/xml' || type === 'application/json' || type === 'application/javascript') {
        // The parser drops one newline right after <pre>: this one, not the text's own.
        return '<pre>\n' + escapeText(served.body) + '</pre>';
    }
    return served.body;
}

/// Types a browser renders as XML: the XML types and any other `+xml` one.
export function isXMLType(type) { return XML_TYPES.has(type) || /\+xml$/.test(type); }

function urlOrigin(url) { try { return new URL(url).origin; } catch (e) { return 'null'; } }
/// about:blank and about:srcdoc documents of a frame have their parent's origin.
function documentOrigin(doc) {
    const w = documentWindow(doc);
    if (/^about:/i.test(doc._url) && w && w.parentWindow) return documentOrigin(w.parentWindow.currentDocument);
    return urlOrigin(doc._url);
}

/// Loads `html` as the frame's document (Swift runs it as it runs a page: scripts, user scripts
/// for all frames, DOMContentLoaded, load). The initial about:blank window is reused, as HTML
/// says; a later navigation gets a fresh window.
function loadIntoFrame(el, html, url, type, encoding) {
    let w = el._frame;
    if (!w.initialBlank) {
        discardFrame(el);
        w = createFrameWindow(el);
        if (w === null) return;
    }
    w.initialBlank = false;
    const saved = win;
    // An XML page: the load runs as for HTML (user scripts, events) on an XMLDocument that
    // Loader.js builds from the XML parser's operations instead of the HTML parser's.
    w.pendingXML = isXMLType(type) ? html : null;
    if (w.pendingXML !== null) html = '';
    // The encoding the served page's Content-Type names (undefined for srcdoc: UTF-8), for the new
    // document (DocumentEncoding.js).
    w.pendingEncoding = encoding;
    try { w.parentWindow.host.loadFrame(w.host.id, html, url); } catch (error) { reportError(error); } finally { enterWindow(saved); w.pendingXML = null; w.pendingEncoding = undefined; }
    if (type !== 'text/html' && w.currentDocument) w.currentDocument._contentType = type;
}

function frameContentWindow(el) { return el._frame ? el._frame.g : null; }
function frameContentDocument(el) {
    const w = el._frame;
    if (!w || !w.currentDocument) return null;
    return documentOrigin(w.currentDocument) === documentOrigin(el._doc) ? w.currentDocument : null;
}

// --- the window's frame members -------------------------------------------------------------

/// The connected iframes of `w`'s document that have a window, in tree order.
function childFrames(w) {
    const doc = w.currentDocument, list = [];
    if (!doc || frameHooks.live === 0) return list;
    for (let n = doc._first; n; n = following(n, doc)) if (n._frame && n._frame.parentWindow === w) list.push(n);
    return list;
}

/// `window[i]`: an own getter per frame index, kept in step with the frames' count.
function updateIndexedFrames(w) {
    const count = childFrames(w).length;
    const defined = w.indexedFrames || 0;
    for (let i = defined; i < count; i++) {
        Object.defineProperty(w.g, i, {
            get() { const f = childFrames(w)[i]; return f ? f._frame.g : undefined; },
            configurable: true, enumerable: true,
        });
    }
    for (let i = count; i < defined; i++) delete w.g[i];
    w.indexedFrames = count;
}

/// top, parent, frames, frameElement and length, for the shared window descriptors (Window.js).
export function frameWindowDescriptors() {
    return {
        frames: { get() { return recordOf(this).g; }, configurable: true },
        parent: { get() { const w = recordOf(this); return w.parentWindow ? w.parentWindow.g : w.g; }, configurable: true },
        top: { get() { const w = recordOf(this); return (w.topWindow || w).g; }, configurable: true },
        frameElement: { get() { return recordOf(this).frameElement || null; }, configurable: true },
        length: { get() { return childFrames(recordOf(this)).length; }, configurable: true },
    };
}

/// `postMessage` on any window (`parent.postMessage(…)` from a frame): a task of the receiving
/// window, whose event carries the sender's origin and window (`source`).
export function windowPostMessage(data) {
    const target = recordOf(this);
    const sender = win;
    const origin = sender.currentDocument ? documentOrigin(sender.currentDocument) : 'null';
    target.setTimeout(() => {
        if (target.discarded) return;
        const event = new MessageEvent('message', { data, origin });
        Object.defineProperty(event, 'source', { value: sender.g, configurable: true });
        dispatch(target.g, event);
    }, 0);
}

Object.assign(frameHooks, {
    removed: framesRemoved, contentWindow: frameContentWindow, contentDocument: frameContentDocument,
    connected: frameConnected, attributeChanged: frameAttributeChanged,
});

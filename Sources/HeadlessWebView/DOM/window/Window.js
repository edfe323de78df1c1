// Window.js — the window's own members: location, navigator (an iOS WKWebView), history,
// storage, dialogs, requestAnimationFrame on the virtual clock, named access, the class strings;
// and every DOM interface as a member of each window (`installWindow`).
//

import { HTMLCollection, NodeList } from "../dom/Collections.js";
import { DOMImplementation, DOMParser, Document, HTMLDocument } from "../dom/Document.js";
import { Attr, DOMRect, DOMTokenList, Element, NamedNodeMap } from "../dom/Element.js";
import { errorReportingWindowMembers, reportException } from "../dom/ErrorReporting.js";
import { installFunctionStrings } from "../dom/FunctionStrings.js";
import { exposeNamedElement } from "../html/NamedAccess.js";
import {
    AbortController, AbortSignal, CustomEvent, DOMException, ErrorEvent, Event, EventTarget, FocusEvent,
    HashChangeEvent, InputEvent, KeyboardEvent, MessageEvent, MouseEvent, PointerEvent, PopStateEvent, ProgressEvent,
    SubmitEvent, TouchEvent, UIEvent, dispatch, eventHandlerNames, getHandler, legacyHandlerTypes, setHandler
} from "../dom/EventDispatch.js";
import {
    AnimationEvent, BeforeUnloadEvent, ClipboardEvent, CompositionEvent, DeviceMotionEvent, DeviceOrientationEvent,
    DragEvent, GamepadEvent, PageTransitionEvent, PromiseRejectionEvent, StorageEvent, TextEvent, TransitionEvent,
    WheelEvent
} from "../dom/EventInterfaces.js";
import { renderingHooks, styleHooks, windowHooks } from "../dom/Hooks.js";
import { MutationObserver, MutationRecord } from "../dom/MutationObservers.js";
import {
    CDATASection, CharacterData, Comment, DocumentFragment, DocumentType, Node, ProcessingInstruction, Text
} from "../dom/Node.js";
import { Range } from "../dom/Range.js";
import {
    TypeError, callInWindow, clearTimeout, define, g, host, recordOf, setTimeout, win, windowRecords
} from "../dom/Realm.js";
import { ShadowRoot } from "../dom/ShadowDOM.js";
import { NodeFilter, TreeWalker } from "../dom/Traversal.js";
import {
    adoptIntoWindow, defineAll, exposeInterfaces, installPrototypeReaders, installWindowInterface, interfaceName
} from "../dom/WindowInterfaces.js";
import { XMLDocument } from "../dom/XMLDocuments.js";
import { TextDecoder, TextEncoder, atob, btoa, crypto, structuredClone } from "../web/Encoding.js";
import { Blob, File, FileReader } from "../web/File.js";
import { URL, URLSearchParams, resolveURL, serializeURL } from "../web/URL.js";
import { CustomElementRegistry, makeCustomElementRegistry } from "../html/CustomElements.js";
import {
    FormData, HTMLButtonElement, HTMLFieldSetElement, HTMLFormElement, HTMLInputElement, HTMLLabelElement,
    HTMLLegendElement, HTMLOptionElement, HTMLOutputElement, HTMLProgressElement, HTMLSelectElement,
    HTMLTextAreaElement, Option, ValidityState
} from "../html/Forms.js";
import {
    HTMLAnchorElement, HTMLAreaElement, HTMLAudioElement, HTMLBRElement, HTMLBaseElement, HTMLBodyElement,
    HTMLCanvasElement, HTMLDetailsElement, HTMLDialogElement, HTMLDivElement, HTMLElement, HTMLHRElement,
    HTMLHeadElement, HTMLHeadingElement, HTMLHtmlElement, HTMLIFrameElement, HTMLImageElement, HTMLLIElement,
    HTMLLinkElement, HTMLMediaElement, HTMLMetaElement, HTMLOListElement, HTMLParagraphElement, HTMLPictureElement,
    HTMLPreElement, HTMLScriptElement, HTMLSlotElement, HTMLSourceElement, HTMLSpanElement, HTMLStyleElement,
    HTMLTableCellElement, HTMLTableElement, HTMLTableRowElement, HTMLTableSectionElement, HTMLTemplateElement,
    HTMLTitleElement, HTMLUListElement, HTMLUnknownElement, HTMLVideoElement, Image, SVGElement, SVGSVGElement, Audio
} from "../html/HTMLElements.js";
import { otherHTMLElementInterfaces } from "../html/HTMLOtherElements.js";
import { Animation } from "../css/Animation.js";
import { CSSStyleDeclaration, MediaQueryList, MediaQueryListEvent, getComputedStyle } from "../css/Style.js";
import {
    CSSKeyframesRule, CSSMediaRule, CSSRule, CSSRuleList, CSSStyleRule, CSSStyleSheet, MediaList, StyleSheet,
    StyleSheetList
} from "../css/StyleSheets.js";
import { frameWindowDescriptors, windowPostMessage } from "./Frames.js" with { lazy: "true" };
import { fetchProvided, requestNavigation } from "./Loader.js" with { lazy: "true" };
import { Headers, Request, Response, WebSocket, XMLHttpRequest, fetch } from "./Networking.js" with { lazy: "true" };
import { makeScreen, makeVisualViewport, runRenderingSteps,
    viewportWindowDescriptors } from "./Rendering.js" with { lazy: "true" };
import {
    IntersectionObserver, IntersectionObserverEntry, ResizeObserver, ResizeObserverEntry, runFrameObservations,
} from "./Observers.js" with { lazy: "true" };

// A window's own objects act on their window (`parent.location.href` read or set from a frame),
// whichever window's code is running.
function currentURL(w) { return new URL(w.currentDocument ? w.currentDocument._url : 'about:blank'); }

const makeLocation = (w) => ({
    get href() { return w.currentDocument._url; },
    set href(v) { navigateTo(w, String(v)); },
    get origin() { return currentURL(w).origin; },
    get protocol() { return currentURL(w).protocol; },
    get host() { return currentURL(w).host; },
    get hostname() { return currentURL(w).hostname; },
    get port() { return currentURL(w).port; },
    get pathname() { return currentURL(w).pathname; },
    get search() { return currentURL(w).search; },
    set search(v) { const u = currentURL(w); u.search = v; navigateTo(w, u.href); },
    get hash() { return currentURL(w).hash; },
    set hash(v) { const u = currentURL(w); u.hash = v; navigateTo(w, u.href); },
    assign(url) { navigateTo(w, String(url)); },
    replace(url) { navigateTo(w, String(url)); },
    reload() { callInWindow(w, requestNavigation, undefined, [w.currentDocument._url, 'reload', '']); },
    toString() { return w.currentDocument._url; },
    get ancestorOrigins() { return []; },
});

/// `w`'s location set to `href`, in `w`: a change of fragment only stays in the document
/// (hashchange); anything else asks to navigate.
function navigateTo(w, href) { callInWindow(w, navigateCurrentTo, undefined, [href]); }
function navigateCurrentTo(href) {
    const target = resolveURL(href, win.currentDocument);
    let current;
    try { current = currentURL(win); } catch (e) { current = null; }
    try {
        const next = new URL(target);
        if (current && next.hash !== '' && serializeURL(next._url, true) === serializeURL(current._url, true)) {
            const oldURL = win.currentDocument._url;
            win.currentDocument._url = next.href;
            win.currentDocument._baseCache = undefined;
            styleHooks.stateChanged(win.currentDocument);
            if (oldURL !== next.href) setTimeout(() => dispatch(g, new HashChangeEvent('hashchange', { oldURL, newURL: next.href })), 0);
            return;
        }
    } catch (e) { /* not a URL: let the embedder see it */ }
    requestNavigation(target, 'other', '');
}

const makeNavigator = (w) => ({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    appVersion: '5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    appName: 'Netscape', appCodeName: 'Mozilla', product: 'Gecko', productSub: '20030107',
    platform: 'iPhone', vendor: 'Apple Computer, Inc.', vendorSub: '',
    language: 'en-US', languages: Object.freeze(['en-US']),
    onLine: true, cookieEnabled: true, maxTouchPoints: 5, hardwareConcurrency: 4, doNotTrack: null,
    webdriver: false, pdfViewerEnabled: false, standalone: false,
    javaEnabled() { return false; },
    sendBeacon(url) {
        callInWindow(w, fetchProvided, undefined, ['beacon', resolveURL(url, w.currentDocument), null]);
        return true;
    },
    vibrate() { return false; },
    share() { return w.Promise.reject(new DOMException('Sharing is not available in ShopStage.', 'NotAllowedError')); },
    clipboard: {
        writeText(text) { w.clipboardText = String(text); return w.Promise.resolve(); },
        readText() { return w.Promise.resolve(w.clipboardText); },
    },
});

/// history's URL changes: `url` resolved against `w`'s document becomes its URL.
function setHistoryURL(w, url) {
    if (url === undefined || url === null) return;
    w.currentDocument._url = resolveURL(url, w.currentDocument);
    w.currentDocument._baseCache = undefined;
    // `:target` reads the document's URL (css/Selectors.js).
    styleHooks.stateChanged(w.currentDocument);
}
const makeHistory = (w) => ({
    get length() { return 1 + w.historyEntries.length; },
    get state() { return w.historyEntries.length ? w.historyEntries[w.historyEntries.length - 1] : null; },
    scrollRestoration: 'auto',
    pushState(state, title, url) { w.historyEntries.push(state === undefined ? null : state); setHistoryURL(w, url); },
    replaceState(state, title, url) {
        if (w.historyEntries.length) w.historyEntries[w.historyEntries.length - 1] = state;
        setHistoryURL(w, url);
    },
    back() { }, forward() { }, go() { },
});

/// localStorage / sessionStorage: in memory, one pair per web view (its context).
class Storage {
    constructor() { adoptIntoWindow(this, new.target); define(this, '_map', new Map()); }
    get length() { return this._map.size; }
    key(i) { return Array.from(this._map.keys())[i] ?? null; }
    getItem(k) { k = String(k); return this._map.has(k) ? this._map.get(k) : null; }
    setItem(k, v) { this._map.set(String(k), String(v)); }
    removeItem(k) { this._map.delete(String(k)); }
    clear() { this._map.clear(); }
}
function storageProxy() {
    return new Proxy(new Storage(), {
        get(target, name) {
            if (typeof name === 'symbol' || name in target) { const v = target[name]; return typeof v === 'function' ? v.bind(target) : v; }
            return target.getItem(name) ?? undefined;
        },
        set(target, name, value) { if (typeof name === 'symbol' || name in target) return false; target.setItem(name, value); return true; },
        deleteProperty(target, name) { target.removeItem(name); return true; },
        has(target, name) { return name in target || target._map.has(String(name)); },
        ownKeys(target) { return Array.from(target._map.keys()); },
        getOwnPropertyDescriptor(target, name) { return target._map.has(String(name)) ? { value: target._map.get(String(name)), writable: true, enumerable: true, configurable: true } : undefined; },
    });
}

// Animation frames at 60 Hz of virtual time: frame n falls at n × 1000/60 ms, and its callbacks get
// that time. It runs in a timer at the first whole millisecond from then (a timer's delay is a whole
// number), set only while a callback, an observation or a CSS animation waits: a page that never asks
// pays nothing.
const frameInterval = 1000 / 60;
export function requestAnimationFrame(callback) {
    if (typeof callback !== 'function') throw new TypeError("Failed to execute 'requestAnimationFrame' on 'Window': The callback provided as parameter 1 is not a function.");
    const id = win.nextAnimationFrame++;
    win.animationFrameCallbacks.set(id, callback);
    scheduleAnimationFrame();
    return id;
}
/// The time of the first frame at or after `time` (within float error: 300 ms after frame 1 is frame 19).
/// Frame n's time, n × 1000 / 60 so that whole milliseconds stay whole (frame 3 is 50, not 50.00000000000001).
const frameTime = (n) => n * 1000 / 60;
function frameTimeAtOrAfter(time) { return frameTime(Math.ceil(time / frameInterval - 1e-6)); }
/// Sets the current window's next frame: the one after now, or, with `at` (a frame's time), that
/// later one — a CSS animation whose next event is far off skips the frames where nothing happens.
/// An earlier request moves a later frame's timer forward.
export function scheduleAnimationFrame(at) {
    const now = host.now();
    // The next frame after now; asked for during frame n (now within float error of its time), n + 1.
    const next = frameTime(Math.floor(now / frameInterval + 1e-9) + 1);
    const time = at === undefined || at < next ? next : at;
    if (win.animationFrameTimer) {
        if (win.animationFrameTime <= time + 1e-6) return;
        clearTimeout(win.animationFrameTimer);
    }
    win.animationFrameTime = time;
    win.animationFrameTimer = setTimeout(runAnimationFrame, Math.ceil(time - now), time);
}
/// CSS animations (a lower layer) ask for the frame where their next event falls.
renderingHooks.requestFrameAt = (time) => scheduleAnimationFrame(frameTimeAtOrAfter(time));
/// The frame running now: its window and the callbacks it has still to run (a callback may cancel a later one).
let runningFrame = null;
/// HTML's "run the animation frame callbacks": the callbacks asked for before the frame, each
/// unless cancelled meanwhile; those asked for during it wait for the next frame.
function runAnimationFrame(time) {
    win.animationFrameTimer = 0;
    const callbacks = win.animationFrameCallbacks;
    win.animationFrameCallbacks = new Map();
    // HTML's "update the rendering": the resize, scroll, media query and animation steps come before the callbacks.
    runRenderingSteps(time);
    const outer = runningFrame;
    runningFrame = { w: win, callbacks };
    try {
        for (const [handle, callback] of callbacks) {
            callbacks.delete(handle);
            try { callback(time); } catch (error) { reportException(error); }
        }
    } finally { runningFrame = outer; }
    // After the callbacks, as HTML's "update the rendering" orders them: resize, then intersection observations.
    runFrameObservations(time);
}
function cancelAnimationFrame(id) {
    win.animationFrameCallbacks.delete(id);
    if (runningFrame !== null && runningFrame.w === win) runningFrame.callbacks.delete(id);
}

function dialog(kind, message, defaultValue) {
    return host.dialog(kind, message === undefined ? '' : String(message), defaultValue === undefined || defaultValue === null ? '' : String(defaultValue));
}

/// `Object.prototype.toString.call(x)` and `String(x)` name the interface, as in a browser
/// (`[object HTMLDivElement]`, `[object Window]`): one getter per family of interfaces that
/// answers with the name of the nearest constructor, not one property per interface.
function interfaceClassString() {
    if (this._nt === 9 && this._isHTML) return 'HTMLDocument';
    for (let p = this; p; p = Object.getPrototypeOf(p)) {
        const name = interfaceName(p);
        if (name !== undefined) return name;
    }
    return 'Object';
}
function installClassStrings() {
    for (const proto of [EventTarget.prototype, Event.prototype, DOMException.prototype, NodeList.prototype, HTMLCollection.prototype,
        DOMTokenList.prototype, NamedNodeMap.prototype, CSSStyleDeclaration.prototype, DOMRect.prototype, URL.prototype,
        URLSearchParams.prototype, FormData.prototype, Headers.prototype, Response.prototype, Request.prototype, Storage.prototype,
        Range.prototype, TreeWalker.prototype, DOMParser.prototype, AbortController.prototype, MutationObserver.prototype, MutationRecord.prototype,
        CustomElementRegistry.prototype, StyleSheet.prototype, StyleSheetList.prototype, CSSRuleList.prototype, CSSRule.prototype, MediaList.prototype]) {
        Object.defineProperty(proto, Symbol.toStringTag, { get: interfaceClassString, configurable: true });
    }
}
installClassStrings();

/// The window members every window shares: the interfaces and the functions, which read the
/// window they act on from the current-window bindings (dom/Realm.js), as property descriptors
/// each window defines (`defineAll`). Made once per realm, by the first window (some interfaces
/// are defined after this file).
let sharedWindowDescriptors = null;
const sharedWindowMembers = () => ({
    Node, Element, HTMLElement, SVGElement, SVGSVGElement, Text, Comment, CharacterData, Document, HTMLDocument, DocumentFragment,
    DocumentType, Attr, NamedNodeMap, DOMTokenList, NodeList, HTMLCollection, CSSStyleDeclaration, DOMRect, DOMException,
    StyleSheet, CSSStyleSheet, StyleSheetList, CSSRuleList, CSSRule, CSSStyleRule, CSSMediaRule, CSSKeyframesRule, MediaList,
    XMLDocument, ProcessingInstruction, CDATASection, DOMImplementation, ShadowRoot, HTMLSlotElement, ...otherHTMLElementInterfaces,
    EventTarget, Event, CustomEvent, UIEvent, MouseEvent, PointerEvent, KeyboardEvent, FocusEvent, InputEvent, SubmitEvent,
    ErrorEvent, ProgressEvent, MessageEvent, HashChangeEvent, PopStateEvent, TouchEvent, AbortController, AbortSignal,
    WheelEvent, CompositionEvent, TextEvent, DragEvent, ClipboardEvent, BeforeUnloadEvent, StorageEvent, PageTransitionEvent,
    PromiseRejectionEvent, AnimationEvent, TransitionEvent, DeviceMotionEvent, DeviceOrientationEvent, GamepadEvent,
    URL, URLSearchParams, FormData, TextEncoder, TextDecoder, structuredClone, Blob, File, FileReader, ValidityState,
        DOMParser, Range, TreeWalker, NodeFilter, Storage, MediaQueryList, MediaQueryListEvent, Headers, Response,
        Request,
    XMLHttpRequest, WebSocket, Animation, MutationObserver, CustomElementRegistry, MutationRecord,
        IntersectionObserver, IntersectionObserverEntry, ResizeObserver, Image, Option, Audio,
    ResizeObserverEntry,
    HTMLUnknownElement, HTMLAnchorElement, HTMLAreaElement, HTMLImageElement, HTMLButtonElement, HTMLInputElement,
    HTMLTextAreaElement, HTMLSelectElement, HTMLOptionElement, HTMLFormElement, HTMLTemplateElement, HTMLScriptElement,
    HTMLLinkElement, HTMLStyleElement, HTMLBaseElement, HTMLLabelElement, HTMLIFrameElement, HTMLMediaElement,
    HTMLVideoElement, HTMLAudioElement, HTMLDivElement, HTMLSpanElement, HTMLParagraphElement, HTMLHeadingElement,
    HTMLBodyElement, HTMLHeadElement, HTMLHtmlElement, HTMLTitleElement, HTMLMetaElement, HTMLLIElement, HTMLUListElement,
    HTMLOListElement, HTMLTableElement, HTMLTableRowElement, HTMLTableCellElement, HTMLTableSectionElement, HTMLBRElement,
    HTMLHRElement, HTMLPreElement, HTMLFieldSetElement, HTMLLegendElement, HTMLCanvasElement, HTMLPictureElement,
    HTMLSourceElement, HTMLDialogElement, HTMLDetailsElement, HTMLOutputElement, HTMLProgressElement,
    getComputedStyle, atob, btoa,
    matchMedia(query) {
        if (arguments.length < 1) {
            throw new TypeError("Failed to execute 'matchMedia' on 'Window': 1 argument required, but only 0 present.");
        }
        return new MediaQueryList(query, recordOf(this));
    },
    requestAnimationFrame, cancelAnimationFrame, fetch,
    alert(message) { dialog('alert', message, ''); },
    confirm(message) { return dialog('confirm', message, '') === true; },
    prompt(message, defaultValue) { const answer = dialog('prompt', message, defaultValue); return typeof answer === 'string' ? answer : null; },
    print() { }, focus() { }, blur() { }, stop() { },
    open(url, target) { requestNavigation(resolveURL(url === undefined ? 'about:blank' : url, win.currentDocument), 'other', target === undefined ? '_blank' : String(target)); return null; },
    close() { }, postMessage: windowPostMessage,
    moveTo() { }, resizeTo() { },
    getSelection() { return { rangeCount: 0, toString: () => '', removeAllRanges() { }, addRange() { }, getRangeAt() { return new Range(); }, collapse() { } }; },
    requestIdleCallback(callback) { return setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 1); },
    cancelIdleCallback(id) { clearTimeout(id); },
    screenX: 0, screenY: 0, screenLeft: 0, screenTop: 0, name: '', closed: false, length: 0, opener: null,
    status: '', origin: '', isSecureContext: true,
    ...errorReportingWindowMembers(),
});
/// The members above, then the accessors every window shares (each reads the current window).
function makeSharedWindowDescriptors() {
    const descriptors = {};
    const members = sharedWindowMembers();
    for (const name of Object.keys(members)) descriptors[name] = { value: members[name], writable: true, configurable: true, enumerable: false };
    // The DOM's functions are frozen first; then the interfaces become each window's own (WindowInterfaces.js).
    freezeSharedFunctions(descriptors);
    const interfaces = exposeInterfaces(members);
    Object.assign(descriptors, interfaces);
    descriptors.origin = { get() { return windowObject('location', recordOf(this)).origin; }, configurable: true };
    descriptors.location = {
        get() { return windowObject('location', recordOf(this)); },
        set(v) { windowObject('location', recordOf(this)).href = v; }, configurable: true,
    };
    for (const name of Object.keys(windowObjectMakers)) {
        if (name === 'location') continue;
        descriptors[name] = {
            get() { return windowObject(name, recordOf(this)); },
            // [Replaceable], as in browsers: assigning replaces the window's property.
            set: replaceWith(name),
            configurable: true,
        };
    }
    Object.assign(descriptors, frameWindowDescriptors());
    Object.assign(descriptors, viewportWindowDescriptors());
    // The event whose listener is running (EventDispatch.js invoke); [Replaceable].
    descriptors.event = {
        get() { return recordOf(this).currentEvent; }, set: replaceWith('event'), configurable: true,
    };
    for (const type of eventHandlerNames) {
        descriptors['on' + type] = handlerDescriptor(type);
    }
    // WindowEventHandlers only the window has here (ErrorReporting.js fires them).
    for (const type of ['unhandledrejection', 'rejectionhandled']) {
        descriptors['on' + type] = handlerDescriptor(type);
    }
    for (const [property, type] of legacyHandlerTypes) {
        descriptors[property] = handlerDescriptor(type);
    }
    // WebIDL: the window's operations and attributes are enumerable (`for (k in window)` lists
    // `alert` and `onclick` in WebKit); its interface objects and legacy factories (`Image`) are not.
    for (const name of Object.keys(descriptors)) {
        const d = descriptors[name];
        if (!Object.prototype.hasOwnProperty.call(interfaces, name) && !(typeof d.value === 'function' && /^[A-Z]/.test(name))) {
            d.enumerable = true;
        }
    }
    return descriptors;
}

/// A window's `on…` event handler property, of the window it is read on.
function handlerDescriptor(type) {
    return {
        get() { return getHandler(recordOf(this).g, type); },
        set(value) { setHandler(recordOf(this).g, type, value); },
        configurable: true,
    };
}
/// The setter of a [Replaceable] window member, as in browsers: assigning replaces the window's property.
function replaceWith(name) {
    return function (value) {
        Object.defineProperty(recordOf(this).g, name, { value, writable: true, configurable: true, enumerable: true });
    };
}

/// How each of a window's own objects is made: on first read (most pages never touch most of
/// them), then kept in the window's record (window/RealmEntry.js).
const windowObjectMakers = {
    location: makeLocation,
    navigator: makeNavigator,
    history: makeHistory,
    customElements: makeCustomElementRegistry,
    // The window's own: a page that stubs crypto.getRandomValues (tests do) stubs it for itself.
    crypto: () => ({ getRandomValues: crypto.getRandomValues, randomUUID: crypto.randomUUID }),
    localStorage: storageProxy,
    sessionStorage: storageProxy,
    CSS: () => ({ supports() { return false; }, escape: (s) => String(s).replace(/([^\w-])/g, '\\$1') }),
    screen: (w) => makeScreen(w),
    visualViewport: (w) => makeVisualViewport(w),
};
/// `w`: the window whose object it is (a frame's `contentWindow.customElements` read by its parent).
function windowObject(name, w = win) {
    const objects = w.objects;
    const made = objects[name];
    // Made in its window (a Storage or registry is of the window it belongs to).
    return made !== undefined ? made : (objects[name] = callInWindow(w, windowObjectMakers[name], undefined, [w]));
}

/// Installs the window's members on the current window's global (`g`).
export function installWindow() {
    if (sharedWindowDescriptors === null) sharedWindowDescriptors = makeSharedWindowDescriptors();
    // The prototype first: changing a global's prototype copies its table of properties.
    installWindowInterface(win);
    defineAll(g, sharedWindowDescriptors);
    installPrototypeReaders(win);
    installFunctionStrings(win);
}

/// The window members a window of a page with frames gets its own of (`giveOwnMembers`): the
/// functions, and the accessors (whose `this` on a bare name's read is not the global the DOM
/// knows, so the shared ones fall back to the current window).
let ownMemberNames = null;
/// Gives window `w` its own window functions and accessors, as HTML gives each window its own: each
/// acts on the window it is called on (`parent.alert()`), else on its own (a bare `alert()` or
/// `new Image()` in a frame's job that runs at the end of its parent's entry), with that window
/// current for the call. Only the windows of a page with frames get them (Frames.js): in a page
/// with one window, the shared members' current window is always theirs.
export function giveOwnMembers(w) {
    if (w.ownMembers === true) return;
    w.ownMembers = true;
    if (ownMemberNames === null) {
        ownMemberNames = Object.keys(sharedWindowDescriptors).filter((name) => {
            const d = sharedWindowDescriptors[name];
            return d.get !== undefined || (typeof d.value === 'function' && /^[a-z]/.test(name));
        });
    }
    const global = w.g;
    const inOwnWindow = (shared) => {
        if (shared === undefined) return undefined;
        const own = function () { return callInWindow(windowRecords.get(this) || w, shared, this, arguments); };
        Object.setPrototypeOf(own, w.Function.prototype);
        return own;
    };
    for (const name of ownMemberNames) {
        const original = sharedWindowDescriptors[name];
        const d = Object.getOwnPropertyDescriptor(global, name);
        // A page's own replacement, an interface already read, or a frame's own timers (Frames.js) stay.
        if (d === undefined || d.value !== original.value || d.get !== original.get) continue;
        if (d.get !== undefined) {
            const own = { get: inOwnWindow(d.get), set: inOwnWindow(d.set), configurable: true };
            Object.defineProperty(global, name, own);
            continue;
        }
        const shared = d.value;
        const own = name === 'postMessage'
            // The sender is the window whose code calls: only the target comes from `this`.
            ? { [name](message) { return Reflect.apply(shared, windowRecords.has(this) ? this : global, arguments); } }
                [name]
            : { [name]() { return callInWindow(windowRecords.get(this) || w, shared, this, arguments); } }[name];
        Object.defineProperty(own, 'length', { value: shared.length, configurable: true });
        Object.setPrototypeOf(own, w.Function.prototype);
        d.value = own;
        Object.defineProperty(global, name, d);
    }
}

/// The DOM's functions (methods, accessors, window functions) are one set for every window of
/// the VM, and the DOM's own code calls them: they are frozen, so no page can hang properties on
/// them (`addEventListener.call = spy`) or give them another prototype for the other pages. The
/// interface objects and their prototypes a page patches are its window's own copies
/// (WindowInterfaces.js).
function freezeSharedFunctions(descriptors) {
    const interfaces = new Set();
    for (const name of Object.keys(descriptors)) {
        const value = descriptors[name].value;
        if (typeof value === 'function' && /^[A-Z]/.test(name)) interfaces.add(value);
    }
    const freezeFunction = (f) => { if (typeof f === 'function' && !interfaces.has(f)) Object.freeze(f); };
    const freezeMembers = (object) => {
        for (const key of Reflect.ownKeys(object)) {
            const d = Reflect.getOwnPropertyDescriptor(object, key);
            freezeFunction(d.value); freezeFunction(d.get); freezeFunction(d.set);
        }
    };
    for (const key of Reflect.ownKeys(descriptors)) {
        const d = descriptors[key];
        freezeFunction(d.value); freezeFunction(d.get); freezeFunction(d.set);
        // NodeFilter, the one interface that is a plain object.
        if (d.value !== null && typeof d.value === 'object') Object.freeze(d.value);
    }
    for (const face of interfaces) { freezeMembers(face); if (face.prototype) freezeMembers(face.prototype); }
}

Object.assign(windowHooks, { exposeNamedElement, windowObject });

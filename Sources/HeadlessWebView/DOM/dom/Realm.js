// Realm.js — the realm's shared state: the current window's record (`win`) and the page
// bindings read from it, the window records, and the hooks a stop resets. The DOM's files are
// evaluated once per VM (ScriptContextGroup), joined into one function by the module linker
// (DOMModuleLinker.swift), in a realm of their own: the classes, prototypes and compiled code are
// made once and shared by every document of the VM, so a new document starts warm and its nodes
// share shapes with earlier documents'. Each document still has a global object of its own (its
// window), made by `createWindow` (window/RealmEntry.js).

// The window whose page is running. Swift enters the window of a web view before any of its
// JavaScript runs (ScriptContext.setEntryHook, the window's `enter` hook), which makes its
// record `win`: every per-window value the DOM's code reads or writes lives in that one
// record, and `enterWindow` is the one place that switches it.
//
// What belongs to the page comes from its global, never from the DOM's realm: timers, errors,
// eval and Function (page code compiles there), Date (the page's virtual clock), and the
// constructors whose objects the DOM hands to page scripts (promises, errors, bytes), so
// `instanceof` works there. The DOM's code reads them as plain names: `bindPage` loads them from
// the record when the window is entered (they never change while it is current).
export let win = null;
export let g, host, setTimeout, clearTimeout, queueMicrotask, reportError, Function, Date, Promise, Error, TypeError, RangeError, pageEval;

/// The time limit ends a page's script wherever it is, the DOM's code included, without running
/// its `finally` blocks: what the realm keeps for the length of one operation, shared by every
/// window, would stay half-done for all later pages. Each file that keeps such state registers
/// its reset here; Swift calls them after a stop (`recoverFromStop`, window/RealmEntry.js).
export const stopResets = [];
export function onStop(reset) { stopResets.push(reset); }

/// A window's record: what the DOM keeps per window. `global` is the window's global object,
/// `pageHost` its `PageHost` (window/RealmEntry.js; null for the realm's own record).
///
/// The page's own values are taken from `global` once, when the window is made: a page that later
/// replaces `window.setTimeout` or `window.Promise` does not change what the DOM's own code calls,
/// as in a browser. Typed arrays and `JSON.parse` results for the page are read off `g` where they
/// are made (Encoding.js, File.js, Networking.js): JavaScriptCore builds those constructors on first use, and
/// most pages never use them. TypeError and RangeError, which the DOM only throws, are the
/// exception: JavaScriptCore makes those two constructors on first read (8 µs of a new window),
/// so the DOM reads them off the page's global when it first throws one (`pageError`); a page
/// that replaced them before that gets its replacement thrown.
export function makeWindowRecord(global, pageHost) {
    const own = global === globalThis;
    return {
        g: global, host: pageHost,
        setTimeout: global.setTimeout, clearTimeout: global.clearTimeout, queueMicrotask: global.queueMicrotask,
        reportError: global.reportError, Function: global.Function, Date: global.Date, Promise: global.Promise,
        Error: global.Error, pageEval: global.eval,
        TypeError: own ? globalThis.TypeError : pageTypeError, RangeError: own ? globalThis.RangeError : pageRangeError,
        // The document shown (Loader.js beginLoad) and the builder of the load under way (Loader.js).
        currentDocument: null, loading: null,
        // Resource loads (Loader.js): failed loads' events waiting for their task, and blocked
        // loads not yet sent to Swift.
        pendingResourceEvents: [], resourceFlushScheduled: false, pendingResourceRecords: [],
        // Object URLs of this window's blobs (File.js).
        objectURLs: new Map(),
        // Mutation observers (MutationObservers.js): how many observe at least one node (the mutation
        // paths check it first), whether the delivery microtask is queued, and the observers with
        // records waiting (the spec's "pending mutation observers"), in creation order.
        mutationObserversObserving: 0, mutationObserverMicrotaskQueued: false, pendingMutationObservers: [],
        // The slots whose assigned nodes changed, waiting for their slotchange in that microtask (ShadowDOM.js).
        signalSlots: [],
        // Animation frames (Window.js).
        animationFrameCallbacks: new Map(), nextAnimationFrame: 1, animationFrameTimer: 0,
        // history's entries and the clipboard's text (Window.js).
        historyEntries: [], clipboardText: '',
        // Error reporting (ErrorReporting.js): the page's own setInterval, which the window's
        // wraps, and the spec's "in error reporting mode"; `window.event` (EventDispatch.js).
        setInterval: global.setInterval, inErrorReporting: false, currentEvent: undefined,
        // The window's own objects (location, navigator, storage…), made on first read (Window.js `windowObject`).
        objects: {},
        // The window's custom element definitions (CustomElements.js), made by its first use of them.
        customElementRegistry: null,
        // The window's own interfaces (WindowInterfaces.js): its constructors by realm class (and
        // their targets and prototypes), which families are copied, and the objects of the others
        // waiting for their copies, by family.
        interfaces: null, interfaceCopies: null, interfaceFamilies: null, waitingObjects: null,
        // The objects of the EventTarget family (every node) waiting, apart: the one list a page
        // that names no interface fills, as cheaply as a push (null once the family is copied).
        waitingNodes: own ? null : [],
        // Whether the EventTarget family is copied but for its nodes, which still wait (WindowInterfaces.js `copyEventTargets`).
        eventTargetsCopied: false,
        // What the windows of one page share (a frame's is its top window's, window/Frames.js): the
        // shadow roots they attached (`shadowRootCount`).
        page: { shadowRoots: 0 },
    };
}

/// How many shadow roots the current window's page (its top window and their frames) has attached
/// (ShadowDOM.js): the tree's, the styles' and the events' paths test it first, so a page without
/// shadow trees takes none of their slower walks, whatever other pages of the VM attached.
export let shadowRootCount = 0;
/// A shadow root attached in the current window's page.
export function shadowRootAttached() { shadowRootCount = ++win.page.shadowRoots; }

/// Makes `w` the current window.
export function enterWindow(w) {
    if (win === w) return;
    win = w;
    shadowRootCount = w.page.shadowRoots;
    bindPage(w);
}
/// Calls `f` on `self` with window `w` current, as HTML runs a window's own function or constructor
/// (its "current realm"): a frame's function called from its parent's code, or from a job the
/// frame left, acts as the frame. The cheap check first: a page without frames has one window.
export function callInWindow(w, f, self, args) {
    if (win === w) return Reflect.apply(f, self, args);
    const saved = win;
    enterWindow(w);
    try { return Reflect.apply(f, self, args); } finally { enterWindow(saved); }
}
/// `new cls(...args)` (with `newTarget`) with window `w` current, as `callInWindow`.
export function constructInWindow(w, cls, args, newTarget) {
    if (win === w) return Reflect.construct(cls, args, newTarget);
    const saved = win;
    enterWindow(w);
    try { return Reflect.construct(cls, args, newTarget); } finally { enterWindow(saved); }
}
/// Loads the page bindings from the current record (and only from there).
function bindPage(w) {
    ({ g, host, setTimeout, clearTimeout, queueMicrotask, reportError, Function, Date, Promise, Error, TypeError, RangeError, pageEval } = w);
}

/// `new TypeError(message)` for the current window, its constructor read when first needed.
function pageTypeError(message) { return pageError('TypeError', message); }
function pageRangeError(message) { return pageError('RangeError', message); }
function pageError(name, message) {
    const made = win.g[name];
    // Later throws use the constructor itself.
    win[name] = made;
    bindPage(win);
    return new made(message);
}

/// The realm's own record, current until a window is entered: the DOM's classes are made with the
/// realm's constructors (DOMException extends the realm's Error).
export const realmWindow = makeWindowRecord(globalThis, null);
enterWindow(realmWindow);

export const define = (object, name, value) =>
    Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });
/// Interface constants live on the constructor and its prototype (Node.ELEMENT_NODE, node.ELEMENT_NODE).
export const defineConstants = (cls, pairs) => { for (const [name, value] of pairs) { define(cls, name, value); define(cls.prototype, name, value); } };

/// Every window's record by its global object (filled by createWindow, window/RealmEntry.js).
export const windowRecords = new WeakMap();

/// The window whose document `doc` is, or null (a document no window shows).
export function documentWindow(doc) {
    const w = doc._window;
    return w && w.currentDocument === doc && !w.discarded ? w : null;
}

/// The record of the window `global` is, or the current one (a getter called on something else).
export function recordOf(global) { return windowRecords.get(global) || win; }

// Epilogue.js — windows: what each holds, how one is entered, and `createWindow`, which the
// realm returns to Swift (DOMContext.swift).

/// The window whose state the bindings hold now (see Prologue.js).
let currentWindow = null;

/// Keeps the current window's state in its record, then loads `w`'s into the bindings.
function enterWindow(w) {
    if (currentWindow === w) return;
    const old = currentWindow;
    if (old !== null) {
        old.currentDocument = currentDocument; old.loading = loading;
        old.pendingResourceEvents = pendingResourceEvents; old.resourceFlushScheduled = resourceFlushScheduled;
        old.pendingResourceRecords = pendingResourceRecords; old.objectURLs = objectURLs;
        old.mutationObserversObserving = mutationObserversObserving; old.mutationObserverMicrotaskQueued = mutationObserverMicrotaskQueued;
        old.pendingMutationObservers = pendingMutationObservers;
        old.animationFrameCallbacks = animationFrameCallbacks; old.nextAnimationFrame = nextAnimationFrame; old.animationFrameTimer = animationFrameTimer;
        old.historyEntries = historyEntries; old.clipboardText = clipboardText;
    }
    currentWindow = w;
    bindGlobal(w);
    host = w.host;
    currentDocument = w.currentDocument; loading = w.loading;
    pendingResourceEvents = w.pendingResourceEvents; resourceFlushScheduled = w.resourceFlushScheduled;
    pendingResourceRecords = w.pendingResourceRecords; objectURLs = w.objectURLs;
    mutationObserversObserving = w.mutationObserversObserving; mutationObserverMicrotaskQueued = w.mutationObserverMicrotaskQueued;
    pendingMutationObservers = w.pendingMutationObservers;
    animationFrameCallbacks = w.animationFrameCallbacks; nextAnimationFrame = w.nextAnimationFrame; animationFrameTimer = w.animationFrameTimer;
    historyEntries = w.historyEntries; clipboardText = w.clipboardText;
}

/// The Swift functions the DOM calls (DOMContext.swift): made once per realm, each takes the
/// number of the page's context first. A window's `host` passes its own.
let hostFunctions = null;
class PageHost {
    constructor(id, hasProvider) { this.id = id; this.hasProvider = hasProvider; }
    parseDocument(html) { return hostFunctions.parseDocument(this.id, html); }
    parseFragment(html, contextLocal, contextNS) { return hostFunctions.parseFragment(this.id, html, contextLocal, contextNS); }
    now() { return hostFunctions.now(this.id); }
    resource(kind, url) { return hostFunctions.resource(this.id, kind, url); }
    recordResources(batch) { return hostFunctions.recordResources(this.id, batch); }
    navigate(url, type, target, body) { return hostFunctions.navigate(this.id, url, type, target, body); }
    dialog(kind, message, defaultText) { return hostFunctions.dialog(this.id, kind, message, defaultText); }
}

/// Makes a window on `global` (the global object of the page's context number `id`) and
/// returns its hooks. The hooks and `enter` expect Swift to have entered this window first.
function createWindow(id, global, hasProvider) {
    const pageHost = new PageHost(id, hasProvider);
    const w = captureGlobal({
        host: pageHost, currentDocument: null, loading: null,
        pendingResourceEvents: [], resourceFlushScheduled: false, pendingResourceRecords: [], objectURLs: new Map(),
        mutationObserversObserving: 0, mutationObserverMicrotaskQueued: false, pendingMutationObservers: [],
        animationFrameCallbacks: new Map(), nextAnimationFrame: 1, animationFrameTimer: 0,
        historyEntries: [], clipboardText: '', objects: {},
    }, global);
    const previous = currentWindow;
    enterWindow(w);
    try {
        installWindow();
        // The first document comes with the first load (WKWebView loads about:blank when a script
        // runs before any load), so start-up does not build one only to drop it. The getter reads
        // this window's record when another window is current.
        Object.defineProperty(global, 'document', {
            get() { return currentWindow === w ? currentDocument : w.currentDocument; }, configurable: true,
        });
    } finally {
        if (previous !== null) enterWindow(previous);
    }
    return Object.freeze({
        enter() { enterWindow(w); },
        setResourceProvider(installed) { pageHost.hasProvider = installed === true; },
        beginLoad: loaderHooks.beginLoad,
        parse: loaderHooks.parse,
        resume: loaderHooks.resume,
        finishLoad: loaderHooks.finishLoad,
        flushResources: loaderHooks.flushResources,
        click: loaderHooks.click,
        get isParsing() { const l = currentWindow === w ? loading : w.loading; return l !== null && l.index < l.ops.length; },
        serialize: loaderHooks.serialize,
        parseDocumentDump: loaderHooks.parseDocumentDump,
        parseFragmentDump: loaderHooks.parseFragmentDump,
    });
}

return Object.freeze({ createWindow, setHostFunctions(functions) { hostFunctions = functions; } });
})

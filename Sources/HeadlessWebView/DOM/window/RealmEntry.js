// RealmEntry.js — what the realm gives Swift (DOMContext.swift): `createWindow`, which makes a
// window on a page's global, and the host functions each window's `host` calls. The module linker
// evaluates every other file before this one and returns its `realm`. The files no other file takes a
// name from, which only register hooks (dom/Hooks.js), are imported here for their evaluation.

import { rejectionEventsFor, reportScriptError } from "../dom/ErrorReporting.js";
import { checkHooks } from "../dom/Hooks.js";
import { enterWindow, makeWindowRecord, realmWindow, stopResets, win, windowRecords } from "../dom/Realm.js";
import { loaderHooks } from "./Loader.js" with { lazy: "true" };
import { setViewport } from "./Rendering.js" with { lazy: "true" };
import { installWindow } from "./Window.js" with { lazy: "true" };
import "../html/Autofill.js";
import "../html/AriaReflection.js";

/// The Swift functions the DOM calls (DOMContext.swift): made once per realm, each takes the
/// number of the page's context first. A window's `host` passes its own.
let hostFunctions = null;
class PageHost {
    /// `clock`: the page's virtual time in milliseconds, a Float64Array Swift keeps (ScriptEngine's ClockCell).
    constructor(id, hasProvider, clock) { this.id = id; this.hasProvider = hasProvider; this.clock = clock; }
    parseDocument(html) { return hostFunctions.parseDocument(this.id, html); }
    parseXML(text) { return hostFunctions.parseXML(this.id, text); }
    parseFragment(html, contextLocal, contextNS) { return hostFunctions.parseFragment(this.id, html, contextLocal, contextNS); }
    now() { return this.clock[0]; }
    resource(kind, url, parserInserted) { return hostFunctions.resource(this.id, kind, url, parserInserted === true); }
    recordResources(batch) { return hostFunctions.recordResources(this.id, batch); }
    navigate(url, type, target, body) { return hostFunctions.navigate(this.id, url, type, target, body); }
    dialog(kind, message, defaultText) { return hostFunctions.dialog(this.id, kind, message, defaultText); }
    createFrame() { return hostFunctions.createFrame(this.id); }
    loadFrame(frameID, html, url) { return hostFunctions.loadFrame(this.id, frameID, html, url); }
    recordError(error, logged) { return hostFunctions.recordError(this.id, error, logged); }
    setWindowPrototype(proto) { return hostFunctions.setWindowPrototype(this.id, proto); }
}

/// Makes a window on `global` (the global object of the page's context number `id`, whose clock is
/// `clock`) and returns its hooks. The hooks and `enter` expect Swift to have entered this window first.
function createWindow(id, global, hasProvider, clock) {
    const pageHost = new PageHost(id, hasProvider, clock);
    const w = makeWindowRecord(global, pageHost);
    windowRecords.set(global, w);
    const previous = win;
    enterWindow(w);
    try {
        installWindow();
        // The first document comes with the first load (WKWebView loads about:blank when a script
        // runs before any load), so start-up does not build one only to drop it.
        // [LegacyUnforgeable], as WebKit gives it: enumerable, not configurable.
        Object.defineProperty(global, 'document', { get() { return w.currentDocument; }, enumerable: true, configurable: false });
    } finally {
        // The first window stays current; a later one gives the realm back to the window it interrupted.
        if (previous !== realmWindow) enterWindow(previous);
    }
    return Object.freeze({
        enter() { enterWindow(w); },
        /// The records made under the provider before go to Swift first, in the same entry.
        setResourceProvider(installed) { loaderHooks.flushResources(); pageHost.hasProvider = installed === true; },
        /// The web view's frame in CSS pixels (WKWebView.frame).
        setViewport(width, height, initial) { setViewport(Number(width), Number(height), initial === true); },
        beginLoad: loaderHooks.beginLoad,
        parse: loaderHooks.parse,
        resume: loaderHooks.resume,
        finishLoad: loaderHooks.finishLoad,
        flushResources: loaderHooks.flushResources,
        click: loaderHooks.click,
        reportScriptError,
        rejectionEvent: rejectionEventsFor(w),
        get isParsing() { const l = w.loading; return l !== null && l.index < l.ops.length; },
        serialize: loaderHooks.serialize,
        parseDocumentDump: loaderHooks.parseDocumentDump,
        parseFragmentDump: loaderHooks.parseFragmentDump,
    });
}

checkHooks();

export const realm = Object.freeze({
    createWindow,
    setHostFunctions(functions) { hostFunctions = functions; },
    recoverFromStop() { for (const reset of stopResets) reset(); },
});

// Hooks.js — how the DOM reaches the standards built on it. The DOM's operations run steps that
// other standards define ("other applicable specifications may define insertion steps", DOM
// §4.2.3; "attribute change steps", §4.9): custom element reactions and the element interfaces
// (HTML), style sheets, selectors and animations (CSS), the parser, frames and the window (HTML's
// browsing contexts). A lower layer never imports a higher one (DOMModuleLinker.swift): each slot
// below is filled by the file that defines it, when that file is evaluated, before any page runs,
// and `checkHooks` (window/RealmEntry.js) fails the realm's build if one was left empty.
//
// The counters let a page that uses none of a feature pay one comparison per operation.

import { Error } from "./Realm.js" with { lazy: "true" };

/// Custom element reactions (html/CustomElements.js). `definitions`: how many custom elements the
/// realm's windows define; `batch`: the depth of the reaction batch under way.
export const customElementHooks = {
    definitions: 0, batch: 0,
    runBatched: null, inserted: null, removing: null, adopted: null, cloned: null, attributeChanged: null,
    flush: null, createDefined: null, isValidName: null, lookupDefinition: null,
};

/// The element interfaces of the HTML and SVG namespaces (HTML §3.2.2), by local name: filled by
/// html/HTMLElements.js, html/Forms.js and html/HTMLOtherElements.js; read by createElementNS.
export const elementInterfaces = {
    html: Object.create(null), htmlElement: null, htmlUnknown: null, svgElement: null, svgSVGElement: null,
};

/// Style (css/StyleSheets.js, css/CSSAnimations.js): what a tree, text or attribute change means
/// for style sheets and running animations; `stateChanged(element)`: the element's focus, checkedness,
/// value or another state selectors read changed.
export const styleHooks = {
    treeInserted: null, treeRemoved: null, sheetTextChanged: null, documentStyleSheets: null,
    attributeChanged: null, styleAttributeChanged: null, flushStyleChanges: null, attributeChangeReach: null,
    childrenChangeReach: null, inlineStyleCopied: null, stateChanged: null,
    // The HTML elements' side: `element.style`, `display: none` for innerText, `<style>` and `<link>` sheets.
    styleProxy: null, computedValues: null, linkSheetLoaded: null, elementSheet: null, ownerCreated: null,
    ownerConnected: null,
};

/// Selectors (css/Selectors.js), for querySelector, matches and closest.
export const selectorHooks = {
    querySelector: null, querySelectorAll: null, matches: null, compile: null, matchCompiled: null,
};

/// ARIA reflection (html/AriaReflection.js).
export const ariaHooks = { attributeChanged: null };

/// The HTML parser and document loading (window/Loader.js).
export const parserHooks = { parseFragment: null, buildDocument: null };

/// What HTML elements ask of document loading (window/Loader.js): navigations, images, scripts,
/// resources.
export const loadHooks = { requestNavigation: null, requestImage: null, blockResource: null, runDynamicScript: null };

/// URL parsing (web/URL.js): the URL class of the realm, and `resolve(href, base)`, the URL `href`
/// (a string) resolves to against `base`, or null where the URL parser throws.
export const urlHooks = { URL: null, resolve: null };

/// Frames (window/Frames.js). `live`: how many iframes have a window, over all windows of the
/// realm: removals look for frames only then.
export const frameHooks = {
    live: 0, removed: null, contentWindow: null, contentDocument: null, connected: null, attributeChanged: null,
};

/// Rendering (window/Rendering.js): `watching` counts the observations of layout (Intersection and
/// Resize Observer) in the realm; while there are some, a change of a tree, an attribute or a text
/// calls `layoutChanged`, which asks the current window for a frame when it observes. `scrolled`
/// queues a scroll event for a frame (css/CSSOMView.js). `requestFrameAt(time)` (window/Window.js)
/// asks the current window for the first frame at or after `time`; a frame calls `updateAnimations(time)`
/// (css/CSSAnimations.js) before its requestAnimationFrame callbacks.
export const renderingHooks = {
    watching: 0, layoutChanged: null, scrolled: null, requestFrameAt: null, updateAnimations: null,
};

/// The window (window/Window.js).
export const windowHooks = { exposeNamedElement: null, windowObject: null };

const allHooks = {
    customElementHooks, elementInterfaces, styleHooks, selectorHooks, ariaHooks, parserHooks, loadHooks, urlHooks,
    frameHooks, windowHooks, renderingHooks,
};

/// Throws if a hook was never registered: a file that defines one was left out of the realm.
export function checkHooks() {
    for (const [group, hooks] of Object.entries(allHooks)) {
        for (const [name, value] of Object.entries(hooks)) {
            if (value === null) throw new Error(`the DOM's hook ${group}.${name} was never registered`);
        }
    }
}

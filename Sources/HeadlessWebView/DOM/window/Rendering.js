// Rendering.js — the window's viewport and the steps of HTML's "update the rendering" that
// concern it, run on an animation frame before its callbacks: the resize steps (a `resize` event
// after the web view's frame changed), the scroll steps (the `scroll` events of what scrolled
// since the last frame) and "evaluate media queries and report changes" (MediaQueryList's
// `change`), then "update animations and send events" (CSSAnimations.js). Also the window's
// members that read the viewport (innerWidth…, screen, visualViewport, devicePixelRatio) and
// scroll it (scrollX, scrollTo…).

import { Event } from "../dom/EventDispatch.js";
import { treeChanged } from "../dom/Collections.js";
import { renderingHooks } from "../dom/Hooks.js";
import { g, recordOf, win } from "../dom/Realm.js";
import { scrollArguments, scrollWindowTo, windowScroll } from "../css/CSSOMView.js";
import { reportMediaQueryChanges } from "../css/Style.js";
import { setWindowViewport, viewportOf } from "../css/Viewport.js";
import { scheduleAnimationFrame } from "./Window.js" with { lazy: "true" };

/// Each window's rendering work waiting for its next frame: window record → { resized, scrolled: Set }.
const pendingSteps = new WeakMap();
function pendingOf(w) {
    let p = pendingSteps.get(w);
    if (p === undefined) { p = { resized: false, scrolled: new Set() }; pendingSteps.set(w, p); }
    return p;
}

/// Sets the current window's viewport (the web view's frame, in CSS pixels); when it changed, the
/// next frame fires `resize` and the media query lists' `change`, and the layout is recomputed.
/// `initial`: the viewport a new window starts with, before its document (no event).
export function setViewport(width, height, initial) {
    if (!setWindowViewport(win, width, height) || initial) return;
    const doc = win.currentDocument;
    // `@media` rules and viewport units of the computed values answer differently now.
    if (doc !== null && doc._styleState !== null && doc._styleState !== undefined) {
        doc._styleState.dirty = true;
        doc._styleState.signature = [];
    }
    treeChanged();
    pendingOf(win).resized = true;
    scheduleAnimationFrame();
}

/// The scroll of `target` (an element, or a document for its viewport) waits for the next frame's scroll steps.
renderingHooks.scrolled = (target) => {
    pendingOf(win).scrolled.add(target);
    scheduleAnimationFrame();
};

/// The steps of a frame before its animation frame callbacks, for the current window; `time` is the frame's.
export function runRenderingSteps(time) {
    const p = pendingSteps.get(win);
    if (p !== undefined) {
        if (p.resized) {
            p.resized = false;
            g.dispatchEvent(new Event('resize'));
        }
        if (p.scrolled.size !== 0) {
            const targets = Array.from(p.scrolled);
            p.scrolled.clear();
            // A document's scroll bubbles to its window; an element's does not bubble.
            for (const target of targets) target.dispatchEvent(new Event('scroll', { bubbles: target._nt === 9 }));
        }
    }
    reportMediaQueryChanges();
    // "Update animations and send events" (set by CSSAnimations.js once a page runs one).
    if (renderingHooks.updateAnimations) renderingHooks.updateAnimations(time);
}

/// The window's members that read or move its viewport, as property descriptors (each reads the
/// window it is called on). The sizes are [Replaceable], as in browsers.
export function viewportWindowDescriptors() {
    const replaceable = (name, read) => ({
        get() { return read(recordOf(this)); },
        set(value) { Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: true }); },
        configurable: true,
    });
    const scrollX = (w) => windowScroll(w).x, scrollY = (w) => windowScroll(w).y;
    const scrollTo = function scrollTo(...args) { const a = scrollArguments(args, null); scrollWindowTo(recordOf(this),
        a.left, a.top); };
    return {
        innerWidth: replaceable('innerWidth', (w) => viewportOf(w).width),
        innerHeight: replaceable('innerHeight', (w) => viewportOf(w).height),
        outerWidth: replaceable('outerWidth', (w) => viewportOf(w).width),
        outerHeight: replaceable('outerHeight', (w) => viewportOf(w).height),
        devicePixelRatio: replaceable('devicePixelRatio', (w) => viewportOf(w).devicePixelRatio),
        scrollX: replaceable('scrollX', scrollX), pageXOffset: replaceable('pageXOffset', scrollX),
        scrollY: replaceable('scrollY', scrollY), pageYOffset: replaceable('pageYOffset', scrollY),
        scroll: { value: scrollTo, writable: true, configurable: true },
        scrollTo: { value: scrollTo, writable: true, configurable: true },
        scrollBy: {
            value: function scrollBy(...args) {
                const w = recordOf(this);
                const a = scrollArguments(args, windowScroll(w));
                scrollWindowTo(w, a.left, a.top);
            },
            writable: true, configurable: true,
        },
    };
}

/// `screen`: the device's screen, the viewport's size (an iPhone's web view fills its width).
export function makeScreen(w) {
    return {
        get width() { return viewportOf(w).width; }, get height() { return viewportOf(w).height; },
        get availWidth() { return viewportOf(w).width; }, get availHeight() { return viewportOf(w).height; },
        colorDepth: 24, pixelDepth: 24,
        get orientation() {
            const landscape = viewportOf(w).width > viewportOf(w).height;
            return { type: landscape ? 'landscape-primary' : 'portrait-primary', angle: landscape ? 90 : 0 };
        },
    };
}

/// `visualViewport`: the layout viewport, unzoomed.
export function makeVisualViewport(w) {
    return {
        get width() { return viewportOf(w).width; }, get height() { return viewportOf(w).height; }, scale: 1,
        offsetLeft: 0, offsetTop: 0, get pageLeft() { return windowScroll(w).x; },
            get pageTop() { return windowScroll(w).y; },
        addEventListener() { }, removeEventListener() { },
    };
}

// Viewport.js — the viewport the CSS values, media queries, layout and the window's sizes are read
// against (CSS 2 §9.1.1, the initial containing block), one per window: the web view's frame in CSS
// pixels (WKWebView.frame; Swift sets it through the window's `setViewport`), an iPhone's by default.

import { win } from "../dom/Realm.js";
import { boxOf } from "./Layout.js" with { lazy: "true" };

/// An iPhone 15's viewport in portrait (390×844 CSS px at 3 device pixels per CSS pixel).
export const defaultViewport = Object.freeze({ width: 390, height: 844, devicePixelRatio: 3 });

/// Each window's viewport, when it is not the default: window record → { width, height, devicePixelRatio }.
const viewports = new WeakMap();

/// Bumped whenever a window's viewport changes: the layout's cache (Layout.js) is keyed on it.
export let viewportVersion = 0;

/// The current window's viewport; its members read the window current at the time of the read.
export const viewport = Object.freeze({
    get width() { return viewportOf(win).width; },
    get height() { return viewportOf(win).height; },
    get devicePixelRatio() { return viewportOf(win).devicePixelRatio; },
});

/// Window `w`'s viewport: its own, else for an iframe's window the iframe's content box (HTML's
/// nested navigables), else the default.
export function viewportOf(w) {
    const own = viewports.get(w);
    if (own !== undefined) return own;
    const frame = w.frameElement;
    if (frame !== undefined && frame !== null) {
        const box = boxOf(frame);
        if (box !== null) {
            return {
                width: Math.max(0, box.w - box.b[1] - box.b[3] - box.p[1] - box.p[3]),
                height: Math.max(0, box.h - box.b[0] - box.b[2] - box.p[0] - box.p[2]),
                devicePixelRatio: defaultViewport.devicePixelRatio,
            };
        }
    }
    return defaultViewport;
}

/// Sets window `w`'s viewport; returns whether it changed.
export function setWindowViewport(w, width, height) {
    const old = viewports.get(w) || defaultViewport;
    if (old.width === width && old.height === height) return false;
    viewports.set(w, Object.freeze({ width, height, devicePixelRatio: defaultViewport.devicePixelRatio }));
    viewportVersion++;
    return true;
}

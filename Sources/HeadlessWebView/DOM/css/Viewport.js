// Viewport.js — the viewport the CSS values, media queries, layout and the window's sizes are read
// against (CSS 2 §9.1.1, the initial containing block), one per window: the web view's frame in CSS
// pixels (WKWebView.frame; Swift sets it through the window's `setViewport`), an iPhone's by default.

import { win } from "../dom/Realm.js";

/// An iPhone 15's viewport in portrait (390×844 CSS px at 3 device pixels per CSS pixel).
export const defaultViewport = Object.freeze({ width: 390, height: 844, devicePixelRatio: 3 });

/// Each window's viewport, when it is not the default: window record → { width, height, devicePixelRatio }.
const viewports = new WeakMap();

/// Bumped whenever a window's viewport changes: the layout's cache (Layout.js) is keyed on it.
export let viewportVersion = 0;

/// The current window's viewport; its members read the window current at the time of the read.
export const viewport = Object.freeze({
    get width() { return (viewports.get(win) || defaultViewport).width; },
    get height() { return (viewports.get(win) || defaultViewport).height; },
    get devicePixelRatio() { return (viewports.get(win) || defaultViewport).devicePixelRatio; },
});

/// Window `w`'s viewport.
export function viewportOf(w) { return viewports.get(w) || defaultViewport; }

/// Sets window `w`'s viewport; returns whether it changed.
export function setWindowViewport(w, width, height) {
    const old = viewports.get(w) || defaultViewport;
    if (old.width === width && old.height === height) return false;
    viewports.set(w, Object.freeze({ width, height, devicePixelRatio: defaultViewport.devicePixelRatio }));
    viewportVersion++;
    return true;
}

// Observers.js — the observers of layout on animation frames, in the order of HTML's "update the
// rendering": after a frame's callbacks, ResizeObserver's observations (Resize Observer §3), then
// IntersectionObserver's (Intersection Observer §2).

import { DOMRect, Element } from "../dom/Element.js";
import { reportException } from "../dom/ErrorReporting.js";
import { DOMException } from "../dom/EventDispatch.js";
import { renderingHooks, styleHooks } from "../dom/Hooks.js";
import { isConnected } from "../dom/Node.js";
import { RangeError, TypeError, define, win } from "../dom/Realm.js";
import { adoptIntoWindow } from "../dom/WindowInterfaces.js";
import { boxOf } from "../css/Layout.js";
import { getComputedStyle } from "../css/Style.js";
import { viewport } from "../css/Viewport.js";
import { scheduleAnimationFrame } from "./Window.js" with { lazy: "true" };

/// IntersectionObserver (Intersection Observer §2–3) on the layout model: on each frame after
/// `observe`, and on the frames that follow a change of the tree, a style, a text, a scroll or the
/// viewport, each target's border box (clipped by its scrolling ancestors) is intersected with the
/// root's bounds (the viewport, or the root element's padding box) grown by `rootMargin`; a target
/// whose threshold index or `isIntersecting` changed since the last frame gets an entry. The first
/// frame after `observe` reports every target.
export class IntersectionObserver {
    constructor(callback, options) { adoptIntoWindow(this, new.target);
        if (typeof callback !== 'function') throw new TypeError("Failed to construct 'IntersectionObserver': parameter 1 is not of type 'Function'.");
        const o = options || {};
        const thresholds = (Array.isArray(o.threshold) ? o.threshold : [o.threshold === undefined ? 0 : o.threshold]).map(Number);
        if (thresholds.some((t) => !(t >= 0 && t <= 1))) throw new RangeError("Failed to construct 'IntersectionObserver': Threshold values must be numbers between 0 and 1");
        const margin = o.rootMargin === undefined ? '0px' : String(o.rootMargin);
        const margins = parseRootMargin(margin);
        if (margins === null) {
            throw new DOMException(
                "Failed to construct 'IntersectionObserver': rootMargin must be specified in pixels or percent.",
                'SyntaxError');
        }
        define(this, '_callback', callback);
        define(this, '_observations', []);
        define(this, '_margins', margins);
        define(this, '_window', win);
        this.root = o.root || null;
        this.rootMargin = margins.map((m) => m.value + m.unit).join(' ');
        this.thresholds = thresholds.sort((a, b) => a - b);
    }
    observe(target) {
        if (!(target instanceof Element)) throw new TypeError("Failed to execute 'observe' on 'IntersectionObserver': parameter 1 is not of type 'Element'.");
        if (this._observations.some((o) => o.target === target)) return;
        this._observations.push({ target, thresholdIndex: -1, isIntersecting: false });
        renderingHooks.watching++;
        observersOfWindow(intersectionObserversOfWindow, this._window).add(this);
        scheduleAnimationFrame();
    }
    _deliver(time) {
        const entries = [];
        for (const o of this._observations) {
            const entry = intersectionOf(this, o.target, time);
            if (entry.thresholdIndex === o.thresholdIndex && entry.isIntersecting === o.isIntersecting) continue;
            o.thresholdIndex = entry.thresholdIndex;
            o.isIntersecting = entry.isIntersecting;
            entries.push(new IntersectionObserverEntry(entry));
        }
        if (entries.length === 0) return;
        try { this._callback.call(this, entries, this); } catch (error) { reportException(error); }
    }
    unobserve(target) {
        const before = this._observations.length;
        define(this, '_observations', this._observations.filter((o) => o.target !== target));
        renderingHooks.watching -= before - this._observations.length;
        if (this._observations.length === 0) observersOfWindow(intersectionObserversOfWindow,
            this._window).delete(this);
    }
    disconnect() {
        renderingHooks.watching -= this._observations.length;
        define(this, '_observations', []);
        observersOfWindow(intersectionObserversOfWindow, this._window).delete(this);
    }
    takeRecords() { return []; }
}

/// One target's intersection with its observer's root, as an entry's members.
function intersectionOf(observer, target, time) {
    const thresholds = observer.thresholds;
    const root = observer.root;
    const vp = viewport;
    let rootBounds;
    const rootBox = root === null ? null : root.getBoundingClientRect();
    if (root === null) rootBounds = { x: 0, y: 0, width: vp.width, height: vp.height };
    else rootBounds = { x: rootBox.x + root.clientLeft, y: rootBox.y + root.clientTop, width: root.clientWidth,
        height: root.clientHeight };
    const m = observer._margins.map((margin, i) => (margin.unit === '%' ? margin.value * (i % 2 === 0
        ? rootBounds.height : rootBounds.width) / 100 : margin.value));
    rootBounds = { x: rootBounds.x - m[3], y: rootBounds.y - m[0], width: rootBounds.width + m[1] + m[3],
        height: rootBounds.height + m[0] + m[2] };
    const bounds = target.getBoundingClientRect();
    let rendered = isConnected(target) && (root === null || root.contains(target)) && hasBox(target);
    let rect = { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height };
    // Clipped by the scrolling ancestors between the target and the root.
    for (let n = target._parent; rendered && n !== null && n._nt === 1 && n !== root; n = n._parent) {
        if (!clipsContent(n)) continue;
        const r = n.getBoundingClientRect();
        rect = intersect(rect, { x: r.x + n.clientLeft, y: r.y + n.clientTop, width: n.clientWidth,
            height: n.clientHeight });
        if (rect === null) { rendered = false; rect = { x: 0, y: 0, width: 0, height: 0 }; }
    }
    const hit = rendered ? intersect(rect, rootBounds) : null;
    const isIntersecting = hit !== null;
    const area = bounds.width * bounds.height;
    const hitArea = hit === null ? 0 : hit.width * hit.height;
    const ratio = area > 0 ? hitArea / area : isIntersecting ? 1 : 0;
    let thresholdIndex = thresholds.findIndex((t) => t > ratio);
    if (thresholdIndex < 0) thresholdIndex = thresholds.length;
    return {
        time, target, isIntersecting, thresholdIndex, intersectionRatio: ratio,
        rootBounds: new DOMRect(rootBounds.x, rootBounds.y, rootBounds.width, rootBounds.height),
        boundingClientRect: new DOMRect(bounds.x, bounds.y, bounds.width, bounds.height),
        intersectionRect: hit === null ? new DOMRect(0, 0, 0, 0) : new DOMRect(hit.x, hit.y, hit.width, hit.height),
    };
}
/// Two rectangles' intersection (edge-adjacent ones intersect, with no area), or null.
function intersect(a, b) {
    const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
    const right = Math.min(a.x + a.width, b.x + b.width), bottom = Math.min(a.y + a.height, b.y + b.height);
    if (right < x || bottom < y) return null;
    return { x, y, width: right - x, height: bottom - y };
}
function hasBox(element) { return element.getClientRects().length !== 0; }
function clipsContent(element) {
    const overflow = getComputedStyle(element).overflow;
    return overflow !== '' && overflow !== 'visible' && overflow !== undefined;
}
/// `rootMargin`: one to four lengths in px or %, as top, right, bottom, left; null when invalid.
function parseRootMargin(text) {
    const parts = text.trim().split(/\s+/);
    if (parts.length < 1 || parts.length > 4) return null;
    const values = [];
    for (const part of parts) {
        const m = /^(-?(?:\d+\.?\d*|\.\d+))(px|%)?$/.exec(part);
        if (m === null || (m[2] === undefined && Number(m[1]) !== 0)) return null;
        values.push({ value: Number(m[1]), unit: m[2] || 'px' });
    }
    const [top, right = top, bottom = top, left = right] = values;
    return [top, right, bottom, left];
}
/// One target's intersection as a frame measured it (Intersection Observer §2.2).
export class IntersectionObserverEntry {
    constructor(init) { adoptIntoWindow(this, new.target);
        if (init === undefined || init === null || typeof init !== 'object') {
            throw new TypeError("Failed to construct 'IntersectionObserverEntry': 1 argument required.");
        }
        define(this, '_init', init);
    }
    get time() { return this._init.time; }
    get target() { return this._init.target; }
    get rootBounds() { return this._init.rootBounds === undefined ? null : this._init.rootBounds; }
    get boundingClientRect() { return this._init.boundingClientRect; }
    get intersectionRect() { return this._init.intersectionRect; }
    get intersectionRatio() { return this._init.intersectionRatio; }
    get isIntersecting() { return this._init.isIntersecting; }
    get isVisible() { return false; }
}
/// ResizeObserver (Resize Observer §3), on animation frames: after a frame's callbacks, each
/// observation whose box size differs from the one last reported gets an entry. As in WebKit, the
/// last size starts at -1×-1, so every observed element is reported once, on the frame after
/// `observe`, whatever its size. Sizes are what the element's layout reads give (clientWidth…,
/// zero without a box). Only frames that run anyway are looked at: `observe` asks for one, and a
/// size that changes later is reported on the next frame a page asks for.
export class ResizeObserver {
    constructor(callback) { adoptIntoWindow(this, new.target);
        if (typeof callback !== 'function') {
            throw new TypeError("Failed to construct 'ResizeObserver': parameter 1 is not of type 'Function'.");
        }
        define(this, '_callback', callback);
        define(this, '_observations', []);
        define(this, '_window', null);
    }
    observe(target, options) {
        if (!(target instanceof Element)) {
            throw new TypeError(
                "Failed to execute 'observe' on 'ResizeObserver': parameter 1 is not of type 'Element'.");
        }
        const box = options === undefined || options === null || options.box === undefined
            ? 'content-box' : String(options.box);
        if (!resizeObserverBoxes.has(box)) {
            throw new TypeError("Failed to execute 'observe' on 'ResizeObserver': Failed to read the 'box' property "
                + `from 'ResizeObserverOptions': The provided value '${box}' is not a valid enum value of type `
                + 'ResizeObserverBoxOptions.');
        }
        this.unobserve(target);
        this._observations.push({ target, box, width: -1, height: -1 });
        renderingHooks.watching++;
        define(this, '_window', win);
        observersOfWindow(resizeObserversOfWindow, win).add(this);
        scheduleAnimationFrame();
    }
    unobserve(target) {
        const before = this._observations.length;
        define(this, '_observations', this._observations.filter((o) => o.target !== target));
        renderingHooks.watching -= before - this._observations.length;
        if (this._observations.length === 0 && this._window) {
            observersOfWindow(resizeObserversOfWindow, this._window).delete(this);
        }
    }
    disconnect() {
        renderingHooks.watching -= this._observations.length;
        define(this, '_observations', []);
        if (this._window) observersOfWindow(resizeObserversOfWindow, this._window).delete(this);
    }
}
const resizeObserverBoxes = new Set(['content-box', 'border-box', 'device-pixel-content-box']);
/// Each window's observers that have something to look at on the next frame: window record → Set.
const resizeObserversOfWindow = new WeakMap();
const intersectionObserversOfWindow = new WeakMap();
function observersOfWindow(map, w) {
    let set = map.get(w);
    if (!set) { set = new Set(); map.set(w, set); }
    return set;
}
/// What a frame of the current window runs after its callbacks: the resize observations, then the
/// intersection observations (each observer with targets observed since the last frame).
export function runFrameObservations(time) {
    broadcastResizeObservations(time);
    const observers = intersectionObserversOfWindow.get(win);
    if (!observers || observers.size === 0) return;
    for (const observer of Array.from(observers)) observer._deliver(time);
}

/// A change of layout asks a window whose observers look at layout for a frame.
renderingHooks.layoutChanged = () => {
    const resize = resizeObserversOfWindow.get(win), intersection = intersectionObserversOfWindow.get(win);
    if ((resize !== undefined && resize.size !== 0) || (intersection !== undefined
        && intersection.size !== 0)) scheduleAnimationFrame();
};
/// A frame's "gather and broadcast active resize observations" for the current window.
function broadcastResizeObservations(time) {
    const observers = resizeObserversOfWindow.get(win);
    if (!observers || observers.size === 0) return;
    for (const observer of Array.from(observers)) {
        const entries = [];
        for (const o of observer._observations) {
            const sizes = boxSizes(o.target);
            const size = o.box === 'border-box' ? sizes.border : o.box === 'content-box' ? sizes.content : sizes.device;
            if (size.inlineSize === o.width && size.blockSize === o.height) continue;
            o.width = size.inlineSize;
            o.height = size.blockSize;
            entries.push(new ResizeObserverEntry(o.target, sizes));
        }
        if (entries.length === 0) continue;
        try { observer._callback.call(observer, entries, observer); } catch (error) { reportException(error); }
    }
    void time;
}
/// An element's sizes on the layout model (Resize Observer §3.3): zero without a box, or for an
/// inline box (a non-replaced inline element has none to observe).
function boxSizes(target) {
    styleHooks.flushStyleChanges();
    const box = boxOf(target);
    const sized = box !== null && !box.inline;
    const borderWidth = sized ? box.w : 0, borderHeight = sized ? box.h : 0;
    const contentWidth = sized ? Math.max(0, box.w - box.b[1] - box.b[3] - box.p[1] - box.p[3]) : 0;
    const contentHeight = sized ? Math.max(0, box.h - box.b[0] - box.b[2] - box.p[0] - box.p[2]) : 0;
    return {
        content: Object.freeze({ inlineSize: contentWidth, blockSize: contentHeight }),
        border: Object.freeze({ inlineSize: borderWidth, blockSize: borderHeight }),
        device: Object.freeze({
            inlineSize: Math.round(contentWidth * viewport.devicePixelRatio),
            blockSize: Math.round(contentHeight * viewport.devicePixelRatio),
        }),
        contentRect: new DOMRect(sized ? box.p[3] : 0, sized ? box.p[0] : 0, contentWidth, contentHeight),
    };
}
/// One element's sizes as a frame measured them (Resize Observer §3.3).
export class ResizeObserverEntry {
    constructor(target, sizes) { adoptIntoWindow(this, new.target);
        if (sizes === undefined) throw new TypeError('Illegal constructor');
        define(this, '_target', target);
        define(this, '_sizes', sizes);
    }
    get target() { return this._target; }
    get contentRect() { return this._sizes.contentRect; }
    get borderBoxSize() { return Object.freeze([this._sizes.border]); }
    get contentBoxSize() { return Object.freeze([this._sizes.content]); }
    get devicePixelContentBoxSize() { return Object.freeze([this._sizes.device]); }
}

// Observers.js — the observers of layout on animation frames, in the order of HTML's "update the
// rendering": after a frame's callbacks, ResizeObserver's observations (Resize Observer §3), then
// IntersectionObserver's (Intersection Observer §2).

import { DOMRect, Element } from "../dom/Element.js";
import { reportException } from "../dom/ErrorReporting.js";
import { RangeError, TypeError, define, win } from "../dom/Realm.js";
import { adoptIntoWindow } from "../dom/WindowInterfaces.js";
import { getComputedStyle } from "../css/Style.js";
import { viewport } from "../css/Viewport.js";
import { scheduleAnimationFrame } from "./Window.js" with { lazy: "true" };

/// IntersectionObserver without layout: at the next animation frame after `observe`, the
/// callback gets one entry per new target, intersecting (ratio 1) when the target is in the
/// document and neither it nor an ancestor computes to `display: none` (`hidden`, a sheet, inline), else not
/// (ratio 0). Rectangles are empty. Nothing is reported again, since nothing moves.
export class IntersectionObserver {
    constructor(callback, options) { adoptIntoWindow(this, new.target);
        if (typeof callback !== 'function') throw new TypeError("Failed to construct 'IntersectionObserver': parameter 1 is not of type 'Function'.");
        const o = options || {};
        const thresholds = (Array.isArray(o.threshold) ? o.threshold : [o.threshold === undefined ? 0 : o.threshold]).map(Number);
        if (thresholds.some((t) => !(t >= 0 && t <= 1))) throw new RangeError("Failed to construct 'IntersectionObserver': Threshold values must be numbers between 0 and 1");
        define(this, '_callback', callback);
        define(this, '_targets', []);
        define(this, '_pending', []);
        this.root = o.root || null;
        this.rootMargin = o.rootMargin === undefined ? '0px 0px 0px 0px' : String(o.rootMargin);
        this.thresholds = thresholds.sort((a, b) => a - b);
    }
    observe(target) {
        if (!(target instanceof Element)) throw new TypeError("Failed to execute 'observe' on 'IntersectionObserver': parameter 1 is not of type 'Element'.");
        if (this._targets.includes(target)) return;
        this._targets.push(target);
        this._pending.push(target);
        observersOfWindow(intersectionObserversOfWindow, win).add(this);
        scheduleAnimationFrame();
    }
    _deliver(time) {
        const targets = this._pending.filter((t) => this._targets.includes(t));
        define(this, '_pending', []);
        if (targets.length === 0) return;
        const entries = targets.map((target) => {
            const visible = intersectsViewport(target);
            return Object.freeze({
                time, target, rootBounds: new DOMRect(0, 0, viewport.width, viewport.height),
                boundingClientRect: new DOMRect(0, 0, 0, 0), intersectionRect: new DOMRect(0, 0, 0, 0),
                intersectionRatio: visible ? 1 : 0, isIntersecting: visible, isVisible: false,
            });
        });
        try { this._callback.call(this, entries, this); } catch (error) { reportException(error); }
    }
    unobserve(target) { define(this, '_targets', this._targets.filter((t) => t !== target)); }
    disconnect() { define(this, '_targets', []); define(this, '_pending', []); }
    takeRecords() { return []; }
}
function intersectsViewport(target) {
    if (!target.isConnected) return false;
    for (let n = target; n && n.nodeType === 1; n = n._parent) if (getComputedStyle(n).display === 'none') return false;
    return true;
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
        define(this, '_window', win);
        observersOfWindow(resizeObserversOfWindow, win).add(this);
        scheduleAnimationFrame();
    }
    unobserve(target) {
        define(this, '_observations', this._observations.filter((o) => o.target !== target));
        if (this._observations.length === 0 && this._window) {
            observersOfWindow(resizeObserversOfWindow, this._window).delete(this);
        }
    }
    disconnect() {
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
    intersectionObserversOfWindow.delete(win);
    for (const observer of observers) observer._deliver(time);
}
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
function boxSizes(target) {
    const hidden = !intersectsViewport(target);
    const border = hidden ? { width: 0, height: 0 } : target.getBoundingClientRect();
    const style = hidden ? null : getComputedStyle(target);
    const px = (name) => (style ? parseFloat(style.getPropertyValue(name)) || 0 : 0);
    const contentWidth = hidden ? 0 : Math.max(0, target.clientWidth - px('padding-left') - px('padding-right'));
    const contentHeight = hidden ? 0 : Math.max(0, target.clientHeight - px('padding-top') - px('padding-bottom'));
    return {
        content: Object.freeze({ inlineSize: contentWidth, blockSize: contentHeight }),
        border: Object.freeze({ inlineSize: border.width, blockSize: border.height }),
        device: Object.freeze({
            inlineSize: Math.round(contentWidth * viewport.devicePixelRatio),
            blockSize: Math.round(contentHeight * viewport.devicePixelRatio),
        }),
        contentRect: new DOMRect(px('padding-left'), px('padding-top'), contentWidth, contentHeight),
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

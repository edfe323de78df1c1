// Observers.js — the observers of layout: IntersectionObserver (Intersection Observer §2), whose
// entries are delivered in an animation frame, and ResizeObserver (Resize Observer §3).

import { DOMRect, Element } from "../dom/Element.js";
import { reportException } from "../dom/ErrorReporting.js";
import { RangeError, TypeError, define } from "../dom/Realm.js";
import { adoptIntoWindow } from "../dom/WindowInterfaces.js";
import { getComputedStyle } from "../css/Style.js";
import { viewport } from "../css/Viewport.js";
import { requestAnimationFrame } from "./Window.js" with { lazy: "true" };

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
        define(this, '_frame', 0);
        this.root = o.root || null;
        this.rootMargin = o.rootMargin === undefined ? '0px 0px 0px 0px' : String(o.rootMargin);
        this.thresholds = thresholds.sort((a, b) => a - b);
    }
    observe(target) {
        if (!(target instanceof Element)) throw new TypeError("Failed to execute 'observe' on 'IntersectionObserver': parameter 1 is not of type 'Element'.");
        if (this._targets.includes(target)) return;
        this._targets.push(target);
        this._pending.push(target);
        if (!this._frame) this._frame = requestAnimationFrame((time) => this._deliver(time));
    }
    _deliver(time) {
        this._frame = 0;
        const targets = this._pending.filter((t) => this._targets.includes(t));
        this._pending = [];
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
/// ResizeObserver: accepted and never called (ShopStage has no layout).
export class ResizeObserver { constructor(callback) { adoptIntoWindow(this, new.target); this._callback = callback; } observe() { } unobserve() { } disconnect() { } }

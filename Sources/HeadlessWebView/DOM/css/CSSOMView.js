// CSSOMView.js — CSSOM View's geometry, read off the layout model (Layout.js): Element's
// getBoundingClientRect, getClientRects, client*, scroll* and the scrolling methods, HTMLElement's
// offset*, Document's elementFromPoint, elementsFromPoint and scrollingElement (CSSOM View §6–7),
// and the window's scroll position. An element with no box (display:none, not connected, in a
// document no window shows) measures 0, as in a browser.
//
// Rectangles are in the viewport's coordinates: the border box in the document, moved by the
// translations of its and its ancestors' `transform` and `translate`, less the scroll offsets of
// its scrolling ancestors and of the viewport (unless it is fixed). The integer members (offset*,
// client*, scrollWidth/Height) are rounded as WebKit snaps them.
//
// A read settles the style changes waiting for their microtask first, as a browser's layout flush
// does (`el.offsetWidth` between two class changes lets a transition start).

import { Document } from "../dom/Document.js";
import { DOMRect, Element } from "../dom/Element.js";
import { renderingHooks, styleHooks } from "../dom/Hooks.js";
import { TypeError, define, documentWindow } from "../dom/Realm.js";
import { HTMLElement } from "../html/HTMLElements.js";
import { computedValues } from "./Cascade.js" with { lazy: "true" };
import { boxOf, documentPosition, isTransformed, layoutOf, sizeBoxOf, widthBoxOf } from "./Layout.js";
import { viewportOf } from "./Viewport.js";

/// The element's box after the pending style changes, or null.
function settledBox(element) {
    styleHooks.flushStyleChanges();
    return boxOf(element);
}

/// The element's own box: not the <svg>'s an SVG shape borrows for its rectangles (Layout.js boxOf),
/// since a shape has no CSS box for client* and scroll* to measure.
function ownBox(element) {
    const box = settledBox(element);
    return box !== null && box.el === element ? box : null;
}

/// Each window's scroll position: window record → { x, y }.
const windowScrolls = new WeakMap();
export function windowScroll(w) {
    let s = windowScrolls.get(w);
    if (s === undefined) { s = { x: 0, y: 0 }; windowScrolls.set(w, s); }
    return s;
}

// --- rectangles ----------------------------------------------------------------------------

const translatePattern = /(translate3d|translatex|translatey|translate|matrix3d|matrix)\(([^)]*)\)/gi;

/// The translation of a box's `transform` and `translate` (percentages of its own border box), read
/// from its values now: a change of them alone keeps the layout (Collections.js `layoutVersion`).
function translationOf(box) {
    const values = computedValues(box.el);
    const transform = values.get('transform');
    const translate = values.get('translate');
    if ((transform === undefined || transform === 'none') && (translate === undefined || translate === 'none')) return noTranslation;
    let dx = 0, dy = 0;
    if (transform !== undefined && transform !== 'none') {
        const steps = translationSteps(transform);
        for (let i = 0; i < steps.length; i++) {
            const [kind, args] = steps[i];
            switch (kind) {
                case 'translate': case 'translate3d': dx += translationLength(args[0], box.w); dy += args.length > 1
                    ? translationLength(args[1], box.h) : 0; break;
                case 'translatex': dx += translationLength(args[0], box.w); break;
                case 'translatey': dy += translationLength(args[0], box.h); break;
                case 'matrix': dx += Number(args[4]) || 0; dy += Number(args[5]) || 0; break;
                case 'matrix3d': dx += Number(args[12]) || 0; dy += Number(args[13]) || 0; break;
                default: break;
            }
        }
    }
    if (translate !== undefined && translate !== 'none') {
        const parts = translate.trim().split(/\s+/);
        dx += translationLength(parts[0], box.w);
        if (parts.length > 1) dy += translationLength(parts[1], box.h);
    }
    return { dx, dy };
}
const noTranslation = Object.freeze({ dx: 0, dy: 0 });
/// A translation's length in px: a percentage of `base`, or a number of px.
function translationLength(text, base) {
    const t = text.trim();
    if (t.endsWith('%')) return base * Number.parseFloat(t) / 100;
    const n = Number.parseFloat(t);
    return Number.isFinite(n) ? n : 0;
}
/// A `transform` value's translating functions, `[name in lower case, arguments]`, kept per value: a
/// carousel's rectangles read its track's every time (this realm's RegExp is slow to run). Bounded.
const translationStepsByValue = new Map();
function translationSteps(transform) {
    let steps = translationStepsByValue.get(transform);
    if (steps !== undefined) return steps;
    steps = [];
    translatePattern.lastIndex = 0;
    let m;
    while ((m = translatePattern.exec(transform)) !== null) steps.push([m[1].toLowerCase(), m[2].split(',')]);
    if (translationStepsByValue.size >= 256) translationStepsByValue.clear();
    translationStepsByValue.set(transform, steps);
    return steps;
}

/// Where a box's border box sits in the viewport: { x, y }.
function viewportOrigin(box) {
    let x = 0, y = 0;
    let fixed = false;
    for (let b = box; b !== null; b = b.parent) {
        x += b.x; y += b.y;
        const t = translationOf(b);
        x += t.dx; y += t.dy;
        if (b !== box && b.clips && !b.inline && b.parent !== null) {
            x -= b.el._scrollLeft || 0;
            y -= b.el._scrollTop || 0;
        }
        if (b.fixed) fixed = true;
    }
    if (!fixed) {
        const w = documentWindow(box.el._doc);
        if (w !== null) { const s = windowScroll(w); x -= s.x; y -= s.y; }
    }
    return { x, y };
}

/// A box's border box in the viewport.
function clientRect(box) {
    const o = viewportOrigin(box);
    return new DOMRect(o.x, o.y, box.w, box.h);
}

function getBoundingClientRect() {
    const box = settledBox(this);
    return box === null ? new DOMRect(0, 0, 0, 0) : clientRect(box);
}

/// One rectangle per box fragment: an inline element's per line, else its border box.
function getClientRects() {
    const box = settledBox(this);
    if (box === null) return rectList([]);
    if (box.inline && box.fragments !== null) {
        const origin = viewportOrigin(box);
        return rectList(box.fragments.map((r) => new DOMRect(origin.x + r.x - box.x, origin.y + r.y - box.y, r.w,
            r.h)));
    }
    return rectList([clientRect(box)]);
}
/// A DOMRectList: an array with `item`.
function rectList(rects) {
    define(rects, 'item', (i) => rects[i] || null);
    return rects;
}

// --- the scrolling element -----------------------------------------------------------------

/// `document.scrollingElement`: the root element, or the body in quirks mode (CSSOM View §6.1).
function scrollingElementOf(doc) {
    if (doc._mode === 'quirks') {
        const body = doc.body;
        return body !== undefined ? body : null;
    }
    return doc.documentElement;
}
const isViewportElement = (element) => element._doc.documentElement === element
    || scrollingElementOf(element._doc) === element;

// --- element members -----------------------------------------------------------------------

const rounded = (n) => Math.round(n);

function clientWidth() {
    if (isViewportElement(this) && documentWindow(this._doc) !== null && (this === scrollingElementOf(this._doc)
        || this._doc._mode !== 'quirks')) {
        return viewportOf(documentWindow(this._doc)).width;
    }
    styleHooks.flushStyleChanges();
    const box = widthBoxOf(this);
    if (box === null || box.el !== this || box.inline) return 0;
    return rounded(box.w - box.b[1] - box.b[3]);
}
function clientHeight() {
    if (isViewportElement(this) && documentWindow(this._doc) !== null && (this === scrollingElementOf(this._doc)
        || this._doc._mode !== 'quirks')) {
        return viewportOf(documentWindow(this._doc)).height;
    }
    styleHooks.flushStyleChanges();
    const box = sizeBoxOf(this);
    if (box === null || box.el !== this || box.inline) return 0;
    return rounded(box.h - box.b[0] - box.b[2]);
}
function clientTop() { const box = ownBox(this); return box === null || box.inline ? 0 : rounded(box.b[0]); }
function clientLeft() { const box = ownBox(this); return box === null || box.inline ? 0 : rounded(box.b[3]); }

/// The scrollable overflow's size: the padding box, or the content past it.
function scrollSize(element, horizontal) {
    if (element === scrollingElementOf(element._doc)) {
        styleHooks.flushStyleChanges();
        const model = layoutOf(element._doc);
        if (model !== null) return rounded(horizontal ? model.width : model.height);
    }
    const box = ownBox(element);
    if (box === null || box.inline) return 0;
    const padding = horizontal ? box.w - box.b[1] - box.b[3] : box.h - box.b[0] - box.b[2];
    const overflow = horizontal ? box.overflowRight - box.b[3] : box.overflowBottom - box.b[0];
    return rounded(Math.max(padding, overflow));
}
function maxScroll(element, horizontal) {
    const box = boxOf(element);
    if (box === null || !box.clips) return 0;
    const client = horizontal ? box.w - box.b[1] - box.b[3] : box.h - box.b[0] - box.b[2];
    return Math.max(0, scrollSize(element, horizontal) - client);
}

/// Scrolls `element` (the viewport for the scrolling element) to `left`/`top` (undefined: unchanged).
function scrollElementTo(element, left, top) {
    if (element === scrollingElementOf(element._doc)) {
        const w = documentWindow(element._doc);
        if (w !== null) scrollWindowTo(w, left, top);
        return;
    }
    styleHooks.flushStyleChanges();
    const clamp = (v, horizontal) => Math.max(0, Math.min(maxScroll(element, horizontal), Number.isFinite(v) ? v : 0));
    const x = left === undefined ? (element._scrollLeft || 0) : clamp(left, true);
    const y = top === undefined ? (element._scrollTop || 0) : clamp(top, false);
    if (x === (element._scrollLeft || 0) && y === (element._scrollTop || 0)) return;
    if (element._scrollLeft === undefined) { define(element, '_scrollLeft', x); define(element, '_scrollTop', y); }
    else { element._scrollLeft = x; element._scrollTop = y; }
    renderingHooks.scrolled(element);
}

/// Scrolls window `w`'s viewport, clamped to its document's scroll size.
export function scrollWindowTo(w, left, top) {
    const doc = w.currentDocument;
    const s = windowScroll(w);
    if (doc === null) return;
    styleHooks.flushStyleChanges();
    const model = layoutOf(doc);
    const vp = viewportOf(w);
    const maxX = model === null ? 0 : Math.max(0, model.width - vp.width);
    const maxY = model === null ? 0 : Math.max(0, model.height - vp.height);
    const clamp = (v, max) => Math.max(0, Math.min(max, Number.isFinite(v) ? v : 0));
    const x = left === undefined ? s.x : clamp(left, maxX);
    const y = top === undefined ? s.y : clamp(top, maxY);
    if (x === s.x && y === s.y) return;
    s.x = x; s.y = y;
    renderingHooks.scrolled(doc);
}

/// `scrollTo(x, y)` or `scrollTo({ left, top, behavior })` as numbers, undefined where not given.
export function scrollArguments(args, current) {
    if (args.length === 0) return { left: undefined, top: undefined };
    const first = args[0];
    if (args.length === 1 && (first === null || typeof first === 'object')) {
        const o = first || {};
        const x = o.left === undefined ? undefined : Number(o.left);
        const y = o.top === undefined ? undefined : Number(o.top);
        if (current === null) return { left: x, top: y };
        return { left: x === undefined ? x : current.x + x, top: y === undefined ? y : current.y + y };
    }
    const x = Number(first), y = Number(args[1]);
    if (current === null) return { left: x, top: y };
    return { left: current.x + x, top: current.y + (Number.isFinite(y) ? y : 0) };
}

function scrollTopGetter() {
    if (this === scrollingElementOf(this._doc)) { const w = documentWindow(this._doc); return w === null ? 0
        : windowScroll(w).y; }
    return this._scrollTop || 0;
}
function scrollLeftGetter() {
    if (this === scrollingElementOf(this._doc)) { const w = documentWindow(this._doc); return w === null ? 0
        : windowScroll(w).x; }
    return this._scrollLeft || 0;
}

/// `scrollIntoView(alignToTop | { block, inline })` (CSSOM View §7.1): each scrolling ancestor,
/// then the viewport, scrolls the element's border box into view.
function scrollIntoView(arg) {
    const box = settledBox(this);
    if (box === null) return;
    let block = 'start', inline = 'nearest';
    if (arg === false) block = 'end';
    else if (arg !== null && typeof arg === 'object') { block = arg.block || 'start'; inline = arg.inline || 'nearest';
        }
    const align = (mode, start, size, viewStart, viewSize) => {
        if (mode === 'start') return start;
        if (mode === 'end') return start + size - viewSize;
        if (mode === 'center') return start + size / 2 - viewSize / 2;
        if (start >= viewStart && start + size <= viewStart + viewSize) return viewStart;
        return start < viewStart || size > viewSize ? start : start + size - viewSize;
    };
    for (let b = box.parent; b !== null; b = b.parent) {
        if (!b.clips || b.parent === null || b.inline || b.el === scrollingElementOf(b.el._doc)) continue;
        const target = clientRect(box), container = clientRect(b);
        const left = container.x + b.b[3], top = container.y + b.b[0];
        const sx = b.el._scrollLeft || 0, sy = b.el._scrollTop || 0;
        const x = align(inline, target.x - left + sx, target.width, sx, b.w - b.b[1] - b.b[3]);
        const y = align(block, target.y - top + sy, target.height, sy, b.h - b.b[0] - b.b[2]);
        scrollElementTo(b.el, x, y);
    }
    const w = documentWindow(this._doc);
    if (w === null) return;
    const s = windowScroll(w), vp = viewportOf(w);
    const target = clientRect(box);
    scrollWindowTo(w, align(inline, target.x + s.x, target.width, s.x, vp.width), align(block, target.y + s.y,
        target.height, s.y, vp.height));
}

Object.defineProperties(Element.prototype, {
    getBoundingClientRect: { value: getBoundingClientRect, writable: true, configurable: true },
    getClientRects: { value: getClientRects, writable: true, configurable: true },
    clientWidth: { get: clientWidth, configurable: true },
    clientHeight: { get: clientHeight, configurable: true },
    clientTop: { get: clientTop, configurable: true },
    clientLeft: { get: clientLeft, configurable: true },
    scrollWidth: { get() { return scrollSize(this, true); }, configurable: true },
    scrollHeight: { get() { return scrollSize(this, false); }, configurable: true },
    scrollTop: { get: scrollTopGetter, set(v) { scrollElementTo(this, undefined, Number(v)); }, configurable: true },
    scrollLeft: { get: scrollLeftGetter, set(v) { scrollElementTo(this, Number(v), undefined); }, configurable: true },
    scroll: { value: function scroll(...args) { const a = scrollArguments(args, null); scrollElementTo(this, a.left,
        a.top); }, writable: true, configurable: true },
    scrollTo: { value: function scrollTo(...args) { const a = scrollArguments(args, null); scrollElementTo(this,
        a.left, a.top); }, writable: true, configurable: true },
    scrollBy: {
        value: function scrollBy(...args) {
            const a = scrollArguments(args, { x: scrollLeftGetter.call(this), y: scrollTopGetter.call(this) });
            scrollElementTo(this, a.left, a.top);
        },
        writable: true, configurable: true,
    },
    scrollIntoView: { value: scrollIntoView, writable: true, configurable: true },
});

// --- offsets (CSSOM View §7.1, HTMLElement) ------------------------------------------------

/// The offset parent: the nearest positioned or transformed ancestor (or td, th, table for a static element),
/// else the body; null for the body, a fixed element or one with no box.
function offsetParentOf(element) {
    const doc = element._doc;
    if (element === doc.body || element === doc.documentElement) return null;
    const box = settledBox(element);
    if (box === null || box.st.position === 'fixed') return null;
    const positioned = box.st.position !== 'static';
    for (let n = element._parent; n !== null && n._nt === 1; n = n._parent) {
        const b = boxOf(n);
        if (b === null) { if (styleOfDisplayNone(n)) return null; continue; }
        if (n === doc.body) return n;
        // A transformed ancestor contains its positioned descendants, and WebKit makes it the offset parent
        // (read from the values of now: a translation from or to none may keep the layout).
        if (b.st.position !== 'static' || isTransformed(computedValues(n))) return n;
        if (!positioned && (n._local === 'td' || n._local === 'th' || n._local === 'table')) return n;
    }
    return doc.body !== undefined ? doc.body : null;
}
function styleOfDisplayNone(n) { return n._nt === 1 && boxOf(n) === null; }

function offsetPosition(element) {
    const box = settledBox(element);
    if (box === null) return { x: 0, y: 0 };
    const own = documentPosition(box);
    const parent = offsetParentOf(element);
    if (parent === null || parent === element._doc.body) return own;
    const parentBox = boxOf(parent);
    if (parentBox === null) return own;
    const p = documentPosition(parentBox);
    return { x: own.x - p.x - parentBox.b[3], y: own.y - p.y - parentBox.b[0] };
}

Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: {
        get() {
            styleHooks.flushStyleChanges();
            const box = widthBoxOf(this);
            return box === null ? 0 : rounded(box.w);
        },
        configurable: true },
    offsetHeight: {
        get() {
            styleHooks.flushStyleChanges();
            const box = sizeBoxOf(this);
            return box === null ? 0 : rounded(box.h);
        },
        configurable: true },
    offsetTop: { get() { return rounded(offsetPosition(this).y); }, configurable: true },
    offsetLeft: { get() { return rounded(offsetPosition(this).x); }, configurable: true },
    offsetParent: { get() { return offsetParentOf(this); }, configurable: true },
});

// --- hit testing (CSSOM View §5) ------------------------------------------------------------

/// The elements whose border box holds the point, topmost first: later boxes paint over earlier
/// ones, positioned boxes over the flow (by z-index), with pointer-events:none, visibility:hidden
/// and the parts a scrolling ancestor clips left out.
function hitTest(doc, x, y) {
    styleHooks.flushStyleChanges();
    const model = layoutOf(doc);
    if (model === null) return [];
    const vp = model.viewport;
    if (!(x >= 0 && y >= 0 && x <= vp.width && y <= vp.height)) return [];
    const flow = [], positioned = [];
    for (const box of model.boxes.values()) {
        // Visibility from the values now: a change of it alone keeps the layout (Collections.js `layoutVersion`).
        if (box.st.values.get('pointer-events') === 'none' || computedValues(box.el).get('visibility') === 'hidden') continue;
        if (!contains(box, x, y)) continue;
        if (box.st.position !== 'static') positioned.push(box); else flow.push(box);
    }
    const z = (box) => Number.parseInt(box.st.values.get('z-index'), 10) || 0;
    positioned.sort((a, b) => z(a) - z(b));
    const hits = flow.concat(positioned).reverse().map((box) => box.el);
    const root = doc.documentElement;
    if (root !== null && !hits.includes(root)) hits.push(root);
    return hits;
}
function contains(box, x, y) {
    const rects = box.inline && box.fragments !== null ? getClientRects.call(box.el) : [clientRect(box)];
    if (!rects.some((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height)) return false;
    for (let b = box.parent; b !== null; b = b.parent) {
        if (!b.clips || b.parent === null) continue;
        const r = clientRect(b);
        if (!(x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height)) return false;
    }
    return true;
}

/// The point of elementFromPoint and elementsFromPoint: two finite doubles (WebIDL), else a TypeError.
function pointArguments(args, name) {
    if (args.length < 2) {
        throw new TypeError(
            `Failed to execute '${name}' on 'Document': 2 arguments required, but only ${args.length} present.`);
    }
    const x = Number(args[0]), y = Number(args[1]);
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
        throw new TypeError(`Failed to execute '${name}' on 'Document': The provided double value is non-finite.`);
    }
    return { x, y };
}

Object.defineProperties(Document.prototype, {
    elementFromPoint: {
        value: function elementFromPoint(x, y) {
            const p = pointArguments(arguments, 'elementFromPoint');
            const hits = hitTest(this, p.x, p.y);
            return hits.length ? hits[0] : null;
        },
        writable: true, configurable: true,
    },
    elementsFromPoint: {
        value: function elementsFromPoint(x, y) { const p = pointArguments(arguments, 'elementsFromPoint');
            return hitTest(this, p.x, p.y); },
        writable: true, configurable: true,
    },
    scrollingElement: { get() { return scrollingElementOf(this); }, configurable: true },
});

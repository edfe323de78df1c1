// ResolvedValues.js — what getComputedStyle answers for the properties whose resolved value is the
// used value (CSSOM §9, "resolved values"), as WebKit answers them, read from the layout model
// (Layout.js): `width` and `height` of a rendered box that is not a non-replaced inline one, the
// percentage or `auto` margins and paddings of a rendered block-level or atomic box, the insets of a
// positioned box, and `transform` as the matrix it stands for (Transforms.js). WebKit keeps used
// lengths in LayoutUnits (1/64 px, truncated), so `width: 33.3333%` of 431px reads 143.65625px there,
// and here. An element without a box (display none, not in a shown document) answers with its
// computed value, as in browsers.

import { styleValue } from "./CSSValues.js" with { lazy: "true" };
import {
    boxOf, documentPosition, layoutOf, positionedContainingBlock, sizeBoxOf, usedLength, widthBoxOf
} from "./Layout.js" with { lazy: "true" };
import { serializeMatrix, transformMatrix } from "./Transforms.js" with { lazy: "true" };

/// The used-value properties: which of a box's sizes or edges each reads ([array, index] of the
/// box's margins `m`, paddings `p`, as top, right, bottom, left), or the size ('w', 'h').
const usedValueProperties = new Map([
    ['width', 'w'], ['height', 'h'],
    ['margin-top', ['m', 0]], ['margin-right', ['m', 1]], ['margin-bottom', ['m', 2]], ['margin-left', ['m', 3]],
    ['padding-top', ['p', 0]], ['padding-right', ['p', 1]], ['padding-bottom', ['p', 2]], ['padding-left', ['p', 3]],
]);

/// Whether `box` is a non-replaced inline box, which sizes do not apply to.
function isInlineBox(box, values) {
    return box.inline || (styleValue(values, 'display') === 'inline' && !box.st.replaced);
}

/// A length in px as WebKit serialises a used value: truncated to a LayoutUnit, then printed as a float.
function layoutUnitPx(n) {
    return String(Math.fround(Math.trunc(n * 64) / 64)) + 'px';
}

/// The value getComputedStyle gives for `name` (a CSS property name) of `element`, whose computed
/// values are `values`: the used value for the properties above when the element has a box of its
/// own, else the computed value (undefined for a property not known).
export function resolvedValue(element, name, values) {
    if (name === 'transform') return resolvedTransform(element, values);
    if (insetSides.has(name)) return resolvedInset(element, name, values);
    const reads = usedValueProperties.get(name);
    if (reads === undefined) return styleValue(values, name);
    // A margin or padding given in px answers as computed whatever the box (below): no layout for it.
    // jQuery's `.width(v)` reads the paddings before each write, and slick sets every slide's width.
    if (typeof reads !== 'string') {
        const computed = styleValue(values, name);
        if (typeof computed === 'string' && computed.endsWith('px')) return computed;
    }
    // The width and the edges of a block whose ancestors alone size it, and the sizes inside a box
    // positioned against the initial containing block, come without a layout of the document (Layout.js
    // widthBoxOf and sizeBoxOf: jQuery's `.width()` reads the resolved width after each change).
    const box = reads === 'h' ? sizeBoxOf(element) : widthBoxOf(element);
    // No box, or the box of an <svg> an SVG shape borrows (Layout.js boxOf): the computed value.
    if (box === null || box.el !== element) return styleValue(values, name);
    if (typeof reads === 'string') {
        // Sizes do not apply to non-replaced inline boxes: a <span> answers its declared width.
        if (isInlineBox(box, values)) return styleValue(values, name);
        const horizontal = reads === 'w';
        let size = horizontal ? box.w : box.h;
        if (styleValue(values, 'box-sizing') !== 'border-box') {
            size -= horizontal ? box.b[1] + box.b[3] + box.p[1] + box.p[3] : box.b[0] + box.b[2] + box.p[0] + box.p[2];
        }
        return layoutUnitPx(Math.max(0, size));
    }
    // WebKit answers a margin or padding given in px (after computation) as computed, with every digit
    // (above); a percentage or `auto` one of a block-level or atomic box as used.
    if (box.inline) return styleValue(values, name);
    return layoutUnitPx(box[reads[0]][reads[1]]);
}

/// `transform` as a matrix (Transforms.js), its percentages of the border box: `none` for an element
/// without a box of its own (WebKit answers a <span>'s too).
function resolvedTransform(element, values) {
    const computed = styleValue(values, 'transform');
    if (computed === undefined || computed === 'none') return 'none';
    const box = boxOf(element);
    if (box === null || box.el !== element) return 'none';
    const length = (text, axis) => {
        if (axis === 'z' && text.trim().endsWith('%')) return null;
        return usedLength(text, axis === 'x' ? box.w : axis === 'y' ? box.h : null, box.st);
    };
    const matrix = transformMatrix(computed, length);
    return matrix === null ? computed : serializeMatrix(matrix);
}

/// The insets, with the index of their side (top, right, bottom, left) and the opposite one.
const insetSides = new Map([
    ['top', [0, 'bottom']], ['right', [1, 'left']], ['bottom', [2, 'top']], ['left', [3, 'right']],
]);

/// `top`, `right`, `bottom` or `left` of a positioned element's box as used: a relatively positioned
/// one's offset (`auto` is the opposite side's negated, or 0), an absolutely positioned or fixed
/// one's distance from its containing block's padding edge; an inset given in px, and those of a
/// static or sticky element or of one without a box, as computed.
function resolvedInset(element, name, values) {
    const computed = styleValue(values, name);
    const position = styleValue(values, 'position');
    if (position !== 'relative' && position !== 'absolute' && position !== 'fixed') return computed;
    // A relative offset given in px answers as computed, with or without a box: no layout for it.
    if (position === 'relative' && typeof computed === 'string' && computed.endsWith('px')) return computed;
    // A relative offset depends on sizes only (Layout.js sizeBoxOf); an absolute one on positions.
    const box = position === 'relative' ? sizeBoxOf(element) : boxOf(element);
    if (box === null || box.el !== element) return computed;
    const [side, opposite] = insetSides.get(name);
    const horizontal = side === 1 || side === 3;
    if (position === 'relative') {
        if (typeof computed === 'string' && computed.endsWith('px')) return computed;
        // Percentages of the containing block: the parent's content box.
        const parent = box.parent;
        const base = parent === null ? null : horizontal
            ? parent.w - parent.b[1] - parent.b[3] - parent.p[1] - parent.p[3]
            : parent.h - parent.b[0] - parent.b[2] - parent.p[0] - parent.p[2];
        const own = usedLength(computed, base, box.st);
        if (own !== null) return layoutUnitPx(own);
        const other = usedLength(styleValue(values, opposite), base, box.st);
        return layoutUnitPx(other !== null ? -other : 0);
    }
    const layout = layoutOf(element._doc);
    if (layout === null) return computed;
    const cb = positionedContainingBlock(layout, box.st);
    const at = documentPosition(box);
    const m = box.m;
    const left = at.x - m[3] - cb.x, top = at.y - m[0] - cb.y;
    const used = side === 3 ? left : side === 0 ? top
        : side === 1 ? cb.w - left - m[3] - box.w - m[1] : cb.h - top - m[0] - box.h - m[2];
    return layoutUnitPx(used);
}

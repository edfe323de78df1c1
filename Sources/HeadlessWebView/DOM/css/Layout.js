// Layout.js — the layout model: boxes for a document's elements, computed from their computed
// values (Cascade.js) against the window's viewport (Viewport.js), good enough for what pages
// measure — carousels sizing their slides, "in view" checks, jQuery's `:visible` — not a renderer.
//
// It computes: block flow (margins collapsing between siblings and through a parent without
// border or padding), inline flow in line boxes (words wrapped at the available width, atomic
// inline boxes, `<br>`, `text-align`), flex rows and columns (order, grow, shrink, basis, wrap,
// gaps, justify-content, align-items/align-self, auto margins, the automatic minimum size),
// replaced elements sized by their attributes or CSS (img, video, canvas, iframe, svg, form
// controls at WebKit's default sizes), lengths in px, %, em, rem, vw/vh/vmin/vmax and calc(),
// box-sizing, padding, border, margin (auto centring), min/max sizes, display:none and contents,
// position relative/absolute/fixed/sticky (sticky as relative), overflow for the scroll sizes.
// Text is measured with one average advance per font (0.523 em, monospace 0.615 em) and WebKit's
// rounded ascent and descent of its default font for `line-height: normal`.
//
// It ignores, and why: floats (laid out as inline blocks: left floats side by side, no text runs
// around them; pages that measure use flex), grid (laid out as blocks), tables' auto layout (rows
// and cells as blocks: their widths depend on every cell's content), fonts' real metrics (no font
// files headlessly: a text's width is its length times the advance, so wrapping points differ
// from WebKit's by a word now and then), vertical-align and baselines beyond the line's
// baseline, writing modes, `transform` other than its translations (scale and rotate do not
// change a rect), multi-column, and images' natural sizes (nothing is fetched).
//
// It is lazy: nothing is computed until a page asks for a size, and the boxes are kept until the
// tree, an attribute a rule or the layout reads, a text, a style sheet or the viewport changes
// (`layoutOf`; Collections.js `layoutVersion` says which changes keep it). A page that never
// asks pays nothing. Boxes hold their border box relative to their parent box, so a margin that
// collapses or a relative offset moves a subtree without visiting it. What a layout reads of an
// element's computed values (`styleOf`) is kept for the next layout while those values stand, and
// so are the boxes of a subtree that lays out as it did, in a containing block of the same size
// (`reusedBox`): a change relays its element and the ancestors it may resize, not their other children.
// A block's width that its ancestors alone decide is found without a layout (`blockBoxWithoutLayout`).

import { layoutVersion, textVersion } from "../dom/Collections.js";
import { attributeValue } from "../dom/Element.js";
import { SVG_NS } from "../dom/Node.js";
import { documentWindow, define } from "../dom/Realm.js";
import { isCustomKey, styleValue } from "./CSSValues.js" with { lazy: "true" };
import { computedValues } from "./Cascade.js" with { lazy: "true" };
import { documentStyleIndex } from "./StyleSheets.js" with { lazy: "true" };
import { viewportOf, viewportVersion } from "./Viewport.js";

/// WebKit's default font (DejaVu on Linux): its average advance per em over shop copy, and its
/// ascent and descent per em, each rounded as WebKit rounds them (16px text is 19px high); its
/// monospace one's advance; and Ahem, the web-platform tests' font, whose glyphs are 1em squares
/// with their baseline at 0.8em.
const defaultFont = Object.freeze({ advance: 0.523, ascent: 0.928, descent: 0.236 });
const monospaceFont = Object.freeze({ advance: 0.6154, ascent: 0.928, descent: 0.236 });
const ahemFont = Object.freeze({ advance: 1, ascent: 0.8, descent: 0.2 });
/// The metrics of a `font-family` list's font: Ahem when it comes first, else monospace or the default.
function fontMetricsOf(family) {
    // Asked per element per layout, of a handful of lists: the answers are kept (this realm's frozen
    // RegExp is slow to run).
    let font = fontsByFamily.get(family);
    if (font === undefined) {
        font = /^\s*["']?ahem["']?\s*(,|$)/i.test(family) ? ahemFont : /mono/i.test(family) ? monospaceFont : defaultFont;
        if (fontsByFamily.size >= 64) fontsByFamily.clear();
        fontsByFamily.set(family, font);
    }
    return font;
}
const fontsByFamily = new Map();

/// The box model of a document, computed on demand: `{ boxes: Map element → Box, root, viewport,
/// width, height }` (width and height: the document's scroll size), or null for a document no
/// window shows (it has no boxes, as in a browser).
export function layoutOf(doc) {
    const w = documentWindow(doc);
    if (w === null) return null;
    const index = documentStyleIndex(doc);
    const sheets = index === null ? 0 : doc._styleState.version;
    const cached = doc._layout;
    // An iframe's viewport follows its element's box, which no version of this document tracks: compared by size.
    const viewport = viewportOf(w);
    if (isCurrent(cached, sheets, viewport)) return cached.model;
    const model = computeLayout(doc, viewport);
    const record = layoutRecord(sheets, viewport, model);
    if (cached === undefined) define(doc, '_layout', record); else doc._layout = record;
    return model;
}

/// A layout kept with what it depends on, for isCurrent.
function layoutRecord(sheets, viewport, model) {
    return {
        tree: layoutVersion, text: textVersion, sheets, viewport: viewportVersion, width: viewport.width,
        height: viewport.height, model,
    };
}

/// Whether a document's kept layout (`doc._layout`) stands: nothing it depends on changed since.
function isCurrent(cached, sheets, viewport) {
    return cached !== undefined && cached.tree === layoutVersion && cached.text === textVersion
        && cached.sheets === sheets && cached.viewport === viewportVersion && cached.width === viewport.width
        && cached.height === viewport.height;
}

/// The box an element's width and horizontal edges are read from (`offsetWidth`, `clientWidth`,
/// getComputedStyle's `width`, margins and paddings), or null: the layout's while it stands, else one
/// found without a layout when its ancestors alone decide it (blockBoxWithoutLayout) or when it is
/// inside a box positioned against the initial containing block (positionedSubtreeBox), else the new
/// layout's.
export function widthBoxOf(element) { return boxForSizes(element, true); }

/// The box an element's sizes and edges are read from, not its position (`offsetHeight`, `clientHeight`,
/// getComputedStyle's `height` and a relatively positioned element's insets, besides the widths): the
/// layout's while it stands, else one inside a box positioned against the initial containing block,
/// laid out alone (positionedSubtreeBox), else the new layout's.
export function sizeBoxOf(element) { return boxForSizes(element, false); }

function boxForSizes(element, widthOnly) {
    const doc = element._doc;
    if (doc !== null && doc !== undefined && !layoutStands(doc)) {
        const box = (widthOnly ? blockBoxWithoutLayout(element) : null) ?? positionedSubtreeBox(element);
        if (box !== null) return box;
    }
    return boxOf(element);
}

/// Whether `doc` has a layout that stands (layoutOf would answer it as it is).
function layoutStands(doc) { return stands(doc, doc._layout); }

/// Whether a layout record of `doc` (layoutOf's, positionedSubtreeBox's) stands: nothing it depends on changed since.
function stands(doc, cached) {
    if (cached === undefined) return false;
    const w = documentWindow(doc);
    if (w === null) return false;
    const index = documentStyleIndex(doc);
    return isCurrent(cached, index === null ? 0 : doc._styleState.version, viewportOf(w));
}

/// Whether the layout of `element`'s document stands when the element's translation goes from or to
/// none (css/StyleSheets.js `attributeChangeReach`): a transformed box is the containing block of the
/// positioned boxes inside it, so it does when the layout stands and places none inside the element.
/// The offset parent, which the switch also moves, is read from the values of now (CSSOMView.js).
export function translationSwitchKeepsLayout(element) {
    const doc = element._doc;
    if (doc === null || doc === undefined || !layoutStands(doc)) return false;
    const positioned = doc._layout.model.positioned;
    for (let i = 0; i < positioned.length; i++) {
        for (let n = positioned[i].st.el._parent; n !== null; n = n._parent) if (n === element) return false;
    }
    return true;
}

/// An element's box, or null (not rendered, or not in a shown document).
export function boxOf(element) {
    const model = layoutOf(element._doc);
    if (model === null) return null;
    const box = model.boxes.get(element);
    if (box !== undefined) return box;
    // SVG shapes are not laid out: one inside a rendered <svg> takes its box (where it can be seen and tapped).
    if (element._nsURI === SVG_NS) {
        for (let n = element._parent; n !== null && n._nt === 1; n = n._parent) {
            const outer = model.boxes.get(n);
            if (outer !== undefined) return n._local === 'svg' ? outer : null;
        }
    }
    return null;
}

/// A box's border box in document coordinates (before transforms and scrolling): { x, y }.
export function documentPosition(box) {
    let x = 0, y = 0;
    for (let b = box; b !== null; b = b.parent) { x += b.x; y += b.y; }
    return { x, y };
}

// --- lengths -------------------------------------------------------------------------------

const pxPattern = /^(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)px$/i;
const numberUnitPattern = /^(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/i;

/// A length's value in px: `base` for percentages (null: not resolvable), `st` for em and the
/// viewport; null for `auto`, `none`, keywords and what cannot be resolved.
function length(text, base, st) {
    if (text === undefined || text === null) return null;
    let parsed = parsedLengths.get(text);
    if (parsed === undefined) parsed = parseLength(text);
    if (typeof parsed === 'number') return parsed;
    if (parsed === null) return null;
    if (parsed.math === undefined) return unitValue(parsed.n, parsed.unit, base, st);
    const value = mathValue(parsed.math, base, st);
    return Number.isNaN(value) ? null : value;
}

/// `length` for the other files (getComputedStyle's resolved values): `st` is a box's style record.
export function usedLength(text, base, st) { return length(text, base, st); }

/// Parsed length texts (a px number, { n, unit }, { math } of a math function, or null): a page's
/// layouts read the same few values again and again, and a regular expression per read is slow.
const parsedLengths = new Map();
function parseLength(text) {
    let parsed = null;
    const px = pxPattern.exec(text);
    if (px !== null) parsed = Number(px[1]);
    else {
        const m = numberUnitPattern.exec(text);
        if (m !== null) parsed = { n: Number(m[1]), unit: m[2].toLowerCase(), math: undefined };
        else if (text.indexOf('(') > 0) {
            const tokens = mathTokens(text);
            const math = tokens === null ? null : parseMath(tokens);
            if (math !== null) parsed = { n: 0, unit: '', math };
        }
    }
    if (parsedLengths.size >= 4096) parsedLengths.clear();
    parsedLengths.set(text, parsed);
    return parsed;
}
const mathTokenPattern = /-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?[a-z%]*|[a-z-]+\(|[()+\-*/,]/g;
function mathTokens(text) {
    const lower = String(text).toLowerCase();
    const tokens = [];
    mathTokenPattern.lastIndex = 0;
    for (let m = mathTokenPattern.exec(lower); m !== null; m = mathTokenPattern.exec(lower)) tokens.push(m[0]);
    return tokens.length === 0 ? null : tokens;
}

function unitValue(n, unit, base, st) {
    switch (unit) {
        case 'px': return n;
        case '': return n === 0 ? 0 : null;
        case '%': return base === null ? null : base * n / 100;
        case 'em': return n * st.fontSize;
        case 'rem': return n * st.env.rootFontSize;
        case 'vw': return n * st.env.width / 100;
        case 'vh': case 'svh': case 'lvh': case 'dvh': return n * st.env.height / 100;
        case 'vmin': return n * Math.min(st.env.width, st.env.height) / 100;
        case 'vmax': return n * Math.max(st.env.width, st.env.height) / 100;
        case 'pt': return n * 4 / 3;
        case 'pc': return n * 16;
        case 'in': return n * 96;
        case 'cm': return n * 96 / 2.54;
        case 'mm': return n * 96 / 25.4;
        case 'ch': return n * st.fontSize * st.advance;
        case 'ex': return n * st.fontSize * 0.5;
        default: return null;
    }
}

/// calc(), min(), max() and clamp() of lengths, numbers and percentages, parsed once (parseMath) into
/// nodes: [MATH_NUMBER, n], [MATH_UNIT, n, unit], [MATH_NEGATE, a], [MATH_SUM | MATH_DIFFERENCE |
/// MATH_PRODUCT | MATH_QUOTIENT, a, b], [MATH_MIN | MATH_MAX | MATH_CLAMP, [arguments]]. A carousel
/// that sizes its slides with `calc((100% + 8px) / 2 - 8px)` has it evaluated at every layout.
const MATH_NUMBER = 0, MATH_UNIT = 1, MATH_NEGATE = 2, MATH_SUM = 3, MATH_DIFFERENCE = 4, MATH_PRODUCT = 5,
    MATH_QUOTIENT = 6, MATH_MIN = 7, MATH_MAX = 8, MATH_CLAMP = 9;
const negativeNumberPattern = /^-\d|^-\./;

/// The tree of a math function's tokens, or null when they do not make one.
function parseMath(tokens) {
    let i = 0;
    let failed = false;
    const primary = () => {
        const t = tokens[i++];
        if (t === undefined) { failed = true; return null; }
        if (t === '(' || t === 'calc(') { const v = sum(); i++; return v; }
        if (t === 'min(' || t === 'max(' || t === 'clamp(') {
            const args = [sum()];
            while (tokens[i] === ',') { i++; args.push(sum()); }
            i++;
            if (t === 'min(') return [MATH_MIN, args];
            if (t === 'max(') return [MATH_MAX, args];
            if (args.length !== 3) failed = true;
            return [MATH_CLAMP, args];
        }
        if (t === '-') return [MATH_NEGATE, primary()];
        const m = numberUnitPattern.exec(t);
        if (m === null) { failed = true; return null; }
        return m[2] === '' ? [MATH_NUMBER, Number(m[1])] : [MATH_UNIT, Number(m[1]), m[2]];
    };
    const product = () => {
        let v = primary();
        while (tokens[i] === '*' || tokens[i] === '/') {
            const op = tokens[i++];
            v = [op === '*' ? MATH_PRODUCT : MATH_QUOTIENT, v, primary()];
        }
        return v;
    };
    const sum = () => {
        let v = product();
        while (tokens[i] === '+' || tokens[i] === '-' || (tokens[i] !== undefined && negativeNumberPattern.test(tokens[i]))) {
            // `calc(100% -20px)` tokenises the minus into the number: a sum all the same.
            if (tokens[i] === '+' || tokens[i] === '-') {
                const op = tokens[i++];
                v = [op === '+' ? MATH_SUM : MATH_DIFFERENCE, v, product()];
            } else v = [MATH_SUM, v, product()];
        }
        return v;
    };
    const tree = sum();
    return failed ? null : tree;
}

/// A math tree's value in px (`base` for percentages, `st` for em and the viewport); NaN when a
/// term is not resolvable.
function mathValue(node, base, st) {
    switch (node[0]) {
        case MATH_NUMBER: return node[1];
        case MATH_UNIT: { const v = unitValue(node[1], node[2], base, st); return v === null ? NaN : v; }
        case MATH_NEGATE: return -mathValue(node[1], base, st);
        case MATH_SUM: return mathValue(node[1], base, st) + mathValue(node[2], base, st);
        case MATH_DIFFERENCE: return mathValue(node[1], base, st) - mathValue(node[2], base, st);
        case MATH_PRODUCT: return mathValue(node[1], base, st) * mathValue(node[2], base, st);
        case MATH_QUOTIENT: {
            const a = mathValue(node[1], base, st), b = mathValue(node[2], base, st);
            return b === 0 ? (Number.isNaN(a) ? NaN : 0) : a / b;
        }
        default: {
            const args = node[1];
            const a = mathValue(args[0], base, st);
            if (args.length === 1) return a;
            const b = mathValue(args[1], base, st);
            if (node[0] === MATH_CLAMP) return Math.max(a, Math.min(b, mathValue(args[2], base, st)));
            let v = node[0] === MATH_MIN ? Math.min(a, b) : Math.max(a, b);
            for (let k = 2; k < args.length; k++) {
                const c = mathValue(args[k], base, st);
                v = node[0] === MATH_MIN ? Math.min(v, c) : Math.max(v, c);
            }
            return v;
        }
    }
}

// --- styles --------------------------------------------------------------------------------

/// What the layout reads of an element's computed values. It depends on those values but the
/// ones it never reads (`sameForLayout`), the layout's `env` (viewport and root font size), the
/// element's parent (the user-agent sheet's margins and font sizes look at it) and the attributes
/// read for its size (an input's type, a media element's width and height): the previous layout's
/// record is taken again, with the values of now, when all of them are the same.
function styleOf(layout, el) {
    let st = layout.styles.get(el);
    if (st !== undefined) return st;
    const values = computedValues(el);
    const parent = el._parent;
    if (layout.previous !== null) {
        st = layout.previous.get(el);
        if (st !== undefined && st.env === layout.env && st.parent === parent
            && (st.values === values || sameForLayout(st.values, values))
            && (st.type === undefined || st.type === attributeValue(el, 'type'))
            && (!st.sizedByAttributes || (st.attrWidth === attributeValue(el, 'width')
                && st.attrHeight === attributeValue(el, 'height')))
            && (!st.uaFontSize || st.parentFontSize === inheritedFontSize(parent))) {
            st.values = values;
            st.previousIn = layout;
            layout.styles.set(el, st);
            return st;
        }
    }
    const local = el._local;
    const uaFontSize = headingSizes.has(local) || formControls.has(local);
    const sized = sizedByAttributes.has(local);
    let fontSize = Number.parseFloat(valueOf(values, 'font-size')) || 16;
    // The user-agent sheet's font sizes, for elements whose size is only inherited.
    if (uaFontSize && !declaresOwn(el, values, 'font-size')) {
        fontSize = formControls.has(local) ? 13 : headingSizes.get(local) * fontSize;
    }
    const display = displayOf(el, values.get('display'));
    const float = values.get('float');
    const family = String(values.get('font-family') || '');
    const font = fontMetricsOf(family);
    const width = values.get('width'), height = values.get('height');
    st = {
        el, values, local, env: layout.env, fontSize, type: local === 'input' ? attributeValue(el, 'type') : undefined,
        parent, uaFontSize, parentFontSize: uaFontSize ? inheritedFontSize(parent) : undefined,
        sizedByAttributes: sized, attrWidth: sized ? attributeValue(el, 'width') : null,
        attrHeight: sized ? attributeValue(el, 'height') : null,
        display,
        position: values.get('position') || 'static',
        boxSizing: values.get('box-sizing') === 'border-box' || ((local === 'button' || local === 'select'
            || isButtonInput(el))
            && !values.has('box-sizing')) ? 'border-box' : 'content-box',
        family,
        whiteSpace: values.get('white-space') || 'normal',
        lineHeight: 0,
        // What the layout asks of the values again and again, once.
        inlineLevel: isInlineLevel(display), flex: isFlex(display), replaced: replacedElements.has(local),
        floats: float === 'left' || float === 'right', shrinks: false,
        font, advance: font.advance,
        widthAuto: width === undefined || width === 'auto', heightAuto: height === undefined || height === 'auto',
        // The box edges that do not depend on the containing block (makeBox), once computed.
        margins: undefined, autoMargin: undefined, paddings: undefined, borders: undefined, clips: false,
        strut: null, factors: null, flexFlow: null, asInline: null,
        // Its flat children (text nodes with their data) when the last layout saw them, and the
        // layout in which its subtree was as in the one before (`subtreeUnchanged`).
        kids: null, kidsSame: false, kidsAt: 0, unchangedIn: null,
        // The layout that took it from the previous one.
        previousIn: null,
        // Whether its box depends on its containing block's size (freeOfContainingBlock), once known.
        freeWidth: undefined, freeHeight: undefined, definiteWidth: undefined,
        // The boxes its layoutBlock calls made or took in layout `callsIn`, and before it (reusedBox).
        calls: null, callsIn: null, earlierCalls: null,
    };
    // Its item in a run of inline content (collectFlow).
    st.asInline = { st };
    st.shrinks = shrinksToFit(st);
    const lh = valueOf(values, 'line-height');
    const normal = normalLineHeight(fontSize, font);
    st.lineHeight = lh === 'normal' || lh === undefined ? normal : (length(lh, fontSize, st) ?? normal);
    layout.styles.set(el, st);
    return st;
}
/// The font size an element's parent passes down (a heading's or form control's own depends on it).
const inheritedFontSize = (parent) => (parent === null || parent._nt !== 1 ? undefined
    : computedValues(parent).get('font-size'));
/// Elements whose `width` and `height` attributes size them (replacedWidth, aspectRatio).
const sizedByAttributes = new Set(['img', 'video', 'canvas', 'iframe', 'embed', 'object', 'svg']);

/// Whether two computed values of an element lay out the same: equal but in what the layout never
/// reads (paint, transitions, custom properties). The geometry readers read those from the values
/// of now (CSSOMView.js), or from the style record, which takes the values of now when reused.
function sameForLayout(before, after) {
    // Most often all the same (the cascade made the values again after a change elsewhere).
    compared = before;
    comparedCount = 0;
    comparedSame = true;
    if (before.size === after.size) after.forEach(compareExactly);
    if (before.size !== after.size || !comparedSame) {
        comparedSame = true;
        after.forEach(compareLaidOut);
        if (comparedSame) before.forEach(countLaidOut);
        comparedSame = comparedSame && comparedCount === 0;
    }
    compared = null;
    return comparedSame;
}
// The comparison's state, for callbacks that allocate nothing (this runs for every element of a layout).
let compared = null, comparedCount = 0, comparedSame = true;
function compareExactly(value, name) { if (comparedSame && compared.get(name) !== value) comparedSame = false; }
function compareLaidOut(value, name) {
    if (!comparedSame || notLaidOut(name)) return;
    if (compared.get(name) !== value) comparedSame = false;
    comparedCount++;
}
function countLaidOut(value, name) { if (!notLaidOut(name)) comparedCount--; }
/// The properties no layout reads, by name and by prefix (their longhands), and the answers so far.
const unreadProperties = new Set(['color', 'opacity', 'visibility', 'cursor', 'pointer-events', 'z-index', 'transform',
    'translate', 'rotate', 'scale', 'transform-origin', 'transform-style', 'perspective', 'perspective-origin',
    'backface-visibility', 'box-shadow', 'text-shadow', 'fill', 'stroke', 'filter', 'backdrop-filter', 'will-change',
    'user-select', '-webkit-user-select', 'touch-action', '-webkit-tap-highlight-color', 'font-weight', 'font-style',
    'object-fit', 'object-position', 'clip-path', 'mix-blend-mode', 'isolation', 'caret-color', 'accent-color',
    'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'border-top-left-radius',
    'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius', 'content', 'quotes',
    'scroll-behavior', 'overscroll-behavior', 'resize', 'appearance', '-webkit-appearance', '-webkit-font-smoothing',
    'text-rendering', 'list-style-type', 'list-style-image', 'list-style-position']);
const unreadPrefixes = ['transition', 'animation', 'background', 'outline', 'text-decoration', 'mask', '-webkit-mask',
    'fill-', 'stroke-', 'text-emphasis', 'scroll-snap'];
const unreadAnswers = new Map();
function notLaidOut(name) {
    let answer = unreadAnswers.get(name);
    if (answer !== undefined) return answer;
    answer = isCustomKey(name) || unreadProperties.has(name) || unreadPrefixes.some((p) => name.startsWith(p));
    if (unreadAnswers.size < 4096) unreadAnswers.set(name, answer);
    return answer;
}

/// A computed value, or its initial value when the cascade left it out.
function valueOf(values, name) { const v = values.get(name); return v === undefined ? styleValue(values, name) : v; }

const formControls = new Set(['button', 'input', 'select', 'textarea']);
/// Whether an element's value of an inherited property is its own rather than its parent's.
function declaresOwn(el, values, name) {
    const parent = el._parent;
    const mine = values.get(name);
    if (parent === null || parent._nt !== 1) return mine !== undefined;
    return mine !== computedValues(parent).get(name);
}
const headingSizes = new Map([['h1', 2], ['h2', 1.5], ['h3', 1.17], ['h4', 1], ['h5', 0.83], ['h6', 0.67]]);
const normalLineHeight = (fontSize, font) => Math.round(fontSize * font.ascent) + Math.round(fontSize * font.descent);
const isButtonInput = (el) => el._local === 'input'
    && /^(button|submit|reset)$/i.test(attributeValue(el, 'type') || '');

function displayOf(el, display) {
    const d = display || 'inline';
    if (d === 'none') return 'none';
    if (d === 'contents') return 'contents';
    return d;
}

const isInlineLevel = (display) => display === 'inline' || display.startsWith('inline-') || display === 'ruby';
const isFlex = (display) => display === 'flex' || display === 'table-row' || display === 'inline-flex'
    || display === '-webkit-box' || display === '-webkit-flex'
    || display === 'inline-box' || display === '-webkit-inline-flex';
const replacedElements = new Set(['img', 'video', 'canvas', 'iframe', 'embed', 'object', 'svg', 'input', 'select',
    'textarea', 'button', 'audio', 'progress', 'meter', 'hr']);
/// Elements whose content the layout does not walk (their content is not rendered or is replaced).
const unrenderedContent = new Set(['head', 'script', 'style', 'template', 'title', 'meta', 'link', 'noscript',
    'option', 'optgroup', 'datalist', 'param', 'source', 'track', 'area', 'map']);

/// The user-agent sheet's margins and paddings (WebKit's html.css) for properties a page left unset.
function uaMargin(st, side) {
    const local = st.local;
    if (local === 'body') return 8;
    const em = st.fontSize;
    if (side === 0 || side === 2) {
        if (local === 'p' || local === 'ul' || local === 'ol' || local === 'dl' || local === 'blockquote'
            || local === 'figure' || local === 'pre' || local === 'menu') {
            return isNested(st.el) ? 0 : em;
        }
        if (headingSizes.has(local)) return { h1: 0.67, h2: 0.83, h3: 1, h4: 1.33, h5: 1.67, h6: 2.33 }[local] * em;
        if (local === 'hr') return 8;
        if (local === 'fieldset') return 0;
    } else {
        if (local === 'blockquote' || local === 'figure') return 40;
        if (local === 'dd' && side === 3) return 40;
        if (local === 'fieldset') return 2;
    }
    return 0;
}
/// A list inside a list has no block margins (WebKit's html.css).
const isNested = (el) => (el._local === 'ul' || el._local === 'ol') && el._parent !== null
    && (el._parent._local === 'li' || el._parent._local === 'ul' || el._parent._local === 'ol');
function uaPadding(st, side) {
    const local = st.local;
    if ((local === 'ul' || local === 'ol' || local === 'menu') && side === 3) return 40;
    if (local === 'button' || isButtonInput(st.el)) return [2, 6, 3, 6][side];
    if (local === 'input') return 1;
    if (local === 'td' || local === 'th') return 1;
    if (local === 'fieldset') return [0.35 * st.fontSize, 0.75 * st.fontSize, 0.625 * st.fontSize,
        0.75 * st.fontSize][side];
    return 0;
}
function uaBorder(st) {
    const local = st.local;
    if (local === 'input') {
        return /^(checkbox|radio|hidden|image|range|color)$/i.test(attributeValue(st.el, 'type') || '') ? 0 : 2;
    }
    return local === 'button' || local === 'textarea' || local === 'fieldset' ? 2 : 0;
}

const sides = ['top', 'right', 'bottom', 'left'];
const marginNames = sides.map((s) => 'margin-' + s);
const paddingNames = sides.map((s) => 'padding-' + s);
const borderNames = sides.map((s) => 'border-' + s + '-width');
const borderStyleNames = sides.map((s) => 'border-' + s + '-style');

/// A new box for `el`: its borders, paddings and margins against a containing block `cbWidth` wide.
function makeBox(st, cbWidth) {
    if (st.borders === undefined) boxEdges(st);
    const fixed = st.margins;
    const box = {
        el: st.el, st, parent: null, x: 0, y: 0, w: 0, h: 0,
        // Margins change (auto ones are resolved in place); the other edges are shared with the style record.
        m: fixed !== null ? [fixed[0], fixed[1], fixed[2], fixed[3]] : edges(st, marginNames, cbWidth, true),
        b: st.borders, p: st.paddings !== null ? st.paddings : edges(st, paddingNames, cbWidth, false),
        autoMargin: st.autoMargin,
        overflowRight: 0, overflowBottom: 0, fragments: null, inline: false, fixed: false, clips: st.clips,
        marginTop: 0, marginBottom: 0, selfCollapsing: false, children: [],
        // Set later for some boxes: here too, so that every box has one shape.
        flexItem: false, collapsedTop: false, collapsedBottom: false, relativeY: 0, lineFragments: null,
        fragmentOrigin: null,
        // A box laid out by layoutBlock: that call (reusedBox).
        call: null,
    };
    return box;
}

/// The edges of a style record that do not depend on the containing block (all but percentages):
/// margins and paddings (null when one is a percentage), borders, auto margins and clipping.
function boxEdges(st) {
    const values = st.values;
    let relative = false;
    const autoMargin = [false, false, false, false];
    for (let i = 0; i < 4; i++) {
        const mv = values.get(marginNames[i]);
        if (mv === 'auto') autoMargin[i] = true;
        else if (mv !== undefined && String(mv).indexOf('%') >= 0) relative = true;
    }
    st.autoMargin = autoMargin;
    st.margins = relative ? null : edges(st, marginNames, null, true);
    relative = false;
    for (let i = 0; i < 4; i++) {
        const pv = values.get(paddingNames[i]);
        if (pv !== undefined && String(pv).indexOf('%') >= 0) relative = true;
    }
    st.paddings = relative ? null : edges(st, paddingNames, null, false);
    const borders = [0, 0, 0, 0];
    for (let i = 0; i < 4; i++) {
        const bv = values.get(borderNames[i]);
        borders[i] = bv === undefined ? (values.has(borderStyleNames[i]) ? 0 : uaBorder(st)) : Math.max(0,
            length(bv, null, st) ?? 0);
    }
    st.borders = borders;
    const overflow = values.get('overflow') || values.get('overflow-x') || values.get('overflow-y');
    st.clips = overflow !== undefined && overflow !== 'visible' && overflow !== 'clip' ? true : overflow === 'clip';
}
/// Margins (`margin`: auto ones are 0) or paddings against a containing block `cbWidth` wide.
function edges(st, names, cbWidth, margin) {
    const values = st.values;
    const result = [0, 0, 0, 0];
    for (let i = 0; i < 4; i++) {
        const v = values.get(names[i]);
        if (margin) {
            if (v !== 'auto') result[i] = v === undefined ? uaMargin(st, i) : (length(v, cbWidth, st) ?? 0);
        } else result[i] = Math.max(0, v === undefined ? uaPadding(st, i) : (length(v, cbWidth, st) ?? 0));
    }
    return result;
}

const horizontalExtras = (box) => box.b[1] + box.b[3] + box.p[1] + box.p[3];
const verticalExtras = (box) => box.b[0] + box.b[2] + box.p[0] + box.p[2];

/// A width or height property's border-box size, or null for auto.
function specifiedSize(st, name, base, box, horizontal) {
    const v = st.values.get(name);
    if (v === undefined || v === 'auto') return null;
    const n = length(v, base, st);
    if (n === null) return null;
    const extras = horizontal ? horizontalExtras(box) : verticalExtras(box);
    return st.boxSizing === 'border-box' ? Math.max(n, extras) : n + extras;
}
/// The min and max of a width or height as border-box sizes.
function clampSize(st, size, horizontal, base, box) {
    const extras = horizontal ? horizontalExtras(box) : verticalExtras(box);
    const borderBox = st.boxSizing === 'border-box';
    const max = st.values.get(horizontal ? 'max-width' : 'max-height');
    if (max !== undefined && max !== 'none') {
        const n = length(max, base, st);
        if (n !== null) size = Math.min(size, borderBox ? Math.max(n, extras) : n + extras);
    }
    const min = st.values.get(horizontal ? 'min-width' : 'min-height');
    if (min !== undefined && min !== 'auto') {
        const n = length(min, base, st);
        if (n !== null) size = Math.max(size, borderBox ? Math.max(n, extras) : n + extras);
    }
    return Math.max(size, extras);
}

// --- the tree ------------------------------------------------------------------------------

/// Calls `collect(layout, node, parentSt, visit)` for each node an element's box is made of, in
/// the flat tree: a host's shadow tree, a slot's assigned nodes (or its fallback content), else
/// the children. (No array of them: this runs for every element of every layout.)
function eachFlatChild(el, collect, layout, parentSt, visit) {
    const shadow = el._shadowRoot;
    const parent = shadow !== undefined && shadow !== null ? shadow : el;
    for (let n = parent._first; n !== null; n = n._next) {
        if (n._nt === 1 && n._local === 'slot' && n._parent !== null && shadow === undefined
            && isInShadowTree(n)) {
            const assigned = n._assignedNodes;
            if (assigned !== undefined && assigned.length !== 0) {
                for (let i = 0; i < assigned.length; i++) collect(layout, assigned[i], parentSt, visit);
                continue;
            }
        }
        collect(layout, n, parentSt, visit);
    }
}
function isInShadowTree(node) { let n = node; while (n._parent) n = n._parent; return n._shadowHost !== undefined; }

/// A layout of `doc` against `viewport`, before anything is laid out.
function newLayout(doc, viewport) {
    return {
        boxes: new Map(), styles: new Map(), intrinsic: new Map(), contentIntrinsic: new Map(), viewport,
        positioned: [],
        quirks: doc._mode === 'quirks', root: null, width: viewport.width, height: viewport.height,
        // What lengths resolve against besides the element (unitValue), and the previous layout's styles.
        env: null, previous: null,
        // Boxes taken again (reusedBox): the previous layout, whether one took it (a stop in the middle
        // leaves its boxes half moved), what the current layoutBlock call does to the layout (`ops`;
        // the outermost one's is dropped) and the boxes positioned boxes were added to.
        before: null, consumed: false, ops: [], placedInto: [],
    };
}

function computeLayout(doc, viewport) {
    const layout = newLayout(doc, viewport);
    const html = doc.documentElement;
    if (html === null || html._nt !== 1) return layout;
    // The previous layout's style records stand with its env: the same viewport and root font size
    // (the root's values the same for the layout), and so do the boxes it did not take.
    // (`layoutOf` keeps the model it computed last in doc._layout.model.)
    const before = doc._layout === undefined ? null : doc._layout.model ?? null;
    const beforeRoot = before === null || before.env === null || before.env === undefined || before.consumed
        ? undefined : before.styles.get(html);
    if (beforeRoot !== undefined && before.env.width === viewport.width && before.env.height === viewport.height
        && sameForLayout(beforeRoot.values, computedValues(html))) {
        layout.env = before.env;
        layout.previous = before.styles;
        layout.before = before;
        before.consumed = true;
        // Its boxes as their flow left them: the positioned ones are placed again.
        const placedInto = before.placedInto;
        for (let i = placedInto.length - 1; i >= 0; i--) placedInto[i].children.pop();
    } else layout.env = newEnv(viewport);
    const rootSt = rootStyle(layout, html);
    if (rootSt.display !== 'none') {
        // The first layout too notes the children, for the second.
        subtreeUnchanged(layout, html, rootSt);
        layoutRoot(layout, rootSt, viewport);
    }
    // Kept, the previous styles would keep every earlier layout alive through it.
    layout.previous = null;
    layout.before = null;
    layout.ops = null;
    return layout;
}

// --- boxes taken again ---------------------------------------------------------------------
//
// A layoutBlock call is a function of its element's subtree (what styleOf reads of each element,
// the flat children, the texts) and of its arguments (the containing block's width and height, the
// flex container's forced sizes). When both are as in the previous layout, that layout's box is
// taken with its subtree as it is: a carousel that moves its track relays the track and its
// ancestors, not its slides. Everything a call does to the layout besides its boxes — the boxes'
// order in `layout.boxes` (hit testing paints in that order), the positioned boxes it leaves for
// later — is noted in its `ops` and done again, in the same order.

/// What a call did to the layout, in pairs [operation, box or positioned item] in its `ops`: a call
/// inside it is one pair, whose box's call holds what that one did.
const OP_CALL = 0, OP_SET = 1, OP_DELETE = 2, OP_POSITIONED = 3;

/// Whether an element's subtree lays out as it did in the previous layout: its style record is
/// that layout's (styleOf), and so are its flat children, its texts and theirs. Walks the whole
/// subtree (noting each element's children for the next layout), once per layout.
function subtreeUnchanged(layout, el, st) {
    let unchanged = st.previousIn === layout;
    // What the layout does not walk: the content of a box that is not rendered or is replaced.
    if (st.display !== 'none' && (!st.replaced || st.local === 'button' || st.local === 'hr')) {
        // Compared in place; noted anew only when they changed.
        if (!sameKids(layout, el, st)) {
            unchanged = false;
            st.kids = [];
            eachFlatChild(el, noteKid, layout, st, null);
        }
        const kids = st.kids;
        for (let i = 0; i < kids.length; i += 2) {
            // A rendered element: its subtree too.
            if (kids[i + 1] === null && !subtreeUnchanged(layout, kids[i], styleOf(layout, kids[i]))) unchanged = false;
        }
    }
    st.unchangedIn = unchanged ? layout : null;
    return unchanged;
}
/// Whether an element's flat children are the ones noted on its style record. Children with no
/// shadow tree or slot among them are compared in one loop (nearly all); the others as the layout walks them.
function sameKids(layout, el, st) {
    const kids = st.kids;
    if (kids === null) return false;
    if (el._shadowRoot === undefined) {
        let at = 0;
        for (let n = el._first; n !== null; n = n._next) {
            const type = n._nt;
            if (type === 3) {
                if (at >= kids.length || kids[at] !== n || kids[at + 1] !== n._data) return false;
            } else if (type === 1) {
                if (n._local === 'slot') { at = -1; break; }
                if (at >= kids.length || kids[at] !== n) return false;
            } else continue;
            at += 2;
        }
        if (at >= 0) return at === kids.length;
    }
    st.kidsSame = true;
    st.kidsAt = 0;
    eachFlatChild(el, compareKid, layout, st, null);
    return st.kidsSame && st.kidsAt === kids.length;
}
/// A flat child is noted as a pair: [text, its data], [element, null], or [element, true] for one the
/// layout does not walk (a script, a style…; an element's local name never changes).
function noteKid(layout, node, st) {
    if (node._nt === 3) st.kids.push(node, node._data);
    else if (node._nt === 1) st.kids.push(node, unrenderedContent.has(node._local) ? true : null);
}
function compareKid(layout, node, st) {
    const type = node._nt;
    if (!st.kidsSame || (type !== 3 && type !== 1)) return;
    const kids = st.kids, at = st.kidsAt;
    if (at >= kids.length || kids[at] !== node || (type === 3 && kids[at + 1] !== node._data)) st.kidsSame = false;
    st.kidsAt = at + 2;
}

/// The previous layout's box for this call, taken again with its subtree, or null. The candidates
/// are the boxes the element's calls made or took last (on its style record); those the previous
/// layout did not hold (`call.layout`) are not taken.
function reusedBox(layout, st, cbWidth, cbHeight, parent, forced, isRoot) {
    const before = layout.before;
    const candidates = st.callsIn === layout ? st.earlierCalls : st.calls;
    if (candidates === null) return null;
    for (let i = 0; i < candidates.length; i++) {
        const box = candidates[i];
        const call = box.call;
        if (call.layout !== before || call.isRoot !== isRoot
            || (call.cbWidth !== cbWidth && !freeOfContainingBlock(st, forced, true))
            || (call.cbHeight !== cbHeight && !freeOfContainingBlock(st, forced, false))
            || (forced === null ? call.forced : !call.forced
                || call.forcedWidth !== forced.width || call.forcedHeight !== forced.height)) continue;
        box.parent = parent;
        if (parent !== null) parent.children.push(box);
        // Its parent places it (and offsets it when relative) afresh.
        box.x = 0; box.y = 0; box.relativeY = 0;
        noteCall(layout, st, box);
        layout.ops.push(OP_CALL, box);
        replayCall(layout, call);
        return box;
    }
    return null;
}
/// Whether a call's box does not depend on its containing block's width (`horizontal`) or height:
/// no length the call resolves against it is a percentage, and its width is definite without it
/// (no auto margin shares what is left). Its children's containing block is its own content box;
/// its position and relative offset are its parent's to set.
function freeOfContainingBlock(st, forced, horizontal) {
    if (st.freeWidth === undefined) {
        const values = st.values;
        const percent = (name) => {
            const v = values.get(name);
            return v !== undefined && String(v).indexOf('%') >= 0;
        };
        st.freeHeight = !percent('height') && !percent('min-height') && !percent('max-height');
        st.freeWidth = !percent('width') && !percent('min-width') && !percent('max-width')
            && !marginNames.some(percent) && !paddingNames.some(percent)
            && values.get('margin-left') !== 'auto' && values.get('margin-right') !== 'auto';
        st.definiteWidth = length(values.get('width'), null, st) !== null;
    }
    if (!horizontal) return st.freeHeight;
    return st.freeWidth && (st.definiteWidth || (forced !== null && forced.width !== undefined));
}
/// Does again what a call of the previous layout did to the layout: its registrations and positioned
/// boxes, in order, and those of the calls inside it, which become this layout's.
function replayCall(layout, call) {
    call.layout = layout;
    const ops = call.ops;
    for (let i = 0; i < ops.length; i += 2) {
        const op = ops[i], item = ops[i + 1];
        if (op === OP_SET) layout.boxes.set(item.el, item);
        else if (op === OP_CALL) replayCall(layout, item.call);
        else if (op === OP_DELETE) layout.boxes.delete(item.el);
        else layout.positioned.push(item);
    }
}
/// Notes on the style record a box an element's call made or took in this layout (the next one's candidates).
function noteCall(layout, st, box) {
    if (st.callsIn === layout) { st.calls.push(box); return; }
    st.earlierCalls = st.calls;
    st.calls = [box];
    st.callsIn = layout;
}
/// A positioned box left for after the flow (placePositioned).
function notePositioned(layout, item) {
    layout.positioned.push(item);
    layout.ops.push(OP_POSITIONED, item);
}

function layoutRoot(layout, rootSt, viewport) {
    const root = layoutBlock(layout, rootSt, viewport.width, viewport.height, null, null, true);
    root.x = root.m[3];
    root.y = root.marginTop;
    layout.root = root;
    // Placing one may add those inside it: the length is read each time.
    for (let i = 0; i < layout.positioned.length; i++) placePositioned(layout, layout.positioned[i]);
    layout.width = Math.max(viewport.width, root.x + Math.max(root.w, root.overflowRight));
    layout.height = Math.max(viewport.height, root.y + Math.max(root.h, root.overflowBottom) + Math.max(0,
        root.marginBottom));
}

function register(layout, box, parent) {
    box.parent = parent;
    layout.boxes.set(box.el, box);
    layout.ops.push(OP_SET, box);
    if (parent !== null) parent.children.push(box);
}

/// Lays out a block-level box `cbWidth` wide (its containing block's content width; `cbHeight`
/// that block's definite height or null). `forced`: { width, height } set by a flex container.
function layoutBlock(layout, st, cbWidth, cbHeight, parent, forced, isRoot = false) {
    if (st.unchangedIn === layout) {
        const reused = reusedBox(layout, st, cbWidth, cbHeight, parent, forced, isRoot);
        if (reused !== null) return reused;
    }
    const box = makeBox(st, cbWidth);
    const outerOps = layout.ops;
    outerOps.push(OP_CALL, box);
    const call = {
        layout, ops: [], cbWidth, cbHeight, isRoot, forced: forced !== null,
        forcedWidth: forced === null ? undefined : forced.width,
        forcedHeight: forced === null ? undefined : forced.height,
    };
    box.call = call;
    layout.ops = call.ops;
    noteCall(layout, st, box);
    register(layout, box, parent);
    // A flex item's size is its container's to set; it lays out its content on its own.
    box.flexItem = forced !== null;
    const width = forced !== null && forced.width !== undefined ? forced.width
        : blockWidth(layout, st, cbWidth, box, isRoot, true);
    box.w = width;
    const contentWidth = Math.max(0, width - horizontalExtras(box));
    // A definite height for percentages of the children.
    let height = forced !== null && forced.height !== undefined ? forced.height : specifiedSize(st, 'height', cbHeight,
        box, false);
    if (height === null) height = replacedHeight(layout, st, box, width);
    const contentHeightDefinite = height === null ? null : Math.max(0, height - verticalExtras(box));
    // Content.
    let contentHeight = 0;
    if (!st.replaced || st.local === 'button') {
        if (st.flex) contentHeight = layoutFlex(layout, st, box, contentWidth, contentHeightDefinite);
        else contentHeight = layoutFlow(layout, st, box, contentWidth, contentHeightDefinite, isRoot);
    }
    if (height === null) {
        if (st.local === 'button' || isButtonInput(st.el)) contentHeight = Math.max(contentHeight, st.lineHeight);
        height = contentHeight + verticalExtras(box);
    }
    if (forced === null || forced.height === undefined) height = clampSize(st, height, false, cbHeight, box);
    box.h = height;
    if (box.marginTop === 0 && !box.collapsedTop) box.marginTop = box.m[0];
    if (!box.collapsedBottom) box.marginBottom = box.m[2];
    box.selfCollapsing = box.selfCollapsing && height === 0;
    layout.ops = outerOps;
    return box;
}

/// The border-box width of a block-level box not sized by a flex container, `cbWidth` its
/// containing block's content width; auto margins take their share of what is left (in `box.m`).
/// With `intrinsic` false, null when the width would need the box's content (shrink-to-fit, the
/// content-size keywords): `blockBoxWithoutLayout` has no content laid out.
function blockWidth(layout, st, cbWidth, box, isRoot, intrinsic) {
    let width = specifiedSize(st, 'width', cbWidth, box, true) ?? replacedWidth(layout, st, box);
    if (width === null) {
        const keyword = st.values.get('width');
        if (keyword === 'fit-content' || keyword === 'max-content' || keyword === 'min-content'
            || keyword === '-webkit-fit-content'
            || (!isRoot && st.shrinks)) {
            if (!intrinsic) return null;
            const intrinsicSizes = intrinsicWidths(layout, st);
            const available = cbWidth - box.m[1] - box.m[3];
            // The intrinsic widths count percentage paddings as 0 (they have no containing block);
            // the box's own resolve against this one and add to its width, as in WebKit.
            let percentPadding = 0;
            if (st.paddings === null) {
                const atZero = edges(st, paddingNames, 0, false);
                percentPadding = box.p[1] + box.p[3] - atZero[1] - atZero[3];
            }
            const min = intrinsicSizes.min + percentPadding, max = intrinsicSizes.max + percentPadding;
            width = keyword === 'min-content' ? min : keyword === 'max-content' ? max
                : Math.min(Math.max(min, available), max);
        } else width = cbWidth - box.m[1] - box.m[3];
    }
    width = clampSize(st, width, true, cbWidth, box);
    // Auto margins centre (or push) a box narrower than its containing block.
    if (!st.inlineLevel && (box.autoMargin[1] || box.autoMargin[3])) {
        const free = Math.max(0, cbWidth - width - box.m[1] - box.m[3]);
        if (box.autoMargin[1] && box.autoMargin[3]) { box.m[3] += free / 2; box.m[1] += free / 2; }
        else if (box.autoMargin[3]) box.m[3] += free; else box.m[1] += free;
    }
    return width;
}

/// The box `element` would have in a layout of now (the one `boxOf` would compute), when it can be
/// found without laying out anything but its ancestors' widths: its box from makeBox, `w` its
/// border-box width and its edges set, not placed (no x, y or height); null when not. That is when
/// the element is a block in its parent's flow, and so is each of its ancestors up to the root, none
/// of them a shadow host (quirks mode changes only line heights): each one's width then depends on its
/// containing block's, which is its parent's content width, and not on anything inside it or beside
/// it, as layoutBlock and layoutFlow compute it. A carousel that sets its slides' widths and reads
/// its root's `offsetWidth` (Glide, three times as it starts) lays nothing out.
export function blockBoxWithoutLayout(element) {
    const doc = element._doc;
    if (doc === null || doc === undefined) return null;
    const html = doc.documentElement;
    if (html === null || html._nt !== 1 || hostsShadowTree(html)) return null;
    const w = documentWindow(doc);
    if (w === null) return null;
    // The element and its ancestors below the root, nearest first. Not in the document (or in a
    // shadow tree), or below a shadow host (whose children are laid out where its slots put them): null.
    const chain = [];
    for (let n = element; n !== html; n = n._parent) {
        if (n === null || n._nt !== 1 || hostsShadowTree(n)) return null;
        chain.push(n);
    }
    const viewport = viewportOf(w);
    const layout = newLayout(doc, viewport);
    layout.env = newEnv(viewport);
    const rootSt = rootStyle(layout, html);
    if (rootSt.display === 'none') return null;
    let cbWidth = viewport.width;
    let st = rootSt;
    for (let i = chain.length; ; i--) {
        if (i < chain.length) {
            // A child of the box above: a block in its flow (collectFlow), in a box whose children
            // flow (layoutBlock: not a flex container, not replaced but a button, whose own width
            // is not found here).
            if (st.flex || st.replaced) return null;
            const el = chain[i];
            if (flowPlacement(layout, el) !== FLOW_BLOCK) return null;
            st = styleOf(layout, el);
        }
        const box = makeBox(st, cbWidth);
        const width = blockWidth(layout, st, cbWidth, box, i === chain.length, false);
        if (width === null) return null;
        box.w = width;
        if (i === 0) return box;
        cbWidth = Math.max(0, width - horizontalExtras(box));
    }
}

/// The box of an element inside an absolutely positioned or fixed box P whose containing block is the
/// initial one, from a layout of P alone, or null. Nothing outside P sizes it or what is inside it but
/// the viewport (placePositioned), so their sizes and edges are the document's layout's; their
/// positions are not (P stands at the origin). jQuery's support tests measure so: a box at left:
/// -11111px on the root, styled, read and removed, four times on a carousel's first `.css()`, each of
/// which would lay the whole document out again. P's ancestors must be blocks in their parents' flow,
/// not positioned, transformed, flex containers, replaced or shadow hosts (else null: the layout
/// answers). Kept while nothing changes (`doc._positionedLayout`), for the next read.
function positionedSubtreeBox(element) {
    const doc = element._doc;
    if (doc === null || doc === undefined) return null;
    const cached = doc._positionedLayout;
    if (cached !== undefined && stands(doc, cached)) {
        const box = cached.model.boxes.get(element);
        if (box !== undefined) return box;
    }
    const html = doc.documentElement;
    if (html === null || html._nt !== 1 || element === html || hostsShadowTree(html)) return null;
    const w = documentWindow(doc);
    if (w === null) return null;
    // The element and its ancestors below the root, nearest first; none in a shadow tree.
    const chain = [];
    for (let n = element; n !== html; n = n._parent) {
        if (n === null || n._nt !== 1) return null;
        chain.push(n);
    }
    const index = documentStyleIndex(doc);
    const viewport = viewportOf(w);
    const layout = newLayout(doc, viewport);
    layout.env = newEnv(viewport);
    let st = rootStyle(layout, html);
    let positioned = null;
    for (let i = chain.length - 1; i >= 0 && positioned === null; i--) {
        if (st.display === 'none' || st.flex || st.replaced || st.position !== 'static' || isTransformed(st.values)
            || hostsShadowTree(st.el)) return null;
        const el = chain[i];
        const placement = flowPlacement(layout, el);
        if (placement === FLOW_POSITIONED) positioned = styleOf(layout, el);
        else if (placement === FLOW_BLOCK) st = styleOf(layout, el);
        else return null;
    }
    if (positioned === null) return null;
    const values = positioned.values;
    const cbW = viewport.width, cbH = viewport.height;
    const left = length(values.get('left'), cbW, positioned), right = length(values.get('right'), cbW, positioned);
    const top = length(values.get('top'), cbH, positioned), bottom = length(values.get('bottom'), cbH, positioned);
    const box = layoutPositioned(layout, positioned, cbW, cbH, left, right, top, bottom);
    box.parent = null;
    box.x = 0;
    box.y = 0;
    layout.boxes.set(positioned.el, box);
    // Those positioned inside it, against it or the viewport.
    for (let i = 0; i < layout.positioned.length; i++) placePositioned(layout, layout.positioned[i]);
    layout.ops = null;
    const record = layoutRecord(index === null ? 0 : doc._styleState.version, viewport, layout);
    if (cached === undefined) define(doc, '_positionedLayout', record); else doc._positionedLayout = record;
    const found = layout.boxes.get(element);
    return found === undefined ? null : found;
}

/// What lengths resolve against besides the element (unitValue): the viewport, and the root's font
/// size, which rootStyle sets.
const newEnv = (viewport) => ({ width: viewport.width, height: viewport.height, rootFontSize: 16 });
/// The root's style record in a layout, and the root font size of the layout's env: the root's own
/// lengths took rem against the initial font size, as the cascade does.
function rootStyle(layout, html) {
    const rootSt = styleOf(layout, html);
    layout.env.rootFontSize = rootSt.fontSize;
    return rootSt;
}

/// Whether an element is a shadow host (eachFlatChild lays out its shadow tree, not its children).
function hostsShadowTree(element) {
    const shadow = element._shadowRoot;
    return shadow !== undefined && shadow !== null;
}

/// Whether an element with `width: auto` takes its content's width (shrink-to-fit) rather than its
/// containing block's: inline blocks, floats (laid out as inline blocks), absolutely positioned boxes.
function shrinksToFit(st) {
    const display = st.display;
    if (display === 'inline-block' || display === 'inline-flex' || display === 'inline-grid'
        || display === 'inline-table'
        || display === 'table' || display === 'inline-box' || display === '-webkit-inline-flex') return true;
    if (st.floats) return true;
    return st.position === 'absolute' || st.position === 'fixed';
}

/// The width of a replaced element with `width: auto` (border box), or null when it has none.
function replacedWidth(layout, st, box) {
    const local = st.local;
    if (!st.replaced || local === 'button' || local === 'hr') return null;
    const extras = horizontalExtras(box);
    const attribute = (name) => { const v = Number.parseFloat(attributeValue(st.el, name)); return Number.isFinite(v)
        && v >= 0 ? v : null; };
    switch (local) {
        case 'img': case 'video': case 'canvas': case 'iframe': case 'embed': case 'object': case 'svg': {
            const w = attribute('width');
            if (w !== null) return w + extras;
            const h = attribute('height');
            const ratio = aspectRatio(st);
            const heightCSS = length(st.values.get('height'), null, st);
            if (ratio !== null && (heightCSS !== null || h !== null)) return (heightCSS ?? h) * ratio + extras;
            return (local === 'img' ? 0 : 300) + extras;
        }
        case 'input': {
            if (isButtonInput(st.el)) return null;
            const type = (attributeValue(st.el, 'type') || 'text').toLowerCase();
            if (type === 'checkbox' || type === 'radio') return 13 + extras;
            if (type === 'hidden') return 0;
            return 165 + extras;
        }
        case 'select': return 36;
        case 'textarea': return 175 + extras;
        case 'progress': case 'meter': return 160;
        default: return 300 + extras;
    }
}
function replacedHeight(layout, st, box, width) {
    const local = st.local;
    if (!st.replaced || local === 'button' || local === 'hr') return null;
    const extras = verticalExtras(box);
    const attribute = (name) => { const v = Number.parseFloat(attributeValue(st.el, name)); return Number.isFinite(v)
        && v >= 0 ? v : null; };
    switch (local) {
        case 'img': case 'video': case 'canvas': case 'iframe': case 'embed': case 'object': case 'svg': {
            const h = attribute('height');
            if (h !== null) return h + extras;
            const ratio = aspectRatio(st);
            if (ratio !== null && ratio > 0) return (width - horizontalExtras(box)) / ratio + extras;
            return (local === 'img' ? 0 : 150) + extras;
        }
        case 'input': {
            if (isButtonInput(st.el)) return null;
            const type = (attributeValue(st.el, 'type') || 'text').toLowerCase();
            if (type === 'checkbox' || type === 'radio') return 13 + extras;
            if (type === 'hidden') return 0;
            return st.lineHeight + extras;
        }
        case 'select': return 27;
        case 'textarea': return 2 * st.lineHeight + extras;
        case 'progress': case 'meter': return 16;
        default: return 150 + extras;
    }
}
/// `aspect-ratio` (or the width and height attributes' ratio, as HTML maps them), or null.
function aspectRatio(st) {
    const v = st.values.get('aspect-ratio');
    if (v !== undefined && v !== 'auto') {
        const m = /(\d+\.?\d*)\s*(?:\/\s*(\d+\.?\d*))?/.exec(v);
        if (m !== null) return Number(m[1]) / (m[2] === undefined ? 1 : Number(m[2]) || 1);
    }
    const w = Number.parseFloat(attributeValue(st.el, 'width')), h = Number.parseFloat(attributeValue(st.el, 'height'));
    return w > 0 && h > 0 ? w / h : null;
}

// --- block and inline flow -----------------------------------------------------------------

const noMargins = [];
function pushAll(to, from) { for (let i = 0; i < from.length; i++) to.push(from[i]); }

/// Adjoining margins (`margins` and `also`): the largest positive plus the most negative (CSS 2 §8.3.1).
function collapse(margins, also = 0) {
    let pos = also > 0 ? also : 0, neg = also < 0 ? also : 0;
    for (let i = 0; i < margins.length; i++) { const m = margins[i]; if (m > pos) pos = m; if (m < neg) neg = m; }
    return pos + neg;
}

/// Lays out a block container's children; returns its content height. Boxes get their position
/// relative to `box`'s border box.
function layoutFlow(layout, st, box, contentWidth, contentHeight, isRoot) {
    const left = box.b[3] + box.p[3], top = box.b[0] + box.p[0];
    // A parent without border or padding on a side shares its first (last) child's margin there.
    const createsContext = isRoot || box.clips || st.inlineLevel || st.shrinks
        || st.position === 'absolute'
        || st.position === 'fixed' || box.flexItem === true;
    const collapseTop = !createsContext && box.b[0] === 0 && box.p[0] === 0;
    const heightAuto = st.heightAuto;
    const collapseBottom = !createsContext && box.b[2] === 0 && box.p[2] === 0 && heightAuto;
    let y = top;
    // Margins met since the last box placed (emptied in place), and the inline content since then.
    const pending = [];
    let placedAny = false;
    const topMargins = collapseTop ? [box.m[0]] : null;
    const inlineRun = [];
    const flushInline = () => {
        if (inlineRun.length === 0) return;
        // White space alone between blocks makes no line (the common case: the source's indentation).
        if (collapsesAway(inlineRun, st)) { inlineRun.length = 0; return; }
        const joins = !placedAny && topMargins !== null;
        const offset = joins ? y : y + collapse(pending);
        const height = layoutLines(layout, st, box, inlineRun, contentWidth, left, offset);
        inlineRun.length = 0;
        if (height === 0) return;
        if (joins) pushAll(topMargins, pending);
        pending.length = 0;
        y = offset + height;
        placedAny = true;
    };
    eachFlatChild(box.el, collectFlow, layout, st, (kind, item) => {
        if (kind === 'inline') { inlineRun.push(item); return; }
        flushInline();
        const childSt = item;
        if (childSt.position === 'absolute' || childSt.position === 'fixed') {
            notePositioned(layout, { st: childSt, parent: box, staticX: left, staticY: y + collapse(pending),
                containerWidth: contentWidth });
            return;
        }
        const child = layoutBlock(layout, childSt, contentWidth, contentHeight, box, null);
        if (child.selfCollapsing) {
            pending.push(child.marginTop, child.marginBottom);
            child.x = left + child.m[3];
            child.y = y + collapse(pending);
            return;
        }
        pending.push(child.marginTop);
        if (!placedAny && topMargins !== null) {
            pushAll(topMargins, pending);
            child.y = y;
        } else {
            child.y = y + collapse(pending);
        }
        pending.length = 0;
        child.x = left + child.m[3];
        relativeOffset(layout, childSt, child, contentWidth, contentHeight);
        y = child.y + child.h - (child.relativeY || 0);
        pending.push(child.marginBottom);
        placedAny = true;
    });
    flushInline();
    if (topMargins !== null) {
        box.marginTop = collapse(topMargins);
        box.collapsedTop = true;
    }
    if (collapseBottom && placedAny) {
        box.marginBottom = collapse(pending, box.m[2]);
        box.collapsedBottom = true;
    } else if (!placedAny && collapseTop && collapseBottom) {
        // Nothing in it: its own margins meet (a self-collapsing box).
        box.selfCollapsing = true;
        pushAll(topMargins, pending);
        box.marginTop = collapse(topMargins);
        box.marginBottom = collapse(noMargins, box.m[2]);
        box.collapsedBottom = true;
    } else {
        y += collapse(pending);
    }
    noteOverflow(box);
    return y - top;
}

/// Whether inline content is only white space that collapses (text nodes of it, white space not preserved).
function collapsesAway(items, st) {
    if (preserves(st)) return false;
    for (let i = 0; i < items.length; i++) {
        const node = items[i].text;
        if (node === undefined) return false;
        const text = node._data;
        for (let j = 0; j < text.length; j++) if (!isCollapsible(text.charCodeAt(j))) return false;
    }
    return true;
}
const preserves = (st) => st.whiteSpace === 'pre' || st.whiteSpace === 'pre-wrap' || st.whiteSpace === 'break-spaces'
    || st.whiteSpace === 'pre-line';

/// Visits a node of a block container: block-level elements as ('block', style); text and
/// inline-level elements as ('inline', { node | st }); `display: contents` through its children.
function collectFlow(layout, node, parentSt, visit) {
    if (node._nt === 3) { visit('inline', { text: node }); return; }
    if (node._nt !== 1) return;
    const placement = flowPlacement(layout, node);
    if (placement === FLOW_NONE) return;
    const st = layout.styles.get(node);
    if (placement === FLOW_CONTENTS) eachFlatChild(node, collectFlow, layout, st, visit);
    else if (placement === FLOW_INLINE) visit('inline', st.asInline);
    else visit('block', st);
}

/// Where an element goes in its parent's flow: nowhere (not rendered), its children in its place
/// (`display: contents`), out of the flow (absolutely positioned or fixed), in the inline content
/// (inline-level, floats) or a block of its own. Its style record is in the layout after.
const FLOW_NONE = 0, FLOW_CONTENTS = 1, FLOW_POSITIONED = 2, FLOW_INLINE = 3, FLOW_BLOCK = 4;
function flowPlacement(layout, element) {
    if (unrenderedContent.has(element._local)) return FLOW_NONE;
    const st = styleOf(layout, element);
    if (st.display === 'none') return FLOW_NONE;
    if (st.display === 'contents') return FLOW_CONTENTS;
    if (st.position === 'absolute' || st.position === 'fixed') return FLOW_POSITIONED;
    if (st.inlineLevel || st.floats) return FLOW_INLINE;
    return FLOW_BLOCK;
}

/// Lines of inline content `width` wide (CSS 2 §9.4.2): words, atomic inline boxes and line
/// breaks placed left to right and wrapped, the first line's top at `top`. Returns the lines' height.
function layoutLines(layout, st, box, items, width, left, top) {
    const state = {
        layout, box, width, left, lines: [], line: null, boxes: [], inlineStack: [], quirks: layout.quirks, blockSt: st,
        lastWasSpace: false,
    };
    newLine(state);
    for (let i = 0; i < items.length; i++) inlineItem(state, items[i], st);
    endLine(state);
    let y = top;
    const align = st.values.get('text-align') || 'start';
    for (let i = 0; i < state.lines.length; i++) {
        const line = state.lines[i];
        if (!line.hasContent) { line.top = y; line.height = 0; continue; }
        line.top = y;
        // Trailing spaces hang: they are not in the line's width.
        const used = line.x - line.trailingSpace;
        const free = width - used;
        const right = align === 'right' || align === 'end' || align === '-webkit-right';
        const shift = align === 'center' || align === '-webkit-center' ? free / 2 : right ? free : 0;
        line.shift = Math.max(0, shift);
        // The line's atomic boxes (words have no part: nothing reads their positions).
        const parts = line.parts;
        if (parts !== null) for (let j = 0; j < parts.length; j++) {
            const part = parts[j];
            part.x += left + line.shift;
            if (part.align === null) part.y = y + line.baseline - part.height;
            else if (part.align === 'top' || part.align === 'text-top') part.y = y;
            else if (part.align === 'middle') part.y = y + (line.height - part.height) / 2;
            else part.y = y + line.height - part.height;
        }
        y += line.height;
    }
    // Atomic boxes: positions; inline elements: fragments per line.
    for (let i = 0; i < state.lines.length; i++) {
        const line = state.lines[i];
        const parts = line.parts;
        if (parts !== null) for (let j = 0; j < parts.length; j++) {
            const part = parts[j];
            part.box.x = part.x + part.box.m[3];
            part.box.y = part.y + part.box.m[0];
            relativeOffset(layout, part.box.st, part.box, width, null);
        }
    }
    for (let i = 0; i < state.boxes.length; i++) finishInlineBox(state.boxes[i], state);
    return y - top;
}

function newLine(state) {
    const strut = strutOf(state.blockSt);
    const line = {
        x: 0, parts: null, hasContent: false, trailingSpace: 0, baseline: strut.above, below: strut.below, height: 0,
        strut, hasText: false, top: 0, shift: 0, atomAbove: 0, atomBelow: 0, alignedHeight: 0,
    };
    state.line = line;
    state.lines.push(line);
    // The inline boxes open across the break continue on the new line.
    const open = state.inlineStack;
    for (let i = 0; i < open.length; i++) open[i].lineFragments.push({ line, startX: 0, endX: null });
    return line;
}
function endLine(state) {
    const line = state.line;
    if (line === null) return;
    // Quirks mode: a line of only atomic boxes has no strut (HTML's line height quirk).
    let above = line.baseline, below = line.below;
    if (state.quirks && !line.hasText) { above = line.atomAbove || 0; below = line.atomBelow || 0; }
    line.baseline = above;
    line.height = line.hasContent ? Math.max(above + below, line.alignedHeight || 0) : 0;
}
/// A font's half-leading split of the line height around its baseline (kept on the style record).
function strutOf(st) {
    if (st.strut !== null) return st.strut;
    const ascent = Math.round(st.fontSize * st.font.ascent), descent = Math.round(st.fontSize * st.font.descent);
    const leading = st.lineHeight - (ascent + descent);
    const above = ascent + leading / 2;
    st.strut = { above, below: st.lineHeight - above, ascent, descent };
    return st.strut;
}

function inlineItem(state, item, parentSt) {
    if (item.text !== undefined) { inlineText(state, item.text, parentSt); return; }
    const st = item.st;
    if (st.el._local === 'br') {
        const line = state.line;
        line.hasContent = true; line.hasText = true;
        const brBox = makeBox(st, state.width);
        brBox.inline = true;
        register(state.layout, brBox, state.inlineStack.length ? state.inlineStack[state.inlineStack.length - 1]
            : state.box);
        brBox.lineFragments = [{ line, startX: line.x, endX: line.x }];
        state.boxes.push(brBox);
        endLine(state);
        newLine(state);
        return;
    }
    if (st.display === 'inline' && !st.floats && !st.replaced) {
        // An inline box: its children flow in the same lines; its fragments are noted per line.
        const inline = makeBox(st, state.width);
        inline.inline = true;
        register(state.layout, inline, state.inlineStack.length ? state.inlineStack[state.inlineStack.length - 1]
            : state.box);
        const line = state.line;
        line.x += inline.m[3] + inline.b[3] + inline.p[3];
        inline.lineFragments = [{ line, startX: line.x - inline.b[3] - inline.p[3], endX: null }];
        state.inlineStack.push(inline);
        state.boxes.push(inline);
        const strut = strutOf(st);
        line.baseline = Math.max(line.baseline, strut.above);
        line.below = Math.max(line.below, strut.below);
        eachFlatChild(st.el, collectFlow, state.layout, st, (kind, childItem) => {
            if (kind === 'inline') inlineItem(state, childItem, st);
            // A block inside an inline: laid out on a line of its own (no anonymous block split).
            else if (childItem.position === 'absolute' || childItem.position === 'fixed') {
                notePositioned(state.layout, { st: childItem, parent: state.box, staticX: state.left + state.line.x,
                    staticY: null, lineOf: state.line, containerWidth: state.width });
            } else atomic(state, childItem, true);
        });
        state.inlineStack.pop();
        const endLineNow = state.line;
        endLineNow.x += inline.b[1] + inline.p[1];
        inline.lineFragments[inline.lineFragments.length - 1].endX = endLineNow.x;
        endLineNow.x += inline.m[1];
        return;
    }
    atomic(state, st, false);
}

/// An atomic inline box (inline-block, replaced element, float): laid out as a block, then placed like a word.
function atomic(state, st, ownLine) {
    const layout = state.layout;
    const parentBox = state.inlineStack.length ? state.inlineStack[state.inlineStack.length - 1] : state.box;
    const child = layoutBlock(layout, st, state.width, null, parentBox, null);
    // Inline boxes' positions are relative to the block container: keep them there.
    if (parentBox !== state.box) {
        parentBox.children.pop();
        child.parent = state.box;
        state.box.children.push(child);
    }
    const outerWidth = child.w + child.m[1] + child.m[3];
    const outerHeight = child.h + child.m[0] + child.m[2];
    let line = state.line;
    if ((ownLine && line.hasContent) || (line.hasContent && line.x + outerWidth > state.width + 0.01 && wraps(st))) {
        endLine(state);
        line = newLine(state);
    }
    // `vertical-align: top`, `bottom` or `middle` align the box with the line, not its baseline.
    const valign = st.values.get('vertical-align') || 'baseline';
    const lineAligned = valign === 'top' || valign === 'bottom' || valign === 'middle' || valign === 'text-top'
        || valign === 'text-bottom';
    const part = { kind: 'atom', box: child, x: line.x, y: 0, height: outerHeight, align: lineAligned ? valign : null };
    if (line.parts === null) line.parts = [part]; else line.parts.push(part);
    line.x += outerWidth;
    line.trailingSpace = 0;
    line.hasContent = true;
    if (lineAligned) line.alignedHeight = Math.max(line.alignedHeight || 0, outerHeight);
    else {
        line.baseline = Math.max(line.baseline, outerHeight);
        line.atomAbove = Math.max(line.atomAbove || 0, outerHeight);
    }
    if (ownLine) { endLine(state); newLine(state); }
}
const wraps = (st) => st.whiteSpace !== 'nowrap' && st.whiteSpace !== 'pre';

function inlineText(state, node, st) {
    const text = node._data;
    const n = text.length;
    if (n === 0) return;
    const preserve = preserves(st);
    const advance = st.fontSize * st.advance;
    const letterSpacing = length(st.values.get('letter-spacing'), null, st) || 0;
    const charWidth = advance + letterSpacing;
    const strut = strutOf(st);
    const canWrap = wraps(st);
    // Words and the spaces between them (collapsed unless preserved), scanned in place: a regular
    // expression's split is slow in the DOM's realm.
    let start = 0;
    while (start < n) {
        let end = start;
        if (preserve) {
            if (text.charCodeAt(start) === 10) {
                state.line.hasContent = true; state.line.hasText = true;
                endLine(state);
                newLine(state);
                start++;
                continue;
            }
            end = text.indexOf('\n', start);
            if (end < 0) end = n;
        } else if (isCollapsible(text.charCodeAt(start))) {
            while (end < n && isCollapsible(text.charCodeAt(end))) end++;
            start = end;
            const line = state.line;
            // Collapsed: one space, none at a line's start or after another space.
            if (!line.hasContent || line.trailingSpace > 0 || state.lastWasSpace) continue;
            line.x += charWidth;
            line.trailingSpace += charWidth;
            state.lastWasSpace = true;
            continue;
        } else while (end < n && !isCollapsible(text.charCodeAt(end))) end++;
        state.lastWasSpace = false;
        const width = (end - start) * charWidth;
        start = end;
        let line = state.line;
        if (canWrap && line.hasContent && line.x + width > state.width + 0.01) {
            endLine(state);
            line = newLine(state);
        }
        line.hasContent = true; line.hasText = true;
        line.baseline = Math.max(line.baseline, strut.above);
        line.below = Math.max(line.below, strut.below);
        line.x += width;
        line.trailingSpace = 0;
    }
}
/// The white space inline layout collapses: space, tab, line feed, carriage return, form feed.
const isCollapsible = (c) => c === 32 || c === 10 || c === 9 || c === 13 || c === 12;
/// JavaScript's `\s` (WhiteSpace and LineTerminator), as `trim` takes it.
const isJsSpace = (c) => c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)
    || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
/// Whether `text` is all `\s` (or empty).
function allJsSpace(text) {
    for (let i = 0; i < text.length; i++) if (!isJsSpace(text.charCodeAt(i))) return false;
    return true;
}
/// The words of `text` as `text.trim().split(/\s+/)` gives them (none for an all-space text), with no
/// RegExp: this frozen realm's RegExp is slow to run, and the layout asks per text and flex container.
function jsWords(text) {
    const words = [];
    let start = -1;
    for (let i = 0; i <= text.length; i++) {
        if (i === text.length || isJsSpace(text.charCodeAt(i))) {
            if (start >= 0) { words.push(text.slice(start, i)); start = -1; }
        } else if (start < 0) start = i;
    }
    return words;
}

/// An inline element's fragments (one per line it spans) as rectangles relative to the block.
function finishInlineBox(inline, state) {
    const rects = [];
    const strut = strutOf(inline.st);
    for (let i = 0; i < inline.lineFragments.length; i++) {
        const f = inline.lineFragments[i];
        const line = f.line;
        if (!line.hasContent && rects.length !== 0) continue;
        const endX = f.endX === null ? line.x - line.trailingSpace : f.endX;
        const top = (line.top || 0) + line.baseline - strut.ascent - inline.p[0] - inline.b[0];
        rects.push({ x: state.left + (line.shift || 0) + f.startX, y: top, w: Math.max(0, endX - f.startX),
            h: strut.ascent + strut.descent + verticalExtras(inline) });
    }
    inline.fragments = rects;
    // Its box: the union of its fragments, relative to the block container (its registered parent may be
    // an inline box).
    const first = rects[0];
    if (first === undefined) return;
    let x0 = first.x, y0 = first.y, x1 = first.x + first.w, y1 = first.y + first.h;
    for (let i = 0; i < rects.length; i++) {
        const r = rects[i];
        x0 = Math.min(x0, r.x); y0 = Math.min(y0, r.y); x1 = Math.max(x1, r.x + r.w);
        y1 = Math.max(y1, r.y + r.h); }
    inline.x = x0; inline.y = y0; inline.w = x1 - x0; inline.h = y1 - y0;
    inline.fragmentOrigin = { x: x0, y: y0 };
    // Inline boxes are positioned against the block container, like their atoms.
    if (inline.parent !== state.box) {
        const owner = inline.parent;
        owner.children.splice(owner.children.indexOf(inline), 1);
        inline.parent = state.box;
        state.box.children.push(inline);
    }
}

/// A relatively positioned box's offset (sticky ones stay where they are).
function relativeOffset(layout, st, box, cbWidth, cbHeight) {
    if (st.position !== 'relative') return;
    const values = st.values;
    const left = length(values.get('left'), cbWidth, st), right = length(values.get('right'), cbWidth, st);
    const top = length(values.get('top'), cbHeight, st), bottom = length(values.get('bottom'), cbHeight, st);
    const dx = left !== null ? left : right !== null ? -right : 0;
    const dy = top !== null ? top : bottom !== null ? -bottom : 0;
    box.x += dx; box.y += dy;
    box.relativeY = dy;
}

/// A box's overflow: the furthest right and bottom edges of its children's margin boxes (and
/// their own overflow when they do not clip it), relative to its border box.
function noteOverflow(box) {
    let right = 0, bottom = 0;
    for (let i = 0; i < box.children.length; i++) {
        const child = box.children[i];
        const childRight = child.x + (child.clips ? child.w : Math.max(child.w, child.overflowRight)) + (child.inline
            ? 0 : child.m[1]);
        const childBottom = child.y + (child.clips ? child.h : Math.max(child.h, child.overflowBottom)) + (child.inline
            ? 0 : Math.max(0, child.m[2]));
        if (childRight > right) right = childRight;
        if (childBottom > bottom) bottom = childBottom;
        const fragments = child.fragments;
        if (fragments !== null) for (let j = 0; j < fragments.length; j++) { const r = fragments[j];
            right = Math.max(right, r.x + r.w);
            bottom = Math.max(bottom, r.y + r.h); }
    }
    box.overflowRight = right + (box.children.length ? box.p[1] : 0);
    box.overflowBottom = bottom + (box.children.length ? box.p[2] : 0);
}

// --- intrinsic widths ----------------------------------------------------------------------

/// An element's min-content and max-content border-box widths (CSS Sizing 3 §5), once per layout.
/// `ofContent`: the content's alone, as if the width were auto (a flex item's content size suggestion).
function intrinsicWidths(layout, st, ofContent = false) {
    const cache = ofContent ? layout.contentIntrinsic : layout.intrinsic;
    let cached = cache.get(st.el);
    if (cached !== undefined) return cached;
    // Those of a subtree that lays out as before are as before.
    if (st.unchangedIn === layout) {
        cached = (ofContent ? layout.before.contentIntrinsic : layout.before.intrinsic).get(st.el);
        if (cached !== undefined) { cache.set(st.el, cached); return cached; }
    }
    const box = makeBox(st, 0);
    const extras = horizontalExtras(box);
    const fixed = ofContent && !st.replaced ? null
        : specifiedSize(st, 'width', null, box, true) ?? replacedWidth(layout, st, box);
    if (fixed !== null) {
        cached = { min: fixed, max: fixed };
    } else {
        let min = 0, max = 0;
        const flex = st.flex;
        const row = flex && (st.values.get('flex-direction') || '').indexOf('column') < 0;
        const wrap = flex && (st.values.get('flex-wrap') || st.values.get('flex-flow') || '').indexOf('wrap') >= 0;
        let lineMax = 0;
        const endLine = () => { max = Math.max(max, lineMax); lineMax = 0; };
        eachFlatChild(st.el, collectIntrinsic, layout, st, (kind, a, b) => {
            if (kind === 'block') {
                if (flex && row) { max += b; min = wrap ? Math.max(min, a) : min + a; return; }
                endLine(); min = Math.max(min, a); max = Math.max(max, b);
            } else if (kind === 'word') {
                if (flex) { max += b; min = Math.max(min, a); return; }
                lineMax += b; min = Math.max(min, a);
            } else endLine();
        });
        endLine();
        cached = { min: min + extras, max: max + extras };
        cached.min = clampSize(st, cached.min, true, null, box);
        cached.max = clampSize(st, cached.max, true, null, box);
    }
    cache.set(st.el, cached);
    return cached;
}
/// Visits a node for the intrinsic widths: ('block', min, max) for a block or atomic box (margins
/// included), ('word', width, width + space) for text, ('break') for a forced break.
function collectIntrinsic(layout, node, parentSt, visit) {
    if (node._nt === 3) {
        const text = node._data, n = text.length;
        const charWidth = parentSt.fontSize * parentSt.advance + (length(parentSt.values.get('letter-spacing'),
            null, parentSt) || 0);
        if (!wraps(parentSt)) {
            // One word: the text with its white space collapsed and trimmed.
            let count = 0, space = false;
            for (let i = 0; i < n; i++) {
                if (isJsSpace(text.charCodeAt(i))) { space = count !== 0; continue; }
                count += space ? 2 : 1;
                space = false;
            }
            const total = count * charWidth;
            if (total > 0) visit('word', total, total);
            return;
        }
        // Each word, with the space after it when another word or white space follows.
        let pending = -1;
        for (let i = 0; i < n;) {
            if (isCollapsible(text.charCodeAt(i))) { i++; continue; }
            let end = i + 1;
            while (end < n && !isCollapsible(text.charCodeAt(end))) end++;
            if (pending >= 0) visit('word', pending * charWidth, (pending + 1) * charWidth);
            pending = end - i;
            i = end;
        }
        if (pending >= 0) visit('word', pending * charWidth,
            (pending + (isJsSpace(text.charCodeAt(n - 1)) ? 1 : 0)) * charWidth);
        return;
    }
    if (node._nt !== 1 || unrenderedContent.has(node._local)) return;
    const st = styleOf(layout, node);
    if (st.display === 'none' || st.position === 'absolute' || st.position === 'fixed') return;
    if (st.local === 'br') { visit('break'); return; }
    if (st.display === 'contents' || (st.display === 'inline' && !st.replaced)) {
        eachFlatChild(node, collectIntrinsic, layout, st, visit);
        return;
    }
    const own = intrinsicWidths(layout, st);
    if (st.borders === undefined) boxEdges(st);
    const m = st.margins !== null ? st.margins : edges(st, marginNames, 0, true);
    const margins = m[1] + m[3];
    if (st.inlineLevel) visit('word', own.min + margins, own.max + margins);
    else visit('block', own.min + margins, own.max + margins);
}

// --- flex ----------------------------------------------------------------------------------

/// `flex` as grow, shrink and basis (CSS Flexbox §7.2); the longhands, when set, over it. Kept on the style record.
function flexFactors(st) {
    if (st.factors === null) st.factors = parseFlexFactors(st);
    return st.factors;
}
function parseFlexFactors(st) {
    // The cascade splits `flex` into these three (Cascade.js flexLonghands).
    const values = st.values;
    const g = values.get('flex-grow'), s = values.get('flex-shrink'), fb = values.get('flex-basis');
    let grow = g !== undefined && Number.isFinite(Number(g)) ? Number(g) : 0;
    // Table cells share their row's width by their content (auto table layout, roughly).
    if (g === undefined && st.display === 'table-cell') grow = 1;
    const shrink = s !== undefined && Number.isFinite(Number(s)) ? Number(s) : 1;
    return { grow, shrink, basis: fb !== undefined ? fb : 'auto' };
}

function layoutFlex(layout, st, box, contentWidth, contentHeight) {
    const values = st.values;
    if (st.flexFlow === null) st.flexFlow = flexFlowOf(values);
    const { row, reverse, wrap } = st.flexFlow;
    const left = box.b[3] + box.p[3], top = box.b[0] + box.p[0];
    const mainSize = row ? contentWidth : contentHeight;
    const gapMain = length(values.get(row ? 'column-gap' : 'row-gap') || gapPart(values, row), contentWidth, st) || 0;
    const gapCross = length(values.get(row ? 'row-gap' : 'column-gap') || gapPart(values, !row), contentWidth, st) || 0;
    // The items: in-flow children, text runs as anonymous items.
    const items = [];
    eachFlatChild(box.el, collectFlexItems, layout, st, (item) => {
        if (item.st !== undefined && (item.st.position === 'absolute' || item.st.position === 'fixed')) {
            notePositioned(layout, { st: item.st, parent: box, staticX: left, staticY: top,
                containerWidth: contentWidth });
            return;
        }
        items.push(item);
    });
    items.sort((a, b) => a.order - b.order);
    const cbForItems = row ? contentWidth : contentWidth;
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
        if (item.text !== undefined) {
            // The text's words as `trim` and `/\s+/` split it, without the RegExp.
            const words = jsWords(item.text._data);
            let length = words.length === 0 ? 0 : words.length - 1, longest = 0;
            for (let w = 0; w < words.length; w++) { length += words[w].length; longest = Math.max(longest, words[w].length); }
            const width = length * st.fontSize * st.advance;
            item.factors = { grow: 0, shrink: 1, basis: 'auto' };
            item.margins = [0, 0, 0, 0]; item.extras = 0;
            item.base = row ? width : st.lineHeight;
            item.minMain = row ? longest * st.fontSize * st.advance : 0;
            item.maxMain = Infinity;
            continue;
        }
        const ist = item.st;
        const probe = makeBox(ist, cbForItems);
        item.probe = probe;
        item.factors = flexFactors(ist);
        item.margins = probe.m;
        const extras = row ? horizontalExtras(probe) : verticalExtras(probe);
        let base = null;
        const basis = item.factors.basis;
        if (basis !== 'auto' && basis !== 'content') {
            const n = length(basis, mainSize, ist);
            if (n !== null) base = ist.boxSizing === 'border-box' ? Math.max(n, extras) : n + extras;
        }
        if (base === null) base = specifiedSize(ist, row ? 'width' : 'height', mainSize, probe, row);
        if (base === null && row) base = replacedWidth(layout, ist, probe);
        if (base === null) {
            if (row) base = intrinsicWidths(layout, ist).max;
            else {
                // A column's item: its height laid out at its cross size.
                const crossWidth = itemCrossWidth(layout, ist, probe, contentWidth, values);
                const trial = layoutBlock(layout, ist, contentWidth, null, null, { width: crossWidth });
                base = trial.h;
            }
        }
        item.base = base;
        // The automatic minimum size: the content's, unless the item clips or sets one.
        const minValue = ist.values.get(row ? 'min-width' : 'min-height');
        if ((minValue === undefined || minValue === 'auto') && !probe.clips) {
            const specified = specifiedSize(ist, row ? 'width' : 'height', mainSize, probe, row);
            const content = row ? intrinsicWidths(layout, ist, true).min : 0;
            item.minMain = specified !== null ? Math.min(specified, content) : content;
        } else item.minMain = 0;
        item.minMain = clampSize(ist, item.minMain, row, mainSize, probe);
        item.maxMain = clampSize(ist, Infinity, row, mainSize, probe);
        item.base = Math.max(item.base, extras);
    }
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
        item.hypothetical = Math.min(item.maxMain, Math.max(item.minMain, item.base));
    }
    // Lines.
    const lines = [];
    let current = [];
    let used = 0;
    const available = mainSize === null ? Infinity : mainSize;
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
        const outer = item.hypothetical + mainMargins(item, row);
        if (wrap && current.length !== 0 && used + gapMain + outer > available + 0.01) { lines.push(current);
            current = []; used = 0; }
        used += (current.length ? gapMain : 0) + outer;
        current.push(item);
    }
    if (current.length !== 0) lines.push(current);
    // Each line: flexible lengths (§9.7), then the items laid out at their main size.
    let crossCursor = 0;
    const lineResults = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        resolveFlexibleLengths(line, mainSize, gapMain, row);
        let lineCross = 0;
        for (let j = 0; j < line.length; j++) {
            const item = line[j];
            if (item.text !== undefined) { item.crossSize = row ? st.lineHeight : item.target;
                item.mainSize = item.target; lineCross = Math.max(lineCross, item.crossSize); continue; }
            const ist = item.st;
            if (row) {
                const child = layoutBlock(layout, ist, contentWidth, contentHeight, box, { width: item.target,
                    flexItem: true });
                item.box = child;
                item.crossSize = child.h;
            } else {
                const crossWidth = itemCrossWidth(layout, ist, item.probe, contentWidth, values);
                const child = layoutBlock(layout, ist, contentWidth, contentHeight, box, { width: crossWidth,
                    height: item.target });
                item.box = child;
                item.crossSize = child.w;
            }
            item.mainSize = item.target;
            lineCross = Math.max(lineCross, item.crossSize + crossMargins(item, row));
        }
        lineResults.push({ items: line, cross: lineCross });
    }
    // A single line fills a definite cross size.
    const containerCross = row ? contentHeight : contentWidth;
    if (lineResults.length === 1 && containerCross !== null && !wrap) lineResults[0].cross = containerCross;
    if (lineResults.length >= 1 && containerCross !== null && wrap
        && lineResults.length === 1) lineResults[0].cross = Math.max(lineResults[0].cross, containerCross);
    const justify = values.get('justify-content') || 'flex-start';
    const alignItems = values.get('align-items') || 'stretch';
    for (let i = 0; i < lineResults.length; i++) {
        const result = lineResults[i];
        const line = result.items;
        // Stretched items take the line's cross size.
        for (let j = 0; j < line.length; j++) {
            const item = line[j];
            if (item.text !== undefined) continue;
            const align = alignOf(item.st, alignItems);
            const crossAuto = row ? item.st.heightAuto : item.st.widthAuto;
            item.align = align;
            if (align === 'stretch' && crossAuto) {
                const wanted = Math.max(0, result.cross - crossMargins(item, row));
                const clamped = clampSize(item.st, wanted, !row, row ? contentHeight : contentWidth, item.box);
                if (Math.abs(clamped - item.crossSize) > 0.001) {
                    removeBox(layout, item.box, box);
                    item.box = layoutBlock(layout, item.st, contentWidth, contentHeight, box,
                        row ? { width: item.mainSize, height: clamped } : { width: clamped, height: item.mainSize });
                    item.crossSize = clamped;
                }
            }
        }
        // Main axis: auto margins, then justify-content.
        const usedMain = line.reduce((sum, item) => sum + item.mainSize + mainMargins(item, row),
            0) + gapMain * Math.max(0, line.length - 1);
        let free = (mainSize === null ? usedMain : mainSize) - usedMain;
        const autoMargins = line.reduce((n, item) => n + (item.probe ? (row ? (item.probe.autoMargin[1] ? 1
            : 0) + (item.probe.autoMargin[3] ? 1 : 0) : (item.probe.autoMargin[0] ? 1 : 0) + (item.probe.autoMargin[2]
            ? 1 : 0)) : 0), 0);
        let start = 0, between = gapMain;
        const perAutoMargin = autoMargins > 0 && free > 0 ? free / autoMargins : 0;
        if (autoMargins === 0 || free <= 0) {
            const n = line.length;
            switch (justify) {
                case 'flex-end': case 'end': case 'right': start = reverse ? 0 : free; if (reverse) start = free; break;
                case 'center': start = free / 2; break;
                case 'space-between': if (n > 1 && free > 0) between += free / (n - 1); else if (free < 0) start = 0;
                    break;
                case 'space-around': if (free > 0) { start = free / n / 2; between += free / n;
                    } else start = free / 2; break;
                case 'space-evenly': if (free > 0) { start = free / (n + 1); between += free / (n + 1);
                    } else start = free / 2; break;
                default: break;
            }
            if (justify === 'flex-end' || justify === 'end' || justify === 'right') start = free;
        }
        let cursor = start;
        for (let j = 0; j < line.length; j++) {
            const item = line[j];
            const before = item.probe ? (row ? item.margins[3] + (item.probe.autoMargin[3] ? perAutoMargin : 0)
                : item.margins[0] + (item.probe.autoMargin[0] ? perAutoMargin : 0)) : 0;
            const after = item.probe ? (row ? item.margins[1] + (item.probe.autoMargin[1] ? perAutoMargin : 0)
                : item.margins[2] + (item.probe.autoMargin[2] ? perAutoMargin : 0)) : 0;
            const mainPos = cursor + before;
            cursor = mainPos + item.mainSize + after + between;
            if (item.box === undefined) continue;
            // Cross axis.
            const crossBefore = row ? item.margins[0] : item.margins[3];
            const crossOuter = item.crossSize + crossMargins(item, row);
            let crossPos = crossCursor + crossBefore;
            const align = item.align;
            if (align === 'flex-end' || align === 'end'
                || align === 'self-end') crossPos = crossCursor + result.cross - crossOuter + crossBefore;
            else if (align === 'center') crossPos = crossCursor + (result.cross - crossOuter) / 2 + crossBefore;
            const main = reverse ? (mainSize === null ? usedMain : mainSize) - mainPos - item.mainSize : mainPos;
            if (row) { item.box.x = left + main; item.box.y = top + crossPos; }
            else { item.box.x = left + crossPos; item.box.y = top + main; }
            relativeOffset(layout, item.st, item.box, contentWidth, contentHeight);
        }
        crossCursor += result.cross + gapCross;
    }
    noteOverflow(box);
    const crossTotal = Math.max(0, crossCursor - (lineResults.length ? gapCross : 0));
    if (row) return crossTotal;
    const mainUsed = lineResults.length === 0 ? 0 : Math.max(...lineResults.map((r) => r.items.reduce((s,
        item) => s + item.mainSize + mainMargins(item, row), 0) + gapMain * Math.max(0, r.items.length - 1)));
    return contentHeight !== null ? contentHeight : mainUsed;
}
/// A flex container's direction and wrapping: { row, reverse, wrap }.
function flexFlowOf(values) {
    const flow = jsWords(values.get('flex-flow') || '');
    const direction = values.get('flex-direction') || flow.find((f) => f.indexOf('row') >= 0 || f.indexOf('column') >= 0) || 'row';
    const wrap = (values.get('flex-wrap') || flow.find((f) => f.indexOf('wrap') >= 0) || 'nowrap') !== 'nowrap';
    return { row: direction.startsWith('row'), reverse: direction.endsWith('-reverse'), wrap };
}
function gapPart(values, first) {
    const gap = values.get('gap');
    if (gap === undefined) return undefined;
    const parts = jsWords(gap);
    if (parts.length === 0) parts.push('');
    return first ? parts[parts.length > 1 ? 1 : 0] : parts[0];
}
const mainMargins = (item, row) => (row ? item.margins[1] + item.margins[3] : item.margins[0] + item.margins[2]);
const crossMargins = (item, row) => (row ? item.margins[0] + item.margins[2] : item.margins[1] + item.margins[3]);
const alignOf = (st, alignItems) => { const self = st.values.get('align-self'); return self === undefined
    || self === 'auto' ? alignItems : self; };

/// A column item's width: its own, else its container's (stretched) or its content's.
function itemCrossWidth(layout, ist, probe, contentWidth, containerValues) {
    const specified = specifiedSize(ist, 'width', contentWidth, probe, true);
    if (specified !== null) return clampSize(ist, specified, true, contentWidth, probe);
    const align = alignOf(ist, containerValues.get('align-items') || 'stretch');
    const available = Math.max(0, contentWidth - probe.m[1] - probe.m[3]);
    if ((align === 'stretch' || align === 'normal') && !probe.autoMargin[1]
        && !probe.autoMargin[3]) return clampSize(ist, available, true, contentWidth, probe);
    const intrinsic = intrinsicWidths(layout, ist);
    return clampSize(ist, Math.min(Math.max(intrinsic.min, available), intrinsic.max), true, contentWidth, probe);
}

/// CSS Flexbox §9.7: grow or shrink the unfrozen items, freezing those their min or max holds, until none moves.
function resolveFlexibleLengths(line, mainSize, gap, row) {
    const outerUsed = line.reduce((s, item) => s + item.hypothetical + mainMargins(item, row), 0) + gap * Math.max(0,
        line.length - 1);
    const growing = mainSize !== null && outerUsed < mainSize;
    for (let i = 0; i < line.length; i++) {
        const item = line[i];
        item.target = item.hypothetical;
        const factor = growing ? item.factors.grow : item.factors.shrink;
        item.frozen = mainSize === null || factor === 0 || (growing ? item.base > item.hypothetical
            : item.base < item.hypothetical);
    }
    for (let round = 0; round < line.length + 1; round++) {
        const unfrozen = line.filter((item) => !item.frozen);
        if (unfrozen.length === 0) break;
        const used = line.reduce((s, item) => s + (item.frozen ? item.target : item.base) + mainMargins(item, row),
            0) + gap * Math.max(0, line.length - 1);
        let free = mainSize - used;
        if (growing) {
            const sum = unfrozen.reduce((s, item) => s + item.factors.grow, 0);
            if (sum < 1) free *= sum;
            for (let i = 0; i < unfrozen.length; i++) {
                const item = unfrozen[i];
                item.target = item.base + (sum === 0 ? 0 : free * item.factors.grow / sum);
            }
        } else {
            const sum = unfrozen.reduce((s, item) => s + item.factors.shrink * item.base, 0);
            for (let i = 0; i < unfrozen.length; i++) {
                const item = unfrozen[i];
                item.target = item.base + (sum === 0 ? 0 : free * item.factors.shrink * item.base / sum);
            }
        }
        let violation = 0;
        for (let i = 0; i < unfrozen.length; i++) {
            const item = unfrozen[i];
            const clamped = Math.min(item.maxMain, Math.max(item.minMain, item.target));
            violation += clamped - item.target;
            item.clampedTo = clamped;
        }
        for (let i = 0; i < unfrozen.length; i++) {
            const item = unfrozen[i];
            const clampedMore = item.clampedTo > item.target, clampedLess = item.clampedTo < item.target;
            if (violation === 0 || (violation > 0 && clampedMore) || (violation < 0 && clampedLess)) item.frozen = true;
            item.target = item.clampedTo;
        }
        if (violation === 0) break;
    }
}

/// Visits a flex container's child: an item record per in-flow element, text runs as anonymous items.
function collectFlexItems(layout, node, parentSt, visit) {
    if (node._nt === 3) { if (!allJsSpace(node._data)) visit({ text: node, order: 0 }); return; }
    if (node._nt !== 1 || unrenderedContent.has(node._local)) return;
    const st = styleOf(layout, node);
    if (st.display === 'none') return;
    if (st.display === 'contents') { eachFlatChild(node, collectFlexItems, layout, st, visit);
        return; }
    visit({ st, order: Number(st.values.get('order')) || 0 });
}

/// Drops a box (and its subtree) laid out again.
function removeBox(layout, box, parent) {
    const i = parent.children.indexOf(box);
    if (i >= 0) parent.children.splice(i, 1);
    const drop = (b) => {
        if (layout.boxes.get(b.el) === b) { layout.boxes.delete(b.el); layout.ops.push(OP_DELETE, b); }
        for (let i = 0; i < b.children.length; i++) drop(b.children[i]);
    };
    drop(box);
}

// --- positioned boxes ----------------------------------------------------------------------

/// Whether computed values transform the box (`transform`, `translate`, `rotate` or `scale` other than
/// none): it is then the containing block of its positioned descendants, and WebKit's offset parent.
export function isTransformed(values) {
    return (values.get('transform') || 'none') !== 'none' || (values.get('translate') || 'none') !== 'none'
        || (values.get('rotate') || 'none') !== 'none' || (values.get('scale') || 'none') !== 'none';
}

/// The containing block of an absolutely positioned or fixed box of style record `st`, as its padding
/// box in document coordinates { x, y, w, h }: the nearest positioned (or transformed) ancestor's,
/// the viewport for a fixed box, else the initial one (the viewport's size at the origin).
export function positionedContainingBlock(layout, st) {
    let cbBox = null;
    if (st.position !== 'fixed') {
        for (let n = st.el._parent; n !== null && n._nt === 1; n = n._parent) {
            const b = layout.boxes.get(n);
            if (b === undefined) continue;
            const p = b.st.position;
            if (p !== 'static' || isTransformed(b.st.values)) { cbBox = b; break; }
        }
    }
    if (cbBox === null) return { x: 0, y: 0, w: layout.viewport.width, h: layout.viewport.height };
    const pos = documentPosition(cbBox);
    if (cbBox.inline && cbBox.fragments !== null && cbBox.fragments.length) {
        return { x: pos.x + cbBox.b[3], y: pos.y + cbBox.b[0], w: cbBox.w, h: cbBox.h };
    }
    return { x: pos.x + cbBox.b[3], y: pos.y + cbBox.b[0], w: cbBox.w - cbBox.b[1] - cbBox.b[3],
        h: cbBox.h - cbBox.b[0] - cbBox.b[2] };
}

/// An absolutely positioned or fixed box of style record `st` laid out against a containing block
/// `cbW` × `cbH` with its insets (px or null): its size, as placePositioned then places it. An auto
/// width or height between two insets stretches to what they leave.
function layoutPositioned(layout, st, cbW, cbH, left, right, top, bottom) {
    const box = layoutBlock(layout, st, cbW, cbH, null, null);
    let width = box.w, height = box.h;
    const widthAuto = st.widthAuto, heightAuto = st.heightAuto;
    let relaid = false;
    if (widthAuto && left !== null && right !== null && !replacedElements.has(st.local)) { width = Math.max(0,
        cbW - left - right - box.m[1] - box.m[3]); relaid = true; }
    if (heightAuto && top !== null && bottom !== null && !replacedElements.has(st.local)) { height = Math.max(0,
        cbH - top - bottom - box.m[0] - box.m[2]); relaid = true; }
    if (!relaid) return box;
    removeBox(layout, box, { children: [] });
    return layoutBlock(layout, st, cbW, cbH, null, { width, height: heightAuto && (top === null
        || bottom === null) ? undefined : height });
}

/// An absolutely positioned or fixed box, after the flow: against its containing block (the
/// nearest positioned ancestor's padding box, the viewport for fixed, else the initial one).
function placePositioned(layout, item) {
    const st = item.st;
    const parent = item.parent;
    if (!layout.boxes.has(parent.el) && parent.parent !== null) return;
    const cb = positionedContainingBlock(layout, st);
    const cbX = cb.x, cbY = cb.y, cbW = cb.w, cbH = cb.h;
    const values = st.values;
    const left = length(values.get('left'), cbW, st), right = length(values.get('right'), cbW, st);
    const top = length(values.get('top'), cbH, st), bottom = length(values.get('bottom'), cbH, st);
    const placed = layoutPositioned(layout, st, cbW, cbH, left, right, top, bottom);
    const width = placed.w, height = placed.h;
    // The static position: where it would have been in the flow.
    const parentPos = documentPosition(parent);
    const staticX = parentPos.x + item.staticX, staticY = parentPos.y + (item.staticY === null ? 0 : item.staticY);
    let x = left !== null ? cbX + left + placed.m[3] : right !== null ? cbX + cbW - right - width - placed.m[1]
        : staticX + placed.m[3];
    let y = top !== null ? cbY + top + placed.m[0] : bottom !== null ? cbY + cbH - bottom - height - placed.m[2]
        : staticY + placed.m[0];
    if (st.position === 'fixed') placed.fixed = true;
    // Kept relative to its parent box, as every box is.
    placed.parent = parent;
    parent.children.push(placed);
    layout.placedInto.push(parent);
    placed.x = x - parentPos.x;
    placed.y = y - parentPos.y;
    layout.boxes.set(st.el, placed);
}

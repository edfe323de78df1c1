// CSSValues.js — computed values without layout, as WebKit gives them: from an element's cascaded
// declarations (Cascade.js), its custom properties and var() (CSSVariables.js), then `font-size`
// (keywords, `larger`/`smaller`, percentages and `em` of the parent's), `color`, and the rest:
// colours serialised (CSSColors.js, `currentcolor` the element's colour), absolute lengths in px
// (`em`, `rem`, `pt`, `in`, `cm`, `mm`, `q`, `pc`, `vw`, `vh`, `vmin`, `vmax`, `0` → `0px`),
// `line-height` in px unless `normal`, `font-weight` as a number, border and outline widths
// (`thin`/`medium`/`thick`, `0px` when the style is `none` or `hidden`), times in seconds
// (`500ms` → `0.5s`), numbers as floats (`.5` → `0.5`; opacities clamped, `50%` → `0.5`) and
// integers (`order: +3` → `3`). WebKit keeps lengths as floats and prints every digit of one: `1pt` is
// `1.3333333730697632px`.
//
// What needs layout stays as declared here: percentages and `auto` of widths, heights, margins,
// paddings and offsets, which getComputedStyle reads from the layout for a rendered element
// (ResolvedValues.js); `calc()`, `ex`/`ch`.
//

import { cssTime } from "./CSSAnimations.js" with { lazy: "true" };
import { colorProperties, computedColor } from "./CSSColors.js" with { lazy: "true" };
import { resolveCustomProperties, substituteVariables } from "./CSSVariables.js" with { lazy: "true" };
import { ListKeyedCache } from "./ListKeyedCache.js";
import {
    computedValues, defaultDisplay, inheritedProperties, initialValues, longhandsOf, seconds
} from "./Cascade.js" with { lazy: "true" };
import { splitCSS } from "./Style.js" with { lazy: "true" };
import { viewport } from "./Viewport.js" with { lazy: "true" };

/// How a property's value computes (the properties not named keep their declared value).
const lengthProperty = 1, fontSizeProperty = 2, lineHeightProperty = 3, borderWidthProperty = 4, timeListProperty = 5,
    fontWeightProperty = 6, numberProperty = 7, opacityProperty = 8, integerProperty = 9;
const valueKinds = new Map([
    ...['margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
        'top', 'right', 'bottom', 'left', 'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'outline-offset',
        'text-indent', 'letter-spacing', 'word-spacing', 'column-gap', 'row-gap', 'flex-basis', 'vertical-align',
        'border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius',
        '-webkit-text-stroke-width'].map((name) => [name, lengthProperty]),
    ['font-size', fontSizeProperty], ['line-height', lineHeightProperty], ['font-weight', fontWeightProperty],
    ...['border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width', 'outline-width'].map((name) => [name, borderWidthProperty]),
    ...['animation-duration', 'animation-delay', 'transition-duration', 'transition-delay'].map((name) => [name, timeListProperty]),
    ['flex-grow', numberProperty], ['flex-shrink', numberProperty],
    ...['opacity', 'fill-opacity', 'stroke-opacity', 'stop-opacity', 'flood-opacity'].map((name) => [name, opacityProperty]),
    ['order', integerProperty], ['z-index', integerProperty],
]);

const numberPattern = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
/// Whether `text` is a CSS number (`2`, `.5`, `-1e3`), with no unit.
export const isCSSNumber = (text) => typeof text === 'string' && numberPattern.test(text);

/// A number as WebKit prints a computed one (a float): at most six decimals, no trailing zeros (`.5` is `0.5`).
export function serializedNumber(n) {
    const text = Math.fround(n).toFixed(6).replace(/\.?0+$/, '');
    return text === '-0' ? '0' : text;
}

/// The colour properties whose initial value is `currentcolor` (each element's own colour).
const currentColorProperties = ['border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color',
    'outline-color', 'text-decoration-color', 'column-rule-color'];
const borderSides = [['border-top-style', 'border-top-width'], ['border-right-style', 'border-right-width'],
    ['border-bottom-style', 'border-bottom-width'], ['border-left-style', 'border-left-width'], ['outline-style', 'outline-width']];

/// Pixels per unit of the absolute lengths (CSS Values 4 §6.2).
const absoluteUnits = new Map([['px', 1], ['in', 96], ['cm', 96 / 2.54], ['mm', 96 / 25.4], ['q', 96 / 101.6], ['pt', 4 / 3], ['pc', 16]]);

/// WebKit's font sizes of the keywords for a 16px medium (FontSize.cpp's table).
const fontSizeKeywords = new Map([['xx-small', 9], ['x-small', 10], ['small', 13], ['medium', 16], ['large', 18], ['x-large', 24],
    ['xx-large', 32], ['xxx-large', 48]]);
const borderWidthKeywords = new Map([['thin', 1], ['medium', 3], ['thick', 5]]);

/// A length as WebKit prints it: a float, every digit of its double.
const px = (n) => String(Math.fround(n)) + 'px';

/// A CSS dimension token: [1] the number, [2] the unit (letters, possibly none).
const dimensionPattern = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z]*)$/i;
/// `text` as a CSS dimension token, { n, unit } (the unit in lower case, '' for none), or null;
/// kept per text for the VM (not to be changed): a page's style writes compute the same few values
/// again and again, and this realm's frozen RegExp is JavaScriptCore's slow path. Angles
/// (Transforms.js) and lengths read it.
const parsedDimensions = new Map();
export function cssDimension(text) {
    let parsed = parsedDimensions.get(text);
    if (parsed === undefined) {
        const m = dimensionPattern.exec(text);
        parsed = m === null ? null : { n: Number(m[1]), unit: m[2].toLowerCase() };
        if (parsedDimensions.size >= 4096) parsedDimensions.clear();
        parsedDimensions.set(text, parsed);
    }
    return parsed;
}

/// A single length token in px, or null (percentages, keywords, calc() and the units that need a font's metrics).
function lengthInPixels(text, context, fontSize) {
    const dimension = cssDimension(text);
    if (dimension === null) return null;
    const n = dimension.n;
    const unit = dimension.unit;
    if (unit === '') return n === 0 ? 0 : null;
    const factor = absoluteUnits.get(unit);
    if (factor !== undefined) return n * factor;
    switch (unit) {
        case 'em': return n * fontSize;
        case 'rem': return n * rootFontSize(context);
        case 'vw': return n * viewport.width / 100;
        case 'vh': return n * viewport.height / 100;
        case 'vmin': return n * Math.min(viewport.width, viewport.height) / 100;
        case 'vmax': return n * Math.max(viewport.width, viewport.height) / 100;
        default: return null;
    }
}

/// `font-size`'s computed size in px from its parent's, or null when not understood.
function fontSizeInPixels(text, context) {
    const lower = text.toLowerCase();
    const parent = context.parentFontSize;
    const keyword = fontSizeKeywords.get(lower);
    if (keyword !== undefined) return keyword;
    if (lower === 'larger') return parent * 1.2;
    if (lower === 'smaller') return parent / 1.2;
    if (lower.endsWith('%')) { const n = Number(lower.slice(0, -1)); return Number.isNaN(n) || lower.length === 1 ? null : parent * n / 100; }
    // `em` and `rem` of a font size are the parent's and (for the root itself) the initial one.
    return lengthInPixels(text, context, parent);
}

/// A property's computed value from its (substituted) declared text.
function computedValue(name, text, context) {
    if (colorProperties.has(name)) return computedColor(text, name === 'color' ? context.parentColor : context.color);
    const kind = valueKinds.get(name);
    if (kind === undefined) return text;
    switch (kind) {
        case lengthProperty: {
            const n = lengthInPixels(text, context, context.fontSize);
            return n === null ? text : px(n);
        }
        case fontSizeProperty: {
            const n = fontSizeInPixels(text, context);
            return n === null ? text : px(n);
        }
        case lineHeightProperty: {
            if (text.toLowerCase() === 'normal') return 'normal';
            const number = /^([+-]?(?:\d+\.?\d*|\.\d+))(%?)$/.exec(text);
            if (number !== null) return px(Number(number[1]) * context.fontSize / (number[2] === '%' ? 100 : 1));
            const n = lengthInPixels(text, context, context.fontSize);
            return n === null ? text : px(n);
        }
        case borderWidthProperty: {
            const keyword = borderWidthKeywords.get(text.toLowerCase());
            const n = keyword !== undefined ? keyword : lengthInPixels(text, context, context.fontSize);
            return n === null ? text : px(n);
        }
        case fontWeightProperty: {
            // A number; `bolder` and `lighter` step from the parent's (CSS Fonts 4 §2.2's table).
            const lower = text.toLowerCase();
            if (lower === 'normal') return '400';
            if (lower === 'bold') return '700';
            const parent = Number(context.parentFontWeight);
            if (lower === 'bolder') return parent < 350 ? '400' : parent < 550 ? '700' : '900';
            if (lower === 'lighter') return parent < 550 ? '100' : parent < 750 ? '400' : '700';
            return text;
        }
        case numberProperty:
            return numberPattern.test(text) ? serializedNumber(Number(text)) : text;
        case opacityProperty: {
            // A number or a percentage, clamped to [0, 1].
            const percent = text.endsWith('%');
            const body = percent ? text.slice(0, -1) : text;
            if (!numberPattern.test(body)) return text;
            const n = Number(body) / (percent ? 100 : 1);
            return serializedNumber(Math.min(1, Math.max(0, n)));
        }
        case integerProperty:
            return /^[+-]?\d+$/.test(text) ? String(Number.parseInt(text, 10)) : text;
        case timeListProperty: {
            if (!/ms/i.test(text)) return text;
            return splitCSS(text, ',').map((item) => { const ms = cssTime(item); return ms === null ? item : seconds(ms); }).join(', ');
        }
        default: return text;
    }
}

/// Whether a key of a declared map is a custom property's, `--name` (Style.js let only valid names in).
export const isCustomKey = (name) => name.charCodeAt(0) === 45 && name.charCodeAt(1) === 45;

/// An element's custom properties (name → value), kept beside its computed values rather than in
/// them: a child that declares none shares its parent's map. Not to be changed.
const noCustomValues = new Map();
export function customValues(values) {
    const customs = values.customs;
    return customs === undefined ? noCustomValues : customs;
}

/// The custom properties of an element that declares some (its cascaded declarations' entries, in
/// order) over its parent's: made once for the same declarations over the same parent's map, which
/// keeps the maps made from it, found by the entries themselves (the rules' entries are shared by every
/// element they match, and by the pages that show the same sheet): the cards of a page share one, and a
/// recomputed element finds its old one, which its children compare as the same in no time.
function derivedCustomValues(inherited, entries) {
    let derived = inherited.derived;
    if (derived === undefined) inherited.derived = derived = new ListKeyedCache(64);
    const made = derived.get(null, entries);
    if (made !== undefined) return made;
    const declared = new Map();
    for (let i = 0; i < entries.length; i++) declared.set(entries[i][0], entries[i][1]);
    let customs = new Map(inherited);
    resolveCustomProperties(declared, customs, inherited);
    if (customs.size === 0) customs = noCustomValues;
    derived.set(null, entries, customs);
    return customs;
}

const currentColorDefaults = new Set(currentColorProperties);
const borderWidthNames = new Set(borderSides.map(([, width]) => width));

/// A property's computed value in an element's values: they hold what differs from the initial
/// values (copying every initial value into each element's map would cost more than the cascade),
/// so one not held is its initial value, `currentcolor` the element's colour, a border width 0px
/// (no border style); a custom property's is in their custom values (`customValues`). Undefined for a
/// property not known here.
export function styleValue(values, name) {
    const value = values.get(name);
    if (value !== undefined) return value;
    if (name.charCodeAt(0) === 45 && name.charCodeAt(1) === 45) return customValues(values).get(name);
    if (currentColorDefaults.has(name)) return styleValue(values, 'color');
    if (borderWidthNames.has(name)) return '0px';
    return initialValues.get(name);
}

/// The names getComputedStyle lists: the initial values' and those the element's values add.
export function styleNames(values) {
    const names = new Set(initialValues.keys());
    for (const name of values.keys()) names.add(name);
    for (const name of customValues(values).keys()) names.add(name);
    return Array.from(names);
}

/// The root element's font size, for `rem` (the initial one for the root itself).
function rootFontSize(context) {
    if (context.rootSize === null) {
        const element = context.element;
        const root = element._doc.documentElement;
        context.rootSize = root === element ? context.parentFontSize
            : root === null ? 16 : Number.parseFloat(computedValues(root).get('font-size')) || 16;
    }
    return context.rootSize;
}

/// Whether the last computeDeclaredValues took a property that is not inherited from the parent's
/// values (an explicit `inherit`): then the values depend on more of the parent's than what it passes down.
export let parentValuesRead = false;

/// The computed values of elements whose parent's values are `inherited`, with `key` (the user-agent
/// display, and the style attribute's text after a line break when there is one), that match `rules`
/// (the index's records, in cascade order) and have no shadow-tree rules: what computeDeclaredValues
/// made for the first of them, which the others take (its inputs are theirs: the cards of a grid, then
/// each card's children, share one map apiece; the slides a carousel sized alike). Kept on the
/// parent's values, found by the rules themselves; undefined when none was kept. Sets
/// `parentValuesRead` as the computation did.
export function sharedValues(inherited, key, rules) {
    const kept = inherited.shared;
    const made = kept === undefined ? undefined : kept.get(key, rules);
    if (made === undefined) return undefined;
    parentValuesRead = made.readsParent;
    return made.values;
}
/// Keeps `values`, just computed, for sharedValues (64 sets of rules a parent's values at most).
export function keepSharedValues(inherited, key, rules, values) {
    let kept = inherited.shared;
    if (kept === undefined) inherited.shared = kept = new ListKeyedCache(64);
    kept.set(key, rules, { values, readsParent: parentValuesRead });
}

/// What sharedValues and keepSharedValues take in place of the parent's values for a document's root
/// element, which has none: one holder for the realm per viewport size (`vw` and `vh` lengths), so
/// every web view of a page takes the same root values and, from them down, the same maps for its
/// elements (an action rendered again computes only its elements with a style attribute). The
/// rules a root's values are found by come from the index StyleSheets.js shares between documents
/// with the same sheets; what the values hold depends on nothing else (the root's `rem` is its own
/// font size). At most 16 sizes are kept: past them the holders start again.
const rootHolders = new Map();
export function rootValuesHolder() {
    const key = viewport.width + 'x' + viewport.height;
    let holder = rootHolders.get(key);
    if (holder === undefined) {
        if (rootHolders.size >= 16) rootHolders.clear();
        holder = { shared: undefined };
        rootHolders.set(key, holder);
    }
    return holder;
}

/// The element's computed values from its cascaded declarations (`declared`: name → [name, text,
/// important, shorthand]; `shorthand` names the shorthand a longhand waits for when its text holds
/// var()) over the parent's computed values (`inherited`, null for a root).
export function computeDeclaredValues(element, declared, inherited) {
    parentValuesRead = false;
    const values = new Map();
    values.set('display', defaultDisplay(element));
    // Maps walked with forEach: no iterator or [name, value] pair per entry (this realm's frozen
    // iterators make for-of slow), on every element's cascade.
    if (inherited !== null) {
        inherited.forEach((value, name) => { if (inheritedProperties.has(name)) values.set(name, value); });
    }
    // The custom properties: the parent's own map when the element declares none (a page of
    // Bootstrap's passes some two hundred down to every element), else a copy with its own resolved.
    const inheritedCustoms = inherited === null ? noCustomValues : customValues(inherited);
    let customs = inheritedCustoms;
    let declaredCustoms = null;
    declared.forEach((entry, name) => { if (isCustomKey(name)) (declaredCustoms || (declaredCustoms = [])).push(entry); });
    if (declaredCustoms !== null) customs = derivedCustomValues(inheritedCustoms, declaredCustoms);
    values.customs = customs;

    const parentFontSize = inherited === null ? 16 : Number.parseFloat(styleValue(inherited, 'font-size')) || 16;
    const parentColor = styleValue(inherited === null ? values : inherited, 'color');
    const context = {
        element, parentFontSize, fontSize: parentFontSize, parentColor, color: parentColor, rootSize: null,
        parentFontWeight: styleValue(inherited === null ? values : inherited, 'font-weight'),
    };
    const set = (name, entry) => {
        let text = entry[1];
        if (entry[3] !== undefined || (text.indexOf('(') >= 0 && /var\(/i.test(text))) text = substitutedText(customs, name, entry);
        const keyword = text.length <= 7 ? text.toLowerCase() : '';
        if (keyword === 'inherit' || ((keyword === 'unset' || keyword === 'revert') && inheritedProperties.has(name))) {
            if (!inheritedProperties.has(name)) parentValuesRead = true;
            const from = inherited === null ? undefined : styleValue(inherited, name);
            values.set(name, from === undefined ? computedValue(name, initialText(name, element), context) : from);
        } else if (keyword === 'initial' || keyword === 'unset' || keyword === 'revert') {
            values.set(name, computedValue(name, initialText(name, element), context));
        } else {
            values.set(name, computedValue(name, text, context));
        }
    };
    // `em` lengths need the font size, and `currentcolor` the colour: those two first.
    const fontSize = declared.get('font-size');
    if (fontSize !== undefined) {
        set('font-size', fontSize);
        context.fontSize = Number.parseFloat(styleValue(values, 'font-size')) || parentFontSize;
    }
    const color = declared.get('color');
    if (color !== undefined) {
        set('color', color);
        context.color = styleValue(values, 'color');
    }
    let borders = false;
    declared.forEach((entry, name) => {
        if (name === 'font-size' || name === 'color' || isCustomKey(name)) return;
        set(name, entry);
        if (!borders && (name.startsWith('border') || name.startsWith('outline'))) borders = true;
    });
    // A border (or outline) has a width only with a style other than none or hidden (CSS Backgrounds 3 §4.3).
    if (borders) {
        for (const [style, width] of borderSides) {
            const s = values.get(style);
            if (s === undefined || s === 'none' || s === 'hidden') values.delete(width);
            else if (!declared.has(width)) values.set(width, '3px');
        }
    }
    return values;
}

/// A declaration's text with its var() substituted from an element's custom properties (a longhand's
/// out of its shorthand's, `entry[3]`): `unset` when that fails (invalid at computed-value time). Kept
/// with the custom properties, which do not change: Bootstrap's rules give every card and button the
/// same `var(--bs-…)` paddings and borders over the same map.
function substitutedText(customs, name, entry) {
    const shorthand = entry[3];
    // By the entry itself (its name, shorthand and text do not change): a rule's entries are shared by
    // the elements it matches, and no string is hashed.
    let texts = customs.texts;
    if (texts === undefined) customs.texts = texts = new Map();
    else {
        const known = texts.get(entry);
        if (known !== undefined) return known;
    }
    const substituted = substituteVariables(entry[1], (other) => customs.get(other));
    const text = substituted === null ? 'unset' : shorthand === undefined ? substituted.trim() : longhandOf(shorthand, substituted.trim(), name);
    if (texts.size >= 256) texts.clear();
    texts.set(entry, text);
    return text;
}

/// A property's initial value as text (the colours' `currentcolor` included).
function initialText(name, element) {
    if (name === 'display') return defaultDisplay(element);
    const value = initialValues.get(name);
    return value === undefined ? '' : value;
}

/// One longhand's text in a shorthand's (substituted) value, `unset` when the shorthand does not parse.
function longhandOf(shorthand, text, longhand) {
    for (const [name, value] of longhandsOf(shorthand, text)) if (name === longhand) return value;
    return 'unset';
}

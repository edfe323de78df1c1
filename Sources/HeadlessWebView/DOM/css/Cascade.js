// Cascade.js — computed style without layout: for one element, the declarations of the style rules
// that match it (StyleSheets.js's index: the document's, or its shadow tree's, plus its own shadow
// tree's `:host` rules for a host) in cascade order — normal declarations by specificity and
// order, the inline style over them, then `!important` ones the same way with the inline ones
// last — over the inherited values of the parent (for the inherited properties and custom
// properties) and the initial values of the rest. `inherit`, `initial`, `unset` and `revert` are
// understood; the values are then computed as WebKit computes them (CSSValues.js: var(), colours,
// lengths, times). The `animation`, `transition`, `margin`, `padding`, `inset`, `border*` and
// `outline` shorthands are expanded into their longhands, which CSSAnimations.js reads, and
// `background` into `background-color` (its other longhands are not read). A declaration of a
// colour property with an invalid colour never gets here (Style.js drops it, as CSS does).
//
// The values are computed for an element someone asks about and cached on it against the tree's
// version (every tree or attribute change) and the document's sheet version, so reading them twice
// costs a comparison; after a change they stand unless it reached them (Collections.js: every
// element, or the subtree of the element it stamped). A change of state no attribute holds (focus,
// checkedness, a control's value) reaches every element when a rule selects on it (StyleSheets.js
// `elementStateChanged`).
//

import { cascadeVersion, styleVersion } from "../dom/Collections.js";
import { asciiLower, asciiTokens, attributeValue } from "../dom/Element.js";
import { styleHooks } from "../dom/Hooks.js";
import { define, shadowRootCount } from "../dom/Realm.js";
import { isShadowRoot, rootOf } from "../dom/ShadowDOM.js";
import { hiddenElements } from "../html/HTMLElements.js";
import { animationKeywords, cssTime } from "./CSSAnimations.js" with { lazy: "true" };
import { isValidColor } from "./CSSColors.js" with { lazy: "true" };
import {
    computeDeclaredValues, customValues, isCSSNumber, keepSharedValues, parentValuesRead, rootValuesHolder, sharedValues
} from "./CSSValues.js" with { lazy: "true" };
import { matchCompiledInTree, matchSlottedRule } from "./Selectors.js" with { lazy: "true" };
import { parseDeclarationBlock, splitCSS } from "./Style.js" with { lazy: "true" };
import { documentStyleIndex, treeStyleIndex } from "./StyleSheets.js" with { lazy: "true" };

/// Initial values a page reads through getComputedStyle (and transitions compare against when one side is unset).
export const initialValues = new Map([
    ['visibility', 'visible'], ['position', 'static'], ['opacity', '1'], ['color', 'rgb(0, 0, 0)'],
    ['background-color', 'rgba(0, 0, 0, 0)'], ['font-size', '16px'], ['width', 'auto'], ['height', 'auto'],
    ['transform', 'none'], ['filter', 'none'], ['translate', 'none'], ['scale', 'none'], ['rotate', 'none'],
    ['top', 'auto'], ['right', 'auto'], ['bottom', 'auto'], ['left', 'auto'], ['z-index', 'auto'],
    ['max-height', 'none'], ['max-width', 'none'], ['min-height', '0px'], ['min-width', '0px'],
    ['margin-top', '0px'], ['margin-right', '0px'], ['margin-bottom', '0px'], ['margin-left', '0px'],
    ['padding-top', '0px'], ['padding-right', '0px'], ['padding-bottom', '0px'], ['padding-left', '0px'],
    ['pointer-events', 'auto'], ['overflow', 'visible'], ['line-height', 'normal'], ['white-space', 'normal'],
    ['font-style', 'normal'], ['font-variant', 'normal'], ['font-family', '-webkit-standard'], ['font-weight', '400'],
    ['letter-spacing', 'normal'], ['word-spacing', '0px'], ['direction', 'ltr'],
    ['cursor', 'auto'], ['text-transform', 'none'], ['box-sizing', 'content-box'], ['float', 'none'],
    // `currentcolor` and a `medium` border: CSSValues.js makes them the element's colour and 0px when the style is none.
    ['border-top-color', 'currentcolor'], ['border-right-color', 'currentcolor'], ['border-bottom-color', 'currentcolor'],
    ['border-left-color', 'currentcolor'], ['outline-color', 'currentcolor'], ['text-decoration-color', 'currentcolor'],
    ['column-rule-color', 'currentcolor'],
    ['border-top-style', 'none'], ['border-right-style', 'none'], ['border-bottom-style', 'none'], ['border-left-style', 'none'],
    ['outline-style', 'none'], ['border-top-width', '3px'], ['border-right-width', '3px'], ['border-bottom-width', '3px'],
    ['border-left-width', '3px'], ['outline-width', '3px'],
    ['animation-name', 'none'], ['animation-duration', '0s'], ['animation-delay', '0s'], ['animation-iteration-count', '1'],
    ['animation-timing-function', 'ease'], ['animation-direction', 'normal'], ['animation-fill-mode', 'none'],
    ['animation-play-state', 'running'],
    ['transition-property', 'all'], ['transition-duration', '0s'], ['transition-delay', '0s'], ['transition-timing-function', 'ease'],
    ['flex-grow', '0'], ['flex-shrink', '1'], ['flex-basis', 'auto'], ['order', '0'],
]);

/// The properties whose value an element takes from its parent unless it declares one (CSS's "Inherited: yes").
export const inheritedProperties = new Set(['color', 'visibility', 'font', 'font-family', 'font-size', 'font-style', 'font-variant',
    'font-weight', 'font-stretch', 'line-height', 'letter-spacing', 'word-spacing', 'text-align', 'text-indent',
    'text-transform', 'text-shadow', 'white-space', 'word-break', 'overflow-wrap', 'word-wrap', 'direction', 'cursor',
    'list-style', 'list-style-type', 'list-style-position', 'list-style-image', 'quotes', 'pointer-events', 'caption-side',
    'border-collapse', 'border-spacing', 'empty-cells', 'writing-mode', 'hyphens', 'tab-size', 'orphans', 'widows',
    'color-scheme', 'accent-color', 'caret-color', 'text-rendering', '-webkit-text-size-adjust', '-webkit-font-smoothing',
    '-webkit-tap-highlight-color', '-webkit-text-fill-color', '-webkit-user-select', 'user-select']);

const inlineDisplayElements = new Set(['a', 'span', 'img', 'b', 'i', 'em', 'strong', 'small', 'label', 'code', 'abbr', 'cite', 'sub',
    'sup', 'u', 's', 'q', 'br', 'input', 'button', 'select', 'textarea', 'svg', 'video', 'audio', 'canvas', 'iframe']);
const inlineBlockElements = new Set(['button', 'select', 'textarea', 'input', 'img', 'video', 'canvas', 'iframe']);

/// `display` as the user-agent sheet gives it: from the element's kind, `none` for hidden ones.
export function defaultDisplay(element) {
    const local = element._local;
    if (hiddenElements.has(local) || attributeValue(element, 'hidden') !== null) return 'none';
    if (inlineDisplayElements.has(local)) return inlineBlockElements.has(local) ? 'inline-block' : 'inline';
    return local === 'li' ? 'list-item' : local === 'table' ? 'table' : local === 'tr' ? 'table-row'
        : (local === 'td' || local === 'th') ? 'table-cell' : 'block';
}

export function initialValue(name, element) {
    if (name === 'display') return defaultDisplay(element);
    const value = initialValues.get(name);
    return value === undefined ? '' : value;
}

export const seconds = (ms) => (ms / 1000) + 's';

/// The `animation` shorthand's longhands (CSS Animations §3.10): a first time is the duration, a
/// second the delay, a number the iteration count, a keyword its longhand, the rest the name.
function animationLonghands(value) {
    const items = splitCSS(value, ',').map((item) => {
        const a = { name: 'none', duration: '0s', delay: '0s', count: '1', timing: 'ease', direction: 'normal', fill: 'none', play: 'running' };
        let times = 0;
        for (const token of splitCSS(item, ' ')) {
            const lower = token.toLowerCase();
            const time = cssTime(token);
            if (time !== null) { if (times++ === 0) a.duration = seconds(time); else a.delay = seconds(time); }
            else if (/^(\d+\.?\d*|\.\d+)$/.test(token) || lower === 'infinite') a.count = lower;
            else if (lower === 'normal' || lower === 'reverse' || lower === 'alternate' || lower === 'alternate-reverse') a.direction = lower;
            else if (lower === 'forwards' || lower === 'backwards' || lower === 'both') a.fill = lower;
            else if (lower === 'running' || lower === 'paused') a.play = lower;
            else if (animationKeywords.has(lower) || token.includes('(')) a.timing = token;
            else a.name = token;
        }
        return a;
    });
    const list = (key) => items.map((a) => a[key]).join(', ');
    return [['animation-name', list('name')], ['animation-duration', list('duration')], ['animation-delay', list('delay')],
        ['animation-iteration-count', list('count')], ['animation-timing-function', list('timing')],
        ['animation-direction', list('direction')], ['animation-fill-mode', list('fill')], ['animation-play-state', list('play')]];
}

/// The `transition` shorthand's longhands (CSS Transitions §2.5).
function transitionLonghands(value) {
    const items = splitCSS(value, ',').map((item) => {
        const t = { property: 'all', duration: '0s', delay: '0s', timing: 'ease' };
        let times = 0;
        for (const token of splitCSS(item, ' ')) {
            const time = cssTime(token);
            if (time !== null) { if (times++ === 0) t.duration = seconds(time); else t.delay = seconds(time); }
            else if (animationKeywords.has(token.toLowerCase()) || token.includes('(')) t.timing = token;
            else t.property = token.toLowerCase();
        }
        return t;
    });
    const list = (key) => items.map((t) => t[key]).join(', ');
    return [['transition-property', list('property')], ['transition-duration', list('duration')], ['transition-delay', list('delay')],
        ['transition-timing-function', list('timing')]];
}

/// The box shorthands' longhands, top, right, bottom, left (one to four values, as CSS repeats them).
const boxShorthands = new Map([
    ['margin', ['margin-top', 'margin-right', 'margin-bottom', 'margin-left']],
    ['padding', ['padding-top', 'padding-right', 'padding-bottom', 'padding-left']],
    ['inset', ['top', 'right', 'bottom', 'left']],
    ['border-width', ['border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width']],
    ['border-style', ['border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style']],
    ['border-color', ['border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color']],
]);
function boxLonghands(name, value) {
    const parts = splitCSS(value, ' ');
    if (parts.length < 1 || parts.length > 4) return [];
    const [top, right = top, bottom = top, left = right] = parts;
    return boxShorthands.get(name).map((longhand, i) => [longhand, [top, right, bottom, left][i]]);
}

const borderStyles = new Set(['none', 'hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset', 'auto']);
const borderWidthPattern = /^(thin|medium|thick|[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?[a-z]*|(calc|min|max|clamp)\(.*)$/i;

/// `border-top`, `border`, `outline`…: a width, a style and a colour in any order, each optional.
function borderLonghands(longhands, value) {
    let width = 'medium', style = 'none', color = 'currentcolor';
    for (const token of splitCSS(value, ' ')) {
        if (borderStyles.has(token.toLowerCase())) style = token.toLowerCase();
        else if (borderWidthPattern.test(token)) width = token;
        else color = token;
    }
    return longhands.map((longhand) => [longhand, longhand.endsWith('width') ? width : longhand.endsWith('style') ? style : color]);
}
const borderSideShorthands = new Map(['top', 'right', 'bottom', 'left'].map((side) =>
    ['border-' + side, ['border-' + side + '-width', 'border-' + side + '-style', 'border-' + side + '-color']]));
const borderLonghandNames = [...borderSideShorthands.values()].flat();
const outlineLonghands = ['outline-width', 'outline-style', 'outline-color'];

/// `background`: its final layer's colour (the one token that is a colour), else transparent.
function backgroundLonghands(value) {
    const layers = splitCSS(value, ',');
    const last = layers.length === 0 ? [] : splitCSS(layers[layers.length - 1], ' ');
    const color = last.find((token) => !/^(none|auto|inherit|initial|unset|revert)$/i.test(token) && isValidColor(token));
    return [['background-color', color === undefined ? 'transparent' : color]];
}

/// `flex`: `none` (0 0 auto), `auto` (1 1 auto), or a grow factor, a shrink factor and a basis, each
/// optional in CSS's order (CSS Flexbox 1 §7.1.1: a number alone is `n 1 0%`, a basis alone `1 1 basis`).
function flexLonghands(value) {
    const parts = splitCSS(value, ' ');
    const keyword = parts.length === 1 ? parts[0].toLowerCase() : '';
    if (keyword === 'none') return [['flex-grow', '0'], ['flex-shrink', '0'], ['flex-basis', 'auto']];
    if (keyword === 'auto') return [['flex-grow', '1'], ['flex-shrink', '1'], ['flex-basis', 'auto']];
    let i = 0, grow = null, shrink = null, basis = null;
    if (parts.length > 0 && !isCSSNumber(parts[0])) basis = parts[i++];
    if (isCSSNumber(parts[i])) { grow = parts[i++]; if (isCSSNumber(parts[i])) shrink = parts[i++]; }
    if (basis === null && i < parts.length) {
        // A third number can only be a unitless zero basis (`flex: 1 1 0`).
        if (!isCSSNumber(parts[i])) basis = parts[i++];
        else if (shrink !== null && Number(parts[i]) === 0) { basis = '0px'; i++; }
    }
    if (i !== parts.length || (grow === null && basis === null)) return [];
    return [['flex-grow', grow ?? '1'], ['flex-shrink', shrink ?? '1'], ['flex-basis', basis ?? '0%']];
}

const fontStyles = new Set(['normal', 'italic', 'oblique']);
const fontWeights = new Set(['normal', 'bold', 'bolder', 'lighter']);
const fontStretches = new Set(['normal', 'ultra-condensed', 'extra-condensed', 'condensed', 'semi-condensed', 'semi-expanded',
    'expanded', 'extra-expanded', 'ultra-expanded']);
const fontSizeNames = new Set(['xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'xxx-large',
    'larger', 'smaller']);
const fontSizePattern = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:[a-z]+|%)|0|(?:calc|min|max|clamp)\(.*\))$/i;
export const fontLonghandNames = ['font-style', 'font-variant', 'font-weight', 'font-stretch', 'font-size', 'line-height',
    'font-family'];

/// `font`: [style || variant || weight || stretch]? size [/ line-height]? family (CSS Fonts 4 §2.8); what
/// it leaves out is reset to `normal`. None for a value that does not parse, or a system font
/// (`caption`, `menu`…), whose metrics are the platform's.
function fontLonghands(value) {
    const tokens = [];
    const pattern = /\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s"']+)/g;
    let m;
    while ((m = pattern.exec(value)) !== null) tokens.push({ text: m[1], end: pattern.lastIndex });
    let style = 'normal', variant = 'normal', weight = 'normal', stretch = 'normal';
    let i = 0;
    for (; i < tokens.length && i < 4; i++) {
        const t = tokens[i].text, lower = t.toLowerCase();
        if (lower === 'normal') continue;
        if (fontStyles.has(lower)) style = lower;
        else if (lower === 'small-caps') variant = lower;
        else if (fontWeights.has(lower) || /^\d+(\.\d+)?$/.test(t) && Number(t) >= 1 && Number(t) <= 1000) weight = lower;
        else if (fontStretches.has(lower)) stretch = lower;
        else break;
    }
    if (i >= tokens.length) return [];
    // The size, with the line height after a '/' in the same token or the next ones (`12px/1.5`, `12px / 1.5`).
    let sizeText = tokens[i].text, lineHeight = 'normal', end = tokens[i].end;
    i++;
    let slash = sizeText.indexOf('/');
    if (slash < 0 && i < tokens.length && tokens[i].text.startsWith('/')) {
        sizeText += tokens[i].text; end = tokens[i].end; i++;
        slash = sizeText.indexOf('/');
    }
    if (slash >= 0) {
        lineHeight = sizeText.slice(slash + 1);
        sizeText = sizeText.slice(0, slash);
        if (lineHeight === '' && i < tokens.length) { lineHeight = tokens[i].text; end = tokens[i].end; i++; }
        if (lineHeight === '') return [];
    }
    if (!fontSizeNames.has(sizeText.toLowerCase()) && !fontSizePattern.test(sizeText)) return [];
    const family = splitCSS(value.slice(end), ',').join(', ');
    if (family === '') return [];
    return [['font-style', style], ['font-variant', variant], ['font-weight', weight], ['font-stretch', stretch],
        ['font-size', sizeText], ['line-height', lineHeight], ['font-family', family]];
}

/// A shorthand's longhands from its value: [[longhand, text]] (none when it does not parse).
export function longhandsOf(name, value) {
    if (name === 'animation') return animationLonghands(value);
    if (name === 'transition') return transitionLonghands(value);
    if (boxShorthands.has(name)) return boxLonghands(name, value);
    if (name === 'border') return borderLonghands(borderLonghandNames, value);
    if (name === 'outline') return borderLonghands(outlineLonghands, value);
    if (name === 'background') return backgroundLonghands(value);
    if (name === 'flex') return flexLonghands(value);
    if (name === 'font') return fontLonghands(value);
    const side = borderSideShorthands.get(name);
    return side === undefined ? [] : borderLonghands(side, value);
}

/// The shorthands expanded here, with their longhands (a transition of `padding` is one of each side).
export const shorthandLonghands = new Map([...boxShorthands, ...borderSideShorthands, ['border', borderLonghandNames],
    ['outline', outlineLonghands], ['background', ['background-color']], ['flex', ['flex-grow', 'flex-shrink', 'flex-basis']],
    ['font', fontLonghandNames],
    ['animation', ['animation-name', 'animation-duration', 'animation-delay', 'animation-iteration-count', 'animation-timing-function',
        'animation-direction', 'animation-fill-mode', 'animation-play-state']],
    ['transition', ['transition-property', 'transition-duration', 'transition-delay', 'transition-timing-function']]]);

/// A declaration block's entries [name, value, important, shorthand], the shorthands followed by
/// their longhands (a later longhand then overrides its part, as in CSS). A shorthand whose value
/// holds var() is split at computed-value time: its longhands carry its text and its name.
export function expandedEntries(props) {
    const entries = [];
    // forEach and index loops, and the RegExps only for a shorthand: the cascade expands every
    // element's inline style, and this frozen realm's iterators and RegExp take slow paths.
    props.forEach((p, name) => {
        const important = p.priority === 'important';
        const value = p.value;
        entries.push([name, value, important, undefined]);
        const longhands = shorthandLonghands.get(name);
        if (longhands === undefined) return;
        const keyword = /^(inherit|initial|unset|revert)$/i.test(value);
        if (!keyword && value.indexOf('(') >= 0 && /var\(/i.test(value)) {
            for (let i = 0; i < longhands.length; i++) entries.push([longhands[i], value, important, name]);
            return;
        }
        const split = longhandsOf(name, value);
        for (let i = 0; i < split.length; i++) entries.push([split[i][0], keyword ? value : split[i][1], important, undefined]);
    });
    return entries;
}

/// The rules that may match `element` (its id's, classes' and type's buckets and the universal ones),
/// in cascade order, and how many of them name ancestors (`{ rules, keyed }`). Kept in the index by the
/// element's type, then id, then class attribute (maps of the strings themselves, which the parse gives
/// every element alike: no key is made and hashed): the cards of a grid, each with Bootstrap's hundred
/// universal rules, merge and sort them once.
function rulesFor(element, index) {
    const id = attributeValue(element, 'id');
    const classes = attributeValue(element, 'class');
    const local = element._local;
    const lists = index.candidateLists;
    if (lists.count >= 1024) { lists.count = 0; lists.byType.clear(); }
    let byId = lists.byType.get(local);
    if (byId === undefined) lists.byType.set(local, byId = new Map());
    let byClasses = byId.get(id);
    if (byClasses === undefined) byId.set(id, byClasses = new Map());
    let candidates = byClasses.get(classes);
    if (candidates === undefined) {
        const rules = candidateRules(index, local, id, classes);
        let keyed = 0;
        for (let i = 0; i < rules.length; i++) if (rules[i].ancestorKeys !== null) keyed++;
        byClasses.set(classes, candidates = { rules, keyed, animating: null });
        lists.count++;
    }
    return candidates;
}
/// Whether a rule that may start an animation or a transition (StyleSheets.js marks them `animates`)
/// matches `element`: those among its candidate rules (rulesFor), listed once per list. Bootstrap's
/// sheets have some forty such selectors; an element is matched against the few its type, id, classes
/// and the universal rules leave.
export function matchesAnimatingRule(element, index) {
    const candidates = rulesFor(element, index);
    let animating = candidates.animating;
    if (animating === null) {
        animating = candidates.animating = [];
        const rules = candidates.rules;
        for (let i = 0; i < rules.length; i++) if (rules[i].animates) animating.push(rules[i]);
    }
    for (let i = 0; i < animating.length; i++) if (matchCompiledInTree(element, animating[i].selector, null)) return true;
    return false;
}
function candidateRules(index, local, id, classes) {
    const buckets = index.buckets;
    const lists = index.universal.length === 0 ? [] : [index.universal];
    const add = (key) => { const bucket = buckets.get(key); if (bucket !== undefined && !lists.includes(bucket)) lists.push(bucket); };
    add(local.toLowerCase());
    if (id !== null && id !== '') add('#' + asciiLower(id));
    if (classes !== null) for (const name of asciiTokens(classes)) add('.' + asciiLower(name));
    if (lists.length <= 1) return lists.length === 0 ? lists : lists[0];
    return [].concat(...lists).sort((a, b) => a.rank - b.rank);
}

/// The element's computed values (a Map, not to be changed, of what differs from the initial
/// values: read one with CSSValues.js's styleValue), cached until the tree or the sheets change.
export function computedValues(element) {
    const doc = element._doc;
    const cache = element._computedStyle;
    // Read again with nothing changed since (documentStyleIndex would answer the same index): no call.
    const state = doc._styleState;
    if (cache !== undefined && cache.tree === styleVersion && cache.doc === doc
        && (state === null ? cache.sheets === 0 : state.tree === styleVersion && !state.dirty && state.index !== null
            && cache.sheets === state.version)) return cache.values;
    const index = documentStyleIndex(doc);
    const sheets = index === null ? 0 : doc._styleState.version;
    if (cache !== undefined && cache.tree === styleVersion && cache.sheets === sheets && cache.doc === doc) return cache.values;
    // Since then only `style` attributes changed (Collections.js `cascadeVersion`), or changes whose
    // reach the rules bound, which stamped the root of the subtree they reached (Collections.js
    // `stampStyle`): the values stand if the element's own style attribute and the stamps of it and its
    // ancestors stand and its parent passes down the same values (a carousel that moves its track by its
    // inline style then measures it recomputes that track, not what is inside it, nor the page; one that
    // marks its current slide recomputes that slide).
    const parent = shadowRootCount === 0 ? element._parent : flatTreeParent(element);
    let inherited = null, parentKey = null, stamp = element._styleStamp;
    if (parent !== null && parent._nt === 1) {
        inherited = computedValues(parent);
        const parentCache = parent._computedStyle;
        parentKey = parentCache.inheritKey;
        if (parentCache.stamp > stamp) stamp = parentCache.stamp;
    }
    // The style attribute as styleValuesWith reads it.
    const inline = element._nt === 1 ? attributeValue(element, 'style') : null;
    if (cache !== undefined && cache.cascade === cascadeVersion && cache.sheets === sheets && cache.doc === doc
        && cache.inline === inline && cache.stamp === stamp
        && (cache.inherited === inherited || (!cache.readsParent && cache.parentKey === parentKey))) {
        cache.tree = styleVersion;
        cache.inherited = inherited;
        return cache.values;
    }
    // Only the values the parent passes down changed (the stamps, the cascade, the sheets and the style
    // attribute stand): the same rules match, and are not matched again. A page that shows its body
    // (`visibility`, inherited) recomputes every element's values, not its matches.
    const sameMatch = cache !== undefined && cache.matched !== null && shadowRootCount === 0 && cache.cascade === cascadeVersion
        && cache.sheets === sheets && cache.doc === doc && cache.inline === inline && cache.stamp === stamp;
    lastMatched = null;
    const values = styleValuesWith(element, index, null, sameMatch ? cache.matched : undefined);
    const matched = lastMatched;
    // The children compare this key rather than the values: a change of what is not inherited keeps it.
    const inheritKey = cache !== undefined && cache.doc === doc && sameInheritedValues(cache.values, values)
        ? cache.inheritKey : {};
    if (cache === undefined) {
        const made = {
            tree: styleVersion, cascade: cascadeVersion, sheets, doc, values, inline, inherited, parentKey, inheritKey,
            readsParent: parentValuesRead, stamp, names: null, namesVersion: -1, namesAbove: null, namesId: null,
            namesClasses: null, matched,
        };
        // An element's is one of its underscore fields (assigned: cheaper than a definition); anything
        // else's is hidden from a page's enumeration.
        if (element._nt === 1) element._computedStyle = made; else define(element, '_computedStyle', made);
    } else {
        cache.tree = styleVersion; cache.cascade = cascadeVersion; cache.sheets = sheets; cache.doc = doc; cache.values = values;
        cache.inline = inline; cache.inherited = inherited; cache.parentKey = parentKey; cache.inheritKey = inheritKey;
        cache.readsParent = parentValuesRead;
        cache.stamp = stamp;
        cache.matched = matched;
    }
    return values;
}

/// Whether two computed values of an element pass down the same: the same inherited and custom properties.
function sameInheritedValues(before, after) {
    if (before === after) return true;
    let count = 0;
    for (const [name, value] of after) {
        if (!inheritedProperties.has(name)) continue;
        if (before.get(name) !== value) return false;
        count++;
    }
    for (const name of before.keys()) if (inheritedProperties.has(name)) count--;
    if (count !== 0) return false;
    const a = customValues(before), b = customValues(after);
    if (a === b) return true;
    if (a.size !== b.size) return false;
    for (const [name, value] of b) if (a.get(name) !== value) return false;
    return true;
}

/// The cascade for `element`; `inlineText` (when not null) stands for its `style` attribute (the
/// style before a change, for transitions).
export function styleValuesWith(element, index, inlineText, knownMatch) {
    const parent = shadowRootCount === 0 ? element._parent : flatTreeParent(element);
    const inherited = parent !== null && parent._nt === 1 ? computedValues(parent) : null;
    // The cascaded declaration of each property (its entry), computed by CSSValues.js.
    const declared = new Map();
    let important = null;
    // In a shadow tree the tree's own sheets apply, not the document's. A host also takes its shadow
    // tree's `:host` rules and a slotted element its slot's tree's `::slotted()` rules: theirs is the
    // inner context, whose normal declarations lose to the element's own tree's and whose important
    // ones win over everything (CSS Scoping's cascade by tree context).
    let tree = null;
    let innerImportant = null;
    const inner = (entries) => {
        for (let i = 0; i < entries.length; i++) {
            const entry = entries[i];
            if (entry[2]) (innerImportant || (innerImportant = [])).push(entry);
            else declared.set(entry[0], entry);
        }
    };
    if (shadowRootCount !== 0 && index !== null) {
        const doc = element._doc;
        const root = rootOf(element);
        if (isShadowRoot(root)) { tree = root; index = treeStyleIndex(doc, root); }
        // A slotted element takes its slot's tree's `::slotted()` rules, a host its shadow tree's `:host` rules.
        const slot = element._assignedSlot;
        if (slot) {
            const slotRoot = rootOf(slot);
            const slotIndex = treeStyleIndex(doc, slotRoot);
            if (slotIndex !== null) for (const rule of slotIndex.slottedRules) if (matchSlottedRule(element, slot, rule.selector, slotRoot)) inner(rule.entries);
        }
        const shadow = element._shadowRoot;
        const hostIndex = shadow === undefined ? null : treeStyleIndex(doc, shadow);
        if (hostIndex !== null) for (const rule of hostIndex.hostRules) if (matchCompiledInTree(element, rule.selector, shadow)) inner(rule.entries);
    }
    // The rules that match, in cascade order; one whose ancestors' names the element's ancestors lack is
    // not matched (Bootstrap's `.row-cols-md-3 > *` and thirty like it are candidates for every element).
    let matched = noRules;
    if (knownMatch !== undefined) {
        matched = knownMatch;
    } else if (index !== null && index.rules.length !== 0) {
        const candidates = rulesFor(element, index);
        const rules = candidates.rules;
        // The names are worth reading for the lists with many such rules (a framework's sheet).
        const names = shadowRootCount === 0 && candidates.keyed >= filteredAbove ? ancestorNames(element) : null;
        for (let i = 0; i < rules.length; i++) {
            const rule = rules[i];
            const keys = rule.ancestorKeys;
            if (keys !== null && names !== null) {
                let found = true;
                for (let j = 0; j < keys.length && found; j++) found = names.has(keys[j]);
                if (!found) continue;
            }
            if (matchCompiledInTree(element, rule.selector, tree)) (matched === noRules ? (matched = []) : matched).push(rule);
        }
    }
    // The style attribute's text ('' for none), unless `inlineText` stands for it.
    const styleText = inlineText !== null ? null : attributeValue(element, 'style') ?? '';
    // The values of an element like it (the same display, rules and style attribute) under the same
    // parent (CSSValues.js sharedValues); for a document's root, those of the roots of the realm's
    // other documents, so a page shown again takes its maps from the root down.
    const holder = inherited !== null ? inherited : parent !== null && parent._nt === 9 ? rootValuesHolder() : null;
    const shareable = holder !== null && tree === null && declared.size === 0 && innerImportant === null && styleText !== null;
    let key = null;
    if (shareable) {
        const display = defaultDisplay(element);
        key = styleText === '' ? display : display + '\n' + styleText;
        const shared = sharedValues(holder, key, matched);
        if (shared !== undefined) { lastMatched = matched; return shared; }
    }
    let inline;
    if (inlineText !== null) {
        inline = expandedEntries(parseDeclarationBlock(inlineText, new Map()));
    } else if (element._style !== undefined) {
        inline = expandedEntries(element._style._props);
    } else {
        inline = styleText === '' ? [] : expandedEntries(parseDeclarationBlock(styleText, new Map()));
    }
    for (let i = 0; i < matched.length; i++) {
        const entries = matched[i].entries;
        for (let j = 0; j < entries.length; j++) {
            const entry = entries[j];
            if (entry[2]) (important || (important = [])).push(entry);
            else declared.set(entry[0], entry);
        }
    }
    // Index loops here and above: this realm's frozen array iterator makes for-of slow, per element.
    for (let i = 0; i < inline.length; i++) if (!inline[i][2]) declared.set(inline[i][0], inline[i]);
    if (important !== null) for (let i = 0; i < important.length; i++) declared.set(important[i][0], important[i]);
    for (let i = 0; i < inline.length; i++) if (inline[i][2]) declared.set(inline[i][0], inline[i]);
    if (innerImportant !== null) for (let i = 0; i < innerImportant.length; i++) declared.set(innerImportant[i][0], innerImportant[i]);
    const values = computeDeclaredValues(element, declared, inherited);
    if (shareable) keepSharedValues(holder, key, matched, values);
    lastMatched = matched;
    return values;
}
const noRules = [];
/// The rules that match the element the last styleValuesWith computed values for (set as it returns,
/// after the computations of other elements it made).
let lastMatched = noRules;
/// How many of an element's candidate rules must name ancestors for the cascade to set aside those
/// whose names its ancestors lack (fewer: reading the names costs more than the matches they save:
/// glide's and splide's pages took 3 % and 8 % more instructions with the check on every list).
const filteredAbove = 8;

/// The names `element`'s ancestors bear, as Selectors.js `ancestorKeys` spells them: their types, `#id`s
/// and `.class`es in lower case. Kept on each ancestor's computed-style cache until the tree or a
/// styled attribute changes (an attribute no rule selects on changes no rule's answer); null when an
/// ancestor has none (its style was never asked for), and then no rule is set aside.
function ancestorNames(element) {
    const parent = element._parent;
    if (parent === null || parent._nt !== 1) return noNames;
    return namesWithAncestors(parent);
}
const noNames = new Set();
function namesWithAncestors(element) {
    const cache = element._computedStyle;
    if (cache === undefined) return null;
    if (cache.namesVersion === styleVersion) return cache.names;
    const parent = element._parent;
    const above = parent === null || parent._nt !== 1 ? noNames : namesWithAncestors(parent);
    if (above === null) return null;
    const id = attributeValue(element, 'id');
    const classes = attributeValue(element, 'class');
    // Made again only when what it is made of changed (a carousel's style writes move the version on
    // every frame; its classes and its ancestors' stay).
    if (cache.names === null || cache.namesAbove !== above || cache.namesId !== id || cache.namesClasses !== classes) {
        const names = new Set(above);
        names.add(asciiLower(element._local));
        if (id !== null && id !== '') names.add('#' + asciiLower(id));
        if (classes !== null) for (const name of asciiTokens(classes)) names.add('.' + asciiLower(name));
        cache.names = names;
        cache.namesAbove = above;
        cache.namesId = id;
        cache.namesClasses = classes;
    }
    cache.namesVersion = styleVersion;
    return cache.names;
}

/// An element's parent in the flat tree, whose values it inherits: its slot when it is slotted, the
/// host for a shadow root's child, else its parent.
function flatTreeParent(element) {
    const slot = element._assignedSlot;
    if (slot) return slot;
    const parent = element._parent;
    return parent !== null && parent._shadowHost !== undefined ? parent._shadowHost : parent;
}

styleHooks.computedValues = computedValues;

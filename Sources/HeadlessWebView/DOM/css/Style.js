// Style.js — the CSS object model's declarations, without layout: CSSStyleDeclaration (`element.style`,
// kept in sync with the `style` attribute, and a style rule's `style`), getComputedStyle (the
// cascade is Cascade.js's), matchMedia and MediaQueryList, and splitting CSS lists.
//

import { arrayIndex } from "../dom/Collections.js";
import { Element, attributeValue, isAsciiWhitespaceCode, setAttributeOf } from "../dom/Element.js";
import { DOMException, Event, EventTarget, defineHandlerProperties } from "../dom/EventDispatch.js";
import { styleHooks } from "../dom/Hooks.js";
import { isConnected } from "../dom/Node.js";
import { TypeError, define, win } from "../dom/Realm.js";
import { adoptIntoWindow } from "../dom/WindowInterfaces.js";
import { flushStyleChanges } from "./CSSAnimations.js" with { lazy: "true" };
import { colorProperties, isValidColor } from "./CSSColors.js" with { lazy: "true" };
import { isCustomKey, styleNames, styleValue } from "./CSSValues.js" with { lazy: "true" };
import { isCustomPropertyName, validVariableReferences } from "./CSSVariables.js" with { lazy: "true" };
import { computedValues } from "./Cascade.js" with { lazy: "true" };
import { resolvedValue } from "./ResolvedValues.js" with { lazy: "true" };
import { isValidTransform } from "./Transforms.js" with { lazy: "true" };
import { sheetChanged } from "./StyleSheets.js" with { lazy: "true" };
import { viewportOf } from "./Viewport.js" with { lazy: "true" };

/// A comma- or space-separated CSS list, not split inside parentheses (`cubic-bezier(0, 0, 1, 1)`).
export function splitCSS(value, separator) {
    const parts = [];
    let depth = 0, start = 0;
    for (let i = 0; i < value.length; i++) {
        const c = value[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (depth === 0 && (separator === ',' ? c === ',' : isAsciiWhitespaceCode(value.charCodeAt(i)))) { parts.push(value.slice(start, i)); start = i + 1; }
    }
    parts.push(value.slice(start));
    return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/// A declaration block's declarations, split at the semicolons outside strings and parentheses
/// (`background: url("data:image/png;base64,…")` is one).
function splitDeclarations(text) {
    if (text.indexOf('"') < 0 && text.indexOf("'") < 0 && text.indexOf('(') < 0) return text.split(';');
    const parts = [];
    let depth = 0, start = 0, quote = null;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\\') { i++; continue; }
        if (quote !== null) { if (c === quote) quote = null; continue; }
        if (c === '"' || c === "'") quote = c;
        else if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ';' && depth === 0) { parts.push(text.slice(start, i)); start = i + 1; }
    }
    parts.push(text.slice(start));
    return parts;
}

/// A declaration block's text as name → { value, priority } (the cascade reads a `style` attribute with it).
export function parseDeclarationBlock(text, props) {
    for (const part of splitDeclarations(String(text || ''))) {
        const colon = part.indexOf(':');
        if (colon < 0) continue;
        const written = part.slice(0, colon).trim();
        // Custom properties keep their case (`--Brand` and `--brand` are two).
        const name = written.startsWith('--') ? written : written.toLowerCase();
        let value = part.slice(colon + 1).trim();
        let priority = '';
        const important = value.indexOf('!') < 0 ? null : /!\s*important$/i.exec(value);
        if (important) { priority = 'important'; value = value.slice(0, important.index).trim(); }
        if (!acceptedDeclaration(name, value)) continue;
        // In one block a later declaration does not override an earlier `!important` one without its own.
        const earlier = props.get(name);
        if (earlier !== undefined && earlier.priority === 'important' && priority === '') continue;
        props.set(name, { value, priority });
    }
    return props;
}

/// Whether CSS keeps a declaration (one it drops leaves the earlier value): a custom property may be
/// empty (`--x:;` is a value) but `--` alone is reserved and a name has no space; a colour property
/// needs a valid colour, `transform` a valid list; every var() must be well formed. Other values are
/// not checked.
function acceptedDeclaration(name, value) {
    if (name.startsWith('--')) return isCustomPropertyName(name);
    if (name === '' || value === '') return false;
    // The RegExp only for a value with a function in it: this realm's frozen RegExp is slow to run.
    if (value.indexOf('(') >= 0 && /var\(/i.test(value)) return validVariableReferences(value);
    const transform = name === 'transform';
    if (!transform && !colorProperties.has(name)) return true;
    if (/^(inherit|initial|unset|revert|revert-layer)$/i.test(value)) return true;
    return transform ? isValidTransform(value) : isValidColor(value);
}

/// A property's name as declarations keep it: ASCII lower case, but custom properties as written.
function propertyKey(name) {
    name = String(name);
    return name.startsWith('--') ? name : name.toLowerCase();
}

/// `element.style`: a declaration store kept in sync with the `style` attribute (or, with no
/// element, a style rule's declarations: `_rule`). It does not compute layout; the cascade
/// (Cascade.js) reads it. `getComputedStyle`'s answer is one too, read-only, with no store: its
/// `_computedOf` names the element whose resolved values it reads (on the same prototype, as in
/// WebKit, where both are CSSStyleProperties: `getComputedStyle(el).getPropertyValue ===
/// el.style.getPropertyValue`).
export class CSSStyleDeclaration {
    constructor(element, computedOf) {
        if (computedOf !== undefined) {
            adoptIntoWindow(this, new.target, computedOf._doc);
            define(this, '_computedOf', computedOf);
            return;
        }
        adoptIntoWindow(this, new.target, element && element._doc);
        define(this, '_element', element); define(this, '_props', new Map()); define(this, '_syncing', false); define(this, '_rule', null);
    }
    _parse(text) {
        this._props.clear();
        parseDeclarationBlock(text, this._props);
    }
    _write() {
        if (this._element === null) { if (this._rule !== null) sheetChanged(this._rule._parentStyleSheet); return; }
        this._syncing = true;
        setAttributeOf(this._element, 'style', this.cssText);
        this._syncing = false;
    }
    get cssText() {
        const self = ownDeclaration(this);
        if (self._computedOf !== undefined) return '';
        let text = '';
        // forEach: a for-of over a Map takes JavaScriptCore's slow iterator path in this frozen realm.
        self._props.forEach((p, name) => { text += (text ? ' ' : '') + name + ': ' + p.value + (p.priority ? ' !important' : '') + ';'; });
        return text;
    }
    set cssText(v) { const self = ownDeclaration(this); refuseComputed(self); self._parse(v); self._write(); }
    get length() {
        const self = ownDeclaration(this);
        const element = self._computedOf;
        return element === undefined ? self._props.size : computedNames(element).length;
    }
    get parentRule() { const self = ownDeclaration(this); return self._rule === undefined ? null : self._rule; }
    // The methods are called on the page's proxy (declarationProxy) or on the declaration itself.
    item(i) {
        const self = ownDeclaration(this);
        const element = self._computedOf;
        return (element === undefined ? Array.from(self._props.keys()) : computedNames(element))[i] || '';
    }
    getPropertyValue(name) {
        const self = ownDeclaration(this);
        const element = self._computedOf;
        if (element !== undefined) return isConnected(element) ? resolvedValue(element, propertyKey(name), computedStyleValues(element)) || '' : '';
        const p = self._props.get(propertyKey(name));
        return p ? p.value : '';
    }
    getPropertyPriority(name) {
        const self = ownDeclaration(this);
        if (self._computedOf !== undefined) return '';
        const p = self._props.get(propertyKey(name));
        return p ? p.priority : '';
    }
    setProperty(name, value, priority) {
        const self = ownDeclaration(this);
        refuseComputed(self);
        name = propertyKey(name);
        if (value === null || value === undefined || value === '') { self.removeProperty(name); return; }
        value = String(value).trim();
        // A value CSS would drop (an invalid colour, a custom property named with a space) is ignored, as WebKit ignores it.
        if (!acceptedDeclaration(name, value)) return;
        self._props.set(name, { value, priority: priority === 'important' ? 'important' : '' });
        self._write();
    }
    removeProperty(name) {
        const self = ownDeclaration(this);
        refuseComputed(self);
        name = propertyKey(name);
        const p = self._props.get(name);
        self._props.delete(name);
        self._write();
        return p ? p.value : '';
    }
    get cssFloat() { return this.getPropertyValue('float'); }
    set cssFloat(v) { this.setProperty('float', v); }
}
/// A camel-cased property's CSS name (`webkitTransform` is `-webkit-transform`), kept per name: pages set
/// the same few properties in every animation frame.
function cssName(property) {
    let name = cssNames.get(property);
    if (name === undefined) {
        name = property.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
        if (property.startsWith('webkit')) name = '-' + name;
        if (cssNames.size < 1024) cssNames.set(property, name);
    }
    return name;
}
const cssNames = new Map();
function styleProxy(element) {
    const declaration = new CSSStyleDeclaration(element);
    declaration._parse(attributeValue(element, 'style'));
    return declarationProxy(declaration);
}
/// A declaration with its properties also as camel-cased members (`style.backgroundColor`). Its
/// methods are the interface's own (`el.style.setProperty === el.style.setProperty`, as in WebKit),
/// called on the proxy: they find the declaration behind it (`ownDeclaration`).
export function declarationProxy(declaration) {
    return new Proxy(declaration, declarationHandler);
}
const declarationTarget = Symbol('declaration');
/// The reads a style declaration and a computed one share. Its indices are its properties' names, in
/// order (`el.style[0] === el.style.item(0)`); its properties read as camel-cased members too
/// (`cs.backgroundColor`); a custom property is read with getPropertyValue only (`style['--brand']` is
/// undefined in WebKit).
function declarationGet(target, name) {
    if (name === declarationTarget) return target;
    if (typeof name !== 'string' || name in target) return target[name];
    const index = arrayIndex(name);
    if (index >= 0) return index < target.length ? target.item(index) : undefined;
    if (isCustomKey(name)) return undefined;
    return target.getPropertyValue(cssName(name));
}
/// `'transform' in el.style` is how pages (jQuery's vendor prefixes among them, and WPT) test that a
/// property is supported: a property ShopStage knows, camel-cased or not, an index below the length.
function declarationHas(target, name) {
    if (name in target) return true;
    if (typeof name !== 'string') return false;
    const index = arrayIndex(name);
    if (index >= 0) return index < target.length;
    return isKnownProperty(cssName(name));
}
const declarationHandler = {
    get: declarationGet,
    has: declarationHas,
    set(target, name, value) {
        if (typeof name !== 'string' || name in target) { target[name] = value; return true; }
        target.setProperty(cssName(name), value);
        return true;
    },
};
/// The declaration `self` is or stands for (a page's `style` proxy).
function ownDeclaration(self) {
    const target = self[declarationTarget];
    return target === undefined ? self : target;
}

/// Whether ShopStage knows a CSS property by this name (one with an initial value; a custom property is
/// no member of a declaration).
const noValues = new Map();
function isKnownProperty(name) { return styleValue(noValues, name) !== undefined; }

/// WebKit's error for a change of a computed declaration.
const computedReadOnly = () => new DOMException('The computed style is read-only.', 'NoModificationAllowedError');
function refuseComputed(declaration) { if (declaration._computedOf !== undefined) throw computedReadOnly(); }

/// The computed values `getComputedStyle` reads: the style changes a page queued applied first.
function computedStyleValues(element) {
    flushStyleChanges();
    return computedValues(element);
}

/// A computed declaration's property names, in order (its indices): none for an element in no
/// document tree (made and not inserted, or removed), which WebKit answers with '' for every property.
function computedNames(element) { return isConnected(element) ? styleNames(computedStyleValues(element)) : []; }

/// `getComputedStyle(element)`: a new read-only declaration on each call (as in WebKit), live: each read
/// resolves the element's values as they are then. Its properties read as camel-cased members too
/// (`cs.backgroundColor`), and its indices as its property names (`cs[0] === cs.item(0)`).
export function getComputedStyle(element) {
    if (!(element instanceof Element)) throw new TypeError("Failed to execute 'getComputedStyle' on 'Window': parameter 1 is not of type 'Element'.");
    return new Proxy(new CSSStyleDeclaration(null, element), computedHandler);
}
const computedHandler = { get: declarationGet, has: declarationHas, set() { throw computedReadOnly(); } };

/// matchMedia: evaluates width/height, orientation, prefers-color-scheme (light),
/// prefers-reduced-motion (no-preference), hover (none), pointer (coarse) and media types
/// against the current window's viewport (the web view's frame). Lists (`,`), `and`, `not`, `only`
/// are understood.
export function evaluateMediaQuery(query, w = win) {
    const viewport = viewportOf(w);
    const features = {
        width: viewport.width, height: viewport.height, 'device-width': viewport.width, 'device-height': viewport.height,
        'aspect-ratio': viewport.width / viewport.height, resolution: viewport.devicePixelRatio * 96,
        '-webkit-device-pixel-ratio': viewport.devicePixelRatio,
    };
    const keywords = { orientation: viewport.width > viewport.height ? 'landscape' : 'portrait',
        'prefers-color-scheme': 'light', 'prefers-reduced-motion': 'no-preference',
        hover: 'none', 'any-hover': 'none', pointer: 'coarse', 'any-pointer': 'coarse', 'display-mode': 'browser',
        'prefers-contrast': 'no-preference', scripting: 'enabled' };
    const toPx = (v) => { const m = /^(-?[\d.]+)(px|em|rem|dppx|dpi|x)?$/.exec(v.trim()); if (!m) return NaN; const n = parseFloat(m[1]); return m[2] === 'em' || m[2] === 'rem' ? n * 16 : m[2] === 'dppx' || m[2] === 'x' ? n * 96 : n; };
    return String(query).split(',').some((part) => {
        let text = part.trim().toLowerCase();
        let negate = false;
        if (text.startsWith('not ')) { negate = true; text = text.slice(4); }
        if (text.startsWith('only ')) text = text.slice(5);
        const result = text.split(/\s+and\s+/).every((term) => {
            term = term.trim();
            if (term === 'all' || term === 'screen' || term === '') return true;
            if (term === 'print' || term === 'speech') return false;
            const m = /^\(\s*([a-z\-]+)\s*(?::\s*([^)]+))?\)$/.exec(term);
            if (!m) return false;
            const [, feature, value] = m;
            if (value === undefined) return feature in features || (feature in keywords && keywords[feature] !== 'none' && keywords[feature] !== 'no-preference');
            if (feature in keywords) return keywords[feature] === value.trim();
            const range = /^(min|max)-(.*)$/.exec(feature);
            const name = range ? range[2] : feature;
            if (!(name in features)) return false;
            const actual = features[name];
            let wanted = name === 'aspect-ratio' ? (() => { const [a, b] = value.split('/').map(Number); return a / (b || 1); })() : toPx(value);
            if (name === 'resolution' && /dpi/.test(value)) wanted = parseFloat(value);
            if (Number.isNaN(wanted)) return false;
            return range ? (range[1] === 'min' ? actual >= wanted : actual <= wanted) : actual === wanted;
        });
        return negate ? !result : result;
    });
}
/// A media query list (CSSOM View §4.2): `matches` read live; a `change` event when the viewport
/// changes what it matches (reportMediaQueryChanges, on the frame after the change).
export class MediaQueryList extends EventTarget {
    /// `w`: the window whose `matchMedia` made it (its viewport is the one evaluated).
    constructor(media, w = win) {
        super();
        this._media = String(media);
        define(this, '_window', w);
        define(this, '_matches', evaluateMediaQuery(this._media, w));
        let lists = mediaQueryLists.get(w);
        if (lists === undefined) { lists = []; mediaQueryLists.set(w, lists); }
        lists.push(new WeakRef(this));
    }
    get media() { return this._media; }
    get matches() { return evaluateMediaQuery(this._media, this._window); }
    addListener(listener) { this.addEventListener('change', listener); }
    removeListener(listener) { this.removeEventListener('change', listener); }
}
defineHandlerProperties(MediaQueryList.prototype, ['change']);

/// The media query lists each window made, weakly: window record → [WeakRef].
const mediaQueryLists = new WeakMap();

/// CSSOM View's "evaluate media queries and report changes" for the current window.
export function reportMediaQueryChanges() {
    const lists = mediaQueryLists.get(win);
    if (lists === undefined) return;
    const live = lists.filter((ref) => ref.deref() !== undefined);
    mediaQueryLists.set(win, live);
    for (const ref of live) {
        const list = ref.deref();
        const matches = evaluateMediaQuery(list._media, win);
        if (matches === list._matches) continue;
        list._matches = matches;
        list.dispatchEvent(new MediaQueryListEvent('change', { media: list._media, matches }));
    }
}

/// The event of a media query list's change (CSSOM View §4.2).
export class MediaQueryListEvent extends Event {
    constructor(type, init) {
        super(type, init);
        define(this, '_mediaText', init && init.media !== undefined ? String(init.media) : '');
        define(this, '_matchesNow', !!(init && init.matches));
    }
    get media() { return this._mediaText; }
    get matches() { return this._matchesNow; }
}

/// getComputedStyle: the element's resolved values (ResolvedValues.js: the computed ones of Cascade.js, the
/// used ones of the layout for sizes, margins and paddings), read live: the object a page keeps
/// answers with the values of the moment. Reading it settles the style changes waiting for their
/// microtask first, as a browser's style flush does (a transition then starts from this style).
styleHooks.styleProxy = styleProxy;

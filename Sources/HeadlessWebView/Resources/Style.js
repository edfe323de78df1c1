// Style.js — the CSS object model, without layout: CSSStyleDeclaration (`element.style`, kept in
// sync with the `style` attribute), getComputedStyle (minimal), matchMedia and MediaQueryList.
//
// Provides: CSSStyleDeclaration, MediaQueryList, getComputedStyle, styleProxy.
// Takes: TypeError, define (Prologue.js); DOMException, EventTarget, defineHandlerProperties
//     (EventDispatch.js); Element (Element.js); hiddenElements (HTMLElements.js); viewport (Window.js).

/// `element.style`: a declaration store kept in sync with the `style` attribute. It does not
/// compute layout; getComputedStyle (below) reads it.
class CSSStyleDeclaration {
    constructor(element) { adoptIntoWindow(this, new.target, element && element._doc); define(this, '_element', element); define(this, '_props', new Map()); define(this, '_syncing', false); }
    _parse(text) {
        this._props.clear();
        for (const part of String(text || '').split(';')) {
            const colon = part.indexOf(':');
            if (colon < 0) continue;
            const name = part.slice(0, colon).trim().toLowerCase();
            let value = part.slice(colon + 1).trim();
            let priority = '';
            const important = /!\s*important$/i.exec(value);
            if (important) { priority = 'important'; value = value.slice(0, important.index).trim(); }
            if (name && value) this._props.set(name, { value, priority });
        }
    }
    _write() {
        this._syncing = true;
        this._element.setAttribute('style', this.cssText);
        this._syncing = false;
    }
    get cssText() {
        let text = '';
        for (const [name, p] of this._props) text += (text ? ' ' : '') + name + ': ' + p.value + (p.priority ? ' !important' : '') + ';';
        return text;
    }
    set cssText(v) { this._parse(v); this._write(); }
    get length() { return this._props.size; }
    item(i) { return Array.from(this._props.keys())[i] || ''; }
    getPropertyValue(name) { const p = this._props.get(String(name).toLowerCase()); return p ? p.value : ''; }
    getPropertyPriority(name) { const p = this._props.get(String(name).toLowerCase()); return p ? p.priority : ''; }
    setProperty(name, value, priority) {
        name = String(name).toLowerCase();
        if (value === null || value === undefined || value === '') { this.removeProperty(name); return; }
        this._props.set(name, { value: String(value).trim(), priority: priority === 'important' ? 'important' : '' });
        this._write();
    }
    removeProperty(name) {
        name = String(name).toLowerCase();
        const p = this._props.get(name);
        this._props.delete(name);
        this._write();
        return p ? p.value : '';
    }
    get cssFloat() { return this.getPropertyValue('float'); }
    set cssFloat(v) { this.setProperty('float', v); }
}
const cssName = (property) => property.startsWith('webkit') ? '-' + property.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
    : property.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
function styleProxy(element) {
    const declaration = new CSSStyleDeclaration(element);
    declaration._parse(element.getAttribute('style'));
    return new Proxy(declaration, {
        get(target, name) {
            if (typeof name !== 'string' || name in target) { const v = target[name]; return typeof v === 'function' ? v.bind(target) : v; }
            return target.getPropertyValue(cssName(name));
        },
        set(target, name, value) {
            if (typeof name !== 'string' || name in target) { target[name] = value; return true; }
            target.setProperty(cssName(name), value);
            return true;
        },
    });
}

/// matchMedia: evaluates width/height, orientation, prefers-color-scheme (light),
/// prefers-reduced-motion (no-preference), hover (none), pointer (coarse) and media types
/// against the fixed iPhone viewport. Lists (`,`), `and`, `not`, `only` are understood.
function evaluateMediaQuery(query) {
    const features = {
        width: viewport.width, height: viewport.height, 'device-width': viewport.width, 'device-height': viewport.height,
        'aspect-ratio': viewport.width / viewport.height, resolution: viewport.devicePixelRatio * 96,
        '-webkit-device-pixel-ratio': viewport.devicePixelRatio,
    };
    const keywords = { orientation: 'portrait', 'prefers-color-scheme': 'light', 'prefers-reduced-motion': 'no-preference',
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
class MediaQueryList extends EventTarget {
    constructor(media) { super(); this._media = String(media); }
    get media() { return this._media; }
    get matches() { return evaluateMediaQuery(this._media); }
    addListener(listener) { this.addEventListener('change', listener); }
    removeListener(listener) { this.removeEventListener('change', listener); }
}
defineHandlerProperties(MediaQueryList.prototype, ['change']);

/// getComputedStyle: the element's inline declarations, over a few defaults — display
/// (from the element kind, `none` when hidden), visibility, position. No stylesheets cascade.
const inlineElements = new Set(['a', 'span', 'img', 'b', 'i', 'em', 'strong', 'small', 'label', 'code', 'abbr', 'cite', 'sub', 'sup', 'u', 's', 'q', 'br', 'input', 'button', 'select', 'textarea', 'svg', 'video', 'audio', 'canvas', 'iframe']);
function getComputedStyle(element) {
    if (!(element instanceof Element)) throw new TypeError("Failed to execute 'getComputedStyle' on 'Window': parameter 1 is not of type 'Element'.");
    const values = new Map();
    let display = inlineElements.has(element._local) ? (['button', 'select', 'textarea', 'input', 'img', 'video', 'canvas', 'iframe'].includes(element._local) ? 'inline-block' : 'inline')
        : element._local === 'li' ? 'list-item' : element._local === 'table' ? 'table' : element._local === 'tr' ? 'table-row' : (element._local === 'td' || element._local === 'th') ? 'table-cell' : 'block';
    if (hiddenElements.has(element._local) || element.hasAttribute('hidden')) display = 'none';
    values.set('display', display);
    values.set('visibility', 'visible');
    values.set('position', 'static');
    values.set('opacity', '1');
    values.set('color', 'rgb(0, 0, 0)');
    values.set('background-color', 'rgba(0, 0, 0, 0)');
    values.set('font-size', '16px');
    values.set('width', 'auto');
    values.set('height', 'auto');
    const inline = element.style;
    for (let i = 0; i < inline.length; i++) { const name = inline.item(i); values.set(name, inline.getPropertyValue(name)); }
    return new Proxy({
        getPropertyValue(name) { return values.get(String(name).toLowerCase()) || ''; },
        getPropertyPriority() { return ''; },
        get length() { return values.size; },
        item(i) { return Array.from(values.keys())[i] || ''; },
        get cssText() { return ''; },
    }, {
        get(target, name) { if (typeof name !== 'string' || name in target) return target[name]; return values.get(cssName(name)) || ''; },
        set() { throw new DOMException('The computed style is read-only.', 'NoModificationAllowedError'); },
    });
}

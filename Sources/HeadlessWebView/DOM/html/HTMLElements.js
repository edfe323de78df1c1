// HTMLElements.js — HTMLElement (reflected attributes, innerText, focus/click) and the HTML element
// interfaces action HTML touches (a, img, template, script, link, style, base, iframe, media,
// tables, dialog…) except the forms' (Forms.js), SVGElement, and the Image and Audio constructors.
//

import { cachedCollection, childElements, liveHTMLCollection } from "../dom/Collections.js";
import { Document } from "../dom/Document.js";
import {
    DOMRect, Element, asciiWhitespace, attributeValue, datasetProxy, domTokenListOf, findAttribute,
    getAttributeValue, hasAttributeNamed, removeAttributeOf, setAttributeOf
} from "../dom/Element.js";
import {
    DOMException, Event, FocusEvent, MouseEvent, defineHandlerProperties, defineLegacyHandlerProperties, dispatch,
    eventHandlerNames, getHandler, setHandler, windowReflectingBodyHandlers
} from "../dom/EventDispatch.js";
import { elementInterfaces, frameHooks, loadHooks, styleHooks } from "../dom/Hooks.js";
import { DocumentFragment, HTML_NS, SVG_NS, childText, isConnected } from "../dom/Node.js";
import { Promise, TypeError, define, g, shadowRootCount, win } from "../dom/Realm.js";
import {
    assignSlottables, assignedNodesOf, focusDelegate, isShadowRoot, rootOf
} from "../dom/ShadowDOM.js";
import { URL, resolveURL } from "../web/URL.js";
import { constructHTMLElement } from "./CustomElements.js" with { lazy: "true" };

// --- HTML elements --------------------------------------------------------------------------

/// Reflected attributes: `kind` string (default ''), bool, url, int, or an enumerated list.
export function reflect(cls, spec) {
    for (const [property, attribute, kind, fallback] of spec) {
        let descriptor;
        switch (kind) {
            case 'bool':
                descriptor = { get() { return findAttribute(this, attribute) !== null; }, set(v) { this.toggleAttribute(attribute, !!v); } };
                break;
            case 'url':
                descriptor = {
                    get() { const v = getAttributeValue(this, attribute); return v === null ? '' : resolveURL(v, this._doc); },
                    set(v) { setAttributeOf(this, attribute, v); },
                };
                break;
            case 'int':
                descriptor = {
                    get() { const v = parseInt(getAttributeValue(this, attribute), 10); return Number.isNaN(v) ? (fallback || 0) : v; },
                    set(v) { setAttributeOf(this, attribute, String(Math.trunc(Number(v)) || 0)); },
                };
                break;
            default:
                descriptor = {
                    get() {
                        const v = getAttributeValue(this, attribute);
                        if (Array.isArray(kind)) {
                            const lower = v === null ? null : v.toLowerCase();
                            return kind.includes(lower) ? lower : (fallback || '');
                        }
                        return v === null ? (fallback || '') : v;
                    },
                    set(v) { setAttributeOf(this, attribute, v); },
                };
        }
        descriptor.configurable = true;
        descriptor.enumerable = true;
        Object.defineProperty(cls.prototype, property, descriptor);
    }
}

export class HTMLElement extends Element {
    constructor(doc, local) {
        // A page's `new` (no local name): the HTML element constructor of custom elements (CustomElements.js).
        if (local === undefined) return constructHTMLElement(new.target);
        super(doc, local, HTML_NS, null);
    }
    get hidden() { return hasAttributeNamed(this, 'hidden'); }
    set hidden(v) { this.toggleAttribute('hidden', !!v); }
    get style() {
        let style = this._style;
        if (!style) { style = styleHooks.styleProxy(this); this._style = style; }
        return style;
    }
    set style(v) { setAttributeOf(this, 'style', v); }
    get dataset() {
        let d = this._dataset;
        if (!d) { d = datasetProxy(this); define(this, '_dataset', d); }
        return d;
    }
    get innerText() { return renderedText(this); }
    set innerText(v) { this.textContent = v; }
    get outerText() { return renderedText(this); }
    get tabIndex() {
        const v = parseInt(attributeValue(this, 'tabindex'), 10);
        if (!Number.isNaN(v)) return v;
        return ['a', 'button', 'input', 'select', 'textarea'].includes(this._local) ? 0 : -1;
    }
    set tabIndex(v) { setAttributeOf(this, 'tabindex', String(v)); }
    // offsetWidth, offsetHeight, offsetTop, offsetLeft, offsetParent: css/CSSOMView.js, from the layout model.
    get isContentEditable() { return false; }
    click() {
        if (this._isDisabled && this._isDisabled()) return;
        if (this._clickInProgress) return;
        this._clickInProgress = true;
        try {
            const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: g, detail: 0 });
            dispatch(this, event);
        } finally {
            this._clickInProgress = false;
        }
    }
    focus() {
        // A host that delegates focus passes it to its shadow tree's first focusable element (ShadowDOM.js).
        if (shadowRootCount !== 0 && this._shadowRoot !== undefined && this._shadowRoot._delegatesFocus) { focusDelegate(this); return; }
        const doc = this._doc;
        if (!doc || doc._activeElement === this || !isConnected(this)) return;
        const previous = doc._activeElement;
        doc._activeElement = this;
        styleHooks.stateChanged(this);
        if (previous) {
            dispatch(previous, new FocusEvent('blur', { composed: true, relatedTarget: this }));
            dispatch(previous, new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: this }));
        }
        // UI events are composed: they leave shadow trees, retargeted.
        dispatch(this, new FocusEvent('focus', { composed: true, relatedTarget: previous }));
        dispatch(this, new FocusEvent('focusin', { bubbles: true, composed: true, relatedTarget: previous }));
    }
    blur() {
        const doc = this._doc;
        if (!doc || doc._activeElement !== this) return;
        doc._activeElement = null;
        styleHooks.stateChanged(this);
        dispatch(this, new FocusEvent('blur', { composed: true }));
        dispatch(this, new FocusEvent('focusout', { bubbles: true, composed: true }));
    }
}
reflect(HTMLElement, [['title', 'title'], ['lang', 'lang'], ['dir', 'dir'], ['accessKey', 'accesskey'],
    ['translate', 'translate', 'bool'], ['draggable', 'draggable', 'bool'], ['autofocus', 'autofocus', 'bool'],
    ['contentEditable', 'contenteditable', ['true', 'false', 'plaintext-only'], 'inherit'], ['inert', 'inert', 'bool']]);
defineHandlerProperties(Element.prototype, eventHandlerNames);
defineLegacyHandlerProperties(Element.prototype);

/// innerText, approximated without layout: text of elements not hidden (`hidden`, `display: none`
/// inline or from a sheet), line breaks for `<br>` and block elements, whitespace collapsed.
const blockElements = new Set(['address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
    'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre',
    'section', 'table', 'tr', 'ul', 'option']);
export const hiddenElements = new Set(['script', 'style', 'template', 'head', 'title', 'noscript', 'meta', 'link']);
function renderedText(root) {
    const BREAK = null;
    const parts = [];
    const isHidden = (el) => hiddenElements.has(el._local) || hasAttributeNamed(el, 'hidden')
        || /display\s*:\s*none/.test(attributeValue(el, 'style') || '')
        || (el._doc._styleState !== null && styleHooks.computedValues(el).get('display') === 'none');
    let n = root._first;
    while (n) {
        let descend = false;
        if (n._nt === 1) {
            if (!isHidden(n)) {
                if (n._local === 'br') parts.push('\n');
                else if (blockElements.has(n._local)) parts.push(BREAK);
                descend = n._first !== null;
                if (!descend && blockElements.has(n._local)) parts.push(BREAK);
            }
        } else if (n._nt === 3) {
            const pre = n._parent && n._parent._local === 'pre';
            parts.push(pre ? n._data : n._data.replace(/[\t\n\f\r ]+/g, ' '));
        }
        if (descend) { n = n._first; continue; }
        while (n !== root && !n._next) {
            n = n._parent;
            if (n !== root && blockElements.has(n._local)) parts.push(BREAK);
        }
        n = n === root ? null : n._next;
    }
    let out = '';
    for (const part of parts) {
        if (part === BREAK) { if (out && !out.endsWith('\n')) out += '\n'; }
        else if (out.endsWith('\n') || out === '' || out.endsWith(' ')) out += part.replace(/^ +/, '');
        else out += part;
    }
    return out.replace(/ +\n/g, '\n').trim();
}
export class HTMLUnknownElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }

export class HTMLAnchorElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    _hasActivationBehavior() { return hasAttributeNamed(this, 'href'); }
    // A link that is followed asks the embedder to navigate (recorded; the document stays).
    _activationBehavior() {
        const href = attributeValue(this, 'href');
        if (href === null) return;
        loadHooks.requestNavigation(resolveURL(href, this._doc), 'linkActivated', attributeValue(this, 'target') || '');
    }
    get text() { return this.textContent; }
    set text(v) { this.textContent = v; }
    toString() { return this.href; }
}
reflect(HTMLAnchorElement, [['href', 'href', 'url'], ['target', 'target'], ['rel', 'rel'], ['download', 'download'],
    ['hreflang', 'hreflang'], ['type', 'type'], ['referrerPolicy', 'referrerpolicy'], ['ping', 'ping']]);
for (const part of ['protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'origin', 'username', 'password']) {
    Object.defineProperty(HTMLAnchorElement.prototype, part, {
        get() { try { return new URL(this.href)[part]; } catch (e) { return part === 'origin' ? '' : ''; } },
        set(v) { try { const u = new URL(this.href); u[part] = v; setAttributeOf(this, 'href', u.href); } catch (e) { } },
        configurable: true, enumerable: true,
    });
}
Object.defineProperty(HTMLAnchorElement.prototype, 'relList', { get() { return domTokenListOf(this, 'rel'); }, configurable: true });

export class HTMLAreaElement extends HTMLAnchorElement { constructor(doc, local) { super(doc, local); } }

export class HTMLImageElement extends HTMLElement {
    constructor(doc, local) { super(doc || win.currentDocument, local || 'img'); }
    get complete() { return true; }
    get naturalWidth() { return 0; }
    get naturalHeight() { return 0; }
    get currentSrc() { return this.src; }
    decode() { return Promise.reject(new DOMException('The source image cannot be decoded: image loads are blocked by ShopStage.', 'EncodingError')); }
    _reflectChange(name, old, value) { if (name === 'src' && value !== null && value !== old) loadHooks.requestImage(this); }
    _connectedHook() { }
}
reflect(HTMLImageElement, [['src', 'src', 'url'], ['alt', 'alt'], ['srcset', 'srcset'], ['sizes', 'sizes'],
    ['width', 'width', 'int'], ['height', 'height', 'int'], ['loading', 'loading'], ['crossOrigin', 'crossorigin'],
    ['decoding', 'decoding'], ['useMap', 'usemap'], ['isMap', 'ismap', 'bool']]);

export class HTMLTemplateElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get content() {
        let content = this._templateContent;
        if (!content) {
            content = new DocumentFragment(templateContentsOwner(this._doc));
            define(this, '_templateContent', content);
            // The standard's "host" of template contents: adoptNode leaves such a fragment where it is.
            define(content, '_host', this);
        }
        return content;
    }
}
function templateContentsOwner(doc) {
    if (doc._isInert) return doc;
    if (!doc._templateOwner) {
        const inert = new Document();
        inert._isInert = true;
        inert._url = doc._url;
        define(doc, '_templateOwner', inert);
    }
    return doc._templateOwner;
}

export class HTMLScriptElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get text() { return childText(this); }
    set text(v) { this.textContent = v; }
    // A script inserted by a script runs when it becomes connected (never one from innerHTML).
    _connectedHook() {
        if (this._started || this._parserInserted) return;
        if (!hasAttributeNamed(this, 'src') && this.text === '') return;
        loadHooks.runDynamicScript(this);
    }
    _reflectChange(name, old, value) {
        if (name === 'src' && value !== null && !this._started && !this._parserInserted && isConnected(this)) loadHooks.runDynamicScript(this);
    }
}
reflect(HTMLScriptElement, [['src', 'src', 'url'], ['type', 'type'], ['async', 'async', 'bool'], ['defer', 'defer', 'bool'],
    ['noModule', 'nomodule', 'bool'], ['crossOrigin', 'crossorigin'], ['integrity', 'integrity'], ['charset', 'charset'],
    ['referrerPolicy', 'referrerpolicy']]);

export class HTMLLinkElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    _connectedHook() {
        const rel = (attributeValue(this, 'rel') || '').toLowerCase().split(asciiWhitespace);
        const href = attributeValue(this, 'href');
        if (href === null || this._requested) return;
        if (rel.includes('stylesheet') || rel.includes('preload') || rel.includes('icon') || rel.includes('modulepreload')) {
            this._requested = true;
            const url = resolveURL(href, this._doc);
            const answer = loadHooks.blockResource(rel.includes('stylesheet') ? 'stylesheet' : 'other', url, this);
            if (rel.includes('stylesheet')) styleHooks.linkSheetLoaded(this, answer, url);
        }
    }
    get relList() { return domTokenListOf(this, 'rel'); }
    get sheet() { return styleHooks.elementSheet(this); }
}
reflect(HTMLLinkElement, [['href', 'href', 'url'], ['rel', 'rel'], ['media', 'media'], ['type', 'type'], ['as', 'as'],
    ['crossOrigin', 'crossorigin'], ['hreflang', 'hreflang']]);

export class HTMLStyleElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); styleHooks.ownerCreated(this); }
    get sheet() { return styleHooks.elementSheet(this); }
    _connectedHook() { styleHooks.ownerConnected(this); }
}
reflect(HTMLStyleElement, [['media', 'media'], ['type', 'type']]);

export class HTMLBaseElement extends HTMLElement {
    // Its document walks its tree for its base URL from now on (Document.js `baseURI`).
    constructor(doc, local) { super(doc, local); this._doc._hasBaseElement = true; }
    get href() {
        const v = attributeValue(this, 'href');
        const fallback = this._doc._url;
        if (v === null) return fallback;
        try { return new URL(v, fallback).href; } catch (e) { return v; }
    }
    set href(v) { setAttributeOf(this, 'href', v); }
    _reflectChange() { this._doc._baseCache = undefined; }
    _connectedHook() { this._doc._baseCache = undefined; }
}
reflect(HTMLBaseElement, [['target', 'target']]);

// Its window and documents: Frames.js.
export class HTMLIFrameElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get contentWindow() { return frameHooks.contentWindow(this); }
    get contentDocument() { return frameHooks.contentDocument(this); }
    getSVGDocument() { return null; }
    _connectedHook() { frameHooks.connected(this); }
    _reflectChange(name) { frameHooks.attributeChanged(this, name); }
}
reflect(HTMLIFrameElement, [['src', 'src', 'url'], ['srcdoc', 'srcdoc'], ['name', 'name'], ['width', 'width'], ['height', 'height'],
    ['allow', 'allow'], ['loading', 'loading']]);

export class HTMLMediaElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    play() { return Promise.reject(new DOMException('Media playback is not available in ShopStage.', 'NotSupportedError')); }
    pause() { }
    load() { }
    canPlayType() { return ''; }
    get paused() { return true; }
    get currentTime() { return 0; } set currentTime(v) { }
    get duration() { return NaN; }
    get readyState() { return 0; }
}
reflect(HTMLMediaElement, [['src', 'src', 'url'], ['autoplay', 'autoplay', 'bool'], ['controls', 'controls', 'bool'],
    ['loop', 'loop', 'bool'], ['muted', 'muted', 'bool'], ['poster', 'poster', 'url'], ['preload', 'preload'], ['playsInline', 'playsinline', 'bool']]);
export class HTMLVideoElement extends HTMLMediaElement { constructor(doc, local) { super(doc, local); } }
export class HTMLAudioElement extends HTMLMediaElement { constructor(doc, local) { super(doc, local); } }

export class HTMLDivElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLSpanElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLParagraphElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLHeadingElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLBodyElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
defineHandlerProperties(HTMLBodyElement.prototype, []);
for (const type of windowReflectingBodyHandlers) {
    Object.defineProperty(HTMLBodyElement.prototype, 'on' + type, {
        get() { return getHandler(g, type); }, set(v) { setHandler(g, type, v); }, configurable: true, enumerable: true,
    });
}
export class HTMLHeadElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLHtmlElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLTitleElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get text() { return this.textContent; }
    set text(v) { this.textContent = v; }
}
export class HTMLMetaElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLMetaElement, [['name', 'name'], ['content', 'content'], ['httpEquiv', 'http-equiv']]);
export class HTMLLIElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLUListElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLOListElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
/// A table's rows in the HTML standard's order: the thead sections' rows, then rows directly in the
/// table and in tbody sections, then the tfoot sections' rows (nested tables' rows are not its own).
function tableRows(table) {
    const isRow = (c) => c._local === 'tr' && c._nsURI === HTML_NS;
    const sectionRows = (name) => {
        const out = [];
        for (const section of childElements(table, (c) => c._local === name && c._nsURI === HTML_NS)) out.push(...childElements(section, isRow));
        return out;
    };
    const middle = [];
    for (const c of childElements(table, null)) {
        if (isRow(c)) middle.push(c);
        else if (c._local === 'tbody' && c._nsURI === HTML_NS) middle.push(...childElements(c, isRow));
    }
    return sectionRows('thead').concat(middle, sectionRows('tfoot'));
}

/// insertRow/insertCell's index check: -1 or 0…length, else IndexSizeError.
function checkInsertIndex(index, length) {
    if (index < -1 || index > length) throw new DOMException('The index provided (' + index + ') is outside the range [-1, ' + length + '].', 'IndexSizeError');
}
/// deleteRow/deleteCell: -1 removes the last one; otherwise 0…length-1, else IndexSizeError.
function deleteAt(list, index) {
    if (index === -1) { if (list.length > 0) list[list.length - 1].remove(); return; }
    if (index < 0 || index >= list.length) throw new DOMException('The index provided (' + index + ') is outside the range [0, ' + list.length + ').', 'IndexSizeError');
    list[index].remove();
}

export class HTMLTableElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get rows() { return cachedCollection(this, 'rows', () => liveHTMLCollection(this, tableRows)); }
    insertRow(index) {
        index = index === undefined ? -1 : index | 0;
        const rows = tableRows(this);
        checkInsertIndex(index, rows.length);
        const row = this._doc.createElement('tr');
        if (rows.length === 0) {
            const bodies = childElements(this, (c) => c._local === 'tbody' && c._nsURI === HTML_NS);
            if (bodies.length > 0) bodies[bodies.length - 1].appendChild(row);
            else this.appendChild(this._doc.createElement('tbody')).appendChild(row);
        } else if (index === -1 || index === rows.length) {
            rows[rows.length - 1]._parent.appendChild(row);
        } else {
            rows[index]._parent.insertBefore(row, rows[index]);
        }
        return row;
    }
    deleteRow(index) { deleteAt(tableRows(this), index | 0); }
    get tBodies() { return cachedCollection(this, 'tBodies', () => liveHTMLCollection(this, (t) => childElements(t, (c) => c._local === 'tbody' && c._nsURI === HTML_NS))); }
}
export class HTMLTableRowElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    insertCell(index) {
        index = index === undefined ? -1 : index | 0;
        const cells = childElements(this, (c) => (c._local === 'td' || c._local === 'th') && c._nsURI === HTML_NS);
        checkInsertIndex(index, cells.length);
        const cell = this._doc.createElement('td');
        this.insertBefore(cell, index === -1 || index === cells.length ? null : cells[index]);
        return cell;
    }
    deleteCell(index) { deleteAt(childElements(this, (c) => (c._local === 'td' || c._local === 'th') && c._nsURI === HTML_NS), index | 0); }
    get cells() { return cachedCollection(this, 'cells', () => liveHTMLCollection(this, (r) => childElements(r, (c) => (c._local === 'td' || c._local === 'th') && c._nsURI === HTML_NS))); }
}
export class HTMLTableCellElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLTableSectionElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    insertRow(index) {
        index = index === undefined ? -1 : index | 0;
        const rows = childElements(this, (c) => c._local === 'tr' && c._nsURI === HTML_NS);
        checkInsertIndex(index, rows.length);
        const row = this._doc.createElement('tr');
        this.insertBefore(row, index === -1 || index === rows.length ? null : rows[index]);
        return row;
    }
    deleteRow(index) { deleteAt(childElements(this, (c) => c._local === 'tr' && c._nsURI === HTML_NS), index | 0); }
    get rows() { return cachedCollection(this, 'rows', () => liveHTMLCollection(this, (s) => childElements(s, (c) => c._local === 'tr' && c._nsURI === HTML_NS))); }
}
export class HTMLBRElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLHRElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLPreElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }

export class HTMLCanvasElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    getContext() { return null; }
    toDataURL() { return 'data:,'; }
}
reflect(HTMLCanvasElement, [['width', 'width', 'int', 300], ['height', 'height', 'int', 150]]);
export class HTMLPictureElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
export class HTMLSourceElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLSourceElement, [['src', 'src', 'url'], ['srcset', 'srcset'], ['type', 'type'], ['media', 'media']]);
export class HTMLDialogElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    show() { setAttributeOf(this, 'open', ''); }
    showModal() { setAttributeOf(this, 'open', ''); }
    close(value) { removeAttributeOf(this, 'open'); if (value !== undefined) this.returnValue = String(value); dispatch(this, new Event('close')); }
}
reflect(HTMLDialogElement, [['open', 'open', 'bool']]);
export class HTMLDetailsElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLDetailsElement, [['open', 'open', 'bool']]);

class HTMLNoScriptElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }

export class SVGElement extends Element {
    constructor(doc, local) { super(doc, local, SVG_NS, null); }
    get style() { return HTMLElement.prototype.__lookupGetter__('style').call(this); }
    get dataset() { return HTMLElement.prototype.__lookupGetter__('dataset').call(this); }
    get ownerSVGElement() { for (let p = this._parent; p; p = p._parent) if (p._local === 'svg' && p._nsURI === SVG_NS) return p; return null; }
    get className() { const v = attributeValue(this, 'class') || ''; return { baseVal: v, animVal: v }; }
    focus() { } blur() { }
    getBBox() { return new DOMRect(); }
}
export class SVGSVGElement extends SVGElement { constructor(doc, local) { super(doc, local); } }

export class Image extends HTMLImageElement {
    constructor(width, height) {
        super(win.currentDocument, 'img');
        if (width !== undefined) setAttributeOf(this, 'width', String(width));
        if (height !== undefined) setAttributeOf(this, 'height', String(height));
    }
}

/// `new Audio(src)`: an audio element whose `preload` is auto (HTML's legacy factory function).
export class Audio extends HTMLAudioElement {
    constructor(src) {
        super(win.currentDocument, 'audio');
        setAttributeOf(this, 'preload', 'auto');
        if (src !== undefined) setAttributeOf(this, 'src', String(src));
    }
}

export class HTMLSlotElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    assignedNodes(options) { return assignedNodesOf(this, options); }
    assignedElements(options) { return assignedNodesOf(this, options).filter((n) => n._nt === 1); }
    /// Manual assignment: these nodes (elements and text) and no others, wherever they are.
    assign(...nodes) {
        for (const node of nodes) {
            if (node === null || typeof node !== 'object' || (node._nt !== 1 && node._nt !== 3 && node._nt !== 4)) {
                throw new TypeError("Failed to execute 'assign' on 'HTMLSlotElement': Failed to convert value to 'Element or Text'.");
            }
        }
        const roots = new Set();
        const old = this._manualNodes;
        if (old !== undefined) for (const node of old) if (node._manualSlot === this) node._manualSlot = undefined;
        const unique = [];
        for (const node of nodes) {
            if (unique.includes(node)) continue;
            const previous = node._manualSlot;
            if (previous !== undefined && previous !== this) {
                previous._manualNodes = previous._manualNodes.filter((n) => n !== node);
                roots.add(rootOf(previous));
            }
            node._manualSlot = this;
            unique.push(node);
        }
        this._manualNodes = unique;
        roots.add(rootOf(this));
        for (const root of roots) if (isShadowRoot(root)) assignSlottables(root);
    }
}
reflect(HTMLSlotElement, [['name', 'name']]);

// The element interfaces createElementNS makes (dom/Hooks.js); the forms' are registered by
// Forms.js, the others by HTMLOtherElements.js.
Object.assign(elementInterfaces, {
    htmlElement: HTMLElement, htmlUnknown: HTMLUnknownElement, svgElement: SVGElement, svgSVGElement: SVGSVGElement,
});
Object.assign(elementInterfaces.html, {
    a: HTMLAnchorElement, area: HTMLAreaElement, img: HTMLImageElement, template: HTMLTemplateElement,
    script: HTMLScriptElement, link: HTMLLinkElement, style: HTMLStyleElement, base: HTMLBaseElement,
    iframe: HTMLIFrameElement, video: HTMLVideoElement, audio: HTMLAudioElement, div: HTMLDivElement,
    span: HTMLSpanElement, p: HTMLParagraphElement, body: HTMLBodyElement, head: HTMLHeadElement, html: HTMLHtmlElement,
    title: HTMLTitleElement, meta: HTMLMetaElement, li: HTMLLIElement, ul: HTMLUListElement, ol: HTMLOListElement,
    table: HTMLTableElement, tr: HTMLTableRowElement, td: HTMLTableCellElement, th: HTMLTableCellElement,
    tbody: HTMLTableSectionElement, thead: HTMLTableSectionElement, tfoot: HTMLTableSectionElement, br: HTMLBRElement,
    hr: HTMLHRElement, pre: HTMLPreElement, canvas: HTMLCanvasElement, picture: HTMLPictureElement,
    source: HTMLSourceElement, dialog: HTMLDialogElement, details: HTMLDetailsElement, noscript: HTMLNoScriptElement,
    h1: HTMLHeadingElement, h2: HTMLHeadingElement, h3: HTMLHeadingElement, h4: HTMLHeadingElement,
    h5: HTMLHeadingElement, h6: HTMLHeadingElement, slot: HTMLSlotElement,
});

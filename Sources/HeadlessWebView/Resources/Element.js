// Element.js — Element and its attributes (Attr, NamedNodeMap), classList, dataset, style,
// and the HTML element interfaces action HTML touches (a, img, button, input, form, template,
// script, style, base, select/option…), SVGElement.

class Attr extends Node {
    constructor(owner, localName, value, namespaceURI, prefix) {
        super(owner ? owner._doc : currentDocument);
        this._owner = owner;
        this._localName = localName;
        this._value = value;
        this._namespaceURI = namespaceURI || null;
        this._prefix = prefix || null;
    }
    get nodeType() { return 2; }
    get nodeName() { return this.name; }
    get name() { return this._prefix ? this._prefix + ':' + this._localName : this._localName; }
    get localName() { return this._localName; }
    get namespaceURI() { return this._namespaceURI; }
    get prefix() { return this._prefix; }
    get ownerElement() { return this._owner; }
    get specified() { return true; }
    get value() { return this._value; }
    set value(v) { if (this._owner) this._owner.setAttributeNS(this._namespaceURI, this.name, v); else this._value = String(v); }
    get nodeValue() { return this._value; }
    set nodeValue(v) { this.value = v; }
    get textContent() { return this._value; }
    set textContent(v) { this.value = v; }
}

function namedNodeMap(element) {
    const map = Object.create(NamedNodeMap.prototype);
    const attrs = element._attrs;
    for (let i = 0; i < attrs.length; i++) map[i] = attrs[i];
    define(map, '_element', element);
    return map;
}
class NamedNodeMap {
    get length() { return this._element._attrs.length; }
    item(i) { return this._element._attrs[i] || null; }
    getNamedItem(name) { return this._element.getAttributeNode(name); }
    getNamedItemNS(ns, local) { return this._element.getAttributeNodeNS(ns, local); }
    setNamedItem(attr) { return this._element.setAttributeNode(attr); }
    removeNamedItem(name) {
        const attr = this._element.getAttributeNode(name);
        if (!attr) throw new DOMException("No item with name '" + name + "' was found.", 'NotFoundError');
        this._element.removeAttribute(name);
        return attr;
    }
    [Symbol.iterator]() { return this._element._attrs.slice()[Symbol.iterator](); }
}

const asciiWhitespace = /[\t\n\f\r ]+/;

class DOMTokenList {
    constructor(element, attribute) { define(this, '_element', element); define(this, '_attribute', attribute); }
    _tokens() {
        const value = this._element.getAttribute(this._attribute);
        if (!value) return [];
        const out = [];
        for (const t of value.split(asciiWhitespace)) if (t && !out.includes(t)) out.push(t);
        return out;
    }
    _write(tokens) { this._element.setAttribute(this._attribute, tokens.join(' ')); }
    static _check(token) {
        token = String(token);
        if (token === '') throw new DOMException('The token provided must not be empty.', 'SyntaxError');
        if (/[\t\n\f\r ]/.test(token)) throw new DOMException("The token provided ('" + token + "') contains HTML space characters, which are not valid in tokens.", 'InvalidCharacterError');
        return token;
    }
    get length() { return this._tokens().length; }
    get value() { return this._element.getAttribute(this._attribute) || ''; }
    set value(v) { this._element.setAttribute(this._attribute, String(v)); }
    item(i) { const t = this._tokens(); return i >= 0 && i < t.length ? t[i] : null; }
    contains(token) { return this._tokens().includes(String(token)); }
    add(...tokens) { const t = this._tokens(); for (let x of tokens) { x = DOMTokenList._check(x); if (!t.includes(x)) t.push(x); } this._write(t); }
    remove(...tokens) { const drop = tokens.map(DOMTokenList._check); if (this._element.hasAttribute(this._attribute)) this._write(this._tokens().filter((x) => !drop.includes(x))); }
    toggle(token, force) {
        token = DOMTokenList._check(token);
        const t = this._tokens();
        const has = t.includes(token);
        if (has && force !== true) { this._write(t.filter((x) => x !== token)); return false; }
        if (!has && force !== false) { t.push(token); this._write(t); return true; }
        return has;
    }
    replace(token, replacement) {
        token = DOMTokenList._check(token); replacement = DOMTokenList._check(replacement);
        const t = this._tokens();
        const i = t.indexOf(token);
        if (i < 0) return false;
        t[i] = replacement;
        this._write(t.filter((x, j) => t.indexOf(x) === j));
        return true;
    }
    supports() { return true; }
    forEach(callback, thisArg) { this._tokens().forEach((t, i) => callback.call(thisArg, t, i, this)); }
    keys() { return this._tokens().keys(); }
    values() { return this._tokens().values(); }
    entries() { return this._tokens().entries(); }
    [Symbol.iterator]() { return this._tokens()[Symbol.iterator](); }
    toString() { return this.value; }
}

function datasetProxy(element) {
    const toAttribute = (name) => 'data-' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    const toProperty = (attr) => attr.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    return new Proxy({}, {
        get(_, name) { return typeof name === 'string' ? (element.getAttribute(toAttribute(name)) ?? undefined) : undefined; },
        set(_, name, value) {
            if (typeof name !== 'string') return false;
            if (/-[a-z]/.test(name)) throw new DOMException("'" + name + "' is not a valid property name.", 'SyntaxError');
            element.setAttribute(toAttribute(name), String(value));
            return true;
        },
        has(_, name) { return typeof name === 'string' && element.hasAttribute(toAttribute(name)); },
        deleteProperty(_, name) { if (typeof name === 'string') element.removeAttribute(toAttribute(name)); return true; },
        ownKeys() { return element._attrs.filter((a) => a._namespaceURI === null && a._localName.startsWith('data-')).map((a) => toProperty(a._localName)); },
        getOwnPropertyDescriptor(_, name) {
            if (typeof name !== 'string' || !element.hasAttribute(toAttribute(name))) return undefined;
            return { value: element.getAttribute(toAttribute(name)), writable: true, enumerable: true, configurable: true };
        },
    });
}

/// `element.style`: a declaration store kept in sync with the `style` attribute. It does not
/// compute layout; getComputedStyle (Window.js) reads it.
class CSSStyleDeclaration {
    constructor(element) { define(this, '_element', element); define(this, '_props', new Map()); define(this, '_syncing', false); }
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

function validateName(name) {
    if (!/^[A-Za-z_:\u00C0-\uFFFF][\w\-.:\u00B7\u00C0-\uFFFF]*$/.test(name)) {
        throw new DOMException("'" + name + "' is not a valid attribute name.", 'InvalidCharacterError');
    }
}

class Element extends Node {
    constructor(doc, local, ns, prefix) {
        super(doc);
        this._local = local;
        this._nsURI = ns;
        this._prefix = prefix || null;
        this._attrs = [];
    }
    get nodeType() { return 1; }
    get nodeName() { return this.tagName; }
    get localName() { return this._local; }
    get namespaceURI() { return this._nsURI; }
    get prefix() { return this._prefix; }
    _qualifiedName() { return this._prefix ? this._prefix + ':' + this._local : this._local; }
    get tagName() {
        const q = this._qualifiedName();
        return this._nsURI === HTML_NS ? q.toUpperCase() : q;
    }
    get id() { return this.getAttribute('id') || ''; }
    set id(v) { this.setAttribute('id', v); }
    get className() { return this.getAttribute('class') || ''; }
    set className(v) { this.setAttribute('class', v); }
    get classList() {
        let list = this._classList;
        if (!list) { list = new DOMTokenList(this, 'class'); define(this, '_classList', list); }
        return list;
    }
    set classList(v) { this.setAttribute('class', v); }
    get slot() { return this.getAttribute('slot') || ''; }
    get attributes() { return namedNodeMap(this); }
    hasAttributes() { return this._attrs.length > 0; }
    getAttributeNames() { return this._attrs.map((a) => a.name); }
    _findAttribute(name) {
        if (this._nsURI === HTML_NS && this._doc && this._doc._isHTML) name = asciiLower(name);
        const attrs = this._attrs;
        for (let i = 0; i < attrs.length; i++) {
            const a = attrs[i];
            if (a._prefix === null ? a._localName === name : a.name === name) return a;
        }
        return null;
    }
    getAttribute(name) { const a = this._findAttribute(String(name)); return a ? a._value : null; }
    getAttributeNode(name) { return this._findAttribute(String(name)); }
    hasAttribute(name) { return this._findAttribute(String(name)) !== null; }
    setAttribute(name, value) {
        name = String(name);
        validateName(name);
        if (this._nsURI === HTML_NS && this._doc && this._doc._isHTML) name = asciiLower(name);
        value = String(value);
        const a = this._findAttribute(name);
        const old = a ? a._value : null;
        if (a) a._value = value;
        else this._attrs.push(new Attr(this, name, value, null, null));
        if (mutationObserversObserving !== 0) queueAttributeMutationRecord(this, a ? a._localName : name, a ? a._namespaceURI : null, old);
        this._attributeChanged(name, old, value);
    }
    removeAttribute(name) {
        const a = this._findAttribute(String(name));
        if (!a) return;
        this._attrs.splice(this._attrs.indexOf(a), 1);
        a._owner = null;
        if (mutationObserversObserving !== 0) queueAttributeMutationRecord(this, a._localName, a._namespaceURI, a._value);
        this._attributeChanged(a.name, a._value, null);
    }
    toggleAttribute(name, force) {
        name = String(name);
        validateName(name);
        const has = this.hasAttribute(name);
        if (has && force !== true) { this.removeAttribute(name); return false; }
        if (!has && force !== false) { this.setAttribute(name, ''); return true; }
        return has;
    }
    getAttributeNS(ns, local) { const a = this.getAttributeNodeNS(ns, local); return a ? a._value : null; }
    getAttributeNodeNS(ns, local) {
        ns = ns === '' ? null : ns;
        for (const a of this._attrs) if (a._namespaceURI === ns && a._localName === local) return a;
        return null;
    }
    hasAttributeNS(ns, local) { return this.getAttributeNodeNS(ns, local) !== null; }
    setAttributeNS(ns, qualifiedName, value) {
        ns = ns === '' || ns === undefined ? null : ns;
        qualifiedName = String(qualifiedName);
        validateName(qualifiedName);
        const colon = qualifiedName.indexOf(':');
        const prefix = colon >= 0 ? qualifiedName.slice(0, colon) : null;
        const local = colon >= 0 ? qualifiedName.slice(colon + 1) : qualifiedName;
        if (prefix !== null && ns === null) throw new DOMException('A prefix needs a namespace.', 'NamespaceError');
        value = String(value);
        const a = this.getAttributeNodeNS(ns, local);
        const old = a ? a._value : null;
        if (a) a._value = value;
        else this._attrs.push(new Attr(this, local, value, ns, prefix));
        if (mutationObserversObserving !== 0) queueAttributeMutationRecord(this, local, ns, old);
        this._attributeChanged(qualifiedName, old, value);
    }
    removeAttributeNS(ns, local) {
        const a = this.getAttributeNodeNS(ns === '' ? null : ns, local);
        if (!a) return;
        this._attrs.splice(this._attrs.indexOf(a), 1);
        if (mutationObserversObserving !== 0) queueAttributeMutationRecord(this, a._localName, a._namespaceURI, a._value);
        this._attributeChanged(a.name, a._value, null);
    }
    setAttributeNode(attr) {
        const old = this.getAttributeNodeNS(attr._namespaceURI, attr._localName);
        if (old === attr) return attr;
        if (old) this._attrs.splice(this._attrs.indexOf(old), 1, attr); else this._attrs.push(attr);
        attr._owner = this;
        if (mutationObserversObserving !== 0) queueAttributeMutationRecord(this, attr._localName, attr._namespaceURI, old ? old._value : null);
        this._attributeChanged(attr.name, old ? old._value : null, attr._value);
        return old;
    }
    removeAttributeNode(attr) {
        const i = this._attrs.indexOf(attr);
        if (i < 0) throw new DOMException('The attribute is not owned by this element.', 'NotFoundError');
        this._attrs.splice(i, 1);
        if (mutationObserversObserving !== 0) queueAttributeMutationRecord(this, attr._localName, attr._namespaceURI, attr._value);
        this._attributeChanged(attr.name, attr._value, null);
        return attr;
    }
    /// Reactions to attribute changes: style and handler attributes, subclass hooks.
    _attributeChanged(name, old, value) {
        if (name === 'id' && value) exposeNamedElement(value);
        if (name === 'style' && this._style && !this._style._syncing) this._style._parse(value);
        else if (name.length > 2 && name.charCodeAt(0) === 111 && name.charCodeAt(1) === 110) this._handlerAttributeChanged(name, value);
        if (this._reflectChange) this._reflectChange(name, old, value);
    }
    _handlerAttributeChanged(name, value) {
        const type = name.slice(2);
        if (!eventHandlerNames.has(type) || this._nsURI === MATHML_NS) return;
        if (this._local === 'body' && this._nsURI === HTML_NS && windowReflectingBodyHandlers.has(type)) setHandlerSource(g, type, value, this);
        else setHandlerSource(this, type, value, null);
    }
    /// After the parser or cloneNode filled `_attrs` directly.
    _afterAttributesCopied() {
        for (const a of this._attrs) {
            const n = a._localName;
            if (n === 'id' && a._namespaceURI === null && a._value) exposeNamedElement(a._value);
            if (a._namespaceURI === null && n.length > 2 && n.charCodeAt(0) === 111 && n.charCodeAt(1) === 110) this._handlerAttributeChanged(n, a._value);
        }
    }
    matches(selectors) { return matchesSelector(this, selectors); }
    webkitMatchesSelector(selectors) { return matchesSelector(this, selectors); }
    closest(selectors) {
        const compiled = compileSelector(selectors);
        for (let n = this; n && n.nodeType === 1; n = n._parent) if (matchCompiled(n, compiled, this)) return n;
        return null;
    }
    get innerHTML() { return serializeChildren(this); }
    set innerHTML(html) {
        // A template's markup goes into its content fragment, created on first use.
        const target = this._local === 'template' && this._nsURI === HTML_NS ? this.content : this;
        const fragment = parseFragment(this, html === null ? '' : String(html));
        replaceAllChildren(target, fragment);
    }
    get outerHTML() { return serializeNode(this); }
    set outerHTML(html) {
        const parent = this._parent;
        if (!parent) return;
        if (parent.nodeType === 9) throw new DOMException('This element has no parent node.', 'NoModificationAllowedError');
        const context = parent.nodeType === 11 ? this._doc.createElement('body') : parent;
        parent.replaceChild(parseFragment(context, String(html)), this);
    }
    insertAdjacentHTML(position, html) {
        const where = String(position).toLowerCase();
        let context;
        if (where === 'beforebegin' || where === 'afterend') {
            context = this._parent;
            if (!context || context.nodeType === 9) throw new DOMException('The element has no parent.', 'NoModificationAllowedError');
        } else if (where === 'afterbegin' || where === 'beforeend') {
            context = this;
        } else {
            throw new DOMException("The value provided ('" + position + "') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.", 'SyntaxError');
        }
        if (context.nodeType !== 1) context = this._doc.createElement('body');
        insertAdjacent(this, where, parseFragment(context, String(html)));
    }
    insertAdjacentElement(position, element) { return insertAdjacent(this, String(position).toLowerCase(), element); }
    insertAdjacentText(position, text) { insertAdjacent(this, String(position).toLowerCase(), this._doc.createTextNode(String(text))); }
    getBoundingClientRect() { return new DOMRect(0, 0, 0, 0); }
    getClientRects() { return []; }
    scrollIntoView() { }
    scroll() { } scrollTo() { } scrollBy() { }
    get scrollTop() { return 0; } set scrollTop(v) { }
    get scrollLeft() { return 0; } set scrollLeft(v) { }
    get scrollWidth() { return 0; } get scrollHeight() { return 0; }
    get clientWidth() { return 0; } get clientHeight() { return 0; }
    get clientTop() { return 0; } get clientLeft() { return 0; }
    attachShadow() { throw new DOMException('Shadow DOM is not supported by ShopStage.', 'NotSupportedError'); }
    get shadowRoot() { return null; }
}
mixin(Element, ParentNodeMixin);
mixin(Element, ChildNodeMixin);
mixin(Element, NonDocumentTypeChildNodeMixin);

function insertAdjacent(element, where, node) {
    switch (where) {
        case 'beforebegin': if (!element._parent) return null; element._parent.insertBefore(node, element); return node;
        case 'afterbegin': element.insertBefore(node, element._first); return node;
        case 'beforeend': element.appendChild(node); return node;
        case 'afterend': if (!element._parent) return null; element._parent.insertBefore(node, element._next); return node;
        default: throw new DOMException("The value provided ('" + where + "') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.", 'SyntaxError');
    }
}

// A loop rather than a regular expression test: it runs for every attribute lookup.
function asciiLower(s) {
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 65 && c <= 90) return s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
    }
    return s;
}

function isAsciiWhitespaceCode(c) { return c === 32 || c === 9 || c === 10 || c === 12 || c === 13; }

/// Whether `token` (non-empty, no white space) is one of the white-space-separated tokens of
/// `list` (a class attribute, say), without splitting `list`: selectors test it per element.
function hasToken(list, token) {
    const n = token.length;
    for (let at = list.indexOf(token); at >= 0; at = list.indexOf(token, at + 1)) {
        const end = at + n;
        if ((at === 0 || isAsciiWhitespaceCode(list.charCodeAt(at - 1)))
            && (end === list.length || isAsciiWhitespaceCode(list.charCodeAt(end)))) return true;
    }
    return false;
}

class DOMRect {
    constructor(x = 0, y = 0, width = 0, height = 0) { this.x = x; this.y = y; this.width = width; this.height = height; }
    get top() { return Math.min(this.y, this.y + this.height); }
    get left() { return Math.min(this.x, this.x + this.width); }
    get bottom() { return Math.max(this.y, this.y + this.height); }
    get right() { return Math.max(this.x, this.x + this.width); }
    toJSON() { return { x: this.x, y: this.y, width: this.width, height: this.height, top: this.top, left: this.left, bottom: this.bottom, right: this.right }; }
}

// --- HTML elements --------------------------------------------------------------------------

/// Reflected attributes: `kind` string (default ''), bool, url, int, or an enumerated list.
function reflect(cls, spec) {
    for (const [property, attribute, kind, fallback] of spec) {
        let descriptor;
        switch (kind) {
            case 'bool':
                descriptor = { get() { return this.hasAttribute(attribute); }, set(v) { this.toggleAttribute(attribute, !!v); } };
                break;
            case 'url':
                descriptor = {
                    get() { const v = this.getAttribute(attribute); return v === null ? '' : resolveURL(v, this._doc); },
                    set(v) { this.setAttribute(attribute, v); },
                };
                break;
            case 'int':
                descriptor = {
                    get() { const v = parseInt(this.getAttribute(attribute), 10); return Number.isNaN(v) ? (fallback || 0) : v; },
                    set(v) { this.setAttribute(attribute, String(Math.trunc(Number(v)) || 0)); },
                };
                break;
            default:
                descriptor = {
                    get() {
                        const v = this.getAttribute(attribute);
                        if (Array.isArray(kind)) {
                            const lower = v === null ? null : v.toLowerCase();
                            return kind.includes(lower) ? lower : (fallback || '');
                        }
                        return v === null ? (fallback || '') : v;
                    },
                    set(v) { this.setAttribute(attribute, v); },
                };
        }
        descriptor.configurable = true;
        descriptor.enumerable = true;
        Object.defineProperty(cls.prototype, property, descriptor);
    }
}

class HTMLElement extends Element {
    constructor(doc, local) { super(doc, local, HTML_NS, null); }
    get hidden() { return this.hasAttribute('hidden'); }
    set hidden(v) { this.toggleAttribute('hidden', !!v); }
    get style() {
        let style = this._style;
        if (!style) { style = styleProxy(this); define(this, '_style', style); }
        return style;
    }
    set style(v) { this.setAttribute('style', v); }
    get dataset() {
        let d = this._dataset;
        if (!d) { d = datasetProxy(this); define(this, '_dataset', d); }
        return d;
    }
    get innerText() { return renderedText(this); }
    set innerText(v) { this.textContent = v; }
    get outerText() { return renderedText(this); }
    get tabIndex() {
        const v = parseInt(this.getAttribute('tabindex'), 10);
        if (!Number.isNaN(v)) return v;
        return ['a', 'button', 'input', 'select', 'textarea'].includes(this._local) ? 0 : -1;
    }
    set tabIndex(v) { this.setAttribute('tabindex', String(v)); }
    get offsetWidth() { return 0; } get offsetHeight() { return 0; }
    get offsetTop() { return 0; } get offsetLeft() { return 0; }
    get offsetParent() { return null; }
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
        const doc = this._doc;
        if (!doc || doc._activeElement === this || !this.isConnected) return;
        const previous = doc._activeElement;
        doc._activeElement = this;
        if (previous) {
            dispatch(previous, new FocusEvent('blur', { relatedTarget: this }));
            dispatch(previous, new FocusEvent('focusout', { bubbles: true, relatedTarget: this }));
        }
        dispatch(this, new FocusEvent('focus', { relatedTarget: previous }));
        dispatch(this, new FocusEvent('focusin', { bubbles: true, relatedTarget: previous }));
    }
    blur() {
        const doc = this._doc;
        if (!doc || doc._activeElement !== this) return;
        doc._activeElement = null;
        dispatch(this, new FocusEvent('blur'));
        dispatch(this, new FocusEvent('focusout', { bubbles: true }));
    }
}
reflect(HTMLElement, [['title', 'title'], ['lang', 'lang'], ['dir', 'dir'], ['accessKey', 'accesskey'],
    ['translate', 'translate', 'bool'], ['draggable', 'draggable', 'bool'], ['autofocus', 'autofocus', 'bool'],
    ['contentEditable', 'contenteditable', ['true', 'false', 'plaintext-only'], 'inherit'], ['inert', 'inert', 'bool']]);
defineHandlerProperties(Element.prototype, eventHandlerNames);

/// innerText, approximated without layout: text of elements not hidden, line breaks for
/// `<br>` and block elements, whitespace collapsed.
const blockElements = new Set(['address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
    'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre',
    'section', 'table', 'tr', 'ul', 'option']);
const hiddenElements = new Set(['script', 'style', 'template', 'head', 'title', 'noscript', 'meta', 'link']);
function renderedText(root) {
    const BREAK = null;
    const parts = [];
    const isHidden = (el) => hiddenElements.has(el._local) || el.hasAttribute('hidden')
        || /display\s*:\s*none/.test(el.getAttribute('style') || '');
    let n = root._first;
    while (n) {
        let descend = false;
        if (n.nodeType === 1) {
            if (!isHidden(n)) {
                if (n._local === 'br') parts.push('\n');
                else if (blockElements.has(n._local)) parts.push(BREAK);
                descend = n._first !== null;
                if (!descend && blockElements.has(n._local)) parts.push(BREAK);
            }
        } else if (n.nodeType === 3) {
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
class HTMLUnknownElement extends HTMLElement { }

class HTMLAnchorElement extends HTMLElement {
    _hasActivationBehavior() { return this.hasAttribute('href'); }
    // A link that is followed asks the embedder to navigate (recorded; the document stays).
    _activationBehavior() {
        const href = this.getAttribute('href');
        if (href === null) return;
        requestNavigation(resolveURL(href, this._doc), 'linkActivated', this.getAttribute('target') || '');
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
        set(v) { try { const u = new URL(this.href); u[part] = v; this.setAttribute('href', u.href); } catch (e) { } },
        configurable: true, enumerable: true,
    });
}
Object.defineProperty(HTMLAnchorElement.prototype, 'relList', { get() { return new DOMTokenList(this, 'rel'); }, configurable: true });

class HTMLAreaElement extends HTMLAnchorElement { }

class HTMLImageElement extends HTMLElement {
    constructor(doc, local) { super(doc || currentDocument, local || 'img'); }
    get complete() { return true; }
    get naturalWidth() { return 0; }
    get naturalHeight() { return 0; }
    get currentSrc() { return this.src; }
    decode() { return Promise.reject(new DOMException('The source image cannot be decoded: image loads are blocked by ShopStage.', 'EncodingError')); }
    _reflectChange(name, old, value) { if (name === 'src' && value !== null && value !== old) requestImage(this); }
    _connectedHook() { }
}
reflect(HTMLImageElement, [['src', 'src', 'url'], ['alt', 'alt'], ['srcset', 'srcset'], ['sizes', 'sizes'],
    ['width', 'width', 'int'], ['height', 'height', 'int'], ['loading', 'loading'], ['crossOrigin', 'crossorigin'],
    ['decoding', 'decoding'], ['useMap', 'usemap'], ['isMap', 'ismap', 'bool']]);

/// Form-associated elements: their form is the nearest ancestor form or the `form` attribute's.
function formOwner(element) {
    const id = element.getAttribute('form');
    if (id !== null) { const f = element._doc.getElementById(id); return f && f._local === 'form' ? f : null; }
    for (let p = element._parent; p; p = p._parent) if (p.nodeType === 1 && p._local === 'form' && p._nsURI === HTML_NS) return p;
    return null;
}
function isDisabledFormControl(element) {
    if (element.hasAttribute('disabled')) return true;
    for (let p = element._parent; p; p = p._parent) {
        if (p.nodeType === 1 && p._local === 'fieldset' && p.hasAttribute('disabled')) {
            const legend = p.firstElementChild;
            if (!(legend && legend._local === 'legend' && legend.contains(element))) return true;
        }
    }
    return false;
}

class HTMLButtonElement extends HTMLElement {
    get form() { return formOwner(this); }
    get type() { const t = (this.getAttribute('type') || '').toLowerCase(); return t === 'button' || t === 'reset' ? t : 'submit'; }
    set type(v) { this.setAttribute('type', v); }
    _isDisabled() { return isDisabledFormControl(this); }
    _hasActivationBehavior() { return !this._isDisabled(); }
    _activationBehavior() {
        const form = this.form;
        if (!form) return;
        if (this.type === 'submit') submitForm(form, this);
        else if (this.type === 'reset') form.reset();
    }
    get labels() { return labelsFor(this); }
}
reflect(HTMLButtonElement, [['disabled', 'disabled', 'bool'], ['name', 'name'], ['value', 'value'],
    ['formAction', 'formaction', 'url'], ['formMethod', 'formmethod'], ['formNoValidate', 'formnovalidate', 'bool'], ['formTarget', 'formtarget']]);

const inputTypes = ['hidden', 'text', 'search', 'tel', 'url', 'email', 'password', 'date', 'month', 'week', 'time',
    'datetime-local', 'number', 'range', 'color', 'checkbox', 'radio', 'file', 'submit', 'image', 'reset', 'button'];
class HTMLInputElement extends HTMLElement {
    get form() { return formOwner(this); }
    get type() { const t = (this.getAttribute('type') || '').toLowerCase(); return inputTypes.includes(t) ? t : 'text'; }
    set type(v) { this.setAttribute('type', v); }
    get value() {
        const t = this.type;
        if (t === 'checkbox' || t === 'radio') { const v = this.getAttribute('value'); return v === null ? 'on' : v; }
        if (this._value !== undefined) return this._value;
        return (this.getAttribute('value') || '').replace(/[\r\n]/g, '');
    }
    set value(v) { this._value = v === null ? '' : String(v); }
    get defaultValue() { return this.getAttribute('value') || ''; }
    set defaultValue(v) { this.setAttribute('value', v); }
    get checked() { return this._checked !== undefined ? this._checked : this.hasAttribute('checked'); }
    set checked(v) {
        this._checked = !!v;
        if (v && this.type === 'radio') uncheckRadioGroup(this);
    }
    get defaultChecked() { return this.hasAttribute('checked'); }
    set defaultChecked(v) { this.toggleAttribute('checked', !!v); }
    get valueAsNumber() { const n = parseFloat(this.value); return Number.isNaN(n) ? NaN : n; }
    set valueAsNumber(v) { this.value = String(v); }
    get files() { return this.type === 'file' ? [] : null; }
    get labels() { return labelsFor(this); }
    select() { } setSelectionRange() { }
    get selectionStart() { return this.value.length; } get selectionEnd() { return this.value.length; }
    _isDisabled() { return isDisabledFormControl(this); }
    _hasActivationBehavior() {
        const t = this.type;
        return !this._isDisabled() && (t === 'checkbox' || t === 'radio' || t === 'submit' || t === 'image' || t === 'reset');
    }
    // Checkboxes and radios change before the click's listeners run, and change back if it is cancelled.
    _legacyPreActivation() {
        const t = this.type;
        if (t === 'checkbox') { this._wasChecked = this.checked; this.checked = !this.checked; }
        else if (t === 'radio') {
            this._wasChecked = this.checked;
            this._previousRadio = radioGroup(this).find((r) => r !== this && r.checked) || null;
            this.checked = true;
        }
    }
    _legacyCanceledActivation() {
        const t = this.type;
        if (t === 'checkbox') this.checked = this._wasChecked;
        else if (t === 'radio') { this.checked = this._wasChecked; if (this._previousRadio) this._previousRadio.checked = true; }
    }
    _activationBehavior() {
        const t = this.type;
        if (t === 'checkbox' || t === 'radio') {
            if (!this.isConnected) return;
            dispatch(this, new Event('input', { bubbles: true, composed: true }));
            dispatch(this, new Event('change', { bubbles: true }));
            return;
        }
        const form = this.form;
        if (!form) return;
        if (t === 'submit' || t === 'image') submitForm(form, this);
        else if (t === 'reset') form.reset();
    }
}
reflect(HTMLInputElement, [['name', 'name'], ['disabled', 'disabled', 'bool'], ['placeholder', 'placeholder'],
    ['required', 'required', 'bool'], ['readOnly', 'readonly', 'bool'], ['multiple', 'multiple', 'bool'],
    ['autocomplete', 'autocomplete'], ['min', 'min'], ['max', 'max'], ['step', 'step'], ['pattern', 'pattern'],
    ['maxLength', 'maxlength', 'int', -1], ['minLength', 'minlength', 'int', -1], ['size', 'size', 'int', 20],
    ['src', 'src', 'url'], ['alt', 'alt'], ['accept', 'accept'], ['inputMode', 'inputmode'], ['list', 'list']]);

function radioGroup(input) {
    const name = input.getAttribute('name');
    if (!name) return [input];
    const root = input.form || input.getRootNode();
    const group = [];
    for (let n = root; n; n = following(n, root)) {
        if (n.nodeType === 1 && n._local === 'input' && n.type === 'radio' && n.getAttribute('name') === name && n.form === input.form) group.push(n);
    }
    return group;
}
function uncheckRadioGroup(input) { for (const r of radioGroup(input)) if (r !== input) r._checked = false; }

function labelsFor(control) {
    const labels = new NodeList();
    const root = control.getRootNode();
    for (let n = root; n; n = following(n, root)) {
        if (n.nodeType === 1 && n._local === 'label' && n.control === control) labels.push(n);
    }
    return labels;
}

class HTMLTextAreaElement extends HTMLElement {
    get form() { return formOwner(this); }
    get type() { return 'textarea'; }
    get value() { return this._value !== undefined ? this._value : this.textContent; }
    set value(v) { this._value = v === null ? '' : String(v); }
    get defaultValue() { return this.textContent; }
    set defaultValue(v) { this.textContent = v; }
    get textLength() { return this.value.length; }
    get labels() { return labelsFor(this); }
    select() { } setSelectionRange() { }
    _isDisabled() { return isDisabledFormControl(this); }
}
reflect(HTMLTextAreaElement, [['name', 'name'], ['disabled', 'disabled', 'bool'], ['placeholder', 'placeholder'],
    ['required', 'required', 'bool'], ['readOnly', 'readonly', 'bool'], ['rows', 'rows', 'int', 2], ['cols', 'cols', 'int', 20],
    ['maxLength', 'maxlength', 'int', -1], ['wrap', 'wrap']]);

class HTMLSelectElement extends HTMLElement {
    get form() { return formOwner(this); }
    get type() { return this.multiple ? 'select-multiple' : 'select-one'; }
    get options() {
        const list = new HTMLCollection();
        for (let n = this._first; n; n = following(n, this)) if (n.nodeType === 1 && n._local === 'option') list.push(n);
        return list;
    }
    get length() { return this.options.length; }
    get selectedOptions() { return this.options.filter((o) => o.selected); }
    get selectedIndex() {
        const options = this.options;
        for (let i = 0; i < options.length; i++) if (options[i].selected) return i;
        return -1;
    }
    set selectedIndex(index) { this.options.forEach((o, i) => { o._selected = i === Number(index); }); }
    get value() { const i = this.selectedIndex; return i < 0 ? '' : this.options[i].value; }
    set value(v) { let found = false; for (const o of this.options) { o._selected = !found && o.value === String(v); if (o._selected) found = true; } }
    item(i) { return this.options[i] || null; }
    namedItem(name) { return this.options.namedItem(name); }
    add(option, before) { this.insertBefore(option, typeof before === 'number' ? this.options[before] || null : before || null); }
    remove(index) { if (arguments.length === 0) { ChildNodeMixin.remove.call(this); return; } const o = this.options[index]; if (o) o.remove(); }
    get labels() { return labelsFor(this); }
    _isDisabled() { return isDisabledFormControl(this); }
}
reflect(HTMLSelectElement, [['name', 'name'], ['disabled', 'disabled', 'bool'], ['multiple', 'multiple', 'bool'],
    ['required', 'required', 'bool'], ['size', 'size', 'int']]);

class HTMLOptionElement extends HTMLElement {
    constructor(doc, local) {
        if (doc === undefined || typeof doc === 'string') {
            // new Option(text, value, defaultSelected, selected)
            const args = arguments;
            super(currentDocument, 'option');
            if (args[0] !== undefined) this.textContent = args[0];
            if (args[1] !== undefined) this.setAttribute('value', args[1]);
            if (args[2]) this.setAttribute('selected', '');
            if (args[3]) this._selected = true;
            return;
        }
        super(doc, local);
    }
    get value() { const v = this.getAttribute('value'); return v === null ? this.text : v; }
    set value(v) { this.setAttribute('value', v); }
    get text() { return this.textContent.replace(/[\t\n\f\r ]+/g, ' ').trim(); }
    set text(v) { this.textContent = v; }
    get label() { const l = this.getAttribute('label'); return l === null ? this.text : l; }
    get selected() {
        if (this._selected !== undefined) return this._selected;
        if (this.hasAttribute('selected')) return true;
        const select = this.closest('select');
        if (!select || select.multiple) return false;
        const options = select.options;
        if (options.some((o) => o._selected || (o._selected === undefined && o.hasAttribute('selected')))) return false;
        return options[0] === this;
    }
    set selected(v) {
        const select = this.closest('select');
        if (v && select && !select.multiple) for (const o of select.options) o._selected = false;
        this._selected = !!v;
    }
    get defaultSelected() { return this.hasAttribute('selected'); }
    set defaultSelected(v) { this.toggleAttribute('selected', !!v); }
    get index() { const s = this.closest('select'); return s ? s.options.indexOf(this) : 0; }
    get form() { const s = this.closest('select'); return s ? s.form : null; }
}
reflect(HTMLOptionElement, [['disabled', 'disabled', 'bool']]);

class HTMLFormElement extends HTMLElement {
    get elements() {
        const list = new HTMLCollection();
        const root = this.getRootNode();
        for (let n = root; n; n = following(n, root)) {
            if (n.nodeType === 1 && ['input', 'button', 'select', 'textarea', 'fieldset', 'output', 'object'].includes(n._local) && formOwner(n) === this) list.push(n);
        }
        return list;
    }
    get length() { return this.elements.length; }
    get action() { const a = this.getAttribute('action'); return resolveURL(a === null || a === '' ? this._doc.URL : a, this._doc); }
    set action(v) { this.setAttribute('action', v); }
    get method() { const m = (this.getAttribute('method') || '').toLowerCase(); return m === 'post' || m === 'dialog' ? m : 'get'; }
    set method(v) { this.setAttribute('method', v); }
    submit() { submitForm(this, null, true); }
    requestSubmit(submitter) { submitForm(this, submitter || null, false); }
    reset() {
        if (!dispatch(this, new Event('reset', { bubbles: true, cancelable: true }))) return;
        for (const el of this.elements) {
            if ('_value' in el) delete el._value;
            if ('_checked' in el) delete el._checked;
        }
    }
}
reflect(HTMLFormElement, [['name', 'name'], ['target', 'target'], ['enctype', 'enctype'], ['noValidate', 'novalidate', 'bool'],
    ['acceptCharset', 'accept-charset'], ['autocomplete', 'autocomplete']]);

/// The form's entries as [name, value] pairs (the spec's "constructing the entry list"): named,
/// enabled controls; checkboxes and radios only when checked; buttons only as the submitter;
/// every selected option of a select. Used by submission and by `new FormData(form)`.
function formEntryList(form, submitter) {
    const entries = [];
    for (const el of form.elements) {
        const name = el.getAttribute('name');
        if (!name || (el._isDisabled && el._isDisabled())) continue;
        const t = el.type;
        if ((t === 'checkbox' || t === 'radio') && !el.checked) continue;
        if ((t === 'submit' || t === 'image' || t === 'button' || t === 'reset') && el !== submitter) continue;
        if (el._local === 'select') { for (const o of el.selectedOptions) entries.push([name, o.value]); continue; }
        entries.push([name, el.value]);
    }
    return entries;
}

/// Form submission: a cancelable `submit` event (skipped by form.submit()), then a
/// navigation request to the action with the form data (GET: in the query).
function submitForm(form, submitter, fromSubmitMethod) {
    if (form._submitting) return;
    // Interactive validation: invalid controls get `invalid` events and the form stays (Validation.js).
    const novalidate = form.hasAttribute('novalidate') || (submitter && submitter.hasAttribute('formnovalidate'));
    if (!fromSubmitMethod && !novalidate && !checkFormValidity(form)) return;
    if (!fromSubmitMethod) {
        const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
        if (!dispatch(form, event)) return;
    }
    const params = new URLSearchParams();
    for (const [name, value] of formEntryList(form, submitter)) params.append(name, value);
    let action = submitter && submitter.getAttribute('formaction') ? resolveURL(submitter.getAttribute('formaction'), form._doc) : form.action;
    const method = (submitter && submitter.getAttribute('formmethod')) || form.method;
    if (method === 'get') {
        const u = new URL(action);
        u.search = params.toString();
        action = u.href;
    }
    requestNavigation(action, 'formSubmitted', form.target || '', method === 'post' ? params.toString() : null);
}

class HTMLTemplateElement extends HTMLElement {
    get content() {
        let content = this._templateContent;
        if (!content) {
            content = new DocumentFragment(templateContentsOwner(this._doc));
            define(this, '_templateContent', content);
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

class HTMLScriptElement extends HTMLElement {
    get text() { let t = ''; for (let c = this._first; c; c = c._next) if (c.nodeType === 3) t += c._data; return t; }
    set text(v) { this.textContent = v; }
    // A script inserted by a script runs when it becomes connected (never one from innerHTML).
    _connectedHook() {
        if (this._started || this._parserInserted) return;
        if (!this.hasAttribute('src') && this.text === '') return;
        runDynamicScript(this);
    }
    _reflectChange(name, old, value) {
        if (name === 'src' && value !== null && !this._started && !this._parserInserted && this.isConnected) runDynamicScript(this);
    }
}
reflect(HTMLScriptElement, [['src', 'src', 'url'], ['type', 'type'], ['async', 'async', 'bool'], ['defer', 'defer', 'bool'],
    ['noModule', 'nomodule', 'bool'], ['crossOrigin', 'crossorigin'], ['integrity', 'integrity'], ['charset', 'charset'],
    ['referrerPolicy', 'referrerpolicy']]);

class HTMLLinkElement extends HTMLElement {
    _connectedHook() {
        const rel = (this.getAttribute('rel') || '').toLowerCase().split(asciiWhitespace);
        const href = this.getAttribute('href');
        if (href === null || this._requested) return;
        if (rel.includes('stylesheet') || rel.includes('preload') || rel.includes('icon') || rel.includes('modulepreload')) {
            this._requested = true;
            blockResource(rel.includes('stylesheet') ? 'stylesheet' : 'other', resolveURL(href, this._doc), this);
        }
    }
    get relList() { return new DOMTokenList(this, 'rel'); }
}
reflect(HTMLLinkElement, [['href', 'href', 'url'], ['rel', 'rel'], ['media', 'media'], ['type', 'type'], ['as', 'as'],
    ['crossOrigin', 'crossorigin'], ['hreflang', 'hreflang']]);

class HTMLStyleElement extends HTMLElement {
    get sheet() { return { cssRules: [], insertRule() { return 0; }, deleteRule() { } }; }
}
reflect(HTMLStyleElement, [['media', 'media'], ['type', 'type']]);

class HTMLBaseElement extends HTMLElement {
    get href() {
        const v = this.getAttribute('href');
        const fallback = this._doc._url;
        if (v === null) return fallback;
        try { return new URL(v, fallback).href; } catch (e) { return v; }
    }
    set href(v) { this.setAttribute('href', v); }
    _reflectChange() { this._doc._baseCache = undefined; }
    _connectedHook() { this._doc._baseCache = undefined; }
}
reflect(HTMLBaseElement, [['target', 'target']]);

class HTMLLabelElement extends HTMLElement {
    get htmlFor() { return this.getAttribute('for') || ''; }
    set htmlFor(v) { this.setAttribute('for', v); }
    get control() {
        const id = this.getAttribute('for');
        if (id !== null) { const c = this._doc.getElementById(id); return c && ['input', 'select', 'textarea', 'button'].includes(c._local) ? c : null; }
        for (let n = this._first; n; n = following(n, this)) if (n.nodeType === 1 && ['input', 'select', 'textarea', 'button'].includes(n._local)) return n;
        return null;
    }
    get form() { const c = this.control; return c ? c.form : null; }
    _hasActivationBehavior() { return this.control !== null; }
    _activationBehavior(event) {
        const control = this.control;
        if (control && !control.contains(event.target)) control.click();
    }
}

class HTMLIFrameElement extends HTMLElement {
    get contentWindow() { return null; }
    get contentDocument() { return null; }
    _connectedHook() {
        const src = this.getAttribute('src');
        if (src && !this._requested) { this._requested = true; blockResource('subdocument', resolveURL(src, this._doc), this); }
    }
}
reflect(HTMLIFrameElement, [['src', 'src', 'url'], ['name', 'name'], ['width', 'width'], ['height', 'height'],
    ['allow', 'allow'], ['loading', 'loading']]);

class HTMLMediaElement extends HTMLElement {
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
class HTMLVideoElement extends HTMLMediaElement { }
class HTMLAudioElement extends HTMLMediaElement { }

class HTMLDivElement extends HTMLElement { }
class HTMLSpanElement extends HTMLElement { }
class HTMLParagraphElement extends HTMLElement { }
class HTMLHeadingElement extends HTMLElement { }
class HTMLBodyElement extends HTMLElement { }
defineHandlerProperties(HTMLBodyElement.prototype, []);
for (const type of windowReflectingBodyHandlers) {
    Object.defineProperty(HTMLBodyElement.prototype, 'on' + type, {
        get() { return getHandler(g, type); }, set(v) { setHandler(g, type, v); }, configurable: true, enumerable: true,
    });
}
class HTMLHeadElement extends HTMLElement { }
class HTMLHtmlElement extends HTMLElement { }
class HTMLTitleElement extends HTMLElement {
    get text() { return this.textContent; }
    set text(v) { this.textContent = v; }
}
class HTMLMetaElement extends HTMLElement { }
reflect(HTMLMetaElement, [['name', 'name'], ['content', 'content'], ['httpEquiv', 'http-equiv']]);
class HTMLLIElement extends HTMLElement { }
class HTMLUListElement extends HTMLElement { }
class HTMLOListElement extends HTMLElement { }
class HTMLTableElement extends HTMLElement {
    get rows() { return this.getElementsByTagName('tr'); }
    get tBodies() { return this.children.filter((c) => c._local === 'tbody'); }
}
class HTMLTableRowElement extends HTMLElement { get cells() { return this.children.filter((c) => c._local === 'td' || c._local === 'th'); } }
class HTMLTableCellElement extends HTMLElement { }
class HTMLTableSectionElement extends HTMLElement { get rows() { return this.children.filter((c) => c._local === 'tr'); } }
class HTMLBRElement extends HTMLElement { }
class HTMLHRElement extends HTMLElement { }
class HTMLPreElement extends HTMLElement { }
class HTMLFieldSetElement extends HTMLElement {
    get form() { return formOwner(this); }
    get elements() { return this.querySelectorAll('input, button, select, textarea, fieldset, output, object'); }
}
reflect(HTMLFieldSetElement, [['disabled', 'disabled', 'bool'], ['name', 'name']]);
class HTMLLegendElement extends HTMLElement { }
class HTMLCanvasElement extends HTMLElement {
    getContext() { return null; }
    toDataURL() { return 'data:,'; }
}
reflect(HTMLCanvasElement, [['width', 'width', 'int', 300], ['height', 'height', 'int', 150]]);
class HTMLPictureElement extends HTMLElement { }
class HTMLSourceElement extends HTMLElement { }
reflect(HTMLSourceElement, [['src', 'src', 'url'], ['srcset', 'srcset'], ['type', 'type'], ['media', 'media']]);
class HTMLDialogElement extends HTMLElement {
    show() { this.setAttribute('open', ''); }
    showModal() { this.setAttribute('open', ''); }
    close(value) { this.removeAttribute('open'); if (value !== undefined) this.returnValue = String(value); dispatch(this, new Event('close')); }
}
reflect(HTMLDialogElement, [['open', 'open', 'bool']]);
class HTMLDetailsElement extends HTMLElement { }
reflect(HTMLDetailsElement, [['open', 'open', 'bool']]);
class HTMLOutputElement extends HTMLElement { get value() { return this.textContent; } set value(v) { this.textContent = v; } }
class HTMLProgressElement extends HTMLElement { }
class HTMLNoScriptElement extends HTMLElement { }

class SVGElement extends Element {
    constructor(doc, local) { super(doc, local, SVG_NS, null); }
    get style() { return HTMLElement.prototype.__lookupGetter__('style').call(this); }
    get dataset() { return HTMLElement.prototype.__lookupGetter__('dataset').call(this); }
    get ownerSVGElement() { for (let p = this._parent; p; p = p._parent) if (p._local === 'svg' && p._nsURI === SVG_NS) return p; return null; }
    get className() { const v = this.getAttribute('class') || ''; return { baseVal: v, animVal: v }; }
    focus() { } blur() { }
    getBBox() { return new DOMRect(); }
}
class SVGSVGElement extends SVGElement { }

const htmlElementClasses = {
    a: HTMLAnchorElement, area: HTMLAreaElement, img: HTMLImageElement, button: HTMLButtonElement, input: HTMLInputElement,
    textarea: HTMLTextAreaElement, select: HTMLSelectElement, option: HTMLOptionElement, form: HTMLFormElement,
    template: HTMLTemplateElement, script: HTMLScriptElement, link: HTMLLinkElement, style: HTMLStyleElement,
    base: HTMLBaseElement, label: HTMLLabelElement, iframe: HTMLIFrameElement, video: HTMLVideoElement, audio: HTMLAudioElement,
    div: HTMLDivElement, span: HTMLSpanElement, p: HTMLParagraphElement, body: HTMLBodyElement, head: HTMLHeadElement,
    html: HTMLHtmlElement, title: HTMLTitleElement, meta: HTMLMetaElement, li: HTMLLIElement, ul: HTMLUListElement,
    ol: HTMLOListElement, table: HTMLTableElement, tr: HTMLTableRowElement, td: HTMLTableCellElement, th: HTMLTableCellElement,
    tbody: HTMLTableSectionElement, thead: HTMLTableSectionElement, tfoot: HTMLTableSectionElement, br: HTMLBRElement,
    hr: HTMLHRElement, pre: HTMLPreElement, fieldset: HTMLFieldSetElement, legend: HTMLLegendElement, canvas: HTMLCanvasElement,
    picture: HTMLPictureElement, source: HTMLSourceElement, dialog: HTMLDialogElement, details: HTMLDetailsElement,
    output: HTMLOutputElement, progress: HTMLProgressElement, noscript: HTMLNoScriptElement,
    h1: HTMLHeadingElement, h2: HTMLHeadingElement, h3: HTMLHeadingElement, h4: HTMLHeadingElement, h5: HTMLHeadingElement, h6: HTMLHeadingElement,
};
const knownHTMLElements = new Set(('abbr address article aside b bdi bdo blockquote caption cite code col colgroup data datalist dd del dfn ' +
    'dl dt em embed figcaption figure footer header hgroup i ins kbd main map mark menu meter nav object optgroup param q rp rt ' +
    'ruby s samp search section slot small strong sub summary sup time track u var wbr center nobr noembed noframes plaintext ' +
    'listing xmp acronym big tt strike frame frameset font marquee image').split(' '));

function createElementNS(doc, ns, local, prefix) {
    if (ns === HTML_NS) {
        const cls = htmlElementClasses[local];
        if (cls) return new cls(doc, local);
        if (knownHTMLElements.has(local) || local.includes('-')) return new HTMLElement(doc, local);
        return new HTMLUnknownElement(doc, local);
    }
    if (ns === SVG_NS) return local === 'svg' ? new SVGSVGElement(doc, local) : new SVGElement(doc, local);
    return new Element(doc, local, ns, prefix);
}

// Document.js — Document: factories, lookups, base URL, readiness, cookies; DOMImplementation,
// DOMParser; and creating an element of a namespace and local name (`createElementNS`, the
// table of HTML element classes).
//

import { cachedCollection, descendantElements, liveNodeList } from "./Collections.js" with { lazy: "true" };
import {
    Attr, Element, asciiLower, attributeValue, hasAttributeNamed, isXMLName, requireArguments, setAttributeOf,
    validateAndExtract, validateName, validateQualifiedName
} from "./Element.js" with { lazy: "true" };
import {
    DOMException, defineHandlerProperties, defineLegacyHandlerProperties, eventHandlerNames
} from "./EventDispatch.js";
import { createEventInterface } from "./EventInterfaces.js" with { lazy: "true" };
import {
    customElementHooks, elementInterfaces, parserHooks, styleHooks, urlHooks
} from "./Hooks.js" with { lazy: "true" };
import {
    CDATASection, Comment, DocumentFragment, DocumentType, HTML_NS, Node, ParentNodeMixin, ProcessingInstruction,
    SVG_NS, Text, adopt, cloneTree, following, mixin, removeNode
} from "./Node.js";
import { Range } from "./Range.js" with { lazy: "true" };
import { Date, TypeError, define, documentWindow, g, host, shadowRootCount, win } from "./Realm.js";
import { retarget } from "./ShadowDOM.js" with { lazy: "true" };
import { TreeWalker } from "./Traversal.js" with { lazy: "true" };
import {
    adoptCreated, adoptIntoWindow, makeNode2, makeNode4, makeNode5
} from "./WindowInterfaces.js" with { lazy: "true" };
import { XMLDocument, XML_TYPES, buildXMLDocument, createXMLDocument } from "./XMLDocuments.js" with { lazy: "true" };

const knownHTMLElements = new Set(('abbr address article aside b bdi bdo blockquote caption cite code col colgroup data datalist dd del dfn ' +
    'dl dt em embed figcaption figure footer header hgroup i ins kbd main map mark menu meter nav object optgroup param q rp rt ' +
    'ruby s samp search section small strong sub summary sup time track u var wbr center nobr noembed noframes plaintext ' +
    'listing xmp acronym big tt strike frame frameset font marquee image').split(' '));

export function createElementNS(doc, ns, local, prefix) {
    if (ns !== HTML_NS && ns !== SVG_NS) return makeNode4(Element, doc, doc, local, ns, prefix);
    const el = ns === SVG_NS ? makeNode2(local === 'svg' ? elementInterfaces.svgSVGElement : elementInterfaces.svgElement, doc, doc, local) : htmlElement(doc, local);
    // The interfaces' constructors take no prefix; createElementNS keeps it (tagName "X:B").
    if (prefix) el._prefix = prefix;
    return el;
}

function htmlElement(doc, local) {
    const cls = elementInterfaces.html[local];
    if (cls) return makeNode2(cls, doc, doc, local);
    if (knownHTMLElements.has(local) || local.includes('-')) return makeNode2(elementInterfaces.htmlElement, doc, doc, local);
    return makeNode2(elementInterfaces.htmlUnknown, doc, doc, local);
}

export class Document extends Node {
    constructor() {
        super(null, 9);
        this._doc = this;
        this._url = 'about:blank';
        this._isHTML = true;
        this._readyState = 'complete';
        this._activeElement = null;
        this._currentScript = null;
        this._baseCache = undefined;
        // Whether a `<base>` element was ever made for (or adopted into) the document: until one is, its
        // base URL is its own, found without walking its tree.
        this._hasBaseElement = false;
        // The `<base>` the cached base URL came from (null: the document's own URL).
        this._baseFrom = null;
        this._cookies = new Map();
        this._scripting = false;
        this._mode = 'no-quirks';
        // Its style sheets' state (StyleSheets.js), made when it first makes a `<style>`: until then no hook does work.
        this._styleState = null;
        // Whether an element of the document had a `style` attribute declaring an animation or a transition
        // (css/CSSAnimations.js `noteInlineAnimations`).
        this._inlineAnimations = false;
        // A page's `new Document()` (the realm's own documents are made with the realm's class) is an XML document.
        if (new.target !== Document && new.target !== XMLDocument) { this._isHTML = false; this._contentType = 'application/xml'; }
    }
    get nodeName() { return '#document'; }
    get textContent() { return null; }
    set textContent(v) { }
    get URL() { return this._url; }
    get documentURI() { return this._url; }
    get baseURI() {
        if (this._baseCache !== undefined) return this._baseCache;
        let base = this._url === 'about:blank' && this !== win.currentDocument && win.currentDocument ? win.currentDocument._url : this._url;
        let from = null;
        if (this._hasBaseElement) for (let n = this._first; n; n = following(n, this)) {
            if (n._nt === 1 && n._local === 'base' && n._nsURI === HTML_NS && hasAttributeNamed(n, 'href')) {
                base = urlHooks.resolve(attributeValue(n, 'href'), base) ?? base;
                from = n;
                break;
            }
        }
        this._baseCache = base;
        this._baseFrom = from;
        return base;
    }
    get compatMode() { return this._mode === 'quirks' ? 'BackCompat' : 'CSS1Compat'; }
    // The document's encoding (DocumentEncoding.js), UTF-8 unless its load named another.
    get characterSet() { return this._encoding || 'UTF-8'; }
    get charset() { return this._encoding || 'UTF-8'; }
    get inputEncoding() { return this._encoding || 'UTF-8'; }
    get contentType() { return this._contentType || 'text/html'; }
    get doctype() { for (let c = this._first; c; c = c._next) if (c._nt === 10) return c; return null; }
    get documentElement() { for (let c = this._first; c; c = c._next) if (c._nt === 1) return c; return null; }
    get styleSheets() { return styleHooks.documentStyleSheets(this); }
    get head() { const html = this.documentElement; if (!html) return null; for (let c = html._first; c; c = c._next) if (c._local === 'head' && c._nsURI === HTML_NS) return c; return null; }
    get body() {
        const html = this.documentElement;
        if (!html) return null;
        for (let c = html._first; c; c = c._next) if ((c._local === 'body' || c._local === 'frameset') && c._nsURI === HTML_NS) return c;
        return null;
    }
    set body(v) {
        const html = this.documentElement;
        const old = this.body;
        if (old) html.replaceChild(v, old); else if (html) html.appendChild(v);
    }
    get title() {
        const root = this.documentElement;
        if (root && root._nsURI === SVG_NS) { for (let c = root._first; c; c = c._next) if (c._local === 'title') return c.textContent; return ''; }
        const t = this.querySelector('title');
        return t ? t.textContent.replace(/[\t\n\f\r ]+/g, ' ').trim() : '';
    }
    set title(v) {
        let t = this.querySelector('title');
        if (!t) { const head = this.head; if (!head) return; t = this.createElement('title'); head.appendChild(t); }
        t.textContent = v;
    }
    get readyState() { return this._readyState; }
    get currentScript() { return this._currentScript; }
    // Retargeted: focus inside a shadow tree shows as its host (ShadowDOM.js).
    get activeElement() { const a = this._activeElement; return a ? (shadowRootCount === 0 ? a : retarget(a, this)) : this.body; }
    hasFocus() { return true; }
    get defaultView() { const w = documentWindow(this); return w ? w.g : null; }
    get location() { return this === win.currentDocument ? g.location : null; }
    set location(v) { if (this === win.currentDocument) g.location.href = v; }
    get domain() { try { return new urlHooks.URL(this._url).hostname; } catch (e) { return ''; } }
    get referrer() { return ''; }
    get lastModified() { return new Date(Date.now()).toUTCString(); }
    get hidden() { return false; }
    get visibilityState() { return 'visible'; }
    get designMode() { return 'off'; }
    get dir() { const h = this.documentElement; return h ? attributeValue(h, 'dir') || '' : ''; }
    get forms() { return this.getElementsByTagName('form'); }
    get images() { return this.getElementsByTagName('img'); }
    get scripts() { return this.getElementsByTagName('script'); }
    get links() { return this.querySelectorAll('a[href], area[href]'); }
    get anchors() { return this.querySelectorAll('a[name]'); }
    get all() { return this.getElementsByTagName('*'); }
    get implementation() {
        // One per document (what it makes, a doctype, belongs to that document), so a page that
        // patches its document's implementation patches it for itself.
        let implementation = this._implementation;
        if (implementation === undefined) {
            implementation = adoptCreated(Object.create(domImplementation), this);
            define(implementation, '_doc', this);
            define(this, '_implementation', implementation);
        }
        return implementation;
    }
    get cookie() { return Array.from(this._cookies, ([k, v]) => k + '=' + v).join('; '); }
    set cookie(v) {
        const first = String(v).split(';')[0];
        const eq = first.indexOf('=');
        const name = (eq >= 0 ? first.slice(0, eq) : '').trim();
        const value = (eq >= 0 ? first.slice(eq + 1) : first).trim();
        if (/;\s*max-age\s*=\s*-?0*(\D|$)/i.test(v) || /;\s*expires\s*=\s*Thu, 01 Jan 1970/i.test(v)) this._cookies.delete(name);
        else this._cookies.set(name, value);
    }
    getElementById(id) {
        id = String(id);
        if (id === '') return null;
        for (let n = this._first; n; n = following(n, this)) if (n._nt === 1 && attributeValue(n, 'id') === id) return n;
        return null;
    }
    getElementsByName(name) {
        name = String(name);
        return cachedCollection(this, 'name ' + name, () => liveNodeList(this, (d) => descendantElements(d, (n) => n._nsURI === HTML_NS && attributeValue(n, 'name') === name)));
    }
    createElement(name, options) {
        name = String(name);
        validateName(name);
        // HTML documents and XHTML ones make HTML elements; other XML documents elements of no namespace.
        const ns = this._isHTML || this._contentType === 'application/xhtml+xml' ? HTML_NS : null;
        if (customElementHooks.definitions !== 0) { const custom = customElementHooks.createDefined(this, ns, this._isHTML ? asciiLower(name) : name); if (custom !== null) return custom; }
        const el = createElementNS(this, ns, this._isHTML ? asciiLower(name) : name, null);
        if (options && typeof options === 'object' && options.is) setAttributeOf(el, 'is', options.is);
        return el;
    }
    createElementNS(namespace, qualifiedName) {
        const [ns, prefix, local] = validateAndExtract(namespace, qualifiedName);
        if (customElementHooks.definitions !== 0) { const custom = customElementHooks.createDefined(this, ns, local); if (custom !== null) { custom._prefix = prefix; return custom; } }
        return createElementNS(this, ns, local, prefix);
    }
    createTextNode(data) { return makeNode2(Text, this, this, String(data)); }
    createComment(data) { return makeNode2(Comment, this, this, String(data)); }
    createCDATASection(data) {
        if (this._isHTML) throw new DOMException("Failed to execute 'createCDATASection' on 'Document': This operation is not supported for HTML documents.", 'NotSupportedError');
        data = String(data);
        if (data.includes(']]>')) throw new DOMException("Failed to execute 'createCDATASection' on 'Document': String cannot contain ']]>' since that is the end delimiter of a CData section.", 'InvalidCharacterError');
        return new CDATASection(this, data);
    }
    createDocumentFragment() { return new DocumentFragment(this); }
    createAttributeNS(namespace, qualifiedName) {
        const [ns, prefix, local] = validateAndExtract(namespace, qualifiedName);
        return makeNode5(Attr, this, this, local, '', ns, prefix);
    }
    createAttribute(name) {
        validateName(String(name));
        return makeNode5(Attr, this, this, this._isHTML ? asciiLower(String(name)) : String(name), '', null, null);
    }
    createProcessingInstruction(target, data) {
        target = String(target); data = String(data);
        if (!isXMLName(target)) throw new DOMException("Failed to execute 'createProcessingInstruction' on 'Document': The target provided ('" + target + "') is not a valid name.", 'InvalidCharacterError');
        if (data.includes('?>')) throw new DOMException("Failed to execute 'createProcessingInstruction' on 'Document': The data provided ('" + data + "') contains '?>'.", 'InvalidCharacterError');
        return new ProcessingInstruction(this, target, data);
    }
    createEvent(kind) {
        const cls = createEventInterface(kind);
        const event = new cls('');
        event._initialized = false;  // dispatching throws until an init*Event call
        return event;
    }
    createRange() { return new Range(this); }
    createTreeWalker(root, whatToShow, filter) {
        requireArguments(arguments, 1, 'Document', 'createTreeWalker');
        return new TreeWalker(root, whatToShow === undefined ? 0xFFFFFFFF : whatToShow, filter || null);
    }
    createNodeIterator(root, whatToShow, filter) {
        requireArguments(arguments, 1, 'Document', 'createNodeIterator');
        return new TreeWalker(root, whatToShow === undefined ? 0xFFFFFFFF : whatToShow, filter || null);
    }
    importNode(node, deep) { const copy = cloneTree(node, !!deep, this); if (customElementHooks.definitions !== 0) customElementHooks.flush(); return copy; }
    adoptNode(node) {
        if (!(node instanceof Node)) throw new TypeError("Failed to execute 'adoptNode' on 'Document': parameter 1 is not of type 'Node'.");
        if (node._nt === 9) throw new DOMException("Failed to execute 'adoptNode' on 'Document': The node provided is a document, which may not be adopted.", 'NotSupportedError');
        if (node._shadowHost !== undefined) throw new DOMException("Failed to execute 'adoptNode' on 'Document': The node provided is a shadow root, which may not be adopted.", 'HierarchyRequestError');
        // A template's contents (a fragment with a host) stays in its inert document (DOM §4.5 adoptNode step 3).
        if (node._nt === 11 && node._host !== undefined) return node;
        if (node._parent) removeNode(node);
        adopt(node, this);
        if (customElementHooks.definitions !== 0) customElementHooks.flush();
        return node;
    }
    getSelection() { return g.getSelection(); }
    // elementFromPoint, elementsFromPoint, scrollingElement: css/CSSOMView.js, from the layout model.
    execCommand() { return false; }
    queryCommandSupported() { return false; }
    open() { return this; }
    close() { }
    write(...text) {
        // document.write after parsing would replace the document; during parsing ShopStage
        // appends the markup after the running script (a common, simple use).
        const script = this._currentScript;
        const html = text.join('');
        if (script && script._parent) {
            const fragment = parserHooks.parseFragment(script._parent._nt === 1 ? script._parent : this.body || this.createElement('body'), html);
            script._parent.insertBefore(fragment, script._next);
        } else {
            g.console.warn('document.write outside parsing is ignored by ShopStage');
        }
    }
    writeln(...text) { this.write(...text, '\n'); }
}
mixin(Document, ParentNodeMixin);
defineHandlerProperties(Document.prototype, eventHandlerNames);
defineHandlerProperties(Document.prototype, ['readystatechange', 'visibilitychange', 'selectionchange']);
defineLegacyHandlerProperties(Document.prototype);

export class HTMLDocument extends Document { constructor() { super(); } }

const domImplementation = {
    createHTMLDocument(title) {
        // The standard's and WebKit's URL for it is about:blank (relative URLs still resolve
        // against the page: baseURI's about:blank case).
        const doc = new Document();
        doc.appendChild(new DocumentType(doc, 'html', '', ''));
        const html = doc.createElement('html');
        const head = doc.createElement('head');
        html.appendChild(head);
        // An empty title still gets its Text node, as the standard's steps make it.
        if (title !== undefined) { const t = doc.createElement('title'); t.appendChild(doc.createTextNode(String(title))); head.appendChild(t); }
        html.appendChild(doc.createElement('body'));
        doc.appendChild(html);
        return doc;
    },
    createDocument(namespace, qualifiedName, doctype) { return createXMLDocument(arguments.length, namespace, qualifiedName, doctype); },
    createDocumentType(name, publicId, systemId) {
        return new DocumentType(this._doc || win.currentDocument, validateQualifiedName(name), String(publicId), String(systemId));
    },
    hasFeature() { return true; },
};
export function DOMImplementation() { throw new TypeError('Illegal constructor'); }
DOMImplementation.prototype = domImplementation;
define(domImplementation, 'constructor', DOMImplementation);

export class DOMParser {
    constructor() { adoptIntoWindow(this, new.target); }
    parseFromString(text, type) {
        type = String(type);
        if (type !== 'text/html' && !XML_TYPES.has(type)) {
            throw new TypeError("Failed to execute 'parseFromString' on 'DOMParser': The provided value '" + type + "' is not a valid enum value of type DOMParserSupportedType.");
        }
        const doc = type === 'text/html' ? new Document() : new XMLDocument();
        doc._url = win.currentDocument ? win.currentDocument._url : 'about:blank';
        if (type === 'text/html') parserHooks.buildDocument(doc, JSON.parse(host.parseDocument(String(text))), false);
        else { doc._contentType = type; buildXMLDocument(doc, text); }
        return doc;
    }
}

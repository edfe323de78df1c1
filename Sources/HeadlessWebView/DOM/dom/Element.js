// Element.js — Element (DOM §4.9) and its attributes (Attr, NamedNodeMap), DOMTokenList
// (classList), dataset, insertAdjacent*, and DOMRect for the geometry methods.
//

import {
    STYLED_CHANGE, UNSTYLED_CHANGE, cachedCollection, indexedList, indexedListRecord, itemsOf, namedNodeMapOf, treeChanged
} from "./Collections.js" with { lazy: "true" };
import {
    DOMException, eventHandlerNames, setHandlerSource, windowReflectingBodyHandlers
} from "./EventDispatch.js" with { lazy: "true" };
import {
    ariaHooks, customElementHooks, parserHooks, selectorHooks, styleHooks, windowHooks
} from "./Hooks.js" with { lazy: "true" };
import { Document } from "./Document.js" with { lazy: "true" };
import { queueAttributeMutationRecord } from "./MutationObservers.js" with { lazy: "true" };
import {
    ChildNodeMixin, HTML_NS, MATHML_NS, Node, NonDocumentTypeChildNodeMixin, ParentNodeMixin, XMLNS_NS, XML_NS, mixin,
    replaceAllChildren
} from "./Node.js";
import { TypeError, documentWindow, g, shadowRootCount, win } from "./Realm.js" with { lazy: "true" };
import { serializeChildren, serializeNode } from "./Serialization.js" with { lazy: "true" };
import { shadowTreeAttributeChanged } from "./ShadowDOM.js" with { lazy: "true" };
import { adoptIntoWindow, makeNode5 } from "./WindowInterfaces.js" with { lazy: "true" };

// Made by createAttribute(NS) (Document.js), cloning, and `attributeNodeAt` for an element's attribute
// (which then sets `_owner`): a node of `doc`, its document.
export class Attr extends Node {
    constructor(doc, localName, value, namespaceURI, prefix) {
        if (!(doc instanceof Document)) throw new TypeError('Illegal constructor');
        super(doc, 2);
        this._owner = null;
        this._localName = localName;
        this._value = value;
        this._namespaceURI = namespaceURI || null;
        this._prefix = prefix || null;
    }
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

/// An attribute as its element keeps it until a page asks for its node: an Attr's fields, without a
/// node's. Parsing, cloning and setAttribute make these; `attributeNodeAt` makes the Attr once and
/// puts it in the record's place, so every later read gives the same node.
export class AttributeRecord {
    constructor(localName, value, namespaceURI, prefix) {
        this._localName = localName;
        this._value = value;
        this._namespaceURI = namespaceURI || null;
        this._prefix = prefix || null;
    }
    get name() { return this._prefix ? this._prefix + ':' + this._localName : this._localName; }
}

/// The Attr node of `el`'s attribute at `index` (one that exists), made on first request.
export function attributeNodeAt(el, index) {
    const a = el._attrs[index];
    if (!(a instanceof AttributeRecord)) return a;
    const node = makeNode5(Attr, el._doc, el._doc, a._localName, a._value, a._namespaceURI, a._prefix);
    node._owner = el;
    el._attrs[index] = node;
    return node;
}

/// All of `el`'s attributes as Attr nodes (the NamedNodeMap's items).
export function attributeNodes(el) {
    const attrs = el._attrs;
    for (let i = 0; i < attrs.length; i++) if (attrs[i] instanceof AttributeRecord) attributeNodeAt(el, i);
    return attrs;
}

/// `a` (an entry of `el._attrs`) as an Attr node.
function attributeNode(el, a) {
    return a === null || !(a instanceof AttributeRecord) ? a : attributeNodeAt(el, el._attrs.indexOf(a));
}

// Made only by namedNodeMapOf (Collections.js): a proxy whose `_root` is the element.
export class NamedNodeMap {
    constructor() { throw new TypeError('Illegal constructor'); }
    get length() { return this._root._attrs.length; }
    item(i) { i >>>= 0; return i < this._root._attrs.length ? attributeNodeAt(this._root, i) : null; }
    getNamedItem(name) { return this._root.getAttributeNode(name); }
    getNamedItemNS(ns, local) { return this._root.getAttributeNodeNS(ns, local); }
    setNamedItem(attr) { return this._root.setAttributeNode(attr); }
    setNamedItemNS(attr) { return this._root.setAttributeNode(attr); }
    removeNamedItem(name) {
        const attr = this._root.getAttributeNode(name);
        if (!attr) throw new DOMException("No item with name '" + name + "' was found.", 'NotFoundError');
        removeAttributeOf(this._root, name);
        return attr;
    }
    removeNamedItemNS(ns, local) {
        const attr = this._root.getAttributeNodeNS(ns, local);
        if (!attr) throw new DOMException("No item with namespace '" + ns + "' and name '" + local + "' was found.", 'NotFoundError');
        this._root.removeAttributeNS(ns, local);
        return attr;
    }
}
Object.defineProperty(NamedNodeMap.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });

export const asciiWhitespace = /[\t\n\f\r ]+/;
/// The tokens of a space-separated list (`class`, `rel`…) in order, each once: what splitting on
/// ASCII whitespace gives, without a RegExp (this realm's frozen RegExp makes `split(re)` slow).
export function asciiTokens(text) {
    const tokens = [];
    let start = -1;
    for (let i = 0; i <= text.length; i++) {
        if (i === text.length || isAsciiWhitespaceCode(text.charCodeAt(i))) {
            if (start >= 0) {
                const token = text.slice(start, i);
                if (!tokens.includes(token)) tokens.push(token);
                start = -1;
            }
        } else if (start < 0) start = i;
    }
    return tokens;
}

// The DOMTokenList's own steps, as module functions (a static would be a member of every window's copy).
/// The standard's update steps for token list `list` (its record): no attribute is created for an empty set.
function writeTokens(list, tokens) {
    if (tokens.length === 0 && (findAttribute(list._root, list._attribute) === null)) return;
    setAttributeOf(list._root, list._attribute, tokens.join(' '));
}
/// `token` as a string, or the SyntaxError (empty) or InvalidCharacterError (whitespace) it earns.
function checkToken(token) {
    token = String(token);
    if (token === '') throw new DOMException('The token provided must not be empty.', 'SyntaxError');
    for (let i = 0; i < token.length; i++) {
        if (isAsciiWhitespaceCode(token.charCodeAt(i))) {
            throw new DOMException("The token provided ('" + token + "') contains HTML space characters, which are not valid in tokens.", 'InvalidCharacterError');
        }
    }
    return token;
}

// Made only by domTokenListOf: a proxy (Collections.js) whose indices are the tokens, read
// live from the element's attribute.
export class DOMTokenList {
    constructor() { throw new TypeError('Illegal constructor'); }
    // The methods below run with `this` the proxy a page holds; each reads the record behind it
    // (`indexedListRecord`) once rather than every field through the proxy's trap.
    get length() { return itemsOf(this).length; }
    get value() { return getAttributeValue(this._root, this._attribute) || ''; }
    set value(v) { setAttributeOf(this._root, this._attribute, String(v)); }
    item(index) {
        requireArguments(arguments, 1, 'DOMTokenList', 'item');
        const token = itemsOf(indexedListRecord(this))[index >>> 0];
        return token === undefined ? null : token;
    }
    contains(token) { requireArguments(arguments, 1, 'DOMTokenList', 'contains'); return itemsOf(indexedListRecord(this)).includes(String(token)); }
    add() {
        const tokens = [];
        for (let i = 0; i < arguments.length; i++) tokens.push(checkToken(arguments[i]));
        const list = indexedListRecord(this);
        const t = itemsOf(list).slice();
        for (let i = 0; i < tokens.length; i++) if (!t.includes(tokens[i])) t.push(tokens[i]);
        writeTokens(list, t);
    }
    remove() {
        const drop = [];
        for (let i = 0; i < arguments.length; i++) drop.push(checkToken(arguments[i]));
        const list = indexedListRecord(this);
        writeTokens(list, itemsOf(list).filter((x) => !drop.includes(x)));
    }
    toggle(token, force) {
        requireArguments(arguments, 1, 'DOMTokenList', 'toggle');
        token = checkToken(token);
        force = force === undefined ? undefined : !!force;
        const list = indexedListRecord(this);
        const t = itemsOf(list).slice();
        if (t.includes(token)) {
            if (force === true) return true;
            writeTokens(list, t.filter((x) => x !== token));
            return false;
        }
        if (force === false) return false;
        t.push(token);
        writeTokens(list, t);
        return true;
    }
    replace(token, replacement) {
        requireArguments(arguments, 2, 'DOMTokenList', 'replace');
        token = String(token); replacement = String(replacement);
        // Both empty checks come before both white-space checks, as the standard orders them.
        if (token === '' || replacement === '') throw new DOMException('The token provided must not be empty.', 'SyntaxError');
        checkToken(token); checkToken(replacement);
        const list = indexedListRecord(this);
        const t = itemsOf(list).slice();
        if (!t.includes(token)) return false;
        // The first of either becomes the replacement; any other instance goes.
        const at = t.findIndex((x) => x === token || x === replacement);
        const out = [];
        for (let i = 0; i < t.length; i++) {
            if (i === at) out.push(replacement);
            else if (t[i] !== token && t[i] !== replacement) out.push(t[i]);
        }
        writeTokens(list, out);
        return true;
    }
    supports(token) {
        requireArguments(arguments, 1, 'DOMTokenList', 'supports');
        const attribute = indexedListRecord(this)._attribute;
        const supported = supportedTokens[attribute];
        if (supported === undefined) throw new TypeError("DOMTokenList has no supported tokens for the '" + attribute + "' attribute.");
        return supported.has(asciiLower(String(token)));
    }
    toString() { return this.value; }
}
// The iterable declaration on an indexed list: Array.prototype's own functions.
for (const name of ['forEach', 'keys', 'values', 'entries']) {
    Object.defineProperty(DOMTokenList.prototype, name, { value: Array.prototype[name], writable: true, enumerable: true, configurable: true });
}
Object.defineProperty(DOMTokenList.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });

// The rel keywords a browser's link and anchor support (HTML §4.6.7); class has none.
const supportedTokens = {
    rel: new Set(['alternate', 'dns-prefetch', 'icon', 'manifest', 'modulepreload', 'next', 'noopener', 'noreferrer',
        'opener', 'pingback', 'preconnect', 'prefetch', 'preload', 'search', 'stylesheet']),
};

/// The element's token list for `attribute` (one per element and attribute): `classList` in a field
/// of its own, read on every `classList.add(…)` and `contains(…)` a page makes.
export function domTokenListOf(element, attribute) {
    if (attribute !== 'class') return cachedCollection(element, 'tokens ' + attribute, () => tokenList(element, attribute));
    let list = element._classList;
    if (list === undefined) { list = tokenList(element, 'class'); element._classList = list; }
    return list;
}

function tokenList(element, attribute) {
    // Any change anywhere makes a live list look again; the tokens are split again only when the
    // attribute's value changed (a carousel's `classList.contains(…)` after it moved another slide).
    // The token arrays are never changed in place (`add` and the others copy them).
    let lastValue = null, lastTokens = [];
    return indexedList(DOMTokenList.prototype, element, (el) => {
        const value = getAttributeValue(el, attribute);
        if (value !== lastValue) { lastValue = value; lastTokens = value ? asciiTokens(value) : []; }
        return lastTokens;
    }, { _attribute: attribute });
}

/// Throws the TypeError a browser throws for a call with fewer than `count` arguments.
/// `node`, when given, names the window whose TypeError is thrown: its document's (a frame's node called from the parent).
export function requireArguments(args, count, interfaceName, method, node) {
    if (args.length < count) {
        const message = "Failed to execute '" + method + "' on '" + interfaceName + "': " + count + ' argument' + (count > 1 ? 's' : '') + ' required, but only ' + args.length + ' present.';
        const w = node === undefined ? null : documentWindow(node._nt === 9 ? node : node._doc);
        throw w !== null && w !== win ? new w.g.TypeError(message) : new TypeError(message);
    }
}

export function datasetProxy(element) {
    const toAttribute = (name) => 'data-' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    const toProperty = (attr) => attr.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    return new Proxy({}, {
        get(_, name) { return typeof name === 'string' ? (getAttributeValue(element, toAttribute(name)) ?? undefined) : undefined; },
        set(_, name, value) {
            if (typeof name !== 'string') return false;
            if (/-[a-z]/.test(name)) throw new DOMException("'" + name + "' is not a valid property name.", 'SyntaxError');
            setAttributeOf(element, toAttribute(name), String(value));
            return true;
        },
        has(_, name) { return typeof name === 'string' && findAttribute(element, toAttribute(name)) !== null; },
        deleteProperty(_, name) { if (typeof name === 'string') removeAttributeOf(element, toAttribute(name)); return true; },
        ownKeys() { return element._attrs.filter((a) => a._namespaceURI === null && a._localName.startsWith('data-')).map((a) => toProperty(a._localName)); },
        getOwnPropertyDescriptor(_, name) {
            if (typeof name !== 'string' || (findAttribute(element, toAttribute(name)) === null)) return undefined;
            return { value: getAttributeValue(element, toAttribute(name)), writable: true, enumerable: true, configurable: true };
        },
    });
}

// XML 1.0's Name production (NameStartChar NameChar*), which the DOM checks names against.
const xmlNameStart = 'A-Z_a-z:\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F' +
    '\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const xmlName = new RegExp('^[' + xmlNameStart + '][' + xmlNameStart + '\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040]*$', 'u');
/// Whether `name` is an XML Name. An ASCII name (every attribute and element name a page
/// commonly sets) is checked by its characters; the RegExp, slow to run in this frozen realm, only
/// for a name with other characters.
export function isXMLName(name) {
    const n = name.length;
    if (n === 0) return false;
    for (let i = 0; i < n; i++) {
        const c = name.charCodeAt(i);
        if (c > 127) return xmlName.test(name);
        const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58;
        if (!letter && (i === 0 || !((c >= 48 && c <= 57) || c === 45 || c === 46))) return false;
    }
    return true;
}

const qualifiedNamePattern = new RegExp('^(?:[' + xmlNameStart.replace(':', '') + '][' + xmlNameStart.replace(':', '') +
    '\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040]*:)?[' + xmlNameStart.replace(':', '') + '][' + xmlNameStart.replace(':', '') +
    '\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040]*$', 'u');

/// The DOM standard's "validate": the name as a string, if it is an XML Namespaces QName.
export function validateQualifiedName(qualifiedName) {
    qualifiedName = String(qualifiedName);
    if (!qualifiedNamePattern.test(qualifiedName)) throw new DOMException("'" + qualifiedName + "' is not a valid qualified name.", 'InvalidCharacterError');
    return qualifiedName;
}

/// The DOM standard's "validate and extract": `[namespace, prefix, localName]` of a qualified
/// name (XML Namespaces' QName), or the InvalidCharacterError/NamespaceError it earns.
export function validateAndExtract(namespace, qualifiedName) {
    if (namespace === '' || namespace === undefined) namespace = null;
    else if (namespace !== null) namespace = String(namespace);
    qualifiedName = validateQualifiedName(qualifiedName);
    const colon = qualifiedName.indexOf(':');
    const prefix = colon >= 0 ? qualifiedName.slice(0, colon) : null;
    const local = colon >= 0 ? qualifiedName.slice(colon + 1) : qualifiedName;
    const refuse = (why) => { throw new DOMException(why, 'NamespaceError'); };
    if (prefix !== null && namespace === null) refuse("The qualified name '" + qualifiedName + "' has a prefix but no namespace.");
    if (prefix === 'xml' && namespace !== XML_NS) refuse("The prefix 'xml' needs the namespace " + XML_NS + '.');
    const xmlns = qualifiedName === 'xmlns' || prefix === 'xmlns';
    if (xmlns !== (namespace === XMLNS_NS)) refuse("The name 'xmlns' and the prefix 'xmlns' go with the namespace " + XMLNS_NS + ', and only they.');
    return [namespace, prefix, local];
}

export function validateName(name) {
    if (!isXMLName(name)) {
        throw new DOMException("'" + name + "' is not a valid attribute name.", 'InvalidCharacterError');
    }
}

/// The entry of `el._attrs` (a record or an Attr) `getAttribute(name)` finds, or null. The DOM's
/// own reads call this (and attributeValue) rather than a method of the element: a page's patch of
/// its window's `getAttribute` is not the DOM's, and a method looked up through a window's copy of
/// the prototype costs the shared code's inline caches a shape per page.
export function findAttribute(el, name) {
    if (el._nsURI === HTML_NS && el._doc && el._doc._isHTML) name = asciiLower(name);
    const attrs = el._attrs;
    for (let i = 0; i < attrs.length; i++) {
        const a = attrs[i];
        if (a._prefix === null ? a._localName === name : a.name === name) return a;
    }
    return null;
}
/// `getAttribute(name)` for a name in lower case without a colon (`id`, `class`, `style`): the
/// DOM's own reads, on every selector match and cascade, skip the name's conversions.
export function attributeValue(el, name) {
    const attrs = el._attrs;
    for (let i = 0; i < attrs.length; i++) {
        const a = attrs[i];
        if (a._localName === name && a._prefix === null) return a._value;
    }
    return null;
}
/// `hasAttribute(name)` for a name as attributeValue takes it.
export function hasAttributeNamed(el, name) { return attributeValue(el, name) !== null; }

/// `getAttribute(name)` for `el`: the DOM's own reads of an attribute it names (a reflected IDL
/// attribute, a token list, `dataset`) call this, never a page's patch of its window's method.
export function getAttributeValue(el, name) {
    const a = findAttribute(el, name);
    return a === null ? null : a._value;
}
/// `setAttribute(name, value)` for `el`, as the DOM's own changes of an attribute make it.
export function setAttributeOf(el, name, value) {
    name = String(name);
    validateName(name);
    if (el._nsURI === HTML_NS && el._doc && el._doc._isHTML) name = asciiLower(name);
    value = String(value);
    const a = findAttribute(el, name);
    const old = a ? a._value : null;
    if (a) a._value = value;
    else el._attrs.push(new AttributeRecord(name, value, null, null));
    attributeChanged(el, name, a ? a._localName : name, a ? a._namespaceURI : null, old, value);
}
/// `removeAttribute(name)` for `el`, as the DOM's own changes of an attribute make it.
export function removeAttributeOf(el, name) {
    const a = findAttribute(el, String(name));
    if (!a) return;
    el._attrs.splice(el._attrs.indexOf(a), 1);
    if (!(a instanceof AttributeRecord)) a._owner = null;
    attributeChanged(el, a.name, a._localName, a._namespaceURI, a._value, null);
}
/// Everything an attribute change sets off, for every way of changing one: the mutation record,
/// style and handler attributes, subclass hooks, the custom element's reaction.
/// The elements a `name` attribute names on the window or the document (html/NamedAccess.js).
const namedByName = new Set(['embed', 'form', 'iframe', 'img', 'object']);

export function attributeChanged(el, name, local, ns, old, value) {
    if (win.mutationObserversObserving !== 0) queueAttributeMutationRecord(el, local, ns, old);
    const reach = ns === null ? styleHooks.attributeChangeReach(el, name, old, value) : STYLED_CHANGE;
    treeChanged(reach);
    if (name === 'id' && value) windowHooks.exposeNamedElement(value, el, 'id');
    else if (name === 'name' && ns === null && value && el._nsURI === HTML_NS && namedByName.has(el._local)) windowHooks.exposeNamedElement(value, el, 'name');
    if (name === 'style') {
        if (el._style && !el._style._syncing) el._style._parse(value);
        styleHooks.styleAttributeChanged(el, old);
    } else if (name.length > 2 && name.charCodeAt(0) === 111 && name.charCodeAt(1) === 110) el._handlerAttributeChanged(name, value);
    if (name !== 'style' && reach !== UNSTYLED_CHANGE && el._doc._styleState !== null) styleHooks.attributeChanged(el, name, old, value);
    if (el._reflectChange) el._reflectChange(name, old, value);
    ariaHooks.attributeChanged(el, name);
    if (shadowRootCount !== 0 && ns === null && (local === 'slot' || local === 'name')) shadowTreeAttributeChanged(el, local);
    if (customElementHooks.definitions !== 0) customElementHooks.attributeChanged(el, local, ns, old, value);
}

export class Element extends Node {
    // Class fields, as Node's are (Node.js). `_styleStamp`: the stamp of the last change that reached
    // the styles of this element's subtree (Collections.js stampStyle).
    _local; _nsURI; _prefix; _attrs = []; _styleStamp = 0;
    constructor(doc, local, ns, prefix) {
        super(doc, 1);
        this._local = local;
        this._nsURI = ns;
        this._prefix = prefix || null;
        // The fields an element makes when first asked (`_listeners`, `_computedStyle`, `_style`,
        // `_classList`, `_collections`…) are added then: declared here, they made every element larger
        // and element-heavy pages slower (a 100 KB grid rendered again in one web view, +7 to +20 %)
        // for no gain the carousels' runs could tell from their noise.
    }
    get nodeName() { return this.tagName; }
    get localName() { return this._local; }
    get namespaceURI() { return this._nsURI; }
    get prefix() { return this._prefix; }
    _qualifiedName() { return this._prefix ? this._prefix + ':' + this._local : this._local; }
    get tagName() {
        const q = this._qualifiedName();
        return this._nsURI === HTML_NS && this._doc._isHTML ? asciiUpper(q) : q;
    }
    get id() { return attributeValue(this, 'id') || ''; }
    set id(v) { setAttributeOf(this, 'id', v); }
    get className() { return attributeValue(this, 'class') || ''; }
    set className(v) { setAttributeOf(this, 'class', v); }
    get classList() {
        return domTokenListOf(this, 'class');
    }
    set classList(v) { setAttributeOf(this, 'class', v); }
    get slot() { return attributeValue(this, 'slot') || ''; }
    set slot(v) { setAttributeOf(this, 'slot', v); }
    get attributes() {
        let map = this._attributes;
        if (map === undefined) { map = namedNodeMapOf(this); this._attributes = map; }
        return map;
    }
    hasAttributes() { return this._attrs.length > 0; }
    getAttributeNames() { return this._attrs.map((a) => a.name); }
    _findAttribute(name) { return findAttribute(this, name); }
    _attributeValue(name) { return attributeValue(this, name); }
    getAttribute(name) { return getAttributeValue(this, String(name)); }
    getAttributeNode(name) { return attributeNode(this, findAttribute(this, String(name))); }
    hasAttribute(name) { return findAttribute(this, String(name)) !== null; }
    setAttribute(name, value) { setAttributeOf(this, name, value); }
    removeAttribute(name) { removeAttributeOf(this, name); }
    toggleAttribute(name, force) {
        name = String(name);
        validateName(name);
        const has = findAttribute(this, name) !== null;
        if (has && force !== true) { removeAttributeOf(this, name); return false; }
        if (!has && force !== false) { setAttributeOf(this, name, ''); return true; }
        return has;
    }
    getAttributeNS(ns, local) { const a = this._findAttributeNS(ns, local); return a ? a._value : null; }
    /// The entry of `_attrs` (a record or an Attr) in namespace `ns` named `local`, or null.
    _findAttributeNS(ns, local) {
        ns = ns === '' || ns === undefined ? null : ns;
        for (const a of this._attrs) if (a._namespaceURI === ns && a._localName === local) return a;
        return null;
    }
    getAttributeNodeNS(ns, local) { return attributeNode(this, this._findAttributeNS(ns, local)); }
    hasAttributeNS(ns, local) { return this._findAttributeNS(ns, local) !== null; }
    setAttributeNS(namespace, qualifiedName, value) {
        const [ns, prefix, local] = validateAndExtract(namespace, qualifiedName);
        qualifiedName = String(qualifiedName);
        value = String(value);
        const a = this._findAttributeNS(ns, local);
        const old = a ? a._value : null;
        if (a) a._value = value;
        else this._attrs.push(new AttributeRecord(local, value, ns, prefix));
        attributeChanged(this, qualifiedName, local, ns, old, value);
    }
    removeAttributeNS(ns, local) {
        const a = this._findAttributeNS(ns, local);
        if (!a) return;
        this._attrs.splice(this._attrs.indexOf(a), 1);
        if (!(a instanceof AttributeRecord)) a._owner = null;
        attributeChanged(this, a.name, a._localName, a._namespaceURI, a._value, null);
    }
    setAttributeNode(attr) {
        if (!(attr instanceof Attr)) throw new TypeError("Failed to execute 'setAttributeNode' on 'Element': parameter 1 is not of type 'Attr'.");
        if (attr._owner !== null && attr._owner !== this) throw new DOMException('The attribute is in use by another element.', 'InUseAttributeError');
        const old = this.getAttributeNodeNS(attr._namespaceURI, attr._localName);
        if (old === attr) return attr;
        if (old) this._attrs.splice(this._attrs.indexOf(old), 1, attr); else this._attrs.push(attr);
        if (old) old._owner = null;
        attr._owner = this;
        attributeChanged(this, attr.name, attr._localName, attr._namespaceURI, old ? old._value : null, attr._value);
        return old;
    }
    setAttributeNodeNS(attr) { return this.setAttributeNode(attr); }
    removeAttributeNode(attr) {
        const i = this._attrs.indexOf(attr);
        if (i < 0) throw new DOMException('The attribute is not owned by this element.', 'NotFoundError');
        this._attrs.splice(i, 1);
        attr._owner = null;
        attributeChanged(this, attr.name, attr._localName, attr._namespaceURI, attr._value, null);
        return attr;
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
            if (n === 'id' && a._namespaceURI === null && a._value) windowHooks.exposeNamedElement(a._value, this, 'id');
            else if (n === 'name' && a._namespaceURI === null && a._value && this._nsURI === HTML_NS && namedByName.has(this._local)) windowHooks.exposeNamedElement(a._value, this, 'name');
            if (a._namespaceURI === null && n.length > 2 && n.charCodeAt(0) === 111 && n.charCodeAt(1) === 110) this._handlerAttributeChanged(n, a._value);
            else if (n === 'style' && a._namespaceURI === null) styleHooks.inlineStyleCopied(this, a._value);
        }
    }
    matches(selectors) { requireArguments(arguments, 1, 'Element', 'matches', this); return selectorHooks.matches(this, selectors); }
    webkitMatchesSelector(selectors) { requireArguments(arguments, 1, 'Element', 'webkitMatchesSelector', this); return selectorHooks.matches(this, selectors); }
    closest(selectors) {
        requireArguments(arguments, 1, 'Element', 'closest');
        const compiled = selectorHooks.compile(selectors);
        for (let n = this; n && n._nt === 1; n = n._parent) if (selectorHooks.matchCompiled(n, compiled, this)) return n;
        return null;
    }
    get innerHTML() { return serializeChildren(this); }
    set innerHTML(html) {
        // A template's markup goes into its content fragment, created on first use.
        const target = this._local === 'template' && this._nsURI === HTML_NS ? this.content : this;
        const fragment = parserHooks.parseFragment(this, html === null ? '' : String(html));
        replaceAllChildren(target, fragment);
    }
    get outerHTML() { return serializeNode(this); }
    set outerHTML(html) {
        const parent = this._parent;
        if (!parent) return;
        if (parent._nt === 9) throw new DOMException('This element has no parent node.', 'NoModificationAllowedError');
        const context = parent._nt === 11 ? this._doc.createElement('body') : parent;
        parent.replaceChild(parserHooks.parseFragment(context, String(html)), this);
    }
    insertAdjacentHTML(position, html) {
        const where = String(position).toLowerCase();
        let context;
        if (where === 'beforebegin' || where === 'afterend') {
            context = this._parent;
            if (!context || context._nt === 9) throw new DOMException('The element has no parent.', 'NoModificationAllowedError');
        } else if (where === 'afterbegin' || where === 'beforeend') {
            context = this;
        } else {
            throw new DOMException("The value provided ('" + position + "') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.", 'SyntaxError');
        }
        if (context._nt !== 1) context = this._doc.createElement('body');
        insertAdjacent(this, where, parserHooks.parseFragment(context, String(html)));
    }
    insertAdjacentElement(position, element) {
        if (!(element instanceof Element)) throw new TypeError("Failed to execute 'insertAdjacentElement' on 'Element': parameter 2 is not of type 'Element'.");
        return insertAdjacent(this, String(position).toLowerCase(), element);
    }
    insertAdjacentText(position, text) { insertAdjacent(this, String(position).toLowerCase(), this._doc.createTextNode(String(text))); }
    // CSSOM View's geometry (getBoundingClientRect, client*, scroll*…) is css/CSSOMView.js's, from the layout model.
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

// A loop rather than a regular expression: it runs for every attribute lookup, and this frozen
// realm's RegExp takes JavaScriptCore's slow path (a `replace` with a function about 30× slower).
export function asciiLower(s) {
    let upper = false;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        // Only A-Z change: a non-ASCII letter keeps its case ("İ" is not "i̇"), so `toLowerCase` is
        // for an all-ASCII string only.
        if (c > 127) return asciiLowerEach(s);
        if (c >= 65 && c <= 90) upper = true;
    }
    return upper ? s.toLowerCase() : s;
}
function asciiLowerEach(s) {
    let out = '';
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        out += c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : s[i];
    }
    return out;
}

// Only a-z change: a non-ASCII letter keeps its case ("ınput" is "ıNPUT", not "INPUT").
function asciiUpper(s) {
    for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return s.replace(/[a-z]+/g, (m) => m.toUpperCase());
    return s.toUpperCase();
}

/// Whether char code `c` is ASCII whitespace (tab, line feed, form feed, carriage return, space): HTML's and CSS's.
export function isAsciiWhitespaceCode(c) { return c === 32 || c === 9 || c === 10 || c === 12 || c === 13; }

/// Whether `token` (non-empty, no white space) is one of the white-space-separated tokens of
/// `list` (a class attribute, say), without splitting `list`: selectors test it per element.
export function hasToken(list, token) {
    const n = token.length;
    for (let at = list.indexOf(token); at >= 0; at = list.indexOf(token, at + 1)) {
        const end = at + n;
        if ((at === 0 || isAsciiWhitespaceCode(list.charCodeAt(at - 1)))
            && (end === list.length || isAsciiWhitespaceCode(list.charCodeAt(end)))) return true;
    }
    return false;
}

export class DOMRect {
    constructor(x = 0, y = 0, width = 0, height = 0) { adoptIntoWindow(this, new.target); this.x = x; this.y = y; this.width = width; this.height = height; }
    get top() { return Math.min(this.y, this.y + this.height); }
    get left() { return Math.min(this.x, this.x + this.width); }
    get bottom() { return Math.max(this.y, this.y + this.height); }
    get right() { return Math.max(this.x, this.x + this.width); }
    toJSON() { return { x: this.x, y: this.y, width: this.width, height: this.height, top: this.top, left: this.left, bottom: this.bottom, right: this.right }; }
}

// Collections.js — NodeList and HTMLCollection (DOM §4.2.10) and NamedNodeMap's indexed and
// named properties: the lists the tree hands out, live where the standard makes them live
// (childNodes, children, getElementsBy*, form.elements, a select's options, attributes).
//
// Each list is a Proxy over a record of its interface's prototype, so indices (and, for
// HTMLCollection and NamedNodeMap, names) are own properties as WebIDL's legacy platform
// objects have them. A live list keeps the array it last computed and the `treeVersion` it was
// computed at: every change of a tree or of an attribute bumps `treeVersion` (Node.js `link`
// and `unlink`, Element.js `attributeChanged`), so an index read re-walks the tree only after
// a mutation, never on each read.
//

import {
    NamedNodeMap, asciiLower, asciiTokens, attributeNodes, attributeValue, hasToken
} from "./Element.js" with { lazy: "true" };
import { renderingHooks } from "./Hooks.js" with { lazy: "true" };
import { HTML_NS, following } from "./Node.js" with { lazy: "true" };
import { TypeError } from "./Realm.js" with { lazy: "true" };
import { adoptCreated } from "./WindowInterfaces.js" with { lazy: "true" };

// Bumped by every change of a tree or of an attribute anywhere in the realm: one counter is one
// increment per mutation, and a live list compares it before trusting its cached array.
export let treeVersion = 0;
/// Bumped with `treeVersion` by every change but one: an attribute no style rule selects on and
/// neither the cascade nor the layout reads (`aria-*`, `data-*`, `tabindex`…; css/StyleSheets.js
/// `attributeChangeReach`). The computed values and the layout computed before such a change stand.
export let styleVersion = 0;
/// Bumped with `styleVersion` by every change but one: an element's `style` attribute that changed
/// only what the layout does not read: its translation (from or to none only while the layout places no
/// positioned box inside the element), which moves its box without laying out (css/CSSOMView.js reads
/// it when asked), its opacity, visibility or transitions.
/// The layout (css/Layout.js) is kept until such a version moves.
export let layoutVersion = 0;
/// Bumped with `styleVersion` by every change but one: an element's `style` attribute in a document
/// whose rules cannot select on it. The cascaded styles computed before such a change stay good for
/// every element but that one and those that inherit from it (css/Cascade.js `computedValues`).
export let cascadeVersion = 0;
/// How far a change reaches, for `treeChanged`: a tree, or an attribute a rule may select on.
export const STYLED_CHANGE = 0;
/// A `style` attribute no rule selects on: that element's cascade and the layout.
export const INLINE_STYLE_CHANGE = 1;
/// An attribute no rule selects on, that neither the cascade nor the layout reads: the live lists only.
export const UNSTYLED_CHANGE = 2;
/// A `style` attribute no rule selects on whose change the layout does not read: the cascade only.
export const INLINE_PAINT_CHANGE = 3;
/// A change whose reach the document's style rules bound (css/StyleSheets.js `attributeChangeReach` and
/// `childrenChangeReach`): the styles of the element it stamped (`stampStyle`) and of its descendants
/// (css/Cascade.js compares the stamps), and the layout.
export const LOCAL_STYLE_CHANGE = 4;
/// The last stamp given. An element's `_styleStamp` is that of the last change that reached the styles of
/// its subtree; an element's styles stand while its own and its ancestors' stamps do.
let lastStyleStamp = 0;
export function stampStyle(element) { element._styleStamp = ++lastStyleStamp; }
/// Every change of a tree or of an attribute calls it: the live lists computed before are stale.
/// A LOCAL_STYLE_CHANGE keeps `cascadeVersion`: the stamps say whose styles it reached.
/// A window whose layout observers watch every change is told (one comparison for the others).
export function treeChanged(reach = STYLED_CHANGE) {
    treeVersion++;
    if (reach === UNSTYLED_CHANGE) return;
    styleVersion++;
    if (reach !== INLINE_PAINT_CHANGE) layoutVersion++;
    if (reach === STYLED_CHANGE) cascadeVersion++;
    if (renderingHooks.watching !== 0) renderingHooks.layoutChanged();
}
/// Bumped by every change of a text's data: the layout (css/Layout.js) is stale, the lists are not.
export let textVersion = 0;
export function textChanged() {
    textVersion++;
    if (renderingHooks.watching !== 0) renderingHooks.layoutChanged();
}

export class NodeList {
    constructor() { throw new TypeError('Illegal constructor'); }
    get length() { return itemsOf(this).length; }
    item(index) { const item = itemsOf(this)[index >>> 0]; return item === undefined ? null : item; }
}
// WebIDL's iterable declarations on an indexed list are Array.prototype's own functions.
Object.assign(NodeList.prototype, { forEach: Array.prototype.forEach, keys: Array.prototype.keys,
    values: Array.prototype.values, entries: Array.prototype.entries });
Object.defineProperty(NodeList.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });
for (const name of ['forEach', 'keys', 'values', 'entries']) Object.defineProperty(NodeList.prototype, name, { enumerable: true });

export class HTMLCollection {
    constructor() { throw new TypeError('Illegal constructor'); }
    get length() { return itemsOf(this).length; }
    item(index) { const item = itemsOf(this)[index >>> 0]; return item === undefined ? null : item; }
    namedItem(name) { return namedElement(itemsOf(this), String(name)); }
}
Object.defineProperty(HTMLCollection.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });

/// The list's items: the fixed array of a static list, or a live list's array, recomputed when
/// the tree changed since it was made.
export function itemsOf(list) {
    if (list._collect !== null && (list._version !== treeVersion || list._version === -2)) {
        list._items = list._collect(list._root);
        if (list._version !== -2) list._version = treeVersion;
    }
    return list._items;
}

/// The first element of `items` whose id, or (HTML elements) name attribute, is `name`.
function namedElement(items, name) {
    if (name === '') return null;
    for (let i = 0; i < items.length; i++) {
        const el = items[i];
        if (attributeValue(el, 'id') === name) return el;
        if (el._nsURI === HTML_NS && attributeValue(el, 'name') === name) return el;
    }
    return null;
}

/// The key as an array index (WebIDL "is an array index": the canonical decimal form of an integer
/// below 2³² − 1), or -1. Read digit by digit: a list's index reads (`list[i]` in a loop) make no string.
export function arrayIndex(key) {
    const length = key.length;
    let c = key.charCodeAt(0) - 48;
    if (c < 0 || c > 9) return -1;
    if (length === 1) return c;
    // No leading zero, and at most ten digits.
    if (c === 0 || length > 10) return -1;
    let n = c;
    for (let i = 1; i < length; i++) {
        c = key.charCodeAt(i) - 48;
        if (c < 0 || c > 9) return -1;
        n = n * 10 + c;
    }
    return n < 4294967295 ? n : -1;
}

/// The list's own string keys that are not its record's fields (those start with `_`).
function expandoKeys(record) {
    return Reflect.ownKeys(record).filter((k) => typeof k !== 'string' || k.charCodeAt(0) !== 95);
}

/// A proxy handler for a legacy platform object with an indexed getter and, when `names` is
/// given, a named getter: `names(record)` lists the supported names in order, `named(record,
/// name)` finds one (null when the name is not supported).
function legacyHandler(names, named) {
    // A named property shows only where no own or inherited property of that name exists.
    const visibleNamed = (t, key) => named !== null && !(key in t) ? named(t, key) : null;
    return {
        get(t, key) {
            if (typeof key === 'string') {
                const i = arrayIndex(key);
                if (i >= 0) return itemsOf(t)[i];
                if (named !== null && !(key in t)) { const item = named(t, key); if (item !== null) return item; }
            }
            return Reflect.get(t, key, t);
        },
        has(t, key) {
            if (typeof key === 'string') {
                const i = arrayIndex(key);
                if (i >= 0) return i < itemsOf(t).length;
                if (visibleNamed(t, key) !== null) return true;
            }
            return Reflect.has(t, key);
        },
        getOwnPropertyDescriptor(t, key) {
            if (typeof key === 'string') {
                const i = arrayIndex(key);
                if (i >= 0) {
                    const items = itemsOf(t);
                    return i < items.length ? { value: items[i], writable: false, enumerable: true, configurable: true } : undefined;
                }
                const item = visibleNamed(t, key);
                if (item !== null) return { value: item, writable: false, enumerable: false, configurable: true };
                if (key.charCodeAt(0) === 95 && Object.prototype.hasOwnProperty.call(t, key)) return undefined;
            }
            return Reflect.getOwnPropertyDescriptor(t, key);
        },
        set(t, key, value) {
            if (typeof key === 'string') {
                if (arrayIndex(key) >= 0) return false;
                if (visibleNamed(t, key) !== null) return false;
            }
            return Reflect.set(t, key, value, t);
        },
        defineProperty(t, key, descriptor) {
            if (typeof key === 'string') {
                if (arrayIndex(key) >= 0) return false;
                if (named !== null && named(t, key) !== null && !Object.prototype.hasOwnProperty.call(t, key)) return false;
            }
            return Reflect.defineProperty(t, key, descriptor);
        },
        deleteProperty(t, key) {
            if (typeof key === 'string') {
                const i = arrayIndex(key);
                if (i >= 0) return i >= itemsOf(t).length;
                if (visibleNamed(t, key) !== null) return false;
            }
            return Reflect.deleteProperty(t, key);
        },
        ownKeys(t) {
            const keys = [];
            const length = itemsOf(t).length;
            for (let i = 0; i < length; i++) keys.push(String(i));
            if (names !== null) for (const name of names(t)) if (!(name in t)) keys.push(name);
            const own = expandoKeys(t);
            return keys.concat(own.filter((k) => typeof k === 'string'), own.filter((k) => typeof k !== 'string'));
        },
        preventExtensions() { return false; },
    };
}

function htmlCollectionNames(t) {
    const names = [];
    for (const el of itemsOf(t)) {
        const id = attributeValue(el, 'id');
        if (id && !names.includes(id)) names.push(id);
        if (el._nsURI !== HTML_NS) continue;
        const name = attributeValue(el, 'name');
        if (name && !names.includes(name)) names.push(name);
    }
    return names;
}
const nodeListHandler = legacyHandler(null, null);
const htmlCollectionHandler = legacyHandler(htmlCollectionNames, (t, name) => namedElement(itemsOf(t), name));

/// `owner`: the node whose document's window the list belongs to (the root when there is one).
function listRecord(proto, root, collect, items, owner = root) {
    const record = adoptCreated(Object.create(proto), owner === null || owner === undefined ? undefined : owner._doc);
    record._root = root;
    record._collect = collect;
    record._items = items;
    record._version = -1;
    return record;
}

/// A live HTMLCollection of what `collect(root)` returns (an array of elements in tree order).
/// `uncached`: the list depends on more than the tree and attributes (a select's selected
/// options), so it is recomputed on every read.
export function liveHTMLCollection(root, collect, uncached) {
    const record = listRecord(HTMLCollection.prototype, root, collect, null);
    if (uncached) record._version = -2;
    return new Proxy(record, htmlCollectionHandler);
}

/// A live NodeList of what `collect(root)` returns.
export function liveNodeList(root, collect) {
    return new Proxy(listRecord(NodeList.prototype, root, collect, null), nodeListHandler);
}

/// A list of interface `proto` with an indexed getter only (DOMTokenList), live over
/// `collect(root)`; `fields` are the record's own (underscore) fields. Its methods find the record
/// behind the proxy with `indexedListRecord`.
export function indexedList(proto, root, collect, fields) {
    const record = Object.assign(listRecord(proto, root, collect, null), fields);
    const list = new Proxy(record, nodeListHandler);
    indexedListRecords.set(list, record);
    return list;
}
/// Each indexed list's record, by the list (the proxy a page holds).
const indexedListRecords = new WeakMap();
/// The record behind `list` (an indexedList), or `list` itself for anything else: a method called on
/// the list (`classList.add(…)`, `this` the proxy) reads the record's fields directly, not each
/// through the proxy's trap.
export function indexedListRecord(list) {
    const record = indexedListRecords.get(list);
    return record === undefined ? list : record;
}

/// A static NodeList over `nodes` (which it keeps: the caller hands the array over).
export function staticNodeList(nodes, owner) {
    return new Proxy(listRecord(NodeList.prototype, null, null, nodes, owner), nodeListHandler);
}

/// A static NodeList of a copy of `nodes`.
export function nodeListOf(nodes) { return staticNodeList(Array.prototype.slice.call(nodes)); }

// --- the lists of a tree ---------------------------------------------------------------------

/// The elements below `root` in tree order that `test` accepts.
export function descendantElements(root, test) {
    const list = [];
    for (let n = root._first; n; n = following(n, root)) if (n._nt === 1 && test(n)) list.push(n);
    return list;
}

/// A root's collections (`_collections`, made on first use): those of `getElementsByTagName` in an
/// HTML document by the name itself (jQuery asks each element it inserts or cleans for its "script"
/// or "*" elements: no key to build); every other kind in the map kept under `otherCollections`, by
/// a key that names its kind.
function collectionsOf(root) {
    let collections = root._collections;
    if (collections === undefined) { collections = new Map(); root._collections = collections; }
    return collections;
}
const otherCollections = {};

/// The collection of a name a root hands out: one object per root and key, as browsers keep it.
export function cachedCollection(root, key, make) {
    const collections = collectionsOf(root);
    let cache = collections.get(otherCollections);
    if (cache === undefined) { cache = new Map(); collections.set(otherCollections, cache); }
    let list = cache.get(key);
    if (!list) { list = make(); cache.set(key, list); }
    return list;
}

export function elementsByTagName(root, name) {
    // The root's document's HTMLness when the list is made rules it for good (a list made later, after the root moved, may differ).
    const html = root._doc._isHTML;
    if (!html) return cachedCollection(root, 'xml tag ' + name, () => tagCollection(root, name, false));
    const collections = collectionsOf(root);
    let list = collections.get(name);
    if (list === undefined) { list = tagCollection(root, name, true); collections.set(name, list); }
    return list;
}

function tagCollection(root, name, html) {
    if (name === '*') return liveHTMLCollection(root, (r) => descendantElements(r, anyElement));
    // In an HTML document an HTML element matches the lower-cased name, any other the name as given.
    const lower = html ? asciiLower(name) : name;
    return liveHTMLCollection(root, (r) => descendantElements(r,
        (n) => n._qualifiedName() === (n._nsURI === HTML_NS ? lower : name)));
}

const anyElement = () => true;

export function elementsByTagNameNS(root, ns, local) {
    ns = ns === '' || ns === undefined ? null : ns;
    return cachedCollection(root, 'ns ' + ns + ' ' + local, () => liveHTMLCollection(root, (r) => descendantElements(r,
        (n) => (ns === '*' || n._nsURI === ns) && (local === '*' || n._local === local))));
}

export function elementsByClassName(root, names) {
    return cachedCollection(root, 'class ' + names, () => {
        const wanted = asciiTokens(names);
        const quirks = root._nt === 9 ? root.compatMode === 'BackCompat' : root._doc.compatMode === 'BackCompat';
        return liveHTMLCollection(root, (r) => wanted.length === 0 ? [] : descendantElements(r, (n) => {
            let cls = attributeValue(n, 'class');
            if (cls === null) return false;
            if (quirks) cls = asciiLower(cls);
            for (const w of wanted) if (!hasToken(cls, quirks ? asciiLower(w) : w)) return false;
            return true;
        }));
    });
}

/// The element's children that are elements (`children`, and, filtered, a table's rows).
export function childElements(parent, test) {
    const list = [];
    for (let c = parent._first; c; c = c._next) if (c._nt === 1 && (test === null || test(c))) list.push(c);
    return list;
}

export function childNodesOf(parent) {
    const list = [];
    for (let c = parent._first; c; c = c._next) list.push(c);
    return list;
}

// --- NamedNodeMap ----------------------------------------------------------------------------

// Named properties are the attributes' qualified names; in an HTML document an HTML element's
// names with ASCII upper-case letters are left out (they could never be found by lower-casing).
function attributeNames(t) {
    const el = t._root;
    const dropUpper = el._nsURI === HTML_NS && el._doc && el._doc._isHTML;
    const names = [];
    for (const a of el._attrs) {
        const name = a.name;
        if (names.includes(name) || (dropUpper && /[A-Z]/.test(name))) continue;
        names.push(name);
    }
    return names;
}
const namedNodeMapHandler = legacyHandler(attributeNames, (t, name) => t._root.getAttributeNode(name));

/// The element's `attributes`: one object per element, reading the element's attributes live.
/// Read on every access (`attributeNodes` makes the Attr nodes of attributes added since).
export function namedNodeMapOf(element) {
    const record = listRecord(NamedNodeMap.prototype, element, attributeNodes, null);
    record._version = -2;
    return new Proxy(record, namedNodeMapHandler);
}

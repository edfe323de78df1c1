// Node.js — Node and its kinds (CharacterData, Text, Comment, DocumentType, DocumentFragment),
// the namespaces, tree mutation (DOM §4.2.3), cloning, and the ParentNode/ChildNode mixins.
// Children are a linked list (_first/_last/_prev/_next) so sibling steps and insertions are
// O(1); every walk is a loop.
//

import {
    LOCAL_STYLE_CHANGE, STYLED_CHANGE, childElements, childNodesOf, elementsByClassName, elementsByTagName, elementsByTagNameNS,
    liveHTMLCollection, liveNodeList, textChanged, treeChanged
} from "./Collections.js" with { lazy: "true" };
import { Document, createElementNS } from "./Document.js" with { lazy: "true" };
import { Attr, AttributeRecord, attributeValue, requireArguments } from "./Element.js" with { lazy: "true" };
import { DOMException, EventTarget } from "./EventDispatch.js";
import { customElementHooks, frameHooks, selectorHooks, styleHooks } from "./Hooks.js" with { lazy: "true" };
import {
    mutationBeforeRemoval, noNodes, queueCharacterDataMutationRecord, queueTreeMutationRecord,
    replaceAllChildrenObserved, replaceChildObserved
} from "./MutationObservers.js" with { lazy: "true" };
import {
    rangesAfterInsertion, rangesAfterReplaceData, rangesAfterSplit, rangesBeforeRemoval
} from "./Range.js" with { lazy: "true" };
import { TypeError, defineConstants, shadowRootCount, win } from "./Realm.js";
import {
    cloneShadowRoot, isShadowIncludingAncestor, rootOf, shadowIncludingFollowing, shadowTreeInserted, shadowTreeRemoved
} from "./ShadowDOM.js" with { lazy: "true" };
import { makeNode2, makeNode5, windowOfConstructor } from "./WindowInterfaces.js" with { lazy: "true" };
import { XMLDocument } from "./XMLDocuments.js" with { lazy: "true" };

export const HTML_NS = 'http://www.w3.org/1999/xhtml';
/// The page's ranges (weakly held), null until the first Range is made (Range.js): until then a tree
/// mutation pays one comparison for them.
export let liveRanges = null;
/// Makes `range` live: the tree mutations below keep its boundary points (Range.js).
export function trackRange(range) {
    if (liveRanges === null) liveRanges = new Set();
    liveRanges.add(new WeakRef(range));
}
export const SVG_NS = 'http://www.w3.org/2000/svg';
export const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
export const NAMESPACE_BY_CODE = [HTML_NS, SVG_NS, MATHML_NS];

/// The next node in tree order inside `root`, or null: a pre-order walk without recursion.
export function following(node, root) {
    if (node._first) return node._first;
    while (node !== root) {
        if (node._next) return node._next;
        node = node._parent;
        if (!node) return null;
    }
    return null;
}

/// Whether `node` is connected, shadow-including: a node in the shadow tree of a connected host is
/// (ShadowDOM.js). The DOM's own checks call this, never a page's patch of its window's getter.
export function isConnected(node) {
    let n = node;
    while (n._parent) n = n._parent;
    return n._nt === 9 || (shadowRootCount !== 0 && n._shadowHost !== undefined && isConnected(n._shadowHost));
}

/// The data of `node`'s text children, in order (a `<style>`'s sheet, a `<script>`'s source). One
/// child's (what the parser makes) is its data itself: JavaScriptCore's optimised code makes `'' + data`
/// a new rope, which a comparison or a lookup by the text then copies and hashes whole (a 197 KB
/// sheet's, on every check of its owner once the function was hot: 3 ms an operation after some
/// hundred pages).
export function childText(node) {
    const first = node._first;
    if (first !== null && first._next === null) return first._nt === 3 ? first._data : '';
    let text = '';
    for (let c = first; c !== null; c = c._next) if (c._nt === 3) text += c._data;
    return text;
}

export class Node extends EventTarget {
    // The fields every node has, declared as class fields: a field is defined on the new object, an
    // assignment first looks up its prototypes for a setter. A node a page makes after its window's
    // interfaces were copied (WindowInterfaces.js nodeTarget) has a "poly proto" shape whose
    // prototypes are its window's own, so an assignment's inline cache, which checks them, missed on
    // every page; a definition's checks the shape alone. Making 2,000 elements on such a page:
    // 0.77 -> 0.39 ms.
    _nt; _doc; _parent = null; _first = null; _last = null; _prev = null; _next = null;
    /// `type`: the node's nodeType, kept as a field the DOM reads (`_nt`): a page's patch of its
    /// window's `nodeType` getter is the page's, and the getter, read through a window's copy of the
    /// prototype, costs every page's inline caches a shape of their own.
    constructor(doc, type) {
        super(doc);
        this._nt = type;
        this._doc = doc;
    }
    get nodeType() { return this._nt; }
    get ownerDocument() { return this._nt === 9 ? null : this._doc; }
    get parentNode() { return this._parent; }
    get parentElement() { const p = this._parent; return p && p._nt === 1 ? p : null; }
    get firstChild() { return this._first; }
    get lastChild() { return this._last; }
    get previousSibling() { return this._prev; }
    get nextSibling() { return this._next; }
    get childNodes() {
        let list = this._childNodes;
        if (list === undefined) { list = liveNodeList(this, childNodesOf); this._childNodes = list; }
        return list;
    }
    hasChildNodes() { return this._first !== null; }
    get isConnected() { return isConnected(this); }
    getRootNode(options) {
        let n = this;
        while (n._parent) n = n._parent;
        return shadowRootCount !== 0 && n._shadowHost !== undefined && options !== null && typeof options === 'object' && options.composed
            ? n._shadowHost.getRootNode(options) : n;
    }
    get baseURI() { return (this._doc || this).baseURI; }
    get nodeValue() { return null; }
    set nodeValue(v) { }
    get textContent() {
        // One text child: its data itself, not a rope of it (childText).
        const first = this._first;
        if (first !== null && first._next === null && (first._nt === 3 || first._nt === 4)) return first._data;
        let text = '';
        for (let n = this._first; n; n = following(n, this)) if (n._nt === 3 || n._nt === 4) text += n._data;
        return text;
    }
    set textContent(value) {
        replaceAllChildren(this, value === null || value === undefined || value === '' ? null : this._doc.createTextNode(String(value)));
    }
    contains(other) {
        for (let n = other; n; n = n._parent) if (n === this) return true;
        return false;
    }
    appendChild(node) { requireArguments(arguments, 1, 'Node', 'appendChild'); return preInsert(this, node, null, 'appendChild'); }
    insertBefore(node, child) {
        requireArguments(arguments, 2, 'Node', 'insertBefore');
        if (child === undefined) child = null;
        if (child !== null && !(child instanceof Node)) throw new TypeError("Failed to execute 'insertBefore' on 'Node': parameter 2 is not of type 'Node'.");
        return preInsert(this, node, child, 'insertBefore');
    }
    removeChild(child) {
        if (!(child instanceof Node)) throw new TypeError("Failed to execute 'removeChild' on 'Node': parameter 1 is not of type 'Node'.");
        if (child._parent !== this) throw new DOMException("Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.", 'NotFoundError');
        removeNode(child);
        return child;
    }
    replaceChild(node, child) {
        requireArguments(arguments, 2, 'Node', 'replaceChild');
        if (!(child instanceof Node)) throw new TypeError("Failed to execute 'replaceChild' on 'Node': parameter 2 is not of type 'Node'.");
        checkInsertion(this, node, child, child, 'replaceChild');
        let reference = child._next;
        if (reference === node) reference = node._next;
        // Replacing a child with itself changes nothing (and queues nothing, as in WebKit).
        if (node === child) return child;
        if (win.mutationObserversObserving !== 0) {
            replaceChildObserved(this, node, child, reference);
        } else {
            removeNode(child);
            insertNode(this, node, reference);
        }
        return child;
    }
    cloneNode(deep) { const copy = cloneTree(this, !!deep, this._doc); if (customElementHooks.definitions !== 0) customElementHooks.flush(); return copy; }
    isSameNode(other) { return this === other; }
    isEqualNode(other) {
        if (!other || other._nt !== this._nt) return false;
        const a = [this], b = [other];
        while (a.length) {
            const x = a.pop(), y = b.pop();
            if (!shallowEqual(x, y)) return false;
            let cx = x._first, cy = y._first;
            while (cx && cy) { a.push(cx); b.push(cy); cx = cx._next; cy = cy._next; }
            if (cx || cy) return false;
        }
        return true;
    }
    compareDocumentPosition(other) {
        if (other === this) return 0;
        const ancestorsOf = (n) => { const list = []; for (; n; n = n._parent) list.unshift(n); return list; };
        const a = ancestorsOf(this), b = ancestorsOf(other);
        if (a[0] !== b[0]) return 1 | 32 | 2;
        let i = 0;
        while (i < a.length && i < b.length && a[i] === b[i]) i++;
        if (i === a.length) return 16 | 4;   // other is inside this
        if (i === b.length) return 8 | 2;    // other contains this
        for (let n = a[i]; n; n = n._next) if (n === b[i]) return 4;
        return 2;
    }
    normalize() {
        const texts = [];
        for (let n = this._first; n; n = following(n, this)) if (n._nt === 3) texts.push(n);
        for (const t of texts) {
            if (!t._parent) continue;  // merged into an earlier one
            if (t._data === '') { removeNode(t); continue; }
            if (!t._next || t._next._nt !== 3) continue;
            // One data change, then the removals (one record each while observed), as the spec orders them.
            let data = t._data;
            for (let n = t._next; n && n._nt === 3; n = n._next) data += n._data;
            setCharacterData(t, data);
            while (t._next && t._next._nt === 3) removeNode(t._next);
        }
    }
    lookupNamespaceURI(prefix) { return locateNamespace(this, prefix === undefined || prefix === null || prefix === '' ? null : String(prefix)); }
    isDefaultNamespace(namespace) { return (namespace === undefined || namespace === '' ? null : namespace) === locateNamespace(this, null); }
}
const NODE_TYPES = [['ELEMENT_NODE', 1], ['ATTRIBUTE_NODE', 2], ['TEXT_NODE', 3], ['CDATA_SECTION_NODE', 4],
    ['ENTITY_REFERENCE_NODE', 5], ['ENTITY_NODE', 6], ['PROCESSING_INSTRUCTION_NODE', 7], ['COMMENT_NODE', 8],
    ['DOCUMENT_NODE', 9], ['DOCUMENT_TYPE_NODE', 10], ['DOCUMENT_FRAGMENT_NODE', 11], ['NOTATION_NODE', 12],
    ['DOCUMENT_POSITION_DISCONNECTED', 1], ['DOCUMENT_POSITION_PRECEDING', 2], ['DOCUMENT_POSITION_FOLLOWING', 4],
    ['DOCUMENT_POSITION_CONTAINS', 8], ['DOCUMENT_POSITION_CONTAINED_BY', 16], ['DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC', 32]];
defineConstants(Node, NODE_TYPES);

/// The DOM standard's "locate a namespace" for `prefix` (null: the default namespace), from `node`.
function locateNamespace(node, prefix) {
    let el;
    switch (node._nt) {
        case 1: el = node; break;
        case 9: el = node.documentElement; break;
        case 10: case 11: return null;
        case 2: el = node._owner; break;
        default: el = node.parentElement;
    }
    for (; el; el = el.parentElement) {
        // 'xmlns' is not special here: the pinned web-platform-tests (a2b6dd73) want null for it.
        if (prefix === 'xml') return XML_NS;
        if (el._nsURI !== null && el._prefix === prefix) return el._nsURI;
        for (const a of el._attrs) {
            if (a._namespaceURI !== XMLNS_NS) continue;
            if (prefix === null ? a._prefix === null && a._localName === 'xmlns' : a._prefix === 'xmlns' && a._localName === prefix) {
                return a._value === '' ? null : a._value;
            }
        }
    }
    return null;
}

function shallowEqual(x, y) {
    switch (x._nt) {
        case 1:
            if (x._local !== y._local || x._nsURI !== y._nsURI || x._prefix !== y._prefix || x._attrs.length !== y._attrs.length) return false;
            for (const a of x._attrs) if (y.getAttributeNS(a._namespaceURI, a._localName) !== a._value) return false;
            return true;
        case 3: case 4: case 8: return x._data === y._data;
        case 7: return x._target === y._target && x._data === y._data;
        case 10: return x._name === y._name && x._publicId === y._publicId && x._systemId === y._systemId;
        default: return true;
    }
}

// --- tree mutation -----------------------------------------------------------------------

/// The standard's "ensure pre-insertion validity" (and, with `replaced`, the checks of
/// "replace"), in its order: the first failing step names the exception.
export function checkInsertion(parent, node, child, replaced, method) {
    if (!(node instanceof Node)) throw new TypeError("Failed to execute '" + method + "' on 'Node': parameter 1 is not of type 'Node'.");
    const t = parent._nt;
    if (t !== 1 && t !== 9 && t !== 11) throw new DOMException("Failed to execute '" + method + "' on 'Node': This node type does not support this method.", 'HierarchyRequestError');
    // Only a node with children (or the parent itself) can contain the parent: leaves skip the walk.
    // Host-including: through a shadow root's or template contents' host too.
    if (node === parent || ((node._first !== null || shadowRootCount !== 0 || node._templateContent !== undefined) && hostIncludingContains(node, parent))) throw new DOMException("Failed to execute '" + method + "' on 'Node': The new child element contains the parent.", 'HierarchyRequestError');
    if (child !== null && child._parent !== parent) {
        throw new DOMException("Failed to execute '" + method + "' on 'Node': The node " + (replaced ? 'to be replaced' : 'before which the new node is to be inserted') + ' is not a child of this node.', 'NotFoundError');
    }
    const k = node._nt;
    if (k === 2 || k === 9 || (k === 10 && t !== 9) || ((k === 3 || k === 4) && t === 9)) {
        throw new DOMException("Failed to execute '" + method + "' on 'Node': Nodes of type '" + node.nodeName + "' may not be inserted inside nodes of type '" + parent.nodeName + "'.", 'HierarchyRequestError');
    }
    if (t === 9 && (k === 1 || k === 10 || k === 11)) checkDocumentChildren(parent, node, child, replaced, method);
}

/// Whether `node` is a host-including inclusive ancestor of `other` (DOM: up through the hosts of
/// shadow roots and template contents).
function hostIncludingContains(node, other) {
    for (let n = other; n; n = n._parent !== null ? n._parent : n._shadowHost !== undefined ? n._shadowHost : n._host !== undefined ? n._host : null) {
        if (n === node) return true;
    }
    return false;
}

/// A document keeps at most one element and one doctype, the doctype first (DOM §4.2.3 step 6).
function checkDocumentChildren(doc, node, child, replaced, method) {
    const refuse = (why) => { throw new DOMException("Failed to execute '" + method + "' on 'Node': " + why, 'HierarchyRequestError'); };
    // Children of the document other than the one being replaced.
    const hasOther = (type) => { for (let c = doc._first; c; c = c._next) if (c._nt === type && c !== replaced) return true; return false; };
    const doctypeFollows = (from) => { for (let c = from ? from._next : null; c; c = c._next) if (c._nt === 10) return true; return false; };
    const elementPrecedes = (from) => { for (let c = from ? from._prev : null; c; c = c._prev) if (c._nt === 1) return true; return false; };
    // Where the node goes: before `child`, or in the replaced child's place.
    const at = replaced ? replaced : child;
    const elementChecks = () => {
        if (hasOther(1)) refuse('Only one element on document allowed.');
        if (!replaced && child !== null && child._nt === 10) refuse('An element cannot be inserted before the doctype.');
        if (at !== null && doctypeFollows(at)) refuse('An element cannot be inserted before the doctype.');
    };
    if (node._nt === 11) {
        let elements = 0;
        for (let c = node._first; c; c = c._next) {
            if (c._nt === 1) elements++;
            else if (c._nt === 3 || c._nt === 4) refuse('A document cannot have text children.');
        }
        if (elements > 1) refuse('Only one element on document allowed.');
        if (elements === 1) elementChecks();
    } else if (node._nt === 1) {
        elementChecks();
    } else {
        if (hasOther(10)) refuse('Only one doctype on document allowed.');
        if (at !== null ? elementPrecedes(at) : hasOther(1)) refuse('A doctype cannot be inserted after the element.');
    }
}

export function preInsert(parent, node, child, method) {
    checkInsertion(parent, node, child, null, method || 'insertBefore');
    if (child === node) child = node._next;
    insertNode(parent, node, child);
    return node;
}

/// Inserts `node` (or a fragment's children) before `before` (null: at the end). `suppress`:
/// the caller queues the childList record (replaceChild, replace all).
export function insertNode(parent, node, before, suppress) {
    if (customElementHooks.definitions !== 0 && customElementHooks.batch === 0) { customElementHooks.runBatched(insertNode, parent, node, before, suppress); return; }
    if (node._nt === 11) {
        const moved = [];
        for (let c = node._first; c; c = c._next) moved.push(c);
        const previous = before ? before._prev : parent._last;
        if (liveRanges !== null) for (const c of moved) rangesBeforeRemoval(c);
        // A shadow root's children may be connected: their removal steps run as they leave it.
        const fromShadowRoot = shadowRootCount !== 0 && node._shadowHost !== undefined;
        if (fromShadowRoot && customElementHooks.definitions !== 0) for (const c of moved) customElementHooks.removing(c);
        for (const c of moved) { unlink(c); if (fromShadowRoot) shadowTreeRemoved(c, node); link(parent, c, before); }
        if (liveRanges !== null && moved.length !== 0) rangesAfterInsertion(parent, moved[0], moved.length);
        if (win.mutationObserversObserving !== 0 && moved.length !== 0) {
            queueTreeMutationRecord(node, noNodes, moved, null, null);
            if (!suppress) queueTreeMutationRecord(parent, moved, noNodes, previous, before);
        }
        for (const c of moved) inserted(c);
        return;
    }
    if (node._parent) removeNode(node);
    link(parent, node, before);
    if (liveRanges !== null) rangesAfterInsertion(parent, node, 1);
    if (win.mutationObserversObserving !== 0 && !suppress) queueTreeMutationRecord(parent, [node], noNodes, node._prev, before);
    inserted(node);
}

/// Links `node` into `parent`'s children. `reach`, how far the change reaches the styles (Collections.js),
/// is given by the callers that build a tree no style was computed for (a clone, a parsed fragment);
/// until a document's sheets are indexed (css/StyleSheets.js `changeReach`), a change reaches every element:
/// childrenChangeReach's first answer, given here without the call (the insertions of pages that read no style).
export function link(parent, node, before, reach) {
    if (reach === undefined) {
        const state = parent._doc._styleState;
        reach = state !== null && state.changeReach === null ? STYLED_CHANGE : styleHooks.childrenChangeReach(parent, node);
    }
    treeChanged(reach);
    if (node._doc !== parent._doc && parent._nt !== 9) adopt(node, parent._doc);
    else if (parent._nt === 9 && node._doc !== parent) adopt(node, parent);
    node._parent = parent;
    if (before) {
        node._next = before;
        node._prev = before._prev;
        if (before._prev) before._prev._next = node; else parent._first = node;
        before._prev = node;
    } else {
        node._prev = parent._last;
        node._next = null;
        if (parent._last) parent._last._next = node; else parent._first = node;
        parent._last = node;
    }
}

function unlink(node) {
    const parent = node._parent;
    if (!parent) return;
    treeChanged(styleHooks.childrenChangeReach(parent, null, node));
    if (node._prev) node._prev._next = node._next; else parent._first = node._next;
    if (node._next) node._next._prev = node._prev; else parent._last = node._prev;
    node._parent = node._prev = node._next = null;
}

/// `suppress`: the caller queues the childList record (replaceChild, replace all).
export function removeNode(node, suppress) {
    const doc = node._doc;
    const active = doc ? doc._activeElement : null;
    if (active && (node.contains(active) || (shadowRootCount !== 0 && isShadowIncludingAncestor(node, active)))) {
        doc._activeElement = null;
        styleHooks.stateChanged(active);
    }
    const parent = node._parent;
    if (win.mutationObserversObserving !== 0) mutationBeforeRemoval(node, suppress);
    if (liveRanges !== null) rangesBeforeRemoval(node);
    if (customElementHooks.definitions !== 0) customElementHooks.removing(node);
    if (doc && doc._styleState !== null) styleHooks.treeRemoved(node);
    unlink(node);
    // The removed subtree may have held the `<base>` its base URL came from (Document.js `baseURI`).
    if (doc && doc._baseFrom && rootOf(doc._baseFrom) !== doc) doc._baseCache = undefined;
    if (shadowRootCount !== 0 && parent !== null) shadowTreeRemoved(node, parent);
    if (frameHooks.live !== 0) frameHooks.removed(node);
    if (customElementHooks.definitions !== 0) customElementHooks.flush();
}

export function adopt(node, doc) {
    if (customElementHooks.definitions !== 0) customElementHooks.adopted(node, doc);
    // An inline animation or transition moves with its element (css/CSSAnimations.js `noteInlineAnimations`).
    if (node._doc._inlineAnimations === true) doc._inlineAnimations = true;
    // So may a `<base>` (Document.js `baseURI`).
    if (node._doc._hasBaseElement === true) doc._hasBaseElement = true;
    // Shadow-including: a host's shadow tree moves with it.
    const next = shadowRootCount === 0 ? following : shadowIncludingFollowing;
    for (let n = node; n; n = next(n, node)) {
        n._doc = doc;
        if (n._templateContent) adopt(n._templateContent, n._templateContent._doc);
    }
}

/// After an insertion: scripts that become connected run (unless the parser or innerHTML
/// made them), images ask for their source.
function inserted(node) {
    if (shadowRootCount !== 0) shadowTreeInserted(node);
    if (customElementHooks.definitions !== 0) customElementHooks.inserted(node);
    if (node._doc._styleState !== null) styleHooks.treeInserted(node);
    if (node._nt !== 1 || (node._first === null && !node._connectedHook && (shadowRootCount === 0 || node._shadowRoot === undefined)) || !isConnected(node)) return;
    const next = shadowRootCount === 0 ? following : shadowIncludingFollowing;
    for (let n = node; n; n = next(n, node)) {
        if (n._connectedHook) n._connectedHook();
    }
}

export function replaceAllChildren(parent, node) {
    if (customElementHooks.definitions !== 0 && customElementHooks.batch === 0) { customElementHooks.runBatched(replaceAllChildren, parent, node); return; }
    if (win.mutationObserversObserving !== 0) { replaceAllChildrenObserved(parent, node); return; }
    while (parent._first) removeNode(parent._first);
    if (node) insertNode(parent, node, null);
}

export function cloneTree(root, deep, doc) {
    if (shadowRootCount !== 0 && root._shadowHost !== undefined) throw new DOMException('A shadow root cannot be cloned.', 'NotSupportedError');
    const copy = shallowClone(root, doc);
    if (!deep) return copy;
    // Iterative deep copy: (source parent, copied parent) pairs.
    const stack = [[root, copy]];
    while (stack.length) {
        const [source, target] = stack.pop();
        if (source._templateContent) {
            const content = target._templateContent || target.content;
            stack.push([source._templateContent, content]);
        }
        for (let c = source._first; c; c = c._next) {
            const cc = shallowClone(c, target._nt === 9 ? target : target._doc);
            link(target, cc, null, LOCAL_STYLE_CHANGE);
            if (c._first || c._templateContent) stack.push([c, cc]);
        }
    }
    return copy;
}

function shallowClone(node, doc) {
    switch (node._nt) {
        case 1: {
            const el = createElementNS(doc, node._nsURI, node._local, node._prefix);
            const attrs = node._attrs;
            for (let i = 0; i < attrs.length; i++) {
                const a = attrs[i];
                el._attrs.push(new AttributeRecord(a._localName, a._value, a._namespaceURI, a._prefix));
            }
            el._afterAttributesCopied();
            if (node._started) el._started = true;
            if (node._value !== undefined) el._value = node._value;
            if (node._checked !== undefined) el._checked = node._checked;
            if (customElementHooks.definitions !== 0) customElementHooks.cloned(el);
            if (shadowRootCount !== 0 && node._shadowRoot !== undefined) cloneShadowRoot(node, el, doc);
            return el;
        }
        case 3: return makeNode2(Text, doc, doc, node._data);
        case 2: return makeNode5(Attr, doc, doc, node._localName, node._value, node._namespaceURI, node._prefix);
        case 4: return new CDATASection(doc, node._data);
        case 7: return new ProcessingInstruction(doc, node._target, node._data);
        case 8: return makeNode2(Comment, doc, doc, node._data);
        case 10: return new DocumentType(doc, node._name, node._publicId, node._systemId);
        case 11: return new DocumentFragment(doc);
        case 9: {
            // A clone keeps the document's kind: XML or HTML, its content type and mode.
            const d = node instanceof XMLDocument ? new XMLDocument() : new Document();
            d._url = node._url;
            d._isHTML = node._isHTML; d._contentType = node._contentType; d._mode = node._mode; d._encoding = node._encoding;
            return d;
        }
        default: throw new DOMException('cannot clone this node', 'NotSupportedError');
    }
}

// --- ParentNode / ChildNode mixins ---------------------------------------------------------

function nodesToNode(doc, nodes) {
    if (nodes.length === 1 && nodes[0] instanceof Node) return nodes[0];
    const fragment = new DocumentFragment(doc);
    for (const n of nodes) fragment.appendChild(n instanceof Node ? n : doc.createTextNode(String(n)));
    return fragment;
}

/// The interface a ParentNode member is reported on in error messages.
const parentNodeInterface = (node) => (node._nt === 9 ? 'Document' : node._nt === 11 ? 'DocumentFragment' : 'Element');
export const ParentNodeMixin = {
    get children() {
        let list = this._children;
        if (list === undefined) { list = liveHTMLCollection(this, (parent) => childElements(parent, null)); this._children = list; }
        return list;
    },
    get childElementCount() { let n = 0; for (let c = this._first; c; c = c._next) if (c._nt === 1) n++; return n; },
    get firstElementChild() { for (let c = this._first; c; c = c._next) if (c._nt === 1) return c; return null; },
    get lastElementChild() { for (let c = this._last; c; c = c._prev) if (c._nt === 1) return c; return null; },
    append(...nodes) { const doc = this._nt === 9 ? this : this._doc; preInsert(this, nodesToNode(doc, nodes), null, 'append'); },
    prepend(...nodes) { const doc = this._nt === 9 ? this : this._doc; preInsert(this, nodesToNode(doc, nodes), this._first, 'prepend'); },
    replaceChildren(...nodes) {
        const doc = this._nt === 9 ? this : this._doc;
        const node = nodesToNode(doc, nodes);
        checkInsertion(this, node, null, null, 'replaceChildren');
        replaceAllChildren(this, node);
    },
    // `querySelector()` is a TypeError; `querySelector(undefined)` looks for <undefined>.
    querySelector(selectors) { requireArguments(arguments, 1, parentNodeInterface(this), 'querySelector', this); return selectorHooks.querySelector(this, selectors); },
    querySelectorAll(selectors) { requireArguments(arguments, 1, parentNodeInterface(this), 'querySelectorAll', this); return selectorHooks.querySelectorAll(this, selectors); },
    getElementsByTagName(name) { return elementsByTagName(this, String(name)); },
    getElementsByTagNameNS(ns, local) { return elementsByTagNameNS(this, ns === null ? null : String(ns), String(local)); },
    getElementsByClassName(names) { return elementsByClassName(this, String(names)); },
};

export const ChildNodeMixin = {
    before(...nodes) {
        const parent = this._parent;
        if (!parent) return;
        let viable = this._prev;
        while (viable && nodes.includes(viable)) viable = viable._prev;
        const node = nodesToNode(this._doc, nodes);
        preInsert(parent, node, viable ? viable._next : parent._first);
    },
    after(...nodes) {
        const parent = this._parent;
        if (!parent) return;
        let viable = this._next;
        while (viable && nodes.includes(viable)) viable = viable._next;
        preInsert(parent, nodesToNode(this._doc, nodes), viable);
    },
    replaceWith(...nodes) {
        const parent = this._parent;
        if (!parent) return;
        let viable = this._next;
        while (viable && nodes.includes(viable)) viable = viable._next;
        const node = nodesToNode(this._doc, nodes);
        if (this._parent === parent) parent.replaceChild(node, this);
        else preInsert(parent, node, viable);
    },
    remove() { if (this._parent) removeNode(this); },
};

export const NonDocumentTypeChildNodeMixin = {
    get previousElementSibling() { for (let c = this._prev; c; c = c._prev) if (c._nt === 1) return c; return null; },
    get nextElementSibling() { for (let c = this._next; c; c = c._next) if (c._nt === 1) return c; return null; },
};

export function mixin(target, source) {
    for (const name of Object.getOwnPropertyNames(source)) {
        Object.defineProperty(target.prototype, name, Object.getOwnPropertyDescriptor(source, name));
    }
    // The mixins' [Unscopable] members, out of reach of `with` (DOM §4.2.6, §4.2.8).
    const unscopable = Object.getOwnPropertyNames(source).filter((name) => unscopableMembers.has(name));
    if (unscopable.length === 0) return;
    let list = Object.prototype.hasOwnProperty.call(target.prototype, Symbol.unscopables) ? target.prototype[Symbol.unscopables] : null;
    if (list === null) {
        list = Object.create(null);
        Object.defineProperty(target.prototype, Symbol.unscopables, { value: list, configurable: true });
    }
    for (const name of unscopable) list[name] = true;
}
const unscopableMembers = new Set(['before', 'after', 'replaceWith', 'remove', 'prepend', 'append', 'replaceChildren']);

// --- character data, doctype, fragment -----------------------------------------------------

/// Whether `node` is character data: a text, CDATA section, processing instruction or comment.
export function isCharacterData(node) { const t = node._nt; return t === 3 || t === 4 || t === 7 || t === 8; }

export class CharacterData extends Node {
    _data;  // a class field, as Node's are
    constructor(doc, data, type) { super(doc, type); this._data = data; }
    get data() { return this._data; }
    set data(v) {
        const data = v === null ? '' : String(v);
        // The standard's "replace data" of the whole text, which only ranges can tell from a plain set.
        if (liveRanges !== null) replaceCharacterData(this, 0, this._data.length, data); else setCharacterData(this, data);
    }
    get nodeValue() { return this._data; }
    set nodeValue(v) { this.data = v; }
    get textContent() { return this._data; }
    set textContent(v) { this.data = v; }
    get length() { return this._data.length; }
    substringData(offset, count) {
        requireArguments(arguments, 2, 'CharacterData', 'substringData');
        offset = offset >>> 0; count = count >>> 0;
        checkCharacterOffset(this, offset);
        return this._data.substring(offset, offset + count);
    }
    appendData(data) { requireArguments(arguments, 1, 'CharacterData', 'appendData'); setCharacterData(this, this._data + String(data)); }
    insertData(offset, data) { requireArguments(arguments, 2, 'CharacterData', 'insertData'); replaceCharacterData(this, offset >>> 0, 0, String(data)); }
    deleteData(offset, count) { requireArguments(arguments, 2, 'CharacterData', 'deleteData'); replaceCharacterData(this, offset >>> 0, count >>> 0, ''); }
    replaceData(offset, count, data) {
        requireArguments(arguments, 3, 'CharacterData', 'replaceData');
        replaceCharacterData(this, offset >>> 0, count >>> 0, String(data));
    }
}

// Offsets and counts are WebIDL unsigned longs (`>>> 0`: wrapped modulo 2^32, as a browser
// converts -1 to 4294967295); an offset past the end is an IndexSizeError.
function checkCharacterOffset(node, offset) {
    if (offset > node._data.length) throw new DOMException('The offset ' + offset + ' is greater than the node\'s length (' + node._data.length + ').', 'IndexSizeError');
}

/// The standard's "replace data": `count` units from `offset` become `data` (a count past the end stops there).
export function replaceCharacterData(node, offset, count, data) {
    checkCharacterOffset(node, offset);
    const text = node._data;
    if (liveRanges !== null) rangesAfterReplaceData(node, offset, Math.min(count, text.length - offset), data.length);
    setCharacterData(node, text.slice(0, offset) + data + text.slice(Math.min(text.length, offset + count)));
}

/// Every change of a Text's or Comment's data goes through here.
function setCharacterData(node, data) {
    if (win.mutationObserversObserving !== 0) queueCharacterDataMutationRecord(node, node._data);
    node._data = data;
    textChanged();
    if (node._parent !== null && node._parent._local === 'style') styleHooks.sheetTextChanged(node._parent);
}
mixin(CharacterData, ChildNodeMixin);
mixin(CharacterData, NonDocumentTypeChildNodeMixin);

export class Text extends CharacterData {
    constructor(doc, data) {
        if (doc === undefined || (doc !== win.currentDocument && !(doc instanceof Document))) { super(windowOfConstructor(new.target).currentDocument, doc === undefined ? '' : String(doc), 3); return; }
        super(doc, data, 3);
    }
    get nodeName() { return '#text'; }
    get wholeText() {
        let start = this; while (start._prev && start._prev._nt === 3) start = start._prev;
        let text = ''; for (let n = start; n && n._nt === 3; n = n._next) text += n._data;
        return text;
    }
    splitText(offset) {
        requireArguments(arguments, 1, 'Text', 'splitText');
        offset = offset >>> 0;
        checkCharacterOffset(this, offset);
        const rest = makeNode2(Text, this._doc, this._doc, this._data.slice(offset));
        if (this._parent) insertNode(this._parent, rest, this._next);
        if (liveRanges !== null) rangesAfterSplit(this, rest, offset);
        setCharacterData(this, this._data.slice(0, offset));
        return rest;
    }
}
export class Comment extends CharacterData {
    constructor(doc, data) {
        if (doc === undefined || (doc !== win.currentDocument && !(doc instanceof Document))) { super(windowOfConstructor(new.target).currentDocument, doc === undefined ? '' : String(doc), 8); return; }
        super(doc, data, 8);
    }
    get nodeName() { return '#comment'; }
}
// Made by createProcessingInstruction (Document.js) and cloning; its data is CharacterData's.
export class ProcessingInstruction extends CharacterData {
    constructor(doc, target, data) {
        if (!(doc instanceof Document)) throw new TypeError('Illegal constructor');
        super(doc, data, 7);
        this._target = target;
    }
    get nodeName() { return this._target; }
    get target() { return this._target; }
}

// A Text node of its own type: made by createCDATASection (XML documents only) and cloning.
export class CDATASection extends Text {
    constructor(doc, data) {
        if (!(doc instanceof Document)) throw new TypeError('Illegal constructor');
        super(doc, data);
        this._nt = 4;
    }
    get nodeName() { return '#cdata-section'; }
}

export class DocumentType extends Node {
    constructor(doc, name, publicId, systemId) { super(doc, 10); this._name = name; this._publicId = publicId || ''; this._systemId = systemId || ''; }
    get nodeName() { return this._name; }
    get name() { return this._name; }
    get publicId() { return this._publicId; }
    get systemId() { return this._systemId; }
    get textContent() { return null; }
    set textContent(v) { }
}
mixin(DocumentType, ChildNodeMixin);

export class DocumentFragment extends Node {
    constructor(doc) { super(doc === undefined ? windowOfConstructor(new.target).currentDocument : doc, 11); }
    get nodeName() { return '#document-fragment'; }
    getElementById(id) {
        id = String(id);
        if (id === '') return null;
        for (let n = this._first; n; n = following(n, this)) if (n._nt === 1 && attributeValue(n, 'id') === id) return n;
        return null;
    }
}
mixin(DocumentFragment, ParentNodeMixin);

// Range.js — Range (DOM §5.2–5.5): boundary points, comparison, and the editing methods
// (deleteContents, extractContents, cloneContents, insertNode, surroundContents), each in the
// standard's steps, so the mutation records they queue are WebKit's. Ranges are live (DOM §5.3):
// insertions, removals, data changes and splitText move their boundary points; the tree mutations
// look for ranges only once a page has made one (`liveRanges`, weakly held).
//

import { DOMRect, requireArguments } from "./Element.js" with { lazy: "true" };
import { DOMException } from "./EventDispatch.js" with { lazy: "true" };
import { customElementHooks, parserHooks } from "./Hooks.js" with { lazy: "true" };
import {
    DocumentFragment, Node, checkInsertion, cloneTree, following, isCharacterData, liveRanges, preInsert, removeNode,
    replaceAllChildren, replaceCharacterData, trackRange
} from "./Node.js" with { lazy: "true" };
import { TypeError, defineConstants, win } from "./Realm.js";
import { adoptIntoWindow } from "./WindowInterfaces.js" with { lazy: "true" };

export class Range {
    constructor(doc) {
        adoptIntoWindow(this, new.target, doc);
        this._doc = doc || win.currentDocument;
        this._sc = this._ec = this._doc;
        this._so = this._eo = 0;
        trackRange(this);
    }
    get startContainer() { return this._sc; }
    get startOffset() { return this._so; }
    get endContainer() { return this._ec; }
    get endOffset() { return this._eo; }
    get collapsed() { return this._sc === this._ec && this._so === this._eo; }
    get commonAncestorContainer() {
        let n = this._sc;
        while (!isInclusiveAncestor(n, this._ec)) n = n._parent;
        return n;
    }
    setStart(node, offset) {
        requireArguments(arguments, 2, 'Range', 'setStart');
        const [n, o] = checkBoundary(node, offset, 'setStart');
        if (rangeRoot(n) !== rangeRoot(this._sc) || comparePoints(n, o, this._ec, this._eo) > 0) { this._ec = n; this._eo = o; }
        this._sc = n; this._so = o;
    }
    setEnd(node, offset) {
        requireArguments(arguments, 2, 'Range', 'setEnd');
        const [n, o] = checkBoundary(node, offset, 'setEnd');
        if (rangeRoot(n) !== rangeRoot(this._sc) || comparePoints(n, o, this._sc, this._so) < 0) { this._sc = n; this._so = o; }
        this._ec = n; this._eo = o;
    }
    setStartBefore(node) { const p = parentOf(node, 'setStartBefore'); this.setStart(p, nodeIndex(node)); }
    setStartAfter(node) { const p = parentOf(node, 'setStartAfter'); this.setStart(p, nodeIndex(node) + 1); }
    setEndBefore(node) { const p = parentOf(node, 'setEndBefore'); this.setEnd(p, nodeIndex(node)); }
    setEndAfter(node) { const p = parentOf(node, 'setEndAfter'); this.setEnd(p, nodeIndex(node) + 1); }
    collapse(toStart) {
        if (toStart) { this._ec = this._sc; this._eo = this._so; } else { this._sc = this._ec; this._so = this._eo; }
    }
    selectNode(node) {
        const p = parentOf(node, 'selectNode');
        const i = nodeIndex(node);
        this._sc = this._ec = p; this._so = i; this._eo = i + 1;
    }
    selectNodeContents(node) {
        if (!(node instanceof Node)) throw new TypeError("Failed to execute 'selectNodeContents' on 'Range': parameter 1 is not of type 'Node'.");
        if (node._nt === 10) throw new DOMException("Failed to execute 'selectNodeContents' on 'Range': The node provided is of type 'DocumentType'.", 'InvalidNodeTypeError');
        this._sc = this._ec = node; this._so = 0; this._eo = nodeLength(node);
    }
    compareBoundaryPoints(how, source) {
        requireArguments(arguments, 2, 'Range', 'compareBoundaryPoints');
        how = Number(how) & 0xFFFF;
        if (!(source instanceof Range)) throw new TypeError("Failed to execute 'compareBoundaryPoints' on 'Range': parameter 2 is not of type 'Range'.");
        if (how > 3) throw new DOMException("Failed to execute 'compareBoundaryPoints' on 'Range': The comparison method provided must be one of 'START_TO_START', 'START_TO_END', 'END_TO_END', or 'END_TO_START'.", 'NotSupportedError');
        if (rangeRoot(this._sc) !== rangeRoot(source._sc)) throw new DOMException("Failed to execute 'compareBoundaryPoints' on 'Range': The source range is in a different document than this range.", 'WrongDocumentError');
        const startOfSource = how === 0 || how === 1;
        const startOfThis = how === 0 || how === 3;
        return comparePoints(startOfThis ? this._sc : this._ec, startOfThis ? this._so : this._eo,
            startOfSource ? source._sc : source._ec, startOfSource ? source._so : source._eo);
    }
    comparePoint(node, offset) {
        requireArguments(arguments, 2, 'Range', 'comparePoint');
        if (rangeRoot(node) !== rangeRoot(this._sc)) throw new DOMException("Failed to execute 'comparePoint' on 'Range': The node provided and the Range are not in the same tree.", 'WrongDocumentError');
        const [n, o] = checkBoundary(node, offset, 'comparePoint');
        if (comparePoints(n, o, this._sc, this._so) < 0) return -1;
        if (comparePoints(n, o, this._ec, this._eo) > 0) return 1;
        return 0;
    }
    isPointInRange(node, offset) {
        requireArguments(arguments, 2, 'Range', 'isPointInRange');
        if (rangeRoot(node) !== rangeRoot(this._sc)) return false;
        const [n, o] = checkBoundary(node, offset, 'isPointInRange');
        return comparePoints(n, o, this._sc, this._so) >= 0 && comparePoints(n, o, this._ec, this._eo) <= 0;
    }
    intersectsNode(node) {
        requireArguments(arguments, 1, 'Range', 'intersectsNode');
        if (rangeRoot(node) !== rangeRoot(this._sc)) return false;
        const parent = node._parent;
        if (!parent) return true;
        const i = nodeIndex(node);
        return comparePoints(parent, i, this._ec, this._eo) < 0 && comparePoints(parent, i + 1, this._sc, this._so) > 0;
    }
    deleteContents() {
        if (this.collapsed) return;
        const sc = this._sc, so = this._so, ec = this._ec, eo = this._eo;
        if (sc === ec && isCharacterData(sc)) { replaceCharacterData(sc, so, eo - so, ''); return; }
        const doomed = [];
        const ca = this.commonAncestorContainer;
        for (let n = ca._first; n; ) {
            if (isContained(this, n)) { doomed.push(n); n = nextSkippingChildren(n, ca); } else n = following(n, ca);
        }
        const [newNode, newOffset] = collapsePointAfterRemoval(sc, so, ec);
        if (isCharacterData(sc)) replaceCharacterData(sc, so, sc._data.length - so, '');
        for (const n of doomed) if (n._parent) removeNode(n);
        if (isCharacterData(ec)) replaceCharacterData(ec, 0, eo, '');
        this._sc = this._ec = newNode; this._so = this._eo = newOffset;
    }
    extractContents() { return extractOrClone(this, true); }
    cloneContents() { return extractOrClone(this, false); }
    insertNode(node) {
        requireArguments(arguments, 1, 'Range', 'insertNode');
        if (!(node instanceof Node)) throw new TypeError("Failed to execute 'insertNode' on 'Range': parameter 1 is not of type 'Node'.");
        const sc = this._sc, t = sc._nt;
        if (t === 7 || t === 8 || ((t === 3 || t === 4) && !sc._parent) || sc === node) {
            throw new DOMException("Failed to execute 'insertNode' on 'Range': The range's start container can not hold the node.", 'HierarchyRequestError');
        }
        let reference = t === 3 || t === 4 ? sc : childAt(sc, this._so);
        const parent = reference === null ? sc : reference._parent;
        checkInsertion(parent, node, reference, null, 'insertNode');
        if (t === 3 || t === 4) reference = sc.splitText(this._so);
        if (node === reference) reference = reference._next;
        if (node._parent) removeNode(node);
        let newOffset = reference === null ? nodeLength(parent) : nodeIndex(reference);
        newOffset += node._nt === 11 ? nodeLength(node) : 1;
        preInsert(parent, node, reference, 'insertNode');
        if (this.collapsed) { this._ec = parent; this._eo = newOffset; }
    }
    surroundContents(newParent) {
        requireArguments(arguments, 1, 'Range', 'surroundContents');
        if (!(newParent instanceof Node)) throw new TypeError("Failed to execute 'surroundContents' on 'Range': parameter 1 is not of type 'Node'.");
        // A partially contained non-Text node: one that holds exactly one of the boundary points.
        for (let n = this.commonAncestorContainer._first; n; n = following(n, this.commonAncestorContainer)) {
            if (n._nt !== 3 && isInclusiveAncestor(n, this._sc) !== isInclusiveAncestor(n, this._ec)) {
                throw new DOMException("Failed to execute 'surroundContents' on 'Range': The Range has partially selected a non-Text node.", 'InvalidStateError');
            }
        }
        const t = newParent._nt;
        if (t === 9 || t === 10 || t === 11) throw new DOMException("Failed to execute 'surroundContents' on 'Range': The node provided is of type '" + newParent.nodeName + "'.", 'InvalidNodeTypeError');
        const fragment = this.extractContents();
        if (newParent._first) replaceAllChildren(newParent, null);
        this.insertNode(newParent);
        preInsert(newParent, fragment, null, 'appendChild');
        this.selectNode(newParent);
    }
    cloneRange() { const r = new Range(this._doc); r._sc = this._sc; r._so = this._so; r._ec = this._ec; r._eo = this._eo; return r; }
    detach() { }
    createContextualFragment(html) {
        const context = this._sc._nt === 1 ? this._sc : (this._doc.body || this._doc.createElement('body'));
        const fragment = parserHooks.parseFragment(context, String(html));
        for (let n = fragment._first; n; n = following(n, fragment)) if (n._local === 'script') n._started = false;
        if (customElementHooks.definitions !== 0) customElementHooks.flush();
        return fragment;
    }
    getBoundingClientRect() { return new DOMRect(); }
    getClientRects() { return []; }
    toString() {
        const sc = this._sc, ec = this._ec;
        if (sc === ec && (sc._nt === 3 || sc._nt === 4)) return sc._data.slice(this._so, this._eo);
        let s = sc._nt === 3 || sc._nt === 4 ? sc._data.slice(this._so) : '';
        const ca = this.commonAncestorContainer;
        for (let n = ca._first; n; n = following(n, ca)) if ((n._nt === 3 || n._nt === 4) && isContained(this, n)) s += n._data;
        if (ec._nt === 3 || ec._nt === 4) s += ec._data.slice(0, this._eo);
        return s;
    }
}
defineConstants(Range, [['START_TO_START', 0], ['START_TO_END', 1], ['END_TO_END', 2], ['END_TO_START', 3]]);

function nodeLength(node) {
    const t = node._nt;
    if (t === 10) return 0;
    if (t === 3 || t === 4 || t === 7 || t === 8) return node._data.length;
    let n = 0;
    for (let c = node._first; c; c = c._next) n++;
    return n;
}
function nodeIndex(node) { let i = 0; for (let c = node._prev; c; c = c._prev) i++; return i; }
function childAt(parent, index) { let c = parent._first; while (c && index-- > 0) c = c._next; return c; }
function rangeRoot(node) { while (node._parent) node = node._parent; return node; }
function isInclusiveAncestor(ancestor, node) { for (let n = node; n; n = n._parent) if (n === ancestor) return true; return false; }
/// The node after `node`'s subtree in `root`'s tree order.
function nextSkippingChildren(node, root) {
    for (let n = node; n && n !== root; n = n._parent) if (n._next) return n._next;
    return null;
}

/// A boundary point's checks (DOM §5.5 "set the start or end"): the node and offset, or the exception.
function checkBoundary(node, offset, method) {
    if (!(node instanceof Node)) throw new TypeError("Failed to execute '" + method + "' on 'Range': parameter 1 is not of type 'Node'.");
    if (node._nt === 10) throw new DOMException("Failed to execute '" + method + "' on 'Range': The node provided is of type 'DocumentType'.", 'InvalidNodeTypeError');
    offset = offset >>> 0;
    const length = nodeLength(node);
    if (offset > length) throw new DOMException("Failed to execute '" + method + "' on 'Range': The offset " + offset + ' is larger than the node\'s length (' + length + ').', 'IndexSizeError');
    return [node, offset];
}
function parentOf(node, method) {
    if (!(node instanceof Node)) throw new TypeError("Failed to execute '" + method + "' on 'Range': parameter 1 is not of type 'Node'.");
    if (!node._parent) throw new DOMException("Failed to execute '" + method + "' on 'Range': the given Node has no parent.", 'InvalidNodeTypeError');
    return node._parent;
}

/// The position of boundary point (a, ao) against (b, bo) in one tree: -1 before, 0 equal, 1 after (DOM §5.2).
function comparePoints(a, ao, b, bo) {
    if (a === b) return ao === bo ? 0 : ao < bo ? -1 : 1;
    if (precedes(b, a)) return -comparePoints(b, bo, a, ao);
    if (isInclusiveAncestor(a, b)) {
        let child = b;
        while (child._parent !== a) child = child._parent;
        if (nodeIndex(child) < ao) return 1;
    }
    return -1;
}
/// Whether `a` comes before `b` in tree order (same tree).
function precedes(a, b) {
    const pathA = [], pathB = [];
    for (let n = a; n; n = n._parent) pathA.push(n);
    for (let n = b; n; n = n._parent) pathB.push(n);
    let i = pathA.length - 1, j = pathB.length - 1;
    if (pathA[i] !== pathB[j]) return false;
    while (i > 0 && j > 0 && pathA[i - 1] === pathB[j - 1]) { i--; j--; }
    if (i === 0) return true; // a is an ancestor of b (or b itself)
    if (j === 0) return false;
    for (let n = pathA[i - 1]._next; n; n = n._next) if (n === pathB[j - 1]) return true;
    return false;
}
/// Whether `node` is wholly inside `range` (DOM §5.5 "contained").
function isContained(range, node) {
    return rangeRoot(node) === rangeRoot(range._sc) && comparePoints(node, 0, range._sc, range._so) > 0
        && comparePoints(node, nodeLength(node), range._ec, range._eo) < 0;
}
/// Where a range collapses once its contents go: the start, or just after the start's ancestor below the common one.
function collapsePointAfterRemoval(sc, so, ec) {
    if (isInclusiveAncestor(sc, ec)) return [sc, so];
    let reference = sc;
    while (reference._parent && !isInclusiveAncestor(reference._parent, ec)) reference = reference._parent;
    return [reference._parent, nodeIndex(reference) + 1];
}

/// The standard's "extract" (`move` true) and "clone the contents" (DOM §5.5), which share their steps.
function extractOrClone(range, move) {
    const sc = range._sc, so = range._so, ec = range._ec, eo = range._eo;
    const fragment = new DocumentFragment(sc._nt === 9 ? sc : sc._doc);
    if (range.collapsed) return fragment;
    if (sc === ec && isCharacterData(sc)) {
        const clone = cloneTree(sc, false, sc._doc);
        clone._data = sc._data.slice(so, eo);
        preInsert(fragment, clone, null, 'appendChild');
        if (move) replaceCharacterData(sc, so, eo - so, '');
        return fragment;
    }
    let ca = sc;
    while (!isInclusiveAncestor(ca, ec)) ca = ca._parent;
    let firstPartial = null, lastPartial = null;
    const contained = [];
    for (let c = ca._first; c; c = c._next) {
        const holdsStart = isInclusiveAncestor(c, sc), holdsEnd = isInclusiveAncestor(c, ec);
        if (holdsStart !== holdsEnd) {
            if (holdsStart && !isInclusiveAncestor(sc, ec)) firstPartial = c;
            if (holdsEnd && !isInclusiveAncestor(ec, sc)) lastPartial = c;
        } else if (isContained(range, c)) contained.push(c);
    }
    for (const c of contained) {
        if (c._nt === 10) throw new DOMException("Failed to execute '" + (move ? 'extractContents' : 'cloneContents') + "' on 'Range': The Range contains a doctype.", 'HierarchyRequestError');
    }
    const [newNode, newOffset] = move ? collapsePointAfterRemoval(sc, so, ec) : [null, 0];
    if (firstPartial !== null && isCharacterData(firstPartial)) {
        const clone = cloneTree(sc, false, sc._doc);
        clone._data = sc._data.slice(so);
        preInsert(fragment, clone, null, 'appendChild');
        if (move) replaceCharacterData(sc, so, sc._data.length - so, '');
    } else if (firstPartial !== null) {
        const clone = cloneTree(firstPartial, false, firstPartial._doc);
        preInsert(fragment, clone, null, 'appendChild');
        const sub = new Range(range._doc);
        sub._sc = sc; sub._so = so; sub._ec = firstPartial; sub._eo = nodeLength(firstPartial);
        preInsert(clone, extractOrClone(sub, move), null, 'appendChild');
    }
    for (const c of contained) preInsert(fragment, move ? c : cloneTree(c, true, c._doc), null, 'appendChild');
    if (lastPartial !== null && isCharacterData(lastPartial)) {
        const clone = cloneTree(ec, false, ec._doc);
        clone._data = ec._data.slice(0, eo);
        preInsert(fragment, clone, null, 'appendChild');
        if (move) replaceCharacterData(ec, 0, eo, '');
    } else if (lastPartial !== null) {
        const clone = cloneTree(lastPartial, false, lastPartial._doc);
        preInsert(fragment, clone, null, 'appendChild');
        const sub = new Range(range._doc);
        sub._sc = lastPartial; sub._so = 0; sub._ec = ec; sub._eo = eo;
        preInsert(clone, extractOrClone(sub, move), null, 'appendChild');
    }
    if (move) { range._sc = range._ec = newNode; range._so = range._eo = newOffset; }
    return fragment;
}

// --- live ranges (DOM §5.3): called by Node.js's mutations only when liveRanges is not null ------------

function eachLiveRange(update) {
    for (const ref of liveRanges) {
        const range = ref.deref();
        if (range === undefined) liveRanges.delete(ref); else update(range);
    }
}
/// Before `node` leaves its parent: boundary points inside it go to where it was, later ones in the parent move back one.
export function rangesBeforeRemoval(node) {
    const parent = node._parent;
    if (!parent) return;
    const index = nodeIndex(node);
    eachLiveRange((r) => {
        if (isInclusiveAncestor(node, r._sc)) { r._sc = parent; r._so = index; }
        if (isInclusiveAncestor(node, r._ec)) { r._ec = parent; r._eo = index; }
        if (r._sc === parent && r._so > index) r._so--;
        if (r._ec === parent && r._eo > index) r._eo--;
    });
}
/// After `count` nodes, from `first`, went into `parent`: boundary points past their place move on.
export function rangesAfterInsertion(parent, first, count) {
    const index = nodeIndex(first);
    eachLiveRange((r) => {
        if (r._sc === parent && r._so > index) r._so += count;
        if (r._ec === parent && r._eo > index) r._eo += count;
    });
}
/// Before `count` units of `node`'s data from `offset` become `length` units (the standard's "replace data").
export function rangesAfterReplaceData(node, offset, count, length) {
    eachLiveRange((r) => {
        if (r._sc === node && r._so > offset) r._so = r._so <= offset + count ? offset : r._so + length - count;
        if (r._ec === node && r._eo > offset) r._eo = r._eo <= offset + count ? offset : r._eo + length - count;
    });
}
/// After splitText put `rest` after `node`: boundary points past `offset` follow the text into `rest`.
export function rangesAfterSplit(node, rest, offset) {
    const parent = node._parent;
    const after = parent ? nodeIndex(node) + 1 : -1;
    eachLiveRange((r) => {
        if (r._sc === node && r._so > offset) { r._sc = rest; r._so -= offset; }
        if (r._ec === node && r._eo > offset) { r._ec = rest; r._eo -= offset; }
        if (parent && r._sc === parent && r._so === after) r._so++;
        if (parent && r._ec === parent && r._eo === after) r._eo++;
    });
}

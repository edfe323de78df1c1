// Traversal.js — TreeWalker and NodeFilter (Range is in Range.js).
//

import { following } from "./Node.js" with { lazy: "true" };
import { adoptIntoWindow } from "./WindowInterfaces.js" with { lazy: "true" };

export class TreeWalker {
    constructor(root, whatToShow, filter) { adoptIntoWindow(this, new.target); this.root = root; this.whatToShow = whatToShow; this.filter = filter; this.currentNode = root; }
    _accept(node) {
        if (!(this.whatToShow & (1 << (node._nt - 1)))) return false;
        if (!this.filter) return true;
        const f = typeof this.filter === 'function' ? this.filter : this.filter.acceptNode.bind(this.filter);
        return f(node) === 1;
    }
    nextNode() {
        for (let n = following(this.currentNode, this.root); n; n = following(n, this.root)) {
            if (this._accept(n)) { this.currentNode = n; return n; }
        }
        return null;
    }
    previousNode() {
        const all = [];
        for (let n = this.root; n && n !== this.currentNode; n = following(n, this.root)) all.push(n);
        for (let k = all.length - 1; k >= 0; k--) if (all[k] !== this.root && this._accept(all[k])) { this.currentNode = all[k]; return all[k]; }
        return null;
    }
    parentNode() { for (let n = this.currentNode._parent; n && n !== this.root._parent; n = n._parent) if (this._accept(n)) { this.currentNode = n; return n; } return null; }
    firstChild() { for (let n = this.currentNode._first; n; n = n._next) if (this._accept(n)) { this.currentNode = n; return n; } return null; }
    lastChild() { for (let n = this.currentNode._last; n; n = n._prev) if (this._accept(n)) { this.currentNode = n; return n; } return null; }
    nextSibling() { for (let n = this.currentNode._next; n; n = n._next) if (this._accept(n)) { this.currentNode = n; return n; } return null; }
    previousSibling() { for (let n = this.currentNode._prev; n; n = n._prev) if (this._accept(n)) { this.currentNode = n; return n; } return null; }
}
export const NodeFilter = { FILTER_ACCEPT: 1, FILTER_REJECT: 2, FILTER_SKIP: 3, SHOW_ALL: 0xFFFFFFFF, SHOW_ELEMENT: 1, SHOW_ATTRIBUTE: 2,
    SHOW_TEXT: 4, SHOW_CDATA_SECTION: 8, SHOW_PROCESSING_INSTRUCTION: 64, SHOW_COMMENT: 128, SHOW_DOCUMENT: 256,
    SHOW_DOCUMENT_TYPE: 512, SHOW_DOCUMENT_FRAGMENT: 1024 };

// Serialization.js — the HTML fragment serialization algorithm (innerHTML, outerHTML) and the
// html5lib tests' tree dump. Both walk the tree with an explicit stack: no depth limit.
//

import { HTML_NS, MATHML_NS, SVG_NS, XLINK_NS, XMLNS_NS, XML_NS } from "./Node.js" with { lazy: "true" };
import { shadowRootMarkup } from "./ShadowDOM.js" with { lazy: "true" };

const voidElementNames = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input',
    'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const rawTextParents = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

// Escaping by a scan of the text, not RegExp replaces: innerHTML reads every text and attribute,
// and this frozen realm's RegExp takes JavaScriptCore's slow path.
/// `text` as a text node's data is serialized: &, no-break space, < and > escaped.
export function escapeText(text) { return escaped(text, false); }
/// `text` as an attribute's value is serialized: &, no-break space and " escaped.
export function escapeAttribute(text) { return escaped(text, true); }
function escaped(text, attribute) {
    let out = null, last = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        const entity = c === 38 ? '&amp;' : c === 160 ? '&nbsp;'
            : attribute ? (c === 34 ? '&quot;' : null) : c === 60 ? '&lt;' : c === 62 ? '&gt;' : null;
        if (entity === null) continue;
        out = (out === null ? '' : out) + text.slice(last, i) + entity;
        last = i + 1;
    }
    return out === null ? text : out + text.slice(last);
}
function serializedAttributeName(a) {
    const ns = a._namespaceURI;
    if (ns === null) return a._localName;
    if (ns === XML_NS) return 'xml:' + a._localName;
    if (ns === XMLNS_NS) return a._localName === 'xmlns' ? 'xmlns' : 'xmlns:' + a._localName;
    if (ns === XLINK_NS) return 'xlink:' + a._localName;
    return a.name;
}
function serializedTagName(el) {
    return el._nsURI === HTML_NS || el._nsURI === SVG_NS || el._nsURI === MATHML_NS ? el._local : el._qualifiedName();
}
function isVoidHTML(node) { return node._nt === 1 && node._nsURI === HTML_NS && voidElementNames.has(node._local); }

function startTag(el) {
    let out = '<' + serializedTagName(el);
    for (const a of el._attrs) out += ' ' + serializedAttributeName(a) + '="' + escapeAttribute(a._value) + '"';
    return out + '>';
}

function serializeLeaf(node) {
    switch (node._nt) {
        case 3: case 4: {
            const p = node._parent;
            if (p && p._nt === 1 && p._nsURI === HTML_NS && (rawTextParents.has(p._local) || (p._local === 'noscript' && p._doc._scripting))) return node._data;
            return escapeText(node._data);
        }
        case 8: return '<!--' + node._data + '-->';
        case 7: return '<?' + node.target + ' ' + node._data + '>';
        case 10: return '<!DOCTYPE ' + node._name + '>';
        default: return '';
    }
}

/// The children of `node` serialized (innerHTML); for a template, its contents'. `shadowRoots`
/// (getHTML, ShadowDOM.js): null, or which hosts' shadow roots go in as `<template shadowrootmode>`.
export function serializeChildren(node, shadowRoots = null) {
    const root = node._templateContent || node;
    if (isVoidHTML(node)) return '';
    let out = '';
    // Stack entries: a node to open, or a string to emit when its element closes.
    const stack = [];
    for (let c = root._last; c; c = c._prev) stack.push(c);
    if (shadowRoots !== null) out += shadowRootMarkup(node, shadowRoots, stack);
    while (stack.length) {
        const item = stack.pop();
        if (typeof item === 'string') { out += item; continue; }
        if (item._nt !== 1) { out += serializeLeaf(item); continue; }
        out += startTag(item);
        if (isVoidHTML(item)) continue;
        stack.push('</' + serializedTagName(item) + '>');
        const parent = item._templateContent || item;
        for (let c = parent._last; c; c = c._prev) stack.push(c);
        if (shadowRoots !== null) out += shadowRootMarkup(item, shadowRoots, stack);
    }
    return out;
}

export function serializeNode(node) {
    if (node._nt !== 1) return node._nt === 11 || node._nt === 9 ? serializeChildren(node) : serializeLeaf(node);
    if (isVoidHTML(node)) return startTag(node);
    return startTag(node) + serializeChildren(node) + '</' + serializedTagName(node) + '>';
}

/// The html5lib tree-construction dump: `| <html>`, two spaces per level, attributes sorted.
export function dumpTree(root) {
    const lines = [];
    const stack = [];
    const container = root._templateContent || root;
    for (let c = container._last; c; c = c._prev) stack.push([c, 1]);
    while (stack.length) {
        const [node, depth] = stack.pop();
        const indent = '| ' + '  '.repeat(depth - 1);
        if (node === 'content') { lines.push(indent + 'content'); continue; }
        switch (node._nt) {
            case 1: {
                const prefix = node._nsURI === SVG_NS ? 'svg ' : node._nsURI === MATHML_NS ? 'math ' : '';
                lines.push(indent + '<' + prefix + node._local + '>');
                const attrs = node._attrs.map((a) => {
                    const ns = a._namespaceURI;
                    const name = ns === XLINK_NS ? 'xlink ' + a._localName : ns === XML_NS ? 'xml ' + a._localName : ns === XMLNS_NS ? 'xmlns ' + a._localName : a._localName;
                    return [name, a._value];
                }).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
                for (const [name, value] of attrs) lines.push(indent + '  ' + name + '="' + value + '"');
                if (node._templateContent) {
                    const content = node._templateContent;
                    const children = [];
                    for (let c = content._first; c; c = c._next) children.push([c, depth + 2]);
                    for (let k = children.length - 1; k >= 0; k--) stack.push(children[k]);
                    stack.push(['content', depth + 1]);
                } else {
                    for (let c = node._last; c; c = c._prev) stack.push([c, depth + 1]);
                }
                break;
            }
            case 3: case 4: lines.push(indent + '"' + node._data + '"'); break;
            case 8: lines.push(indent + '<!-- ' + node._data + ' -->'); break;
            case 10: {
                const ids = node._publicId || node._systemId ? ' "' + node._publicId + '" "' + node._systemId + '"' : '';
                lines.push(indent + '<!DOCTYPE ' + node._name + ids + '>');
                break;
            }
        }
    }
    return lines.join('\n');
}

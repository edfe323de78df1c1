// Collections.js — NodeList and HTMLCollection (DOM §4.2.10), arrays with the interfaces'
// methods, and the lists the tree hands out (getElementsByTagName, a record's node lists).
//
// Provides: HTMLCollection, NodeList, elementsByTagName, nodeListOf.
// Takes: HTML_NS, following (Node.js).

class NodeList extends Array {
    item(index) { return this[index] === undefined ? null : this[index]; }
    static get [Symbol.species]() { return Array; }
}
class HTMLCollection extends Array {
    item(index) { return this[index] === undefined ? null : this[index]; }
    namedItem(name) {
        for (const el of this) if (el.id === name || (el._nsURI === HTML_NS && el.getAttribute('name') === name)) return el;
        return null;
    }
    static get [Symbol.species]() { return Array; }
}

function elementsByTagName(root, name) {
    const list = new HTMLCollection();
    const all = name === '*';
    const lower = name.toLowerCase();
    for (let n = root._first; n; n = following(n, root)) {
        if (n.nodeType !== 1) continue;
        if (all || (n._nsURI === HTML_NS ? n._local === lower : n._qualifiedName() === name)) list.push(n);
    }
    return list;
}

function nodeListOf(nodes) {
    const list = new NodeList();
    for (let i = 0; i < nodes.length; i++) list.push(nodes[i]);
    return list;
}

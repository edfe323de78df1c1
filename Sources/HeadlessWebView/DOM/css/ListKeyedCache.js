// ListKeyedCache.js — what the cascade keeps by a list of the objects it was computed from (the
// entries of the custom properties an element declares, the rules it matches), found by the objects
// themselves: a path of Maps, one step an object, so no key is made and hashed. Bounded in entries:
// past its limit it starts empty. What it keeps is computed from its keys alone, and never changed.

export class ListKeyedCache {
    constructor(limit) {
        this.limit = limit;
        this.count = 0;
        this.root = { next: undefined, value: undefined };
    }

    /// The value kept for `head` (any value, compared as Map keys are) followed by `list`'s objects, or undefined.
    get(head, list) {
        let node = this.root.next === undefined ? undefined : this.root.next.get(head);
        for (let i = 0; i < list.length && node !== undefined; i++) node = node.next === undefined ? undefined : node.next.get(list[i]);
        return node === undefined ? undefined : node.value;
    }

    /// Keeps `value` for `head` followed by `list`'s objects.
    set(head, list, value) {
        if (this.count >= this.limit) { this.count = 0; this.root = { next: undefined, value: undefined }; }
        let node = step(this.root, head);
        for (let i = 0; i < list.length; i++) node = step(node, list[i]);
        node.value = value;
        this.count++;
    }
}

/// `node`'s child for `key`, made if it has none.
function step(node, key) {
    if (node.next === undefined) node.next = new Map();
    let child = node.next.get(key);
    if (child === undefined) node.next.set(key, child = { next: undefined, value: undefined });
    return child;
}

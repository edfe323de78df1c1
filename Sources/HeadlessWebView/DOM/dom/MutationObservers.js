// MutationObservers.js — MutationObserver and MutationRecord (DOM §4.3 "Mutation observers").
// Nodes keep a registered observer list (`_registeredObservers`); the tree, attribute and
// character-data paths of Node.js, Element.js and Loader.js queue records through the functions
// below, and one microtask delivers them. While no observer observes anything the paths pay one
// comparison (`win.mutationObserversObserving !== 0`) and build nothing.
//

import { nodeListOf } from "./Collections.js" with { lazy: "true" };
import { reportException } from "./ErrorReporting.js" with { lazy: "true" };
import { Node, insertNode, removeNode } from "./Node.js" with { lazy: "true" };
import { TypeError, define, queueMicrotask, win } from "./Realm.js" with { lazy: "true" };
import { fireSlotChanges } from "./ShadowDOM.js" with { lazy: "true" };
import { adoptIntoWindow } from "./WindowInterfaces.js" with { lazy: "true" };

/// Numbers observers in creation order, the order browsers call them in (one count per realm:
/// only the order matters).
let mutationObserversCreated = 0;

const mutationRecordKey = Symbol('MutationRecord');

export class MutationRecord {
    constructor(key) { adoptIntoWindow(this, new.target);
        if (key !== mutationRecordKey) throw new TypeError('Illegal constructor');
    }
    get type() { return this._type; }
    get target() { return this._target; }
    get addedNodes() { return this._addedNodes; }
    get removedNodes() { return this._removedNodes; }
    get previousSibling() { return this._previousSibling; }
    get nextSibling() { return this._nextSibling; }
    get attributeName() { return this._attributeName; }
    get attributeNamespace() { return this._attributeNamespace; }
    get oldValue() { return this._oldValue; }
    get [Symbol.toStringTag]() { return 'MutationRecord'; }
}

/// WebIDL sequence<DOMString> (attributeFilter).
function stringSequence(value) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function') || typeof value[Symbol.iterator] !== 'function') {
        throw new TypeError("Failed to execute 'observe' on 'MutationObserver': The provided value cannot be converted to a sequence.");
    }
    const out = [];
    for (const item of value) out.push(`${item}`);
    return out;
}

export class MutationObserver {
    constructor(callback) { adoptIntoWindow(this, new.target);
        if (typeof callback !== 'function') {
            throw new TypeError("Failed to construct 'MutationObserver': parameter 1 is not of type 'Function'.");
        }
        define(this, '_callback', callback);
        define(this, '_records', []);
        /// Nodes this observer is registered on (transient registrations included).
        define(this, '_nodes', new Set());
        define(this, '_id', ++mutationObserversCreated);
        define(this, '_pending', false);
    }

    observe(target, options) {
        const fail = (message) => new TypeError("Failed to execute 'observe' on 'MutationObserver': " + message);
        if (!(target instanceof Node)) throw fail("parameter 1 is not of type 'Node'.");
        if (options !== undefined && options !== null && typeof options !== 'object' && typeof options !== 'function') {
            throw fail("parameter 2 is not of type 'MutationObserverInit'.");
        }
        const init = options === undefined || options === null ? {} : options;
        // Dictionary members are read in lexicographic order, as WebIDL converts them.
        const filterValue = init.attributeFilter;
        const attributeFilter = filterValue === undefined ? null : stringSequence(filterValue);
        const attributeOldValueValue = init.attributeOldValue;
        const attributeOldValue = attributeOldValueValue === undefined ? undefined : !!attributeOldValueValue;
        const attributesValue = init.attributes;
        let attributes = attributesValue === undefined ? undefined : !!attributesValue;
        const characterDataValue = init.characterData;
        let characterData = characterDataValue === undefined ? undefined : !!characterDataValue;
        const characterDataOldValueValue = init.characterDataOldValue;
        const characterDataOldValue = characterDataOldValueValue === undefined ? undefined : !!characterDataOldValueValue;
        const childList = !!init.childList;
        const subtree = !!init.subtree;

        if ((attributeOldValue !== undefined || attributeFilter !== null) && attributes === undefined) attributes = true;
        if (characterDataOldValue !== undefined && characterData === undefined) characterData = true;
        if (!childList && !attributes && !characterData) {
            throw fail("The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
        }
        if (attributeOldValue && !attributes) {
            throw fail("The options object may only set 'attributeOldValue' to true when 'attributes' is true or not present.");
        }
        if (attributeFilter !== null && !attributes) {
            throw fail("The options object may only set 'attributeFilter' when 'attributes' is true or not present.");
        }
        if (characterDataOldValue && !characterData) {
            throw fail("The options object may only set 'characterDataOldValue' to true when 'characterData' is true or not present.");
        }
        const registeredOptions = {
            childList, attributes: !!attributes, characterData: !!characterData, subtree,
            attributeOldValue: !!attributeOldValue, characterDataOldValue: !!characterDataOldValue, attributeFilter,
        };

        let list = target._registeredObservers;
        if (list) {
            for (const registered of list) {
                if (registered.observer !== this || registered.source !== null) continue;
                // Observing again replaces the options and drops what the old ones left behind.
                for (const node of this._nodes) removeTransientObservers(node, (r) => r.source === registered);
                registered.options = registeredOptions;
                return;
            }
        } else {
            list = [];
            define(target, '_registeredObservers', list);
        }
        list.push({ observer: this, options: registeredOptions, source: null });
        if (this._nodes.size === 0) win.mutationObserversObserving++;
        this._nodes.add(target);
    }

    disconnect() {
        for (const node of this._nodes) {
            const list = node._registeredObservers;
            for (let i = list.length - 1; i >= 0; i--) if (list[i].observer === this) list.splice(i, 1);
        }
        if (this._nodes.size !== 0) {
            this._nodes.clear();
            win.mutationObserversObserving--;
        }
        this._records = [];
    }

    takeRecords() {
        const records = this._records;
        this._records = [];
        return records;
    }

    get [Symbol.toStringTag]() { return 'MutationObserver'; }
}

function removeTransientObservers(node, matches) {
    const list = node._registeredObservers;
    for (let i = list.length - 1; i >= 0; i--) if (list[i].source !== null && matches(list[i])) list.splice(i, 1);
}

/// The spec's "queue a mutation record": every observer interested in a mutation of `target`
/// (its own registrations, or an inclusive ancestor's with `subtree`) gets one record.
function queueMutationRecord(type, target, name, namespace, oldValue, added, removed, previousSibling, nextSibling) {
    let interested = null;
    for (let node = target; node !== null; node = node._parent) {
        const list = node._registeredObservers;
        if (list === undefined) continue;
        for (let i = 0; i < list.length; i++) {
            const registered = list[i];
            const options = registered.options;
            if (node !== target && !options.subtree) continue;
            if (type === 'attributes') {
                if (!options.attributes) continue;
                if (options.attributeFilter !== null && (namespace !== null || !options.attributeFilter.includes(name))) continue;
            } else if (type === 'characterData') {
                if (!options.characterData) continue;
            } else if (!options.childList) {
                continue;
            }
            const observer = registered.observer;
            if (interested === null) interested = new Map();
            if (!interested.has(observer)) interested.set(observer, null);
            if ((type === 'attributes' && options.attributeOldValue) || (type === 'characterData' && options.characterDataOldValue)) {
                interested.set(observer, oldValue);
            }
        }
    }
    if (interested === null) return;
    for (const [observer, mappedOldValue] of interested) {
        const record = new MutationRecord(mutationRecordKey);
        record._type = type;
        record._target = target;
        record._addedNodes = nodeListOf(added);
        record._removedNodes = nodeListOf(removed);
        record._previousSibling = previousSibling;
        record._nextSibling = nextSibling;
        record._attributeName = name;
        record._attributeNamespace = namespace;
        record._oldValue = mappedOldValue;
        observer._records.push(record);
        if (!observer._pending) {
            observer._pending = true;
            let at = win.pendingMutationObservers.length;
            while (at > 0 && win.pendingMutationObservers[at - 1]._id > observer._id) at--;
            win.pendingMutationObservers.splice(at, 0, observer);
        }
    }
    if (!win.mutationObserverMicrotaskQueued) {
        win.mutationObserverMicrotaskQueued = true;
        queueMicrotask(notifyMutationObservers);
    }
}

export const noNodes = [];

/// "Queue a tree mutation record": a childList record on `target`.
export function queueTreeMutationRecord(target, added, removed, previousSibling, nextSibling) {
    queueMutationRecord('childList', target, null, null, null, added, removed, previousSibling, nextSibling);
}

export function queueAttributeMutationRecord(element, localName, namespace, oldValue) {
    queueMutationRecord('attributes', element, localName, namespace, oldValue, noNodes, noNodes, null, null);
}

export function queueCharacterDataMutationRecord(node, oldValue) {
    queueMutationRecord('characterData', node, null, null, oldValue, noNodes, noNodes, null, null);
}

/// Before `node` leaves its parent (removeNode, while an observer exists): observers of the
/// parent's inclusive ancestors with `subtree` keep seeing the removed subtree until their
/// next delivery (transient registered observers), then the removal record unless suppressed.
export function mutationBeforeRemoval(node, suppress) {
    const parent = node._parent;
    if (parent === null) return;
    for (let ancestor = parent; ancestor !== null; ancestor = ancestor._parent) {
        const list = ancestor._registeredObservers;
        if (list === undefined) continue;
        for (let i = 0; i < list.length; i++) {
            const registered = list[i];
            if (!registered.options.subtree) continue;
            let own = node._registeredObservers;
            if (own === undefined) { own = []; define(node, '_registeredObservers', own); }
            own.push({ observer: registered.observer, options: registered.options, source: registered.source || registered });
            registered.observer._nodes.add(node);
        }
    }
    if (!suppress) queueTreeMutationRecord(parent, noNodes, [node], node._prev, node._next);
}

/// replaceChild while an observer exists: one record with the added and removed nodes.
export function replaceChildObserved(parent, node, child, reference) {
    let previous = child._prev;
    if (previous === node) previous = node._prev;
    const nodes = [];
    if (node._nt === 11) for (let c = node._first; c; c = c._next) nodes.push(c);
    else nodes.push(node);
    // Adopting `node` takes it out of its parent first (a record of its own).
    if (node._nt !== 11 && node._parent !== null) removeNode(node);
    const removed = [];
    if (child._parent === parent) { removed.push(child); removeNode(child, true); }
    insertNode(parent, node, reference, true);
    queueTreeMutationRecord(parent, nodes, removed, previous, reference);
}

/// "Replace all" (textContent, innerHTML, replaceChildren) while an observer exists.
export function replaceAllChildrenObserved(parent, node) {
    const removed = [];
    for (let c = parent._first; c; c = c._next) removed.push(c);
    const added = [];
    if (node !== null) {
        if (node._nt === 11) for (let c = node._first; c; c = c._next) added.push(c);
        else added.push(node);
    }
    for (const c of removed) removeNode(c, true);
    if (node !== null) insertNode(parent, node, null, true);
    if (added.length !== 0 || removed.length !== 0) queueTreeMutationRecord(parent, added, removed, null, null);
}

/// The spec's "notify mutation observers", run as one microtask.
export function notifyMutationObservers() {
    win.mutationObserverMicrotaskQueued = false;
    const notifySet = win.pendingMutationObservers;
    win.pendingMutationObservers = [];
    // The slots signalled so far (ShadowDOM.js); those the callbacks signal wait for the next microtask.
    const signalSet = win.signalSlots;
    if (signalSet.length !== 0) win.signalSlots = [];
    for (const observer of notifySet) {
        observer._pending = false;
        const records = observer._records;
        observer._records = [];
        const observing = observer._nodes.size !== 0;
        for (const node of observer._nodes) {
            removeTransientObservers(node, (r) => r.observer === observer);
            if (!node._registeredObservers.some((r) => r.observer === observer)) observer._nodes.delete(node);
        }
        if (observing && observer._nodes.size === 0) win.mutationObserversObserving--;
        if (records.length === 0) continue;
        try {
            observer._callback.call(observer, records, observer);
        } catch (error) {
            reportException(error);
        }
    }
    if (signalSet.length !== 0) fireSlotChanges(signalSet);
}


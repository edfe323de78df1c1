// ShadowDOM.js — shadow trees as WebKit has them: Element.attachShadow and ShadowRoot (DOM §4.8), the
// shadow-including tree (roots, connectedness, tree order), retargeting and the event path through
// shadow roots and slots (DOM §2.9 dispatch), slots and slottables (DOM §4.2.2: named and manual
// assignment, `slotchange` signalled in the mutation observers' microtask), HTMLSlotElement, cloning a
// clonable shadow root, and shadow roots as markup (`<template shadowrootmode>` in a page, getHTML,
// setHTMLUnsafe). A shadow tree's `<style>` sheets apply inside it, through `:host` to its host and
// through `::slotted()` to its slots' elements (StyleSheets.js, Cascade.js); `:host-context()` and
// `adoptedStyleSheets` are not supported.
//
// A shadow root is a DocumentFragment with `_shadowHost` (a template's contents have `_host`, which
// is another thing); its host has it as `_shadowRoot`. Until a page attaches its first shadow root
// (Realm.js `shadowRootCount`, one count for each page) the tree and event paths pay one comparison
// and walk as before.
//

import { Element, asciiLower, attributeValue, hasAttributeNamed, requireArguments } from "./Element.js";
import { reportException } from "./ErrorReporting.js" with { lazy: "true" };
import { DOMException, Event, defineHandlerProperties, dispatch, eventParent } from "./EventDispatch.js";
import { customElementHooks, parserHooks } from "./Hooks.js" with { lazy: "true" };
import { notifyMutationObservers } from "./MutationObservers.js" with { lazy: "true" };
import { DocumentFragment, HTML_NS, Text, cloneTree, following, link, mixin, replaceAllChildren } from "./Node.js";
import { TypeError, g, queueMicrotask, shadowRootAttached, win } from "./Realm.js" with { lazy: "true" };
import { serializeChildren } from "./Serialization.js" with { lazy: "true" };


// --- the shadow-including tree -------------------------------------------------------------

export function rootOf(node) { while (node._parent) node = node._parent; return node; }

export const isShadowRoot = (node) => node._shadowHost !== undefined;

/// Whether `ancestor` is a shadow-including inclusive ancestor of `node` (up through shadow roots' hosts).
export function isShadowIncludingAncestor(ancestor, node) {
    for (let n = node; n; n = n._parent !== null ? n._parent : n._shadowHost !== undefined ? n._shadowHost : null) {
        if (n === ancestor) return true;
    }
    return false;
}

/// The next node in shadow-including tree order inside `root` (a host, then its shadow root and
/// that tree, then the host's children), or null.
export function shadowIncludingFollowing(node, root) {
    if (node._nt === 1 && node._shadowRoot !== undefined) return node._shadowRoot;
    if (node._first) return node._first;
    while (node !== root) {
        if (node._next) return node._next;
        const parent = node._parent;
        if (parent !== null) { node = parent; continue; }
        // The end of a shadow tree: on with its host's children.
        const host = node._shadowHost;
        if (host === undefined) return null;
        if (host._first) return host._first;
        node = host;
    }
    return null;
}

/// The DOM standard's "retarget A against B": A, or the host of the first shadow tree up from A that is
/// not around B.
export function retarget(a, b) {
    for (;;) {
        if (a === null || typeof a !== 'object' || a._parent === undefined) return a;
        const root = rootOf(a);
        if (root._shadowHost === undefined) return a;
        if (b !== null && typeof b === 'object' && b._parent !== undefined && isShadowIncludingAncestor(root, b)) return a;
        a = root._shadowHost;
    }
}

// --- ShadowRoot and attachShadow --------------------------------------------------------------

const shadowRootKey = Symbol('ShadowRoot');

export class ShadowRoot extends DocumentFragment {
    constructor(key, host, init) {
        if (key !== shadowRootKey) throw new TypeError('Illegal constructor');
        super(host._doc);
        this._shadowHost = host;
        this._mode = init.mode;
        this._delegatesFocus = init.delegatesFocus;
        this._slotAssignment = init.slotAssignment;
        this._clonable = init.clonable;
        this._serializable = init.serializable;
        this._declarative = false;
        // The slots of the last assignment (assignSlottables), in tree order.
        this._slots = [];
    }
    get host() { return this._shadowHost; }
    get mode() { return this._mode; }
    get delegatesFocus() { return this._delegatesFocus; }
    get slotAssignment() { return this._slotAssignment; }
    get clonable() { return this._clonable; }
    get serializable() { return this._serializable; }
    get innerHTML() { return serializeChildren(this); }
    set innerHTML(html) { replaceAllChildren(this, parserHooks.parseFragment(this._shadowHost, html === null ? '' : String(html))); }
    getHTML(options) { return serializeChildren(this, serializedShadowRoots(options, 'getHTML')); }
    setHTMLUnsafe(html) { requireArguments(arguments, 1, 'ShadowRoot', 'setHTMLUnsafe', this); setHTMLUnsafe(this, this._shadowHost, html); }
    /// DocumentOrShadowRoot: the focused element retargeted against this root, if it is in this tree.
    get activeElement() {
        const focused = this._doc._activeElement;
        if (!focused) return null;
        const candidate = retarget(focused, this);
        return rootOf(candidate) === this ? candidate : null;
    }
}
defineHandlerProperties(ShadowRoot.prototype, ['slotchange']);

// The elements whose local names may host a shadow root (DOM "valid shadow host name"), besides custom element names.
const shadowHostNames = new Set(['article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'header', 'main', 'nav', 'p', 'section', 'span']);

/// The ShadowRootInit dictionary, its members read in WebIDL's (lexicographic) order.
function shadowRootInit(init) {
    const refuse = (why) => { throw new TypeError("Failed to execute 'attachShadow' on 'Element': " + why); };
    if (init !== undefined && init !== null && typeof init !== 'object' && typeof init !== 'function') refuse("parameter 1 is not of type 'ShadowRootInit'.");
    const o = init === undefined || init === null ? {} : init;
    const clonable = !!o.clonable;
    const delegatesFocus = !!o.delegatesFocus;
    const modeValue = o.mode;
    if (modeValue === undefined) refuse("Failed to read the 'mode' property from 'ShadowRootInit': Required member is undefined.");
    const mode = String(modeValue);
    if (mode !== 'open' && mode !== 'closed') refuse("The provided value '" + mode + "' is not a valid enum value of type ShadowRootMode.");
    const serializable = !!o.serializable;
    const slotValue = o.slotAssignment;
    const slotAssignment = slotValue === undefined ? 'named' : String(slotValue);
    if (slotAssignment !== 'named' && slotAssignment !== 'manual') refuse("The provided value '" + slotAssignment + "' is not a valid enum value of type SlotAssignmentMode.");
    return { clonable, delegatesFocus, mode, serializable, slotAssignment };
}

/// The DOM standard's "attach a shadow root" for `host`; `declarative` from a `<template shadowrootmode>`.
function attachShadowRoot(host, init, declarative) {
    const options = shadowRootInit(init);
    const refuse = (why) => { throw new DOMException("Failed to execute 'attachShadow' on 'Element': " + why, 'NotSupportedError'); };
    if (host._nsURI !== HTML_NS) refuse('This element does not support attachShadow');
    const local = host._local;
    const custom = customElementHooks.isValidName(local);
    if (!custom && !shadowHostNames.has(local)) refuse('This element does not support attachShadow');
    if (custom) {
        const definition = customElementHooks.lookupDefinition(host._doc, HTML_NS, local);
        if (definition !== null && definition.disableShadow) refuse('attachShadow() is disabled by disabledFeatures static field.');
    }
    const existing = host._shadowRoot;
    if (existing !== undefined) {
        // A declarative root of the same mode is handed back emptied to the element's own attachShadow.
        if (existing._declarative && existing._mode === options.mode && !declarative) {
            replaceAllChildren(existing, null);
            return existing;
        }
        refuse('Shadow root cannot be created on a host which already hosts a shadow tree.');
    }
    const root = new ShadowRoot(shadowRootKey, host, options);
    root._declarative = !!declarative;
    Object.defineProperty(host, '_shadowRoot', { value: root, writable: true, configurable: true, enumerable: false });
    shadowRootAttached();
    return root;
}

/// The shadow root a document's parser attaches to `host` for `template` (a `<template shadowrootmode>`
/// child), or null when the template stays a template: no valid mode, a host that already has a root,
/// or an element that cannot host one (reported, as the standard says).
export function declarativeShadowRoot(host, template) {
    const value = attributeValue(template, 'shadowrootmode');
    const mode = value === null ? '' : asciiLower(value);
    if ((mode !== 'open' && mode !== 'closed') || host._shadowRoot !== undefined) return null;
    const init = {
        mode, slotAssignment: 'named', clonable: hasAttributeNamed(template, 'shadowrootclonable'),
        delegatesFocus: hasAttributeNamed(template, 'shadowrootdelegatesfocus'), serializable: hasAttributeNamed(template, 'shadowrootserializable'),
    };
    try {
        return attachShadowRoot(host, init, true);
    } catch (error) {
        reportException(error);
        return null;
    }
}

/// The parser links nodes without the insertion hooks: it notes the shadow roots whose host or tree
/// it added to (a custom element's constructor may attach one), and they are assigned before a script
/// runs and at the end.
export function parsedIntoShadowTree(builder, parent) {
    const root = parent._shadowRoot !== undefined ? parent._shadowRoot : parent._shadowHost !== undefined ? parent : null;
    const found = root !== null ? root : isShadowRoot(rootOf(parent)) ? rootOf(parent) : null;
    if (found === null) return;
    if (builder.shadowRoots === null) builder.shadowRoots = new Set();
    builder.shadowRoots.add(found);
}
export function assignParsedShadowRoots(builder) {
    const roots = builder.shadowRoots;
    builder.shadowRoots = null;
    for (const root of roots) assignSlottables(root);
}

/// A clone of `source`'s host (`copy`) gets a copy of its shadow root when that root is clonable.
export function cloneShadowRoot(source, copy, doc) {
    const root = source._shadowRoot;
    if (!root._clonable || copy._shadowRoot !== undefined) return;
    const rootCopy = attachShadowRoot(copy, root, false);
    rootCopy._declarative = root._declarative;
    for (let c = root._first; c; c = c._next) link(rootCopy, cloneTree(c, true, doc), null);
    assignSlottables(rootCopy);
}

/// getHTML's options: which shadow roots are serialized (the serializable ones, if asked, and those listed).
function serializedShadowRoots(options, method) {
    if (options !== undefined && options !== null && typeof options !== 'object') {
        throw new TypeError("Failed to execute '" + method + "': parameter 1 is not of type 'GetHTMLOptions'.");
    }
    const o = options || {};
    const listed = o.shadowRoots === undefined ? [] : Array.from(o.shadowRoots);
    for (const root of listed) {
        if (!(root instanceof ShadowRoot)) throw new TypeError("Failed to execute '" + method + "': member shadowRoots is not a sequence of ShadowRoot.");
    }
    return { serializable: !!o.serializableShadowRoots, listed };
}

/// HTML's serialization of a host's shadow root (serializeChildren, Serialization.js): the opening
/// `<template shadowrootmode>` returned, the root's children and the closing tag pushed on `stack`
/// above the host's own children.
export function shadowRootMarkup(host, shadowRoots, stack) {
    const root = host._shadowRoot;
    if (root === undefined || !((shadowRoots.serializable && root._serializable) || shadowRoots.listed.includes(root))) return '';
    stack.push('</template>');
    for (let c = root._last; c; c = c._prev) stack.push(c);
    return '<template shadowrootmode="' + root._mode + '"' + (root._delegatesFocus ? ' shadowrootdelegatesfocus=""' : '')
        + (root._serializable ? ' shadowrootserializable=""' : '') + (root._clonable ? ' shadowrootclonable=""' : '') + '>';
}

/// setHTMLUnsafe: the markup parsed with its `<template shadowrootmode>` as shadow roots, in place of the children.
function setHTMLUnsafe(target, context, html) {
    const fragment = parserHooks.parseFragment(context, String(html), true);
    replaceAllChildren(target._local === 'template' && target._nsURI === HTML_NS ? target.content : target, fragment);
}

const ShadowHostMixin = {
    attachShadow(init) { requireArguments(arguments, 1, 'Element', 'attachShadow', this); return attachShadowRoot(this, init, false); },
    get shadowRoot() { const root = this._shadowRoot; return root !== undefined && root._mode === 'open' ? root : null; },
    getHTML(options) { return serializeChildren(this, serializedShadowRoots(options, 'getHTML')); },
    setHTMLUnsafe(html) { requireArguments(arguments, 1, 'Element', 'setHTMLUnsafe', this); setHTMLUnsafe(this, this, html); },
};
mixin(Element, ShadowHostMixin);

// --- slots -------------------------------------------------------------------------------------

const isSlot = (node) => node._nt === 1 && node._local === 'slot' && node._nsURI === HTML_NS;
const isSlottable = (node) => node._nt === 1 || node._nt === 3 || node._nt === 4;
const noSlottables = [];

/// The DOM standard's "assign slottables for a tree" on shadow root `root` (the slots found in it, the
/// host's children matched to them), signalling each slot whose assigned nodes changed. Slots that
/// left the tree since the last assignment lose theirs.
export function assignSlottables(root) {
    const host = root._shadowHost;
    const slots = [];
    for (let n = root._first; n; n = following(n, root)) if (isSlot(n)) slots.push(n);
    const assigned = new Map();
    for (const slot of slots) assigned.set(slot, []);
    if (root._slotAssignment === 'manual') {
        for (const slot of slots) {
            const manual = slot._manualNodes;
            if (manual !== undefined) for (const node of manual) if (node._parent === host && node._manualSlot === slot) assigned.get(slot).push(node);
        }
    } else {
        const firstByName = new Map();
        for (const slot of slots) { const name = attributeValue(slot, 'name') || ''; if (!firstByName.has(name)) firstByName.set(name, slot); }
        for (let c = host._first; c; c = c._next) {
            if (!isSlottable(c)) continue;
            const slot = firstByName.get(c._nt === 1 ? attributeValue(c, 'slot') || '' : '');
            if (slot !== undefined) assigned.get(slot).push(c);
        }
    }
    for (const slot of root._slots) if (!assigned.has(slot)) setAssignedNodes(slot, noSlottables);
    for (const slot of slots) setAssignedNodes(slot, assigned.get(slot));
    root._slots = slots;
}

function setAssignedNodes(slot, nodes) {
    const old = slot._assignedNodes === undefined ? noSlottables : slot._assignedNodes;
    if (old.length === nodes.length && old.every((n, i) => n === nodes[i])) return;
    for (const n of old) if (n._assignedSlot === slot) n._assignedSlot = null;
    for (const n of nodes) n._assignedSlot = slot;
    slot._assignedNodes = nodes;
    signalSlotChange(slot);
}

/// The DOM standard's "signal a slot change": `slotchange` fires at the slot in the mutation observers' microtask.
function signalSlotChange(slot) {
    const list = win.signalSlots;
    if (list.includes(slot)) return;
    list.push(slot);
    if (!win.mutationObserverMicrotaskQueued) {
        win.mutationObserverMicrotaskQueued = true;
        queueMicrotask(notifyMutationObservers);
    }
}

/// The end of "notify mutation observers": each signalled slot's `slotchange` (bubbling, not composed).
export function fireSlotChanges(slots) {
    for (const slot of slots) dispatch(slot, new Event('slotchange', { bubbles: true }));
}

/// After `node` was inserted (Node.js inserted): the assignments of the trees it changed.
export function shadowTreeInserted(node) {
    const parent = node._parent;
    if (parent === null) return;
    if (parent._nt === 1 && parent._shadowRoot !== undefined && isSlottable(node)) {
        const root = parent._shadowRoot;
        // A child appended last changes only its own slot's list, at its end: a long slotted list builds in linear time.
        if (node._next === null && root._slotAssignment === 'named') assignAppendedSlottable(root, node);
        else assignSlottables(root);
    }
    const root = rootOf(parent);
    if (!isShadowRoot(root)) return;
    if (isSlot(parent) && (parent._assignedNodes === undefined || parent._assignedNodes.length === 0)) signalSlotChange(parent);
    if (containsSlot(node)) assignSlottables(root);
}

/// A named slottable appended as its host's last child joins the end of the first slot of its name
/// (the slots of the last assignment are the tree's: every change to them reassigns).
function assignAppendedSlottable(root, node) {
    const name = node._nt === 1 ? attributeValue(node, 'slot') || '' : '';
    for (const slot of root._slots) {
        if ((attributeValue(slot, 'name') || '') !== name) continue;
        const list = slot._assignedNodes;
        if (list === undefined || list === noSlottables) slot._assignedNodes = [node]; else list.push(node);
        node._assignedSlot = slot;
        signalSlotChange(slot);
        return;
    }
}

/// After `node` left `parent` (Node.js removeNode).
export function shadowTreeRemoved(node, parent) {
    // A slottable that leaves its host leaves its slot; the others' slots do not change.
    const assigned = node._assignedSlot;
    if (assigned) {
        const list = assigned._assignedNodes;
        const at = list.indexOf(node);
        if (at >= 0) list.splice(at, 1);
        node._assignedSlot = null;
        signalSlotChange(assigned);
    }
    const root = rootOf(parent);
    if (isShadowRoot(root) && isSlot(parent) && (parent._assignedNodes === undefined || parent._assignedNodes.length === 0)) signalSlotChange(parent);
    if (!containsSlot(node)) return;
    if (isShadowRoot(root)) assignSlottables(root);
    // The slots taken out lose their nodes.
    for (let n = node; n; n = following(n, node)) if (isSlot(n) && n._assignedNodes !== undefined) setAssignedNodes(n, noSlottables);
}

/// After an attribute of `el` changed (Element.js): a slottable's `slot`, a slot's `name`.
export function shadowTreeAttributeChanged(el, name) {
    if (name === 'slot') {
        const parent = el._parent;
        if (parent !== null && parent._nt === 1 && parent._shadowRoot !== undefined) assignSlottables(parent._shadowRoot);
    } else if (name === 'name' && isSlot(el)) {
        const root = rootOf(el);
        if (isShadowRoot(root)) assignSlottables(root);
    }
}

function containsSlot(node) {
    if (node._nt !== 1) return false;
    for (let n = node; n; n = following(n, node)) if (isSlot(n)) return true;
    return false;
}

/// The DOM standard's "find flattened slottables": slots assigned to a slot give their own, an empty slot its fallback children.
function flattenedSlottables(slot) {
    const result = [];
    if (!isShadowRoot(rootOf(slot))) return result;
    let slottables = slot._assignedNodes === undefined ? noSlottables : slot._assignedNodes;
    if (slottables.length === 0) {
        slottables = [];
        for (let c = slot._first; c; c = c._next) if (isSlottable(c)) slottables.push(c);
    }
    for (const node of slottables) {
        if (isSlot(node) && isShadowRoot(rootOf(node))) result.push(...flattenedSlottables(node));
        else result.push(node);
    }
    return result;
}

export function assignedNodesOf(slot, options) {
    const flatten = options !== undefined && options !== null && !!options.flatten;
    if (flatten) return flattenedSlottables(slot);
    return slot._assignedNodes === undefined ? [] : slot._assignedNodes.slice();
}


/// Slottable's assignedSlot: the slot, if its shadow root is open.
const SlottableMixin = {
    get assignedSlot() {
        const slot = this._assignedSlot;
        if (!slot) return null;
        const root = rootOf(slot);
        return isShadowRoot(root) && root._mode === 'open' ? slot : null;
    },
};
mixin(Element, SlottableMixin);
mixin(Text, SlottableMixin);

/// HTML's focus delegate of a host whose root delegates focus: unless focus is already inside, its shadow
/// tree's first focusable element (shadow-including tree order) takes it.
export function focusDelegate(host) {
    const root = host._shadowRoot;
    const focused = host._doc._activeElement;
    if (focused && isShadowIncludingAncestor(host, focused)) return;
    for (let n = root._first; n; n = shadowIncludingFollowing(n, root)) {
        if (n._nt !== 1 || n._nsURI !== HTML_NS || (n._isDisabled && n._isDisabled())) continue;
        if (hasAttributeNamed(n, 'tabindex') || n.tabIndex >= 0) {
            if (n._shadowRoot !== undefined && n._shadowRoot._delegatesFocus) { focusDelegate(n); return; }
            n.focus();
            return;
        }
    }
}

// --- events ------------------------------------------------------------------------------------

/// The parent in a shadow-including event path: a slottable's slot, a shadow root's host (unless
/// the event is not composed and it is the root of the first target's tree), else `eventParent`.
function shadowEventParent(node, event, first) {
    if (node === g) return null;
    if (node._shadowHost !== undefined) return !event._composed && rootOf(first) === node ? null : node._shadowHost;
    const slot = node._assignedSlot;
    if (slot) return slot;
    return eventParent(node, event);
}

/// The DOM standard's event path for `target` (dispatch steps 5.3-5.13): the invocation targets, and per
/// struct its shadow-adjusted target, the target listeners see (`targets`), the retargeted relatedTarget,
/// whether it is in a shadow tree, and the closed-tree flags composedPath hides by.
export function shadowIncludingEventPath(target, event) {
    const path = { items: [], targets: [], shownTargets: [], relatedTargets: [], inShadow: [], closedRoots: [], closedSlots: [], clearTargets: false };
    const original = event._relatedTarget === undefined ? null : event._relatedTarget;
    // `root`: the item's root (null for a window), carried up a tree so the walk stays linear.
    const append = (item, root, shadowTarget, related, slotInClosedTree) => {
        path.items.push(item);
        path.targets.push(shadowTarget);
        path.shownTargets.push(shadowTarget !== null ? shadowTarget : path.shownTargets[path.shownTargets.length - 1]);
        path.relatedTargets.push(related);
        path.inShadow.push(root !== null && isShadowRoot(root));
        path.closedRoots.push(root === item && isShadowRoot(item) && item._mode === 'closed');
        path.closedSlots.push(slotInClosedTree);
    };
    const isNode = (n) => n !== g && n._parent !== undefined;
    let related = retarget(original, target);
    if (target === related && target !== original) return path;
    const first = target;
    let targetRoot = isNode(target) ? rootOf(target) : null;
    append(target, targetRoot, target, related, false);
    let slottable = targetRoot !== null && target._assignedSlot ? target : null;
    let slotInClosedTree = false;
    let previous = target, previousRoot = targetRoot;
    let parent = shadowEventParent(target, event, first);
    while (parent !== null) {
        const parentRoot = !isNode(parent) ? null : parent === previous._parent ? previousRoot : rootOf(parent);
        if (slottable !== null) {
            slottable = null;
            if (parentRoot !== null && isShadowRoot(parentRoot) && parentRoot._mode === 'closed') slotInClosedTree = true;
        }
        if (parentRoot !== null && parent._assignedSlot) slottable = parent;
        related = retarget(original, parent);
        // Up from a target outside shadow trees, every parent is in its tree or one around it.
        if (parentRoot === null || (targetRoot !== null && (!isShadowRoot(targetRoot) || isShadowIncludingAncestor(targetRoot, parent)))) {
            append(parent, parentRoot, null, related, slotInClosedTree);
        } else if (parent === related) {
            parent = null;
        } else {
            target = parent;
            targetRoot = parentRoot;
            append(parent, parentRoot, target, related, slotInClosedTree);
        }
        if (parent !== null) {
            previous = parent;
            previousRoot = parentRoot;
            parent = shadowEventParent(parent, event, first);
        }
        slotInClosedTree = false;
    }
    // Targets are cleared after dispatch when the last struct's are inside a shadow tree.
    for (let i = path.targets.length - 1; i >= 0; i--) {
        const t = path.targets[i];
        if (t === null) continue;
        const r = path.relatedTargets[i];
        const inShadowTree = (n) => n !== null && typeof n === 'object' && n !== g && n._parent !== undefined && isShadowRoot(rootOf(n));
        path.clearTargets = inShadowTree(t) || inShadowTree(r);
        break;
    }
    return path;
}

/// Before invoking struct `i`'s listeners (DOM "invoke" steps 1-2): the target and relatedTarget it sees.
export function shadowStruct(event, path, i) {
    event._target = path.shownTargets[i];
    if (event._relatedTarget !== undefined) event._relatedTarget = path.relatedTargets[i];
    event._inShadowTree = path.inShadow[i];
}

/// The DOM standard's composedPath(): the path as the current target sees it, closed trees it is outside hidden.
export function shadowComposedPath(event) {
    const path = event._shadowPath;
    const items = path.items;
    if (items.length === 0) return [];
    const currentTarget = event._currentTarget;
    const composed = [currentTarget];
    let currentTargetIndex = 0, currentTargetHiddenLevel = 0;
    for (let index = items.length - 1; index >= 0; index--) {
        if (path.closedRoots[index]) currentTargetHiddenLevel++;
        if (items[index] === currentTarget) { currentTargetIndex = index; break; }
        if (path.closedSlots[index]) currentTargetHiddenLevel--;
    }
    let level = currentTargetHiddenLevel, maxLevel = currentTargetHiddenLevel;
    for (let index = currentTargetIndex - 1; index >= 0; index--) {
        if (path.closedRoots[index]) level++;
        if (level <= maxLevel) composed.unshift(items[index]);
        if (path.closedSlots[index]) { level--; if (level < maxLevel) maxLevel = level; }
    }
    level = maxLevel = currentTargetHiddenLevel;
    for (let index = currentTargetIndex + 1; index < items.length; index++) {
        if (path.closedSlots[index]) level++;
        if (level <= maxLevel) composed.push(items[index]);
        if (path.closedRoots[index]) { level--; if (level < maxLevel) maxLevel = level; }
    }
    return composed;
}

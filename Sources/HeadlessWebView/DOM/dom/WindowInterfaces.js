// WindowInterfaces.js — each window's own DOM interfaces: its `HTMLElement`, `EventTarget.prototype`,
// `URL`…, so a page that patches one (a polyfill, an analytics wrapper of `addEventListener`)
// patches it for itself only, as in a browser, where every window has its own.
//
// The DOM's classes are made once per VM (the realm); a window gets its copies of an interface
// family (the interfaces that share a root: EventTarget and every node and element, Event and its
// kinds, URL…) the first time its page reads one of the family's names (`window.Element`,
// `div.constructor`): a copy of each prototype (the realm's members, the window's own
// constructor), chained as the realm's are, ending in the page's own `Object.prototype`. Until
// then the family's objects of that window have the realm's prototypes; they are kept in the
// window's record, and when the family is copied they move to the copies, so a patch reaches every
// object of the page, made before or after. Most pages (e-Marketer actions) never read an
// interface's name and pay nothing but that list. EventTarget, the node interfaces and the events
// wait for more: their names and an object's `constructor` give the window's constructor, and the
// family is copied when the page reads a prototype or constructs a node (buildInterface), so
// `node instanceof HTMLElement` and `new CustomEvent(…)` copy nothing.
//
// The realm's prototypes and classes are frozen once, when the first window is made, so what a page
// reaches of them by other ways (`Object.getPrototypeOf(div)`) cannot be changed for the others; their
// methods become accessors that hand out the method, and whose setter makes an own property of the
// object assigned to (so `button.click = stub` on an object still on the realm's prototype works as
// on any object). The DOM's own `instanceof` checks test a brand each prototype and its copies
// carry, so they hold for objects of every window.
//

import { Event, EventTarget } from "./EventDispatch.js" with { lazy: "true" };
import { createEventInterfaces } from "./EventInterfaces.js" with { lazy: "true" };
import { markNative } from "./FunctionStrings.js" with { lazy: "true" };
import { elementInterfaces } from "./Hooks.js" with { lazy: "true" };
import {
    TypeError, callInWindow, constructInWindow, host, realmWindow, recordOf, win, windowRecords
} from "./Realm.js" with { lazy: "true" };

/// The exposed interfaces, by their realm class and by their realm prototype: each a record
/// { cls, proto, name, parent (record or null), family (its root's index), base ('Object' or
/// 'Error': what the root's prototype inherits from), protoDescriptors, staticDescriptors }.
const realmInterfaces = new Map();
const realmInterfacePrototypes = new Map();
let interfaceFamilies = 0;
/// Each realm class's record, also as a property of the class (symbol-keyed, not copied to windows).
const interfaceRecordKey = Symbol('interface record');
/// One for every window, frozen: DOMException, which the DOM's methods throw without knowing the
/// window they were called from (a frame's document's, from its parent's script), so a page that
/// compares an exception's constructor with its frame's `DOMException` finds them equal.
const sharedInterfaces = new Set(['DOMException']);
/// A window keeps at most this many objects of one family waiting for copies; past it, the
/// family is copied (the list bounds a page's memory, the copy its cost).
export const waitingObjectsLimit = 20000;

/// Called by each root class's constructor (and where the DOM makes an object with
/// `Object.create`): puts `object`, just made as a `cls` (`new.target` in a constructor) in the
/// current window (or the window showing `doc`, a node's document), on the window's copy of its
/// prototype, or keeps it to move when the window's copies are made.
export function adoptIntoWindow(object, cls, doc) {
    let w = win;
    if (w === realmWindow) return;
    // The common case first: a node of the current window's document, made as the realm's class, while
    // the window's nodes wait for their copies (what the steps below come to, without their lookups).
    if (doc !== undefined && w.waitingNodes !== null && (doc === null || doc._window === w)) {
        const record = cls[interfaceRecordKey];
        if (record !== undefined && record.cls === cls && isNodeInterface(record)) {
            if (w.waitingNodes.push(object) >= waitingObjectsLimit) copyFamily(w, record.family);
            return;
        }
    }
    // A node belongs to its document's window (a frame's document made from its parent's script).
    const shown = windowShowing(doc);
    if (shown !== null) w = shown;
    // The record is kept on the class (a property lookup, cheaper than the map for every node parsed).
    let record = cls[interfaceRecordKey];
    if (record === undefined || record.cls !== cls) {
        // A window's own constructor (or a page's subclass of one) made it on the window's prototype.
        if (!realmInterfaces.has(Object.getPrototypeOf(cls))) return;
        // A class of the DOM no window names (HTMLNoScriptElement): recorded and sealed when first used.
        record = realmInterfaces.get(cls) ?? unnamedInterface(cls);
    }
    if (familyCopied(w, record.family)) {
        Object.setPrototypeOf(object, interfacePrototype(w, record));
        return;
    }
    let list;
    if (record.family === eventTargetFamily()) {
        // The family's objects that are not nodes (an XMLHttpRequest, an AbortSignal) go to their
        // copies as soon as those exist; nodes wait until a node's interface is reached (`copyEventTargets`).
        if (w.eventTargetsCopied && !isNodeInterface(record)) {
            Object.setPrototypeOf(object, interfacePrototype(w, record));
            return;
        }
        list = w.waitingNodes;
    } else {
        let waiting = w.waitingObjects;
        if (waiting === null) waiting = w.waitingObjects = [];
        list = waiting[record.family];
        if (list === undefined) list = waiting[record.family] = [];
    }
    list.push(object);
    if (list.length >= waitingObjectsLimit) copyFamily(w, record.family);
}

/// The `new.target` a node of realm class `cls` for document `doc` is made with: its window's
/// constructor's target when the window has copies of its family (buildInterface), else null (the
/// realm's class itself). JavaScriptCore gives an object the prototype of the target it is made
/// with, and a shape (structure) that names that prototype, unless the target is one of many
/// functions of one source: then the object is "poly proto", the prototype a slot of the object and
/// the shape shared. Every window's targets are functions of one source (buildInterface's `target`), so the nodes a
/// page makes after it named an interface have one shape in every window, and the DOM's code, shared
/// by every page of the VM, keeps its inline caches from page to page; a node made on the realm's
/// prototype and moved with `Object.setPrototypeOf` got a shape of its window's own. Nodes of a
/// window without copies are made with the realm's class as before: a poly-proto shape costs its
/// prototype reads a little, which pages that name no interface (most actions) would pay for nothing.
export function nodeTarget(cls, doc) {
    const current = win;
    if (current === realmWindow) return null;
    let w = current;
    if (doc !== undefined && doc !== null && doc._window !== current) {
        const shown = windowShowing(doc);
        if (shown !== null) w = shown;
    }
    if (w.interfaceFamilies === null) return null;
    const record = cls[interfaceRecordKey];
    if (record === undefined || record.cls !== cls || !familyCopied(w, record.family)) return null;
    let copy = w.interfaceCopies.get(cls);
    if (copy === undefined || copy.proto === null) {
        interfacePrototype(w, record);
        copy = w.interfaceCopies.get(cls);
    }
    return copy.target;
}
/// `new cls(a, b)` for a node of `doc`, made with `nodeTarget`.
export function makeNode2(cls, doc, a, b) {
    const target = nodeTarget(cls, doc);
    return target === null ? new cls(a, b) : Reflect.construct(cls, [a, b], target);
}
/// `new cls(a, b, c, d)` for a node of `doc`, made with `nodeTarget`.
export function makeNode4(cls, doc, a, b, c, d) {
    const target = nodeTarget(cls, doc);
    return target === null ? new cls(a, b, c, d) : Reflect.construct(cls, [a, b, c, d], target);
}
/// `new cls(a, b, c, d, e)` for a node of `doc`, made with `nodeTarget`.
export function makeNode5(cls, doc, a, b, c, d, e) {
    const target = nodeTarget(cls, doc);
    return target === null ? new cls(a, b, c, d, e) : Reflect.construct(cls, [a, b, c, d, e], target);
}

/// The window record `doc._window` names, if it is one of the realm's (a page can hand the DOM's
/// constructors an object of its own as a document); null for none.
function windowShowing(doc) {
    if (doc === undefined || doc === null) return null;
    const shown = doc._window;
    return shown !== undefined && shown !== null && windowRecords.get(shown.g) === shown ? shown : null;
}

/// `adoptIntoWindow` for an object the DOM made with `Object.create` of a realm prototype; returns it.
export function adoptCreated(object, doc) {
    const record = realmInterfacePrototypes.get(Object.getPrototypeOf(object));
    if (record !== undefined) adoptIntoWindow(object, record.cls, doc);
    return object;
}

/// Window `w`'s constructor of `record`'s interface, its family copied first if it was not.
function windowInterface(w, record) {
    const ctor = buildInterface(w, record);
    if (!familyCopied(w, record.family)) {
        if (record.family === eventTargetFamily() && record.parent !== null && !isNodeInterface(record)) copyEventTargets(w);
        else copyFamily(w, record.family);
    }
    return ctor;
}

/// Whether `record`'s interface is Node or inherits from it (cached on the record).
function isNodeInterface(record) {
    let node = record.node;
    if (node === undefined) {
        node = false;
        for (let r = record; r !== null; r = r.parent) if (r.name === 'Node') { node = true; break; }
        record.node = node;
    }
    return node;
}

/// The EventTarget family copied for `w` but for its nodes: what a page that names only
/// XMLHttpRequest (jQuery's start-up does) or AbortSignal needs. Its copies exist, so a page patches
/// them for itself; its nodes stay on the realm's prototypes, where the DOM's code meets the shapes
/// every page shares (moving every node to its window's copies made a jQuery action's render 23 %
/// slower). The nodes move when the page reaches a node's interface or EventTarget's own (by name,
/// by a node's `constructor`, or by `Object.getPrototypeOf` of an XMLHttpRequest prototype: see
/// `revealEventTargetCopy`). Not seen: a page that reaches EventTarget.prototype only through
/// `__proto__` of an XMLHttpRequest prototype and patches it, which its nodes would not see.
function copyEventTargets(w) {
    if (w.eventTargetsCopied) return;
    w.eventTargetsCopied = true;
    const list = w.waitingNodes;
    if (list === null) return;
    let kept = 0;
    for (let i = 0; i < list.length; i++) {
        const object = list[i];
        const record = realmInterfacePrototypes.get(Object.getPrototypeOf(object));
        if (record !== undefined && isNodeInterface(record)) list[kept++] = object;
        else moveToWindow(w, object);
    }
    list.length = kept;
}

/// Copies the EventTarget family (the nodes, and the other objects if they are not yet) when the
/// page gets hold of its window's EventTarget.prototype by walking a prototype chain: the window's
/// own chain holds it from the start (`installWindowInterface`).
function revealEventTargetCopy(proto) {
    const w = win;
    if (w === realmWindow || w.interfaceCopies === null) return;
    const copy = w.interfaceCopies.get(EventTarget);
    if (copy === undefined || copy.proto !== proto) return;
    if (!familyCopied(w, eventTargetFamily())) copyFamily(w, eventTargetFamily());
}

/// Gives window `w` its `Window` interface, as WebKit does: the window's prototype chain is
/// Window.prototype → WindowProperties → the window's own EventTarget.prototype, so that
/// `window instanceof EventTarget`, `window.constructor === Window` and a page's patch of
/// `EventTarget.prototype.addEventListener` reach the window too. `Window` cannot be
/// constructed. The EventTarget copy is made for the chain; the objects of its family stay where
/// they are until the page reads `EventTarget` or walks the chain to it (`revealEventTargetCopy`).
export function installWindowInterface(w) {
    const eventTarget = buildInterface(w, EventTarget[interfaceRecordKey]);
    const properties = Object.create(interfacePrototype(w, EventTarget[interfaceRecordKey]), {
        [Symbol.toStringTag]: { value: 'WindowProperties', configurable: true },
    });
    const Window = function Window() { throw new TypeError('Illegal constructor'); };
    const proto = Object.create(properties, {
        constructor: { value: Window, writable: true, configurable: true },
        [Symbol.toStringTag]: { value: 'Window', configurable: true },
    });
    Object.defineProperty(Window, 'prototype', { value: proto, writable: false });
    Object.setPrototypeOf(Window, eventTarget);
    addWindowConstructor(Window, w);
    Object.defineProperty(w.g, 'Window', { value: Window, writable: true, configurable: true });
    // A global's prototype is immutable to scripts (as a browser's window's is): the host sets it.
    if (host.setWindowPrototype(proto)) return;
    // A JavaScriptCore that does not let it (GlobalPrototype.swift): the window keeps Object.prototype
    // and holds EventTarget's methods itself, as it did before it had the chain.
    for (const key of ['addEventListener', 'removeEventListener', 'dispatchEvent']) {
        Object.defineProperty(w.g, key, { value: EventTarget.prototype[key], writable: true, configurable: true });
    }
}

/// Marks the family copied for `w` and moves its waiting objects to the copies.
export function copyFamily(w, family) {
    if (w.interfaceFamilies === null) w.interfaceFamilies = [];
    w.interfaceFamilies[family] = true;
    // The family's objects are on the copies from now on: its constructors answer `instanceof` as any function does.
    if (w.interfaceCopies !== null) {
        w.interfaceCopies.forEach((copy) => {
            if (copy.record.family === family) delete copy.ctor[Symbol.hasInstance];
        });
    }
    let list;
    if (family === eventTargetFamily()) {
        list = w.waitingNodes;
        w.waitingNodes = null;
    } else {
        const waiting = w.waitingObjects;
        list = waiting === null ? undefined : waiting[family];
        if (waiting !== null) waiting[family] = undefined;
    }
    if (list === undefined || list === null) return;
    // An index loop: the realm's frozen iterator prototype sends for-of down JavaScriptCore's slow path.
    for (let i = 0; i < list.length; i++) moveToWindow(w, list[i]);
}

/// The EventTarget family's number.
export function eventTargetFamily() { return EventTarget[interfaceRecordKey].family; }

/// Whether window `w` has its copies of `family` (copyFamily), its objects on them.
function familyCopied(w, family) {
    const families = w.interfaceFamilies;
    return families !== null && families[family] === true;
}

/// Puts `object` on its window's copy of its prototype if it is still on a realm prototype: `w`'s,
/// or, for a node, its document's window's (which keeps it waiting if it has no copies yet).
function moveToWindow(w, object) {
    const proto = Object.getPrototypeOf(object);
    let record = realmInterfacePrototypes.get(proto);
    if (record === undefined) {
        // A class of the DOM no window names, not met yet (its prototype's constructor is still a value).
        const cls = Object.getOwnPropertyDescriptor(proto, 'constructor')?.value;
        if (typeof cls !== 'function' || cls.prototype !== proto || !realmInterfaces.has(Object.getPrototypeOf(cls))) return;
        record = unnamedInterface(cls);
    }
    const shown = windowShowing(object._doc);
    if (shown !== null && shown !== w) {
        if (!familyCopied(shown, record.family)
            && !(shown.eventTargetsCopied && record.family === eventTargetFamily() && !isNodeInterface(record))) {
            if (shown.waitingNodes !== null && record.family === eventTargetFamily()) shown.waitingNodes.push(object);
            return;
        }
        w = shown;
    }
    Object.setPrototypeOf(object, interfacePrototype(w, record));
}

/// `w`'s constructor of `record`'s interface, made (with its parents) if it was not. Its prototype is
/// copied when something reads it (`interfacePrototype`): a page that names `HTMLElement` only to test
/// `node instanceof HTMLElement` (Splide's, Glide's and Swiper's element checks) copies no prototype
/// and moves no node. The constructor the page sees is a bound function, which has no `prototype` of
/// its own: it gets an accessor that copies the family (the page may patch what it reads) and then
/// becomes the data property WebIDL gives an interface; its target, a function of one source for
/// every window, is what the DOM makes the window's nodes with (`nodeTarget`). While the family's
/// objects still wait on the realm's prototypes, the constructor answers `instanceof` for them with
/// an own `Symbol.hasInstance` (`waitingInstanceCheckDescriptor`), removed when the family is copied.
function buildInterface(w, record) {
    let made = w.interfaces;
    if (made === null) { made = w.interfaces = new Map(); w.interfaceCopies = new Map(); }
    const found = made.get(record.cls);
    if (found !== undefined) return found;
    const parent = record.parent === null ? null : buildInterface(w, record.parent);
    const cls = record.cls;
    const constructible = constructibleInterfaces.has(record.name);
    const required = constructorLength(record.name);
    const target = function () {
        // WebKit's checks and messages, before the DOM's class (which takes the DOM's own arguments).
        if (!constructible) throw new TypeError('Illegal constructor');
        if (new.target === undefined) throw new TypeError("Constructor requires 'new' operator");
        if (arguments.length < required) throw new TypeError('Not enough arguments');
        if (new.target === target) {
            // The DOM's classes may receive the target as `new.target`: its window and constructor
            // are found from it (windowOfConstructor, exposedConstructor), recorded on first use.
            if (!constructorWindows.has(target)) { constructorWindows.set(target, w); copiesByConstructor.set(target, copy); }
            // The Event family is copied when a prototype is read: until then the events a page
            // constructs (`new CustomEvent(…)`) are made as the DOM's own are, on the realm's
            // prototypes, and wait with them. (A node the page constructs copies its family: the
            // DOM's classes tell a page's `new Document()` by its `new.target`.)
            if (record.family === eventFamily() && !familyCopied(w, record.family)) {
                if (win === w) return Reflect.construct(cls, arguments);
                return constructInWindow(w, cls, arguments, cls);
            }
            // Else the DOM makes the object with the target, a function of one source in every
            // window, so what pages construct has one shape in every window (see nodeTarget).
            windowInterface(w, record);
            interfacePrototype(w, record);
        } else {
            // A page's subclass (its `extends` read the prototype, so the family is copied).
            windowInterface(w, record);
        }
        // A window's constructor makes objects of its own window (`new parent.Image()` from a frame).
        if (win === w) return Reflect.construct(cls, arguments, new.target);
        return constructInWindow(w, cls, arguments, new.target);
    };
    const ctor = Reflect.apply(bind, target, []);
    const copy = { w, record, ctor, target, proto: null };
    copiesByConstructor.set(ctor, copy);
    Object.defineProperty(ctor, 'prototype', waitingPrototypeDescriptor);
    defineAll(ctor, record.staticDescriptors);
    Object.setPrototypeOf(ctor, parent !== null ? parent : w.Function.prototype);
    if (copiedOnPrototypeRead(record) && !familyCopied(w, record.family)) {
        Object.defineProperty(ctor, Symbol.hasInstance, waitingInstanceCheckDescriptor);
    }
    made.set(cls, ctor);
    w.interfaceCopies.set(cls, copy);
    addWindowConstructor(ctor, w);
    return ctor;
}
/// The DOM realm's `Function.prototype.bind` and `Function.prototype[Symbol.hasInstance]`.
const bind = (function () { }).bind;
const ordinaryHasInstance = (function () { })[Symbol.hasInstance];

/// `w`'s copy of `record`'s prototype, made (with its parents') if it was not; the DOM's own read,
/// which copies no family.
function interfacePrototype(w, record) {
    buildInterface(w, record);
    const copy = w.interfaceCopies.get(record.cls);
    if (copy.proto !== null) return copy.proto;
    const base = record.parent !== null ? interfacePrototype(w, record.parent)
        : record.base === 'Error' ? w.Error.prototype : Object.getPrototypeOf(w.Function.prototype);
    const proto = copyPrototypeMembers(record, base);
    // WebIDL's iterable lists (NodeList…) take the window's own Array.prototype functions (`list.values === Array.prototype.values`).
    if (record.arrayMembers === undefined) record.arrayMembers = Reflect.ownKeys(record.protoDescriptors).filter((key) => realmArrayMembers.has(record.protoDescriptors[key].value));
    for (const key of record.arrayMembers) {
        const d = record.protoDescriptors[key];
        Object.defineProperty(proto, key, { value: w.g.Array.prototype[realmArrayMembers.get(d.value)], writable: d.writable, enumerable: d.enumerable, configurable: d.configurable });
    }
    Object.defineProperty(proto, 'constructor', { value: copy.ctor, writable: true, configurable: true, enumerable: false });
    Object.defineProperty(copy.target, 'prototype', { value: proto, writable: false });
    copy.proto = proto;
    return proto;
}

/// Each window constructor's copy record (buildInterface), by the constructor and by its target, for
/// the accessors below, which every window's constructors share.
const copiesByConstructor = new WeakMap();

/// The window constructor a page sees for `f`, a `new.target` the DOM's classes receive: `f` itself,
/// or the constructor whose target `f` is (`new HTMLElement()`).
export function exposedConstructor(f) {
    const copy = copiesByConstructor.get(f);
    return copy !== undefined ? copy.ctor : f;
}

/// A window constructor's `prototype` until read: the read copies its family (a page that reads a
/// prototype may patch it, and the patch must reach the objects made before) and leaves the data
/// property WebIDL gives an interface.
const waitingPrototypeDescriptor = {
    get: Object.freeze(function () {
        // `this` is the constructor, or an object inheriting from it (`Object.create(HTMLElement).prototype`).
        let copy;
        for (let c = this; (typeof c === 'object' || typeof c === 'function') && c !== null; c = realmGetPrototypeOf(c)) {
            copy = copiesByConstructor.get(c);
            if (copy !== undefined) break;
        }
        if (copy === undefined) return undefined;
        windowInterface(copy.w, copy.record);
        const proto = interfacePrototype(copy.w, copy.record);
        Object.defineProperty(copy.ctor, 'prototype', { value: proto, writable: false, configurable: false, enumerable: false });
        return proto;
    }),
    configurable: true, enumerable: false,
};

/// The `Symbol.hasInstance` of a window constructor while its family's objects of the window may
/// wait on the realm's prototypes: an object of the constructor's interface or one inheriting from it
/// (it has the interface's brand, on the realm's prototype and on every window's copy) that is the
/// constructor's window's. A node is its document's window's (the current one's for a document no
/// window shows); another object (the window itself, an XMLHttpRequest) is the window's if it
/// inherits from the copy or waits on the realm's prototypes.
const waitingInstanceCheckDescriptor = {
    value: Object.freeze({
        [Symbol.hasInstance](object) {
            const copy = copiesByConstructor.get(this);
            // A function that inherits the check (`Window`, whose parent is EventTarget) answers as functions do.
            if (copy === undefined) return Reflect.apply(ordinaryHasInstance, this, [object]);
            if ((typeof object !== 'object' && typeof object !== 'function') || object === null || object[copy.record.brand] !== true) return false;
            const type = object._nt;
            if (type !== undefined) return (windowShowing(type === 9 ? object : object._doc) ?? win) === copy.w;
            // An event: the window it was made in.
            const made = object._madeIn;
            if (made !== undefined) return made === copy.w;
            for (let p = realmGetPrototypeOf(object); p !== null; p = realmGetPrototypeOf(p)) {
                if (p === copy.proto) return true;
                const found = realmInterfacePrototypes.get(p);
                if (found === undefined) continue;
                for (let r = found; r !== null; r = r.parent) {
                    if (r === copy.record) return (windowShowing(object._doc) ?? win) === copy.w;
                }
                return false;
            }
            return false;
        },
    }[Symbol.hasInstance]),
    writable: false, enumerable: false, configurable: true,
};

/// Defines on `target` (a new object of a window: its global, a constructor, a prototype's copy) the
/// properties of `descriptors`, a realm's object of property descriptors, in its order. They go one by
/// one from two lists kept with the object (its keys, their descriptors): `Object.defineProperties`
/// reads every descriptor's fields again for each window (300–450 members on a new global: 64–79 µs
/// against 50–56 µs, on JavaScriptCore alone). The list's descriptors are copies without a prototype
/// (`leanDescriptor`). Whoever changes `descriptors` after a use drops its lists (`descriptorLists.delete`).
export function defineAll(target, descriptors) {
    let lists = descriptorLists.get(descriptors);
    if (lists === undefined) {
        const keys = Reflect.ownKeys(descriptors);
        lists = { keys, list: keys.map((key) => leanDescriptor(descriptors[key])) };
        descriptorLists.set(descriptors, lists);
    }
    const { keys, list } = lists;
    for (let i = 0; i < keys.length; i++) Object.defineProperty(target, keys[i], list[i]);
}
const descriptorLists = new WeakMap();

/// `descriptor`'s fields on an object without a prototype. JavaScriptCore reads a descriptor's six
/// fields each time it is used, and looks for the absent ones (a data property's `get` and `set`, an
/// accessor's `value` and `writable`) up its prototype chain. A new window's members took 78–96 µs
/// from objects of Object.prototype, 74–83 µs from these (the DOM's timers, runs of 1,500 windows
/// alternated); the anchor action's instructions fell 0.5 %.
function leanDescriptor(descriptor) {
    const lean = Object.create(null);
    for (const field of DESCRIPTOR_FIELDS) if (field in descriptor) lean[field] = descriptor[field];
    return lean;
}
const DESCRIPTOR_FIELDS = ['value', 'writable', 'get', 'set', 'enumerable', 'configurable'];

/// A new object inheriting from `base` with the members of `record`'s prototype, in their order.
/// The members are defined on an object made from the record's own empty root, and only then is
/// the object given `base`, a window's own object: JavaScriptCore names an object's prototype in its
/// shape, so members added to an object of a new window's prototype made new shapes, one member
/// after another, in every window, while the root's shapes are made by the first window and found
/// by the next ones (a page naming `HTMLElement` copies some twenty interfaces, 1,500 members).
function copyPrototypeMembers(record, base) {
    let root = record.protoRoot;
    if (root === undefined) root = record.protoRoot = Object.create(null);
    const proto = Object.create(root);
    defineAll(proto, record.protoDescriptors);
    Object.setPrototypeOf(proto, base);
    return proto;
}

/// The realm's Array.prototype functions an interface's prototype may hold, by name.
const realmArrayMembers = new Map(['values', 'keys', 'entries', 'forEach'].map((name) => [Array.prototype[name], name]));
/// Each window's constructors' window (a page's `new frame.contentWindow.Text()` makes a node of the frame's document).
export const constructorWindows = new WeakMap();
/// Records `ctor`, a constructor the DOM made for window `w`: its window, and that it prints as native.
function addWindowConstructor(ctor, w) {
    constructorWindows.set(ctor, w);
    markNative(ctor);
}
/// The window whose constructor `target` (a `new.target`) is, or extends (a page's subclass); the current one for the realm's.
export function windowOfConstructor(target) {
    for (let c = target; typeof c === 'function'; c = Object.getPrototypeOf(c)) {
        const w = constructorWindows.get(c);
        if (w !== undefined) return w;
    }
    return win;
}

/// The name of the interface of `proto`, a realm prototype or a window's copy (undefined for neither).
export function interfaceName(proto) {
    const record = realmInterfacePrototypes.get(proto);
    if (record !== undefined) return record.name;
    const d = Object.getOwnPropertyDescriptor(proto, 'constructor');
    return d !== undefined && typeof d.value === 'function' ? d.value.name : undefined;
}

/// Records the interfaces among `members` (a window's members by name), freezes the realm's
/// classes and prototypes, and returns each interface's window member: an accessor that answers
/// with the window's own constructor, made on first read and then kept as a plain value.
export function exposeInterfaces(members) {
    const classes = new Map();
    for (const name of Object.keys(members)) {
        const value = members[name];
        if (sharedInterfaces.has(name)) { Object.freeze(value.prototype); Object.freeze(value); continue; }
        if (typeof value === 'function' && /^[A-Z]/.test(name) && Object.prototype.hasOwnProperty.call(value, 'prototype')
            && value.prototype !== null && typeof value.prototype === 'object'
            && Object.getOwnPropertyDescriptor(value.prototype, 'constructor')?.value === value) {
            classes.set(value, name);
        }
    }
    const interfaceRecord = (cls) => {
        const known = realmInterfaces.get(cls);
        if (known !== undefined) return known;
        const parentClass = Object.getPrototypeOf(cls);
        return recordInterface(cls, classes.get(cls), classes.has(parentClass) ? interfaceRecord(parentClass) : null);
    };
    for (const cls of classes.keys()) interfaceRecord(cls);
    for (const record of realmInterfaces.values()) sealRealmInterface(record);
    // The DOM's classes no window names (HTMLNoScriptElement, the legacy event kinds' own), sealed too.
    for (const cls of [...Object.values(elementInterfaces.html), ...createEventInterfaces.values()]) {
        if (!realmInterfaces.has(cls) && realmInterfaces.has(Object.getPrototypeOf(cls))) unnamedInterface(cls);
    }
    const descriptors = {};
    for (const [cls, name] of classes) descriptors[name] = interfaceMember(name, (w) => exposedInterface(w, realmInterfaces.get(cls)));
    // Legacy factory functions (`Option`): their prototype is an interface's.
    for (const name of Object.keys(members)) {
        const factory = members[name];
        const record = typeof factory === 'function' && !classes.has(factory) ? realmInterfacePrototypes.get(factory.prototype) : undefined;
        if (record !== undefined) descriptors[name] = interfaceMember(name, (w) => windowFactory(w, factory, record));
    }
    return descriptors;
}

/// What window `w`'s member for `record`'s interface answers: its constructor, made without copying
/// the family when it is EventTarget or a node's (its prototype's read copies it, see buildInterface),
/// else with the family copied.
function exposedInterface(w, record) {
    return copiedOnPrototypeRead(record) ? buildInterface(w, record) : windowInterface(w, record);
}

/// Whether `record`'s interface is EventTarget, a node's or an event's, whose family a window copies
/// only when its page reads a prototype (buildInterface): the objects of these families know their
/// window (a node its document's, an event the one it was made in), which `instanceof` needs while
/// they wait.
function copiedOnPrototypeRead(record) {
    if (record.family === eventTargetFamily()) return record.parent === null || isNodeInterface(record);
    return record.family === eventFamily();
}
/// The Event family's number.
function eventFamily() { return Event[interfaceRecordKey].family; }

/// `w`'s own `factory` (a legacy factory function of `record`'s interface): it makes what the
/// DOM's does, and its prototype is the window's copy of the interface's.
function windowFactory(w, factory, record) {
    windowInterface(w, record);
    const found = w.interfaces.get(factory);
    if (found !== undefined) return found;
    const proto = interfacePrototype(w, record);
    const made = function () {
        if (new.target === undefined) throw new TypeError("Constructor requires 'new' operator");
        return callInWindow(w, factory, undefined, arguments);
    };
    Object.defineProperty(made, 'name', { value: factory.name, configurable: true });
    Object.defineProperty(made, 'length', { value: 0, configurable: true });
    Object.defineProperty(made, 'prototype', { value: proto, writable: false, configurable: false, enumerable: false });
    Object.setPrototypeOf(made, w.Function.prototype);
    w.interfaces.set(factory, made);
    addWindowConstructor(made, w);
    return made;
}

/// WebIDL's members are enumerable (`for (key in event)` lists `type` and `target` in WebKit; a
/// library that copies an event that way, as Zepto does, needs them): a class's methods and
/// accessors are not, so `object`'s are made so. The DOM's own underscore members stay hidden, and
/// `length`, `name` and `prototype` are a function's own.
function enumerateMembers(object) {
    for (const key of Object.getOwnPropertyNames(object)) {
        if (key === 'constructor' || key.charCodeAt(0) === 95 || (typeof object === 'function'
            && (key === 'prototype' || key === 'length' || key === 'name'))) continue;
        const d = Object.getOwnPropertyDescriptor(object, key);
        if (!d.enumerable && d.configurable) Object.defineProperty(object, key, { enumerable: true });
    }
}

/// WebIDL's `length` of an interface object: its constructor's required arguments, 0 when it has
/// none or cannot be constructed (the realm's classes take the DOM's own arguments). WebKitGTK 2.50's
/// figures for the interfaces ShopStage has.
const requiredArguments = new Map([
    ['File', 2], ['PromiseRejectionEvent', 2],
    ['IntersectionObserver', 1], ['IntersectionObserverEntry', 1], ['MutationObserver', 1], ['ResizeObserver', 1],
    ['Request', 1], ['URL', 1], ['WebSocket', 1],
]);
function constructorLength(name) {
    if (!constructibleInterfaces.has(name)) return 0;
    const listed = requiredArguments.get(name);
    if (listed !== undefined) return listed;
    return name.endsWith('Event') ? 1 : 0;
}
/// The interfaces a page may construct, as in WebKitGTK 2.50 (`new Node()` and `new HTMLDivElement()`
/// throw "Illegal constructor" there); the window's constructors of the others throw before the DOM's
/// class is reached, which takes the DOM's own arguments.
const constructibleInterfaces = new Set([
    'AbortController', 'Animation', 'Blob', 'CSSStyleSheet', 'Comment', 'DOMParser', 'DOMRect', 'Document',
    'DocumentFragment', 'EventTarget', 'File', 'FileReader', 'FormData', 'HTMLElement', 'HTMLOutputElement',
    'Headers', 'IntersectionObserver', 'IntersectionObserverEntry', 'MutationObserver', 'Range', 'Request',
    'ResizeObserver', 'Response', 'Text', 'TextDecoder', 'TextEncoder', 'URL', 'URLSearchParams', 'WebSocket', 'XMLHttpRequest',
    // The legacy factories the DOM makes as classes (`Option` is a function, see windowFactory).
    'Image', 'Audio',
    'Event', 'AnimationEvent', 'ClipboardEvent', 'CompositionEvent', 'CustomEvent', 'DragEvent', 'ErrorEvent',
    'FocusEvent', 'GamepadEvent', 'HashChangeEvent', 'InputEvent', 'KeyboardEvent', 'MediaQueryListEvent',
    'MessageEvent', 'MouseEvent', 'PageTransitionEvent', 'PointerEvent', 'PopStateEvent', 'ProgressEvent',
    'PromiseRejectionEvent', 'StorageEvent', 'SubmitEvent', 'TouchEvent', 'TransitionEvent', 'UIEvent', 'WheelEvent',
]);

/// Records realm class `cls`, interface `name`, whose parent interface's record is `parent`.
function recordInterface(cls, name, parent) {
    enumerateMembers(cls.prototype);
    enumerateMembers(cls);
    const protoDescriptors = Object.getOwnPropertyDescriptors(cls.prototype);
    delete protoDescriptors.constructor;
    const staticDescriptors = Object.getOwnPropertyDescriptors(cls);
    delete staticDescriptors.prototype;
    staticDescriptors.length = { value: constructorLength(name), writable: false, enumerable: false, configurable: true };
    const record = {
        cls, proto: cls.prototype, name, parent,
        family: parent !== null ? parent.family : interfaceFamilies++,
        base: Object.getPrototypeOf(cls.prototype) === globalThis.Error.prototype ? 'Error' : 'Object',
        protoDescriptors, staticDescriptors, brand: null,
    };
    realmInterfaces.set(cls, record);
    realmInterfacePrototypes.set(cls.prototype, record);
    return record;
}

/// The record of `cls`, a realm class no window names whose parent class is recorded.
function unnamedInterface(cls) {
    const record = recordInterface(cls, cls.name, realmInterfaces.get(Object.getPrototypeOf(cls)));
    sealRealmInterface(record);
    return record;
}

/// Brands, converts and freezes a realm interface (see the top of the file).
function sealRealmInterface(record) {
    const { cls, proto } = record;
    Object.defineProperty(cls, interfaceRecordKey, { value: record });
    const brand = Symbol(record.name);
    record.brand = brand;
    Object.defineProperty(proto, brand, { value: true });
    record.protoDescriptors[brand] = { value: true };
    descriptorLists.delete(record.protoDescriptors);  // the copies' member lists (defineAll), made again with the brand
    Object.defineProperty(cls, Symbol.hasInstance, {
        value: Object.freeze((object) => (typeof object === 'object' || typeof object === 'function') && object !== null && object[brand] === true),
    });
    for (const key of Reflect.ownKeys(proto)) {
        const d = Reflect.getOwnPropertyDescriptor(proto, key);
        if (key === 'constructor') {
            Object.defineProperty(proto, key, {
                get: Object.freeze(function () {
                    if (win === realmWindow) return cls;
                    // `node.constructor === Object` (a plain-object test: Swiper's, jQuery's) copies nothing yet.
                    if (copiedOnPrototypeRead(record) && !familyCopied(win, record.family)) return buildInterface(win, record);
                    const ctor = windowInterface(win, record);
                    // An object made where its window could not keep it (another window's document).
                    if (!realmInterfacePrototypes.has(this) && realmInterfacePrototypes.has(Object.getPrototypeOf(this))) moveToWindow(win, this);
                    return ctor;
                }),
                set: ownPropertySetter(key), enumerable: false,
            });
        } else if ('value' in d && typeof d.value === 'function' && d.writable) {
            const value = d.value;
            // A list still on the realm's prototype hands out its window's Array.prototype functions too.
            const arrayName = realmArrayMembers.get(value);
            const get = arrayName === undefined ? () => value : () => (win === realmWindow ? value : win.g.Array.prototype[arrayName]);
            Object.defineProperty(proto, key, { get: Object.freeze(get), set: ownPropertySetter(key), enumerable: d.enumerable });
        }
    }
    // `div.__proto__` on an object still on a realm prototype (whose chain ends in the realm's
    // Object.prototype) answers as `Object.getPrototypeOf` does; the copies end in the page's own.
    if (record.parent === null) {
        Object.defineProperty(proto, '__proto__', {
            get: Object.freeze(function () { return windowPrototypeOf(this); }),
            set: Object.freeze(function (value) { Object.setPrototypeOf(this, value); }),
        });
    }
    Object.freeze(proto);
    Object.freeze(cls);
}

/// What the page's `Object.getPrototypeOf`, `Reflect.getPrototypeOf` and `__proto__` answer for an
/// object still on a realm prototype: its window's copy, the family copied first (so a page that
/// compares an object's prototype with `Event.prototype` finds them equal, whichever it read first).
const realmGetPrototypeOf = Object.getPrototypeOf;
function windowPrototypeOf(object) {
    const proto = realmGetPrototypeOf(object);
    const record = realmInterfacePrototypes.get(proto);
    if (record === undefined || realmInterfacePrototypes.has(object)) {
        revealEventTargetCopy(proto);
        return proto;
    }
    windowInterface(win, record);
    if (realmGetPrototypeOf(object) === proto) moveToWindow(win, object);
    return realmGetPrototypeOf(object);
}
const pagePrototypeReaders = {
    getPrototypeOf(object) {
        if (object === null || object === undefined) throw new TypeError('Object.getPrototypeOf requires that the argument not be null or undefined');
        return windowPrototypeOf(object);
    },
};
const pageReflectReaders = {
    getPrototypeOf(target) {
        if ((typeof target !== 'object' || target === null) && typeof target !== 'function') throw new TypeError('Reflect.getPrototypeOf requires the first argument be an object');
        return windowPrototypeOf(target);
    },
};
Object.freeze(pagePrototypeReaders.getPrototypeOf);
Object.freeze(pageReflectReaders.getPrototypeOf);

/// Gives the page of window `w` the prototype readers above (on its own `Object` and `Reflect`).
export function installPrototypeReaders(w) {
    const global = w.g;
    Object.defineProperty(global.Object, 'getPrototypeOf', { value: pagePrototypeReaders.getPrototypeOf, writable: true, configurable: true, enumerable: false });
    Object.defineProperty(global.Reflect, 'getPrototypeOf', { value: pageReflectReaders.getPrototypeOf, writable: true, configurable: true, enumerable: false });
}

/// Assigning a method's name on an object still on a realm prototype makes the object's own
/// property, as assigning over an inherited writable property does; on the prototype itself it
/// throws, as assigning to a frozen object's property does in strict code.
function ownPropertySetter(key) {
    return Object.freeze(function (value) {
        if (realmInterfacePrototypes.has(this)) throw new TypeError('Attempted to assign to readonly property.');
        Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
    });
}

/// A window's member for an interface: its own constructor (`make(w)`), made on first read.
function interfaceMember(name, make) {
    return {
        get() {
            const w = recordOf(this);
            const ctor = make(w);
            // On the window (a bare name's read may not pass the global as it is kept).
            Object.defineProperty(w.g, name, { value: ctor, writable: true, configurable: true, enumerable: false });
            return ctor;
        },
        set(value) { Object.defineProperty(this, name, { value, writable: true, configurable: true, enumerable: false }); },
        configurable: true, enumerable: false,
    };
}

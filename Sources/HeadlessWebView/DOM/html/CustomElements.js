// CustomElements.js — custom elements (HTML §4.13) as WebKit has them: each window's
// CustomElementRegistry (define, get, getName, whenDefined, upgrade), the HTMLElement constructor
// of a page's `class extends HTMLElement`, element creation for a defined name (createElement,
// the parser, cloning), upgrades, and the lifecycle reactions (connected, disconnected, adopted,
// attributeChanged) with their element queues. WebKit has no customized built-in elements:
// `define(…, { extends })` is a NotSupportedError and `is=` upgrades nothing.
//
// Reactions are queued by the DOM operation (the hooks below, called from Node.js, Element.js,
// Document.js, Loader.js) and run before it returns to the page: each hook that ends an operation
// runs the queue (`flushCustomElementReactions`), a callback's own DOM calls run theirs. What a
// callback throws is reported to the page, never to the caller. A page that defines nothing pays
// one comparison per hook (`customElementDefinitionCount`).
//

import { createElementNS } from "../dom/Document.js";
import { reportException } from "../dom/ErrorReporting.js";
import { DOMException } from "../dom/EventDispatch.js";
import { customElementHooks } from "../dom/Hooks.js";
import { HTML_NS, NAMESPACE_BY_CODE, isConnected } from "../dom/Node.js";
import { Promise, TypeError, define, documentWindow, onStop, win } from "../dom/Realm.js";
import { shadowIncludingFollowing } from "../dom/ShadowDOM.js";
import { adoptCreated, constructorWindows, exposedConstructor, windowOfConstructor } from "../dom/WindowInterfaces.js";
import { HTMLElement, HTMLUnknownElement } from "./HTMLElements.js" with { lazy: "true" };

/// The element queue of the running DOM operation: elements with reactions waiting (each in its `_ceReactions`).
let customElementQueue = [];

// `customElementHooks.definitions` (dom/Hooks.js) counts the definitions the VM's windows have made:
// every hook tests it first, so a page that defines no custom element pays one comparison.
// `customElementHooks.batch` is above zero while a DOM operation made of others runs
// (`batchCustomElementReactions`): its reactions wait for its end.
// A stop inside such an operation would leave every later page's reactions waiting.
onStop(() => { customElementHooks.batch = 0; customElementQueue = []; });

/// The marker an upgrade leaves in its definition's construction stack once `super()` returned.
const alreadyConstructed = Object.freeze({});

// HTML's PotentialCustomElementName production, and the names it reserves.
const customElementNamePattern = new RegExp('^[a-z][-._0-9a-z\\u00B7\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u037D\\u037F-\\u1FFF' +
    '\\u200C\\u200D\\u203F\\u2040\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}]*$', 'u');
const reservedCustomElementNames = new Set(['annotation-xml', 'color-profile', 'font-face', 'font-face-src',
    'font-face-uri', 'font-face-format', 'font-face-name', 'missing-glyph']);
function isValidCustomElementName(name) {
    return name.includes('-') && customElementNamePattern.test(name) && !reservedCustomElementNames.has(name);
}

/// `:defined`: an element that is not a custom element waiting for (or failed by) its definition.
export function isDefinedElement(el) {
    const state = el._ceState;
    if (state !== undefined) return state === 'custom';
    return el._nsURI !== HTML_NS || !isValidCustomElementName(el._local);
}

// --- the registry ----------------------------------------------------------------------------

/// A window's definitions (kept in its record, `customElementRegistry`).
function registryState(w) {
    let state = w.customElementRegistry;
    if (state === null) {
        state = w.customElementRegistry = { byName: new Map(), byConstructor: new Map(), whenDefined: new Map(), running: false };
    }
    return state;
}

/// The definition for `local` in `ns` that `doc`'s window has, or null (a document shown in no
/// window, a template's contents, has none).
function lookupDefinition(doc, ns, local) {
    if (ns !== HTML_NS || doc === null || doc === undefined) return null;
    const w = documentWindow(doc);
    if (w === null || w.customElementRegistry === null) return null;
    const definition = w.customElementRegistry.byName.get(local);
    return definition === undefined ? null : definition;
}

const lifecycleCallbackNames = ['connectedCallback', 'disconnectedCallback', 'adoptedCallback', 'attributeChangedCallback'];
const formCallbackNames = ['formAssociatedCallback', 'formResetCallback', 'formDisabledCallback', 'formStateRestoreCallback'];

/// `sequence<DOMString>` of a definition's static member (observedAttributes, disabledFeatures); absent: empty.
function definitionSequence(w, value, what) {
    if (value === undefined) return [];
    if (value === null || (typeof value !== 'object' && typeof value !== 'function') || typeof value[Symbol.iterator] !== 'function') {
        throw windowTypeError(w, "Failed to execute 'define' on 'CustomElementRegistry': " + what + ' is not a sequence.');
    }
    return Array.from(value, (item) => String(item));
}

/// Whether `value` is a constructor, without calling or reading anything of it.
function isConstructor(value) {
    if (typeof value !== 'function') return false;
    try {
        // A proxy has [[Construct]] exactly when its target has; the trap keeps `value` unread.
        new (new Proxy(value, { construct() { return {}; } }))();
        return true;
    } catch (e) {
        return false;
    }
}

export class CustomElementRegistry {
    constructor() { throw new TypeError('Illegal constructor'); }
    define(name, constructor, options) {
        requireRegistryArguments(this, arguments, 2, 'define');
        name = String(name);
        const state = registryState(this._win);
        if (!isConstructor(constructor)) throw windowTypeError(this._win, "Failed to execute 'define' on 'CustomElementRegistry': The provided callback is not a constructor.");
        if (!isValidCustomElementName(name)) throw new DOMException("Failed to execute 'define' on 'CustomElementRegistry': '" + name + "' is not a valid custom element name", 'SyntaxError');
        if (state.byName.has(name)) throw new DOMException("Failed to execute 'define' on 'CustomElementRegistry': the name \"" + name + '" has already been used with this registry', 'NotSupportedError');
        if (state.byConstructor.has(constructor)) throw new DOMException("Failed to execute 'define' on 'CustomElementRegistry': this constructor has already been used with this registry", 'NotSupportedError');
        // WebKit does not implement customized built-in elements.
        const extendsName = options === undefined || options === null ? undefined : options.extends;
        if (extendsName !== undefined && extendsName !== null) throw new DOMException("Failed to execute 'define' on 'CustomElementRegistry': customized built-in elements are not supported", 'NotSupportedError');
        if (state.running) throw new DOMException("Failed to execute 'define' on 'CustomElementRegistry': a custom element definition is running", 'NotSupportedError');
        state.running = true;
        const callbacks = {};
        let observed = [];
        let disabled = [];
        let formAssociated = false;
        try {
            const prototype = constructor.prototype;
            if (prototype === null || (typeof prototype !== 'object' && typeof prototype !== 'function')) throw windowTypeError(this._win, "Failed to execute 'define' on 'CustomElementRegistry': The prototype of the constructor is not an object.");
            const readCallback = (callbackName) => {
                const callback = prototype[callbackName];
                if (callback === undefined) return;
                if (typeof callback !== 'function') throw windowTypeError(this._win, "Failed to execute 'define' on 'CustomElementRegistry': '" + callbackName + "' is not a function.");
                callbacks[callbackName] = callback;
            };
            for (const callbackName of lifecycleCallbackNames) readCallback(callbackName);
            if (callbacks.attributeChangedCallback !== undefined) observed = definitionSequence(this._win, constructor.observedAttributes, 'observedAttributes');
            disabled = definitionSequence(this._win, constructor.disabledFeatures, 'disabledFeatures');
            formAssociated = !!constructor.formAssociated;
            if (formAssociated) for (const callbackName of formCallbackNames) readCallback(callbackName);
        } catch (error) {
            // What JavaScriptCore throws from the DOM's own reads (a proxy's broken invariant) is the
            // realm's TypeError: the page gets its own; a page's getter's error passes as it is.
            throw error instanceof globalThis.TypeError ? windowTypeError(this._win, error.message) : error;
        } finally {
            state.running = false;
        }
        const definition = {
            name, localName: name, constructor, callbacks, observed: new Set(observed), formAssociated,
            disableInternals: disabled.includes('internals'), disableShadow: disabled.includes('shadow'),
            constructionStack: [],
        };
        state.byName.set(name, definition);
        state.byConstructor.set(constructor, definition);
        customElementHooks.definitions++;
        // The document's elements waiting for this name upgrade now, in tree order.
        const doc = this._win.currentDocument;
        if (doc !== null) {
            for (let n = doc._first; n; n = shadowIncludingFollowing(n, doc)) {
                if (n._nt === 1 && n._local === name && n._nsURI === HTML_NS && n._ceState === undefined) enqueueUpgrade(n, definition);
            }
        }
        const waiting = state.whenDefined.get(name);
        if (waiting !== undefined) { state.whenDefined.delete(name); waiting.resolve(constructor); }
        flushCustomElementReactions();
    }
    get(name) {
        requireRegistryArguments(this, arguments, 1, 'get');
        const definition = registryState(this._win).byName.get(String(name));
        return definition === undefined ? undefined : definition.constructor;
    }
    getName(constructor) {
        requireRegistryArguments(this, arguments, 1, 'getName');
        const definition = registryState(this._win).byConstructor.get(constructor);
        return definition === undefined ? null : definition.name;
    }
    whenDefined(name) {
        name = String(name);
        if (!isValidCustomElementName(name)) return Promise.reject(new DOMException("Failed to execute 'whenDefined' on 'CustomElementRegistry': '" + name + "' is not a valid custom element name", 'SyntaxError'));
        const state = registryState(this._win);
        const definition = state.byName.get(name);
        if (definition !== undefined) return Promise.resolve(definition.constructor);
        let waiting = state.whenDefined.get(name);
        if (waiting === undefined) {
            let resolve;
            const promise = new Promise((done) => { resolve = done; });
            waiting = { promise, resolve };
            state.whenDefined.set(name, waiting);
        }
        return waiting.promise;
    }
    upgrade(root) {
        requireRegistryArguments(this, arguments, 1, 'upgrade');
        if (root === null || typeof root !== 'object' || typeof root._nt !== 'number' || root._parent === undefined) {
            throw windowTypeError(this._win, "Failed to execute 'upgrade' on 'CustomElementRegistry': parameter 1 is not of type 'Node'.");
        }
        for (let n = root; n; n = shadowIncludingFollowing(n, root)) if (n._nt === 1) tryUpgrade(n);
        flushCustomElementReactions();
    }
}

function requireRegistryArguments(registry, args, count, method) {
    if (args.length < count) {
        throw windowTypeError(registry._win, "Failed to execute '" + method + "' on 'CustomElementRegistry': " + count + ' argument' + (count > 1 ? 's' : '') + ' required, but only ' + args.length + ' present.');
    }
}

/// A TypeError of window `w` (a frame's registry called from its parent throws the frame's).
function windowTypeError(w, message) {
    return w === win ? new TypeError(message) : new w.g.TypeError(message);
}

/// `window.customElements`: the current window's registry, made on first read (Window.js).
export function makeCustomElementRegistry(w) {
    const registry = adoptCreated(Object.create(CustomElementRegistry.prototype), w.currentDocument);
    define(registry, '_win', w);
    return registry;
}

// --- making elements -------------------------------------------------------------------------

/// The HTML element constructor (HTML §3.2.3), for a page's `new MyElement()` or a definition's
/// constructor run by an upgrade or a synchronous creation: `newTarget` is the page's class.
export function constructHTMLElement(target) {
    const newTarget = exposedConstructor(target);
    const w = windowOfConstructor(newTarget);
    const state = w.customElementRegistry;
    const definition = state === null ? undefined : state.byConstructor.get(newTarget);
    // The window's own HTMLElement (a definition may name it) is never constructed.
    const ownHTMLElement = w.interfaces === null ? undefined : w.interfaces.get(HTMLElement);
    // An autonomous custom element's class extends HTMLElement itself (WebKit has no customized
    // built-ins); a constructor that extends no interface (`Reflect.construct(HTMLElement, [], f)`) passes.
    const extended = nearestInterface(newTarget);
    // WebKit's messages and their order (JSHTMLElementCustom.cpp): a window whose page never read
    // `customElements` has no registry yet; a class extending another element interface meets that one's.
    if (newTarget === ownHTMLElement) throw windowTypeError(w, 'new.target is not a valid custom element constructor');
    if (extended !== undefined && extended !== ownHTMLElement) throw windowTypeError(w, 'Illegal constructor');
    if (state === null && w.objects.customElements === undefined) throw windowTypeError(w, 'new.target is not a valid custom element constructor');
    if (definition === undefined) throw windowTypeError(w, 'new.target does not define a custom element');
    let prototype = newTarget.prototype;
    if (prototype === null || (typeof prototype !== 'object' && typeof prototype !== 'function')) {
        prototype = ownHTMLElement === undefined ? HTMLElement.prototype : ownHTMLElement.prototype;
    }
    const stack = definition.constructionStack;
    if (stack.length === 0) {
        const element = new HTMLElement(w.currentDocument, definition.localName);
        Object.setPrototypeOf(element, prototype);
        element._ceState = 'custom';
        element._ceDefinition = definition;
        return element;
    }
    const element = stack[stack.length - 1];
    // WebKit's error for a constructor that constructs itself during its upgrade (the standard's is an InvalidStateError).
    if (element === alreadyConstructed) throw windowTypeError(w, 'Cannot instantiate a custom element inside its own constructor during upgrades');
    Object.setPrototypeOf(element, prototype);
    stack[stack.length - 1] = alreadyConstructed;
    return element;
}

/// The window interface `cls` (a page's class) extends nearest: the constructor its `super()` called.
function nearestInterface(cls) {
    for (let c = Object.getPrototypeOf(cls); typeof c === 'function'; c = Object.getPrototypeOf(c)) {
        if (constructorWindows.has(c)) return c;
    }
    return undefined;
}

/// `document.createElement(local)` in `doc` for a defined name: the element its constructor makes
/// now, or, when that throws or makes something else, an HTMLUnknownElement whose construction
/// failed (the error reported); null when `local` is not defined there.
function createDefinedElement(doc, ns, local) {
    const definition = lookupDefinition(doc, ns, local);
    return definition === null ? null : constructSynchronously(doc, definition);
}

function constructSynchronously(doc, definition) {
    try {
        const result = Reflect.construct(definition.constructor, []);
        if (!(result instanceof HTMLElement)) throw new TypeError('The result of constructing a custom element must be an HTMLElement.');
        const refuse = (why) => { throw new DOMException('A newly constructed custom element ' + why + '.', 'NotSupportedError'); };
        if (result._attrs.length !== 0) refuse('must not have attributes');
        if (result._first !== null) refuse('must not have child nodes');
        if (result._parent !== null) refuse('must not have a parent node');
        if (result._doc !== doc) refuse('must belong to the document it is created in');
        if (result._local !== definition.localName) refuse('must have the local name of its definition');
        return result;
    } catch (error) {
        reportException(error);
        const failed = new HTMLUnknownElement(doc, definition.localName);
        failed._ceState = 'failed';
        return failed;
    }
}

/// The parser's element for operation `op` (Loader.js), to go into `parent`: a document's parser
/// constructs a defined element now; the fragment parser (innerHTML) makes it undefined and queues
/// its upgrade. A template's contents (an inert document's) are never custom.
export function createParsedElement(doc, parent, op, runScripts) {
    const ns = NAMESPACE_BY_CODE[op[2]];
    const owner = parent._nt === 9 ? parent : parent._doc;
    const definition = owner === doc ? lookupDefinition(doc, ns, op[1]) : null;
    if (definition !== null && runScripts) return constructSynchronously(doc, definition);
    const el = createElementNS(doc, ns, op[1], null);
    if (definition !== null) enqueueUpgrade(el, definition);
    return el;
}

/// After the document's parser set a constructed element's attributes: their reactions.
export function parsedCustomElementAttributes(el) {
    for (const a of el._attrs) enqueueCallback(el, 'attributeChangedCallback', [a._localName, null, a._value, a._namespaceURI]);
}

/// After the document's parser inserted `el`, before its children: its reactions run.
export function parsedCustomElementInserted(el, runScripts) {
    if (!runScripts) return;
    if (el._ceState === 'custom' && isConnected(el)) enqueueCallback(el, 'connectedCallback', []);
    flushCustomElementReactions();
}

/// A clone of an element (cloneNode, importNode) for a defined name is upgraded as the operation ends.
function customElementCloned(el) {
    const definition = lookupDefinition(el._doc, el._nsURI, el._local);
    if (definition !== null) enqueueUpgrade(el, definition);
}

// --- reactions -------------------------------------------------------------------------------

function enqueueElement(el, reaction) {
    let reactions = el._ceReactions;
    if (reactions === undefined) { reactions = []; define(el, '_ceReactions', reactions); }
    reactions.push(reaction);
    customElementQueue.push(el);
}

function enqueueUpgrade(el, definition) { enqueueElement(el, { upgrade: definition, callback: null, args: null }); }

/// Queues `el`'s definition's `name` callback with `args`, if it has one (and, for attributes, observes it).
function enqueueCallback(el, name, args) {
    const definition = el._ceDefinition;
    if (definition === undefined || definition === null) return;
    const callback = definition.callbacks[name];
    if (callback === undefined) return;
    if (name === 'attributeChangedCallback' && !definition.observed.has(args[0])) return;
    enqueueElement(el, { upgrade: null, callback, args });
}

/// HTML's "try to upgrade": an undefined element whose name its document's window defines.
function tryUpgrade(el) {
    if (el._ceState !== undefined) return;
    const definition = lookupDefinition(el._doc, el._nsURI, el._local);
    if (definition !== null) enqueueUpgrade(el, definition);
}

/// HTML's "upgrade an element": its attribute and connected reactions queued, then its constructor run on it.
function upgradeElement(el, definition) {
    const state = el._ceState;
    if (state !== undefined) return;
    el._ceDefinition = definition;
    el._ceState = 'failed';
    for (const a of el._attrs) enqueueCallback(el, 'attributeChangedCallback', [a._localName, null, a._value, a._namespaceURI]);
    if (isConnected(el)) enqueueCallback(el, 'connectedCallback', []);
    definition.constructionStack.push(el);
    try {
        // A definition that disables shadow roots cannot take an element that already hosts one.
        if (definition.disableShadow && el._shadowRoot !== undefined) throw new DOMException('The element has a shadow root, which its definition disables.', 'NotSupportedError');
        el._ceState = 'precustomized';
        const result = Reflect.construct(definition.constructor, []);
        if (result !== el) throw new TypeError('The custom element constructor did not return the element being upgraded.');
    } catch (error) {
        el._ceState = 'failed';
        el._ceDefinition = null;
        el._ceReactions.length = 0;
        throw error;
    } finally {
        definition.constructionStack.pop();
    }
    el._ceState = 'custom';
}

/// Runs the queued reactions, element by element in queue order; each element's in its order.
/// A DOM call made by a reaction runs the reactions it queues before returning.
function flushCustomElementReactions() {
    if (customElementHooks.batch !== 0) return;
    while (customElementQueue.length !== 0) {
        const queue = customElementQueue;
        customElementQueue = [];
        for (const el of queue) {
            const reactions = el._ceReactions;
            while (reactions.length !== 0) {
                const reaction = reactions.shift();
                try {
                    if (reaction.upgrade !== null) upgradeElement(el, reaction.upgrade);
                    else reaction.callback.apply(el, reaction.args);
                } catch (error) {
                    reportException(error);
                }
            }
        }
    }
}

// --- the hooks of the DOM operations ---------------------------------------------------------

/// Runs `operation(a, b, c, d)` (insertNode, replaceAllChildren), whose steps queue reactions, then its reactions.
function batchCustomElementReactions(operation, a, b, c, d) {
    customElementHooks.batch++;
    try {
        operation(a, b, c, d);
    } finally {
        customElementHooks.batch--;
    }
    flushCustomElementReactions();
}

/// After `node` was inserted (Node.js inserted): connected reactions of its custom elements,
/// upgrades of the others; then the operation's reactions run.
function customElementsInserted(node) {
    if (node._nt === 1 && isConnected(node)) {
        for (let n = node; n; n = shadowIncludingFollowing(n, node)) {
            if (n._nt !== 1) continue;
            if (n._ceState === 'custom') enqueueCallback(n, 'connectedCallback', []);
            else tryUpgrade(n);
        }
    }
    flushCustomElementReactions();
}

/// Before `node` leaves its parent (Node.js removeNode): its custom elements' disconnected
/// reactions, which run once it has left (`flushCustomElementReactions`).
function customElementsRemoving(node) {
    if (node._nt !== 1 || !isConnected(node)) return;
    for (let n = node; n; n = shadowIncludingFollowing(n, node)) {
        if (n._nt === 1 && n._ceState === 'custom') enqueueCallback(n, 'disconnectedCallback', []);
    }
}

/// Before `node` moves to document `doc` (Node.js adopt): adopted reactions of its custom elements.
function customElementsAdopted(node, doc) {
    for (let n = node; n; n = shadowIncludingFollowing(n, node)) {
        if (n._nt === 1 && n._ceState === 'custom' && n._doc !== doc) enqueueCallback(n, 'adoptedCallback', [n._doc, doc]);
    }
}

/// After an attribute of `el` changed (Element.js): its attributeChanged reaction runs.
function customElementAttributeChanged(el, local, ns, old, value) {
    if (el._ceState === 'custom') enqueueCallback(el, 'attributeChangedCallback', [local, old, value, ns]);
    flushCustomElementReactions();
}

Object.assign(customElementHooks, {
    runBatched: batchCustomElementReactions, inserted: customElementsInserted, removing: customElementsRemoving,
    adopted: customElementsAdopted, cloned: customElementCloned, attributeChanged: customElementAttributeChanged,
    flush: flushCustomElementReactions, createDefined: createDefinedElement, isValidName: isValidCustomElementName,
    lookupDefinition,
});

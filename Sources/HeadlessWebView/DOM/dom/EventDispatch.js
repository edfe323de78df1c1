// EventDispatch.js — EventTarget, the event classes, DOMException, AbortController/AbortSignal, event
// handler attributes and properties, and dispatch as the DOM spec writes it
// (https://dom.spec.whatwg.org/#concept-event-dispatch): build the path, capture pass,
// target (capture listeners first), bubble pass, then activation behaviour. Listeners are
// cloned before each invoke; one that throws is reported and the others still run.
//

import { reportException } from "./ErrorReporting.js" with { lazy: "true" };
import {
    Error, Function, TypeError, define, defineConstants, g, host, setTimeout, shadowRootCount, win, windowRecords
} from "./Realm.js";
import {
    shadowComposedPath, shadowIncludingEventPath, shadowStruct
} from "./ShadowDOM.js" with { lazy: "true" };
import {
    adoptIntoWindow, copyFamily, eventTargetFamily, waitingObjectsLimit
} from "./WindowInterfaces.js" with { lazy: "true" };

export class DOMException extends Error {
    constructor(message = '', name = 'Error') {
        super(message);
        define(this, 'name', name);
    }
    get code() { return domExceptionCodes[this.name] || 0; }
}
// The legacy codes, kept out of pages' reach (pages share the DOMException interface object).
const domExceptionCodes = {
    IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
    NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InUseAttributeError: 10, InvalidStateError: 11,
    SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
    SecurityError: 18, NetworkError: 19, AbortError: 20, QuotaExceededError: 22, DataCloneError: 25,
};
// The WebIDL constants (INVALID_STATE_ERR…), on the interface and its instances.
defineConstants(DOMException, [['INDEX_SIZE_ERR', 1], ['DOMSTRING_SIZE_ERR', 2], ['HIERARCHY_REQUEST_ERR', 3], ['WRONG_DOCUMENT_ERR', 4],
    ['INVALID_CHARACTER_ERR', 5], ['NO_DATA_ALLOWED_ERR', 6], ['NO_MODIFICATION_ALLOWED_ERR', 7], ['NOT_FOUND_ERR', 8], ['NOT_SUPPORTED_ERR', 9],
    ['INUSE_ATTRIBUTE_ERR', 10], ['INVALID_STATE_ERR', 11], ['SYNTAX_ERR', 12], ['INVALID_MODIFICATION_ERR', 13], ['NAMESPACE_ERR', 14],
    ['INVALID_ACCESS_ERR', 15], ['VALIDATION_ERR', 16], ['TYPE_MISMATCH_ERR', 17], ['SECURITY_ERR', 18], ['NETWORK_ERR', 19], ['ABORT_ERR', 20],
    ['URL_MISMATCH_ERR', 21], ['QUOTA_EXCEEDED_ERR', 22], ['TIMEOUT_ERR', 23], ['INVALID_NODE_TYPE_ERR', 24], ['DATA_CLONE_ERR', 25]]);

const NONE = 0, CAPTURING_PHASE = 1, AT_TARGET = 2, BUBBLING_PHASE = 3;

export class Event {
    constructor(type, init) { adoptIntoWindow(this, new.target);
        // The window it belongs to, for its window's `instanceof` while it waits on the realm's prototypes (WindowInterfaces.js).
        this._madeIn = win;
        if (arguments.length < 1) throw new TypeError("Failed to construct 'Event': 1 argument required, but only 0 present.");
        this._type = String(type);
        this._bubbles = !!(init && init.bubbles);
        this._cancelable = !!(init && init.cancelable);
        this._composed = !!(init && init.composed);
        this._target = null;
        this._currentTarget = null;
        this._phase = NONE;
        this._stop = false;
        this._stopImmediate = false;
        this._canceled = false;
        this._inPassive = false;
        this._dispatching = false;
        this._initialized = true;
        this._trusted = false;
        this._path = [];
        // A dispatch through shadow trees: its path's structs (ShadowDOM.js), and whether the listener running is in one.
        this._shadowPath = null;
        this._inShadowTree = false;
        this._timeStamp = host.now();
        // [LegacyUnforgeable]: each event's own, non-configurable property, one getter for all.
        Object.defineProperty(this, 'isTrusted', isTrustedDescriptor);
    }
    get type() { return this._type; }
    get target() { return this._target; }
    get srcElement() { return this._target; }
    get currentTarget() { return this._currentTarget; }
    get eventPhase() { return this._phase; }
    get bubbles() { return this._bubbles; }
    get cancelable() { return this._cancelable; }
    get composed() { return this._composed; }
    get defaultPrevented() { return this._canceled; }
    get returnValue() { return !this._canceled; }
    set returnValue(v) { if (!v) this.preventDefault(); }
    get cancelBubble() { return this._stop; }
    set cancelBubble(v) { if (v) this._stop = true; }
    get timeStamp() { return this._timeStamp; }
    composedPath() { return this._shadowPath ? shadowComposedPath(this) : this._dispatching ? this._path.slice() : []; }
    stopPropagation() { this._stop = true; }
    stopImmediatePropagation() { this._stop = true; this._stopImmediate = true; }
    // Ignored unless cancelable and outside a passive listener: the spec's "set the canceled flag".
    preventDefault() { if (this._cancelable && !this._inPassive) this._canceled = true; }
    initEvent(type, bubbles, cancelable) {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'initEvent' on 'Event': 1 argument required, but only 0 present.");
        if (this._dispatching) return;
        this._type = String(type); this._bubbles = !!bubbles; this._cancelable = !!cancelable;
        this._stop = this._stopImmediate = this._canceled = false;
        this._initialized = true;  // an event from document.createEvent may be dispatched from now on
    }
}
const isTrustedDescriptor = { get: function isTrusted() { return this._trusted; }, enumerable: true, configurable: false };
defineConstants(Event, [['NONE', NONE], ['CAPTURING_PHASE', CAPTURING_PHASE], ['AT_TARGET', AT_TARGET], ['BUBBLING_PHASE', BUBBLING_PHASE]]);

export class CustomEvent extends Event {
    constructor(type, init) { super(type, init); this._detail = init && init.detail !== undefined ? init.detail : null; }
    get detail() { return this._detail; }
    initCustomEvent(type, bubbles, cancelable, detail = null) {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'initCustomEvent' on 'CustomEvent': 1 argument required, but only 0 present.");
        if (this._dispatching) return;
        this.initEvent(type, bubbles, cancelable); this._detail = detail;
    }
}
export class UIEvent extends Event {
    constructor(type, init) {
        super(type, init);
        const view = init && init.view !== undefined ? init.view : null;
        // WebIDL `Window?`: a window (its `window` is itself) or null.
        if (view !== null && (typeof view !== 'object' || view.window !== view)) throw new TypeError("Failed to construct 'UIEvent': member view is not of type Window.");
        this._view = view; this._detail = (init && init.detail) | 0;
    }
    get view() { return this._view; }
    get detail() { return this._detail; }
    get which() { return 0; }
    initUIEvent(type, bubbles, cancelable, view, detail) {
        if (this._dispatching) return;
        this.initEvent(type, bubbles, cancelable);
        this._view = view || null; this._detail = detail | 0;
    }
}
export class MouseEvent extends UIEvent {
    constructor(type, init) {
        super(type, init);
        const i = init || {};
        for (const k of ['screenX', 'screenY', 'clientX', 'clientY', 'button', 'buttons', 'movementX', 'movementY']) this['_' + k] = Number(i[k]) || 0;
        for (const k of ['ctrlKey', 'shiftKey', 'altKey', 'metaKey']) this['_' + k] = !!i[k];
        this._relatedTarget = i.relatedTarget || null;
    }
    get screenX() { return this._screenX; } get screenY() { return this._screenY; }
    get clientX() { return this._clientX; } get clientY() { return this._clientY; }
    get pageX() { return this._clientX; } get pageY() { return this._clientY; }
    get x() { return this._clientX; } get y() { return this._clientY; }
    get offsetX() { return 0; } get offsetY() { return 0; }
    get movementX() { return this._movementX; } get movementY() { return this._movementY; }
    get button() { return this._button; } get buttons() { return this._buttons; }
    get ctrlKey() { return this._ctrlKey; } get shiftKey() { return this._shiftKey; }
    get altKey() { return this._altKey; } get metaKey() { return this._metaKey; }
    get relatedTarget() { return this._relatedTarget; }
    get which() { return this._button + 1; }
    getModifierState(key) { return !!({ Control: this._ctrlKey, Shift: this._shiftKey, Alt: this._altKey, Meta: this._metaKey })[key]; }
    // The legacy initializer older scripts use with document.createEvent('MouseEvents').
    initMouseEvent(type, bubbles, cancelable, view, detail, screenX, screenY, clientX, clientY, ctrlKey, altKey, shiftKey, metaKey, button, relatedTarget) {
        if (this._dispatching) return;
        this.initUIEvent(type, bubbles, cancelable, view, detail);
        this._screenX = Number(screenX) || 0; this._screenY = Number(screenY) || 0;
        this._clientX = Number(clientX) || 0; this._clientY = Number(clientY) || 0;
        this._ctrlKey = !!ctrlKey; this._altKey = !!altKey; this._shiftKey = !!shiftKey; this._metaKey = !!metaKey;
        this._button = Number(button) || 0; this._relatedTarget = relatedTarget || null;
    }
}
export class PointerEvent extends MouseEvent {
    constructor(type, init) {
        super(type, init);
        const i = init || {};
        this._pointerId = Number(i.pointerId) || 0;
        this._pointerType = i.pointerType === undefined ? '' : String(i.pointerType);
        this._isPrimary = !!i.isPrimary;
    }
    get pointerId() { return this._pointerId; }
    get pointerType() { return this._pointerType; }
    get isPrimary() { return this._isPrimary; }
    get width() { return 1; } get height() { return 1; } get pressure() { return 0; }
}
export class KeyboardEvent extends UIEvent {
    constructor(type, init) {
        super(type, init);
        const i = init || {};
        this._key = i.key === undefined ? '' : String(i.key);
        this._code = i.code === undefined ? '' : String(i.code);
        this._location = Number(i.location) || 0;
        this._repeat = !!i.repeat;
        this._isComposing = !!i.isComposing;
        for (const k of ['ctrlKey', 'shiftKey', 'altKey', 'metaKey']) this['_' + k] = !!i[k];
        this._keyCode = Number(i.keyCode) || 0;
        this._charCode = Number(i.charCode) || 0;
    }
    get key() { return this._key; } get code() { return this._code; }
    get location() { return this._location; } get repeat() { return this._repeat; }
    get isComposing() { return this._isComposing; }
    get ctrlKey() { return this._ctrlKey; } get shiftKey() { return this._shiftKey; }
    get altKey() { return this._altKey; } get metaKey() { return this._metaKey; }
    get keyCode() { return this._keyCode; } get charCode() { return this._charCode; }
    get which() { return this._keyCode; }
    getModifierState(key) { return !!({ Control: this._ctrlKey, Shift: this._shiftKey, Alt: this._altKey, Meta: this._metaKey })[key]; }
}
export class FocusEvent extends UIEvent {
    constructor(type, init) { super(type, init); this._relatedTarget = (init && init.relatedTarget) || null; }
    get relatedTarget() { return this._relatedTarget; }
}
export class InputEvent extends UIEvent {
    constructor(type, init) {
        super(type, init);
        const i = init || {};
        this._data = i.data === undefined ? null : i.data;
        this._inputType = i.inputType === undefined ? '' : String(i.inputType);
        this._isComposing = !!i.isComposing;
    }
    get data() { return this._data; } get inputType() { return this._inputType; } get isComposing() { return this._isComposing; }
}
export class SubmitEvent extends Event {
    constructor(type, init) { super(type, init); this._submitter = (init && init.submitter) || null; }
    get submitter() { return this._submitter; }
}
export class ErrorEvent extends Event {
    constructor(type, init) {
        super(type, init);
        const i = init || {};
        this._message = i.message === undefined ? '' : String(i.message);
        this._filename = i.filename === undefined ? '' : String(i.filename);
        this._lineno = i.lineno | 0; this._colno = i.colno | 0;
        this._error = i.error === undefined ? null : i.error;
    }
    get message() { return this._message; } get filename() { return this._filename; }
    get lineno() { return this._lineno; } get colno() { return this._colno; } get error() { return this._error; }
}
export class ProgressEvent extends Event {
    constructor(type, init) {
        super(type, init);
        const i = init || {};
        this._lengthComputable = !!i.lengthComputable; this._loaded = Number(i.loaded) || 0; this._total = Number(i.total) || 0;
    }
    get lengthComputable() { return this._lengthComputable; } get loaded() { return this._loaded; } get total() { return this._total; }
}
export class MessageEvent extends Event {
    constructor(type, init) {
        super(type, init);
        const i = init || {};
        this._data = i.data === undefined ? null : i.data; this._origin = i.origin === undefined ? '' : String(i.origin);
    }
    get data() { return this._data; } get origin() { return this._origin; }
    get source() { return null; } get ports() { return []; } get lastEventId() { return ''; }
}
export class HashChangeEvent extends Event {
    constructor(type, init) { super(type, init); this._oldURL = (init && init.oldURL) || ''; this._newURL = (init && init.newURL) || ''; }
    get oldURL() { return this._oldURL; } get newURL() { return this._newURL; }
}
export class PopStateEvent extends Event {
    constructor(type, init) { super(type, init); this._state = init && init.state !== undefined ? init.state : null; }
    get state() { return this._state; }
}
export class TouchEvent extends UIEvent {
    constructor(type, init) {
        super(type, init);
        const i = init || {};
        this._touches = i.touches || []; this._targetTouches = i.targetTouches || []; this._changedTouches = i.changedTouches || [];
    }
    get touches() { return this._touches; } get targetTouches() { return this._targetTouches; } get changedTouches() { return this._changedTouches; }
}

/// Event listeners live in `_listeners` (a Map of type → array), created on first use.
/// A non-object `options` is the capture flag (WebIDL's union: ToBoolean); removeEventListener reads only `capture`.
function listenerOptions(options) {
    if (options === null || (typeof options !== 'object' && typeof options !== 'function')) return { capture: !!options, once: false, passive: false, signal: undefined };
    return { capture: !!options.capture, once: !!options.once, passive: !!options.passive, signal: options.signal };
}
function captureOption(options) {
    return options === null || (typeof options !== 'object' && typeof options !== 'function') ? !!options : !!options.capture;
}

export class EventTarget {
    /// `doc`: a node's document (Node.js), whose window the node belongs to. Until the window's
    /// family is copied the object waits in its list (WindowInterfaces.js), checked when it moves.
    constructor(doc) {
        const waiting = win.waitingNodes;
        if (waiting === null || win.eventTargetsCopied) adoptIntoWindow(this, new.target, doc);
        else if (waiting.push(this) >= waitingObjectsLimit) copyFamily(win, eventTargetFamily());
    }
    // WebIDL: an operation called with no `this` (a bare `addEventListener(…)` in a page
    // script) acts on the global object, which is the window.
    addEventListener(type, callback, options) {
        const target = this === undefined || this === null ? g : this;
        const o = listenerOptions(options);
        if (o.signal !== undefined && !(o.signal instanceof AbortSignal)) throw new TypeError("Failed to execute 'addEventListener' on 'EventTarget': member signal is not of type AbortSignal.");
        if (callback === null || callback === undefined) return;
        if (o.signal && o.signal.aborted) return;
        type = String(type);
        let map = target._listeners;
        if (!map) {
            map = new Map();
            // An element's is one of its underscore fields (enumerable, as all its fields are); any other
            // target's (the window, a document, an XMLHttpRequest…) is hidden from a page's enumeration.
            if (target._nt === 1) target._listeners = map; else define(target, '_listeners', map);
        }
        let list = map.get(type);
        if (!list) { list = []; map.set(type, list); }
        for (let i = 0; i < list.length; i++) if (list[i].callback === callback && list[i].capture === o.capture) return;
        const listener = { callback, capture: o.capture, once: o.once, passive: o.passive, removed: false, window: callbackWindow(callback) };
        list.push(listener);
        if (o.signal) o.signal.addEventListener('abort', () => removeListener(target, type, listener));
    }
    removeEventListener(type, callback, options) {
        const target = this === undefined || this === null ? g : this;
        const map = target._listeners;
        if (!map) return;
        const capture = captureOption(options);
        const list = map.get(String(type));
        if (!list) return;
        for (const l of list) if (l.callback === callback && l.capture === capture) { removeListener(target, String(type), l); return; }
    }
    dispatchEvent(event) {
        const target = this === undefined || this === null ? g : this;
        if (!(event instanceof Event)) throw new TypeError("Failed to execute 'dispatchEvent' on 'EventTarget': parameter 1 is not of type 'Event'.");
        if (event._dispatching || !event._initialized) throw new DOMException('The event is already being dispatched.', 'InvalidStateError');
        event._trusted = false;
        return dispatch(target, event);
    }
}

/// Each realm's window record by the realm's `Object.prototype` (null: a realm no window has, the DOM's own).
const realmWindows = new WeakMap();
/// The window of the realm that made `callback`: `window.event` is set on that window while it runs
/// (DOM "inner invoke": the listener callback's global), whatever window the target or the
/// dispatching script belongs to. Null: the current window's (the DOM's own wrappers, handlers).
function callbackWindow(callback) {
    let root = callback;
    for (let p = Object.getPrototypeOf(root); p !== null; p = Object.getPrototypeOf(p)) root = p;
    let w = realmWindows.get(root);
    if (w === undefined) {
        w = null;
        try {
            // The realm's Function makes a sloppy function whose `this` is the realm's global.
            const realmFunction = Object.getPrototypeOf(root.constructor).constructor;
            w = windowRecords.get(realmFunction('return this')()) || null;
        } catch (error) {
            // A realm whose Object or Function a page replaced: the current window's, as before.
        }
        realmWindows.set(root, w);
    }
    return w;
}

function removeListener(target, type, listener) {
    listener.removed = true;
    const list = target._listeners && target._listeners.get(type);
    if (!list) return;
    const index = list.indexOf(listener);
    if (index >= 0) list.splice(index, 1);
}

/// The parent in the event path: a node's parent, a document's window (except for `load`).
export function eventParent(node, event) {
    if (node === g) return null;
    if (node._parent !== undefined) {
        if (node._parent) return node._parent;
        if (node._nt === 9 && node === win.currentDocument && event._type !== 'load') return g;
        return null;
    }
    return null;
}

export function dispatch(target, event) {
    event._dispatching = true;
    event._target = target;
    // With shadow trees on the VM's pages, the path retargets per struct (ShadowDOM.js); else a walk up.
    let path, shadowPath = null;
    if (shadowRootCount === 0) {
        path = [];
        for (let n = target; n; n = eventParent(n, event)) path.push(n);
    } else {
        shadowPath = shadowIncludingEventPath(target, event);
        event._shadowPath = shadowPath;
        path = shadowPath.items;
    }
    event._path = path;

    // Activation behaviour (a, submit buttons, checkboxes): found before dispatch, run after.
    let activationTarget = null;
    const isActivation = event._type === 'click' && event instanceof MouseEvent;
    if (isActivation) {
        for (const item of path) {
            if (item._hasActivationBehavior && item._hasActivationBehavior()) { activationTarget = item; break; }
            if (!event._bubbles) break;
        }
        if (activationTarget && activationTarget._legacyPreActivation) activationTarget._legacyPreActivation();
    }

    for (let i = path.length - 1; i >= 0; i--) {
        const item = path[i];
        if (event._stop) break;
        event._phase = (shadowPath === null ? item === target : shadowPath.targets[i] !== null) ? AT_TARGET : CAPTURING_PHASE;
        if (shadowPath !== null) shadowStruct(event, shadowPath, i);
        invoke(item, event, true);
    }
    if (!event._stop) {
        for (let i = 0; i < path.length; i++) {
            const item = path[i];
            if (shadowPath === null ? item === target : shadowPath.targets[i] !== null) event._phase = AT_TARGET;
            else if (event._bubbles) event._phase = BUBBLING_PHASE;
            else continue;
            if (shadowPath !== null) shadowStruct(event, shadowPath, i);
            invoke(item, event, false);
            if (event._stop) break;
        }
    }
    event._phase = NONE;
    event._currentTarget = null;
    event._dispatching = false;
    event._stop = false;
    event._stopImmediate = false;
    event._path = [];
    if (shadowPath !== null) {
        event._shadowPath = null;
        event._inShadowTree = false;
        if (shadowPath.clearTargets) { event._target = null; if (event._relatedTarget !== undefined) event._relatedTarget = null; }
    }

    if (activationTarget) {
        if (!event._canceled) activationTarget._activationBehavior(event);
        else if (activationTarget._legacyCanceledActivation) activationTarget._legacyCanceledActivation();
    }
    return !event._canceled;
}

/// The prefixed types a trusted animation or transition event falls back to (DOM "invoke", step 8).
const legacyEventTypes = new Map([['animationend', 'webkitAnimationEnd'], ['animationiteration', 'webkitAnimationIteration'],
    ['animationstart', 'webkitAnimationStart'], ['transitionend', 'webkitTransitionEnd']]);

function invoke(item, event, capturePass) {
    const map = item._listeners;
    if (!map) return;
    const list = map.get(event._type);
    if (list && list.length > 0) { invokeListeners(item, event, capturePass, list); return; }
    const legacy = event._trusted ? legacyEventTypes.get(event._type) : undefined;
    const legacyList = legacy === undefined ? undefined : map.get(legacy);
    if (!legacyList || legacyList.length === 0) return;
    const original = event._type;
    event._type = legacy;
    try { invokeListeners(item, event, capturePass, legacyList); } finally { event._type = original; }
}

function invokeListeners(item, event, capturePass, list) {
    event._currentTarget = item;
    const listeners = list.slice();
    for (let i = 0; i < listeners.length; i++) {
        const listener = listeners[i];
        if (listener.removed || listener.capture !== capturePass) continue;
        if (listener.once) removeListener(item, event._type, listener);
        if (listener.passive) event._inPassive = true;
        // window.event is the event while a listener runs (undefined for one in a shadow tree), then what it was before.
        const w = listener.window || win, previousEvent = w.currentEvent;
        w.currentEvent = event._inShadowTree === true ? undefined : event;
        try {
            const callback = listener.callback;
            if (typeof callback === 'function') callback.call(item, event);
            else {
                // Looked up on each dispatch; a callback object without it is a TypeError, reported.
                const handleEvent = callback.handleEvent;
                if (typeof handleEvent !== 'function') throw new TypeError("'handleEvent' property of the event listener is not a function.");
                handleEvent.call(callback, event);
            }
        } catch (error) {
            reportException(error);
        }
        w.currentEvent = previousEvent;
        event._inPassive = false;
        if (event._stopImmediate) break;
    }
}

// Event handler attributes and properties (onclick="…", el.onclick = fn).
export const eventHandlerNames = new Set(('abort blur cancel canplay change click close contextmenu dblclick drag dragend dragenter ' +
    'dragleave dragover dragstart drop ended error focus focusin focusout input invalid keydown keypress keyup load loadeddata ' +
    'loadstart mousedown mouseenter mouseleave mousemove mouseout mouseover mouseup pause play playing pointercancel pointerdown ' +
    'pointerenter pointerleave pointermove pointerout pointerover pointerup progress reset resize scroll select submit toggle ' +
    'touchcancel touchend touchmove touchstart transitionrun transitionstart transitionend transitioncancel animationend ' +
    'animationstart animationiteration animationcancel wheel beforeinput ' +
    'hashchange popstate message storage unload beforeunload pageshow pagehide online offline').split(' '));
export const windowReflectingBodyHandlers = new Set(['load', 'error', 'resize', 'scroll', 'hashchange', 'popstate', 'message',
    'storage', 'unload', 'beforeunload', 'pageshow', 'pagehide', 'online', 'offline', 'blur', 'focus']);

/// The handler slot of `target` for `type`: value is a function, a source string, or null.
function handlerSlot(target, type) {
    let slots = target._handlers;
    if (!slots) { slots = new Map(); define(target, '_handlers', slots); }
    let slot = slots.get(type);
    if (!slot) {
        slot = { value: null, compiled: null };
        slots.set(type, slot);
        // One listener per handler, registered when first set: the spec keeps its place in the list.
        target.addEventListener(type, function (event) { return runHandler(target, slot, event); });
    }
    return slot;
}

/// A window's `onerror` from an attribute (`<body onerror>`) takes the five values the window's error event gives.
function compileHandler(element, source, type, onWindow) {
    try {
        const doc = element.ownerDocument || element;
        const form = element.form || null;
        // Sloppy-mode scopes as browsers give handlers: the element, its form, the document.
        const factory = new Function('document__', 'form__', 'element__',
            'with (document__) { with (form__ || {}) { with (element__) { return function on' + type +
            (onWindow && type === 'error' ? '(event, source, lineno, colno, error)' : '(event)') + ' {\n' + source + '\n}; } } }');
        return factory(doc, form, element);
    } catch (error) {
        reportException(error);
        return null;
    }
}

function runHandler(target, slot, event) {
    let fn = slot.value;
    if (typeof fn === 'string') {
        if (!slot.compiled) slot.compiled = compileHandler(target._handlerOwner || target, fn, event.type, target === g);
        fn = slot.compiled;
    }
    if (typeof fn !== 'function') return;
    // The spec's "special error event handling": a window's onerror gets the five values of the
    // ErrorEvent and cancels by returning true.
    if (event instanceof ErrorEvent && event._type === 'error' && target === g) {
        if (fn.call(event.currentTarget, event._message, event._filename, event._lineno, event._colno, event._error) === true) event.preventDefault();
        return;
    }
    const result = fn.call(event.currentTarget, event);
    if (result === false && event.type !== 'mouseover') event.preventDefault();
    else if (event.type === 'beforeunload' && result !== undefined && result !== null) event.preventDefault();
}

export function getHandler(target, type) {
    const slot = target._handlers && target._handlers.get(type);
    if (!slot || slot.value === null) return null;
    if (typeof slot.value === 'string') {
        if (!slot.compiled) slot.compiled = compileHandler(target._handlerOwner || target, slot.value, type, target === g);
        return slot.compiled;
    }
    return slot.value;
}

export function setHandler(target, type, value) {
    const slot = handlerSlot(target, type);
    slot.compiled = null;
    slot.value = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null;
}

export function setHandlerSource(target, type, source, owner) {
    const slot = handlerSlot(target, type);
    if (owner) define(target, '_handlerOwner', owner);
    slot.compiled = null;
    slot.value = source === null ? null : String(source);
}

/// The prefixed handlers (`onwebkitanimationend`…): the property is lower-case, the event type is not.
export const legacyHandlerTypes = new Map(Array.from(legacyEventTypes.values(), (type) => ['on' + type.toLowerCase(), type]));
export function defineLegacyHandlerProperties(proto) {
    for (const [property, type] of legacyHandlerTypes) {
        Object.defineProperty(proto, property, {
            get() { return getHandler(this, type); },
            set(value) { setHandler(this, type, value); },
            configurable: true, enumerable: true,
        });
    }
}

export function defineHandlerProperties(proto, names) {
    for (const type of names) {
        Object.defineProperty(proto, 'on' + type, {
            get() { return getHandler(this, type); },
            set(value) { setHandler(this, type, value); },
            configurable: true, enumerable: true,
        });
    }
}
defineHandlerProperties(EventTarget.prototype, []);

export class AbortSignal extends EventTarget {
    constructor() { super(); this._aborted = false; this._reason = undefined; }
    get aborted() { return this._aborted; }
    get reason() { return this._reason; }
    throwIfAborted() { if (this._aborted) throw this._reason; }
    static abort(reason) { const c = new AbortController(); c.abort(reason); return c.signal; }
    static timeout(ms) { const c = new AbortController(); setTimeout(() => c.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms); return c.signal; }
    _abort(reason) {
        if (this._aborted) return;
        this._aborted = true;
        this._reason = reason === undefined ? new DOMException('signal is aborted without reason', 'AbortError') : reason;
        this.dispatchEvent(new Event('abort'));
    }
}
defineHandlerProperties(AbortSignal.prototype, ['abort']);
export class AbortController {
    constructor() { adoptIntoWindow(this, new.target); this._signal = new AbortSignal(); }
    get signal() { return this._signal; }
    abort(reason) { this._signal._abort(reason); }
}

// EventInterfaces.js — the event interfaces beyond the core ones (UI Events, HTML, CSS Animations
// and Transitions, Device Orientation): WheelEvent, CompositionEvent, TextEvent, DragEvent,
// BeforeUnloadEvent, StorageEvent, PageTransitionEvent, PromiseRejectionEvent, AnimationEvent,
// TransitionEvent, ClipboardEvent, DeviceMotionEvent, DeviceOrientationEvent, GamepadEvent; the legacy
// `initKeyboardEvent`; and `document.createEvent`'s table of interface names.
//

import {
    CustomEvent, DOMException, Event, FocusEvent, HashChangeEvent, KeyboardEvent, MessageEvent, MouseEvent, TouchEvent,
    UIEvent
} from "./EventDispatch.js";
import { TypeError, define, defineConstants } from "./Realm.js";

/// A dictionary member: `undefined` takes the default, anything else is converted.
const initString = (init, name) => (init && init[name] !== undefined ? String(init[name]) : '');
const initNumber = (init, name) => (init && init[name] !== undefined ? Number(init[name]) : 0);
const initNullable = (init, name) => (init && init[name] !== undefined ? init[name] : null);

export class WheelEvent extends MouseEvent {
    constructor(type, init) {
        super(type, init);
        this._deltaX = initNumber(init, 'deltaX'); this._deltaY = initNumber(init, 'deltaY'); this._deltaZ = initNumber(init, 'deltaZ');
        this._deltaMode = initNumber(init, 'deltaMode') >>> 0;
    }
    get deltaX() { return this._deltaX; } get deltaY() { return this._deltaY; } get deltaZ() { return this._deltaZ; }
    get deltaMode() { return this._deltaMode; }
}
defineConstants(WheelEvent, [['DOM_DELTA_PIXEL', 0], ['DOM_DELTA_LINE', 1], ['DOM_DELTA_PAGE', 2]]);

export class CompositionEvent extends UIEvent {
    constructor(type, init) { super(type, init); this._data = initString(init, 'data'); }
    get data() { return this._data; }
    initCompositionEvent(type, bubbles = false, cancelable = false, view = null, data = '') {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'initCompositionEvent' on 'CompositionEvent': 1 argument required, but only 0 present.");
        if (this._dispatching) return;
        this.initUIEvent(type, bubbles, cancelable, view, 0);
        this._data = String(data);
    }
}

/// The legacy text input event (WebKit still has it; `document.createEvent('TextEvent')`).
export class TextEvent extends UIEvent {
    constructor(type, init) { super(type, init); this._data = initString(init, 'data'); }
    get data() { return this._data; }
    initTextEvent(type, bubbles = false, cancelable = false, view = null, data = 'undefined') {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'initTextEvent' on 'TextEvent': 1 argument required, but only 0 present.");
        if (this._dispatching) return;
        this.initUIEvent(type, bubbles, cancelable, view, 0);
        this._data = String(data);
    }
}

export class DragEvent extends MouseEvent {
    constructor(type, init) { super(type, init); this._dataTransfer = initNullable(init, 'dataTransfer'); }
    get dataTransfer() { return this._dataTransfer; }
}

export class ClipboardEvent extends Event {
    constructor(type, init) { super(type, init); this._clipboardData = initNullable(init, 'clipboardData'); }
    get clipboardData() { return this._clipboardData; }
}

/// `returnValue` is a string here: a non-empty one asks the user to confirm leaving.
export class BeforeUnloadEvent extends Event {
    constructor(type, init) { super(type, init); this._returnText = ''; }
    get returnValue() { return this._returnText; }
    // The text only: an unload checks it beside the event's canceled flag (HTML's "prompt to unload"),
    // and the event is not canceled by it (`defaultPrevented` stays false in WebKit).
    set returnValue(value) { this._returnText = String(value); }
}

export class StorageEvent extends Event {
    constructor(type, init) {
        super(type, init);
        this._key = initNullable(init, 'key'); this._oldValue = initNullable(init, 'oldValue');
        this._newValue = initNullable(init, 'newValue'); this._url = initString(init, 'url');
        this._storageArea = initNullable(init, 'storageArea');
    }
    get key() { return this._key; } get oldValue() { return this._oldValue; } get newValue() { return this._newValue; }
    get url() { return this._url; } get storageArea() { return this._storageArea; }
    initStorageEvent(type, bubbles = false, cancelable = false, key = null, oldValue = null, newValue = null, url = '', storageArea = null) {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'initStorageEvent' on 'StorageEvent': 1 argument required, but only 0 present.");
        if (this._dispatching) return;
        this.initEvent(type, bubbles, cancelable);
        this._key = key === null ? null : String(key); this._oldValue = oldValue === null ? null : String(oldValue);
        this._newValue = newValue === null ? null : String(newValue); this._url = String(url); this._storageArea = storageArea;
    }
}

export class PageTransitionEvent extends Event {
    constructor(type, init) { super(type, init); this._persisted = !!(init && init.persisted); }
    get persisted() { return this._persisted; }
}

export class PromiseRejectionEvent extends Event {
    constructor(type, init) {
        if (arguments.length < 2 || !init || typeof init !== 'object' || !('promise' in init)) {
            throw new TypeError("Failed to construct 'PromiseRejectionEvent': required member promise is undefined.");
        }
        super(type, init);
        this._promise = init.promise; this._reason = init.reason;
    }
    get promise() { return this._promise; } get reason() { return this._reason; }
}

export class AnimationEvent extends Event {
    constructor(type, init) {
        super(type, init);
        this._animationName = initString(init, 'animationName'); this._elapsedTime = initNumber(init, 'elapsedTime');
        this._pseudoElement = initString(init, 'pseudoElement');
    }
    get animationName() { return this._animationName; } get elapsedTime() { return this._elapsedTime; }
    get pseudoElement() { return this._pseudoElement; }
}

export class TransitionEvent extends Event {
    constructor(type, init) {
        super(type, init);
        this._propertyName = initString(init, 'propertyName'); this._elapsedTime = initNumber(init, 'elapsedTime');
        this._pseudoElement = initString(init, 'pseudoElement');
    }
    get propertyName() { return this._propertyName; } get elapsedTime() { return this._elapsedTime; }
    get pseudoElement() { return this._pseudoElement; }
}

/// A phone at rest: no motion or orientation readings unless a page's init gives some.
export class DeviceMotionEvent extends Event {
    constructor(type, init) {
        super(type, init);
        this._acceleration = initNullable(init, 'acceleration'); this._accelerationIncludingGravity = initNullable(init, 'accelerationIncludingGravity');
        this._rotationRate = initNullable(init, 'rotationRate'); this._interval = initNumber(init, 'interval');
    }
    get acceleration() { return this._acceleration; } get accelerationIncludingGravity() { return this._accelerationIncludingGravity; }
    get rotationRate() { return this._rotationRate; } get interval() { return this._interval; }
}
export class DeviceOrientationEvent extends Event {
    constructor(type, init) {
        super(type, init);
        this._alpha = initNullable(init, 'alpha'); this._beta = initNullable(init, 'beta'); this._gamma = initNullable(init, 'gamma');
        this._absolute = !!(init && init.absolute);
    }
    get alpha() { return this._alpha; } get beta() { return this._beta; } get gamma() { return this._gamma; }
    get absolute() { return this._absolute; }
}

/// WebKit's GamepadEventInit: `gamepad` defaults to null. No controller is ever connected to the
/// headless phone, so no Gamepad exists for a page to pass: anything but null is a TypeError.
export class GamepadEvent extends Event {
    constructor(type, init) {
        super(type, init);
        const gamepad = initNullable(init, 'gamepad');
        if (gamepad !== null) throw new TypeError("Failed to construct 'GamepadEvent': member gamepad is not of type Gamepad.");
        this._gamepad = gamepad;
    }
    get gamepad() { return this._gamepad; }
}

defineConstants(KeyboardEvent, [['DOM_KEY_LOCATION_STANDARD', 0], ['DOM_KEY_LOCATION_LEFT', 1], ['DOM_KEY_LOCATION_RIGHT', 2], ['DOM_KEY_LOCATION_NUMPAD', 3]]);
/// The legacy initializer (UI Events §legacy): key and modifiers, no code or keyCode.
define(KeyboardEvent.prototype, 'initKeyboardEvent', function initKeyboardEvent(type, bubbles = false, cancelable = false, view = null,
    key = '', location = 0, ctrlKey = false, altKey = false, shiftKey = false, metaKey = false) {
    if (arguments.length < 1) throw new TypeError("Failed to execute 'initKeyboardEvent' on 'KeyboardEvent': 1 argument required, but only 0 present.");
    if (this._dispatching) return;
    this.initUIEvent(type, bubbles, cancelable, view, 0);
    this._key = String(key); this._location = Number(location) >>> 0;
    this._ctrlKey = !!ctrlKey; this._altKey = !!altKey; this._shiftKey = !!shiftKey; this._metaKey = !!metaKey;
});

/// document.createEvent's table (DOM §createEvent), by ASCII-lower-cased name. Other interfaces,
/// ErrorEvent and ProgressEvent among them, are made only with their constructors.
export const createEventInterfaces = new Map([
    ['beforeunloadevent', BeforeUnloadEvent], ['compositionevent', CompositionEvent], ['customevent', CustomEvent],
    ['devicemotionevent', DeviceMotionEvent], ['deviceorientationevent', DeviceOrientationEvent], ['dragevent', DragEvent],
    ['event', Event], ['events', Event], ['focusevent', FocusEvent], ['hashchangeevent', HashChangeEvent], ['htmlevents', Event],
    ['keyboardevent', KeyboardEvent], ['messageevent', MessageEvent], ['mouseevent', MouseEvent], ['mouseevents', MouseEvent],
    ['storageevent', StorageEvent], ['svgevents', Event], ['textevent', TextEvent], ['touchevent', TouchEvent],
    ['uievent', UIEvent], ['uievents', UIEvent],
]);
export function createEventInterface(name) {
    const cls = createEventInterfaces.get(String(name).replace(/[A-Z]+/g, (s) => s.toLowerCase()));
    if (!cls) throw new DOMException("The provided event type ('" + name + "') is invalid.", 'NotSupportedError');
    return cls;
}

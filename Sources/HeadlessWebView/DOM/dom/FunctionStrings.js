// FunctionStrings.js — what a page's `Function.prototype.toString` says of ShopStage's functions.
//
// In WebKit the DOM's functions are native: `String(document.querySelectorAll)` is
// "function querySelectorAll() {\n    [native code]\n}". Libraries test that: jQuery's selector
// engine (Sizzle) uses `querySelectorAll`, `compareDocumentPosition`, `contains` and
// `getElementsByClassName` only when they look native, and takes its own slower paths otherwise;
// core-js and lodash decide what to polyfill the same way. ShopStage's DOM and its globals (timers,
// `console`, `webkit.messageHandlers`) are JavaScript of realms of their own, whose `toString`
// says so of their functions (ScriptEngine's RealmHardening.swift). Each window takes the DOM realm's
// `toString` as its own, and its own constructors (made here with its prototypes) are marked as the
// realm's.

/// The DOM realm's `Function.prototype.toString`, set when the realm was hardened.
const realmToString = Object.getPrototypeOf(function () { }).toString;

/// Counts `f`, made by the DOM with a window's prototypes (an interface's constructor), as the realm's.
export function markNative(f) { shopstageNativeFunctions.add(f); }

/// Gives window `w` the realm's `toString`, and counts the prelude's functions (`setTimeout`, made
/// before the window, in a realm of ScriptEngine's) as ShopStage's.
export function installFunctionStrings(w) {
    const global = w.g;
    const timers = Object.getOwnPropertyDescriptor(global, 'setTimeout')?.value;
    if (typeof timers === 'function') shopstageNativeFunctions.addPrototype(Object.getPrototypeOf(timers));
    Object.defineProperty(global.Function.prototype, 'toString', { value: realmToString, writable: true, configurable: true });
}

// Prologue.js — opens the DOM's one function scope. Swift concatenates the DOM files in
// the order of DOMSource.files and evaluates them once per VM (ScriptContextGroup), in a realm
// of their own: the classes, prototypes and compiled code are made once and shared by every
// document of the VM, so a new document starts warm and its nodes share shapes with earlier
// documents'. Each document still has a global object of its own (its window), made by
// `createWindow` (Epilogue.js).
(function () {
'use strict';
// The window whose page is running. Swift enters the window of a web view before any of its
// JavaScript runs (ScriptContext.setEntryHook) and `enterWindow` (Epilogue.js) loads its state
// into the bindings below; so the DOM's code reads "the current window" as plain variables.
//
// What belongs to the page comes from its global, never from the DOM's realm: timers, errors,
// eval and Function (page code compiles there), Date (the page's virtual clock), and the
// constructors whose objects the DOM hands to page scripts (promises, errors, bytes), so
// `instanceof` works there. Until a window is entered they are the realm's own.
let g = globalThis, host = null, currentDocument = null;
let setTimeout, clearTimeout, queueMicrotask, reportError, Function, Date, Promise, Error, TypeError, RangeError, pageEval;
/// Takes what the DOM uses from `global` into `w` (a window's record, Epilogue.js) once, when the
/// window is made: a page that later replaces `window.setTimeout` or `window.Promise` does not
/// change what the DOM's own code calls, as in a browser. Typed arrays and `JSON.parse` results
/// for the page are read off `g` where they are made (Encoding.js, Window.js): JavaScriptCore
/// builds those constructors on first use, and most pages never use them.
///
/// TypeError and RangeError, which the DOM only throws, are the exception: JavaScriptCore makes
/// those two constructors on first read (8 µs of a new window), so the DOM reads them off the
/// page's global when it first throws one (`pageError`); a page that replaced them before that
/// gets its replacement thrown.
function captureGlobal(w, global) {
    w.g = global;
    ({ setTimeout: w.setTimeout, clearTimeout: w.clearTimeout, queueMicrotask: w.queueMicrotask, reportError: w.reportError,
        Function: w.Function, Date: w.Date, Promise: w.Promise, Error: w.Error, eval: w.pageEval } = global);
    if (global === globalThis) { w.TypeError = globalThis.TypeError; w.RangeError = globalThis.RangeError; }
    else { w.TypeError = pageTypeError; w.RangeError = pageRangeError; }
    return w;
}
/// `new TypeError(message)` for the current window, its constructor read when first needed.
function pageTypeError(message) { return pageError('TypeError', message); }
function pageRangeError(message) { return pageError('RangeError', message); }
function pageError(name, message) {
    const w = currentWindow;
    const made = w.g[name];
    // Later throws use the constructor itself.
    if (name === 'TypeError') { w.TypeError = made; TypeError = made; } else { w.RangeError = made; RangeError = made; }
    return new made(message);
}
/// Loads the bindings from a record `captureGlobal` filled.
function bindGlobal(w) {
    g = w.g;
    setTimeout = w.setTimeout; clearTimeout = w.clearTimeout; queueMicrotask = w.queueMicrotask; reportError = w.reportError;
    Function = w.Function; Date = w.Date; Promise = w.Promise; Error = w.Error; TypeError = w.TypeError; RangeError = w.RangeError;
    pageEval = w.pageEval;
}
bindGlobal(captureGlobal({}, globalThis));
const define = (object, name, value) =>
    Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });
/// Interface constants live on the constructor and its prototype (Node.ELEMENT_NODE, node.ELEMENT_NODE).
const defineConstants = (cls, pairs) => { for (const [name, value] of pairs) { define(cls, name, value); define(cls.prototype, name, value); } };

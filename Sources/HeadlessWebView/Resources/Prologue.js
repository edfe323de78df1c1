// Prologue.js — opens the DOM's one function scope. Swift concatenates the DOM files in
// the order of DOMSource.files; `host` holds the Swift functions (parsing, resources,
// navigations, dialogs) and is reachable only from inside this scope.
(function (host) {
'use strict';
const g = globalThis;
const define = (object, name, value) =>
    Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });
/// Interface constants live on the constructor and its prototype (Node.ELEMENT_NODE, node.ELEMENT_NODE).
const defineConstants = (cls, pairs) => { for (const [name, value] of pairs) { define(cls, name, value); define(cls.prototype, name, value); } };
let currentDocument = null;

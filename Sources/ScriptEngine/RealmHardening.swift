#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// Freezes a realm's built-ins: every object reachable from its global's properties (Object,
/// Object.prototype, Array.prototype, Function.prototype, JSON, the error constructors…) and
/// the intrinsics no global names (the iterator, generator and async function prototypes,
/// %TypedArray%). The global object itself stays as it is.
///
/// For the realms whose objects pages reach but do not own — the prelude's (every context's
/// `setTimeout` is made there) and the DOM's (`Object.getPrototypeOf(EventTarget.prototype)` is
/// its `Object.prototype`): a page that could replace `Function.prototype.call` or
/// `Object.defineProperty` there would change, read or silence every other page of the VM.
/// Run it before the realm's own code, so JavaScriptCore's watchpoints on those prototypes are
/// set on their frozen shapes. One fast path does not survive it: freezing `Array.prototype` or
/// the array iterator prototype fires JavaScriptCore's array-iterator watchpoint for the realm, so
/// spread, for-of and a class's default derived constructor (`super(...args)`) over arrays take
/// the slow iterator path there (about 2.5× slower in a loop). The DOM's hot code says its
/// constructors and uses index loops instead.
///
/// First, the realm's `Function.prototype.toString` says of the realm's functions what WebKit says
/// of its native ones (`"function querySelectorAll() {\n    [native code]\n}"`): pages reach them
/// (`document.querySelectorAll`, `setTimeout`), and libraries test that text (jQuery's selector
/// engine uses `querySelectorAll` only when it looks native). Another realm's function keeps its
/// source. The realm's global `shopstageNativeFunctions` adds functions the realm's code makes with
/// another realm's prototype (a window's own constructors), and other realms whose functions are
/// ShopStage's too (the prelude's, seen from the DOM's); a page's window takes the same `toString`.
let freezeIntrinsicsSource = #"""
(function () {
    'use strict';
    const source = Function.prototype.toString;
    const isPrototypeOf = Object.prototype.isPrototypeOf;
    const nativeFunctions = new WeakSet();
    const nativePrototypes = [Function.prototype];
    const isNative = (f) => {
        if (nativeFunctions.has(f)) return true;
        for (let i = 0; i < nativePrototypes.length; i++) if (Reflect.apply(isPrototypeOf, nativePrototypes[i], [f])) return true;
        return false;
    };
    const toString = {
        toString() {
            if (typeof this !== 'function' || !isNative(this)) return Reflect.apply(source, this, []);
            const d = Reflect.getOwnPropertyDescriptor(this, 'name');
            let name = d !== undefined && typeof d.value === 'string' ? d.value : '';
            // A bound function prints as its target does, which the native toString knows.
            if (name.startsWith('bound ')) return Reflect.apply(source, this, []);
            // An accessor is named "get x" or "set x"; a native one prints as "function x()".
            if (name.startsWith('get ') || name.startsWith('set ')) name = name.slice(4);
            return 'function ' + name + '() {\n    [native code]\n}';
        },
    }.toString;
    Object.defineProperty(Function.prototype, 'toString', { value: toString, writable: true, configurable: true });
    Object.defineProperty(globalThis, 'shopstageNativeFunctions', {
        value: {
            add(f) { if (typeof f === 'function') nativeFunctions.add(f); },
            addPrototype(p) { if (typeof p === 'function' && !nativePrototypes.includes(p)) nativePrototypes.push(p); },
        },
    });
    const global = globalThis;
    const seen = new Set();
    const pending = [];
    const add = (value) => {
        if ((typeof value === 'object' && value !== null) || typeof value === 'function') {
            if (!seen.has(value)) { seen.add(value); pending.push(value); }
        }
    };
    const addProperties = (object) => {
        for (const key of Reflect.ownKeys(object)) {
            const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
            if (descriptor !== undefined) { add(descriptor.value); add(descriptor.get); add(descriptor.set); }
        }
    };
    addProperties(global);
    add(Object.getPrototypeOf(global));
    add(Object.getPrototypeOf([][Symbol.iterator]()));
    add(Object.getPrototypeOf(new Map()[Symbol.iterator]()));
    add(Object.getPrototypeOf(new Set()[Symbol.iterator]()));
    add(Object.getPrototypeOf(''[Symbol.iterator]()));
    add(Object.getPrototypeOf(/x/[Symbol.matchAll]('')));
    add(Object.getPrototypeOf(function* () { }));
    add(Object.getPrototypeOf(async function () { }));
    add(Object.getPrototypeOf(async function* () { }));
    add(Object.getPrototypeOf(Int8Array));
    while (pending.length !== 0) {
        const object = pending.pop();
        if (object === global) continue;
        add(Object.getPrototypeOf(object));
        addProperties(object);
        Object.freeze(object);
    }
})();
"""#

extension ScriptContext {
    /// Freezes this context's built-ins (see ``freezeIntrinsicsSource``): for a realm the group
    /// keeps whose objects every page reaches (HeadlessWebView's DOM).
    package func freezeIntrinsics() throws {
        try evaluateShared(freezeIntrinsicsSource, sourceName: "shopstage-freeze-intrinsics.js")
    }

    /// ``freezeIntrinsics()`` for a bare global (the prelude's realm).
    static func freezeIntrinsics(in global: JSGlobalContextRef) -> Bool {
        var exception: JSValueRef?
        _ = freezeIntrinsicsSource.withJSString { JSEvaluateScript(global, $0, nil, nil, 1, &exception) }
        return exception == nil
    }
}

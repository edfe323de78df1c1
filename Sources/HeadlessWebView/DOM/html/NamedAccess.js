// NamedAccess.js — named access on the window and named properties of the document (HTML
// "named access on the Window object", "DOM tree accessors: named properties"): `buyButton.onclick`
// for `<button id=buyButton>`, `window.signup` and `document.signup` for `<form name=signup>`.

import { cachedCollection, descendantElements, elementsByTagName, liveHTMLCollection } from "../dom/Collections.js";
import { attributeValue } from "../dom/Element.js";
import { HTML_NS } from "../dom/Node.js";
import { frameHooks } from "../dom/Hooks.js";
import { win } from "../dom/Realm.js";

/// The elements whose `name` names them on the window (an iframe's names its window instead).
const windowNamedByName = new Set(['embed', 'form', 'img', 'object']);
/// The elements whose `name` names them on the document.
const documentNamedByName = new Set(['embed', 'form', 'iframe', 'img', 'object']);

/// The document's elements the window answers `name` with: any element of that id, an embed,
/// form, img or object of that name, in tree order (a live list, kept per document and name).
function windowNamedItems(doc, name) {
    return cachedCollection(doc, 'window named ' + name, () => liveHTMLCollection(doc, (root) => descendantElements(root, (n) =>
        attributeValue(n, 'id') === name
        || (n._nsURI === HTML_NS && windowNamedByName.has(n._local) && attributeValue(n, 'name') === name))));
}

/// What `window[name]` is by named access in `w`: the window of an iframe of that name, else the
/// one named element, else an HTMLCollection of them all, else undefined.
function namedWindowValue(w, name) {
    const doc = w.currentDocument;
    if (!doc) return undefined;
    const frames = elementsByTagName(doc, 'iframe');
    for (let i = 0; i < frames.length; i++) {
        const frame = frames[i];
        if (frame._nsURI === HTML_NS && attributeValue(frame, 'name') === name) {
            const child = frameHooks.contentWindow(frame);
            if (child) return child;
        }
    }
    const items = windowNamedItems(doc, name);
    const count = items.length;
    return count === 0 ? undefined : count === 1 ? items[0] : items;
}

/// The document's elements `document[name]` answers: an embed, form, iframe, img or object of that
/// name, an object of that id, an img of that id that also has a name.
function documentNamedItems(doc, name) {
    return cachedCollection(doc, 'document named ' + name, () => liveHTMLCollection(doc, (root) => descendantElements(root, (n) => {
        if (n._nsURI !== HTML_NS) return false;
        const local = n._local;
        if (documentNamedByName.has(local) && attributeValue(n, 'name') === name) return true;
        if (local === 'object') return attributeValue(n, 'id') === name;
        if (local === 'img') {
            const own = attributeValue(n, 'name');
            return own !== null && own !== '' && attributeValue(n, 'id') === name;
        }
        return false;
    })));
}

/// What `document[name]` is: the one element (an iframe's window for an iframe), else an
/// HTMLCollection of them all; with none left, what the document's interfaces answer.
function namedDocumentValue(doc, name) {
    const items = documentNamedItems(doc, name);
    const count = items.length;
    if (count === 0) return Reflect.get(Object.getPrototypeOf(doc), name, doc);
    if (count > 1) return items;
    const only = items[0];
    return only._local === 'iframe' ? frameHooks.contentWindow(only) || only : only;
}

/// A name `element` now has: its id (`kind` 'id') or its `name` attribute (`kind` 'name').
///
/// On the window, each name gets a getter when it is first seen, never over a name the window
/// already answers (a member, a `var`); assigning replaces it with a value, as a `var` of that name
/// would. The getter is the window's own, not enumerable (WebKit keeps named properties on the
/// `WindowProperties` object in the window's chain, whose own keys it never lists: an accessor there
/// would show in `Object.getOwnPropertyNames`, a difference more pages could meet).
///
/// On the document, the names HTML gives it are its own properties, enumerable, as in WebKit
/// (`Object.keys(document)` lists them). A name the document's interfaces already have (`body`,
/// `cookie`) is not taken over: WebKit's [LegacyOverrideBuiltIns] would let `<img name=cookie>`
/// clobber `document.cookie`, and the DOM's own code reads those members.
export function exposeNamedElement(name, element, kind) {
    const w = win;
    const global = w.g;
    if (!(name in global)) {
        Object.defineProperty(global, name, {
            get() { return namedWindowValue(w, name); },
            set(value) { Object.defineProperty(global, name, { value, writable: true, configurable: true, enumerable: true }); },
            configurable: true, enumerable: false,
        });
    }
    if (element === undefined || element._nsURI !== HTML_NS) return;
    const local = element._local;
    const names = kind === 'name' ? documentNamedByName.has(local)
        : local === 'object' || (local === 'img' && attributeValue(element, 'name'));
    if (!names) return;
    exposeDocumentName(element._doc, name);
    // An img's id names it on the document once it also has a name.
    if (kind === 'name' && local === 'img') {
        const id = attributeValue(element, 'id');
        if (id) exposeDocumentName(element._doc, id);
    }
}

function exposeDocumentName(doc, name) {
    // Never a name of the DOM's own fields (`_nt`…) or of the document's interfaces.
    if (!doc || doc._nt !== 9 || name.charCodeAt(0) === 95 || name in doc) return;
    Object.defineProperty(doc, name, {
        get() { return namedDocumentValue(doc, name); },
        set(value) { Object.defineProperty(doc, name, { value, writable: true, configurable: true, enumerable: true }); },
        configurable: true, enumerable: true,
    });
}

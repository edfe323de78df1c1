// File.js — the File API: Blob, File, FileReader (which reads in a task on the virtual clock), and
// object URLs (URL.createObjectURL / revokeObjectURL).
//

import { DOMException, EventTarget, ProgressEvent, defineHandlerProperties, dispatch } from "../dom/EventDispatch.js";
import { windowHooks } from "../dom/Hooks.js";
import { Date, Promise, TypeError, define, defineConstants, g, setTimeout, win } from "../dom/Realm.js";
import { adoptIntoWindow } from "../dom/WindowInterfaces.js";
import { TextDecoder, TextEncoder, btoa, crypto } from "./Encoding.js" with { lazy: "true" };
import { URL } from "./URL.js";

/// Blob and File hold bytes in memory (tracking snippets build them for sendBeacon; pages offer
/// downloads through object URLs). FileReader reads them in a task on the virtual clock.
export class Blob {
    constructor(parts, options) { adoptIntoWindow(this, new.target);
        const chunks = [];
        if (parts !== undefined) {
            if (parts === null || typeof parts !== 'object' || typeof parts[Symbol.iterator] !== 'function') {
                throw new TypeError("Failed to construct 'Blob': The provided value cannot be converted to a sequence.");
            }
            const encoder = new TextEncoder();
            for (const part of parts) {
                if (part instanceof Blob) chunks.push(part._bytes);
                else if (part instanceof g.ArrayBuffer) chunks.push(new g.Uint8Array(part.slice(0)));
                else if (ArrayBuffer.isView(part)) chunks.push(new g.Uint8Array(part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength)));
                else chunks.push(encoder.encode(String(part)));
            }
        }
        const length = chunks.reduce((n, c) => n + c.length, 0);
        const bytes = new g.Uint8Array(length);
        let offset = 0;
        for (const c of chunks) { bytes.set(c, offset); offset += c.length; }
        define(this, '_bytes', bytes);
        const type = options && options.type !== undefined ? String(options.type) : '';
        define(this, '_type', /^[\x20-\x7e]*$/.test(type) ? type.toLowerCase() : '');
    }
    get size() { return this._bytes.length; }
    get type() { return this._type; }
    slice(start, end, contentType) {
        const size = this._bytes.length;
        const clamp = (v, d) => (v === undefined ? d : v < 0 ? Math.max(size + Math.trunc(v), 0) : Math.min(Math.trunc(v), size));
        const from = clamp(start, 0), to = clamp(end, size);
        return new Blob([this._bytes.slice(from, Math.max(from, to))], { type: contentType === undefined ? '' : contentType });
    }
    text() { return Promise.resolve(new TextDecoder().decode(this._bytes)); }
    arrayBuffer() { return Promise.resolve(this._bytes.slice().buffer); }
    bytes() { return Promise.resolve(this._bytes.slice()); }
}
export class File extends Blob {
    constructor(parts, name, options) {
        if (arguments.length < 2) throw new TypeError("Failed to construct 'File': 2 arguments required, but only " + arguments.length + ' present.');
        super(parts, options);
        define(this, '_name', String(name));
        define(this, '_lastModified', options && options.lastModified !== undefined ? Number(options.lastModified) : Date.now());
    }
    get name() { return this._name; }
    get lastModified() { return this._lastModified; }
}

export class FileReader extends EventTarget {
    constructor() {
        super();
        define(this, '_state', 0);
        define(this, '_result', null);
    }
    get readyState() { return this._state; }
    get result() { return this._result; }
    get error() { return null; }
    _read(blob, convert) {
        if (!(blob instanceof Blob)) throw new TypeError("Failed to execute 'read' on 'FileReader': parameter 1 is not of type 'Blob'.");
        if (this._state === 1) throw new DOMException('The object is already busy reading Blobs.', 'InvalidStateError');
        this._state = 1;
        this._result = null;
        setTimeout(() => {
            if (this._state !== 1) return;
            this._result = convert(blob);
            this._state = 2;
            for (const type of ['loadstart', 'progress', 'load', 'loadend']) {
                dispatch(this, new ProgressEvent(type, { lengthComputable: true, loaded: blob.size, total: blob.size }));
            }
        }, 0);
    }
    readAsText(blob) { this._read(blob, (b) => new TextDecoder().decode(b._bytes)); }
    readAsArrayBuffer(blob) { this._read(blob, (b) => b._bytes.slice().buffer); }
    readAsDataURL(blob) {
        this._read(blob, (b) => {
            let binary = '';
            for (const byte of b._bytes) binary += String.fromCharCode(byte);
            return 'data:' + (b.type || 'application/octet-stream') + ';base64,' + btoa(binary);
        });
    }
    abort() {
        if (this._state !== 1) return;
        this._state = 2;
        this._result = null;
        dispatch(this, new ProgressEvent('abort'));
    }
}
defineHandlerProperties(FileReader.prototype, ['load', 'loadend', 'error', 'loadstart', 'progress', 'abort']);
defineConstants(FileReader, [['EMPTY', 0], ['LOADING', 1], ['DONE', 2]]);

/// Object URLs name blobs for this document: `blob:<origin>/<uuid>`, readable by `fetch` (one map per window, `win.objectURLs`).
define(URL, 'createObjectURL', function createObjectURL(blob) {
    if (!(blob instanceof Blob)) throw new TypeError("Failed to execute 'createObjectURL' on 'URL': Overload resolution failed.");
    const url = 'blob:' + windowHooks.windowObject('location').origin + '/' + crypto.randomUUID();
    win.objectURLs.set(url, blob);
    return url;
});
define(URL, 'revokeObjectURL', function revokeObjectURL(url) { win.objectURLs.delete(String(url)); });

// Encoding.js — the small window APIs modern page scripts reach for that ECMAScript lacks:
// TextEncoder (UTF-8), TextDecoder (UTF-8, UTF-16LE/BE, windows-1252, x-user-defined), atob/btoa,
// crypto.getRandomValues/randomUUID, structuredClone.
//

import { DOMException, Event, EventTarget } from "../dom/EventDispatch.js";
import { Error, RangeError, TypeError, define, g } from "../dom/Realm.js";
import { adoptIntoWindow } from "../dom/WindowInterfaces.js";
import { encodingForLabel } from "./EncodingLabels.js" with { lazy: "true" };

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export function btoa(data) {
    data = String(data);
    let out = '';
    for (let i = 0; i < data.length; i += 3) {
        const a = data.charCodeAt(i), b = data.charCodeAt(i + 1), c = data.charCodeAt(i + 2);
        if (a > 255 || b > 255 || c > 255) throw new DOMException("Failed to execute 'btoa' on 'Window': The string to be encoded contains characters outside of the Latin1 range.", 'InvalidCharacterError');
        const n = (a << 16) | ((b || 0) << 8) | (c || 0);
        out += base64Alphabet[n >> 18] + base64Alphabet[(n >> 12) & 63] + (i + 1 < data.length ? base64Alphabet[(n >> 6) & 63] : '=') + (i + 2 < data.length ? base64Alphabet[n & 63] : '=');
    }
    return out;
}
export function atob(data) {
    let text = String(data).replace(/[\t\n\f\r ]/g, '');
    if (text.length % 4 === 0) text = text.replace(/==?$/, '');
    if (text.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(text)) throw new DOMException("Failed to execute 'atob' on 'Window': The string to be decoded is not correctly encoded.", 'InvalidCharacterError');
    let out = '', buffer = 0, bits = 0;
    for (const ch of text) {
        buffer = (buffer << 6) | base64Alphabet.indexOf(ch);
        bits += 6;
        if (bits >= 8) { bits -= 8; out += String.fromCharCode((buffer >> bits) & 255); }
    }
    return out;
}

export class TextEncoder {
    constructor() { adoptIntoWindow(this, new.target); }
    get encoding() { return 'utf-8'; }
    encode(input) {
        const s = input === undefined ? '' : String(input);
        const bytes = [];
        for (let i = 0; i < s.length; i++) {
            let c = s.charCodeAt(i);
            if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
                const d = s.charCodeAt(i + 1);
                if (d >= 0xdc00 && d <= 0xdfff) { c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00); i++; }
            }
            if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd; // a lone surrogate becomes U+FFFD
            if (c < 0x80) bytes.push(c);
            else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
            else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
            else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        }
        return new g.Uint8Array(bytes);
    }
}

/// Bytes 0x80–0x9F of windows-1252 (the Encoding Standard's index; 0xA0–0xFF are Latin-1's).
const WINDOWS_1252_HIGH = [0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039,
    0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161,
    0x203a, 0x153, 0x9d, 0x17e, 0x178];

/// The decoders TextDecoder has, by encoding name: each turns `bytes` from index `i` into a string,
/// calling `bad()` for each malformed sequence (it throws when the decoder is fatal).
const TEXT_DECODERS = new Map([
    ['UTF-8', decodeUTF8],
    ['UTF-16LE', (bytes, i, bad) => decodeUTF16(bytes, i, bad, true)],
    ['UTF-16BE', (bytes, i, bad) => decodeUTF16(bytes, i, bad, false)],
    ['windows-1252', (bytes, i) => decodeSingleByte(bytes, i, (b) => b < 0xa0 ? WINDOWS_1252_HIGH[b - 0x80] : b)],
    ['x-user-defined', (bytes, i) => decodeSingleByte(bytes, i, (b) => 0xf780 + b - 0x80)],
]);
/// The byte order mark each decodable encoding skips (unless `ignoreBOM`).
const BYTE_ORDER_MARKS = new Map([['UTF-8', [0xef, 0xbb, 0xbf]], ['UTF-16LE', [0xff, 0xfe]], ['UTF-16BE', [0xfe, 0xff]]]);

export class TextDecoder {
    constructor(label, options) {
        adoptIntoWindow(this, new.target);
        // One label table for every encoding label (EncodingLabels.js).
        const name = label === undefined ? 'UTF-8' : encodingForLabel(label);
        if (name === null || name === 'replacement') {
            throw new RangeError("Failed to construct 'TextDecoder': The encoding label provided ('" + label + "') is invalid.");
        }
        if (!TEXT_DECODERS.has(name)) {
            throw new RangeError("Failed to construct 'TextDecoder': ShopStage does not decode " + name + " (label '" + label +
                "'); it decodes " + Array.from(TEXT_DECODERS.keys()).join(', ') + '.');
        }
        define(this, '_encoding', name);
        define(this, '_fatal', !!(options && options.fatal));
        define(this, '_ignoreBOM', !!(options && options.ignoreBOM));
    }
    get encoding() { return this._encoding.toLowerCase(); }
    get fatal() { return this._fatal; }
    get ignoreBOM() { return this._ignoreBOM; }
    decode(input) {
        if (input === undefined) return '';
        let bytes;
        if (input instanceof g.ArrayBuffer) bytes = new g.Uint8Array(input);
        else if (ArrayBuffer.isView(input)) bytes = new g.Uint8Array(input.buffer, input.byteOffset, input.byteLength);
        else throw new TypeError("Failed to execute 'decode' on 'TextDecoder': The provided value is not of type '(ArrayBuffer or ArrayBufferView)'.");
        let i = 0;
        const bom = BYTE_ORDER_MARKS.get(this._encoding);
        if (bom && !this._ignoreBOM && bom.every((b, k) => bytes[k] === b)) i = bom.length;
        const bad = () => {
            if (this._fatal) throw new TypeError("Failed to execute 'decode' on 'TextDecoder': The encoded data was not valid for encoding " + this.encoding + '.');
            return '\ufffd';
        };
        return TEXT_DECODERS.get(this._encoding)(bytes, i, bad);
    }
}

function decodeUTF8(bytes, i, bad) {
    let out = '';
    while (i < bytes.length) {
        const b = bytes[i];
        if (b < 0x80) { out += String.fromCharCode(b); i++; continue; }
        const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
        if (need < 0) { out += bad(); i++; continue; }
        let c = b & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
        // The spec's bounds on the second byte rule out overlong forms and surrogates.
        const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
        const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
        let j = 1;
        for (; j <= need; j++) {
            const n = bytes[i + j];
            if (n === undefined || n < (j === 1 ? low : 0x80) || n > (j === 1 ? high : 0xbf)) break;
            c = (c << 6) | (n & 63);
        }
        if (j <= need) { out += bad(); i += j; continue; }
        out += String.fromCodePoint(c);
        i += need + 1;
    }
    return out;
}

/// UTF-16 code units, paired surrogates kept, a lone surrogate or an odd last byte malformed.
function decodeUTF16(bytes, i, bad, littleEndian) {
    let out = '';
    const unit = (k) => littleEndian ? bytes[k] | (bytes[k + 1] << 8) : (bytes[k] << 8) | bytes[k + 1];
    for (; i + 1 < bytes.length; i += 2) {
        const c = unit(i);
        if (c >= 0xd800 && c <= 0xdbff) {
            const d = i + 3 < bytes.length ? unit(i + 2) : -1;
            if (d >= 0xdc00 && d <= 0xdfff) { out += String.fromCharCode(c, d); i += 2; continue; }
            out += bad();
            continue;
        }
        out += c >= 0xdc00 && c <= 0xdfff ? bad() : String.fromCharCode(c);
    }
    if (i < bytes.length) out += bad();
    return out;
}

/// A single-byte encoding: ASCII as it is, each higher byte through `high`.
function decodeSingleByte(bytes, i, high) {
    let out = '';
    for (; i < bytes.length; i++) out += String.fromCharCode(bytes[i] < 0x80 ? bytes[i] : high(bytes[i]));
    return out;
}

/// Random bytes from Math.random: enough for ids and nonces in a headless test, and not a
/// source of secrets (there is no `crypto.subtle`).
export const crypto = {
    getRandomValues(array) {
        if (!ArrayBuffer.isView(array) || array instanceof g.Float32Array || array instanceof g.Float64Array || array instanceof g.DataView) {
            throw new DOMException("Failed to execute 'getRandomValues' on 'Crypto': The provided ArrayBufferView is not an integer array.", 'TypeMismatchError');
        }
        if (array.byteLength > 65536) {
            throw new DOMException("Failed to execute 'getRandomValues' on 'Crypto': The ArrayBufferView's byte length (" + array.byteLength + ') exceeds the number of bytes of entropy available via this API (65536).', 'QuotaExceededError');
        }
        const bytes = new g.Uint8Array(array.buffer, array.byteOffset, array.byteLength);
        for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
        return array;
    },
    randomUUID() {
        const b = crypto.getRandomValues(new g.Uint8Array(16));
        b[6] = (b[6] & 0x0f) | 0x40;
        b[8] = (b[8] & 0x3f) | 0x80;
        const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
        return hex.slice(0, 8) + '-' + hex.slice(8, 12) + '-' + hex.slice(12, 16) + '-' + hex.slice(16, 20) + '-' + hex.slice(20);
    },
};

/// The structured clone algorithm for the values scripts pass around: primitives, plain objects,
/// arrays, Date, RegExp, Map, Set, ArrayBuffer and typed arrays, Error, cycles kept. Functions,
/// symbols, DOM nodes and other platform objects throw a DataCloneError, as in a browser.
export function structuredClone(value) {
    const seen = new Map();
    const fail = (what) => new DOMException("Failed to execute 'structuredClone' on 'Window': " + what + ' could not be cloned.', 'DataCloneError');
    const clone = (v) => {
        if (typeof v === 'symbol') throw fail(String(v));
        if (typeof v === 'function') throw fail(String(v).split('\n')[0]);
        if (v === null || typeof v !== 'object') return v;
        if (seen.has(v)) return seen.get(v);
        let out;
        if (Array.isArray(v)) {
            out = new g.Array(v.length);
            seen.set(v, out);
            for (const key of Object.keys(v)) out[key] = clone(v[key]);
            return out;
        }
        if (v instanceof g.Date) out = new g.Date(v.getTime());
        else if (v instanceof g.RegExp) out = new g.RegExp(v.source, v.flags);
        else if (v instanceof g.ArrayBuffer) out = v.slice(0);
        else if (ArrayBuffer.isView(v)) out = new v.constructor(clone(v.buffer), v.byteOffset, v instanceof g.DataView ? v.byteLength : v.length);
        else if (v instanceof g.Boolean || v instanceof g.Number || v instanceof g.String) out = g.Object(v.valueOf());
        else if (v instanceof g.Map) { out = new g.Map(); seen.set(v, out); for (const [k, x] of v) out.set(clone(k), clone(x)); return out; }
        else if (v instanceof g.Set) { out = new g.Set(); seen.set(v, out); for (const x of v) out.add(clone(x)); return out; }
        else if (v instanceof Error) {
            out = new (g[v.name] && g[v.name].prototype instanceof Error ? g[v.name] : Error)(v.message);
            seen.set(v, out);
            return out;
        } else if (v instanceof EventTarget || v instanceof Event || Object.prototype.toString.call(v) !== '[object Object]') {
            throw fail(Object.prototype.toString.call(v).slice(8, -1) + ' object');
        } else {
            out = new g.Object();
            seen.set(v, out);
            for (const key of Object.keys(v)) out[key] = clone(v[key]);
            return out;
        }
        seen.set(v, out);
        return out;
    };
    return clone(value);
}

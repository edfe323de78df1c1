// URL.js — URL and URLSearchParams after the WHATWG URL standard: special schemes, relative
// resolution against a base, dot segments, default ports, percent-encoding; and resolveURL
// against a document's base. Not covered: IDNA (non-ASCII host names are kept as given) and
// IPv6/IPv4 address normalisation.
//

import { urlHooks } from "../dom/Hooks.js";
import { TypeError, define } from "../dom/Realm.js";
import { adoptIntoWindow } from "../dom/WindowInterfaces.js";

const specialPorts = { 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443, 'ftp:': 21, 'file:': null };
const isSpecialScheme = (scheme) => Object.prototype.hasOwnProperty.call(specialPorts, scheme);

function percentEncode(text, pattern) {
    let out = '';
    for (const ch of text) {
        if (pattern.test(ch) || ch.codePointAt(0) > 0x7E || ch.codePointAt(0) < 0x20) {
            for (const byte of utf8Bytes(ch)) out += '%' + (byte < 16 ? '0' : '') + byte.toString(16).toUpperCase();
        } else out += ch;
    }
    return out;
}
export function utf8Bytes(text) {
    const bytes = [];
    for (const ch of text) {
        let c = ch.codePointAt(0);
        if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
        if (c < 0x80) bytes.push(c);
        else if (c < 0x800) bytes.push(0xC0 | (c >> 6), 0x80 | (c & 63));
        else if (c < 0x10000) bytes.push(0xE0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        else bytes.push(0xF0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return bytes;
}
const pathEncodeSet = /[ "#<>?`{}]/;
const queryEncodeSet = /[ "#<>]/;
const specialQueryEncodeSet = /[ "#<>']/;
const fragmentEncodeSet = /[ "<>`]/;
const userinfoEncodeSet = /[ "#<>?`{}/:;=@[\\\]^|]/;

function parseURL(input, base) {
    input = input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
    const url = { scheme: '', username: '', password: '', host: null, port: null, path: [], opaque: null, query: null, fragment: null };
    let rest;
    const schemeMatch = /^([A-Za-z][A-Za-z0-9+.\-]*):/.exec(input);
    if (schemeMatch) {
        url.scheme = schemeMatch[1].toLowerCase() + ':';
        rest = input.slice(schemeMatch[0].length);
        const special = isSpecialScheme(url.scheme);
        if (special) rest = backslashesAsSlashes(rest);
        if (url.scheme === 'file:') {
            if (rest.startsWith('//')) return parseAuthorityAndPath(url, rest.slice(2), true);
            if (base && base.scheme === 'file:' && !rest.startsWith('/')) return resolveRelative(url, rest, base);
            url.host = '';
            return parsePathQueryFragment(url, rest, true);
        }
        if (special) {
            if (base && base.scheme === url.scheme && !rest.startsWith('/')) return resolveRelative(url, rest, base);
            return parseAuthorityAndPath(url, rest.replace(/^\/*/, ''), true);
        }
        if (rest.startsWith('//')) return parseAuthorityAndPath(url, rest.slice(2), false);
        if (rest.startsWith('/')) return parsePathQueryFragment(url, rest, false);
        // An opaque path: mailto:, javascript:, data:, tel:…
        const hash = rest.indexOf('#');
        let body = hash >= 0 ? rest.slice(0, hash) : rest;
        if (hash >= 0) url.fragment = percentEncode(rest.slice(hash + 1), fragmentEncodeSet);
        const q = body.indexOf('?');
        if (q >= 0) { url.query = percentEncode(body.slice(q + 1), queryEncodeSet); body = body.slice(0, q); }
        url.opaque = body.replace(/[\u0000-\u001F\u007F-\uFFFF]/g, (c) => percentEncode(c, /$^/));
        return url;
    }
    if (!base) return null;
    if (base.opaque !== null) {
        if (!input.startsWith('#')) return null;
        Object.assign(url, base, { fragment: percentEncode(input.slice(1), fragmentEncodeSet) });
        return url;
    }
    url.scheme = base.scheme;
    return resolveRelative(url, isSpecialScheme(base.scheme) ? backslashesAsSlashes(input) : input, base);
}

/// A special URL's backslashes read as slashes up to its query or fragment (WHATWG URL's authority
/// and path states); the query's and the fragment's are kept (`https://a/b\c?d\e` is `https://a/b/c?d\e`).
function backslashesAsSlashes(text) {
    const query = text.indexOf('?');
    const fragment = text.indexOf('#');
    let end = text.length;
    if (query >= 0) end = query;
    if (fragment >= 0 && fragment < end) end = fragment;
    const head = text.slice(0, end);
    return head.indexOf('\\') < 0 ? text : head.replace(/\\/g, '/') + text.slice(end);
}

function resolveRelative(url, rest, base) {
    const special = isSpecialScheme(url.scheme);
    if (rest.startsWith('//')) return parseAuthorityAndPath(url, rest.slice(2), special);
    url.username = base.username; url.password = base.password; url.host = base.host; url.port = base.port;
    if (rest.startsWith('/')) return parsePathQueryFragment(url, rest, special);
    url.path = base.path.slice();
    if (rest === '' || rest.startsWith('#')) {
        url.query = base.query;
        if (rest.startsWith('#')) url.fragment = percentEncode(rest.slice(1), fragmentEncodeSet);
        return url;
    }
    if (rest.startsWith('?')) return parsePathQueryFragment(url, rest, special, true);
    url.path.pop();
    return parsePathQueryFragment(url, rest, special, false, true);
}

function parseAuthorityAndPath(url, rest, special) {
    const end = rest.search(special ? /[\/?#]/ : /[\/?#]/);
    let authority = end >= 0 ? rest.slice(0, end) : rest;
    const after = end >= 0 ? rest.slice(end) : '';
    const at = authority.lastIndexOf('@');
    if (at >= 0) {
        const info = authority.slice(0, at);
        authority = authority.slice(at + 1);
        const colon = info.indexOf(':');
        url.username = percentEncode(colon >= 0 ? info.slice(0, colon) : info, userinfoEncodeSet);
        url.password = colon >= 0 ? percentEncode(info.slice(colon + 1), userinfoEncodeSet) : '';
    }
    let host = authority;
    const portMatch = /:(\d*)$/.exec(authority.startsWith('[') ? authority.slice(authority.indexOf(']') + 1) : authority);
    if (portMatch) {
        host = authority.slice(0, authority.length - portMatch[0].length);
        if (portMatch[1] !== '') {
            const port = parseInt(portMatch[1], 10);
            if (port > 65535) return null;
            url.port = port === specialPorts[url.scheme] ? null : port;
        }
    } else if (/:[^\]]*$/.test(authority) && !authority.startsWith('[')) {
        return null;
    }
    if (special) {
        try { host = decodeURIComponent(host); } catch (e) { return null; }
        host = host.toLowerCase();
        if (host === '' && url.scheme !== 'file:') return null;
        if (/[\u0000\t\n\r #\/:<>?@[\\\]^|%]/.test(host.replace(/^\[.*\]$/, 'ipv6'))) return null;
        if (url.scheme === 'file:' && host === 'localhost') host = '';
    } else if (/[\u0000\t\n\r #\/<>?@\\^|]/.test(host.replace(/^\[.*\]$/, 'ipv6'))) {
        return null;
    }
    url.host = host;
    return parsePathQueryFragment(url, after, special);
}

function parsePathQueryFragment(url, rest, special, keepPath, merge) {
    const hash = rest.indexOf('#');
    if (hash >= 0) { url.fragment = percentEncode(rest.slice(hash + 1), fragmentEncodeSet); rest = rest.slice(0, hash); }
    const q = rest.indexOf('?');
    if (q >= 0) { url.query = percentEncode(rest.slice(q + 1), special ? specialQueryEncodeSet : queryEncodeSet); rest = rest.slice(0, q); }
    if (keepPath) return url;
    const segments = (merge ? rest : rest.replace(/^\//, '')).split('/');
    const path = merge ? url.path : [];
    if (!merge && rest === '' ) { url.path = special ? [''] : []; return url; }
    for (let k = 0; k < segments.length; k++) {
        const segment = segments[k];
        const last = k === segments.length - 1;
        const lower = segment.toLowerCase();
        if (lower === '..' || lower === '.%2e' || lower === '%2e.' || lower === '%2e%2e') {
            if (path.length) path.pop();
            if (last) path.push('');
        } else if (lower === '.' || lower === '%2e') {
            if (last) path.push('');
        } else {
            path.push(percentEncode(segment, pathEncodeSet));
        }
    }
    url.path = path;
    return url;
}

export function serializeURL(url, excludeFragment) {
    let out = url.scheme;
    if (url.host !== null) {
        out += '//';
        if (url.username || url.password) out += url.username + (url.password ? ':' + url.password : '') + '@';
        out += url.host;
        if (url.port !== null) out += ':' + url.port;
    }
    if (url.opaque !== null) out += url.opaque;
    else {
        if (url.host === null && url.path.length > 1 && url.path[0] === '') out += '/.';
        out += url.path.length || url.host !== null ? '/' + url.path.join('/') : '';
    }
    if (url.query !== null) out += '?' + url.query;
    if (!excludeFragment && url.fragment !== null) out += '#' + url.fragment;
    return out;
}

export class URL {
    constructor(url, base) { adoptIntoWindow(this, new.target);
        if (arguments.length < 1) throw new TypeError("Failed to construct 'URL': 1 argument required, but only 0 present.");
        let baseRecord = null;
        if (base !== undefined) {
            baseRecord = parseURL(String(base), null);
            if (!baseRecord) throw new TypeError("Failed to construct 'URL': Invalid base URL");
        }
        const record = parseURL(String(url), baseRecord);
        if (!record) throw new TypeError("Failed to construct 'URL': Invalid URL");
        define(this, '_url', record);
        define(this, '_params', null);
    }
    static canParse(url, base) { try { new URL(url, base); return true; } catch (e) { return false; } }
    static parse(url, base) { try { return new URL(url, base); } catch (e) { return null; } }
    get href() { return serializeURL(this._url); }
    set href(v) { const r = parseURL(String(v), null); if (!r) throw new TypeError("Failed to set the 'href' property on 'URL': Invalid URL"); this._url = r; if (this._params) this._params._load(r.query || ''); }
    get origin() {
        const u = this._url;
        if (u.scheme === 'blob:') { try { return new URL(u.opaque).origin; } catch (e) { return 'null'; } }
        return isSpecialScheme(u.scheme) && u.scheme !== 'file:' ? u.scheme + '//' + u.host + (u.port !== null ? ':' + u.port : '') : 'null';
    }
    get protocol() { return this._url.scheme; }
    set protocol(v) {
        const scheme = String(v).replace(/:.*$/, '').toLowerCase() + ':';
        if (/^[a-z][a-z0-9+.\-]*:$/.test(scheme) && isSpecialScheme(scheme) === isSpecialScheme(this._url.scheme)) {
            this._url.scheme = scheme;
            if (this._url.port === specialPorts[scheme]) this._url.port = null;
        }
    }
    get username() { return this._url.username; }
    set username(v) { if (this._url.host) this._url.username = percentEncode(String(v), userinfoEncodeSet); }
    get password() { return this._url.password; }
    set password(v) { if (this._url.host) this._url.password = percentEncode(String(v), userinfoEncodeSet); }
    get host() { const u = this._url; return u.host === null ? '' : u.host + (u.port !== null ? ':' + u.port : ''); }
    set host(v) { const r = parseURL(this._url.scheme + '//' + String(v), null); if (r && r.host) { this._url.host = r.host; this._url.port = r.port; } }
    get hostname() { return this._url.host || ''; }
    set hostname(v) { const r = parseURL(this._url.scheme + '//' + String(v), null); if (r && r.host) this._url.host = r.host; }
    get port() { return this._url.port === null ? '' : String(this._url.port); }
    set port(v) {
        const s = String(v);
        if (s === '') { this._url.port = null; return; }
        const m = /^\d+/.exec(s);
        if (m && +m[0] <= 65535) this._url.port = +m[0] === specialPorts[this._url.scheme] ? null : +m[0];
    }
    get pathname() { const u = this._url; return u.opaque !== null ? u.opaque : (u.path.length || u.host !== null ? '/' + u.path.join('/') : ''); }
    set pathname(v) {
        if (this._url.opaque !== null) return;
        const r = { path: [] };
        parsePathQueryFragment(r, String(v).replace(/[?#]/g, (c) => encodeURIComponent(c)).replace(/^([^/])/, '/$1'), isSpecialScheme(this._url.scheme));
        this._url.path = r.path;
    }
    get search() { const q = this._url.query; return q === null || q === '' ? '' : '?' + q; }
    set search(v) {
        const s = String(v).replace(/^\?/, '');
        this._url.query = s === '' ? null : percentEncode(s, isSpecialScheme(this._url.scheme) ? specialQueryEncodeSet : queryEncodeSet);
        if (this._params) this._params._load(s);
    }
    get searchParams() {
        if (!this._params) { const p = new URLSearchParams(this._url.query || ''); define(p, '_owner', this); this._params = p; }
        return this._params;
    }
    get hash() { const f = this._url.fragment; return f === null || f === '' ? '' : '#' + f; }
    set hash(v) { const s = String(v).replace(/^#/, ''); this._url.fragment = s === '' ? null : percentEncode(s, fragmentEncodeSet); }
    toString() { return this.href; }
    toJSON() { return this.href; }
}

function formEncode(text) {
    let out = '';
    for (const byte of utf8Bytes(text)) {
        const c = String.fromCharCode(byte);
        if (/[A-Za-z0-9*\-._]/.test(c)) out += c;
        else if (byte === 0x20) out += '+';
        else out += '%' + (byte < 16 ? '0' : '') + byte.toString(16).toUpperCase();
    }
    return out;
}
function formDecode(text) {
    const bytes = text.replace(/\+/g, ' ');
    try { return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')); } catch (e) { return bytes; }
}

export class URLSearchParams {
    constructor(init) { adoptIntoWindow(this, new.target);
        define(this, '_list', []);
        define(this, '_owner', null);
        if (init === undefined || init === null) return;
        if (typeof init === 'object' && typeof init[Symbol.iterator] === 'function') {
            for (const pair of init) {
                const p = Array.from(pair);
                if (p.length !== 2) throw new TypeError("Failed to construct 'URLSearchParams': Sequence initializer must only contain pair elements");
                this._list.push([String(p[0]), String(p[1])]);
            }
        } else if (typeof init === 'object') {
            for (const key of Object.keys(init)) this._list.push([key, String(init[key])]);
        } else {
            this._load(String(init).replace(/^\?/, ''));
        }
    }
    _load(text) {
        this._list.length = 0;
        for (const part of text.split('&')) {
            if (part === '') continue;
            const eq = part.indexOf('=');
            this._list.push(eq >= 0 ? [formDecode(part.slice(0, eq)), formDecode(part.slice(eq + 1))] : [formDecode(part), '']);
        }
    }
    _update() { if (this._owner) { const s = this.toString(); this._owner._url.query = s === '' ? null : s; } }
    get size() { return this._list.length; }
    append(name, value) { this._list.push([String(name), String(value)]); this._update(); }
    delete(name, value) { name = String(name); this._list = this._list.filter(([n, v]) => !(n === name && (value === undefined || v === String(value)))); define(this, '_list', this._list); this._update(); }
    get(name) { const e = this._list.find(([n]) => n === String(name)); return e ? e[1] : null; }
    getAll(name) { return this._list.filter(([n]) => n === String(name)).map(([, v]) => v); }
    has(name, value) { return this._list.some(([n, v]) => n === String(name) && (value === undefined || v === String(value))); }
    set(name, value) {
        name = String(name);
        const i = this._list.findIndex(([n]) => n === name);
        if (i < 0) this._list.push([name, String(value)]);
        else { this._list[i][1] = String(value); define(this, '_list', this._list.filter(([n], j) => n !== name || j === i)); }
        this._update();
    }
    sort() { this._list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)); this._update(); }
    forEach(callback, thisArg) { for (const [n, v] of this._list.slice()) callback.call(thisArg, v, n, this); }
    keys() { return this._list.map(([n]) => n)[Symbol.iterator](); }
    values() { return this._list.map(([, v]) => v)[Symbol.iterator](); }
    entries() { return this._list.map(([n, v]) => [n, v])[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
    toString() { return this._list.map(([n, v]) => formEncode(n) + '=' + formEncode(v)).join('&'); }
}

/// Resolves `href` against the document's base URL; unparseable values stay as written.
export function resolveURL(href, doc) {
    href = String(href);
    return resolveAgainst(href, doc ? doc.baseURI : 'about:blank') ?? href;
}

/// `new URL(href, base).href` for a string `href`, or null where the parser throws; a plain http(s) URL
/// without the parser (`resolvePlainURL`).
function resolveAgainst(href, base) {
    const plain = resolvePlainURL(href, base);
    if (plain !== null) return plain;
    try { return new URL(href, base).href; } catch (e) { return null; }
}

// The URLs product pages and actions are made of, resolved without the parser: an http(s) URL
// with a lower-case host name, no port, userinfo or dot segment, and no character the standard
// would percent-encode or rewrite, already reads as it serializes; so does a path from the root,
// a query or a fragment against a base of that shape. Anything else (null) goes to the parser;
// the web view tests compare both on a table of inputs.
const plainURL = /^(https?:\/\/[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)*)(\/[\w\-.~!$&()*+,;=:@\/%]*)?(\?[\w\-.~!$&()*+,;=:@\/%?]*)?(#[\w\-.~!$&()*+,;=:@\/%?#]*)?$/;
const plainReference = /^(\/(?!\/)[\w\-.~!$&()*+,;=:@\/%]*)?(\?[\w\-.~!$&()*+,;=:@\/%?]*)?(#[\w\-.~!$&()*+,;=:@\/%?#]*)?$/;
const dotSegment = /\/\.|%2e/i;
function resolvePlainURL(href, base) {
    let m = plainURL.exec(href);
    if (m !== null) {
        if (m[2] !== undefined && dotSegment.test(m[2])) return null;
        return m[2] === undefined ? m[1] + '/' + (m[3] || '') + (m[4] || '') : href;
    }
    if (href === '') return null;
    const r = plainReference.exec(href);
    if (r === null || (r[1] !== undefined && dotSegment.test(r[1]))) return null;
    const b = plainURL.exec(base);
    if (b === null || (b[2] !== undefined && dotSegment.test(b[2]))) return null;
    const basePath = b[2] === undefined ? '/' : b[2];
    if (r[1] !== undefined) return b[1] + href;
    if (r[2] !== undefined) return b[1] + basePath + href;
    return b[1] + basePath + (b[3] || '') + href;
}

urlHooks.URL = URL;
urlHooks.resolve = resolveAgainst;

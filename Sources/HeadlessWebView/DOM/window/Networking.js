// Networking.js — fetch (Headers, Request, Response), XMLHttpRequest and WebSocket. Every request is
// recorded and blocked unless Swift provides the response (Loader.js `fetchProvided`).
//

import { Document } from "../dom/Document.js";
import {
    DOMException, Event, EventTarget, ProgressEvent, defineHandlerProperties, dispatch
} from "../dom/EventDispatch.js";
import { Promise, TypeError, define, g, host, setTimeout, win } from "../dom/Realm.js";
import { adoptIntoWindow } from "../dom/WindowInterfaces.js";
import { XMLDocument, buildXMLDocument } from "../dom/XMLDocuments.js";
import { TextDecoder } from "../web/Encoding.js";
import { resolveURL, utf8Bytes } from "../web/URL.js";
import { contentTypeEncoding } from "../html/DocumentEncoding.js";
import { isXMLType } from "./Frames.js" with { lazy: "true" };
import { buildDocument, fetchProvided } from "./Loader.js" with { lazy: "true" };

// --- network: every request is recorded and blocked unless Swift provides the response ----

export class Headers {
    constructor(init) { adoptIntoWindow(this, new.target);
        define(this, '_map', new Map());
        if (init instanceof Headers) for (const [k, v] of init) this.append(k, v);
        else if (Array.isArray(init)) for (const [k, v] of init) this.append(k, v);
        else if (init && typeof init === 'object') for (const k of Object.keys(init)) this.append(k, init[k]);
    }
    append(k, v) { k = String(k).toLowerCase(); const old = this._map.get(k); this._map.set(k, old === undefined ? String(v) : old + ', ' + v); }
    set(k, v) { this._map.set(String(k).toLowerCase(), String(v)); }
    get(k) { const v = this._map.get(String(k).toLowerCase()); return v === undefined ? null : v; }
    has(k) { return this._map.has(String(k).toLowerCase()); }
    delete(k) { this._map.delete(String(k).toLowerCase()); }
    forEach(callback, thisArg) { for (const [k, v] of this) callback.call(thisArg, v, k, this); }
    entries() { return Array.from(this._map).sort()[Symbol.iterator](); }
    keys() { return Array.from(this._map.keys()).sort()[Symbol.iterator](); }
    values() { return Array.from(this.entries(), ([, v]) => v)[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
}
export class Response {
    constructor(body, init) { adoptIntoWindow(this, new.target);
        const i = init || {};
        define(this, '_body', body === undefined || body === null ? '' : String(body));
        define(this, '_status', i.status === undefined ? 200 : i.status | 0);
        define(this, '_statusText', i.statusText === undefined ? '' : String(i.statusText));
        define(this, '_headers', new Headers(i.headers));
        define(this, '_url', i.url || '');
        define(this, '_used', false);
    }
    get ok() { return this._status >= 200 && this._status < 300; }
    get status() { return this._status; }
    get statusText() { return this._statusText; }
    get headers() { return this._headers; }
    get url() { return this._url; }
    get redirected() { return false; }
    get type() { return 'basic'; }
    get bodyUsed() { return this._used; }
    _consume() {
        if (this._used) return Promise.reject(new TypeError('Body is disturbed or locked'));
        this._used = true;
        return Promise.resolve(this._body);
    }
    text() { return this._consume(); }
    json() { return this._consume().then((t) => g.JSON.parse(t)); }
    arrayBuffer() { return this._consume().then((t) => new g.Uint8Array(utf8Bytes(t)).buffer); }
    blob() { return Promise.reject(new TypeError('Blob bodies are not supported by ShopStage')); }
    clone() { return new Response(this._body, { status: this._status, statusText: this._statusText, headers: this._headers, url: this._url }); }
    static json(data, init) { const r = new Response(JSON.stringify(data), init); r._headers.set('content-type', 'application/json'); return r; }
    static error() { return new Response('', { status: 0 }); }
}
export class Request {
    constructor(input, init) { adoptIntoWindow(this, new.target);
        const i = init || {};
        this.url = input instanceof Request ? input.url : resolveURL(String(input), win.currentDocument);
        this.method = (i.method || (input instanceof Request ? input.method : 'GET')).toUpperCase();
        this.headers = new Headers(i.headers);
        this.body = i.body === undefined ? null : i.body;
        this.signal = i.signal || null;
    }
}

export function fetch(input, init) {
    let request;
    try { request = new Request(input, init); } catch (error) { return Promise.reject(error); }
    if (request.signal && request.signal.aborted) return Promise.reject(request.signal.reason);
    if (request.url.startsWith('blob:')) {
        const blob = win.objectURLs.get(request.url);
        if (!blob) return Promise.reject(new TypeError('Load failed: ' + request.url + ' is not an object URL of this document'));
        return Promise.resolve(new Response(new TextDecoder().decode(blob._bytes), { status: 200, headers: { 'content-type': blob.type }, url: request.url }));
    }
    const answer = fetchProvided('fetch', request.url);
    if (answer === null) {
        return Promise.reject(new TypeError('Load failed: fetch(' + request.url + ') is blocked: ShopStage makes no network requests (provide the response from Swift with a resource provider)'));
    }
    return Promise.resolve(new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType }, url: request.url }));
}

export class XMLHttpRequest extends EventTarget {
    constructor() {
        super();
        this.readyState = 0; this.status = 0; this.statusText = ''; this.responseText = ''; this.response = '';
        this.responseType = ''; this.timeout = 0; this.withCredentials = false; this.responseURL = '';
        this.responseXML = null;
        this._headers = new Headers(); this._responseHeaders = new Headers();
        this.upload = new EventTarget();
    }
    open(method, url) { this._method = String(method).toUpperCase(); this._url = resolveURL(String(url), win.currentDocument); this._setState(1); }
    setRequestHeader(k, v) { this._headers.append(k, v); }
    getResponseHeader(k) { return this._responseHeaders.get(k); }
    getAllResponseHeaders() { let out = ''; for (const [k, v] of this._responseHeaders) out += k + ': ' + v + '\r\n'; return out; }
    overrideMimeType() { }
    abort() { this._aborted = true; }
    _setState(state) { this.readyState = state; dispatch(this, new Event('readystatechange')); }
    send() {
        if (this.readyState !== 1) throw new DOMException('The object state must be OPENED.', 'InvalidStateError');
        const answer = fetchProvided('xhr', this._url);
        setTimeout(() => {
            if (this._aborted) return;
            if (answer === null) {
                this._setState(4);
                g.console.error('XMLHttpRequest to ' + this._url + ' blocked: ShopStage makes no network requests');
                dispatch(this, new ProgressEvent('error'));
                dispatch(this, new ProgressEvent('loadend'));
                return;
            }
            this.status = answer.status; this.statusText = answer.status === 200 ? 'OK' : '';
            this.responseURL = this._url;
            this._responseHeaders.set('content-type', answer.contentType);
            this.responseText = answer.body;
            this.response = this.responseType === 'json' ? (() => { try { return g.JSON.parse(answer.body); } catch (e) { return null; } })() : answer.body;
            if (this.responseType === '' || this.responseType === 'document') this.responseXML = xhrDocument(this.responseType, answer, this._url);
            if (this.responseType === 'document') this.response = this.responseXML;
            this._setState(2); this._setState(3); this._setState(4);
            dispatch(this, new ProgressEvent('load'));
            dispatch(this, new ProgressEvent('loadend'));
        }, 0);
    }
}
/// XHR's "document response": an XML type parsed as XML, HTML parsed (no scripts) only when
/// `responseType` is 'document', else null; the document's content type is the response's type.
function xhrDocument(responseType, answer, url) {
    const type = String(answer.contentType || '').split(';')[0].trim().toLowerCase();
    let doc;
    if (isXMLType(type)) {
        doc = new XMLDocument();
        buildXMLDocument(doc, String(answer.body));
    } else if (type === 'text/html' && responseType === 'document') {
        doc = new Document();
        buildDocument(doc, JSON.parse(host.parseDocument(String(answer.body))), false);
    } else return null;
    doc._url = url;
    doc._contentType = type;
    const encoding = contentTypeEncoding(answer.contentType || '');
    if (encoding !== null) doc._encoding = encoding;
    return doc;
}
defineHandlerProperties(XMLHttpRequest.prototype, ['readystatechange', 'load', 'error', 'loadend', 'loadstart', 'progress', 'abort', 'timeout']);
for (const [name, value] of [['UNSENT', 0], ['OPENED', 1], ['HEADERS_RECEIVED', 2], ['LOADING', 3], ['DONE', 4]]) { define(XMLHttpRequest, name, value); define(XMLHttpRequest.prototype, name, value); }

export class WebSocket extends EventTarget {
    constructor(url) {
        super();
        this.url = String(url); this.readyState = 3;
        fetchProvided('websocket', this.url);
        setTimeout(() => { dispatch(this, new Event('error')); dispatch(this, new Event('close')); }, 0);
    }
    send() { throw new DOMException('The WebSocket is closed: ShopStage makes no network connections.', 'InvalidStateError'); }
    close() { }
}
defineHandlerProperties(WebSocket.prototype, ['open', 'message', 'error', 'close']);

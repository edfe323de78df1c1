// Window.js — the window's own members: location, navigator (an iOS WKWebView), history,
// storage, dialogs, matchMedia and getComputedStyle (minimal), atob/btoa,
// requestAnimationFrame on the virtual clock, fetch/XMLHttpRequest (blocked unless Swift
// provides the bytes), layout observers as inert stubs; and every DOM interface as a global.

// The viewport of an iPhone 15 in portrait, CSS pixels.
const viewport = { width: 393, height: 852, devicePixelRatio: 3 };

function currentURL() { return new URL(currentDocument ? currentDocument._url : 'about:blank'); }

/// The window's own state the DOM's code reads, switched with the window (Epilogue.js). Its own
/// objects (location, navigator, storage…) are made on first read (`windowObject`).
let historyEntries = [], clipboardText = '';

const makeLocation = () => ({
    get href() { return currentDocument._url; },
    set href(v) { navigateTo(String(v)); },
    get origin() { return currentURL().origin; },
    get protocol() { return currentURL().protocol; },
    get host() { return currentURL().host; },
    get hostname() { return currentURL().hostname; },
    get port() { return currentURL().port; },
    get pathname() { return currentURL().pathname; },
    get search() { return currentURL().search; },
    set search(v) { const u = currentURL(); u.search = v; navigateTo(u.href); },
    get hash() { return currentURL().hash; },
    set hash(v) { const u = currentURL(); u.hash = v; navigateTo(u.href); },
    assign(url) { navigateTo(String(url)); },
    replace(url) { navigateTo(String(url)); },
    reload() { requestNavigation(currentDocument._url, 'reload', ''); },
    toString() { return currentDocument._url; },
    get ancestorOrigins() { return []; },
});

/// A change of fragment only stays in the document (hashchange); anything else asks to navigate.
function navigateTo(href) {
    const target = resolveURL(href, currentDocument);
    let current;
    try { current = currentURL(); } catch (e) { current = null; }
    try {
        const next = new URL(target);
        if (current && next.hash !== '' && serializeURL(next._url, true) === serializeURL(current._url, true)) {
            const oldURL = currentDocument._url;
            currentDocument._url = next.href;
            currentDocument._baseCache = undefined;
            if (oldURL !== next.href) setTimeout(() => dispatch(g, new HashChangeEvent('hashchange', { oldURL, newURL: next.href })), 0);
            return;
        }
    } catch (e) { /* not a URL: let the embedder see it */ }
    requestNavigation(target, 'other', '');
}

const makeNavigator = () => ({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    appVersion: '5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    appName: 'Netscape', appCodeName: 'Mozilla', product: 'Gecko', productSub: '20030107',
    platform: 'iPhone', vendor: 'Apple Computer, Inc.', vendorSub: '',
    language: 'en-US', languages: Object.freeze(['en-US']),
    onLine: true, cookieEnabled: true, maxTouchPoints: 5, hardwareConcurrency: 4, doNotTrack: null,
    webdriver: false, pdfViewerEnabled: false, standalone: false,
    javaEnabled() { return false; },
    sendBeacon(url) { fetchProvided('beacon', resolveURL(url, currentDocument), null); return true; },
    vibrate() { return false; },
    share() { return Promise.reject(new DOMException('Sharing is not available in ShopStage.', 'NotAllowedError')); },
    clipboard: {
        writeText(text) { clipboardText = String(text); return Promise.resolve(); },
        readText() { return Promise.resolve(clipboardText); },
    },
});

const makeHistory = () => ({
    get length() { return 1 + historyEntries.length; },
    get state() { return historyEntries.length ? historyEntries[historyEntries.length - 1] : null; },
    scrollRestoration: 'auto',
    pushState(state, title, url) { historyEntries.push(state === undefined ? null : state); if (url !== undefined && url !== null) { currentDocument._url = resolveURL(url, currentDocument); currentDocument._baseCache = undefined; } },
    replaceState(state, title, url) { if (historyEntries.length) historyEntries[historyEntries.length - 1] = state; if (url !== undefined && url !== null) { currentDocument._url = resolveURL(url, currentDocument); currentDocument._baseCache = undefined; } },
    back() { }, forward() { }, go() { },
});

/// localStorage / sessionStorage: in memory, one pair per web view (its context).
class Storage {
    constructor() { define(this, '_map', new Map()); }
    get length() { return this._map.size; }
    key(i) { return Array.from(this._map.keys())[i] ?? null; }
    getItem(k) { k = String(k); return this._map.has(k) ? this._map.get(k) : null; }
    setItem(k, v) { this._map.set(String(k), String(v)); }
    removeItem(k) { this._map.delete(String(k)); }
    clear() { this._map.clear(); }
}
function storageProxy() {
    return new Proxy(new Storage(), {
        get(target, name) {
            if (typeof name === 'symbol' || name in target) { const v = target[name]; return typeof v === 'function' ? v.bind(target) : v; }
            return target.getItem(name) ?? undefined;
        },
        set(target, name, value) { if (typeof name === 'symbol' || name in target) return false; target.setItem(name, value); return true; },
        deleteProperty(target, name) { target.removeItem(name); return true; },
        has(target, name) { return name in target || target._map.has(String(name)); },
        ownKeys(target) { return Array.from(target._map.keys()); },
        getOwnPropertyDescriptor(target, name) { return target._map.has(String(name)) ? { value: target._map.get(String(name)), writable: true, enumerable: true, configurable: true } : undefined; },
    });
}

/// matchMedia: evaluates width/height, orientation, prefers-color-scheme (light),
/// prefers-reduced-motion (no-preference), hover (none), pointer (coarse) and media types
/// against the fixed iPhone viewport. Lists (`,`), `and`, `not`, `only` are understood.
function evaluateMediaQuery(query) {
    const features = {
        width: viewport.width, height: viewport.height, 'device-width': viewport.width, 'device-height': viewport.height,
        'aspect-ratio': viewport.width / viewport.height, resolution: viewport.devicePixelRatio * 96,
        '-webkit-device-pixel-ratio': viewport.devicePixelRatio,
    };
    const keywords = { orientation: 'portrait', 'prefers-color-scheme': 'light', 'prefers-reduced-motion': 'no-preference',
        hover: 'none', 'any-hover': 'none', pointer: 'coarse', 'any-pointer': 'coarse', 'display-mode': 'browser',
        'prefers-contrast': 'no-preference', scripting: 'enabled' };
    const toPx = (v) => { const m = /^(-?[\d.]+)(px|em|rem|dppx|dpi|x)?$/.exec(v.trim()); if (!m) return NaN; const n = parseFloat(m[1]); return m[2] === 'em' || m[2] === 'rem' ? n * 16 : m[2] === 'dppx' || m[2] === 'x' ? n * 96 : n; };
    return String(query).split(',').some((part) => {
        let text = part.trim().toLowerCase();
        let negate = false;
        if (text.startsWith('not ')) { negate = true; text = text.slice(4); }
        if (text.startsWith('only ')) text = text.slice(5);
        const result = text.split(/\s+and\s+/).every((term) => {
            term = term.trim();
            if (term === 'all' || term === 'screen' || term === '') return true;
            if (term === 'print' || term === 'speech') return false;
            const m = /^\(\s*([a-z\-]+)\s*(?::\s*([^)]+))?\)$/.exec(term);
            if (!m) return false;
            const [, feature, value] = m;
            if (value === undefined) return feature in features || (feature in keywords && keywords[feature] !== 'none' && keywords[feature] !== 'no-preference');
            if (feature in keywords) return keywords[feature] === value.trim();
            const range = /^(min|max)-(.*)$/.exec(feature);
            const name = range ? range[2] : feature;
            if (!(name in features)) return false;
            const actual = features[name];
            let wanted = name === 'aspect-ratio' ? (() => { const [a, b] = value.split('/').map(Number); return a / (b || 1); })() : toPx(value);
            if (name === 'resolution' && /dpi/.test(value)) wanted = parseFloat(value);
            if (Number.isNaN(wanted)) return false;
            return range ? (range[1] === 'min' ? actual >= wanted : actual <= wanted) : actual === wanted;
        });
        return negate ? !result : result;
    });
}
class MediaQueryList extends EventTarget {
    constructor(media) { super(); this._media = String(media); }
    get media() { return this._media; }
    get matches() { return evaluateMediaQuery(this._media); }
    addListener(listener) { this.addEventListener('change', listener); }
    removeListener(listener) { this.removeEventListener('change', listener); }
}
defineHandlerProperties(MediaQueryList.prototype, ['change']);

/// getComputedStyle: the element's inline declarations, over a few defaults — display
/// (from the element kind, `none` when hidden), visibility, position. No stylesheets cascade.
const inlineElements = new Set(['a', 'span', 'img', 'b', 'i', 'em', 'strong', 'small', 'label', 'code', 'abbr', 'cite', 'sub', 'sup', 'u', 's', 'q', 'br', 'input', 'button', 'select', 'textarea', 'svg', 'video', 'audio', 'canvas', 'iframe']);
function getComputedStyle(element) {
    if (!(element instanceof Element)) throw new TypeError("Failed to execute 'getComputedStyle' on 'Window': parameter 1 is not of type 'Element'.");
    const values = new Map();
    let display = inlineElements.has(element._local) ? (['button', 'select', 'textarea', 'input', 'img', 'video', 'canvas', 'iframe'].includes(element._local) ? 'inline-block' : 'inline')
        : element._local === 'li' ? 'list-item' : element._local === 'table' ? 'table' : element._local === 'tr' ? 'table-row' : (element._local === 'td' || element._local === 'th') ? 'table-cell' : 'block';
    if (hiddenElements.has(element._local) || element.hasAttribute('hidden')) display = 'none';
    values.set('display', display);
    values.set('visibility', 'visible');
    values.set('position', 'static');
    values.set('opacity', '1');
    values.set('color', 'rgb(0, 0, 0)');
    values.set('background-color', 'rgba(0, 0, 0, 0)');
    values.set('font-size', '16px');
    values.set('width', 'auto');
    values.set('height', 'auto');
    const inline = element.style;
    for (let i = 0; i < inline.length; i++) { const name = inline.item(i); values.set(name, inline.getPropertyValue(name)); }
    return new Proxy({
        getPropertyValue(name) { return values.get(String(name).toLowerCase()) || ''; },
        getPropertyPriority() { return ''; },
        get length() { return values.size; },
        item(i) { return Array.from(values.keys())[i] || ''; },
        get cssText() { return ''; },
    }, {
        get(target, name) { if (typeof name !== 'string' || name in target) return target[name]; return values.get(cssName(name)) || ''; },
        set() { throw new DOMException('The computed style is read-only.', 'NoModificationAllowedError'); },
    });
}

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function btoa(data) {
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
function atob(data) {
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

// Frames every 1000/60 ms of virtual time; callbacks of one frame share its timestamp.
let animationFrameCallbacks = new Map();
let nextAnimationFrame = 1;
let animationFrameTimer = 0;
const frameInterval = 1000 / 60;
function requestAnimationFrame(callback) {
    if (typeof callback !== 'function') throw new TypeError("Failed to execute 'requestAnimationFrame' on 'Window': The callback provided as parameter 1 is not a function.");
    const id = nextAnimationFrame++;
    animationFrameCallbacks.set(id, callback);
    if (!animationFrameTimer) {
        const now = host.now();
        const next = (Math.floor(now / frameInterval) + 1) * frameInterval;
        animationFrameTimer = setTimeout(runAnimationFrame, next - now);
    }
    return id;
}
function runAnimationFrame() {
    animationFrameTimer = 0;
    const callbacks = animationFrameCallbacks;
    animationFrameCallbacks = new Map();
    const time = host.now();
    for (const callback of callbacks.values()) {
        try { callback(time); } catch (error) { reportError(error); }
    }
}
function cancelAnimationFrame(id) { animationFrameCallbacks.delete(id); }

// --- network: every request is recorded and blocked unless Swift provides the response ----

class Headers {
    constructor(init) {
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
class Response {
    constructor(body, init) {
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
class Request {
    constructor(input, init) {
        const i = init || {};
        this.url = input instanceof Request ? input.url : resolveURL(String(input), currentDocument);
        this.method = (i.method || (input instanceof Request ? input.method : 'GET')).toUpperCase();
        this.headers = new Headers(i.headers);
        this.body = i.body === undefined ? null : i.body;
        this.signal = i.signal || null;
    }
}

function fetch(input, init) {
    let request;
    try { request = new Request(input, init); } catch (error) { return Promise.reject(error); }
    if (request.signal && request.signal.aborted) return Promise.reject(request.signal.reason);
    if (request.url.startsWith('blob:')) {
        const blob = objectURLs.get(request.url);
        if (!blob) return Promise.reject(new TypeError('Load failed: ' + request.url + ' is not an object URL of this document'));
        return Promise.resolve(new Response(new TextDecoder().decode(blob._bytes), { status: 200, headers: { 'content-type': blob.type }, url: request.url }));
    }
    const answer = fetchProvided('fetch', request.url, null);
    if (answer === null) {
        return Promise.reject(new TypeError('Load failed: fetch(' + request.url + ') is blocked: ShopStage makes no network requests (provide the response from Swift with a resource provider)'));
    }
    return Promise.resolve(new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType }, url: request.url }));
}

class XMLHttpRequest extends EventTarget {
    constructor() {
        super();
        this.readyState = 0; this.status = 0; this.statusText = ''; this.responseText = ''; this.response = '';
        this.responseType = ''; this.timeout = 0; this.withCredentials = false; this.responseURL = '';
        this._headers = new Headers(); this._responseHeaders = new Headers();
        this.upload = new EventTarget();
    }
    open(method, url) { this._method = String(method).toUpperCase(); this._url = resolveURL(String(url), currentDocument); this._setState(1); }
    setRequestHeader(k, v) { this._headers.append(k, v); }
    getResponseHeader(k) { return this._responseHeaders.get(k); }
    getAllResponseHeaders() { let out = ''; for (const [k, v] of this._responseHeaders) out += k + ': ' + v + '\r\n'; return out; }
    overrideMimeType() { }
    abort() { this._aborted = true; }
    _setState(state) { this.readyState = state; dispatch(this, new Event('readystatechange')); }
    send() {
        if (this.readyState !== 1) throw new DOMException('The object state must be OPENED.', 'InvalidStateError');
        const answer = fetchProvided('xhr', this._url, null);
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
            this._setState(2); this._setState(3); this._setState(4);
            dispatch(this, new ProgressEvent('load'));
            dispatch(this, new ProgressEvent('loadend'));
        }, 0);
    }
}
defineHandlerProperties(XMLHttpRequest.prototype, ['readystatechange', 'load', 'error', 'loadend', 'loadstart', 'progress', 'abort', 'timeout']);
for (const [name, value] of [['UNSENT', 0], ['OPENED', 1], ['HEADERS_RECEIVED', 2], ['LOADING', 3], ['DONE', 4]]) { define(XMLHttpRequest, name, value); define(XMLHttpRequest.prototype, name, value); }

class WebSocket extends EventTarget {
    constructor(url) {
        super();
        this.url = String(url); this.readyState = 3;
        fetchProvided('websocket', this.url, null);
        setTimeout(() => { dispatch(this, new Event('error')); dispatch(this, new Event('close')); }, 0);
    }
    send() { throw new DOMException('The WebSocket is closed: ShopStage makes no network connections.', 'InvalidStateError'); }
    close() { }
}
defineHandlerProperties(WebSocket.prototype, ['open', 'message', 'error', 'close']);

/// Layout observers: accepted and never called (ShopStage has no layout). MutationObserver is Mutation.js.
/// Web Animations without rendering: `element.animate()` returns an Animation that runs on the
/// virtual clock (delay + duration × iterations), then settles `finished` and fires `finish`.
/// Nothing is drawn and no style changes; an animation with infinite iterations never finishes.
class Animation extends EventTarget {
    constructor(effect, timeline) {
        super();
        this.id = '';
        this.effect = effect === undefined ? null : effect;
        this.timeline = timeline === undefined ? null : timeline;
        this.playbackRate = 1;
        define(this, '_state', 'idle');
        define(this, '_timer', 0);
        define(this, '_length', 0);
        define(this, '_startedAt', 0);
        define(this, '_pausedAt', null);
        this._newFinished();
    }
    _newFinished() {
        let resolve, reject;
        const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
        promise.catch(() => { });  // a cancelled animation nobody awaits is not an error
        define(this, '_finished', { promise, resolve, reject });
    }
    get finished() { return this._finished.promise; }
    get ready() { return Promise.resolve(this); }
    get playState() { return this._state; }
    get pending() { return false; }
    get currentTime() {
        if (this._state === 'idle') return null;
        if (this._state === 'finished') return this._length;
        if (this._pausedAt !== null) return this._pausedAt;
        return Math.min(this._length, host.now() - this._startedAt);
    }
    _schedule(remaining) {
        clearTimeout(this._timer);
        if (remaining === Infinity) return;
        this._timer = setTimeout(() => this.finish(), Math.max(0, remaining));
    }
    play() {
        if (this._state === 'running') return;
        const elapsed = this._pausedAt === null || this._state === 'finished' ? 0 : this._pausedAt;
        if (this._state === 'finished' || this._state === 'idle') this._newFinished();
        this._state = 'running';
        this._startedAt = host.now() - elapsed;
        this._pausedAt = null;
        this._schedule(this._length - elapsed);
    }
    pause() {
        if (this._state !== 'running') return;
        clearTimeout(this._timer);
        this._pausedAt = this.currentTime;
        this._state = 'paused';
    }
    finish() {
        if (this._length === Infinity) throw new DOMException("Failed to execute 'finish' on 'Animation': Cannot finish Animation with an infinite target effect end.", 'InvalidStateError');
        clearTimeout(this._timer);
        this._state = 'finished';
        this._pausedAt = null;
        this._finished.resolve(this);
        dispatch(this, new Event('finish'));
    }
    cancel() {
        if (this._state === 'idle') return;
        clearTimeout(this._timer);
        this._state = 'idle';
        this._pausedAt = null;
        this._finished.reject(new DOMException('The user aborted a request.', 'AbortError'));
        this._newFinished();
        dispatch(this, new Event('cancel'));
    }
    reverse() { this.playbackRate = -this.playbackRate; this.play(); }
    updatePlaybackRate(rate) { this.playbackRate = Number(rate); }
    commitStyles() { }
    persist() { }
}
defineHandlerProperties(Animation.prototype, ['finish', 'cancel', 'remove']);
function animationLength(options) {
    const o = typeof options === 'number' ? { duration: options } : (options || {});
    const duration = o.duration === undefined || o.duration === 'auto' ? 0 : Number(o.duration);
    const iterations = o.iterations === undefined ? 1 : Number(o.iterations);
    if (!(duration >= 0) || !(iterations >= 0)) throw new TypeError("Failed to execute 'animate' on 'Element': duration and iterations must be non-negative numbers.");
    return Math.max(0, (Number(o.delay) || 0) + duration * iterations + (Number(o.endDelay) || 0));
}
define(Element.prototype, 'animate', function animate(keyframes, options) {
    const animation = new Animation({ target: this, keyframes }, null);
    animation._length = animationLength(options);
    if (options && typeof options === 'object' && options.id !== undefined) animation.id = String(options.id);
    animation.play();
    return animation;
});
define(Element.prototype, 'getAnimations', function getAnimations() { return []; });

/// IntersectionObserver without layout: at the next animation frame after `observe`, the
/// callback gets one entry per new target, intersecting (ratio 1) when the target is in the
/// document and neither it nor an ancestor is `hidden` or `display: none` inline, else not
/// (ratio 0). Rectangles are empty. Nothing is reported again, since nothing moves.
class IntersectionObserver {
    constructor(callback, options) {
        if (typeof callback !== 'function') throw new TypeError("Failed to construct 'IntersectionObserver': parameter 1 is not of type 'Function'.");
        const o = options || {};
        const thresholds = (Array.isArray(o.threshold) ? o.threshold : [o.threshold === undefined ? 0 : o.threshold]).map(Number);
        if (thresholds.some((t) => !(t >= 0 && t <= 1))) throw new RangeError("Failed to construct 'IntersectionObserver': Threshold values must be numbers between 0 and 1");
        define(this, '_callback', callback);
        define(this, '_targets', []);
        define(this, '_pending', []);
        define(this, '_frame', 0);
        this.root = o.root || null;
        this.rootMargin = o.rootMargin === undefined ? '0px 0px 0px 0px' : String(o.rootMargin);
        this.thresholds = thresholds.sort((a, b) => a - b);
    }
    observe(target) {
        if (!(target instanceof Element)) throw new TypeError("Failed to execute 'observe' on 'IntersectionObserver': parameter 1 is not of type 'Element'.");
        if (this._targets.includes(target)) return;
        this._targets.push(target);
        this._pending.push(target);
        if (!this._frame) this._frame = requestAnimationFrame((time) => this._deliver(time));
    }
    _deliver(time) {
        this._frame = 0;
        const targets = this._pending.filter((t) => this._targets.includes(t));
        this._pending = [];
        if (targets.length === 0) return;
        const entries = targets.map((target) => {
            const visible = intersectsViewport(target);
            return Object.freeze({
                time, target, rootBounds: new DOMRect(0, 0, viewport.width, viewport.height),
                boundingClientRect: new DOMRect(0, 0, 0, 0), intersectionRect: new DOMRect(0, 0, 0, 0),
                intersectionRatio: visible ? 1 : 0, isIntersecting: visible, isVisible: false,
            });
        });
        try { this._callback.call(this, entries, this); } catch (error) { reportError(error); }
    }
    unobserve(target) { define(this, '_targets', this._targets.filter((t) => t !== target)); }
    disconnect() { define(this, '_targets', []); define(this, '_pending', []); }
    takeRecords() { return []; }
}
function intersectsViewport(target) {
    if (!target.isConnected) return false;
    for (let n = target; n && n.nodeType === 1; n = n._parent) if (getComputedStyle(n).display === 'none') return false;
    return true;
}
class ResizeObserver { constructor(callback) { this._callback = callback; } observe() { } unobserve() { } disconnect() { } }

function dialog(kind, message, defaultValue) {
    return host.dialog(kind, message === undefined ? '' : String(message), defaultValue === undefined || defaultValue === null ? '' : String(defaultValue));
}

class Image extends HTMLImageElement {
    constructor(width, height) {
        super(currentDocument, 'img');
        if (width !== undefined) this.setAttribute('width', String(width));
        if (height !== undefined) this.setAttribute('height', String(height));
    }
}
function Option(text, value, defaultSelected, selected) { return new HTMLOptionElement(text, value, defaultSelected, selected); }
Option.prototype = HTMLOptionElement.prototype;

const makeCustomElementRegistry = () => ({
    _defined: new Map(),
    define(name, constructor) { this._defined.set(String(name), constructor); },
    get(name) { return this._defined.get(String(name)); },
    whenDefined(name) { return this._defined.has(String(name)) ? Promise.resolve(this._defined.get(String(name))) : new Promise(() => { }); },
    upgrade() { },
});

/// Named access on the window: a page script may write `buyButton.onclick = …` for
/// `<button id=buyButton>`, as browsers allow. Each id gets a getter on the window when it is
/// first seen (never over a property the window already has); it answers with the document's
/// element of that id at the time of the read, or undefined. Assigning replaces it with a value,
/// as a `var` of that name would.
function exposeNamedElement(id) {
    if (id in g) return;
    Object.defineProperty(g, id, {
        get() { return (currentDocument && currentDocument.getElementById(id)) || undefined; },
        set(value) { Object.defineProperty(g, id, { value, writable: true, configurable: true, enumerable: true }); },
        configurable: true, enumerable: false,
    });
}

/// `Object.prototype.toString.call(x)` and `String(x)` name the interface, as in a browser
/// (`[object HTMLDivElement]`, `[object Window]`): one getter per family of interfaces that
/// answers with the name of the nearest constructor, not one property per interface.
function interfaceClassString() {
    if (this.nodeType === 9 && this._isHTML) return 'HTMLDocument';
    for (let p = this; p; p = Object.getPrototypeOf(p)) {
        if (Object.prototype.hasOwnProperty.call(p, 'constructor')) return p.constructor.name;
    }
    return 'Object';
}
function installClassStrings() {
    for (const proto of [EventTarget.prototype, Event.prototype, DOMException.prototype, NodeList.prototype, HTMLCollection.prototype,
        DOMTokenList.prototype, NamedNodeMap.prototype, CSSStyleDeclaration.prototype, DOMRect.prototype, URL.prototype,
        URLSearchParams.prototype, FormData.prototype, Headers.prototype, Response.prototype, Request.prototype, Storage.prototype,
        Range.prototype, TreeWalker.prototype, DOMParser.prototype, AbortController.prototype, MutationObserver.prototype, MutationRecord.prototype]) {
        Object.defineProperty(proto, Symbol.toStringTag, { get: interfaceClassString, configurable: true });
    }
}
installClassStrings();

/// The window members every window shares: the interfaces and the functions, which read the
/// window they act on from the current-window bindings (Prologue.js), as property descriptors
/// for one `Object.defineProperties` per window. Made once per realm, by the first window
/// (some interfaces are defined after this file).
let sharedWindowDescriptors = null;
const sharedWindowMembers = () => ({
    Node, Element, HTMLElement, SVGElement, SVGSVGElement, Text, Comment, CharacterData, Document, HTMLDocument, DocumentFragment,
    DocumentType, Attr, NamedNodeMap, DOMTokenList, NodeList, HTMLCollection, CSSStyleDeclaration, DOMRect, DOMException,
    EventTarget, Event, CustomEvent, UIEvent, MouseEvent, PointerEvent, KeyboardEvent, FocusEvent, InputEvent, SubmitEvent,
    ErrorEvent, ProgressEvent, MessageEvent, HashChangeEvent, PopStateEvent, TouchEvent, AbortController, AbortSignal,
    URL, URLSearchParams, FormData, TextEncoder, TextDecoder, crypto, structuredClone, Blob, File, FileReader, ValidityState, DOMParser, Range, TreeWalker, NodeFilter, Storage, MediaQueryList, Headers, Response, Request,
    XMLHttpRequest, WebSocket, Animation, MutationObserver, MutationRecord, IntersectionObserver, ResizeObserver, Image, Option,
    HTMLUnknownElement, HTMLAnchorElement, HTMLAreaElement, HTMLImageElement, HTMLButtonElement, HTMLInputElement,
    HTMLTextAreaElement, HTMLSelectElement, HTMLOptionElement, HTMLFormElement, HTMLTemplateElement, HTMLScriptElement,
    HTMLLinkElement, HTMLStyleElement, HTMLBaseElement, HTMLLabelElement, HTMLIFrameElement, HTMLMediaElement,
    HTMLVideoElement, HTMLAudioElement, HTMLDivElement, HTMLSpanElement, HTMLParagraphElement, HTMLHeadingElement,
    HTMLBodyElement, HTMLHeadElement, HTMLHtmlElement, HTMLTitleElement, HTMLMetaElement, HTMLLIElement, HTMLUListElement,
    HTMLOListElement, HTMLTableElement, HTMLTableRowElement, HTMLTableCellElement, HTMLTableSectionElement, HTMLBRElement,
    HTMLHRElement, HTMLPreElement, HTMLFieldSetElement, HTMLLegendElement, HTMLCanvasElement, HTMLPictureElement,
    HTMLSourceElement, HTMLDialogElement, HTMLDetailsElement, HTMLOutputElement, HTMLProgressElement,
    getComputedStyle, matchMedia: (q) => new MediaQueryList(q), atob, btoa,
    requestAnimationFrame, cancelAnimationFrame, fetch,
    alert(message) { dialog('alert', message, ''); },
    confirm(message) { return dialog('confirm', message, '') === true; },
    prompt(message, defaultValue) { const answer = dialog('prompt', message, defaultValue); return typeof answer === 'string' ? answer : null; },
    print() { }, focus() { }, blur() { }, stop() { },
    open(url, target) { requestNavigation(resolveURL(url === undefined ? 'about:blank' : url, currentDocument), 'other', target === undefined ? '_blank' : String(target)); return null; },
    close() { }, postMessage(data) { setTimeout(() => dispatch(g, new MessageEvent('message', { data, origin: windowObject('location').origin })), 0); },
    scroll() { }, scrollTo() { }, scrollBy() { }, moveTo() { }, resizeTo() { },
    getSelection() { return { rangeCount: 0, toString: () => '', removeAllRanges() { }, addRange() { }, getRangeAt() { return new Range(); }, collapse() { } }; },
    requestIdleCallback(callback) { return setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 1); },
    cancelIdleCallback(id) { clearTimeout(id); },
    innerWidth: viewport.width, innerHeight: viewport.height, outerWidth: viewport.width, outerHeight: viewport.height,
    devicePixelRatio: viewport.devicePixelRatio, scrollX: 0, scrollY: 0, pageXOffset: 0, pageYOffset: 0,
    screenX: 0, screenY: 0, screenLeft: 0, screenTop: 0, name: '', closed: false, length: 0, opener: null,
    status: '', origin: '', isSecureContext: true,
    addEventListener: EventTarget.prototype.addEventListener,
    removeEventListener: EventTarget.prototype.removeEventListener,
    dispatchEvent: EventTarget.prototype.dispatchEvent,
});
/// The members above, then the accessors every window shares (each reads the current window).
function makeSharedWindowDescriptors() {
    const descriptors = {};
    const members = sharedWindowMembers();
    for (const name of Object.keys(members)) descriptors[name] = { value: members[name], writable: true, configurable: true, enumerable: false };
    descriptors.origin = { get() { return windowObject('location').origin; }, configurable: true };
    descriptors.location = { get() { return windowObject('location'); }, set(v) { windowObject('location').href = v; }, configurable: true };
    for (const name of Object.keys(windowObjectMakers)) {
        if (name === 'location') continue;
        descriptors[name] = {
            get() { return windowObject(name); },
            // [Replaceable], as in browsers: assigning replaces the window's property.
            set(value) { Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: true }); },
            configurable: true,
        };
    }
    for (const name of ['top', 'parent', 'frames']) descriptors[name] = { get() { return g; }, configurable: true };
    descriptors.frameElement = { get() { return null; }, configurable: true };
    descriptors[Symbol.toStringTag] = { value: 'Window', configurable: true };
    for (const type of eventHandlerNames) {
        descriptors['on' + type] = { get() { return getHandler(g, type); }, set(v) { setHandler(g, type, v); }, configurable: true };
    }
    return descriptors;
}

/// How each of a window's own objects is made: on first read (most pages never touch most of
/// them), then kept in the window's record (Epilogue.js).
const windowObjectMakers = {
    location: makeLocation,
    navigator: makeNavigator,
    history: makeHistory,
    customElements: makeCustomElementRegistry,
    localStorage: storageProxy,
    sessionStorage: storageProxy,
    CSS: () => ({ supports() { return false; }, escape: (s) => String(s).replace(/([^\w-])/g, '\\$1') }),
    screen: () => ({ width: viewport.width, height: viewport.height, availWidth: viewport.width, availHeight: viewport.height, colorDepth: 24, pixelDepth: 24, orientation: { type: 'portrait-primary', angle: 0 } }),
    visualViewport: () => ({ width: viewport.width, height: viewport.height, scale: 1, offsetLeft: 0, offsetTop: 0, pageLeft: 0, pageTop: 0 }),
};
function windowObject(name) {
    const objects = currentWindow.objects;
    const made = objects[name];
    return made !== undefined ? made : (objects[name] = windowObjectMakers[name]());
}

/// Installs the window's members on the current window's global (`g`).
function installWindow() {
    if (sharedWindowDescriptors === null) sharedWindowDescriptors = makeSharedWindowDescriptors();
    Object.defineProperties(g, sharedWindowDescriptors);
}

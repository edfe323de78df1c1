#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// The JavaScript side of ShopStage's globals: a factory that takes the host functions (Swift,
/// each taking the calling context's number first) and returns `install(g, id, epoch)`, which
/// defines the globals on the global object `g` of context `id` and returns the hooks Swift
/// uses later. None of the host functions is reachable by scripts except through those globals.
///
/// A group that several contexts share evaluates the factory once, in a realm of its own, so
/// every context's globals are made by warm code; a context with a VM of its own evaluates it
/// in its own global (``ScriptContextGroup/preludeInstaller``). The code therefore never
/// relies on `instanceof` across realms, and it makes the errors it throws with `g`'s own
/// constructors.
let preludeSource = #"""
(function (host) {
    'use strict';
    const define = (object, name, value) =>
        Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });
    const toStringTag = Object.prototype.toString;
    const isError = (value) => toStringTag.call(value) === '[object Error]';

    function show(value, depth) {
        if (typeof value === 'string') return depth === 0 ? value : JSON.stringify(value);
        if (isError(value)) return value.name + ': ' + value.message;
        if (typeof value === 'function') return '[Function: ' + (value.name || 'anonymous') + ']';
        if (typeof value === 'symbol' || typeof value === 'bigint') return String(value);
        if (value === null || typeof value !== 'object') return String(value);
        try {
            const json = boundedJSON(value);
            if (json !== undefined) return json;
        } catch (e) { /* cycles and BigInts fall through to String */ }
        try { return String(value); } catch (e) { return '[object]'; }
    }

    // The JSON text `console.*` shows for an object, written in JavaScript (so under the entry's time
    // limit) and cut at `shownLimit` characters with '…': JSON.stringify of an object that shares its
    // parts writes each part every time it is reached (a 23-level graph is 8 M objects, seconds and a
    // gigabyte inside one native call no limit stops). Otherwise JSON.stringify's text: toJSON, boxed
    // primitives, undefined/functions/symbols left out of objects and null in arrays; a cycle throws.
    const shownLimit = 1 << 20;
    const truncated = {};
    const unbox = [Number.prototype.valueOf, String.prototype.valueOf, Boolean.prototype.valueOf];
    function boundedJSON(value) {
        const parts = [];
        let length = 0;
        const open = [];
        const out = (text) => {
            parts.push(text);
            length += text.length;
            if (length > shownLimit) throw truncated;
        };
        function primitive(v) {
            for (const valueOf of unbox) {
                try { return valueOf.call(v); } catch (e) { /* not that box */ }
            }
            return v;
        }
        // Writes `v` (the value at `key` of its holder); false when it has no JSON form (left out).
        function write(key, v) {
            if ((typeof v === 'object' && v !== null) || typeof v === 'bigint') {
                const toJSON = v.toJSON;
                if (typeof toJSON === 'function') v = toJSON.call(v, key);
            }
            if (typeof v === 'object' && v !== null) {
                const tag = toStringTag.call(v);
                if (tag === '[object Number]' || tag === '[object String]' || tag === '[object Boolean]') v = primitive(v);
            }
            if (v === null) { out('null'); return true; }
            switch (typeof v) {
            case 'boolean': out(v ? 'true' : 'false'); return true;
            case 'number': out(Number.isFinite(v) ? String(v) : 'null'); return true;
            case 'string': out(JSON.stringify(v)); return true;
            case 'bigint': throw new TypeError('JSON.stringify cannot serialize BigInt.');
            case 'object': break;
            default: return false;
            }
            if (open.includes(v)) throw new TypeError('JSON.stringify cannot serialize cyclic structures.');
            open.push(v);
            if (Array.isArray(v)) {
                out('[');
                for (let i = 0; i < v.length; i++) {
                    if (i > 0) out(',');
                    if (!write(String(i), v[i])) out('null');
                }
                out(']');
            } else {
                out('{');
                let first = true;
                for (const name of Object.keys(v)) {
                    const mark = parts.length, before = length;
                    out((first ? '' : ',') + JSON.stringify(name) + ':');
                    if (write(name, v[name])) {
                        first = false;
                    } else {
                        parts.length = mark;
                        length = before;
                    }
                }
                out('}');
            }
            open.pop();
            return true;
        }
        try {
            return write('', value) ? parts.join('') : undefined;
        } catch (e) {
            if (e !== truncated) throw e;
            return parts.join('').slice(0, shownLimit) + '…';
        }
    }

    // Made on first use (a getter on the global replaced by the object): most contexts never
    // touch the console, and creating its two dozen functions is a tenth of a fresh context.
    // WebIDL: a window's operations and attributes are enumerable (`for (k in window)` lists
    // `setTimeout` in WebKit); namespaces such as `console` are not.
    const defineMember = (object, name, value) =>
        Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: true });
    function lazyGlobal(g, name, make, enumerable = false) {
        const place = enumerable ? defineMember : define;
        Object.defineProperty(g, name, {
            get() { const value = make(); place(g, name, value); return value; },
            set(value) { place(g, name, value); },
            configurable: true, enumerable,
        });
    }

    // The whole console surface browsers give, so a page's debugging code never throws:
    // groups indent what follows, counters and timers (virtual clock) print as browsers do.
    function makeConsole(id, clock) {
        let groupIndent = '';
        function write(level, args) {
            host.console(id, level, groupIndent + args.map((a) => show(a, 0)).join(' '), String(new Error().stack || ''));
        }
        // Named as WebKit's are (`String(console.log)` is "function log() {…[native code]…}").
        function emit(level, name) {
            const method = function (...args) { write(level, args); };
            Object.defineProperty(method, 'name', { value: name, configurable: true });
            return method;
        }
        const console = {};
        for (const level of ['log', 'info', 'warn', 'error', 'debug']) define(console, level, emit(level, level));
        define(console, 'trace', emit('debug', 'trace'));
        define(console, 'dir', emit('log', 'dir'));
        define(console, 'dirxml', emit('log', 'dirxml'));
        define(console, 'table', function table(data, ...rest) { write('log', [data, ...rest]); });
        const group = function group(...label) {
            if (label.length) write('log', label);
            groupIndent += '  ';
        };
        define(console, 'group', group);
        define(console, 'groupCollapsed', function groupCollapsed(...label) { Reflect.apply(group, console, label); });
        define(console, 'groupEnd', function groupEnd() { groupIndent = groupIndent.slice(2); });
        const labelName = (label) => (label === undefined ? 'default' : String(label));
        const counts = new Map();
        define(console, 'count', function count(label) {
            const name = labelName(label);
            const n = (counts.get(name) || 0) + 1;
            counts.set(name, n);
            write('log', [name + ': ' + n]);
        });
        define(console, 'countReset', function countReset(label) { counts.delete(labelName(label)); });
        const timers = new Map();
        const elapsed = (name) => (clock[0] - timers.get(name)) + ' ms';
        define(console, 'time', function time(label) {
            const name = labelName(label);
            if (timers.has(name)) write('warn', ["Timer '" + name + "' already exists"]);
            else timers.set(name, clock[0]);
        });
        define(console, 'timeLog', function timeLog(label, ...data) {
            const name = labelName(label);
            if (!timers.has(name)) write('warn', ["Timer '" + name + "' does not exist"]);
            else write('log', [name + ': ' + elapsed(name), ...data]);
        });
        define(console, 'timeEnd', function timeEnd(label) {
            const name = labelName(label);
            if (!timers.has(name)) { write('warn', ["Timer '" + name + "' does not exist"]); return; }
            write('log', [name + ': ' + elapsed(name)]);
            timers.delete(name);
        });
        define(console, 'assert', function assert(condition, ...data) {
            if (!condition) write('error', data.length ? ['Assertion failed:', ...data] : ['Assertion failed']);
        });
        define(console, 'clear', function clear() { });
        return console;
    }

    // performance: now() on the virtual clock, and the User Timing marks and measures.
    function makePerformance(g, epoch, clock) {
        const entries = [];
        const markTime = (name) => {
            for (let i = entries.length - 1; i >= 0; i--) if (entries[i].entryType === 'mark' && entries[i].name === name) return entries[i].startTime;
            throw new g.SyntaxError("Failed to execute 'measure' on 'Performance': The mark '" + name + "' does not exist.");
        };
        const timeOf = (value) => (typeof value === 'string' ? markTime(value) : Number(value));
        const entry = (name, entryType, startTime, duration, detail) =>
            Object.freeze({ name, entryType, startTime, duration, detail: detail === undefined ? null : detail, toJSON() { return { name, entryType, startTime, duration }; } });
        return Object.freeze({
            now: () => clock[0],
            timeOrigin: epoch,
            mark(name, options) {
                if (name === undefined) throw new g.TypeError("Failed to execute 'mark' on 'Performance': 1 argument required, but only 0 present.");
                const made = entry(String(name), 'mark', options && options.startTime !== undefined ? Number(options.startTime) : clock[0], 0, options && options.detail);
                entries.push(made);
                return made;
            },
            measure(name, start, end) {
                let from = 0, to = clock[0], detail;
                if (start !== null && typeof start === 'object') {
                    detail = start.detail;
                    if (start.start !== undefined) from = timeOf(start.start);
                    if (start.end !== undefined) to = timeOf(start.end);
                    if (start.duration !== undefined) {
                        if (start.end !== undefined) from = to - Number(start.duration);
                        else to = from + Number(start.duration);
                    }
                } else {
                    if (start !== undefined) from = timeOf(start);
                    if (end !== undefined) to = timeOf(end);
                }
                const made = entry(String(name), 'measure', from, to - from, detail);
                entries.push(made);
                return made;
            },
            getEntries() { return entries.slice(); },
            getEntriesByName(name, type) { return entries.filter((e) => e.name === String(name) && (type === undefined || e.entryType === type)); },
            getEntriesByType(type) { return entries.filter((e) => e.entryType === type); },
            clearMarks(name) { clearEntries('mark', name); },
            clearMeasures(name) { clearEntries('measure', name); },
            toJSON() { return { timeOrigin: epoch }; },
        });
        function clearEntries(type, name) {
            for (let i = entries.length - 1; i >= 0; i--) {
                if (entries[i].entryType === type && (name === undefined || entries[i].name === String(name))) entries.splice(i, 1);
            }
        }
    }

    const REJECTION_CAP = \#(ScriptContext.maximumReportedRejections);

    // JSON.stringify and String.prototype.normalize are native: the time limit cannot stop one call,
    // and a small input can ask for gigabytes (a graph that shares its parts is written out each time
    // it is reached; NFKD gives up to 18 code units a character). Each page gets its own of both,
    // which refuse, with a RangeError, an output past OUTPUT_LIMIT code units before it is made.
    const OUTPUT_LIMIT = \#(ScriptContext.maximumBuiltInOutput);
    const withCommas = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    // Written when a refusal needs it: a regular expression at the prelude's load costs every context.
    const limitReason = () => withCommas(OUTPUT_LIMIT)
        + " code units, ShopStage's limit for a built-in the time limit cannot stop";
    // Read on first use: reading `BigInt` makes it (JavaScriptCore makes most built-ins on first use),
    // which a context with a VM of its own would pay at every start.
    let boxes = null;
    // Whether `v` is a boxed primitive, asked without running any of its code.
    function isBoxed(v) {
        if (boxes === null) {
            boxes = [
                Number.prototype.valueOf, String.prototype.valueOf, Boolean.prototype.valueOf, BigInt.prototype.valueOf,
            ];
        }
        for (const valueOf of boxes) {
            try { valueOf.call(v); return true; } catch (e) { /* not that box */ }
        }
        return false;
    }
    // A replacer array's property list (ECMA-262 JSON.stringify step 4.b).
    function propertyList(replacer) {
        const list = [];
        for (let i = 0; i < replacer.length; i++) {
            const v = replacer[i];
            let item;
            if (typeof v === 'string') item = v;
            else if (typeof v === 'number' || (typeof v === 'object' && v !== null && isBoxed(v))) item = `${v}`;
            else continue;
            if (!list.includes(item)) list.push(item);
        }
        return list;
    }
    // A RangeError of `g` whose place is the page's call, not the prelude's line (the stack keeps the
    // page's frames only): the error says where the page asked for too much.
    function refusal(g, message) {
        const error = new g.RangeError(message);
        const frames = String(error.stack).split('\n').filter((frame) =>
            !frame.includes('shopstage-prelude.js') && !frame.endsWith('[native code]'));
        const place = frames.length === 0 ? null : /@(.*):(\d+):(\d+)$/.exec(frames[0]);
        if (place !== null) {
            define(error, 'sourceURL', place[1]);
            define(error, 'line', Number(place[2]));
            define(error, 'column', Number(place[3]));
        }
        define(error, 'stack', frames.join('\n'));
        return error;
    }
    // JSON.stringify's text, estimated: each key with its quotes, colon and comma, each string, and
    // 24 for a number (escapes and indentation are not counted).
    const keyCost = (key) => key.length + 4;
    const numberCost = 24;
    // The most properties and elements `plainWithin` reads before it leaves a value to the counting replacer.
    const PLAIN_WALK_LIMIT = 4096;
    const lookupGetter = Object.prototype.__lookupGetter__;
    const keysOf = Object.keys, prototypeOf = Object.getPrototypeOf, isArray = Array.isArray;
    // Whether `root`, written by the native JSON.stringify alone, surely gives less than OUTPUT_LIMIT
    // code units without running page code the native call would not run: a tree of at most
    // PLAIN_WALK_LIMIT properties and elements of plain objects and arrays of the page (`objectProto`,
    // `arrayProto`), with no getter and no toJSON. Its reads are of data properties only (a getter
    // would run twice); a Proxy's traps are the one thing it runs, before the native call runs them.
    function plainWithin(root, objectProto, arrayProto) {
        let budget = OUTPUT_LIMIT, reads = 0;
        const stack = [root];
        while (stack.length !== 0) {
            const o = stack.pop();
            const proto = prototypeOf(o);
            if (proto === arrayProto && isArray(o)) {
                const n = o.length;
                reads += n;
                if (reads > PLAIN_WALK_LIMIT) return false;
                for (let i = 0; i < n; i++) {
                    if (lookupGetter.call(o, i) !== undefined) return false;
                    const v = o[i];
                    budget -= 2;
                    if (typeof v === 'object' && v !== null) stack.push(v);
                    else if (typeof v === 'string') budget -= v.length;
                    else if (typeof v === 'number') budget -= numberCost;
                }
            } else if (proto === objectProto) {
                if (lookupGetter.call(o, 'toJSON') !== undefined || o.toJSON !== undefined) return false;
                const keys = keysOf(o);
                reads += keys.length;
                if (reads > PLAIN_WALK_LIMIT) return false;
                for (let i = 0; i < keys.length; i++) {
                    const key = keys[i];
                    if (lookupGetter.call(o, key) !== undefined) return false;
                    const v = o[key];
                    budget -= keyCost(key);
                    if (typeof v === 'object' && v !== null) stack.push(v);
                    else if (typeof v === 'string') budget -= v.length;
                    else if (typeof v === 'number') budget -= numberCost;
                }
            } else {
                return false;
            }
            if (budget < 0) return false;
        }
        return true;
    }
    function guardBuiltIns(g) {
        const JSONObject = g.JSON;
        const stringify = JSONObject.stringify;
        const objectProto = g.Object.prototype, arrayProto = g.Array.prototype;
        // A small plain value (a message, a product) is walked first, reading data properties only,
        // and written by the native call alone, its fast path. Anything else goes through a replacer
        // of ShopStage's that counts what the native walk hands it (each getter and toJSON runs once,
        // as natively) and calls the page's replacer, if any; a replacer array becomes, for each
        // object, a copy with the listed properties, in the list's order.
        define(JSONObject, 'stringify', {
            stringify(value, replacer, space) {
                if (typeof value !== 'object' || value === null) {
                    if (typeof replacer !== 'function' && (typeof value !== 'string' || value.length < OUTPUT_LIMIT)) {
                        return Reflect.apply(stringify, JSONObject, [value, replacer, space]);
                    }
                } else if (typeof replacer !== 'function' && plainWithin(value, objectProto, arrayProto)) {
                    return Reflect.apply(stringify, JSONObject, [value, replacer, space]);
                }
                let budget = OUTPUT_LIMIT;
                const own = typeof replacer === 'function' ? replacer : null;
                const list = own === null && Array.isArray(replacer) ? propertyList(replacer) : null;
                const copies = list === null ? null : new Map();
                const listed = (v) => {
                    let copy = copies.get(v);
                    if (copy !== undefined) return copy;
                    copy = {};
                    copies.set(v, copy);
                    // Read when the native walk reaches it, so getters run in the list's order, as natively.
                    for (const key of list) Object.defineProperty(copy, key, { get: () => v[key], enumerable: true });
                    return copy;
                };
                const count = function (key, v) {
                    if (own !== null) v = Reflect.apply(own, this, [key, v]);
                    budget -= keyCost(key);
                    if (typeof v === 'string') budget -= v.length;
                    else if (typeof v === 'number') budget -= numberCost;
                    else if (list !== null && typeof v === 'object' && v !== null && !Array.isArray(v) && !isBoxed(v)
                        && !(typeof JSONObject.isRawJSON === 'function' && JSONObject.isRawJSON(v))) v = listed(v);
                    if (budget < 0) {
                        throw refusal(g, 'JSON.stringify: the text would be longer than ' + limitReason()
                            + ' (an object that shares its parts is written out each time it is reached)');
                    }
                    return v;
                };
                return Reflect.apply(stringify, JSONObject, [value, count, space]);
            },
        }.stringify);
        const normalize = g.String.prototype.normalize;
        define(g.String.prototype, 'normalize', {
            normalize() {
                if (this === undefined || this === null) return Reflect.apply(normalize, this, arguments);
                const text = typeof this === 'string' ? this : `${this}`;
                const form = arguments[0] === undefined ? 'NFC' : `${arguments[0]}`;
                // The most code units one UTF-16 code unit can give in each form (Unicode's UAX #15).
                const factor = form === 'NFKD' || form === 'NFKC' ? 18 : form === 'NFD' ? 4 : 3;
                if (text.length > OUTPUT_LIMIT / factor) {
                    throw refusal(g, 'String.prototype.normalize: ' + form + ' of ' + withCommas(text.length)
                        + ' code units can give up to ' + withCommas(text.length * factor) + ', past ' + limitReason());
                }
                return Reflect.apply(normalize, text, [form]);
            },
        }.normalize);
    }

    // A settled promise of this realm (frozen, so no page can change what its `then` does).
    const resolvedJob = Promise.resolve();

    // `clock`: the context's virtual time in milliseconds, a Float64Array over memory Swift writes
    // whenever the time moves (VirtualClock.swift), so reading the clock is not a call into Swift.
    return function install(g, id, epoch, clock) {
        let rejections = 0;
        // An embedder's page events for rejections (HeadlessWebView's window: `unhandledrejection`,
        // `rejectionhandled`): called with (type, promise, reason), true when the page cancelled.
        let rejectionEvents = null;
        // Promises reported unhandled that nothing has handled since, with their reasons (HTML's
        // "outstanding rejected promises"), kept only while an embedder listens: at most REJECTION_CAP.
        const outstanding = [];
        function recordRejection(reason, logged) {
            rejections++;
            if (rejections <= REJECTION_CAP) host.reportError(id, reason, 'Unhandled Promise Rejection:', logged);
            else if (rejections === REJECTION_CAP + 1) {
                const summary = 'more than ' + REJECTION_CAP
                    + ' unhandled promise rejections: the rest are not reported';
                host.reportError(id, summary, 'Unhandled Promise Rejection:');
            }
        }
        lazyGlobal(g, 'console', () => makeConsole(id, clock));
        guardBuiltIns(g);
        function schedule(repeat) {
            return function (handler, delay, ...args) {
                const ms = Number(delay);
                return host.timer(id, handler, ms > 0 ? ms : 0, repeat, args);
            };
        }
        defineMember(g, 'setTimeout', schedule(false));
        defineMember(g, 'setInterval', schedule(true));
        const clear = function (timer) { host.clearTimer(id, Number(timer) || 0); };
        defineMember(g, 'clearTimeout', clear);
        defineMember(g, 'clearInterval', clear);
        // g's constructors are read when needed: reading one makes it (JavaScriptCore makes
        // most of a global's built-ins on first use), a cost most contexts never need to pay.
        // The job is queued with this realm's promise, not g's: the VM has one queue of jobs, so
        // the order is the same, and a page that uses no promise of its own does not pay for
        // making g's promise machinery (15 µs of a new global) when the DOM queues a microtask.
        defineMember(g, 'queueMicrotask', function queueMicrotask(callback) {
            if (typeof callback !== 'function') throw new g.TypeError("queueMicrotask: argument 1 is not a function");
            host.microtaskBudget(id);
            resolvedJob.then(() => {
                try { callback(); } catch (error) { host.reportError(id, error); }
            });
        });
        defineMember(g, 'reportError', function reportError(error) { host.reportError(id, error); });
        define(g.Date, 'now', function now() { return Math.floor(epoch + clock[0]); });
        lazyGlobal(g, 'performance', () => makePerformance(g, epoch, clock), true);
        if (g.window === undefined) defineMember(g, 'window', g);
        if (g.self === undefined) defineMember(g, 'self', g);

        // window.webkit.messageHandlers.<name>.postMessage(body), as WKUserContentController installs it.
        let messageHandlers = null;  // made with the first handler
        return {
            addHandler(name) {
                if (messageHandlers === null) messageHandlers = {};
                if (!Object.prototype.hasOwnProperty.call(g, 'webkit')) define(g, 'webkit', Object.freeze({ messageHandlers }));
                const handler = {};
                define(handler, 'postMessage', function postMessage(body) {
                    if (arguments.length < 1) throw new g.TypeError('postMessage: 1 argument required, but only 0 present.');
                    host.post(id, name, body);
                });
                define(messageHandlers, name, handler);
            },
            removeHandler(name) { if (messageHandlers !== null) delete messageHandlers[name]; },
            // Each report reads the reason (its getters run) and keeps an error: past the cap, one line
            // says the rest went unreported (300,000 rejections took 9 s and 535 MB). With an embedder's
            // events, a page that cancels `unhandledrejection` keeps it off the console, as in WebKit.
            unhandledRejection(promise, reason) {
                if (rejectionEvents === null) { recordRejection(reason, true); return; }
                let cancelled = false;
                try { cancelled = rejectionEvents('unhandledrejection', promise, reason) === true; } catch (e) { }
                recordRejection(reason, !cancelled);
                if (outstanding.length < REJECTION_CAP && host.isHandled(id, promise) === false) {
                    outstanding.push(promise, reason);
                    host.rejectionsOutstanding(id, outstanding.length / 2);
                }
            },
            setRejectionEvents(dispatch) { rejectionEvents = typeof dispatch === 'function' ? dispatch : null; },
            // Swift calls it after an entry while promises are outstanding: each one handled since gets
            // its `rejectionhandled`, in a task of its own, as WebKit posts it.
            checkRejectionsHandled() {
                for (let i = 0; i < outstanding.length;) {
                    if (host.isHandled(id, outstanding[i]) !== true) { i += 2; continue; }
                    const [promise, reason] = outstanding.splice(i, 2);
                    const fire = () => {
                        if (rejectionEvents !== null) rejectionEvents('rejectionhandled', promise, reason);
                    };
                    host.timer(id, fire, 0, false, []);
                }
                host.rejectionsOutstanding(id, outstanding.length / 2);
            },
        };
    };
})
"""#

extension ScriptContext {
    /// Unhandled promise rejections reported per context (``uncaughtErrors`` and the console); one
    /// more line says when there were more.
    public static let maximumReportedRejections = 1000

    /// The most code units `JSON.stringify` (an estimate of its text) and `String.prototype.normalize`
    /// may give in a page: 67,108,864 (64 Mi). Both are native, so the time limit cannot stop one call,
    /// and a small input can ask for gigabytes (a 25-level object graph that shares its parts is 1.1 GB
    /// of JSON; NFKD gives up to 18 code units a character); past it they throw a `RangeError`.
    public static let maximumBuiltInOutput = 1 << 26

    /// Defines ShopStage's globals on this context's global object with the group's
    /// ``ScriptContextGroup/preludeInstaller(evaluatingIn:)`` and keeps the hooks it returns.
    func installPrelude(sharedRealm: Bool) throws {
        let install = try group.preludeInstaller(evaluatingIn: sharedRealm ? nil : self)
        let hooksValue = try enter(sourceName: "shopstage-prelude.js") { exception in
            var args: [JSValueRef?] = [
                JSContextGetGlobalObject(ref), JSValueMakeNumber(ref, Double(id)),
                JSValueMakeNumber(ref, configuration.epochMilliseconds), timers.clock.array,
            ]
            return JSObjectCallAsFunction(ref, install, nil, args.count, &args, &exception)
        }
        guard let hooks = JSValueToObject(ref, hooksValue, nil) else {
            throw ScriptError.engine("the prelude returned no hooks")
        }
        JSValueProtect(ref, hooks)
        self.hooks = hooks
        let rejection = "unhandledRejection".withJSString { JSObjectGetProperty(ref, hooks, $0, nil) }
        if let rejection, let rejectionObject = JSValueToObject(ref, rejection, nil) {
            JSGlobalContextSetUnhandledRejectionCallback(ref, rejectionObject, nil)
        }
    }

    /// Calls one of the prelude's hooks with string arguments (`addHandler`, `removeHandler`).
    func callHook(_ name: String, _ arguments: [String]) throws {
        guard let hooks else { return }
        let function = name.withJSString { JSObjectGetProperty(ref, hooks, $0, nil) }
        guard let function, let functionObject = JSValueToObject(ref, function, nil) else { return }
        try withJSValues(arguments.map { .string($0) }) { args in
            try callOwnFunction(functionObject, this: hooks, args)
        }
    }

    /// Calls `function`, one of the prelude's hooks, which set or delete ShopStage's own members and
    /// bindings: they run no page code and queue no job, so the call is not an entry (no time limit to
    /// arm, no microtask checkpoint: about 4 µs an entry, `bench engine`'s small call against the bare C
    /// API's). What it throws (a page made its global non-extensible before a handler's `webkit`) is thrown.
    func callOwnFunction(_ function: JSObjectRef, this: JSObjectRef?, _ arguments: [JSValueRef?]) throws {
        var exception: JSValueRef?
        arguments.withUnsafeBufferPointer {
            _ = JSObjectCallAsFunction(ref, function, this, $0.count, $0.baseAddress, &exception)
        }
        if let exception { throw scriptError(exception, sourceName: "shopstage-prelude.js") }
    }

    /// Records an exception nothing caught, as a browser reports it on the console (unless the page
    /// cancelled its report: `logged` false keeps it in ``uncaughtErrors`` only).
    func reportUncaught(_ value: JSValueRef, prefix: String, logged: Bool = true) {
        let error = scriptError(value, sourceName: "<uncaught>")
        uncaughtErrors.append(error)
        guard logged else { return }
        let info = errorInfo(value)
        let text = JSValueIsObject(ref, value) ? "\(info.name): \(info.message)" : info.message
        recordConsole(level: .error, message: "\(prefix) \(text)", stack: info.stack)
    }
}

extension ScriptContextGroup {
    /// The prelude's `install` function. With `context` nil it comes from a realm the group
    /// keeps (made, and the prelude compiled and warmed there, on first use), shared by every
    /// context of the group; otherwise the prelude is evaluated in `context` itself, for a
    /// context with a VM of its own, where a second global would only add to its cost.
    func preludeInstaller(evaluatingIn context: ScriptContext?) throws -> JSObjectRef {
        if context == nil, let preludeInstall { return preludeInstall }
        let realm: JSGlobalContextRef
        if let context {
            realm = context.ref
        } else {
            guard let made = JSGlobalContextCreateInGroup(ref, nil) else {
                throw ScriptError.engine("could not create the prelude's realm")
            }
            preludeRealm = made
            // Its functions are every context's globals: `setTimeout.constructor('return this')`
            // must not hand a page this realm's global.
            ScriptContext.disableEval(in: made)
            // …and a page that reaches its built-ins (`Object.getPrototypeOf(setTimeout).call`) must
            // not change them under every other context's globals.
            guard ScriptContext.freezeIntrinsics(in: made) else {
                throw ScriptError.engine("could not freeze the prelude realm's built-ins")
            }
            realm = made
        }
        guard let host = JSObjectMake(realm, nil, nil) else { throw ScriptError.engine("out of memory making the prelude") }
        for (name, body) in Self.preludeHostFunctions + ScriptContext.rejectionHostFunctions {
            let function = makeRoutedFunction(in: realm, registry: registry, name: name, body)
            name.withJSString { JSObjectSetProperty(realm, host, $0, function, 0, nil) }
        }
        var exception: JSValueRef?
        let factory: JSValueRef?
        if let script = compiledScript(preludeSource, sourceName: "shopstage-prelude.js") {
            factory = JSScriptEvaluate(realm, script, nil, &exception)
        } else {
            factory = preludeSource.withJSString { JSEvaluateScript(realm, $0, nil, nil, 1, &exception) }
        }
        var args: [JSValueRef?] = [host]
        guard exception == nil, let factory, let factoryObject = JSValueToObject(realm, factory, nil),
            let install = JSObjectCallAsFunction(realm, factoryObject, nil, 1, &args, &exception),
            exception == nil, let installObject = JSValueToObject(realm, install, nil)
        else {
            throw ScriptError.engine("the prelude did not evaluate to an installer")
        }
        if context == nil {
            JSValueProtect(realm, installObject)
            preludeInstall = installObject
        }
        return installObject
    }

    /// A timer's delay as browsers take it: a WebIDL `long` (ECMAScript ToInt32, so 2³¹ ms and
    /// `Infinity` wrap to values at or below zero), then at least zero.
    static func timerDelay(_ milliseconds: Double) -> Double {
        Double(max(0, JavaScriptNumber.int32(milliseconds)))
    }

    /// The Swift side of the prelude: each is called with the calling context's number first
    /// (``ScriptCall`` holds that context and the arguments after it).
    static let preludeHostFunctions: [(String, @Sendable (ScriptCall) throws -> ScriptReturn)] = [
        ("console", { call in
            call.context.recordConsole(
                level: ConsoleRecord.Level(rawValue: call.string(0) ?? "log") ?? .log, message: call.string(1) ?? "",
                stack: call.string(2) ?? "")
            return .undefined
        }),
        ("timer", { call in
            let id = call.context.scheduleTimer(
                callback: call.ref(0), delay: timerDelay(call.number(1) ?? 0), repeats: JSValueToBoolean(call.context.ref, call.ref(2)),
                arguments: call.ref(3))
            return .value(.int(id))
        }),
        ("clearTimer", { call in
            // clearTimeout(Infinity) or (1.5) names no timer.
            if let id = JavaScriptNumber.integer(call.number(0) ?? 0, as: Int.self) { call.context.timers.cancel(id) }
            return .undefined
        }),
        ("microtaskBudget", { call in
            // Where JavaScriptCore drains microtasks itself (MicrotaskCheckpoint.swift), each job
            // gets a time limit of its own, so a chain of short jobs (queueMicrotask or
            // MutationObserver ping-pong) would never stop: the chain as a whole gets the entry's
            // limit, and the entry ends with the time-limit error.
            try call.context.checkEntryBudget()
            return .undefined
        }),
        ("reportError", { call in
            // A fourth argument false: kept in uncaughtErrors, not logged (the page cancelled its event).
            let flag = call.ref(2)
            let logged = !(JSValueIsBoolean(call.context.ref, flag) && !JSValueToBoolean(call.context.ref, flag))
            call.context.reportUncaught(call.ref(0), prefix: call.string(1) ?? "Uncaught", logged: logged)
            return .undefined
        }),
        ("post", { call in
            let name = call.string(0) ?? ""
            guard let handler = call.context.messageHandlers[name] else { return .undefined }
            let body: ScriptValue
            do {
                body = try call.argument(1)
            } catch let error as ScriptError {
                throw ScriptThrow("DataCloneError", "postMessage to '\(name)': \(error)")
            }
            try handler(body)
            return .undefined
        }),
    ]
}

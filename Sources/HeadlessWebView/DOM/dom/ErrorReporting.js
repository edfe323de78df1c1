// ErrorReporting.js — "report an exception" as HTML writes it
// (https://html.spec.whatwg.org/#report-an-exception): an error nothing caught becomes an
// ErrorEvent (message, filename, lineno, colno, error) dispatched at the window, where `onerror`
// is called with five arguments and cancels by returning true (EventDispatch.js runHandler).
// Every report is also recorded for Swift (WKWebView.scriptErrors and a console error),
// cancelled or not, so a test never loses an error a page's handler swallowed. Listeners,
// event handlers, timers, microtasks, animation frames, observers, scripts and the page's own
// `reportError` all come here.
//

import { ErrorEvent, dispatch } from "./EventDispatch.js" with { lazy: "true" };
import { TypeError, g, queueMicrotask, reportError, setTimeout, win } from "./Realm.js" with { lazy: "true" };

/// The message a WebKit page sees: `Error.prototype.toString`'s form for an error object,
/// `String(value)` for anything else.
function errorMessage(error) {
    try {
        if (error !== null && typeof error === 'object' && 'message' in error) {
            const name = error.name === undefined ? 'Error' : String(error.name);
            const message = String(error.message);
            return name === '' ? message : message === '' ? name : name + ': ' + message;
        }
        return String(error);
    } catch (e) {
        return 'uncaught exception';
    }
}

/// Reports `error`, thrown by page code and caught by the DOM on the page's behalf.
export function reportException(error) {
    reportError(error);
    let filename = '', lineno = 0, colno = 0;
    if (error !== null && typeof error === 'object') {
        // JavaScriptCore puts where an error was made on the error itself.
        try {
            if (typeof error.sourceURL === 'string') filename = error.sourceURL;
            lineno = error.line >>> 0;
            colno = error.column >>> 0;
        } catch (e) { /* a throwing getter: the place stays unknown */ }
    }
    fireErrorEvent(errorMessage(error), filename, lineno, colno, error);
}

/// Swift's report of a script that threw as it ran (DOMContext.swift): the thrown value stayed
/// in JavaScriptCore's entry, so `error` is null, except for a syntax error, whose error object
/// no page code ever saw: a new one is as good.
export function reportScriptError(name, message, filename, lineno, colno, isSyntaxError) {
    const error = isSyntaxError ? new g.SyntaxError(message) : null;
    const text = name === '' ? message : name + ': ' + message;
    fireErrorEvent(text, filename, lineno >>> 0, colno >>> 0, error);
}

/// Dispatches the `error` event at the current window. An error thrown while it is dispatched
/// (by an `error` listener) is only recorded: the spec's "in error reporting mode".
function fireErrorEvent(message, filename, lineno, colno, error) {
    const w = win;
    if (w.inErrorReporting) return;
    w.inErrorReporting = true;
    try {
        const event = new ErrorEvent('error', { cancelable: true, message, filename, lineno, colno, error });
        event._trusted = true;
        dispatch(g, event);
    } finally {
        w.inErrorReporting = false;
    }
}

/// A page callback the DOM calls later: what it throws is reported to the page.
function reportingCallback(callback) {
    return function () {
        try { return callback.apply(this, arguments); } catch (error) { reportException(error); }
    };
}

/// The window members that hand the page's errors to `reportException`: `reportError` itself and
/// the timer and microtask functions, whose callbacks are wrapped on the way in (a string handler
/// is left to the engine, which records what it throws for Swift only).
export const errorReportingWindowMembers = () => ({
    reportError(error) {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'reportError' on 'Window': 1 argument required, but only 0 present.");
        reportException(error);
    },
    setTimeout(handler, timeout, ...rest) {
        return setTimeout(typeof handler === 'function' ? reportingCallback(handler) : handler, timeout, ...rest);
    },
    setInterval(handler, timeout, ...rest) {
        return win.setInterval.call(g, typeof handler === 'function' ? reportingCallback(handler) : handler, timeout, ...rest);
    },
    queueMicrotask(callback) {
        return queueMicrotask(typeof callback === 'function' ? reportingCallback(callback) : callback);
    },
});

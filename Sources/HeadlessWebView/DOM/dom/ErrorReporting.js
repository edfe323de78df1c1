// ErrorReporting.js — "report an exception" as HTML writes it
// (https://html.spec.whatwg.org/#report-an-exception): an error nothing caught becomes an
// ErrorEvent (message, filename, lineno, colno, error) dispatched at the window, where `onerror`
// is called with five arguments and cancels by returning true (EventDispatch.js runHandler).
// Every report is recorded for Swift (WKWebView.scriptErrors), cancelled or not, so a test never
// loses an error a page's handler swallowed; only one the page did not cancel goes to the console
// (and WKWebView.pageErrors), as WebKit logs it. Listeners, event handlers, timers, microtasks,
// animation frames, observers, scripts and the page's own `reportError` all come here.
// Promises rejected with no handler get `unhandledrejection` and, handled later,
// `rejectionhandled` (PromiseRejectionEvent), from the prelude's rejection tracking.
//

import { ErrorEvent, dispatch } from "./EventDispatch.js" with { lazy: "true" };
import { PromiseRejectionEvent } from "./EventInterfaces.js" with { lazy: "true" };
import {
    TypeError, enterWindow, g, host, queueMicrotask, reportError, setTimeout, win
} from "./Realm.js" with { lazy: "true" };

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
    let filename = '', lineno = 0, colno = 0;
    if (error !== null && typeof error === 'object') {
        // JavaScriptCore puts where an error was made on the error itself.
        try {
            if (typeof error.sourceURL === 'string') filename = error.sourceURL;
            lineno = error.line >>> 0;
            colno = error.column >>> 0;
        } catch (e) { /* a throwing getter: the place stays unknown */ }
    }
    const cancelled = fireErrorEvent(errorMessage(error), filename, lineno, colno, error);
    // The realm's own record has no host: nothing but the engine's record is there to keep it.
    if (host !== null) host.recordError(error, !cancelled);
    else reportError(error);
}

/// Swift's report of a script that threw as it ran (DOMContext.swift): the thrown value stayed
/// in JavaScriptCore's entry, so `error` is null, except for a syntax error, whose error object
/// no page code ever saw: a new one is as good. Returns whether the page cancelled the event
/// (Swift then keeps the error off the console).
export function reportScriptError(name, message, filename, lineno, colno, isSyntaxError) {
    const error = isSyntaxError ? new g.SyntaxError(message) : null;
    const text = name === '' ? message : name + ': ' + message;
    return fireErrorEvent(text, filename, lineno >>> 0, colno >>> 0, error);
}

/// Dispatches the `error` event at the current window; true when the page cancelled it. An error
/// thrown while it is dispatched (by an `error` listener) is only recorded: the spec's "in error
/// reporting mode", where WebKit logs it without a second event.
function fireErrorEvent(message, filename, lineno, colno, error) {
    const w = win;
    if (w.inErrorReporting) return false;
    w.inErrorReporting = true;
    try {
        const event = new ErrorEvent('error', { cancelable: true, message, filename, lineno, colno, error });
        event._trusted = true;
        dispatch(g, event);
        return event.defaultPrevented;
    } finally {
        w.inErrorReporting = false;
    }
}

/// The prelude's rejection events for window `w` (ScriptContext.setRejectionEvents): dispatches
/// `unhandledrejection` (cancelable: cancelled, the rejection stays off the console, as in WebKit)
/// or `rejectionhandled` at the window, and returns whether the page cancelled it. The prelude
/// calls it after a drain of microtasks, whichever window the realm was in.
export function rejectionEventsFor(w) {
    return function rejectionEvent(type, promise, reason) {
        const saved = win;
        enterWindow(w);
        try {
            const cancelable = type === 'unhandledrejection';
            const event = new PromiseRejectionEvent(type, { cancelable, promise, reason });
            event._trusted = true;
            dispatch(g, event);
            return event.defaultPrevented;
        } finally {
            enterWindow(saved);
        }
    };
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

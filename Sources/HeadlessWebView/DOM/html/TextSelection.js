// TextSelection.js — the text control selection APIs (HTML §4.10.18.6) of textarea and of the
// input types they apply to (text, search, tel, url, password): selectionStart/End/Direction,
// setSelectionRange(), select(), setRangeText(), and the `select` event, fired in a later task
// when the selection changed. On other input types the members read null and throw
// InvalidStateError (select() does nothing there).
//

import { DOMException, Event, dispatch } from "../dom/EventDispatch.js";
import { styleHooks } from "../dom/Hooks.js";
import { TypeError, setTimeout } from "../dom/Realm.js";
import { HTMLInputElement, HTMLTextAreaElement } from "./Forms.js";

const selectionInputTypes = new Set(['text', 'search', 'tel', 'url', 'password']);
/// Whether the selection APIs apply to the control (for an input, with the given or current type).
export function selectionApplies(el, type) {
    if (el._local === 'textarea') return true;
    return selectionInputTypes.has(type === undefined ? el.type : type);
}

/// The selection, clamped to the current value (a value may shrink under it).
function selectionOf(el) {
    const length = el.value.length;
    const end = Math.min(el._selEnd || 0, length);
    return { start: Math.min(el._selStart || 0, end), end, direction: el._selDir || 'none' };
}
/// A control newly taking a selection has it at the start (HTML, input type change step 5).
export function resetSelection(el) { el._selStart = 0; el._selEnd = 0; el._selDir = 'none'; }
/// A value set by script that changed moves the cursor to the end, unselecting.
export function valueChangedSelection(el) { const n = el.value.length; el._selStart = n; el._selEnd = n; el._selDir = 'none'; }

/// The spec's "set the selection range": clamp, store, and queue `select` if anything changed.
function setSelection(el, start, end, direction) {
    const length = el.value.length;
    const e = Math.min(end, length);
    const s = Math.min(start, e);
    const d = direction === 'forward' || direction === 'backward' ? direction : 'none';
    const before = selectionOf(el);
    el._selStart = s; el._selEnd = e; el._selDir = d;
    if (before.start === s && before.end === e && before.direction === d) return;
    if (el._selectEventQueued) return;
    el._selectEventQueued = true;
    setTimeout(() => {
        el._selectEventQueued = false;
        const event = new Event('select', { bubbles: true });
        event._trusted = true;
        dispatch(el, event);
    }, 0);
}

function notApplicable(el, member) {
    const face = el._local === 'textarea' ? 'HTMLTextAreaElement' : 'HTMLInputElement';
    return new DOMException("Failed to set the '" + member + "' property on '" + face + "': The input element's type ('" + el.type + "') does not support selection.", 'InvalidStateError');
}

const selectionMembers = {
    selectionStart: {
        get() { return selectionApplies(this) ? selectionOf(this).start : null; },
        set(v) {
            if (!selectionApplies(this)) throw notApplicable(this, 'selectionStart');
            const current = selectionOf(this);
            const start = v >>> 0;  // WebIDL unsigned long
            setSelection(this, start, Math.max(start, current.end), current.direction);
        },
    },
    selectionEnd: {
        get() { return selectionApplies(this) ? selectionOf(this).end : null; },
        set(v) {
            if (!selectionApplies(this)) throw notApplicable(this, 'selectionEnd');
            const current = selectionOf(this);
            setSelection(this, current.start, v >>> 0, current.direction);
        },
    },
    selectionDirection: {
        get() { return selectionApplies(this) ? selectionOf(this).direction : null; },
        set(v) {
            if (!selectionApplies(this)) throw notApplicable(this, 'selectionDirection');
            const current = selectionOf(this);
            setSelection(this, current.start, current.end, String(v));
        },
    },
    setSelectionRange: {
        value: function setSelectionRange(start, end, direction) {
            if (arguments.length < 2) throw new TypeError("Failed to execute 'setSelectionRange': 2 arguments required, but only " + arguments.length + ' present.');
            if (!selectionApplies(this)) throw notApplicable(this, 'setSelectionRange');
            setSelection(this, start >>> 0, end >>> 0, direction === undefined ? 'none' : String(direction));
        },
    },
    select: {
        // Types with no selectable text (email, number, the date types…) and the others do nothing.
        value: function select() { if (selectionApplies(this)) setSelection(this, 0, this.value.length, 'none'); },
    },
    setRangeText: {
        value: function setRangeText(replacement, start, end, selectMode) {
            if (arguments.length < 1) throw new TypeError("Failed to execute 'setRangeText': 1 argument required, but only 0 present.");
            if (arguments.length === 2) throw new TypeError("Failed to execute 'setRangeText': 3 arguments required, but only 2 present.");
            if (!selectionApplies(this)) throw notApplicable(this, 'setRangeText');
            const text = String(replacement);
            const current = selectionOf(this);
            let from = current.start, to = current.end;
            if (arguments.length > 2) {
                from = start >>> 0; to = end >>> 0;
                if (from > to) throw new DOMException("Failed to execute 'setRangeText': The provided start value (" + from + ') is larger than the provided end value (' + to + ').', 'IndexSizeError');
            }
            const mode = selectMode === undefined ? 'preserve' : String(selectMode);
            if (!['select', 'start', 'end', 'preserve'].includes(mode)) {
                throw new TypeError("Failed to execute 'setRangeText': The provided value '" + mode + "' is not a valid enum value of type SelectionMode.");
            }
            const value = this.value;
            from = Math.min(from, value.length); to = Math.min(to, value.length);
            this._value = value.slice(0, from) + text + value.slice(to);
            styleHooks.stateChanged(this);
            const newEnd = from + text.length;
            let s = current.start, e = current.end;
            if (mode === 'select') { s = from; e = newEnd; }
            else if (mode === 'start') { s = from; e = from; }
            else if (mode === 'end') { s = newEnd; e = newEnd; }
            else {
                const delta = text.length - (to - from);
                if (s > to) s += delta; else if (s > from) s = from;
                if (e > to) e += delta; else if (e > from) e = newEnd;
            }
            setSelection(this, s, e, 'none');
        },
    },
};
for (const member of Object.values(selectionMembers)) {
    member.configurable = true;
    if ('value' in member) member.writable = true; else member.enumerable = true;
}
Object.defineProperties(HTMLInputElement.prototype, selectionMembers);
Object.defineProperties(HTMLTextAreaElement.prototype, selectionMembers);

// InputValue.js — the input element's value (HTML §4.10.5): the value modes (value, default,
// default/on, filename), each type's value sanitization algorithm, what a change of type does to
// the value, and the numeric views of it: valueAsNumber, valueAsDate, stepUp() and stepDown().
//

import { attributeValue, hasAttributeNamed, setAttributeOf } from "../dom/Element.js";
import { DOMException } from "../dom/EventDispatch.js";
import { styleHooks } from "../dom/Hooks.js";
import { Date, TypeError, define } from "../dom/Realm.js";
import { HTMLInputElement, checkedAttributeChanged, inputTypes } from "./Forms.js";
import { resetSelection, selectionApplies, valueChangedSelection } from "./TextSelection.js" with { lazy: "true" };

const defaultModeTypes = new Set(['hidden', 'submit', 'image', 'reset', 'button']);
/// The type's value mode: what `value` reads and writes (HTML §4.10.5.4).
function inputValueMode(type) {
    if (type === 'checkbox' || type === 'radio') return 'default/on';
    if (type === 'file') return 'filename';
    return defaultModeTypes.has(type) ? 'default' : 'value';
}

const asciiWhitespaceAtEnds = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;
const validFloat = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/;
const msPerDay = 86400000;

/// The spec's "parse a floating-point number" for a valid floating-point number string, else null.
function parseValidFloat(text) {
    if (text === null || !validFloat.test(text)) return null;
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
}

function daysInMonth(year, month) { return [31, (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]; }
/// Milliseconds since the epoch of a UTC date (years below 100 stay themselves, unlike Date.UTC's).
function utcDate(year, month, day) { const d = new Date(0); d.setUTCFullYear(year, month - 1, day); return d.getTime(); }
function pad(n, width) { return String(n).padStart(width, '0'); }
function yearString(year) { return pad(year, 4); }

function parseMonthParts(text) {
    const m = /^([0-9]{4,})-([0-9]{2})$/.exec(text);
    if (!m) return null;
    const year = Number(m[1]), month = Number(m[2]);
    return year > 0 && month >= 1 && month <= 12 ? { year, month } : null;
}
function parseDateParts(text) {
    const m = /^([0-9]{4,}-[0-9]{2})-([0-9]{2})$/.exec(text);
    if (!m) return null;
    const ym = parseMonthParts(m[1]);
    const day = Number(m[2]);
    return ym && day >= 1 && day <= daysInMonth(ym.year, ym.month) ? { year: ym.year, month: ym.month, day } : null;
}
/// Milliseconds since midnight of a valid time string, else null.
function parseTimeMs(text) {
    const m = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]{1,3}))?)?$/.exec(text);
    if (!m) return null;
    const h = Number(m[1]), min = Number(m[2]), s = m[3] === undefined ? 0 : Number(m[3]);
    if (h > 23 || min > 59 || s > 59) return null;
    const ms = m[4] === undefined ? 0 : Number(m[4].padEnd(3, '0'));
    return ((h * 60 + min) * 60 + s) * 1000 + ms;
}
function timeString(ms) {
    const h = Math.floor(ms / 3600000), min = Math.floor(ms / 60000) % 60, s = Math.floor(ms / 1000) % 60, frac = ms % 1000;
    let out = pad(h, 2) + ':' + pad(min, 2);
    if (s || frac) out += ':' + pad(s, 2);
    if (frac) out += ('.' + pad(frac, 3)).replace(/0+$/, '');
    return out;
}
/// The Monday of ISO week 1 of the year (the week holding 4 January), in ms since the epoch.
function firstWeekMonday(year) { const jan4 = utcDate(year, 1, 4); return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * msPerDay; }
function weeksInYear(year) { return Math.round((firstWeekMonday(year + 1) - firstWeekMonday(year)) / (7 * msPerDay)); }

/// Each type's string ⇄ number (HTML §4.10.5.1: the date types count ms, month counts months).
export const numericTypes = {
    number: { parse: parseValidFloat, serialize: (n) => String(n), scale: 1, step: 1 },
    range: { parse: parseValidFloat, serialize: (n) => String(n), scale: 1, step: 1 },
    date: {
        parse(text) { const d = parseDateParts(text); return d ? utcDate(d.year, d.month, d.day) : null; },
        serialize(ms) { const d = new Date(ms); return yearString(d.getUTCFullYear()) + '-' + pad(d.getUTCMonth() + 1, 2) + '-' + pad(d.getUTCDate(), 2); },
        scale: msPerDay, step: 1, date: true,
    },
    month: {
        parse(text) { const m = parseMonthParts(text); return m ? (m.year - 1970) * 12 + m.month - 1 : null; },
        serialize(n) { const year = 1970 + Math.floor(n / 12); return yearString(year) + '-' + pad(n - (year - 1970) * 12 + 1, 2); },
        scale: 1, step: 1,
        fromDate(ms) { const d = new Date(ms); return (d.getUTCFullYear() - 1970) * 12 + d.getUTCMonth(); },
        toDate(n) { const year = 1970 + Math.floor(n / 12); return utcDate(year, n - (year - 1970) * 12 + 1, 1); },
    },
    week: {
        parse(text) {
            const m = /^([0-9]{4,})-W([0-9]{2})$/.exec(text);
            if (!m) return null;
            const year = Number(m[1]), week = Number(m[2]);
            return year > 0 && week >= 1 && week <= weeksInYear(year) ? firstWeekMonday(year) + (week - 1) * 7 * msPerDay : null;
        },
        serialize(ms) {
            // The week's Thursday decides its year.
            const thursday = ms - ((new Date(ms).getUTCDay() + 6) % 7) * msPerDay + 3 * msPerDay;
            const year = new Date(thursday).getUTCFullYear();
            return yearString(year) + '-W' + pad(Math.floor((thursday - firstWeekMonday(year)) / (7 * msPerDay)) + 1, 2);
        },
        scale: 7 * msPerDay, step: 1, base: -259200000, date: true,
    },
    time: {
        parse: parseTimeMs,
        serialize(ms) { return timeString(((ms % msPerDay) + msPerDay) % msPerDay); },
        scale: 1000, step: 60, date: true,
    },
    'datetime-local': {
        parse(text) {
            const m = /^([^T ]+)[T ](.+)$/.exec(text);
            const d = m && parseDateParts(m[1]);
            const t = m && parseTimeMs(m[2]);
            return d && t !== null ? utcDate(d.year, d.month, d.day) + t : null;
        },
        serialize(ms) { const day = Math.floor(ms / msPerDay) * msPerDay; return numericTypes.date.serialize(day) + 'T' + timeString(ms - day); },
        scale: 1000, step: 60,
    },
};

/// Range's minimum, maximum and default (HTML §4.10.5.1.14: 0, 100, the midpoint).
function rangeBounds(input) {
    const min = parseValidFloat(attributeValue(input, 'min'));
    const lo = min === null ? 0 : min;
    const max = parseValidFloat(attributeValue(input, 'max'));
    const hi = max === null ? Math.max(100, lo) : Math.max(max, lo);
    return { lo, hi };
}
/// The nearest allowed value of a step-aligned range, ties to the larger, not beyond the maximum.
function alignRangeToStep(input, value, lo, hi) {
    const step = allowedStep(input);
    if (step === null) return value;
    const base = stepBase(input);
    let aligned = base + Math.round((value - base) / step) * step;
    if (aligned > hi) aligned -= step;
    if (aligned < lo) aligned = value;
    return roundToStepPrecision(aligned, step, base);
}
// Steps like 0.1 would otherwise print 0.30000000000000004.
function roundToStepPrecision(value, step, base) {
    const digits = (n) => { const s = String(n); const i = s.indexOf('.'); return i < 0 || s.includes('e') ? 0 : s.length - i - 1; };
    const places = Math.max(digits(step), digits(base));
    return places > 0 ? Number(value.toFixed(Math.min(places, 20))) : value;
}

/// The type's value sanitization algorithm (HTML §4.10.5.1).
function sanitizeInputValue(input, type, value) {
    switch (type) {
        case 'text': case 'search': case 'tel': case 'password':
            return value.replace(/[\r\n]/g, '');
        case 'url':
            return value.replace(/[\r\n]/g, '').replace(asciiWhitespaceAtEnds, '');
        case 'email': {
            const stripped = value.replace(/[\r\n]/g, '');
            if (!hasAttributeNamed(input, 'multiple')) return stripped.replace(asciiWhitespaceAtEnds, '');
            return stripped.split(',').map((s) => s.replace(asciiWhitespaceAtEnds, '')).join(',');
        }
        case 'number': return parseValidFloat(value) === null ? '' : value;
        case 'range': {
            const { lo, hi } = rangeBounds(input);
            let n = parseValidFloat(value);
            if (n === null) n = lo + (hi - lo) / 2;
            if (n < lo) n = lo;
            if (n > hi) n = hi;
            return String(alignRangeToStep(input, n, lo, hi));
        }
        case 'color': return /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : '#000000';
        case 'date': case 'month': case 'week': case 'time':
            return numericTypes[type].parse(value) === null ? '' : value;
        case 'datetime-local': {
            // A valid local date and time becomes its normalized form (T, the shortest time).
            const ms = numericTypes[type].parse(value);
            return ms === null ? '' : numericTypes[type].serialize(ms);
        }
        default: return value;
    }
}

/// The step in the type's units, or null when there is no allowed step (step="any").
export function allowedStep(input) {
    const info = numericTypes[input.type];
    if (!info) return null;
    const attribute = attributeValue(input, 'step');
    if (attribute !== null && attribute.toLowerCase() === 'any') return null;
    const parsed = parseValidFloat(attribute);
    let step = parsed === null || parsed <= 0 ? info.step : parsed;
    // Month, date and week steps are whole (HTML: "rounded to the nearest integer").
    if (parsed !== null && parsed > 0 && (input.type === 'month' || input.type === 'date' || input.type === 'week')) step = Math.max(1, Math.round(step));
    return step * info.scale;
}
export function stepBase(input) {
    const info = numericTypes[input.type];
    const min = info.parse(attributeValue(input, 'min'));
    if (min !== null) return min;
    const value = info.parse(attributeValue(input, 'value'));
    if (value !== null) return value;
    return info.base || 0;
}

function invalidState(message) { return new DOMException(message, 'InvalidStateError'); }

define(HTMLInputElement.prototype, '_valueMode', function _valueMode() { return inputValueMode(this.type); });
Object.defineProperties(HTMLInputElement.prototype, {
    value: {
        get() {
            switch (inputValueMode(this.type)) {
                case 'value': return this._value !== undefined ? sanitizeInputValue(this, this.type, this._value) : sanitizeInputValue(this, this.type, attributeValue(this, 'value') || '');
                case 'default': { const v = attributeValue(this, 'value'); return v === null ? '' : v; }
                case 'default/on': { const v = attributeValue(this, 'value'); return v === null ? 'on' : v; }
                default: return '';  // filename: headless inputs hold no files
            }
        },
        set(v) {
            const text = v === null ? '' : String(v);
            switch (inputValueMode(this.type)) {
                case 'value': {
                    const old = this.value;
                    this._value = sanitizeInputValue(this, this.type, text);
                    if (this._value !== old) { valueChangedSelection(this); styleHooks.stateChanged(this); }
                    return;
                }
                case 'filename':
                    if (text !== '') throw invalidState("Failed to set the 'value' property on 'HTMLInputElement': This input element accepts a filename, which may only be programmatically set to the empty string.");
                    return;
                default: setAttributeOf(this, 'value', text);
            }
        },
        configurable: true, enumerable: true,
    },
    valueAsNumber: {
        get() {
            const info = numericTypes[this.type];
            if (!info) return NaN;
            const n = info.parse(this.value);
            return n === null ? NaN : n;
        },
        set(v) {
            const n = Number(v);
            if (n === Infinity || n === -Infinity) throw new TypeError("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': The value provided is infinite.");
            const info = numericTypes[this.type];
            if (!info) throw invalidState("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': This input element does not support Number values.");
            this.value = Number.isNaN(n) ? '' : info.serialize(n);
        },
        configurable: true, enumerable: true,
    },
    valueAsDate: {
        get() {
            const info = numericTypes[this.type];
            if (!info || !(info.date || info.toDate)) return null;
            const n = info.parse(this.value);
            if (n === null) return null;
            return new Date(info.toDate ? info.toDate(n) : n);
        },
        set(v) {
            const info = numericTypes[this.type];
            if (!info || !(info.date || info.toDate)) throw invalidState("Failed to set the 'valueAsDate' property on 'HTMLInputElement': This input element does not support Date values.");
            if (v !== null && !(v instanceof Date || Object.prototype.toString.call(v) === '[object Date]')) {
                throw new TypeError("Failed to set the 'valueAsDate' property on 'HTMLInputElement': The provided value is not a Date.");
            }
            const ms = v === null ? NaN : v.getTime();
            if (Number.isNaN(ms)) { this.value = ''; return; }
            this.value = info.serialize(info.fromDate ? info.fromDate(ms) : ms);
        },
        configurable: true, enumerable: true,
    },
    defaultValue: {
        get() { const v = attributeValue(this, 'value'); return v === null ? '' : v; },
        set(v) { setAttributeOf(this, 'value', v); },
        configurable: true, enumerable: true,
    },
});

/// stepUp(n)/stepDown(n) (HTML §4.10.5.4): move by n steps, first onto the step if off it, kept within min and max.
function stepInput(input, n, direction, method) {
    const info = numericTypes[input.type];
    if (!info) throw invalidState("Failed to execute '" + method + "' on 'HTMLInputElement': This form element does not support this method.");
    const step = allowedStep(input);
    if (step === null) throw invalidState("Failed to execute '" + method + "' on 'HTMLInputElement': This form element does not have an allowed value step.");
    let min = info.parse(attributeValue(input, 'min'));
    let max = info.parse(attributeValue(input, 'max'));
    if (input.type === 'range') { const b = rangeBounds(input); min = b.lo; max = b.hi; }
    if (min !== null && max !== null && min > max) return;
    const base = stepBase(input);
    const onStep = (x) => Math.abs((x - base) / step - Math.round((x - base) / step)) < 1e-9;
    // No step-aligned value between min and max: nothing to move to.
    if (min !== null && max !== null && Math.ceil((min - base) / step - 1e-9) * step + base > max) return;
    const parsed = info.parse(input.value);
    let value = parsed === null ? 0 : parsed;
    const before = value;
    if (!onStep(value)) {
        const k = (value - base) / step;
        value = base + (direction > 0 ? Math.ceil(k) : Math.floor(k)) * step;
    } else {
        value += direction * n * step;
    }
    if (min !== null && value < min) value = base + Math.ceil((min - base) / step - 1e-9) * step;
    if (max !== null && value > max) value = base + Math.floor((max - base) / step + 1e-9) * step;
    if ((direction > 0 && value < before) || (direction < 0 && value > before)) return;
    input.value = info.serialize(roundToStepPrecision(value, step / info.scale, info.scale === 1 ? base : 0));
}
define(HTMLInputElement.prototype, 'stepUp', function stepUp(n) { stepInput(this, n === undefined ? 1 : Math.trunc(Number(n)) || 0, 1, 'stepUp'); });
define(HTMLInputElement.prototype, 'stepDown', function stepDown(n) { stepInput(this, n === undefined ? 1 : Math.trunc(Number(n)) || 0, -1, 'stepDown'); });

/// A change of type (HTML §4.10.5, "when the type attribute changes state"): the value moves between
/// the content attribute and the element's value by value mode, is sanitized for the new type,
/// and a control that newly takes a selection gets it at the start. A change of `checked` goes to Forms.js.
define(HTMLInputElement.prototype, '_reflectChange', function _reflectChange(name, old, value) {
    if (name === 'checked') { checkedAttributeChanged(this, value); return; }
    if (name !== 'type') return;
    const typeOf = (attr) => { const t = (attr || '').toLowerCase(); return inputTypes.includes(t) ? t : 'text'; };
    const before = typeOf(old), after = typeOf(value);
    if (before === after) return;
    const oldMode = inputValueMode(before), newMode = inputValueMode(after);
    if (oldMode === 'value' && (newMode === 'default' || newMode === 'default/on')) {
        const current = this._value !== undefined ? this._value : null;
        if (current !== null && current !== '') setAttributeOf(this, 'value', current);
        delete this._value;
    } else if (oldMode !== 'value' && newMode === 'value') {
        delete this._value;
    } else if (oldMode !== 'filename' && newMode === 'filename') {
        delete this._value;
    } else if (this._value !== undefined) {
        this._value = sanitizeInputValue(this, after, this._value);
    }
    if (!selectionApplies(this, before) && selectionApplies(this, after)) resetSelection(this);
});

// Validation.js — constraint validation (HTML's "constraints" section): ValidityState, the
// messages as Safari words them, `invalid` events, and a form whose controls are invalid not
// being submitted by a click on its submit button (nor by requestSubmit()), as on a phone.
// Length limits (tooLong/tooShort) only apply to what a user typed, so they are never set here.

class ValidityState {
    constructor() { throw new TypeError('Illegal constructor'); }
    get valueMissing() { return this._flags.valueMissing; }
    get typeMismatch() { return this._flags.typeMismatch; }
    get patternMismatch() { return this._flags.patternMismatch; }
    get tooLong() { return false; }
    get tooShort() { return false; }
    get rangeUnderflow() { return this._flags.rangeUnderflow; }
    get rangeOverflow() { return this._flags.rangeOverflow; }
    get stepMismatch() { return this._flags.stepMismatch; }
    get badInput() { return false; }
    get customError() { return this._flags.customError; }
    get valid() { return validityProblem(this._flags) === null; }
}

const barredInputTypes = new Set(['hidden', 'reset', 'button']);
const readonlyInputTypes = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number']);
const patternInputTypes = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);
// The spec's "valid email address" (HTML §4.10.5.1.5).
const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/// Whether the element takes part in constraint validation (`willValidate`).
function willValidate(el) {
    if (el._isDisabled && el._isDisabled()) return false;
    switch (el._local) {
        case 'input': {
            const t = el.type;
            if (barredInputTypes.has(t)) return false;
            return !(readonlyInputTypes.has(t) && el.hasAttribute('readonly'));
        }
        case 'textarea': return !el.hasAttribute('readonly');
        case 'select': return true;
        case 'button': return el.type === 'submit';
        default: return false;
    }
}


function validityFlags(el) {
    const flags = { valueMissing: false, typeMismatch: false, patternMismatch: false, rangeUnderflow: false, rangeOverflow: false, stepMismatch: false, customError: !!el._customValidity };
    const required = el.hasAttribute('required');
    if (el._local === 'textarea') {
        flags.valueMissing = required && el.value === '';
    } else if (el._local === 'select') {
        if (required) {
            const options = el.options;
            const index = el.selectedIndex;
            // The placeholder label option: the first option, with an empty value, of a single-line select.
            const placeholder = !el.multiple && !(el.size > 1) && options.length > 0 && options[0].value === '' && options[0]._parent === el;
            flags.valueMissing = index < 0 || (placeholder && index === 0);
        }
    } else if (el._local === 'input') {
        const t = el.type;
        const value = el.value;
        if (required) {
            if (t === 'checkbox') flags.valueMissing = !el.checked;
            else if (t === 'radio') flags.valueMissing = !radioGroup(el).some((r) => r.checked);
            else if (t === 'file') flags.valueMissing = true;
            else if (t !== 'submit' && t !== 'image' && t !== 'color' && t !== 'range') flags.valueMissing = value === '';
        }
        if (value !== '') {
            if (t === 'email') {
                const addresses = el.hasAttribute('multiple') ? value.split(',').map((s) => s.trim()) : [value];
                flags.typeMismatch = addresses.some((a) => !emailPattern.test(a));
            } else if (t === 'url') {
                try { new URL(value); } catch (e) { flags.typeMismatch = true; }
            }
            const pattern = el.getAttribute('pattern');
            if (pattern !== null && patternInputTypes.has(t)) {
                let regex = null;
                try { regex = new RegExp('^(?:' + pattern + ')$', 'v'); } catch (e) {
                    try { regex = new RegExp('^(?:' + pattern + ')$', 'u'); } catch (e2) { regex = null; }  // an invalid pattern is ignored
                }
                if (regex) {
                    const values = t === 'email' && el.hasAttribute('multiple') ? value.split(',').map((s) => s.trim()) : [value];
                    flags.patternMismatch = values.some((v) => !regex.test(v));
                }
            }
            if (t === 'number') {
                const n = Number(value);
                const min = parseFloat(el.getAttribute('min'));
                const max = parseFloat(el.getAttribute('max'));
                if (Number.isFinite(n)) {
                    if (Number.isFinite(min) && n < min) flags.rangeUnderflow = true;
                    if (Number.isFinite(max) && n > max) flags.rangeOverflow = true;
                    const stepAttribute = el.getAttribute('step');
                    if (stepAttribute === null || stepAttribute.toLowerCase() !== 'any') {
                        const parsed = parseFloat(stepAttribute);
                        const step = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
                        const base = Number.isFinite(min) ? min : 0;
                        const steps = (n - base) / step;
                        flags.stepMismatch = Math.abs(steps - Math.round(steps)) > 1e-9;
                    }
                }
            }
        }
    }
    return flags;
}

/// The first problem in the order browsers report them, or null when valid.
function validityProblem(flags) {
    for (const name of ['customError', 'valueMissing', 'typeMismatch', 'patternMismatch', 'rangeUnderflow', 'rangeOverflow', 'stepMismatch']) {
        if (flags[name]) return name;
    }
    return null;
}

function validationMessage(el) {
    if (!willValidate(el)) return '';
    const flags = validityFlags(el);
    switch (validityProblem(flags)) {
        case null: return '';
        case 'customError': return el._customValidity;
        case 'valueMissing': {
            const t = el._local === 'input' ? el.type : el._local;
            if (t === 'checkbox') return 'Check this checkbox';
            if (t === 'radio') return 'Select one of these options';
            if (t === 'select') return 'Select an item in the list';
            if (t === 'file') return 'Select a file';
            return 'Fill out this field';
        }
        case 'typeMismatch': return el.type === 'email' ? 'Enter an email address' : 'Enter a URL';
        case 'patternMismatch': return el.hasAttribute('title') ? 'Match the requested format: ' + el.getAttribute('title') : 'Match the requested format';
        case 'rangeUnderflow': return 'Value must be greater than or equal to ' + el.getAttribute('min');
        case 'rangeOverflow': return 'Value must be less than or equal to ' + el.getAttribute('max');
        default: return 'Enter a valid value';
    }
}

/// Valid without firing anything (for `:valid`/`:invalid`).
function elementIsValid(el) {
    if (el._local === 'form') return el.elements.every((c) => elementIsValid(c));
    return !willValidate(el) || validityProblem(validityFlags(el)) === null;
}

/// The spec's "check validity": an invalid candidate gets a cancelable `invalid` event.
function checkElementValidity(el) {
    if (elementIsValid(el)) return true;
    dispatch(el, new Event('invalid', { cancelable: true }));
    return false;
}

function checkFormValidity(form) {
    let valid = true;
    for (const control of form.elements) if (!checkElementValidity(control)) valid = false;
    return valid;
}

// One set of functions shared by the four interfaces (created once per document, not per interface).
const validationMembers = {
    checkValidity: { value: function checkValidity() { return checkElementValidity(this); } },
    reportValidity: { value: function reportValidity() { return checkElementValidity(this); } },
    setCustomValidity: {
        value: function setCustomValidity(message) {
            if (arguments.length < 1) throw new TypeError("Failed to execute 'setCustomValidity': 1 argument required, but only 0 present.");
            define(this, '_customValidity', String(message));
        },
    },
    validity: {
        get() { const state = Object.create(ValidityState.prototype); define(state, '_flags', validityFlags(this)); return state; },
        enumerable: true,
    },
    validationMessage: { get() { return validationMessage(this); }, enumerable: true },
    willValidate: { get() { return willValidate(this); }, enumerable: true },
};
for (const member of Object.values(validationMembers)) {
    member.configurable = true;
    if ('value' in member) member.writable = true;
}
for (const proto of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype, HTMLSelectElement.prototype, HTMLButtonElement.prototype]) {
    Object.defineProperties(proto, validationMembers);
}
define(HTMLFormElement.prototype, 'checkValidity', function checkValidity() { return checkFormValidity(this); });
define(HTMLFormElement.prototype, 'reportValidity', function reportValidity() { return checkFormValidity(this); });

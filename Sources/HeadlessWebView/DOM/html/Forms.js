// Forms.js — HTML forms (HTML §4.10): form-associated elements (button, input, textarea, select,
// option, label, fieldset, legend, output, progress), the form and its submission, FormData, the
// Option constructor, and constraint validation: ValidityState, the messages as Safari words
// them, `invalid` events, and a form whose controls are invalid not being submitted by a click
// on its submit button (nor by requestSubmit()), as on a phone. Length limits
// (tooLong/tooShort) only apply to what a user typed, so they are never set here.
//
// The input's value and its types' rules are in InputValue.js, the selection APIs in TextSelection.js.

import { cachedCollection, descendantElements, liveHTMLCollection, staticNodeList } from "../dom/Collections.js";
import { attributeValue, getAttributeValue, hasAttributeNamed, setAttributeOf } from "../dom/Element.js";
import { DOMException, Event, SubmitEvent, dispatch } from "../dom/EventDispatch.js";
import { elementInterfaces, loadHooks, styleHooks } from "../dom/Hooks.js";
import { ChildNodeMixin, HTML_NS, following, isConnected } from "../dom/Node.js";
import { TypeError, define, win } from "../dom/Realm.js";
import { adoptCreated, adoptIntoWindow } from "../dom/WindowInterfaces.js";
import { URL, URLSearchParams, resolveURL } from "../web/URL.js";
import { HTMLElement, reflect } from "./HTMLElements.js";
import { allowedStep, numericTypes, stepBase } from "./InputValue.js" with { lazy: "true" };
import { valueChangedSelection } from "./TextSelection.js" with { lazy: "true" };

/// Form-associated elements: their form is the nearest ancestor form or the `form` attribute's.
export function formOwner(element) {
    const id = attributeValue(element, 'form');
    // HTML "reset the form owner": a connected element's `form` names the first element with that id in its
    // tree (its document or shadow root); a disconnected one looks for an ancestor form.
    if (id !== null && isConnected(element)) {
        const f = element.getRootNode().getElementById(id);
        return f && f._local === 'form' ? f : null;
    }
    for (let p = element._parent; p; p = p._parent) if (p._nt === 1 && p._local === 'form' && p._nsURI === HTML_NS) return p;
    return null;
}
export function isDisabledFormControl(element) {
    if (hasAttributeNamed(element, 'disabled')) return true;
    for (let p = element._parent; p; p = p._parent) {
        if (p._nt === 1 && p._local === 'fieldset' && hasAttributeNamed(p, 'disabled')) {
            const legend = p.firstElementChild;
            if (!(legend && legend._local === 'legend' && legend.contains(element))) return true;
        }
    }
    return false;
}

export class HTMLButtonElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get form() { return formOwner(this); }
    get type() {
        const t = (attributeValue(this, 'type') || '').toLowerCase();
        return t === 'button' || t === 'reset' ? t : 'submit';
    }
    set type(v) { setAttributeOf(this, 'type', v); }
    _isDisabled() { return isDisabledFormControl(this); }
    // Disabled is checked when the activation runs: a listener may disable the button first.
    _hasActivationBehavior() { return true; }
    _activationBehavior() {
        const form = this.form;
        if (!form || this._isDisabled()) return;
        if (this.type === 'submit') submitForm(form, this);
        else if (this.type === 'reset') form.reset();
    }
    get labels() { return labelsFor(this); }
}
reflect(HTMLButtonElement, [['disabled', 'disabled', 'bool'], ['name', 'name'], ['value', 'value'],
    ['formAction', 'formaction', 'url'], ['formMethod', 'formmethod'], ['formNoValidate', 'formnovalidate', 'bool'], ['formTarget', 'formtarget']]);

export const inputTypes = ['hidden', 'text', 'search', 'tel', 'url', 'email', 'password', 'date', 'month', 'week', 'time',
    'datetime-local', 'number', 'range', 'color', 'checkbox', 'radio', 'file', 'submit', 'image', 'reset', 'button'];
export class HTMLInputElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get form() { return formOwner(this); }
    get type() {
        const t = (attributeValue(this, 'type') || '').toLowerCase();
        return inputTypes.includes(t) ? t : 'text';
    }
    set type(v) { setAttributeOf(this, 'type', v); }
    // value, defaultValue, valueAsNumber, valueAsDate, stepUp/Down: InputValue.js; selection: TextSelection.js.
    get checked() { return this._checked !== undefined ? this._checked : hasAttributeNamed(this, 'checked'); }
    set checked(v) {
        const was = this.checked;
        this._checked = !!v;
        if (v && this.type === 'radio') uncheckRadioGroup(this);
        if (was !== this._checked) styleHooks.stateChanged(this);
    }
    get defaultChecked() { return hasAttributeNamed(this, 'checked'); }
    set defaultChecked(v) { this.toggleAttribute('checked', !!v); }
    // A checked radio that becomes connected unchecks the rest of its group (HTML §4.10.5.1.18): of two
    // radios the markup checks, the later one stays checked.
    _connectedHook() { if (this.type === 'radio' && this.checked) uncheckRadioGroup(this); }
    get files() { return this.type === 'file' ? [] : null; }
    get labels() { return labelsFor(this); }
    _isDisabled() { return isDisabledFormControl(this); }
    // A disabled checkbox or radio still toggles on a script's click event (only click() and real
    // taps skip disabled controls); other types check disabled when the activation runs.
    _hasActivationBehavior() {
        const t = this.type;
        return t === 'checkbox' || t === 'radio' || t === 'submit' || t === 'image' || t === 'reset';
    }
    // Checkboxes and radios change before the click's listeners run, and change back if it is cancelled.
    _legacyPreActivation() {
        const t = this.type;
        // The canceled step undoes what this step did, even if a listener changes the type between.
        this._preActivationType = t;
        if (t === 'checkbox') { this._wasChecked = this.checked; this.checked = !this.checked; }
        else if (t === 'radio') {
            this._wasChecked = this.checked;
            this._previousRadio = radioGroup(this).find((r) => r !== this && r.checked) || null;
            this.checked = true;
        }
    }
    _legacyCanceledActivation() {
        const t = this._preActivationType;
        if (t === 'checkbox') this.checked = this._wasChecked;
        else if (t === 'radio') { this.checked = this._wasChecked; if (this._previousRadio) this._previousRadio.checked = true; }
    }
    _activationBehavior() {
        const t = this.type;
        if (t === 'checkbox' || t === 'radio') {
            if (!isConnected(this)) return;
            dispatch(this, new Event('input', { bubbles: true, composed: true }));
            dispatch(this, new Event('change', { bubbles: true }));
            return;
        }
        const form = this.form;
        if (!form || this._isDisabled()) return;
        if (t === 'submit' || t === 'image') submitForm(form, this);
        else if (t === 'reset') form.reset();
    }
}
reflect(HTMLInputElement, [['name', 'name'], ['disabled', 'disabled', 'bool'], ['placeholder', 'placeholder'],
    ['required', 'required', 'bool'], ['readOnly', 'readonly', 'bool'], ['multiple', 'multiple', 'bool'],
    ['min', 'min'], ['max', 'max'], ['step', 'step'], ['pattern', 'pattern'],
    ['size', 'size', 'int', 20],
    ['src', 'src', 'url'], ['alt', 'alt'], ['accept', 'accept'], ['inputMode', 'inputmode']]);

Object.defineProperties(HTMLInputElement.prototype, {
    indeterminate: {
        get() { return this._indeterminate === true; },
        set(v) {
            const was = this._indeterminate === true;
            this._indeterminate = !!v;
            if (was !== this._indeterminate) styleHooks.stateChanged(this);
        },
        configurable: true, enumerable: true,
    },
});
Object.defineProperty(HTMLInputElement.prototype, 'list', {
    get() {
        const id = attributeValue(this, 'list');
        // In the input's own tree: a shadow tree's input names a datalist of that tree.
        const found = id === null || !isConnected(this) ? null : this.getRootNode().getElementById(id);
        return found && found._local === 'datalist' ? found : null;
    },
    configurable: true, enumerable: true,
});

/// maxLength and minLength: "limited to only non-negative numbers" (-1 when absent or negative;
/// a negative assignment throws IndexSizeError).
function defineLengthLimit(cls, property, attribute) {
    Object.defineProperty(cls.prototype, property, {
        get() {
            const m = /^[\t\n\f\r ]*([-+]?[0-9]+)/.exec(getAttributeValue(this, attribute) || '');
            const n = m ? Number(m[1]) : -1;
            return n >= 0 && n <= 2147483647 ? n : -1;
        },
        set(v) {
            const n = Math.trunc(Number(v)) || 0;
            if (n < 0) throw new DOMException("Failed to set the '" + property + "' property on '" + cls.name + "': The value provided (" + n + ') is negative.', 'IndexSizeError');
            setAttributeOf(this, attribute, String(n));
        },
        configurable: true, enumerable: true,
    });
}

function radioGroup(input) {
    const name = attributeValue(input, 'name');
    if (!name) return [input];
    const root = input.form || input.getRootNode();
    const group = [];
    for (let n = root; n; n = following(n, root)) {
        if (n._nt === 1 && n._local === 'input' && n.type === 'radio' && attributeValue(n, 'name') === name && n.form === input.form) group.push(n);
    }
    return group;
}
function uncheckRadioGroup(input) {
    for (const r of radioGroup(input)) {
        if (r === input) continue;
        const was = r.checked;
        r._checked = false;
        if (was) styleHooks.stateChanged(r);
    }
}
/// The `checked` content attribute of `input` set or removed (HTML §4.10.5.4): a radio whose checkedness
/// follows it (no script or tap set it) and that it checks unchecks the others of its group, as when a
/// script checks it.
export function checkedAttributeChanged(input, value) {
    if (value !== null && input._checked === undefined && input.type === 'radio') uncheckRadioGroup(input);
}

/// Labelable elements (HTML §4.10.2): a hidden input is not one.
const labelableNames = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);
function isLabelable(el) {
    return labelableNames.has(el._local) && el._nsURI === HTML_NS && !(el._local === 'input' && el.type === 'hidden');
}
export function labelsFor(control) {
    if (!isLabelable(control)) return null;
    const labels = [];
    const root = control.getRootNode();
    for (let n = root; n; n = following(n, root)) {
        if (n._nt === 1 && n._local === 'label' && n.control === control) labels.push(n);
    }
    return staticNodeList(labels, control);
}

export class HTMLTextAreaElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get form() { return formOwner(this); }
    get type() { return 'textarea'; }
    get value() { return this._value !== undefined ? this._value : this.textContent.replace(/\r\n?/g, '\n'); }
    set value(v) {
        const old = this.value;
        this._value = (v === null ? '' : String(v)).replace(/\r\n?/g, '\n');
        if (this._value !== old) { valueChangedSelection(this); styleHooks.stateChanged(this); }
    }
    get defaultValue() { return this.textContent; }
    set defaultValue(v) { this.textContent = v; }
    get textLength() { return this.value.length; }
    get labels() { return labelsFor(this); }
    _isDisabled() { return isDisabledFormControl(this); }
}
reflect(HTMLTextAreaElement, [['name', 'name'], ['disabled', 'disabled', 'bool'], ['placeholder', 'placeholder'],
    ['required', 'required', 'bool'], ['readOnly', 'readonly', 'bool'], ['rows', 'rows', 'int', 2], ['cols', 'cols', 'int', 20],
    ['wrap', 'wrap']]);

/// A select's options, in tree order (its `options` collection, live, reads them).
function optionsOf(select) { return descendantElements(select, (n) => n._local === 'option' && n._nsURI === HTML_NS); }

export class HTMLSelectElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get form() { return formOwner(this); }
    get type() { return this.multiple ? 'select-multiple' : 'select-one'; }
    get options() { return cachedCollection(this, 'options', () => liveHTMLCollection(this, optionsOf)); }
    get length() { return optionsOf(this).length; }
    get selectedOptions() { return cachedCollection(this, 'selectedOptions', () => liveHTMLCollection(this, (s) => optionsOf(s).filter((o) => o.selected), true)); }
    get selectedIndex() {
        const options = optionsOf(this);
        for (let i = 0; i < options.length; i++) if (options[i].selected) return i;
        return -1;
    }
    set selectedIndex(index) {
        optionsOf(this).forEach((o, i) => { o._selected = i === Number(index); });
        styleHooks.stateChanged(this);
    }
    get value() { const i = this.selectedIndex; return i < 0 ? '' : optionsOf(this)[i].value; }
    set value(v) {
        let found = false;
        for (const o of optionsOf(this)) { o._selected = !found && o.value === String(v); if (o._selected) found = true; }
        styleHooks.stateChanged(this);
    }
    item(i) { return optionsOf(this)[i] || null; }
    namedItem(name) { return this.options.namedItem(name); }
    add(option, before) { this.insertBefore(option, typeof before === 'number' ? optionsOf(this)[before] || null : before || null); }
    remove(index) { if (arguments.length === 0) { ChildNodeMixin.remove.call(this); return; } const o = optionsOf(this)[index]; if (o) o.remove(); }
    get labels() { return labelsFor(this); }
    _isDisabled() { return isDisabledFormControl(this); }
}
reflect(HTMLSelectElement, [['name', 'name'], ['disabled', 'disabled', 'bool'], ['multiple', 'multiple', 'bool'],
    ['required', 'required', 'bool'], ['size', 'size', 'int']]);

export class HTMLOptionElement extends HTMLElement {
    constructor(doc, local) {
        if (doc === undefined || typeof doc === 'string') {
            // new Option(text, value, defaultSelected, selected)
            const args = arguments;
            super(win.currentDocument, 'option');
            if (args[0] !== undefined) this.textContent = args[0];
            if (args[1] !== undefined) setAttributeOf(this, 'value', args[1]);
            if (args[2]) setAttributeOf(this, 'selected', '');
            if (args[3]) this._selected = true;
            return;
        }
        super(doc, local);
    }
    get value() { const v = attributeValue(this, 'value'); return v === null ? this.text : v; }
    set value(v) { setAttributeOf(this, 'value', v); }
    get text() { return this.textContent.replace(/[\t\n\f\r ]+/g, ' ').trim(); }
    set text(v) { this.textContent = v; }
    get label() { const l = attributeValue(this, 'label'); return l === null ? this.text : l; }
    get selected() {
        if (this._selected !== undefined) return this._selected;
        if (hasAttributeNamed(this, 'selected')) return true;
        const select = this.closest('select');
        if (!select || select.multiple) return false;
        const options = optionsOf(select);
        if (options.some((o) => o._selected || (o._selected === undefined && hasAttributeNamed(o, 'selected')))) return false;
        return options[0] === this;
    }
    set selected(v) {
        const select = this.closest('select');
        if (v && select && !select.multiple) for (const o of optionsOf(select)) o._selected = false;
        this._selected = !!v;
        styleHooks.stateChanged(this);
    }
    get defaultSelected() { return hasAttributeNamed(this, 'selected'); }
    set defaultSelected(v) { this.toggleAttribute('selected', !!v); }
    get index() { const s = this.closest('select'); return s ? optionsOf(s).indexOf(this) : 0; }
    get form() { const s = this.closest('select'); return s ? s.form : null; }
}
reflect(HTMLOptionElement, [['disabled', 'disabled', 'bool']]);

const listedElementNames = new Set(['input', 'button', 'select', 'textarea', 'fieldset', 'output', 'object']);
/// The form's listed controls in tree order (its `elements` collection, live, reads them).
function controlsOf(form) {
    const root = form.getRootNode();
    return descendantElements(root, (n) => listedElementNames.has(n._local) && n._nsURI === HTML_NS && formOwner(n) === form);
}

export class HTMLFormElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get elements() { return cachedCollection(this, 'elements', () => liveHTMLCollection(this, controlsOf)); }
    get length() { return controlsOf(this).length; }
    get action() {
        const a = attributeValue(this, 'action');
        return resolveURL(a === null || a === '' ? this._doc.URL : a, this._doc);
    }
    set action(v) { setAttributeOf(this, 'action', v); }
    get method() {
        const m = (attributeValue(this, 'method') || '').toLowerCase();
        return m === 'post' || m === 'dialog' ? m : 'get';
    }
    set method(v) { setAttributeOf(this, 'method', v); }
    submit() { submitForm(this, null, true); }
    requestSubmit(submitter) { submitForm(this, submitter || null, false); }
    reset() {
        if (!dispatch(this, new Event('reset', { bubbles: true, cancelable: true }))) return;
        for (const el of this.elements) {
            if ('_value' in el) delete el._value;
            if ('_checked' in el) delete el._checked;
            if (el._local === 'select') for (const o of optionsOf(el)) delete o._selected;
            if (el._defaultOverride !== undefined) { el.textContent = el._defaultOverride; delete el._defaultOverride; }
        }
        styleHooks.stateChanged(this);
    }
}
reflect(HTMLFormElement, [['name', 'name'], ['target', 'target'], ['enctype', 'enctype'], ['noValidate', 'novalidate', 'bool'],
    ['acceptCharset', 'accept-charset']]);

/// The form's entries as [name, value] pairs (the spec's "constructing the entry list"): named,
/// enabled controls; checkboxes and radios only when checked; buttons only as the submitter;
/// every selected option of a select. Used by submission and by `new FormData(form)`.
function formEntryList(form, submitter) {
    const entries = [];
    for (const el of form.elements) {
        const name = attributeValue(el, 'name');
        if (!name || (el._isDisabled && el._isDisabled())) continue;
        const t = el.type;
        if ((t === 'checkbox' || t === 'radio') && !el.checked) continue;
        if ((t === 'submit' || t === 'image' || t === 'button' || t === 'reset') && el !== submitter) continue;
        if (el._local === 'select') { for (const o of el.selectedOptions) entries.push([name, o.value]); continue; }
        entries.push([name, el.value]);
    }
    return entries;
}

/// Form submission: a cancelable `submit` event (skipped by form.submit()), then a
/// navigation request to the action with the form data (GET: in the query).
function submitForm(form, submitter, fromSubmitMethod) {
    // A form not in a document cannot navigate (HTML "submit", step 1).
    if (form._submitting || !isConnected(form)) return;
    // Interactive validation: invalid controls get `invalid` events and the form stays (constraint validation, below).
    const novalidate = hasAttributeNamed(form, 'novalidate') || (submitter && hasAttributeNamed(submitter, 'formnovalidate'));
    if (!fromSubmitMethod && !novalidate && !checkFormValidity(form)) return;
    if (!fromSubmitMethod) {
        const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
        if (!dispatch(form, event)) return;
    }
    const params = new URLSearchParams();
    for (const [name, value] of formEntryList(form, submitter)) params.append(name, value);
    let action = submitter && attributeValue(submitter, 'formaction') ? resolveURL(attributeValue(submitter, 'formaction'), form._doc) : form.action;
    const method = (submitter && attributeValue(submitter, 'formmethod')) || form.method;
    if (method === 'get') {
        const u = new URL(action);
        u.search = params.toString();
        action = u.href;
    }
    loadHooks.requestNavigation(action, 'formSubmitted', form.target || '', method === 'post' ? params.toString() : null);
}

export class HTMLLabelElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get htmlFor() { return attributeValue(this, 'for') || ''; }
    set htmlFor(v) { setAttributeOf(this, 'for', v); }
    get control() {
        const id = attributeValue(this, 'for');
        if (id !== null) { const c = this._doc.getElementById(id); return c && isLabelable(c) ? c : null; }
        for (let n = this._first; n; n = following(n, this)) if (n._nt === 1 && isLabelable(n)) return n;
        return null;
    }
    get form() { const c = this.control; return c ? c.form : null; }
    _hasActivationBehavior() { return this.control !== null; }
    _activationBehavior(event) {
        const control = this.control;
        if (control && !control.contains(event.target)) control.click();
    }
}

export class HTMLFieldSetElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get form() { return formOwner(this); }
    // A form control like the others: disabled by its attribute or a disabled fieldset around it (click() does nothing then).
    _isDisabled() { return isDisabledFormControl(this); }
    get elements() {
        return cachedCollection(this, 'elements', () => liveHTMLCollection(this, (set) => descendantElements(set, (n) => listedElementNames.has(n._local) && n._nsURI === HTML_NS)));
    }
}
reflect(HTMLFieldSetElement, [['disabled', 'disabled', 'bool'], ['name', 'name']]);
for (const cls of [HTMLInputElement, HTMLTextAreaElement]) { defineLengthLimit(cls, 'maxLength', 'maxlength'); defineLengthLimit(cls, 'minLength', 'minlength'); }
export class HTMLLegendElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }

/// An output: its value is its text; defaultValue is what a form reset restores.
export class HTMLOutputElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get form() { return formOwner(this); }
    get type() { return 'output'; }
    get value() { return this.textContent; }
    set value(v) { if (this._defaultOverride === undefined) this._defaultOverride = this.textContent; this.textContent = v; }
    get defaultValue() { return this._defaultOverride !== undefined ? this._defaultOverride : this.textContent; }
    set defaultValue(v) { if (this._defaultOverride === undefined) this.textContent = v; else this._defaultOverride = String(v); }
    get labels() { return labelsFor(this); }
}
reflect(HTMLOutputElement, [['name', 'name']]);

// The HTML "rules for parsing floating-point number values": leading whitespace, then the longest number.
function parseLeadingFloat(text) {
    const m = /^[\t\n\f\r ]*(-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)/.exec(text === null ? '' : text);
    const n = m ? Number(m[1]) : NaN;
    return Number.isFinite(n) ? n : null;
}
/// A progress bar: determinate when its value attribute parses (HTML §4.10.13); position -1 otherwise.
export class HTMLProgressElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get max() { const n = parseLeadingFloat(attributeValue(this, 'max')); return n !== null && n > 0 ? n : 1; }
    set max(v) { const n = progressNumber(v, 'max'); if (n > 0) setAttributeOf(this, 'max', String(n)); }
    get value() {
        const n = parseLeadingFloat(attributeValue(this, 'value'));
        return n === null || n < 0 ? 0 : Math.min(n, this.max);
    }
    set value(v) { setAttributeOf(this, 'value', String(progressNumber(v, 'value'))); }
    get position() { return parseLeadingFloat(attributeValue(this, 'value')) === null ? -1 : this.value / this.max; }
    get labels() { return labelsFor(this); }
}
function progressNumber(v, member) {
    const n = Number(v);
    if (!Number.isFinite(n)) throw new TypeError("Failed to set the '" + member + "' property on 'HTMLProgressElement': The provided double value is non-finite.");
    return n;
}

export class ValidityState {
    constructor() { throw new TypeError('Illegal constructor'); }
    get [Symbol.toStringTag]() { return 'ValidityState'; }
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
export const readonlyInputTypes = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number']);
const patternInputTypes = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);
// The spec's "valid email address" (HTML §4.10.5.1.5).
const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/// Mutable: neither disabled nor readonly (where readonly applies); only a mutable text field can miss its value.
export function isMutable(el) {
    if (el._isDisabled && el._isDisabled()) return false;
    return !((el._local === 'textarea' || readonlyInputTypes.has(el.type)) && hasAttributeNamed(el, 'readonly'));
}

/// Whether the element takes part in constraint validation (`willValidate`).
function willValidate(el) {
    if (el._isDisabled && el._isDisabled()) return false;
    // A datalist's descendants are barred (HTML §4.10.8).
    if (el.closest('datalist')) return false;
    switch (el._local) {
        case 'input': {
            const t = el.type;
            if (barredInputTypes.has(t)) return false;
            return !(readonlyInputTypes.has(t) && hasAttributeNamed(el, 'readonly'));
        }
        case 'textarea': return !hasAttributeNamed(el, 'readonly');
        case 'select': return true;
        case 'button': return el.type === 'submit';
        default: return false;
    }
}


function validityFlags(el) {
    const flags = { valueMissing: false, typeMismatch: false, patternMismatch: false, rangeUnderflow: false, rangeOverflow: false, stepMismatch: false, customError: !!el._customValidity };
    const required = hasAttributeNamed(el, 'required');
    if (el._local === 'textarea') {
        flags.valueMissing = required && isMutable(el) && el.value === '';
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
            else if (t !== 'submit' && t !== 'image' && t !== 'color' && t !== 'range') flags.valueMissing = isMutable(el) && value === '';
        }
        if (value !== '') {
            if (t === 'email') {
                const addresses = hasAttributeNamed(el, 'multiple') ? value.split(',').map((s) => s.trim()) : [value];
                flags.typeMismatch = addresses.some((a) => !emailPattern.test(a));
            } else if (t === 'url') {
                try { new URL(value); } catch (e) { flags.typeMismatch = true; }
            }
            const pattern = attributeValue(el, 'pattern');
            if (pattern !== null && patternInputTypes.has(t)) {
                // An invalid pattern is ignored, and so is one that only compiles inside the wrapping group (`a)(b`).
                const compile = (source) => {
                    try { return new RegExp(source, 'v'); } catch (e) {
                        try { return new RegExp(source, 'u'); } catch (e2) { return null; }
                    }
                };
                const regex = compile(pattern) ? compile('^(?:' + pattern + ')$') : null;
                if (regex) {
                    const values = t === 'email' && hasAttributeNamed(el, 'multiple') ? value.split(',').map((s) => s.trim()) : [value];
                    flags.patternMismatch = values.some((v) => !regex.test(v));
                }
            }
            const numeric = numericTypes[t];
            const n = numeric ? numeric.parse(value) : null;
            if (n !== null) {
                const min = numeric.parse(attributeValue(el, 'min'));
                const max = numeric.parse(attributeValue(el, 'max'));
                // A time range may be reversed (min after max, across midnight): only the gap between is out of range.
                if (t === 'time' && min !== null && max !== null && min > max) {
                    flags.rangeUnderflow = flags.rangeOverflow = n < min && n > max;
                } else {
                    if (min !== null && n < min) flags.rangeUnderflow = true;
                    if (max !== null && n > max) flags.rangeOverflow = true;
                }
                const step = allowedStep(el);
                if (step !== null) {
                    const steps = (n - stepBase(el)) / step;
                    flags.stepMismatch = Math.abs(steps - Math.round(steps)) > 1e-9;
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
        case 'patternMismatch': return hasAttributeNamed(el, 'title') ? 'Match the requested format: ' + attributeValue(el, 'title') : 'Match the requested format';
        case 'rangeUnderflow': return 'Value must be greater than or equal to ' + attributeValue(el, 'min');
        case 'rangeOverflow': return 'Value must be less than or equal to ' + attributeValue(el, 'max');
        default: return 'Enter a valid value';
    }
}

/// Valid without firing anything (for `:valid`/`:invalid`).
export function elementIsValid(el) {
    if (el._local === 'form') return controlsOf(el).every((c) => elementIsValid(c));
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
            styleHooks.stateChanged(this);
        },
    },
    validity: {
        get() { const state = adoptCreated(Object.create(ValidityState.prototype), this._doc); define(state, '_flags', validityFlags(this)); return state; },
        enumerable: true,
    },
    validationMessage: { get() { return validationMessage(this); }, enumerable: true },
    willValidate: { get() { return willValidate(this); }, enumerable: true },
};
for (const member of Object.values(validationMembers)) {
    member.configurable = true;
    if ('value' in member) member.writable = true;
}
for (const proto of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype, HTMLSelectElement.prototype, HTMLButtonElement.prototype,
    HTMLFieldSetElement.prototype, HTMLOutputElement.prototype]) {
    Object.defineProperties(proto, validationMembers);
}
define(HTMLFormElement.prototype, 'checkValidity', function checkValidity() { return checkFormValidity(this); });
define(HTMLFormElement.prototype, 'reportValidity', function reportValidity() { return checkFormValidity(this); });

/// FormData: an ordered list of [name, value] entries, filled from a form's controls when
/// given one. Values are strings (there are no files headlessly: a Blob value is stringified).
export class FormData {
    constructor(form, submitter) { adoptIntoWindow(this, new.target);
        let entries = [];
        if (form !== undefined) {
            if (!(form instanceof HTMLFormElement)) throw new TypeError("Failed to construct 'FormData': parameter 1 is not of type 'HTMLFormElement'.");
            if (submitter !== undefined && submitter !== null && submitter.form !== form) {
                throw new DOMException("Failed to construct 'FormData': The specified element is not owned by this form element.", 'NotFoundError');
            }
            entries = formEntryList(form, submitter === undefined ? null : submitter);
        }
        define(this, '_list', entries);
    }
    append(name, value) { if (arguments.length < 2) throw formDataArity('append', 2, arguments.length); this._list.push([String(name), String(value)]); }
    delete(name) { name = String(name); define(this, '_list', this._list.filter(([n]) => n !== name)); }
    has(name) { return this._list.some(([n]) => n === String(name)); }
    set(name, value) {
        if (arguments.length < 2) throw formDataArity('set', 2, arguments.length);
        name = String(name);
        const i = this._list.findIndex(([n]) => n === name);
        if (i < 0) { this._list.push([name, String(value)]); return; }
        this._list[i][1] = String(value);
        define(this, '_list', this._list.filter(([n], j) => n !== name || j === i));
    }
    [Symbol.iterator]() { return this.entries(); }
}
// Reading an entry list is the same for both: FormData takes URLSearchParams' readers.
for (const name of ['get', 'getAll', 'forEach', 'keys', 'values', 'entries']) define(FormData.prototype, name, URLSearchParams.prototype[name]);
function formDataArity(method, required, given) {
    return new TypeError("Failed to execute '" + method + "' on 'FormData': " + required + ' arguments required, but only ' + given + ' present.');
}

export function Option(text, value, defaultSelected, selected) { return new HTMLOptionElement(text, value, defaultSelected, selected); }
Option.prototype = HTMLOptionElement.prototype;

// The forms' element interfaces createElementNS makes (dom/Hooks.js).
Object.assign(elementInterfaces.html, {
    button: HTMLButtonElement, input: HTMLInputElement, textarea: HTMLTextAreaElement, select: HTMLSelectElement,
    option: HTMLOptionElement, form: HTMLFormElement, label: HTMLLabelElement, fieldset: HTMLFieldSetElement,
    legend: HTMLLegendElement, output: HTMLOutputElement, progress: HTMLProgressElement,
});

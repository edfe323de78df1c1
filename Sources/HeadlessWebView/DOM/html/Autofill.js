// Autofill.js — the `autocomplete` IDL attribute of input, select, textarea and form (HTML §4.10.18.7):
// a control's attribute read as autofill tokens ([section-*] [shipping|billing] [home|work|mobile|fax|pager]
// field, lowercased, one space apart; "" when they do not parse), a form's as on/off.
//

import { attributeValue, setAttributeOf } from "../dom/Element.js";
import { HTMLFormElement, HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement } from "./Forms.js";

const normalAutofillFields = new Set(['name', 'honorific-prefix', 'given-name', 'additional-name', 'family-name', 'honorific-suffix',
    'nickname', 'username', 'new-password', 'current-password', 'one-time-code', 'organization-title', 'organization', 'street-address',
    'address-line1', 'address-line2', 'address-line3', 'address-level4', 'address-level3', 'address-level2', 'address-level1', 'country',
    'country-name', 'postal-code', 'cc-name', 'cc-given-name', 'cc-additional-name', 'cc-family-name', 'cc-number', 'cc-exp', 'cc-exp-month',
    'cc-exp-year', 'cc-csc', 'cc-type', 'transaction-currency', 'transaction-amount', 'language', 'bday', 'bday-day', 'bday-month',
    'bday-year', 'sex', 'url', 'photo']);
const contactAutofillFields = new Set(['tel', 'tel-country-code', 'tel-national', 'tel-area-code', 'tel-local', 'tel-local-prefix',
    'tel-local-suffix', 'tel-extension', 'email', 'impp']);
const autofillContactKinds = new Set(['home', 'work', 'mobile', 'fax', 'pager']);

/// The control's autofill tokens serialized, or "" when absent or not a valid autofill detail.
function autofillValue(control) {
    const tokens = (attributeValue(control, 'autocomplete') || '').toLowerCase().split(/[\t\n\f\r ]+/).filter((t) => t !== '');
    if (tokens.length === 0) return '';
    const field = tokens.pop();
    // A hidden input ("wearing the autofill anchor mantle") takes no on/off.
    if (field === 'on' || field === 'off') return tokens.length === 0 && !(control._local === 'input' && control.type === 'hidden') ? field : '';
    const contact = contactAutofillFields.has(field);
    if (!contact && !normalAutofillFields.has(field)) return '';
    const parts = [field];
    if (contact && tokens.length > 0 && autofillContactKinds.has(tokens[tokens.length - 1])) parts.unshift(tokens.pop());
    if (tokens.length > 0 && (tokens[tokens.length - 1] === 'shipping' || tokens[tokens.length - 1] === 'billing')) parts.unshift(tokens.pop());
    if (tokens.length > 0 && tokens[tokens.length - 1].startsWith('section-')) parts.unshift(tokens.pop());
    return tokens.length === 0 ? parts.join(' ') : '';
}

const autofillControlMember = {
    get() { return autofillValue(this); },
    set(v) { setAttributeOf(this, 'autocomplete', v); },
    configurable: true, enumerable: true,
};
for (const cls of [HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement]) Object.defineProperty(cls.prototype, 'autocomplete', autofillControlMember);
Object.defineProperty(HTMLFormElement.prototype, 'autocomplete', {
    get() { return (attributeValue(this, 'autocomplete') || '').toLowerCase() === 'off' ? 'off' : 'on'; },
    set(v) { setAttributeOf(this, 'autocomplete', v); },
    configurable: true, enumerable: true,
});

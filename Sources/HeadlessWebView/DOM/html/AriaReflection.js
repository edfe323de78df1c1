// AriaReflection.js — the ARIAMixin of Element (WAI-ARIA 1.2 §10, HTML §2.6.1 "reflecting content
// attributes"): `role` and the aria* string attributes reflect their aria-* content attributes (null when
// absent), and the element references (ariaActiveDescendantElement, ariaLabelledByElements, …) as WebKit
// ships them: read from the ids in the content attribute, or from the elements set explicitly, which set
// the content attribute to "" and hold until the content attribute is set again; an explicitly set element
// counts only while it is in this element's tree.
//

import { Element, attributeValue, getAttributeValue, removeAttributeOf, setAttributeOf } from "../dom/Element.js";
import { ariaHooks } from "../dom/Hooks.js";
import { following } from "../dom/Node.js";
import { TypeError, define, shadowRootCount } from "../dom/Realm.js";
import { isShadowIncludingAncestor } from "../dom/ShadowDOM.js";

/// The ARIAMixin's string attributes as WebKit lists them: property → content attribute.
const ariaStringAttributes = [
    ['role', 'role'], ['ariaAtomic', 'aria-atomic'], ['ariaAutoComplete', 'aria-autocomplete'],
    ['ariaBrailleLabel', 'aria-braillelabel'], ['ariaBrailleRoleDescription', 'aria-brailleroledescription'],
    ['ariaBusy', 'aria-busy'], ['ariaChecked', 'aria-checked'], ['ariaColCount', 'aria-colcount'],
    ['ariaColIndex', 'aria-colindex'], ['ariaColIndexText', 'aria-colindextext'], ['ariaColSpan', 'aria-colspan'],
    ['ariaCurrent', 'aria-current'], ['ariaDescription', 'aria-description'], ['ariaDisabled', 'aria-disabled'],
    ['ariaExpanded', 'aria-expanded'], ['ariaHasPopup', 'aria-haspopup'], ['ariaHidden', 'aria-hidden'],
    ['ariaInvalid', 'aria-invalid'], ['ariaKeyShortcuts', 'aria-keyshortcuts'], ['ariaLabel', 'aria-label'],
    ['ariaLevel', 'aria-level'], ['ariaLive', 'aria-live'], ['ariaModal', 'aria-modal'], ['ariaMultiLine', 'aria-multiline'],
    ['ariaMultiSelectable', 'aria-multiselectable'], ['ariaOrientation', 'aria-orientation'],
    ['ariaPlaceholder', 'aria-placeholder'], ['ariaPosInSet', 'aria-posinset'], ['ariaPressed', 'aria-pressed'],
    ['ariaReadOnly', 'aria-readonly'], ['ariaRelevant', 'aria-relevant'], ['ariaRequired', 'aria-required'],
    ['ariaRoleDescription', 'aria-roledescription'], ['ariaRowCount', 'aria-rowcount'], ['ariaRowIndex', 'aria-rowindex'],
    ['ariaRowIndexText', 'aria-rowindextext'], ['ariaRowSpan', 'aria-rowspan'], ['ariaSelected', 'aria-selected'],
    ['ariaSetSize', 'aria-setsize'], ['ariaSort', 'aria-sort'], ['ariaValueMax', 'aria-valuemax'],
    ['ariaValueMin', 'aria-valuemin'], ['ariaValueNow', 'aria-valuenow'], ['ariaValueText', 'aria-valuetext'],
];

for (const [property, attribute] of ariaStringAttributes) {
    Object.defineProperty(Element.prototype, property, {
        get() { return getAttributeValue(this, attribute); },
        // A nullable DOMString: null removes the attribute.
        set(value) {
            if (value === null) removeAttributeOf(this, attribute); else setAttributeOf(this, attribute, value);
        },
        configurable: true,
        enumerable: true,
    });
}

/// Setting the content attribute directly drops what was set through the element properties.
function ariaContentAttributeChanged(el, name) {
    if (el._ariaElements !== undefined) el._ariaElements.delete(name);
}

/// The first element with the id in the element's tree (its document, fragment or detached subtree).
function ariaElementById(el, id) {
    if (id === '') return null;
    const root = el.getRootNode();
    if (root._nt !== 1) return root.getElementById(id);
    for (let n = root._first; n; n = following(n, root)) if (n._nt === 1 && attributeValue(n, 'id') === id) return n;
    return null;
}

/// An explicitly set element counts while it is in this element's tree or a tree around it (a shadow
/// host's: an element in a shadow tree may name one outside, not one inside another shadow tree).
const ariaInScope = (el, target) => {
    const root = target.getRootNode();
    return root === el.getRootNode() || (shadowRootCount !== 0 && isShadowIncludingAncestor(root, el));
};

function requireElement(value, property) {
    if (value === null || typeof value !== 'object' || value._nt !== 1) {
        throw new TypeError("Failed to set the '" + property + "' property on 'Element': The provided value is not of type 'Element'.");
    }
    return value;
}

/// null removes the attribute and the elements; elements leave the attribute "" (set first: setting it drops older ones).
function setExplicitElements(el, attribute, elements) {
    if (elements === null) {
        if (el._ariaElements !== undefined) el._ariaElements.delete(attribute);
        removeAttributeOf(el, attribute);
        return;
    }
    setAttributeOf(el, attribute, '');
    if (el._ariaElements === undefined) define(el, '_ariaElements', new Map());
    el._ariaElements.set(attribute, elements);
}

function defineAriaElement(property, attribute) {
    Object.defineProperty(Element.prototype, property, {
        get() {
            const explicit = this._ariaElements !== undefined ? this._ariaElements.get(attribute) : undefined;
            if (explicit !== undefined) return ariaInScope(this, explicit[0]) ? explicit[0] : null;
            const id = getAttributeValue(this, attribute);
            return id === null ? null : ariaElementById(this, id);
        },
        set(value) { setExplicitElements(this, attribute, value === null || value === undefined ? null : [requireElement(value, property)]); },
        configurable: true,
        enumerable: true,
    });
}

function defineAriaElements(property, attribute) {
    Object.defineProperty(Element.prototype, property, {
        get() {
            const explicit = this._ariaElements !== undefined ? this._ariaElements.get(attribute) : undefined;
            if (explicit !== undefined) return Object.freeze(explicit.filter((target) => ariaInScope(this, target)));
            let value = getAttributeValue(this, attribute);
            // WebKit reads the misspelt aria-labeledby when aria-labelledby is absent.
            if (value === null && attribute === 'aria-labelledby') value = attributeValue(this, 'aria-labeledby');
            if (value === null) return null;
            const found = [];
            for (const id of value.split(/[\t\n\f\r ]+/)) {
                const target = ariaElementById(this, id);
                if (target !== null) found.push(target);
            }
            return Object.freeze(found);
        },
        set(value) {
            if (value === null || value === undefined) { setExplicitElements(this, attribute, null); return; }
            if (typeof value !== 'object' || typeof value[Symbol.iterator] !== 'function') {
                throw new TypeError("Failed to set the '" + property + "' property on 'Element': The provided value cannot be converted to a sequence.");
            }
            setExplicitElements(this, attribute, Array.from(value, (item) => requireElement(item, property)));
        },
        configurable: true,
        enumerable: true,
    });
}

defineAriaElement('ariaActiveDescendantElement', 'aria-activedescendant');
defineAriaElements('ariaControlsElements', 'aria-controls');
defineAriaElements('ariaDescribedByElements', 'aria-describedby');
defineAriaElements('ariaDetailsElements', 'aria-details');
defineAriaElements('ariaErrorMessageElements', 'aria-errormessage');
defineAriaElements('ariaFlowToElements', 'aria-flowto');
defineAriaElements('ariaLabelledByElements', 'aria-labelledby');
defineAriaElements('ariaOwnsElements', 'aria-owns');

ariaHooks.attributeChanged = ariaContentAttributeChanged;

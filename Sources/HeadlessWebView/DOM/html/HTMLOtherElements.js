// HTMLOtherElements.js — the HTML element interfaces page code seldom touches but the HTML
// standard gives their elements (HTML §4.4–§4.11 and the obsolete ones of §16.3): caption,
// col/colgroup, data, datalist, ins/del, dl, dir, embed, font, frame, frameset, map, meter,
// object, optgroup, param, q/blockquote, time, track, with their reflected attributes.
//

import { cachedCollection, descendantElements, liveHTMLCollection } from "../dom/Collections.js";
import { attributeValue, getAttributeValue, setAttributeOf } from "../dom/Element.js";
import { elementInterfaces } from "../dom/Hooks.js";
import { HTML_NS } from "../dom/Node.js";
import { TypeError, defineConstants } from "../dom/Realm.js";
import { formOwner, labelsFor } from "./Forms.js" with { lazy: "true" };
import { HTMLElement, reflect } from "./HTMLElements.js";

class HTMLTableCaptionElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLTableCaptionElement, [['align', 'align']]);

class HTMLTableColElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    // span: an unsigned long clamped to 1…1000 (HTML §4.9.4), 1 when missing or invalid.
    get span() {
        const v = parseInt(attributeValue(this, 'span'), 10);
        return Number.isNaN(v) || v < 1 ? 1 : Math.min(v, 1000);
    }
    set span(v) { const n = Number(v) >>> 0; setAttributeOf(this, 'span', String(n === 0 ? 1 : n)); }
}
reflect(HTMLTableColElement, [['align', 'align'], ['ch', 'char'], ['chOff', 'charoff'], ['vAlign', 'valign'], ['width', 'width']]);

class HTMLDataElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLDataElement, [['value', 'value']]);

class HTMLDataListElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get options() {
        return cachedCollection(this, 'options', () => liveHTMLCollection(this, (list) => descendantElements(list, (n) => n._local === 'option' && n._nsURI === HTML_NS)));
    }
}

class HTMLModElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLModElement, [['cite', 'cite', 'url'], ['dateTime', 'datetime']]);

class HTMLDListElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLDListElement, [['compact', 'compact', 'bool']]);

class HTMLDirectoryElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLDirectoryElement, [['compact', 'compact', 'bool']]);

class HTMLEmbedElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    getSVGDocument() { return null; }
}
reflect(HTMLEmbedElement, [['src', 'src', 'url'], ['type', 'type'], ['width', 'width'], ['height', 'height'],
    ['align', 'align'], ['name', 'name']]);

class HTMLFontElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLFontElement, [['color', 'color'], ['face', 'face'], ['size', 'size']]);

class HTMLFrameElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get contentDocument() { return null; }
    get contentWindow() { return null; }
}
reflect(HTMLFrameElement, [['name', 'name'], ['scrolling', 'scrolling'], ['src', 'src', 'url'], ['frameBorder', 'frameborder'],
    ['longDesc', 'longdesc', 'url'], ['noResize', 'noresize', 'bool'], ['marginHeight', 'marginheight'], ['marginWidth', 'marginwidth']]);

class HTMLFrameSetElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLFrameSetElement, [['cols', 'cols'], ['rows', 'rows']]);

class HTMLMapElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get areas() {
        return cachedCollection(this, 'areas', () => liveHTMLCollection(this, (map) => descendantElements(map, (n) => n._local === 'area' && n._nsURI === HTML_NS)));
    }
}
reflect(HTMLMapElement, [['name', 'name']]);

/// A meter's number attribute (HTML's rules for parsing floating-point numbers), or `fallback`.
function meterNumber(meter, attribute, fallback) {
    const text = getAttributeValue(meter, attribute);
    if (text === null || !/^\s*-?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?/.test(text)) return fallback;
    const v = parseFloat(text);
    return Number.isFinite(v) ? v : fallback;
}

// The HTML standard's constraints (§4.10.14): min ≤ low ≤ high ≤ max, value and optimum within
// min…max, each derived from the ones before.
class HTMLMeterElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get min() { return meterNumber(this, 'min', 0); }
    get max() { const min = this.min; return Math.max(meterNumber(this, 'max', 1), min); }
    get value() { return Math.min(Math.max(meterNumber(this, 'value', 0), this.min), this.max); }
    get low() { return Math.min(Math.max(meterNumber(this, 'low', this.min), this.min), this.max); }
    get high() { const low = this.low; return Math.max(Math.min(meterNumber(this, 'high', this.max), this.max), low); }
    get optimum() { return Math.min(Math.max(meterNumber(this, 'optimum', (this.min + this.max) / 2), this.min), this.max); }
    get labels() { return labelsFor(this); }
}
for (const name of ['min', 'max', 'value', 'low', 'high', 'optimum']) {
    const getter = Object.getOwnPropertyDescriptor(HTMLMeterElement.prototype, name).get;
    Object.defineProperty(HTMLMeterElement.prototype, name, {
        get: getter,
        set(v) {
            const n = Number(v);
            if (!Number.isFinite(n)) throw new TypeError("Failed to set the '" + name + "' property on 'HTMLMeterElement': The provided double value is non-finite.");
            setAttributeOf(this, name, String(n));
        },
        enumerable: true, configurable: true,
    });
}

class HTMLObjectElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    get form() { return formOwner(this); }
    get contentDocument() { return null; }
    get contentWindow() { return null; }
    getSVGDocument() { return null; }
    get willValidate() { return false; }
    checkValidity() { return true; }
    reportValidity() { return true; }
    setCustomValidity() { }
    get validationMessage() { return ''; }
}
reflect(HTMLObjectElement, [['data', 'data', 'url'], ['type', 'type'], ['name', 'name'], ['useMap', 'usemap'],
    ['width', 'width'], ['height', 'height'], ['align', 'align'], ['archive', 'archive'], ['code', 'code'],
    ['declare', 'declare', 'bool'], ['standby', 'standby'], ['codeType', 'codetype'], ['border', 'border']]);

class HTMLOptGroupElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLOptGroupElement, [['disabled', 'disabled', 'bool'], ['label', 'label']]);

class HTMLParamElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLParamElement, [['name', 'name'], ['value', 'value'], ['type', 'type'], ['valueType', 'valuetype']]);

class HTMLQuoteElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLQuoteElement, [['cite', 'cite', 'url']]);

class HTMLTimeElement extends HTMLElement { constructor(doc, local) { super(doc, local); } }
reflect(HTMLTimeElement, [['dateTime', 'datetime']]);

class HTMLTrackElement extends HTMLElement {
    constructor(doc, local) { super(doc, local); }
    // kind: an enumerated attribute whose missing default is subtitles and invalid default metadata.
    get kind() {
        const v = attributeValue(this, 'kind');
        if (v === null) return 'subtitles';
        const lower = v.toLowerCase();
        return ['subtitles', 'captions', 'descriptions', 'chapters', 'metadata'].includes(lower) ? lower : 'metadata';
    }
    set kind(v) { setAttributeOf(this, 'kind', v); }
    get readyState() { return 0; }
    get track() { return null; }
}
reflect(HTMLTrackElement, [['src', 'src', 'url'], ['srclang', 'srclang'], ['label', 'label'], ['default', 'default', 'bool']]);
defineConstants(HTMLTrackElement, [['NONE', 0], ['LOADING', 1], ['LOADED', 2], ['ERROR', 3]]);

/// Local name → interface, for createElementNS's table (Document.js).
const otherHTMLElementClasses = {
    caption: HTMLTableCaptionElement, col: HTMLTableColElement, colgroup: HTMLTableColElement, data: HTMLDataElement,
    datalist: HTMLDataListElement, del: HTMLModElement, ins: HTMLModElement, dl: HTMLDListElement, dir: HTMLDirectoryElement,
    embed: HTMLEmbedElement, font: HTMLFontElement, frame: HTMLFrameElement, frameset: HTMLFrameSetElement, map: HTMLMapElement,
    meter: HTMLMeterElement, object: HTMLObjectElement, optgroup: HTMLOptGroupElement, param: HTMLParamElement,
    q: HTMLQuoteElement, blockquote: HTMLQuoteElement, time: HTMLTimeElement, track: HTMLTrackElement,
};

/// The interfaces a window exposes (Window.js).
export const otherHTMLElementInterfaces = {
    HTMLTableCaptionElement, HTMLTableColElement, HTMLDataElement, HTMLDataListElement, HTMLModElement, HTMLDListElement,
    HTMLDirectoryElement, HTMLEmbedElement, HTMLFontElement, HTMLFrameElement, HTMLFrameSetElement, HTMLMapElement,
    HTMLMeterElement, HTMLObjectElement, HTMLOptGroupElement, HTMLParamElement, HTMLQuoteElement, HTMLTimeElement,
    HTMLTrackElement,
};

// The element interfaces createElementNS makes (dom/Hooks.js).
Object.assign(elementInterfaces.html, otherHTMLElementClasses);

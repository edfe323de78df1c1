// CSSColors.js — CSS colours as WebKit computes and serialises them: the named colours (CSS Color 4's
// table), `transparent`, `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()`
// (comma and space syntax, `/ alpha`) and `hwb()` become 8-bit sRGB, serialised `rgb(r, g, b)` or
// `rgba(r, g, b, a)` with the alpha as few digits as round-trip its byte. The colour functions of
// other spaces (`lab()`, `oklch()`, `color()`, `color-mix()`…) and system colours are valid but
// kept as declared (WebKit keeps their own space; nothing is converted here).
//

import { asciiLower } from "../dom/Element.js";
import { splitCSS } from "./Style.js" with { lazy: "true" };

/// The properties whose value is a <color> (and whose initial value, bar `color`, is `currentcolor`).
export const colorProperties = new Set(['color', 'background-color', 'border-top-color', 'border-right-color', 'border-bottom-color',
    'border-left-color', 'outline-color', 'text-decoration-color', 'column-rule-color', 'caret-color', 'text-emphasis-color',
    '-webkit-text-fill-color', '-webkit-text-stroke-color', '-webkit-tap-highlight-color', 'flood-color', 'lighting-color',
    'stop-color']);

/// CSS Color 4 §6.1: the named colours, as 0xRRGGBB.
const namedColors = new Map(Object.entries({
    aliceblue: 0xf0f8ff, antiquewhite: 0xfaebd7, aqua: 0x00ffff, aquamarine: 0x7fffd4, azure: 0xf0ffff, beige: 0xf5f5dc,
    bisque: 0xffe4c4, black: 0x000000, blanchedalmond: 0xffebcd, blue: 0x0000ff, blueviolet: 0x8a2be2, brown: 0xa52a2a,
    burlywood: 0xdeb887, cadetblue: 0x5f9ea0, chartreuse: 0x7fff00, chocolate: 0xd2691e, coral: 0xff7f50,
    cornflowerblue: 0x6495ed, cornsilk: 0xfff8dc, crimson: 0xdc143c, cyan: 0x00ffff, darkblue: 0x00008b, darkcyan: 0x008b8b,
    darkgoldenrod: 0xb8860b, darkgray: 0xa9a9a9, darkgreen: 0x006400, darkgrey: 0xa9a9a9, darkkhaki: 0xbdb76b,
    darkmagenta: 0x8b008b, darkolivegreen: 0x556b2f, darkorange: 0xff8c00, darkorchid: 0x9932cc, darkred: 0x8b0000,
    darksalmon: 0xe9967a, darkseagreen: 0x8fbc8f, darkslateblue: 0x483d8b, darkslategray: 0x2f4f4f, darkslategrey: 0x2f4f4f,
    darkturquoise: 0x00ced1, darkviolet: 0x9400d3, deeppink: 0xff1493, deepskyblue: 0x00bfff, dimgray: 0x696969,
    dimgrey: 0x696969, dodgerblue: 0x1e90ff, firebrick: 0xb22222, floralwhite: 0xfffaf0, forestgreen: 0x228b22,
    fuchsia: 0xff00ff, gainsboro: 0xdcdcdc, ghostwhite: 0xf8f8ff, gold: 0xffd700, goldenrod: 0xdaa520, gray: 0x808080,
    green: 0x008000, greenyellow: 0xadff2f, grey: 0x808080, honeydew: 0xf0fff0, hotpink: 0xff69b4, indianred: 0xcd5c5c,
    indigo: 0x4b0082, ivory: 0xfffff0, khaki: 0xf0e68c, lavender: 0xe6e6fa, lavenderblush: 0xfff0f5, lawngreen: 0x7cfc00,
    lemonchiffon: 0xfffacd, lightblue: 0xadd8e6, lightcoral: 0xf08080, lightcyan: 0xe0ffff, lightgoldenrodyellow: 0xfafad2,
    lightgray: 0xd3d3d3, lightgreen: 0x90ee90, lightgrey: 0xd3d3d3, lightpink: 0xffb6c1, lightsalmon: 0xffa07a,
    lightseagreen: 0x20b2aa, lightskyblue: 0x87cefa, lightslategray: 0x778899, lightslategrey: 0x778899,
    lightsteelblue: 0xb0c4de, lightyellow: 0xffffe0, lime: 0x00ff00, limegreen: 0x32cd32, linen: 0xfaf0e6, magenta: 0xff00ff,
    maroon: 0x800000, mediumaquamarine: 0x66cdaa, mediumblue: 0x0000cd, mediumorchid: 0xba55d3, mediumpurple: 0x9370db,
    mediumseagreen: 0x3cb371, mediumslateblue: 0x7b68ee, mediumspringgreen: 0x00fa9a, mediumturquoise: 0x48d1cc,
    mediumvioletred: 0xc71585, midnightblue: 0x191970, mintcream: 0xf5fffa, mistyrose: 0xffe4e1, moccasin: 0xffe4b5,
    navajowhite: 0xffdead, navy: 0x000080, oldlace: 0xfdf5e6, olive: 0x808000, olivedrab: 0x6b8e23, orange: 0xffa500,
    orangered: 0xff4500, orchid: 0xda70d6, palegoldenrod: 0xeee8aa, palegreen: 0x98fb98, paleturquoise: 0xafeeee,
    palevioletred: 0xdb7093, papayawhip: 0xffefd5, peachpuff: 0xffdab9, peru: 0xcd853f, pink: 0xffc0cb, plum: 0xdda0dd,
    powderblue: 0xb0e0e6, purple: 0x800080, rebeccapurple: 0x663399, red: 0xff0000, rosybrown: 0xbc8f8f,
    royalblue: 0x4169e1, saddlebrown: 0x8b4513, salmon: 0xfa8072, sandybrown: 0xf4a460, seagreen: 0x2e8b57,
    seashell: 0xfff5ee, sienna: 0xa0522d, silver: 0xc0c0c0, skyblue: 0x87ceeb, slateblue: 0x6a5acd, slategray: 0x708090,
    slategrey: 0x708090, snow: 0xfffafa, springgreen: 0x00ff7f, steelblue: 0x4682b4, tan: 0xd2b48c, teal: 0x008080,
    thistle: 0xd8bfd8, tomato: 0xff6347, turquoise: 0x40e0d0, violet: 0xee82ee, wheat: 0xf5deb3, white: 0xffffff,
    whitesmoke: 0xf5f5f5, yellow: 0xffff00, yellowgreen: 0x9acd32,
}));

/// CSS Color 4 §6.2: system colours are valid; WebKit resolves them from the platform's palette, which is not modelled.
const systemColors = new Set(['accentcolor', 'accentcolortext', 'activetext', 'buttonborder', 'buttonface', 'buttontext',
    'canvas', 'canvastext', 'field', 'fieldtext', 'graytext', 'highlight', 'highlighttext', 'linktext', 'mark', 'marktext',
    'selecteditem', 'selecteditemtext', 'visitedtext']);

/// Colour functions of other spaces: valid, kept as declared.
const otherColorFunction = /^(lab|lch|oklab|oklch|color|color-mix|light-dark|-webkit-[a-z-]+)\(/i;

const clampByte = (v) => Math.min(255, Math.max(0, Math.round(v)));
const clampUnit = (v) => Math.min(1, Math.max(0, v));

/// A <number> or <percentage> token: { value, percent }, or null.
function numericToken(token) {
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)$/i.exec(token);
    if (m === null) return token.toLowerCase() === 'none' ? { value: 0, percent: false, none: true } : null;
    return { value: Number(m[1]), percent: m[2] === '%' };
}

/// An <alpha-value> (number or percentage) as 0…1, or null.
function alphaOf(token) {
    const n = numericToken(token);
    return n === null ? null : clampUnit(n.percent ? n.value / 100 : n.value);
}

/// A <hue> in degrees (number, deg, grad, rad, turn), or null.
function hueOf(token) {
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(deg|grad|rad|turn)?$/i.exec(token);
    if (m === null) return token.toLowerCase() === 'none' ? 0 : null;
    const n = Number(m[1]);
    const unit = (m[2] || 'deg').toLowerCase();
    return unit === 'deg' ? n : unit === 'grad' ? n * 0.9 : unit === 'rad' ? n * 180 / Math.PI : n * 360;
}

/// A function's arguments: the comma form (legacy) or the space form with an optional `/ alpha`;
/// { items, alpha, legacy } or null when malformed.
function colorArguments(inner) {
    if (inner.includes(',')) {
        const items = splitCSS(inner, ',');
        if (items.length < 3 || items.length > 4 || items.some((item) => /\s/.test(item) || item.toLowerCase() === 'none')) return null;
        return { items: items.slice(0, 3), alpha: items.length === 4 ? items[3] : null, legacy: true };
    }
    const slash = inner.split('/');
    if (slash.length > 2) return null;
    const items = splitCSS(slash[0], ' ');
    if (items.length !== 3) return null;
    let alpha = null;
    if (slash.length === 2) {
        const parts = splitCSS(slash[1], ' ');
        if (parts.length !== 1) return null;
        alpha = parts[0];
    }
    return { items, alpha, legacy: false };
}

/// CSS Color 4 §7.1: HSL to sRGB (0…255 channels).
function hslToRGB(hue, saturation, lightness) {
    hue = ((hue % 360) + 360) % 360;
    const f = (n) => {
        const k = (n + hue / 30) % 12;
        const a = saturation * Math.min(lightness, 1 - lightness);
        return (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
    };
    return [f(0), f(8), f(4)];
}

/// CSS Color 4 §8.1: HWB to sRGB.
function hwbToRGB(hue, white, black) {
    if (white + black >= 1) { const gray = white / (white + black) * 255; return [gray, gray, gray]; }
    return hslToRGB(hue, 1, 0.5).map((c) => c * (1 - white - black) + white * 255);
}

/// A colour function's value as [r, g, b, a] (bytes and 0…1), or null when it is not a valid sRGB colour.
function functionColor(name, inner) {
    const args = colorArguments(inner);
    if (args === null) return null;
    const alpha = args.alpha === null ? 1 : alphaOf(args.alpha);
    if (alpha === null) return null;
    if (name === 'rgb' || name === 'rgba') {
        const channels = args.items.map(numericToken);
        if (channels.some((c) => c === null)) return null;
        // The comma form takes all numbers or all percentages.
        if (args.legacy && channels.some((c) => c.percent !== channels[0].percent)) return null;
        return [...channels.map((c) => c.percent ? c.value * 255 / 100 : c.value), alpha];
    }
    const hue = hueOf(args.items[0]);
    const a = numericToken(args.items[1]), b = numericToken(args.items[2]);
    if (hue === null || a === null || b === null) return null;
    if (args.legacy && (!a.percent || !b.percent)) return null;
    // The space form also takes numbers for the percentages (CSS Color 4 §7.2).
    const first = clampUnit(a.value / 100), second = clampUnit(b.value / 100);
    if (name === 'hwb') return args.legacy ? null : [...hwbToRGB(hue, first, second), alpha];
    return [...hslToRGB(hue, first, second), alpha];
}

/// A hex colour's value (3, 4, 6 or 8 digits), or null.
function hexColor(digits) {
    if (!/^[0-9a-f]+$/i.test(digits)) return null;
    const at = (i, width) => parseInt(width === 1 ? digits[i] + digits[i] : digits.slice(i, i + 2), 16);
    switch (digits.length) {
        case 3: return [at(0, 1), at(1, 1), at(2, 1), 1];
        case 4: return [at(0, 1), at(1, 1), at(2, 1), at(3, 1) / 255];
        case 6: return [at(0, 2), at(2, 2), at(4, 2), 1];
        case 8: return [at(0, 2), at(2, 2), at(4, 2), at(6, 2) / 255];
        default: return null;
    }
}

/// An sRGB colour's value as [r, g, b, a], or null for what is not one (currentcolor, other spaces, invalid text).
function parseColor(text) {
    const value = text.trim();
    if (value.charCodeAt(0) === 35) return hexColor(value.slice(1));
    // ASCII only: `darKblue` with a Kelvin sign is no colour.
    const lower = asciiLower(value);
    const named = namedColors.get(lower);
    if (named !== undefined) return [named >> 16, (named >> 8) & 255, named & 255, 1];
    if (lower === 'transparent') return [0, 0, 0, 0];
    const m = /^(rgba?|hsla?|hwb)\(([\s\S]*)\)$/.exec(lower);
    return m === null ? null : functionColor(m[1], m[2].trim());
}

/// CSS Color 4 §15.2: the alpha as the fewest decimals (2, else 3) that round-trip its 8-bit value.
function serializeAlpha(alpha) {
    const byte = Math.round(alpha * 255);
    const two = Math.round(byte / 255 * 100) / 100;
    return String(Math.round(two * 255) === byte ? two : Math.round(byte / 255 * 1000) / 1000);
}

/// A colour as WebKit serialises an 8-bit sRGB colour.
function serializeColor([r, g, b, a]) {
    const channels = clampByte(r) + ', ' + clampByte(g) + ', ' + clampByte(b);
    return Math.round(a * 255) === 255 ? 'rgb(' + channels + ')' : 'rgba(' + channels + ', ' + serializeAlpha(a) + ')';
}

/// Whether a declared colour is valid (a declaration with an invalid one is dropped, as CSS drops it).
export function isValidColor(text) {
    const lower = asciiLower(text.trim());
    return lower === 'currentcolor' || systemColors.has(lower) || otherColorFunction.test(lower) || parseColor(lower) !== null;
}

/// Computed colours by declared text: pages repeat a few colours, so each is parsed once.
const computedColorCache = new Map();

/// A colour property's computed value: `currentColor` for `currentcolor`, the serialised sRGB colour,
/// or the text as declared for what is not converted.
export function computedColor(text, currentColor) {
    let computed = computedColorCache.get(text);
    if (computed === undefined) {
        const lower = asciiLower(text.trim());
        const parsed = lower === 'currentcolor' ? null : parseColor(lower);
        computed = lower === 'currentcolor' ? null : parsed === null ? text : serializeColor(parsed);
        if (computedColorCache.size > 1000) computedColorCache.clear();
        computedColorCache.set(text, computed);
    }
    return computed === null ? currentColor : computed;
}

// Transforms.js — a `transform` list as the 4×4 matrix it stands for (CSS Transforms 1 and 2), and
// that matrix as WebKit's getComputedStyle prints it: `matrix(a, b, c, d, e, f)` when it is 2D,
// `matrix3d(…)` otherwise, each number a float with at most six decimals (`rotate(30deg)` is
// `matrix(0.866025, 0.5, -0.5, 0.866025, 0, 0)`). Carousels read it back to find where their track
// is (Swiper's getTranslate splits it on commas).
//
// A matrix is 16 numbers in column order, m11 m12 m13 m14 m21 … m44, as DOMMatrix names them: a
// point (x, y, z) maps to (m11 x + m21 y + m31 z + m41, …).

import { isAsciiWhitespaceCode } from "../dom/Element.js";
import { cssDimension, isCSSNumber, serializedNumber } from "./CSSValues.js" with { lazy: "true" };

/// The identity matrix, as a new array.
function identity() {
    return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
}

/// a × b (b applies first).
function multiply(a, b) {
    const out = new Array(16);
    for (let c = 0; c < 4; c++) {
        for (let r = 0; r < 4; r++) {
            let sum = 0;
            for (let k = 0; k < 4; k++) sum += a[k * 4 + r] * b[c * 4 + k];
            out[c * 4 + r] = sum;
        }
    }
    return out;
}

const angleUnits = new Map([['deg', Math.PI / 180], ['rad', 1], ['grad', Math.PI / 200], ['turn', 2 * Math.PI]]);

/// An angle in radians, or null when it does not parse (a bare number other than 0 is not an angle).
function angle(text) {
    const dimension = cssDimension(text);
    if (dimension === null) return null;
    const n = dimension.n;
    const unit = dimension.unit;
    if (unit === '') return n === 0 ? 0 : null;
    const factor = angleUnits.get(unit);
    return factor === undefined ? null : n * factor;
}

/// A plain number, or null.
const number = (text) => (isCSSNumber(text) ? Number(text) : null);

/// Whether `name` is a run of ASCII letters and digits (a transform function's name, lower-cased).
function isFunctionName(name) {
    if (name === '') return false;
    for (let i = 0; i < name.length; i++) {
        const c = name.charCodeAt(i);
        if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return false;
    }
    return true;
}

/// The functions of a transform list: [{ name (lower case), args: [text…] }], or null when it does
/// not parse. Arguments are split on the commas outside nested parentheses (`calc(10px + 5%)`). No
/// RegExp: carousels set a transform on every move, and this realm's frozen RegExp takes
/// JavaScriptCore's slow path (`test` 6×, `replace` 30× slower).
function transformFunctions(text) {
    const functions = [];
    let i = 0;
    const n = text.length;
    while (i < n) {
        while (i < n && isAsciiWhitespaceCode(text.charCodeAt(i))) i++;
        if (i >= n) break;
        const open = text.indexOf('(', i);
        if (open < 0) return null;
        const name = text.slice(i, open).trim().toLowerCase();
        if (!isFunctionName(name)) return null;
        const args = [];
        let depth = 0, start = open + 1, j = open + 1;
        for (; j < n; j++) {
            const ch = text[j];
            if (ch === '(') depth++;
            else if (ch === ')') {
                if (depth === 0) break;
                depth--;
            } else if (ch === ',' && depth === 0) {
                args.push(text.slice(start, j).trim());
                start = j + 1;
            }
        }
        if (j >= n) return null;
        const last = text.slice(start, j).trim();
        if (last !== '' || args.length > 0) args.push(last);
        functions.push({ name, args });
        i = j + 1;
    }
    return functions;
}

/// The matrix of one transform function, or null when it does not parse. `length(text, axis)` gives
/// a length in px ('x' and 'y' percentages are of the reference box's width and height), or null.
function functionMatrix(name, args, length) {
    const m = identity();
    const count = args.length;
    const lengths = (axes) => {
        const values = [];
        for (let i = 0; i < count; i++) {
            const v = length(args[i], axes[i]);
            if (v === null) return null;
            values.push(v);
        }
        return values;
    };
    const numbers = () => {
        const values = args.map(number);
        return values.includes(null) ? null : values;
    };
    switch (name) {
        case 'translate': case 'translatex': case 'translatey': case 'translatez': case 'translate3d': {
            const axes = name === 'translate3d' ? ['x', 'y', 'z'] : name === 'translate' ? ['x', 'y']
                : [name[name.length - 1]];
            if (count < 1 || count > axes.length || (name === 'translate3d' && count !== 3)) return null;
            const v = lengths(axes);
            if (v === null) return null;
            for (let i = 0; i < count; i++) m[12 + 'xyz'.indexOf(axes[i])] = v[i];
            return m;
        }
        case 'scale': case 'scalex': case 'scaley': case 'scalez': case 'scale3d': {
            const v = numbers();
            if (v === null || count < 1) return null;
            if (name === 'scale') { if (count > 2) return null; m[0] = v[0]; m[5] = count === 2 ? v[1] : v[0]; }
            else if (name === 'scale3d') { if (count !== 3) return null; m[0] = v[0]; m[5] = v[1]; m[10] = v[2]; }
            else { if (count !== 1) return null; m['xyz'.indexOf(name[5]) * 5] = v[0]; }
            return m;
        }
        case 'rotate': case 'rotatez': case 'rotatex': case 'rotatey': {
            const a = count === 1 ? angle(args[0]) : null;
            if (a === null) return null;
            const cos = Math.cos(a), sin = Math.sin(a);
            if (name === 'rotatex') { m[5] = cos; m[6] = sin; m[9] = -sin; m[10] = cos; }
            else if (name === 'rotatey') { m[0] = cos; m[2] = -sin; m[8] = sin; m[10] = cos; }
            else { m[0] = cos; m[1] = sin; m[4] = -sin; m[5] = cos; }
            return m;
        }
        case 'rotate3d': {
            if (count !== 4) return null;
            const axis = args.slice(0, 3).map(number);
            const a = angle(args[3]);
            if (axis.includes(null) || a === null) return null;
            const length3 = Math.hypot(axis[0], axis[1], axis[2]);
            // An axis of length 0 rotates nothing (CSS Transforms 2 §13.1).
            if (length3 === 0) return m;
            const [x, y, z] = axis.map((v) => v / length3);
            const sc = Math.sin(a / 2) * Math.cos(a / 2), sq = Math.sin(a / 2) ** 2;
            m[0] = 1 - 2 * (y * y + z * z) * sq; m[1] = 2 * (x * y * sq + z * sc); m[2] = 2 * (x * z * sq - y * sc);
            m[4] = 2 * (x * y * sq - z * sc); m[5] = 1 - 2 * (x * x + z * z) * sq; m[6] = 2 * (y * z * sq + x * sc);
            m[8] = 2 * (x * z * sq + y * sc); m[9] = 2 * (y * z * sq - x * sc); m[10] = 1 - 2 * (x * x + y * y) * sq;
            return m;
        }
        case 'skew': case 'skewx': case 'skewy': {
            if (count < 1 || count > (name === 'skew' ? 2 : 1)) return null;
            const ax = angle(args[0]);
            const ay = count === 2 ? angle(args[1]) : 0;
            if (ax === null || ay === null) return null;
            if (name === 'skewy') m[1] = Math.tan(ax);
            else { m[4] = Math.tan(ax); m[1] = Math.tan(ay); }
            return m;
        }
        case 'matrix': {
            const v = numbers();
            if (v === null || count !== 6) return null;
            m[0] = v[0]; m[1] = v[1]; m[4] = v[2]; m[5] = v[3]; m[12] = v[4]; m[13] = v[5];
            return m;
        }
        case 'matrix3d': {
            const v = numbers();
            return v === null || count !== 16 ? null : v;
        }
        case 'perspective': {
            if (count !== 1) return null;
            if (args[0].toLowerCase() === 'none') return m;
            const d = length(args[0], 'z');
            if (d === null || d < 0) return null;
            // perspective(0) is treated as the smallest distance (CSS Transforms 2 §13.1).
            m[11] = -1 / Math.max(d, 1);
            return m;
        }
        default:
            return null;
    }
}

/// The matrix of transform list `text` (a computed `transform`), or null for `none` and for a list
/// that does not parse. `length(text, axis)` resolves a length as functionMatrix says.
export function transformMatrix(text, length) {
    if (text === undefined || text === null || text.trim().toLowerCase() === 'none') return null;
    const functions = transformFunctions(text);
    if (functions === null || functions.length === 0) return null;
    let m = identity();
    for (let i = 0; i < functions.length; i++) {
        const f = functions[i];
        const fm = functionMatrix(f.name, f.args, length);
        if (fm === null) return null;
        m = multiply(m, fm);
    }
    return m;
}

/// A matrix as getComputedStyle prints it: `matrix(…)` when it only moves, scales, rotates and skews
/// in the plane, else `matrix3d(…)`.
export function serializeMatrix(m) {
    const flat = m[2] === 0 && m[3] === 0 && m[6] === 0 && m[7] === 0 && m[8] === 0 && m[9] === 0
        && m[10] === 1 && m[11] === 0 && m[14] === 0 && m[15] === 1;
    if (flat) return 'matrix(' + [m[0], m[1], m[4], m[5], m[12], m[13]].map(serializedNumber).join(', ') + ')';
    return 'matrix3d(' + m.map(serializedNumber).join(', ') + ')';
}

const lengthSyntax = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:[a-z]+|%)?$/i;
const mathFunction = /^(?:calc|min|max|clamp)\(/i;

/// Whether CSS keeps `text` as a `transform` value: `none`, or a list of transform functions whose
/// arguments are of the right kinds and counts (an invalid one drops the declaration, as in WebKit).
export function isValidTransform(text) {
    // A carousel sets its track's transform on every move, and the value is checked again when the
    // style attribute's old and new declarations are compared: the last answers are kept.
    const known = validTransforms.get(text);
    if (known !== undefined) return known;
    const trimmed = text.trim();
    const valid = (trimmed.length === 4 && trimmed.toLowerCase() === 'none') || transformMatrix(trimmed, validLength) !== null;
    if (validTransforms.size >= 64) validTransforms.clear();
    validTransforms.set(text, valid);
    return valid;
}
/// isValidTransform's recent answers, by the text asked about.
const validTransforms = new Map();
/// isValidTransform's lengths: 0 for any valid one (its value does not matter), null for none.
function validLength(arg, axis) {
    if (arg.indexOf('(') >= 0 && mathFunction.test(arg)) return 0;
    if (!lengthSyntax.test(arg)) return null;
    if (arg.endsWith('%')) return axis === 'z' ? null : 0;
    // A unitless length (no letter after the number) is 0 only.
    const last = arg.charCodeAt(arg.length - 1) | 32;
    return (last < 97 || last > 122) && Number(arg) !== 0 ? null : 0;
}

// CSSVariables.js — custom properties and var() at computed-value time (CSS Variables 1): an
// element's custom properties are its declared ones (var() substituted, cycles and references to
// nothing without a fallback making them the guaranteed-invalid value, which reads as '') over the
// inherited ones; any other property's var() is substituted before its value is computed, and a
// failed substitution makes it invalid at computed-value time (as `unset`). A value keeps its
// whitespace as written but for the ends (WebKit trims them since 2024).
//

/// Whether a name is a custom property's: `--` and at least one more character (`--` alone is
/// reserved), no whitespace (`--a b` is two tokens).
export function isCustomPropertyName(name) {
    return name.length > 2 && name.charCodeAt(0) === 45 && name.charCodeAt(1) === 45 && !/\s/.test(name);
}

/// A substituted value longer than this is invalid (`--a: var(--b) var(--b)` nested thirty deep would
/// take gigabytes; WebKit caps it too).
const maximumSubstitutionLength = 1 << 20;

/// The index of the `)` closing the parenthesis opened before `from` (strings and nested ones skipped); the text's end closes it.
function closingParenthesis(text, from) {
    let depth = 1;
    for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 92) { i++; continue; }
        if (c === 34 || c === 39) { const quote = c; for (i++; i < text.length && text.charCodeAt(i) !== quote; i++) if (text.charCodeAt(i) === 92) i++; continue; }
        if (c === 40) depth++;
        else if (c === 41 && --depth === 0) return i;
    }
    return text.length;
}

/// The index of the first comma outside parentheses and strings, or -1.
function topLevelComma(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 92) { i++; continue; }
        if (c === 34 || c === 39) { const quote = c; for (i++; i < text.length && text.charCodeAt(i) !== quote; i++) if (text.charCodeAt(i) === 92) i++; continue; }
        if (c === 40) depth++;
        else if (c === 41) depth--;
        else if (c === 44 && depth === 0) return i;
    }
    return -1;
}

/// `text` with its var() references replaced: `lookup(name)` answers a custom property's value, or
/// undefined for none (the fallback is used then). Null when a reference can be replaced by nothing.
/// `everyFallback`: the fallbacks are looked through even when unused (a custom property's
/// references in them count for cycles, CSS Variables §2.3).
export function substituteVariables(text, lookup, everyFallback) {
    const pattern = /var\(/gi;
    let out = '';
    let from = 0;
    for (;;) {
        pattern.lastIndex = from;
        const found = pattern.exec(text);
        if (found === null) break;
        const at = found.index;
        // `somevar(` is another function.
        if (at > 0 && /[\w-]/.test(text[at - 1])) { out += text.slice(from, at + 4); from = at + 4; continue; }
        out += text.slice(from, at);
        const close = closingParenthesis(text, at + 4);
        const inner = text.slice(at + 4, close);
        const comma = topLevelComma(inner);
        const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
        if (!isCustomPropertyName(name)) return null;
        let value = lookup(name);
        if (value === null) return null;
        if (value === undefined) {
            if (comma < 0) return null;
            value = substituteVariables(inner.slice(comma + 1).trim(), lookup, everyFallback);
            if (value === null) return null;
        } else if (everyFallback && comma >= 0 && substituteVariables(inner.slice(comma + 1), lookup, true) === null) {
            return null;
        }
        out += value;
        if (out.length > maximumSubstitutionLength) return null;
        from = close + 1;
    }
    return from === 0 ? text : out + text.slice(from);
}

/// Whether every var() in `text` is well formed: a custom property's name, then nothing or a comma
/// and a fallback (whose own var() are checked too). A declaration with a malformed one is dropped.
export function validVariableReferences(text) {
    const pattern = /var\(/gi;
    let found;
    while ((found = pattern.exec(text)) !== null) {
        const at = found.index;
        if (at > 0 && /[\w-]/.test(text[at - 1])) continue;
        const close = closingParenthesis(text, at + 4);
        const inner = text.slice(at + 4, close);
        const comma = topLevelComma(inner);
        if (!isCustomPropertyName((comma < 0 ? inner : inner.slice(0, comma)).trim())) return false;
        if (comma >= 0 && !validVariableReferences(inner.slice(comma + 1))) return false;
        pattern.lastIndex = close;
    }
    return true;
}

/// Sets the custom properties in `values` (a copy of the parent's, `inherited`) from the declared
/// ones (name → text): CSS-wide keywords, var() substitution, cycles. An invalid one is deleted (the
/// guaranteed-invalid value: the property reads as '' and var() takes its fallback).
export function resolveCustomProperties(declared, values, inherited) {
    const resolved = new Map();
    const resolving = [];
    const cyclic = new Set();
    const resolve = (name) => {
        if (resolved.has(name)) return resolved.get(name);
        const at = resolving.indexOf(name);
        if (at >= 0) { for (let i = at; i < resolving.length; i++) cyclic.add(resolving[i]); return null; }
        const text = declared.get(name);
        const keyword = text.length <= 7 ? text.trim().toLowerCase() : '';
        let value;
        if (keyword === 'initial') value = undefined;
        else if (keyword === 'inherit' || keyword === 'unset' || keyword === 'revert') value = inherited.get(name);
        else if (!/var\(/i.test(text)) value = text;
        else {
            resolving.push(name);
            const substituted = substituteVariables(text, (other) => declared.has(other) ? resolve(other) : values.get(other), true);
            resolving.pop();
            value = substituted === null || cyclic.has(name) ? undefined : substituted.trim();
        }
        resolved.set(name, value);
        // One outside the cycle that refers to a member of it takes its fallback (the member is invalid, not in progress).
        return value;
    };
    for (const name of declared.keys()) resolve(name);
    for (const [name, value] of resolved) {
        if (value === undefined) values.delete(name);
        else values.set(name, value);
    }
}

// Selectors.js — CSS selectors (Level 3, plus :not/:is/:where/:has lists, attribute operators
// with i/s flags, all combinators, :nth-*(an+b [of S])), parsed as WebKit parses them: CSS escapes
// and NUL as CSS Syntax reads them, only the `*|` and `|` namespace prefixes (none is declared),
// the pseudo-elements WebKit knows (matching nothing, last in their selector), and the end of the
// text closing an open bracket or parenthesis. A selector is parsed once into a list of compound
// steps and cached; matching goes right to left. Invalid selectors throw a SyntaxError
// DOMException, as browsers do.
//

import { staticNodeList } from "../dom/Collections.js";
import { asciiLower, attributeValue, hasAttributeNamed, hasToken } from "../dom/Element.js";
import { DOMException } from "../dom/EventDispatch.js";
import { selectorHooks } from "../dom/Hooks.js";
import { HTML_NS, following } from "../dom/Node.js";
import { onStop } from "../dom/Realm.js";
import { isDefinedElement } from "../html/CustomElements.js";
import { elementIsValid, isDisabledFormControl, isMutable, readonlyInputTypes } from "../html/Forms.js";
import { numericTypes } from "../html/InputValue.js";

const selectorCache = new Map();

function selectorError(text) {
    return new DOMException("'" + text + "' is not a valid selector.", 'SyntaxError');
}

/// Pseudo-elements WebKit parses (they never match an element); any `::-webkit-…` name is a UA part there.
const knownPseudoElements = new Set(['after', 'backdrop', 'before', 'cue', 'cue-region', 'file-selector-button', 'first-letter',
    'first-line', 'grammar-error', 'highlight', 'marker', 'part', 'placeholder', 'selection', 'slotted', 'spelling-error',
    'target-text', 'view-transition', 'view-transition-group', 'view-transition-image-pair', 'view-transition-new', 'view-transition-old']);
/// CSS 2's pseudo-elements keep their one-colon spelling.
const legacyPseudoElements = new Set(['after', 'before', 'first-letter', 'first-line']);

/// HTML §4.16.2: on HTML elements these attributes' values match ASCII case-insensitively unless the
/// selector says `s` (WebKit keeps the list too).
const caseInsensitiveAttributeValues = new Set(['accept', 'accept-charset', 'align', 'alink', 'axis', 'bgcolor', 'charset',
    'checked', 'clear', 'codetype', 'color', 'compact', 'declare', 'defer', 'dir', 'direction', 'disabled', 'enctype', 'face',
    'frame', 'hreflang', 'http-equiv', 'lang', 'language', 'link', 'media', 'method', 'multiple', 'nohref', 'noresize',
    'noshade', 'nowrap', 'readonly', 'rel', 'rev', 'rules', 'scope', 'scrolling', 'selected', 'shape', 'target', 'text',
    'type', 'valign', 'valuetype', 'vlink']);

/// Parses a selector list into [{ steps: [{compound, combinator}] }] — combinator joins a step to the one before it.
function parseSelectorList(text) {
    let i = 0;
    // CSS Syntax §3.3: newlines are normalised and NUL read as U+FFFD before tokenizing.
    const s = /[\r\f\0]/.test(text) ? text.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\uFFFD') : text;
    const n = s.length;
    const isWs = (c) => c === ' ' || c === '\t' || c === '\n';
    const skipWs = () => { while (i < n && isWs(s[i])) i++; };
    const validEscape = (at) => s[at] === '\\' && s[at + 1] !== '\n';
    // Code comparisons, not a RegExp: this realm's frozen RegExp is JavaScriptCore's slow path.
    const isNameStartCode = (c) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c >= 0x80;
    const isNameChar = (c) => { const code = c.charCodeAt(0); return isNameStartCode(code) || (code >= 48 && code <= 57) || code === 45; };
    /// CSS Syntax §4.3.7, after the backslash: a hex code point (one white space after it eaten) or the character itself.
    function escaped() {
        if (i >= n) return '\uFFFD';
        const hex = /^[0-9a-fA-F]{1,6}/.exec(s.slice(i, i + 6));
        if (!hex) return s[i++];
        i += hex[0].length;
        if (i < n && isWs(s[i])) i++;
        const code = parseInt(hex[0], 16);
        return code === 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF) ? '\uFFFD' : String.fromCodePoint(code);
    }
    const startsName = (at) => at < n && (isNameStartCode(s.charCodeAt(at)) || validEscape(at));
    function ident() {
        if (!(startsName(i) || (s[i] === '-' && (startsName(i + 1) || s[i + 1] === '-')))) throw selectorError(text);
        let out = '';
        for (;;) {
            if (i < n && isNameChar(s[i])) out += s[i++];
            else if (validEscape(i)) { i++; out += escaped(); }
            else return out;
        }
    }
    function string() {
        const quote = s[i++];
        let out = '';
        while (i < n && s[i] !== quote) {
            const c = s[i];
            if (c === '\n') throw selectorError(text);  // a bad string
            if (c !== '\\') { out += c; i++; continue; }
            i++;
            if (s[i] === '\n') { i++; continue; }  // an escaped newline continues the string
            if (i < n) out += escaped();
        }
        if (i < n) i++;  // an unclosed string ends at the end, as CSS says
        return out;
    }
    /// Text up to the matching ')' (nesting and strings respected); the end of the text closes it, as CSS says.
    function balanced() {
        let depth = 1;
        const start = i;
        while (i < n) {
            const c = s[i];
            if (c === '"' || c === "'") { string(); continue; }
            if (c === '\\') { i += 2; continue; }
            if (c === '(') depth++;
            else if (c === ')') { depth--; if (depth === 0) { const inner = s.slice(start, i); i++; return inner; } }
            i++;
        }
        return s.slice(start);
    }
    /// No namespace is declared to querySelector, so only `*|` and `|` prefixes are valid.
    function namespacePrefix(prefix) {
        if (prefix !== '' && prefix !== '*') throw selectorError(text);
        return prefix;
    }
    const prefixFollows = () => s[i] === '|' && s[i + 1] !== '=';
    function compound() {
        // `pseudoText`: its pseudo-classes as written (`:not(:last-child)`), for the style index (StyleSheets.js structuralSites).
        const c = { tag: null, tagLower: null, ns: undefined, id: null, classes: [], attrs: [], pseudos: [], never: false, slotted: null,
            pseudoText: null };
        let any = false;
        let pseudoElement = false;
        if (i < n && (s[i] === '*' || s[i] === '|' || isNameChar(s[i]) || s[i] === '\\')) {
            let name = s[i] === '*' ? (i++, '*') : s[i] === '|' ? '' : ident();
            if (prefixFollows()) {
                i++;
                c.ns = namespacePrefix(name);
                name = s[i] === '*' ? (i++, '*') : ident();
            }
            c.tag = name === '*' ? null : name;
            c.tagLower = c.tag === null ? null : asciiLower(c.tag);
            any = true;
        }
        for (;;) {
            if (i >= n) break;
            const ch = s[i];
            // After a pseudo-element only a pseudo-class (a user-action state) may follow.
            if (pseudoElement && ch !== ':') { if (ch === '#' || ch === '.' || ch === '[') throw selectorError(text); break; }
            if (ch === '#') { i++; c.id = ident(); any = true; }
            else if (ch === '.') { i++; c.classes.push(ident()); any = true; }
            else if (ch === '[') {
                i++; skipWs();
                let attrNs;
                let name;
                if (s[i] === '*' && s[i + 1] === '|') { i += 2; attrNs = '*'; name = ident(); }
                else if (prefixFollows()) { i++; attrNs = ''; name = ident(); }
                else {
                    name = ident();
                    if (prefixFollows()) { i++; attrNs = namespacePrefix(name); name = ident(); }
                }
                skipWs();
                const lowerName = asciiLower(name);
                const attr = { name, lowerName, ns: attrNs, op: null, value: null, flag: null,
                    legacyCaseInsensitive: attrNs !== '*' && caseInsensitiveAttributeValues.has(lowerName) };
                c.attrs.push(attr);
                any = true;
                if (i >= n) break;  // the end of the text closes the bracket
                if (s[i] === ']') { i++; continue; }
                const op = /^(=|~=|\|=|\^=|\$=|\*=)/.exec(s.slice(i, i + 2));
                if (!op) throw selectorError(text);
                attr.op = op[0];
                i += op[0].length;
                skipWs();
                if (s[i] === '"' || s[i] === "'") attr.value = string();
                else attr.value = ident();
                skipWs();
                if (i < n && /[iIsS]/.test(s[i]) && (i + 1 >= n || isWs(s[i + 1]) || s[i + 1] === ']')) { attr.flag = s[i].toLowerCase(); i++; skipWs(); }
                if (i >= n) break;
                if (s[i] !== ']') throw selectorError(text);
                i++;
            } else if (ch === ':') {
                i++;
                if (s[i] === ':') {
                    i++;
                    const name = asciiLower(ident());
                    if (!knownPseudoElements.has(name) && !name.startsWith('-webkit-')) throw selectorError(text);
                    if (name === 'slotted') {
                        // `::slotted(<compound>)`: the compound is the slotted element's; the rest of the
                        // selector is its slot's (matched only by a shadow tree's sheets, Cascade.js).
                        if (s[i] !== '(') throw selectorError(text);
                        i++;
                        const inner = compileSelector(balanced());
                        if (inner.length === 1 && inner[0].length === 1) c.slotted = inner; else c.never = true;
                        pseudoElement = any = true;
                        continue;
                    }
                    if (s[i] === '(') { i++; balanced(); }
                    c.never = true;  // pseudo-elements never match an element
                    pseudoElement = any = true;
                    continue;
                }
                const name = asciiLower(ident());
                let arg = null;
                if (s[i] === '(') { i++; arg = balanced(); }
                if (arg === null && legacyPseudoElements.has(name)) { c.never = true; pseudoElement = any = true; continue; }
                c.pseudos.push(compilePseudo(name, arg, text));
                c.pseudoText = (c.pseudoText === null ? '' : c.pseudoText) + ':' + name + (arg === null ? '' : '(' + arg + ')');
                any = true;
            } else break;
        }
        if (!any) throw selectorError(text);
        c.pseudoElement = pseudoElement;
        // `:host` alone (or several of it) matches the featureless host; with anything else the compound matches nothing.
        const hosts = c.pseudos.filter((p) => p.isHost === true).length;
        c.hostOnly = hosts !== 0 && hosts === c.pseudos.length && c.tag === null && c.id === null && c.classes.length === 0
            && c.attrs.length === 0 && !c.never;
        if (hosts !== 0 && !c.hostOnly) c.never = true;
        return c;
    }
    const list = [];
    skipWs();
    if (i >= n) throw selectorError(text);
    for (;;) {
        const steps = [];
        let combinator = null;
        skipWs();
        // a relative selector (inside :has) may start with a combinator
        if (i < n && (s[i] === '>' || s[i] === '+' || s[i] === '~')) { combinator = s[i]; i++; skipWs(); steps.relative = combinator; combinator = null; }
        for (;;) {
            const step = { compound: compound(), combinator };
            steps.push(step);
            const before = i;
            skipWs();
            if (i >= n || s[i] === ',') break;
            if (step.compound.pseudoElement) throw selectorError(text);  // a pseudo-element ends its selector
            if (s[i] === '>' || s[i] === '+' || s[i] === '~') { combinator = s[i]; i++; skipWs(); }
            else if (i > before) combinator = ' ';
            else throw selectorError(text);
        }
        list.push(steps);
        if (i >= n) break;
        i++;  // ','
    }
    return list;
}

function parseNth(arg, text) {
    const a = arg.trim().toLowerCase();
    if (a === 'odd') return [2, 1];
    if (a === 'even') return [2, 0];
    const m = /^([+-]?\d*)n\s*(?:([+-])\s*(\d+))?$/.exec(a);
    if (m) {
        const coefficient = m[1] === '' || m[1] === '+' ? 1 : m[1] === '-' ? -1 : parseInt(m[1], 10);
        const offset = m[2] ? (m[2] === '-' ? -1 : 1) * parseInt(m[3], 10) : 0;
        return [coefficient, offset];
    }
    if (/^[+-]?\d+$/.test(a)) return [0, parseInt(a, 10)];
    throw selectorError(text);
}
function nthMatches([a, b], index) {
    if (a === 0) return index === b;
    const k = (index - b) / a;
    return Number.isInteger(k) && k >= 0;
}
/// `an+b of S`: the formula and, when given, the selector siblings are counted among.
function parseNthOf(arg, text) {
    const of = /\s+of\s+/i.exec(arg);
    if (!of) return { nth: parseNth(arg, text), filter: null };
    return { nth: parseNth(arg.slice(0, of.index), text), filter: compileSelector(arg.slice(of.index + of[0].length)) };
}

function elementIndex(el, fromEnd, sameType, filter) {
    let index = 1;
    const step = fromEnd ? '_next' : '_prev';
    for (let s = el[step]; s; s = s[step]) {
        if (s._nt !== 1) continue;
        if (sameType && (s._local !== el._local || s._nsURI !== el._nsURI)) continue;
        if (filter && !matchCompiled(s, filter, null)) continue;
        index++;
    }
    return index;
}

const alwaysFalse = () => false;
/// The pseudo-classes no element of a headless page matches: no pointer hovers or presses, nothing was
/// visited, autofilled, played or shown full screen (StyleSheets.js: a change never reaches them).
export const unmatchedPseudoClasses = new Set(['hover', 'active', 'visited', 'fullscreen', 'autofill', '-webkit-autofill',
    'playing', 'paused', 'user-invalid', 'user-valid', 'open', 'modal', 'popover-open', 'seeking', 'buffering', 'stalled',
    'muted', 'volume-locked', 'picture-in-picture', '-webkit-full-screen', 'window-inactive']);

/// Marks a compiled pseudo-class whose specificity is not one class's (Selectors 4 §17): `base`
/// (1000, a class, for `:nth-child(… of S)` and `:host()`; 0 for `:is()`, `:not()`, `:has()`) plus the
/// most specific selector of `list` (null for `:where()`, whose specificity is zero). Read by the
/// cascade's `specificity` (StyleSheets.js).
function argumentSpecificity(test, list, base) {
    test.argumentSpecificity = { list, base };
    return test;
}

function compilePseudo(name, arg, text) {
    const needsArg = (yes) => { if (yes !== (arg !== null)) throw selectorError(text); };
    switch (name) {
        case 'not': case '-webkit-any': {
            needsArg(true);
            const inner = compileSelector(arg);
            return argumentSpecificity(name === 'not' ? (el, scope) => !matchCompiled(el, inner, scope)
                : (el, scope) => matchCompiled(el, inner, scope), inner, 0);
        }
        case 'is': case 'where': case 'matches': {
            needsArg(true);
            const inner = compileForgiving(arg);
            return argumentSpecificity((el, scope) => matchCompiled(el, inner, scope), name === 'where' ? null : inner, 0);
        }
        case 'has': {
            needsArg(true);
            const inner = compileRelative(arg);
            return argumentSpecificity((el, scope) => hasMatch(el, inner, scope), inner, 0);
        }
        case 'nth-child': case 'nth-last-child': {
            needsArg(true);
            const { nth, filter } = parseNthOf(arg, text);
            const fromEnd = name === 'nth-last-child';
            const test = (el) => el._parent !== null && (!filter || matchCompiled(el, filter, null)) && nthMatches(nth, elementIndex(el, fromEnd, false, filter));
            return filter ? argumentSpecificity(test, filter, 1000) : test;
        }
        case 'nth-of-type': case 'nth-last-of-type': {
            needsArg(true);
            const nth = parseNth(arg, text);
            const fromEnd = name === 'nth-last-of-type';
            return (el) => el._parent !== null && nthMatches(nth, elementIndex(el, fromEnd, true, null));
        }
        case 'first-child': needsArg(false); return (el) => el._parent !== null && elementIndex(el, false, false, null) === 1;
        case 'last-child': needsArg(false); return (el) => el._parent !== null && elementIndex(el, true, false, null) === 1;
        case 'only-child': needsArg(false); return (el) => el._parent !== null && elementIndex(el, false, false, null) === 1 && elementIndex(el, true, false, null) === 1;
        case 'first-of-type': needsArg(false); return (el) => el._parent !== null && elementIndex(el, false, true, null) === 1;
        case 'last-of-type': needsArg(false); return (el) => el._parent !== null && elementIndex(el, true, true, null) === 1;
        case 'only-of-type': needsArg(false); return (el) => el._parent !== null && elementIndex(el, false, true, null) === 1 && elementIndex(el, true, true, null) === 1;
        case 'empty': needsArg(false); return (el) => { for (let c = el._first; c; c = c._next) if (c._nt === 1 || ((c._nt === 3 || c._nt === 4) && c._data !== '')) return false; return true; };
        case 'root': needsArg(false); return (el) => el._parent !== null && el._parent._nt === 9;
        case 'scope': needsArg(false); return (el, scope) => scope && scope._nt === 1 ? el === scope : (el._parent !== null && el._parent._nt === 9);
        case 'checked': needsArg(false); return (el) => el._nsURI === HTML_NS && ((el._local === 'input' && (el.type === 'checkbox' || el.type === 'radio') && el.checked) || (el._local === 'option' && el.selected));
        case 'disabled': needsArg(false); return (el) => el._nsURI === HTML_NS && ['button', 'input', 'select', 'textarea', 'option', 'optgroup', 'fieldset'].includes(el._local) && (el._local === 'option' || el._local === 'optgroup' ? hasAttributeNamed(el, 'disabled') : isDisabledFormControl(el));
        case 'enabled': needsArg(false); return (el) => el._nsURI === HTML_NS && ['button', 'input', 'select', 'textarea', 'option', 'optgroup', 'fieldset'].includes(el._local) && !(el._local === 'option' || el._local === 'optgroup' ? hasAttributeNamed(el, 'disabled') : isDisabledFormControl(el));
        case 'required': needsArg(false); return (el) => ['input', 'select', 'textarea'].includes(el._local) && hasAttributeNamed(el, 'required');
        case 'optional': needsArg(false); return (el) => ['input', 'select', 'textarea'].includes(el._local) && !hasAttributeNamed(el, 'required');
        case 'read-only': needsArg(false); return (el) => !isReadWrite(el);
        case 'read-write': needsArg(false); return isReadWrite;
        case 'placeholder-shown': needsArg(false); return (el) => ['input', 'textarea'].includes(el._local) && hasAttributeNamed(el, 'placeholder') && el.value === '';
        case 'link': case 'any-link': case '-webkit-any-link': needsArg(false); return (el) => (el._local === 'a' || el._local === 'area') && el._nsURI === HTML_NS && hasAttributeNamed(el, 'href');
        case 'defined': needsArg(false); return isDefinedElement;
        case 'focus': case 'focus-visible': needsArg(false); return (el) => el._doc && el._doc._activeElement === el;
        case 'focus-within': needsArg(false); return (el) => el._doc && el._doc._activeElement !== null && el.contains(el._doc._activeElement);
        case 'target': needsArg(false); return isTargetElement;
        case 'default': needsArg(false); return isDefaultElement;
        case 'in-range': needsArg(false); return (el) => inRange(el) === true;
        case 'out-of-range': needsArg(false); return (el) => inRange(el) === false;
        case 'indeterminate': needsArg(false); return (el) => el._nsURI === HTML_NS && ((el._local === 'input' && el.type === 'checkbox' && el.indeterminate) || (el._local === 'progress' && !hasAttributeNamed(el, 'value')));
        case 'dir': {
            needsArg(true);
            const want = arg.trim().toLowerCase();
            if (!/^[a-z-]+$/.test(want)) throw selectorError(text);
            return (el) => elementDirection(el) === want;
        }
        case 'host': {
            // Only a shadow tree's own sheets see its host (the cascade's shadowStyleRoot); querySelector never does.
            // `:host(<compound>)` also asks the host, as an ordinary element, to match the compound.
            const inner = arg === null ? null : compileSelector(arg);
            const compound = inner === null || (inner.length === 1 && inner[0].length === 1);
            const host = (el) => shadowStyleRoot !== null && el === shadowStyleRoot._shadowHost && compound
                && (inner === null || matchOutsideShadowTree(el, inner));
            host.isHost = true;
            return inner === null ? host : argumentSpecificity(host, inner, 1000);
        }
        case 'lang': { needsArg(true); const want = arg.trim().replace(/^["']|["']$/g, '').toLowerCase(); return (el) => { for (let p = el; p && p._nt === 1; p = p._parent) { const l = attributeValue(p, 'lang'); if (l !== null) { const lo = l.toLowerCase(); return lo === want || lo.startsWith(want + '-'); } } return false; }; }
        case 'invalid': case 'valid': {
            needsArg(false);
            const want = name === 'valid';
            return (el) => ['input', 'select', 'textarea', 'button', 'form', 'fieldset'].includes(el._local) && el._nsURI === HTML_NS && validForSelectors(el) === want;
        }
        default:
            if (!unmatchedPseudoClasses.has(name)) throw selectorError(text);
            needsArg(false);
            return alwaysFalse;
    }
}

/// Compiles (and caches) a selector list. An invalid one is kept too, by its error's message, and throws
/// a new SyntaxError each time: jQuery and Sizzle try `querySelectorAll` with their own selectors
/// (`:visible`, `:eq(0)`, their support tests) before their own engine, page after page, and a parse that
/// fails took ten times a cached one.
export function compileSelector(text) {
    text = String(text);
    let compiled = selectorCache.get(text);
    if (compiled !== undefined) {
        if (typeof compiled === 'string') throw new DOMException(compiled, 'SyntaxError');
        return compiled;
    }
    if (selectorCache.size > 500) selectorCache.clear();
    try {
        compiled = parseSelectorList(text);
        for (const steps of compiled) if (steps.relative) throw selectorError(text);
    } catch (error) {
        if (error instanceof DOMException && error.name === 'SyntaxError') selectorCache.set(text, error.message);
        throw error;
    }
    selectorCache.set(text, compiled);
    return compiled;
}

/// The element a relative selector (inside :has) is anchored at; saved and restored around nested :has.
let hasAnchor = null;
const isHasAnchor = (el) => el === hasAnchor;
// The anchor `:has()` puts before a relative selector adds nothing to its specificity.
argumentSpecificity(isHasAnchor, null, 0);

/// :is()/:where() take a forgiving list (Selectors 4 §4.2, as WebKit parses it): an invalid member is left
/// out, not an error, so `:is(:unknown, div)` matches divs and `:is()` matches nothing.
function compileForgiving(text) {
    try { return compileSelector(text); } catch (e) { }
    const list = [];
    let depth = 0, start = 0, quote = null;
    const keep = (part) => { try { list.push(...compileSelector(part)); } catch (e) { } };
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\\') { i++; continue; }
        if (quote !== null) { if (c === quote) quote = null; continue; }
        if (c === '"' || c === "'") quote = c;
        else if (c === '(' || c === '[') depth++;
        else if (c === ')' || c === ']') depth--;
        else if (c === ',' && depth === 0) { keep(text.slice(start, i)); start = i + 1; }
    }
    keep(text.slice(start));
    return list;
}

/// A relative selector `> a b` is matched as the complex selector `<anchor> > a b`.
function compileRelative(text) {
    const list = parseSelectorList(String(text));
    for (const steps of list) {
        const relative = steps.relative === undefined ? ' ' : steps.relative;
        steps[0].combinator = relative;
        const anchor = { tag: null, tagLower: null, ns: undefined, id: null, classes: [], attrs: [], pseudos: [isHasAnchor], never: false,
            slotted: null, pseudoText: ':has-anchor' };
        steps.unshift({ compound: anchor, combinator: null });
        steps.relative = relative;
    }
    return list;
}

function hasMatch(el, relativeList, scope) {
    const saved = hasAnchor;
    hasAnchor = el;
    try {
        for (const steps of relativeList) {
            const last = steps.length - 1;
            const relative = steps.relative;
            if (last === 1 && relative !== ' ') {
                // `> a`, `+ a`, `~ a`: the subject is a child or a following sibling itself.
                for (let c = relative === '>' ? el._first : el._next; c; c = c._next) {
                    if (c._nt !== 1) continue;
                    if (matchSteps(c, steps, last, scope)) return true;
                    if (relative === '+') break;
                }
            } else if (relative === '>' || relative === ' ') {
                for (let d = el._first; d; d = following(d, el)) if (d._nt === 1 && matchSteps(d, steps, last, scope)) return true;
            } else {
                for (let sibling = el._next; sibling; sibling = sibling._next) {
                    for (let d = sibling; d; d = following(d, sibling)) if (d._nt === 1 && matchSteps(d, steps, last, scope)) return true;
                }
            }
        }
        return false;
    } finally {
        hasAnchor = saved;
    }
}

/// :target — the document's target element: the first element whose id is the URL's fragment.
function isTargetElement(el) {
    const doc = el._doc;
    const url = doc ? doc._url : '';
    const hash = url.indexOf('#');
    if (hash < 0 || hash === url.length - 1) return false;
    let fragment = url.slice(hash + 1);
    try { fragment = decodeURIComponent(fragment); } catch (e) { }
    return attributeValue(el, 'id') === fragment && doc.getElementById(fragment) === el;
}

/// :default — checked-by-default boxes, selected-by-default options, and a form's default (first) submit button.
function isDefaultElement(el) {
    if (el._nsURI !== HTML_NS) return false;
    const local = el._local;
    if (local === 'option') return hasAttributeNamed(el, 'selected');
    if (local === 'input' && (el.type === 'checkbox' || el.type === 'radio')) return hasAttributeNamed(el, 'checked');
    const submits = (c) => (c._local === 'button' && c.type === 'submit') || (c._local === 'input' && (c.type === 'submit' || c.type === 'image'));
    if (!submits(el) || !el.form) return false;
    for (const control of el.form.elements) if (submits(control)) return control === el;
    return false;
}

/// :in-range/:out-of-range — for an input that validates and has range limits (a range, or a min or max
/// that parses for its type): whether its value is within them; null when neither applies.
function inRange(el) {
    if (el._local !== 'input' || el._nsURI !== HTML_NS) return null;
    const type = el.type;
    const numeric = numericTypes[type];
    if (!numeric || !el.willValidate) return null;
    if (type !== 'range' && numeric.parse(attributeValue(el, 'min')) === null && numeric.parse(attributeValue(el, 'max')) === null) return null;
    const validity = el.validity;
    return !validity.rangeUnderflow && !validity.rangeOverflow;
}

/// :read-write — a textarea, or an input whose type takes `readonly`, that is mutable (neither readonly nor disabled).
function isReadWrite(el) {
    if (el._nsURI !== HTML_NS) return false;
    return (el._local === 'textarea' || (el._local === 'input' && readonlyInputTypes.has(el.type))) && isMutable(el);
}

/// :valid/:invalid — a fieldset is invalid when an element in it is (constraint validation leaves fieldsets out).
function validForSelectors(el) {
    if (el._local !== 'fieldset') return elementIsValid(el);
    for (let d = el._first; d; d = following(d, el)) if (d._nt === 1 && d._local !== 'form' && d._local !== 'fieldset' && !elementIsValid(d)) return false;
    return true;
}

/// :dir() — the nearest `dir` attribute of ltr/rtl (auto and bdi read as ltr here: text direction is not measured).
function elementDirection(el) {
    for (let p = el; p && p._nt === 1; p = p._parent) {
        const dir = attributeValue(p, 'dir');
        if (dir !== null) { const d = asciiLower(dir); if (d === 'ltr' || d === 'rtl') return d; }
    }
    return 'ltr';
}

/// The shadow root whose sheets the cascade is matching (Cascade.js), or null: its host is then
/// featureless (it matches `:host` alone) and the parent of the root's children, and nothing above
/// the host is seen.
let shadowStyleRoot = null;

/// The slotted element whose slot the cascade is matching a `::slotted()` rule against, or null.
let slottedElement = null;
// A stop inside a match would leave later pages matching in its context.
onStop(() => { hasAnchor = null; shadowStyleRoot = null; slottedElement = null; });

/// Whether `slot`'s tree's `::slotted()` rule `compiled` (of the sheets of the slot's shadow root `root`) styles `element`, assigned to `slot`.
export function matchSlottedRule(element, slot, compiled, root) {
    const saved = slottedElement;
    slottedElement = element;
    try { return matchCompiledInTree(slot, compiled, root); } finally { slottedElement = saved; }
}

/// matchCompiled for a rule of the sheets of `root`'s tree (null: the document's).
export function matchCompiledInTree(el, compiled, root) {
    if (root === null) return matchCompiled(el, compiled, null);
    const saved = shadowStyleRoot;
    shadowStyleRoot = root;
    try { return matchCompiled(el, compiled, null); } finally { shadowStyleRoot = saved; }
}

/// `:host(<compound>)`'s argument, matched against the host as the element it is in its own tree.
function matchOutsideShadowTree(el, compiled) {
    const saved = shadowStyleRoot;
    shadowStyleRoot = null;
    try { return matchCompiled(el, compiled, null); } finally { shadowStyleRoot = saved; }
}

/// An element's parent for a combinator: in a shadow tree's sheets the root's children have the host.
function styleParent(el) {
    const p = el._parent;
    if (shadowStyleRoot === null) return p;
    if (p === shadowStyleRoot) return p._shadowHost;
    return el === shadowStyleRoot._shadowHost ? null : p;
}

export function matchCompiled(el, compiled, scope) {
    for (let i = 0; i < compiled.length; i++) {
        const steps = compiled[i];
        if (matchSteps(el, steps, steps.length - 1, scope)) return true;
    }
    return false;
}

/// The names an element's ancestors must bear for the complex selector `steps` to match it: the type
/// (lower case), `#id` and `.class` (lower case) of each compound joined to the next by a descendant or
/// child combinator (the subject's ancestors, even past a sibling combinator: `.a > .b + .c` needs a
/// `.a` parent); null when it names none. A cascade tests them against the names its element's
/// ancestors bear (Cascade.js `ancestorNames`) before it matches the selector: lower case on both
/// sides, a quirks document's case-insensitive names pass too.
export function ancestorKeys(steps) {
    let keys = null;
    for (let i = steps.length - 2; i >= 0; i--) {
        const combinator = steps[i + 1].combinator;
        if (combinator !== ' ' && combinator !== '>') continue;
        keys = addCompoundKeys(steps[i].compound, keys);
    }
    return keys;
}
/// Adds to `keys` (made when null and needed) the names compound `c` requires of an element, as
/// ancestorKeys spells them: its type, `#id` and `.class`es, in lower case; returns `keys`.
export function addCompoundKeys(c, keys) {
    if (c.tag !== null) (keys || (keys = [])).push(c.tagLower);
    if (c.id !== null) (keys || (keys = [])).push('#' + asciiLower(c.id));
    for (let j = 0; j < c.classes.length; j++) (keys || (keys = [])).push('.' + asciiLower(c.classes[j]));
    return keys;
}

/// Right-to-left with backtracking over descendant and general sibling combinators.
function matchSteps(el, steps, index, scope) {
    if (!matchCompound(el, steps[index].compound, scope)) return false;
    if (index === 0) return true;
    const combinator = steps[index].combinator;
    switch (combinator) {
        case '>': { const p = shadowStyleRoot === null ? el._parent : styleParent(el); return p !== null && p._nt === 1 && matchSteps(p, steps, index - 1, scope); }
        case ' ': {
            if (shadowStyleRoot !== null) {
                for (let p = styleParent(el); p && p._nt === 1; p = styleParent(p)) if (matchSteps(p, steps, index - 1, scope)) return true;
                return false;
            }
            for (let p = el._parent; p && p._nt === 1; p = p._parent) if (matchSteps(p, steps, index - 1, scope)) return true;
            return false;
        }
        case '+': {
            if (shadowStyleRoot !== null && el === shadowStyleRoot._shadowHost) return false; let s = el._prev; while (s && s._nt !== 1) s = s._prev; return s !== null && matchSteps(s, steps, index - 1, scope); }
        case '~': {
            if (shadowStyleRoot !== null && el === shadowStyleRoot._shadowHost) return false;
            for (let s = el._prev; s; s = s._prev) if (s._nt === 1 && matchSteps(s, steps, index - 1, scope)) return true;
            return false;
        }
        default: return false;
    }
}

function matchCompound(el, c, scope) {
    if (c.never) return false;
    if (c.slotted !== null) {
        const styled = slottedElement;
        if (styled === null || styled._assignedSlot !== el || !matchOutsideShadowTree(styled, c.slotted)) return false;
    }
    if (shadowStyleRoot !== null && el === shadowStyleRoot._shadowHost && !c.hostOnly) return false;
    if (c.tag !== null) {
        if (el._local !== (el._nsURI === HTML_NS ? c.tagLower : c.tag)) return false;
    }
    if (c.ns !== undefined && c.ns !== '*') {
        if (c.ns === '' ? el._nsURI !== null : false) return false;
    }
    // A quirks-mode document matches ids and classes ASCII case-insensitively (checked only on a miss).
    if (c.id !== null) {
        const id = attributeValue(el, 'id');
        if (id !== c.id && (id === null || el._doc._mode !== 'quirks' || asciiLower(id) !== asciiLower(c.id))) return false;
    }
    if (c.classes.length) {
        const cls = attributeValue(el, 'class');
        if (cls === null) return false;
        const classes = c.classes;
        for (let i = 0; i < classes.length; i++) {
            if (!hasToken(cls, classes[i]) && (el._doc._mode !== 'quirks' || !hasToken(asciiLower(cls), asciiLower(classes[i])))) return false;
        }
    }
    // Index loops: this realm's frozen array iterator makes for-of slow on this hot path.
    const attrs = c.attrs, pseudos = c.pseudos;
    for (let i = 0; i < attrs.length; i++) if (!matchAttribute(el, attrs[i])) return false;
    for (let i = 0; i < pseudos.length; i++) if (!pseudos[i](el, scope)) return false;
    return true;
}

function matchAttribute(el, a) {
    let value = null;
    // An HTML element's attribute names match case-insensitively; `[a]` and `[|a]` want no namespace, `[*|a]` any.
    const name = el._nsURI === HTML_NS ? a.lowerName : a.name;
    const anyNamespace = a.ns === '*';
    const attrs = el._attrs;
    for (let i = 0; i < attrs.length; i++) {
        const attr = attrs[i];
        if (attr._localName === name && (anyNamespace || attr._namespaceURI === null)) { value = attr._value; break; }
    }
    if (value === null) return false;
    if (a.op === null) return true;
    let want = a.value;
    if (a.flag === 'i' || (a.flag === null && a.legacyCaseInsensitive && el._nsURI === HTML_NS && el._doc._isHTML)) {
        value = asciiLower(value); want = asciiLower(want);
    }
    switch (a.op) {
        case '=': return value === want;
        case '~=': return want !== '' && !/[\t\n\f\r ]/.test(want) && hasToken(value, want);
        case '|=': return value === want || value.startsWith(want + '-');
        case '^=': return want !== '' && value.startsWith(want);
        case '$=': return want !== '' && value.endsWith(want);
        case '*=': return want !== '' && value.includes(want);
        default: return false;
    }
}

function matchesSelector(el, selectors) {
    return matchCompiled(el, compileSelector(selectors), el);
}

export function querySelector(root, selectors) {
    const text = String(selectors);
    const compiled = compileSelector(text);
    const scope = root._nt === 1 ? root : null;
    for (let n = root._first; n; n = following(n, root)) {
        if (n._nt === 1 && matchCompiled(n, compiled, scope)) return n;
    }
    return null;
}

function querySelectorAll(root, selectors) {
    const compiled = compileSelector(selectors);
    const scope = root._nt === 1 ? root : null;
    const list = [];
    for (let n = root._first; n; n = following(n, root)) {
        if (n._nt === 1 && matchCompiled(n, compiled, scope)) list.push(n);
    }
    return staticNodeList(list, root);
}

Object.assign(selectorHooks, {
    querySelector, querySelectorAll, matches: matchesSelector, compile: compileSelector, matchCompiled,
});

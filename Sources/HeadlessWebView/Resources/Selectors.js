// Selectors.js — CSS selectors (Level 3, plus :not/:is/:where/:has lists, attribute operators
// with i/s flags, all combinators, :nth-*(an+b [of S])). A selector is parsed once into a
// list of compound steps and cached; matching goes right to left. Invalid selectors throw a
// SyntaxError DOMException, as browsers do.
//
// Provides: compileSelector, matchCompiled, matchesSelector, querySelector, querySelectorAll.
// Takes: DOMException (EventDispatch.js); HTML_NS, following (Node.js); staticNodeList (Collections.js);
//     asciiLower, hasToken (Element.js); elementIsValid, isDisabledFormControl (Forms.js).

const selectorCache = new Map();

function selectorError(text) {
    return new DOMException("'" + text + "' is not a valid selector.", 'SyntaxError');
}

/// Parses a selector list into [{ steps: [{compound, combinator}] }] — combinator joins a step to the one before it.
function parseSelectorList(text) {
    let i = 0;
    const s = text;
    const n = s.length;
    const isWs = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
    const skipWs = () => { while (i < n && isWs(s[i])) i++; };
    const isNameChar = (c) => /[A-Za-z0-9_\-\u00A0-\uFFFF]/.test(c) || c === '\\';
    function ident() {
        const startOk = (c) => c !== undefined && (/[A-Za-z_\u00A0-\uFFFF]/.test(c) || c === '\\');
        const c0 = s[i], c1 = s[i + 1];
        if (!(startOk(c0) || (c0 === '-' && (startOk(c1) || c1 === '-')))) throw selectorError(text);
        let out = '';
        while (i < n && isNameChar(s[i])) {
            if (s[i] === '\\') {
                i++;
                if (i >= n) { out += '\uFFFD'; break; }
                const hex = /^[0-9a-fA-F]{1,6}/.exec(s.slice(i));
                if (hex) {
                    i += hex[0].length;
                    const code = parseInt(hex[0], 16);
                    out += code === 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF) ? '\uFFFD' : String.fromCodePoint(code);
                    if (i < n && isWs(s[i])) i++;
                } else { out += s[i++]; }
            } else out += s[i++];
        }
        return out;
    }
    function string() {
        const quote = s[i++];
        let out = '';
        while (i < n && s[i] !== quote) {
            if (s[i] === '\\') { i++; if (i < n) { if (s[i] === '\n') { i++; continue; } const hex = /^[0-9a-fA-F]{1,6}/.exec(s.slice(i)); if (hex) { i += hex[0].length; out += String.fromCodePoint(parseInt(hex[0], 16) || 0xFFFD); if (i < n && isWs(s[i])) i++; } else out += s[i++]; } }
            else out += s[i++];
        }
        if (i >= n) return out;  // an unclosed string ends at the end, as CSS says
        i++;
        return out;
    }
    /// Text up to the matching ')' (nesting and strings respected).
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
        throw selectorError(text);
    }
    function compound() {
        const c = { tag: null, tagLower: null, ns: undefined, id: null, classes: [], attrs: [], pseudos: [], never: false };
        let any = false;
        if (i < n && (s[i] === '*' || isNameChar(s[i]) || s[i] === '|')) {
            let name = s[i] === '*' ? (i++, '*') : s[i] === '|' ? '' : ident();
            if (s[i] === '|' && s[i + 1] !== '=') {
                i++;
                c.ns = name;
                name = s[i] === '*' ? (i++, '*') : ident();
            }
            c.tag = name === '*' ? null : name;
            c.tagLower = c.tag === null ? null : asciiLower(c.tag);
            any = true;
        }
        for (;;) {
            if (i >= n) break;
            const ch = s[i];
            if (ch === '#') { i++; c.id = ident(); any = true; }
            else if (ch === '.') { i++; c.classes.push(ident()); any = true; }
            else if (ch === '[') {
                i++; skipWs();
                let name = ident();
                let attrNs;
                if (s[i] === '|' && s[i + 1] !== '=') { i++; attrNs = name; name = ident(); }
                skipWs();
                const attr = { name, lowerName: asciiLower(name), ns: attrNs, op: null, value: null, flag: null };
                if (s[i] === ']') { i++; c.attrs.push(attr); any = true; continue; }
                const op = /^(=|~=|\|=|\^=|\$=|\*=)/.exec(s.slice(i));
                if (!op) throw selectorError(text);
                attr.op = op[0];
                i += op[0].length;
                skipWs();
                if (s[i] === '"' || s[i] === "'") attr.value = string();
                else attr.value = ident();
                skipWs();
                if (i < n && /[iIsS]/.test(s[i]) && (isWs(s[i + 1] || ' ') || s[i + 1] === ']')) { attr.flag = s[i].toLowerCase(); i++; skipWs(); }
                if (s[i] !== ']') throw selectorError(text);
                i++;
                c.attrs.push(attr);
                any = true;
            } else if (ch === ':') {
                i++;
                if (s[i] === ':') {
                    i++;
                    ident();
                    if (s[i] === '(') { i++; balanced(); }
                    c.never = true;  // pseudo-elements never match an element
                    any = true;
                    continue;
                }
                const name = ident().toLowerCase();
                let arg = null;
                if (s[i] === '(') { i++; arg = balanced(); }
                c.pseudos.push(compilePseudo(name, arg, text));
                any = true;
            } else break;
        }
        if (!any) throw selectorError(text);
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
            steps.push({ compound: compound(), combinator });
            const before = i;
            skipWs();
            if (i >= n || s[i] === ',') break;
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
        if (s.nodeType !== 1) continue;
        if (sameType && (s._local !== el._local || s._nsURI !== el._nsURI)) continue;
        if (filter && !matchCompiled(s, filter, null)) continue;
        index++;
    }
    return index;
}

const alwaysFalse = () => false;

function compilePseudo(name, arg, text) {
    const needsArg = (yes) => { if (yes !== (arg !== null)) throw selectorError(text); };
    switch (name) {
        case 'not': case 'is': case 'where': case 'matches': case '-webkit-any': {
            needsArg(true);
            const inner = compileSelector(arg);
            return name === 'not' ? (el, scope) => !matchCompiled(el, inner, scope) : (el, scope) => matchCompiled(el, inner, scope);
        }
        case 'has': {
            needsArg(true);
            const inner = compileRelative(arg);
            return (el) => hasMatch(el, inner);
        }
        case 'nth-child': case 'nth-last-child': {
            needsArg(true);
            const { nth, filter } = parseNthOf(arg, text);
            const fromEnd = name === 'nth-last-child';
            return (el) => el._parent !== null && (!filter || matchCompiled(el, filter, null)) && nthMatches(nth, elementIndex(el, fromEnd, false, filter));
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
        case 'empty': needsArg(false); return (el) => { for (let c = el._first; c; c = c._next) if (c.nodeType === 1 || ((c.nodeType === 3 || c.nodeType === 4) && c._data !== '')) return false; return true; };
        case 'root': needsArg(false); return (el) => el._parent !== null && el._parent.nodeType === 9;
        case 'scope': needsArg(false); return (el, scope) => scope && scope.nodeType === 1 ? el === scope : (el._parent !== null && el._parent.nodeType === 9);
        case 'checked': needsArg(false); return (el) => el._nsURI === HTML_NS && ((el._local === 'input' && (el.type === 'checkbox' || el.type === 'radio') && el.checked) || (el._local === 'option' && el.selected));
        case 'disabled': needsArg(false); return (el) => el._nsURI === HTML_NS && ['button', 'input', 'select', 'textarea', 'option', 'optgroup', 'fieldset'].includes(el._local) && (el._local === 'option' || el._local === 'optgroup' ? el.hasAttribute('disabled') : isDisabledFormControl(el));
        case 'enabled': needsArg(false); return (el) => el._nsURI === HTML_NS && ['button', 'input', 'select', 'textarea', 'option', 'optgroup', 'fieldset'].includes(el._local) && !(el._local === 'option' || el._local === 'optgroup' ? el.hasAttribute('disabled') : isDisabledFormControl(el));
        case 'required': needsArg(false); return (el) => ['input', 'select', 'textarea'].includes(el._local) && el.hasAttribute('required');
        case 'optional': needsArg(false); return (el) => ['input', 'select', 'textarea'].includes(el._local) && !el.hasAttribute('required');
        case 'read-only': needsArg(false); return (el) => !(['input', 'textarea'].includes(el._local) && !el.hasAttribute('readonly') && !isDisabledFormControl(el));
        case 'read-write': needsArg(false); return (el) => ['input', 'textarea'].includes(el._local) && !el.hasAttribute('readonly') && !isDisabledFormControl(el);
        case 'placeholder-shown': needsArg(false); return (el) => ['input', 'textarea'].includes(el._local) && el.hasAttribute('placeholder') && el.value === '';
        case 'link': case 'any-link': case '-webkit-any-link': needsArg(false); return (el) => (el._local === 'a' || el._local === 'area') && el._nsURI === HTML_NS && el.hasAttribute('href');
        case 'defined': needsArg(false); return () => true;
        case 'focus': case 'focus-visible': needsArg(false); return (el) => el._doc && el._doc._activeElement === el;
        case 'focus-within': needsArg(false); return (el) => el._doc && el._doc._activeElement !== null && el.contains(el._doc._activeElement);
        case 'target': needsArg(false); return (el) => { const h = el._doc && el._doc.location ? el._doc.location.hash : ''; return h.length > 1 && el.id === decodeURIComponent(h.slice(1)); };
        case 'lang': { needsArg(true); const want = arg.trim().replace(/^["']|["']$/g, '').toLowerCase(); return (el) => { for (let p = el; p && p.nodeType === 1; p = p._parent) { const l = p.getAttribute('lang'); if (l !== null) { const lo = l.toLowerCase(); return lo === want || lo.startsWith(want + '-'); } } return false; }; }
        case 'hover': case 'active': case 'visited': case 'target-within': case 'indeterminate': case 'invalid': case 'valid':
        case 'in-range': case 'out-of-range': case 'fullscreen': case 'autofill': case '-webkit-autofill': case 'playing': case 'paused':
        case 'user-invalid': case 'user-valid': case 'open': case 'modal': case 'popover-open':
            needsArg(false);
            if (name === 'valid' || name === 'invalid') {
                const want = name === 'valid';
                return (el) => ['input', 'select', 'textarea', 'button', 'form', 'fieldset'].includes(el._local) && elementIsValid(el) === want;
            }
            return alwaysFalse;
        default:
            throw selectorError(text);
    }
}

/// Compiles (and caches) a selector list.
function compileSelector(text) {
    text = String(text);
    let compiled = selectorCache.get(text);
    if (compiled) return compiled;
    compiled = parseSelectorList(text);
    for (const steps of compiled) if (steps.relative) throw selectorError(text);
    if (selectorCache.size > 500) selectorCache.clear();
    selectorCache.set(text, compiled);
    return compiled;
}
function compileRelative(text) {
    const list = parseSelectorList(String(text));
    for (const steps of list) if (steps.relative === undefined) steps.relative = ' ';
    return list;
}

function hasMatch(el, relativeList) {
    for (const steps of relativeList) {
        const first = steps.relative;
        let candidates;
        if (first === '>' ) { candidates = []; for (let c = el._first; c; c = c._next) if (c.nodeType === 1) candidates.push(c); }
        else if (first === '+') { candidates = []; const s = el.nextElementSibling; if (s) candidates.push(s); }
        else if (first === '~') { candidates = []; for (let s = el.nextElementSibling; s; s = s.nextElementSibling) candidates.push(s); }
        else { candidates = []; for (let d = el._first; d; d = following(d, el)) if (d.nodeType === 1) candidates.push(d); }
        // The remaining steps must match, anchored at a candidate; descendants of it for later descendant steps.
        const tail = steps;
        for (const candidate of candidates) {
            if (tail.length === 1) { if (matchCompound(candidate, tail[0].compound, null)) return true; continue; }
            // later steps: search in and after the candidate
            for (let d = candidate; d; d = following(d, el)) {
                if (d.nodeType === 1 && matchSteps(d, tail, tail.length - 1, null) && isAnchoredAt(d, tail, candidate)) return true;
            }
        }
    }
    return false;
}
function isAnchoredAt(el, steps, anchor) {
    // Good enough for :has(a b), :has(> a > b): the leftmost compound's match must be the anchor or below it.
    return anchor.contains(el);
}

function matchCompiled(el, compiled, scope) {
    for (let i = 0; i < compiled.length; i++) {
        const steps = compiled[i];
        if (matchSteps(el, steps, steps.length - 1, scope)) return true;
    }
    return false;
}

/// Right-to-left with backtracking over descendant and general sibling combinators.
function matchSteps(el, steps, index, scope) {
    if (!matchCompound(el, steps[index].compound, scope)) return false;
    if (index === 0) return true;
    const combinator = steps[index].combinator;
    switch (combinator) {
        case '>': { const p = el._parent; return p !== null && p.nodeType === 1 && matchSteps(p, steps, index - 1, scope); }
        case ' ': {
            for (let p = el._parent; p && p.nodeType === 1; p = p._parent) if (matchSteps(p, steps, index - 1, scope)) return true;
            return false;
        }
        case '+': { let s = el._prev; while (s && s.nodeType !== 1) s = s._prev; return s !== null && matchSteps(s, steps, index - 1, scope); }
        case '~': {
            for (let s = el._prev; s; s = s._prev) if (s.nodeType === 1 && matchSteps(s, steps, index - 1, scope)) return true;
            return false;
        }
        default: return false;
    }
}

function matchCompound(el, c, scope) {
    if (c.never) return false;
    if (c.tag !== null) {
        if (el._local !== (el._nsURI === HTML_NS ? c.tagLower : c.tag)) return false;
    }
    if (c.ns !== undefined && c.ns !== '*') {
        if (c.ns === '' ? el._nsURI !== null : false) return false;
    }
    if (c.id !== null && el.getAttribute('id') !== c.id) return false;
    if (c.classes.length) {
        const cls = el.getAttribute('class');
        if (cls === null) return false;
        const classes = c.classes;
        for (let i = 0; i < classes.length; i++) if (!hasToken(cls, classes[i])) return false;
    }
    for (const a of c.attrs) if (!matchAttribute(el, a)) return false;
    for (const p of c.pseudos) if (!p(el, scope)) return false;
    return true;
}

function matchAttribute(el, a) {
    let value = null;
    if (a.ns === undefined || a.ns === '*') {
        const lname = el._nsURI === HTML_NS ? a.lowerName : a.name;
        for (const attr of el._attrs) {
            if (attr.name === lname || (el._nsURI !== HTML_NS && attr.name.toLowerCase() === a.name.toLowerCase() && attr._localName === a.name) || (attr._prefix === null && attr._localName === lname)) { value = attr._value; break; }
        }
    } else {
        for (const attr of el._attrs) if (attr._localName === a.name && (a.ns === '' ? attr._namespaceURI === null : true)) { value = attr._value; break; }
    }
    if (value === null) return false;
    if (a.op === null) return true;
    let want = a.value;
    if (a.flag === 'i') { value = value.toLowerCase(); want = want.toLowerCase(); }
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

function querySelector(root, selectors) {
    const text = String(selectors);
    const compiled = compileSelector(text);
    const scope = root.nodeType === 1 ? root : null;
    for (let n = root._first; n; n = following(n, root)) {
        if (n.nodeType === 1 && matchCompiled(n, compiled, scope)) return n;
    }
    return null;
}

function querySelectorAll(root, selectors) {
    const compiled = compileSelector(selectors);
    const scope = root.nodeType === 1 ? root : null;
    const list = [];
    for (let n = root._first; n; n = following(n, root)) {
        if (n.nodeType === 1 && matchCompiled(n, compiled, scope)) list.push(n);
    }
    return staticNodeList(list, root);
}

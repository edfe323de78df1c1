// StyleSheets.js — style sheets without rendering: `<style>` elements (and `<link rel=stylesheet>`
// whose href the web view's resourceProvider serves) parsed into rules, and a minimal CSSOM
// (`document.styleSheets`, CSSStyleSheet, CSSRuleList, CSSStyleRule, CSSMediaRule, CSSKeyframesRule).
// Style rules keep their selector (compiled by Selectors.js; an invalid one drops the rule, as CSS
// does) and declarations (CSSStyleDeclaration's parser); `@media` blocks are evaluated with
// matchMedia's rules; `@keyframes` keep their name (their keyframes are not read: nothing is
// interpolated); every other at-rule (`@import`, `@font-face`, `@supports`…) is skipped.
//
// A document pays for sheets only once it has made a `<style>` or stylesheet `<link>`: its
// `_styleState` (Document.js) stays null until then, and the hooks in the tree and attribute paths
// test that one field. Sheets are parsed lazily, when style is asked for (getComputedStyle, an
// animation check, `sheet`), and again when their text changed; the document's `index` (the
// style rules that apply, in cascade order, and the `@keyframes` names) is rebuilt when a sheet
// changes, and its `version` then changes (Cascade.js keys its cache on it). A shadow tree's `<style>`
// elements make an index of their own for that tree (`scopes`); `document.styleSheets` lists the
// document's own sheets only.
//

import {
    INLINE_PAINT_CHANGE, INLINE_STYLE_CHANGE, LOCAL_STYLE_CHANGE, STYLED_CHANGE, UNSTYLED_CHANGE, stampStyle, styleVersion, treeChanged
} from "../dom/Collections.js";
import { asciiLower, asciiTokens, attributeValue, hasToken } from "../dom/Element.js";
import { DOMException } from "../dom/EventDispatch.js";
import { styleHooks } from "../dom/Hooks.js";
import { HTML_NS, childText, following, isCharacterData, isConnected } from "../dom/Node.js";
import { TypeError, define, defineConstants, shadowRootCount, win } from "../dom/Realm.js";
import { rootOf } from "../dom/ShadowDOM.js";
import { TextKeyedCache } from "../dom/TextKeyedCache.js";
import { adoptIntoWindow } from "../dom/WindowInterfaces.js";
import {
    cssAnimationsInserted, cssAnimationsSheetsChanged, cssAnimationsSiblingsChanged, flushStyleChanges
} from "./CSSAnimations.js" with { lazy: "true" };
import { expandedEntries } from "./Cascade.js" with { lazy: "true" };
import { translationSwitchKeepsLayout } from "./Layout.js" with { lazy: "true" };
import { addCompoundKeys, ancestorKeys, compileSelector, unmatchedPseudoClasses } from "./Selectors.js" with { lazy: "true" };
import { CSSStyleDeclaration, declarationProxy, evaluateMediaQuery, parseDeclarationBlock, splitCSS } from "./Style.js" with { lazy: "true" };
import { viewportOf } from "./Viewport.js" with { lazy: "true" };

// --- parsing -------------------------------------------------------------------------------

/// CSS text without its comments (strings kept whole: a `/*` inside quotes is text). The text between
/// comments and strings is copied a run at a time: a character at a time made a 200 KB framework's
/// sheet a string of 200,000 pieces.
function stripCSSComments(text) {
    if (text.indexOf('/*') < 0) return text;
    let out = '';
    let i = 0, copied = 0;
    const n = text.length;
    while (i < n) {
        const c = text.charCodeAt(i);
        // " or '
        if (c === 34 || c === 39) { i = stringEnd(text, i); continue; }
        // /*
        if (c === 47 && text.charCodeAt(i + 1) === 42) {
            out += text.slice(copied, i) + ' ';
            const close = text.indexOf('*/', i + 2);
            i = close < 0 ? n : close + 2;
            copied = i;
            continue;
        }
        i++;
    }
    return out + text.slice(copied);
}

/// The index just past the string opening at `start` (an unclosed string ends at its line or the text's end).
function stringEnd(text, start) {
    const quote = text[start];
    let i = start + 1;
    while (i < text.length && text[i] !== quote && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    return Math.min(text.length, i + 1);
}

/// The rules of a sheet's (or a block's) text: [{ kind, prelude, block }], `block` null for a statement.
function splitRules(text) {
    const rules = [];
    let i = 0;
    const n = text.length;
    while (i < n) {
        // The prelude: up to `{` or `;` outside strings and brackets.
        const start = i;
        let depth = 0;
        while (i < n) {
            const c = text[i];
            if (c === '"' || c === "'") { i = stringEnd(text, i); continue; }
            if (c === '\\') { i += 2; continue; }
            if (c === '(' || c === '[') depth++;
            else if ((c === ')' || c === ']') && depth > 0) depth--;
            else if (depth === 0 && (c === '{' || c === ';' || c === '}')) break;
            i++;
        }
        const prelude = text.slice(start, i).trim();
        if (i >= n) { if (prelude.startsWith('@')) rules.push({ prelude, block: null }); break; }
        if (text[i] === ';' || text[i] === '}') { i++; if (prelude.startsWith('@')) rules.push({ prelude, block: null }); continue; }
        // The block: up to the matching `}` (the end of the text closes it, as CSS says).
        i++;
        const blockStart = i;
        depth = 1;
        while (i < n) {
            const c = text[i];
            if (c === '"' || c === "'") { i = stringEnd(text, i); continue; }
            if (c === '\\') { i += 2; continue; }
            if (c === '{') depth++;
            else if (c === '}') { depth--; if (depth === 0) break; }
            i++;
        }
        rules.push({ prelude, block: text.slice(blockStart, Math.min(i, n)) });
        i++;
    }
    return rules;
}

/// What a sheet's text parses to, kept by the text for the realm: every new web view of an action
/// parses the same `<style>`, and a framework's sheet (Bootstrap's 200 KB, 2,400 rules) took most of a
/// page's render to split, compile and read. Each rule is a plain record (`ruleTemplate`) from which
/// every page makes rule objects of its own (`rulesFromTemplates`): the compiled selectors and the
/// declarations' { value, priority } records are shared, as no page changes them (a page's change
/// replaces them). 16 texts at most, 1 M characters in all; the oldest go first.
const sheetTemplates = new TextKeyedCache(16, 1024 * 1024);
/// Templates made so far: each list's `id`, which names it in a shared index's key (sharedStyleIndex).
let sheetTemplateCount = 0;
function sheetTemplate(text) {
    let templates = sheetTemplates.get(text);
    if (templates !== undefined) return templates;
    templates = ruleTemplates(stripCSSComments(text));
    templates.id = ++sheetTemplateCount;
    sheetTemplates.set(text, templates);
    return templates;
}

/// The rule records of `text` (comments already stripped), in order; what CSS drops is left out.
function ruleTemplates(text) {
    const templates = [];
    for (const { prelude, block } of splitRules(text)) {
        const template = ruleTemplate(prelude, block);
        if (template !== null) templates.push(template);
    }
    return templates;
}

/// One rule's record from its prelude and block, or null when CSS drops it (invalid selector, unknown
/// at-rule): { kind: 1, selectorText, selector, props } for a style rule, { kind: 4, media, rules }
/// for `@media`, { kind: 7, name, block, atName } for `@keyframes`.
function ruleTemplate(prelude, block) {
    if (prelude.startsWith('@')) {
        const m = /^@([-\w]+)\s*([\s\S]*)$/.exec(prelude);
        if (m === null || block === null) return null;
        const name = m[1].toLowerCase();
        if (name === 'media') return { kind: 4, media: m[2].trim(), rules: ruleTemplates(block) };
        if (name === 'keyframes' || name === '-webkit-keyframes') {
            const keyframesName = m[2].trim().replace(/^(["'])(.*)\1$/, '$2');
            return keyframesName === '' ? null : { kind: 7, name: keyframesName, block, atName: name };
        }
        return null;
    }
    if (block === null || prelude === '') return null;
    let selector;
    try { selector = compileSelector(prelude); } catch (e) { return null; }
    return { kind: 1, selectorText: prelude, selector, props: parseDeclarationBlock(block, new Map()) };
}

/// A sheet's (or a grouping rule's) rule objects, made from their records.
function rulesFromTemplates(templates, sheet, parentRule) {
    const rules = [];
    for (let i = 0; i < templates.length; i++) rules.push(ruleFromTemplate(templates[i], sheet, parentRule));
    return rules;
}
function ruleFromTemplate(template, sheet, parentRule) {
    if (template.kind === 1) return new CSSStyleRule(sheet, parentRule, template.selectorText, template.selector, template.props);
    if (template.kind === 4) return new CSSMediaRule(sheet, parentRule, template.media, template.rules);
    return new CSSKeyframesRule(sheet, parentRule, template.name, template.block, template.atName);
}

/// One rule's text for insertRule: exactly one rule, or a SyntaxError.
function parseOneRule(text, sheet, parentRule) {
    const parts = splitRules(stripCSSComments(String(text)));
    const template = parts.length === 1 ? ruleTemplate(parts[0].prelude, parts[0].block) : null;
    const rule = template === null ? null : ruleFromTemplate(template, sheet, parentRule);
    if (rule === null) throw new DOMException("Failed to execute 'insertRule' on 'CSSStyleSheet': Failed to parse the rule '" + text + "'.", 'SyntaxError');
    return rule;
}

// --- the CSSOM -----------------------------------------------------------------------------

/// A sheet's or a grouping rule's live list of rules (the same object on each read).
export class CSSRuleList {
    constructor(rules, doc) { adoptIntoWindow(this, new.target, doc); define(this, '_rules', rules); define(this, '_indexed', 0); this._sync(); }
    get length() { return this._rules.length; }
    item(i) { const rule = this._rules[i >>> 0]; return rule === undefined ? null : rule; }
    /// Keeps the index properties (`cssRules[0]`) in step with the rules.
    _sync() {
        const rules = this._rules;
        for (let i = rules.length; i < this._indexed; i++) delete this[i];
        for (let i = 0; i < rules.length; i++) Object.defineProperty(this, i, { value: rules[i], enumerable: true, configurable: true });
        this._indexed = rules.length;
    }
    *[Symbol.iterator]() { yield* this._rules; }
}

/// A sheet's (or a grouping rule's) rule objects. A sheet makes them from its templates the first time
/// something asks (its CSSOM, an index built from it): a page whose sheet no script reads, and whose
/// index is shared (sharedStyleIndex), makes none.
function rulesOf(owner) {
    let rules = owner._rules;
    if (rules === null) {
        rules = rulesFromTemplates(owner._templates, owner, null);
        owner._rules = rules;
    }
    return rules;
}

/// insertRule/deleteRule of a sheet or a grouping rule: `owner._rules` changes and the sheet's version with it.
function insertRuleInto(owner, sheet, parentRule, text, index) {
    rulesOf(owner);
    index = index === undefined ? 0 : index >>> 0;
    if (index > owner._rules.length) throw new DOMException("Failed to execute 'insertRule': The index provided (" + index + ') is larger than the maximum index (' + owner._rules.length + ').', 'IndexSizeError');
    const rule = parseOneRule(text, sheet, parentRule);
    owner._rules.splice(index, 0, rule);
    if (owner._ruleList !== null) owner._ruleList._sync();
    sheetChanged(sheet);
    return index;
}
function deleteRuleFrom(owner, sheet, index) {
    rulesOf(owner);
    index = index >>> 0;
    if (index >= owner._rules.length) throw new DOMException("Failed to execute 'deleteRule': The index provided (" + index + ') is larger than the maximum index (' + (owner._rules.length - 1) + ').', 'IndexSizeError');
    const [rule] = owner._rules.splice(index, 1);
    rule._parentStyleSheet = null;
    rule._parentRule = null;
    if (owner._ruleList !== null) owner._ruleList._sync();
    sheetChanged(sheet);
}
function ruleListOf(owner) {
    if (owner._ruleList === null) owner._ruleList = new CSSRuleList(rulesOf(owner), owner._doc);
    return owner._ruleList;
}

/// A sheet's `media`: its media query list as text.
export class MediaList {
    constructor(text, onChange, doc) { adoptIntoWindow(this, new.target, doc); define(this, '_text', String(text)); define(this, '_onChange', onChange); }
    get mediaText() { return this._text; }
    set mediaText(v) { this._text = v === null ? '' : String(v); if (this._onChange) this._onChange(); }
    get length() { return this._items().length; }
    item(i) { const item = this._items()[i >>> 0]; return item === undefined ? null : item; }
    _items() { return splitCSS(this._text, ','); }
    toString() { return this._text; }
}

export class StyleSheet {
    constructor(ownerNode) { adoptIntoWindow(this, new.target, ownerNode ? ownerNode._doc : null); }
}

/// A sheet of a `<style>` or `<link>`: its rules, parsed from the owner's text when made.
export class CSSStyleSheet extends StyleSheet {
    constructor(ownerNode, text, href) {
        super(ownerNode);
        define(this, '_ownerNode', ownerNode);
        define(this, '_doc', ownerNode ? ownerNode._doc : null);
        define(this, '_href', href === undefined ? null : href);
        define(this, '_disabled', false);
        define(this, '_version', 0);
        // Its text, and whether the CSSOM changed it since (then the text no longer tells what it declares).
        define(this, '_text', String(text));
        define(this, '_edited', false);
        define(this, '_ruleList', null);
        // What it was made from, while no CSSOM call changed it (`_edited`): sharedStyleIndex's key,
        // and its rule objects' source, made when first asked for (rulesOf).
        define(this, '_templates', sheetTemplate(String(text)));
        define(this, '_rules', null);
        define(this, '_media', null);
    }
    get type() { return 'text/css'; }
    get href() { return this._href; }
    get ownerNode() { return this._ownerNode; }
    get ownerRule() { return null; }
    get parentStyleSheet() { return null; }
    get title() { const t = this._ownerNode ? attributeValue(this._ownerNode, 'title') : null; return t === null || t === '' ? null : t; }
    get media() {
        if (this._media === null) this._media = new MediaList(this._ownerNode ? attributeValue(this._ownerNode, 'media') || '' : '', null, this._doc);
        return this._media;
    }
    get disabled() { return this._disabled; }
    set disabled(v) { v = !!v; if (v !== this._disabled) { this._disabled = v; sheetChanged(this); } }
    get cssRules() { return ruleListOf(this); }
    get rules() { return ruleListOf(this); }
    insertRule(rule, index) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'insertRule' on 'CSSStyleSheet': 1 argument required, but only 0 present.");
        return insertRuleInto(this, this, null, rule, index);
    }
    deleteRule(index) { deleteRuleFrom(this, this, index); }
    /// The legacy form WebKit keeps: `addRule(selector, style, index)` appends by default and returns -1.
    addRule(selector, style, index) {
        insertRuleInto(this, this, null, String(selector) + ' { ' + (style === undefined ? '' : String(style)) + ' }', index === undefined ? rulesOf(this).length : index);
        return -1;
    }
    removeRule(index) { deleteRuleFrom(this, this, index === undefined ? 0 : index); }
}

/// The rule kinds' common members (CSSOM §6.4).
export class CSSRule {
    constructor(sheet, parentRule) {
        adoptIntoWindow(this, new.target, sheet ? sheet._doc : null);
        define(this, '_parentStyleSheet', sheet);
        define(this, '_parentRule', parentRule);
    }
    get parentStyleSheet() { return this._parentStyleSheet; }
    get parentRule() { return this._parentRule; }
    get cssText() { return ''; }
    set cssText(v) { }
}
defineConstants(CSSRule, [['STYLE_RULE', 1], ['CHARSET_RULE', 2], ['IMPORT_RULE', 3], ['MEDIA_RULE', 4], ['FONT_FACE_RULE', 5],
    ['PAGE_RULE', 6], ['KEYFRAMES_RULE', 7], ['KEYFRAME_RULE', 8], ['NAMESPACE_RULE', 10], ['SUPPORTS_RULE', 12]]);

export class CSSStyleRule extends CSSRule {
    /// `props`: the declarations' parsed records (a sheet's template's, copied into the rule's own map).
    constructor(sheet, parentRule, selectorText, selector, props) {
        super(sheet, parentRule);
        define(this, '_selectorText', selectorText);
        define(this, '_selector', selector);
        const declaration = new CSSStyleDeclaration(null);
        const own = declaration._props;
        props.forEach((record, name) => { own.set(name, record); });
        declaration._rule = this;
        define(this, '_declaration', declaration);
        define(this, '_style', null);
    }
    get type() { return 1; }
    get selectorText() { return this._selectorText; }
    /// An invalid selector leaves the rule as it was (CSSOM §6.4.3).
    set selectorText(v) {
        const text = String(v).trim();
        let selector;
        try { selector = compileSelector(text); } catch (e) { return; }
        this._selectorText = text;
        this._selector = selector;
        sheetChanged(this._parentStyleSheet);
    }
    get style() {
        if (this._style === null) this._style = declarationProxy(this._declaration);
        return this._style;
    }
    set style(v) { this._declaration.cssText = v; }
    get cssText() { const body = this._declaration.cssText; return this._selectorText + ' {' + (body ? ' ' + body + ' ' : ' ') + '}'; }
}

export class CSSMediaRule extends CSSRule {
    /// `templates`: its rules' records (ruleTemplate).
    constructor(sheet, parentRule, media, templates) {
        super(sheet, parentRule);
        define(this, '_doc', sheet ? sheet._doc : null);
        define(this, '_mediaText', media);
        define(this, '_media', null);
        define(this, '_ruleList', null);
        define(this, '_rules', rulesFromTemplates(templates, sheet, this));
    }
    get type() { return 4; }
    get media() {
        if (this._media === null) this._media = new MediaList(this._mediaText, () => { this._mediaText = this._media._text; sheetChanged(this._parentStyleSheet); }, this._doc);
        return this._media;
    }
    get conditionText() { return this._mediaText; }
    get cssRules() { return ruleListOf(this); }
    insertRule(rule, index) { return insertRuleInto(this, this._parentStyleSheet, this, rule, index); }
    deleteRule(index) { deleteRuleFrom(this, this._parentStyleSheet, index); }
    get cssText() {
        let text = '@media ' + this._mediaText + ' {';
        for (const rule of this._rules) text += '\n  ' + rule.cssText;
        return text + '\n}';
    }
}

/// `@keyframes name { … }`: its name makes `animation-name: name` run (CSSAnimations.js); its keyframes are kept as text.
export class CSSKeyframesRule extends CSSRule {
    constructor(sheet, parentRule, name, block, atName) {
        super(sheet, parentRule);
        define(this, '_name', name);
        define(this, '_block', block);
        define(this, '_atName', atName);
    }
    get type() { return 7; }
    get name() { return this._name; }
    set name(v) { this._name = String(v); sheetChanged(this._parentStyleSheet); }
    get cssText() { return '@' + this._atName + ' ' + this._name + ' {' + this._block + '}'; }
}

/// `document.styleSheets`: the sheets of the document's connected `<style>` and loaded `<link>` elements, in tree order.
export class StyleSheetList {
    constructor(doc) { adoptIntoWindow(this, new.target, doc); define(this, '_doc', doc); }
    get length() { return documentStyleSheets(this._doc).length; }
    item(i) { const sheet = documentStyleSheets(this._doc)[i >>> 0]; return sheet === undefined ? null : sheet; }
    *[Symbol.iterator]() { yield* documentStyleSheets(this._doc); }
}
/// Index access on the list (`document.styleSheets[0]`), which reads the sheets as they are now.
const styleSheetListHandler = {
    get(target, name, receiver) {
        if (typeof name === 'string' && /^(0|[1-9]\d*)$/.test(name)) return target.item(Number(name)) ?? undefined;
        return Reflect.get(target, name, target);
    },
    has(target, name) {
        if (typeof name === 'string' && /^(0|[1-9]\d*)$/.test(name)) return Number(name) < target.length;
        return name in target;
    },
};

// --- the document's sheets -----------------------------------------------------------------

/// A document's style state, made when it first makes a sheet owner.
function styleStateOf(doc) {
    let state = doc._styleState;
    if (state === null) {
        state = { owners: [], tree: -1, dirty: true, version: 0, sheets: [], signature: [], index: null, scopes: null, animates: false,
            stamp: 0, textChecked: -1, textCheckedStamp: -1, textAnimates: false, selectsStyleAttribute: true, selected: null,
            changeReach: null };
        doc._styleState = state;
    }
    return state;
}

/// HTMLStyleElement's constructor: the document now has a sheet owner (one not yet connected counts: it is filtered when read).
/// The parser's owners change the index when the parser ends them (parsedStyleEnded), their animations at
/// the end of the parse (styleSheetsLoaded), which looks at every element.
function styleOwnerCreated(element) {
    const doc = element._doc;
    const state = styleStateOf(doc);
    state.owners.push(element);
    if (doc._readyState !== 'loading') styleSheetsChanged(doc);
}

/// A `<style>` (or `<link>`) inserted: it may be an owner of another document now (adopted).
function styleOwnerConnected(element) {
    const state = styleStateOf(element._doc);
    if (!state.owners.includes(element)) state.owners.push(element);
    styleSheetsChanged(element._doc);
}

/// A node inserted into a document with sheets: a `<style>`'s text changes its sheet; an element's style may change.
function styleTreeInserted(node) {
    const parent = node._parent;
    if (node._nt === 1) cssAnimationsInserted(node);
    else if (parent !== null && parent._nt === 1 && parent._local === 'style') styleSheetsChanged(node._doc);
}

/// A node of a document with sheets removed: when it is or holds an owner (or is a style's text), the
/// sheets changed, and the owners it takes away leave the document's list (styleOwnerConnected puts
/// one back when it is inserted again). Its later siblings may match other rules now.
function styleTreeRemoved(node) {
    const doc = node._doc;
    const parent = node._parent;
    if (parent !== null && parent._nt === 1 && parent._local === 'style') { styleSheetsChanged(doc); return; }
    if (node._nt !== 1) return;
    if (parent !== null && parent._nt === 1) cssAnimationsSiblingsChanged(parent);
    const state = doc._styleState;
    const owners = state.owners;
    let kept = null;
    for (let i = 0; i < owners.length; i++) {
        const owner = owners[i];
        if (owner === node || node.contains(owner)) { if (kept === null) kept = owners.slice(0, i); }
        else if (kept !== null) kept.push(owner);
    }
    if (kept === null) return;
    state.owners = kept;
    styleSheetsChanged(doc);
}

/// A text node of a `<style>` changed its data.
function styleSheetTextChanged(style) {
    if (style._doc._styleState !== null) styleSheetsChanged(style._doc);
}

/// Something about the document's sheets changed: the index is rebuilt when next read, and the
/// animations are checked again.
function styleSheetsChanged(doc) {
    const state = doc._styleState;
    if (state === null) return;
    state.dirty = true;
    state.stamp++;
    cssAnimationsSheetsChanged(doc);
}

/// The parser ended a `<style>` (Loader.js runBuilder): its text is all in. The index is looked at again
/// when next read; its animations wait for the end of the parse (styleSheetsLoaded). The parser's other
/// insertions change no sheet (a `<link>`'s comes with its resource, styleOwnerConnected), so a script
/// that runs during the parse finds the index standing, where it was looked at again after every change
/// of the tree (a carousel's script at the end of the body, writing and reading styles).
export function parsedStyleEnded(style) {
    const state = style._doc._styleState;
    if (state === null) return;
    state.dirty = true;
    state.stamp++;
}

/// The document's parse ended (Loader.js): its style is computed before DOMContentLoaded and
/// `load`, so a change their listeners make starts transitions from it, as on a phone.
export function styleSheetsLoaded(doc) {
    styleSheetsChanged(doc);
    flushStyleChanges();
}

/// A rule or sheet changed through the CSSOM.
export function sheetChanged(sheet) {
    if (sheet === null) return;
    sheet._version++;
    sheet._edited = true;
    const owner = sheet._ownerNode;
    if (owner !== null && owner._doc._styleState !== null) styleSheetsChanged(owner._doc);
}

/// Whether the document's sheets declare an animation, a transition or keyframes. A search of their
/// text answers first (kept until the tree or a sheet changes), so a page whose sheets declare none
/// has them parsed only when its style is asked for.
export function styleSheetsAnimate(doc) {
    const state = doc._styleState;
    if (state === null) return false;
    if (state.tree === styleVersion && !state.dirty) return state.animates;
    if (state.textChecked !== styleVersion || state.textCheckedStamp !== state.stamp) {
        state.textChecked = styleVersion;
        state.textCheckedStamp = state.stamp;
        state.textAnimates = sheetTextMayAnimate(state);
    }
    return state.textAnimates && documentStyleIndex(doc).animates;
}
function sheetTextMayAnimate(state) {
    for (const owner of state.owners) {
        const sheet = owner._sheet;
        if (sheet !== undefined && sheet._edited) return true;
        const text = owner._local === 'style' ? childText(owner) : sheet !== undefined ? sheet._text : '';
        if (ownerTextMayAnimate(owner, text)) return true;
    }
    return false;
}
/// Whether a sheet's text names an animation, a transition or keyframes, kept per text for the
/// VM: every change of a page's tree asks again, of sheets whose text has not changed, and a
/// search through this realm's frozen RegExp is JavaScriptCore's slow path.
const textAnimatesAnswers = new TextKeyedCache(256, 4 * 1024 * 1024);
function textMayAnimate(text) {
    let answer = textAnimatesAnswers.get(text);
    if (answer === undefined) {
        answer = /animation|transition|keyframes/i.test(text);
        textAnimatesAnswers.set(text, answer);
    }
    return answer;
}
/// textMayAnimate's answer for an owner's text, kept with the owner for as long as its text is the
/// same string: each page brings its sheets' texts anew, and the VM-wide answers are found by
/// comparing a text whole with the one kept (30 µs for Bootstrap's 197 KB sheet), which every change
/// of the page's tree asked again; a string compared with itself is answered without reading it.
const ownerTextAnswers = new WeakMap();
function ownerTextMayAnimate(owner, text) {
    const kept = ownerTextAnswers.get(owner);
    if (kept !== undefined && kept.text === text) return kept.answer;
    const answer = textMayAnimate(text);
    ownerTextAnswers.set(owner, { text, answer });
    return answer;
}

function isStyleSheetLink(element) {
    return element._local === 'link' && hasToken((attributeValue(element, 'rel') || '').toLowerCase(), 'stylesheet');
}

/// An owner's sheet, parsed again when its text changed; null when it has none (not connected, a
/// `type` other than CSS, a link the resourceProvider did not serve).
function ownerSheet(owner) {
    if (!isConnected(owner) || owner._nsURI !== HTML_NS) return null;
    if (owner._local === 'style') {
        const type = attributeValue(owner, 'type');
        if (type !== null && type !== '' && asciiLower(type).trim() !== 'text/css') return null;
        const text = childText(owner);
        if (owner._sheet === undefined || owner._sheet._text !== text) {
            define(owner, '_sheet', new CSSStyleSheet(owner, text));
        }
        return owner._sheet;
    }
    if (owner._local === 'link' && isStyleSheetLink(owner) && owner._sheet !== undefined) return owner._sheet;
    return null;
}

/// `<link rel=stylesheet>`'s answer from the resourceProvider (HTMLElements.js): its sheet, or none.
function linkStyleSheetLoaded(link, answer, url) {
    if (answer === null || answer === undefined) return;
    define(link, '_sheet', new CSSStyleSheet(link, answer.body, url));
    styleOwnerConnected(link);
}

/// `element.sheet` of a `<style>` or `<link>`.
function styleElementSheet(element) {
    const doc = element._doc;
    if (doc._styleState !== null) documentStyleIndex(doc);
    return ownerSheet(element);
}

/// The document's sheets in tree order, refreshed when the tree or a sheet changed.
function documentStyleSheets(doc) {
    if (doc._styleState === null) return [];
    documentStyleIndex(doc);
    return doc._styleState.sheets;
}

/// `document.styleSheets` (Document.js): one list per document.
function documentStyleSheetList(doc) {
    if (doc._styleSheetList === undefined) define(doc, '_styleSheetList', new Proxy(new StyleSheetList(doc), styleSheetListHandler));
    return doc._styleSheetList;
}

/// The document's style index ({ rules, buckets, universal, hostRules, slottedRules, keyframes, animates… }), or null when
/// it has no sheet owner; rebuilt (and `version` moved on) only when the sheets themselves changed. The sheets of each
/// shadow tree make an index of their own (`scopes`, by shadow root), which applies inside that tree and, through
/// `:host`, to its host.
export function documentStyleIndex(doc) {
    const state = doc._styleState;
    if (state === null) return null;
    if (state.tree === styleVersion && !state.dirty) return state.index;
    // Only what styleSheetsChanged and parsedStyleEnded hear of changes the sheets: an owner inserted or
    // removed, its text, its attributes, a sheet, the viewport. They do not hear of the owners of shadow
    // trees leaving with their host: then the owners are looked at again.
    if (!state.dirty && state.index !== null && shadowRootCount === 0) {
        state.tree = styleVersion;
        return state.index;
    }
    // Owners made but never inserted (or adopted away) leave the list; inserting one puts it back (styleOwnerConnected).
    state.owners = state.owners.filter((o) => o._doc === doc && isConnected(o));
    // Each owner's tree: the document's, or a shadow root's (connected through its host).
    const trees = new Map();
    for (const owner of state.owners) {
        const root = shadowRootCount === 0 ? doc : rootOf(owner);
        const list = trees.get(root);
        if (list === undefined) trees.set(root, [owner]); else list.push(owner);
    }
    const signature = [];
    const built = [];
    for (const root of trees.keys()) {
        const sheets = [];
        const treeSignature = [];
        for (const owner of ownersInTreeOrder(root, trees.get(root))) {
            const sheet = ownerSheet(owner);
            if (sheet === null) continue;
            sheets.push(sheet);
            const media = attributeValue(owner, 'media');
            treeSignature.push(sheet, sheet._version, sheet._disabled, media === null || media === '' || evaluateMediaQuery(media));
        }
        built.push({ root, sheets, signature: treeSignature });
        // A loop, not a spread: this realm's frozen array iterator is JavaScriptCore's slow path.
        signature.push(root);
        for (let i = 0; i < treeSignature.length; i++) signature.push(treeSignature[i]);
    }
    const same = state.index !== null && signature.length === state.signature.length && signature.every((v, i) => v === state.signature[i]);
    state.tree = styleVersion;
    state.dirty = false;
    if (same) return state.index;
    state.signature = signature;
    state.sheets = [];
    state.index = buildStyleIndex([], []);
    state.scopes = null;
    const shared = built.length === 1 && built[0].root === doc ? sharedStyleIndex(built[0]) : null;
    for (const tree of built) {
        const index = shared !== null ? shared.index : buildStyleIndex(tree.sheets, tree.signature);
        if (tree.root === doc) { state.sheets = tree.sheets; state.index = index; continue; }
        if (state.scopes === null) state.scopes = new Map();
        state.scopes.set(tree.root, index);
    }
    state.animates = state.index.animates;
    state.selectsStyleAttribute = state.index.selectsStyleAttribute
        || (state.scopes !== null && [...state.scopes.values()].some((index) => index.selectsStyleAttribute));
    state.selected = shared !== null ? shared.selected : selectedNames(built);
    state.changeReach = state.scopes === null && state.selected !== null ? state.index.changeReach : null;
    state.version++;
    return state.index;
}

/// What the selectors of every style rule of `trees` (their sheets whole: disabled ones and `@media`
/// blocks that do not apply too, so a change of either needs no new answer) may test of an element:
/// `{ attributes, valued, classes, ids }` (sets of lower-case names; `valued` the attributes a selector
/// tests the value of, not only the presence; `ids` null when `:target` makes any id matter), or null
/// when a selector's text has escapes (then every attribute may matter).
function selectedNames(trees) {
    const names = {
        attributes: new Set(), valued: new Set(), classes: new Set(), ids: new Set(),
        siblings: { attributes: new Set(), valued: new Set(), classes: new Set(), ids: new Set() },
    };
    const visit = (rules) => {
        for (let i = 0; i < rules.length; i++) {
            const rule = rules[i];
            if (rule instanceof CSSMediaRule) { if (!visit(rule._rules)) return false; continue; }
            if (!(rule instanceof CSSStyleRule)) continue;
            const text = rule._selectorText;
            if (text.indexOf('\\') >= 0) return false;
            addSelectedNames(text, names);
            if (text.indexOf('+') >= 0 || text.indexOf('~') >= 0 || text.indexOf('(') >= 0) {
                const before = siblingSelectingText(text);
                if (before !== '') addSelectedNames(before, names.siblings);
            }
        }
        return true;
    };
    for (const { sheets } of trees) for (const sheet of sheets) if (!visit(rulesOf(sheet))) return null;
    if (names.ids === null) names.siblings.ids = null;
    return names;
}
/// Adds the attribute, class and id names selector text `text` may test to `names` (`ids` becomes
/// null when `:target` makes any id matter), and to `names.valued` the attributes tested by more than
/// presence (`[type=checkbox]`, not `[href]`). A quoted value may add a name that is not one: more
/// changes count, none is missed.
function addSelectedNames(text, names) {
    if (text.indexOf('[') >= 0) {
        for (const m of text.matchAll(/\[\s*(?:(?:[-\w]*|\*)?\|(?!=))?\s*([-\w\u0080-\uffff]+)\s*(\]?)/g)) {
            const name = asciiLower(m[1]);
            names.attributes.add(name);
            if (m[2] === '') names.valued.add(name);
        }
    }
    addNamesAfter(text, '.', names.classes);
    if (names.ids !== null) {
        if (text.indexOf(':') >= 0 && /:target/i.test(text)) names.ids = null;
        else addNamesAfter(text, '#', names.ids);
    }
}
/// The parts of a selector list's text whose compounds an element's later siblings are matched with:
/// in each complex selector, what comes before its last sibling combinator (`+`, `~`), or all of it
/// when one sits inside a pseudo-class's argument (`:is(.a + .b)`; `An+B` is no combinator) or it
/// holds `:nth-child(… of S)`. A change of a name found nowhere in these changes no sibling's match of
/// any rule. Joined by commas; '' when there is none.
function siblingSelectingText(text) {
    const parts = [];
    let start = 0, last = -1, nested = false, depth = 0;
    const end = (at) => {
        if (nested) parts.push(text.slice(start, at));
        else if (last >= 0) parts.push(text.slice(start, last));
        start = at + 1; last = -1; nested = false;
    };
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 91 || c === 34 || c === 39) {
            // An attribute selector or a string: its value is not selector syntax.
            const close = text.indexOf(c === 91 ? ']' : c === 34 ? '"' : "'", i + 1);
            if (close < 0) return text;
            i = close;
        } else if (c === 40) {
            // `:nth-child(2n+1)`: its `+` is a number's sign; `:nth-child(2 of S)` matches S on the siblings.
            if (/:nth-[-a-z]*$/i.test(text.slice(Math.max(0, i - 20), i))) {
                const close = text.indexOf(')', i);
                if (close >= 0 && !/\sof\s/i.test(text.slice(i, close))) { i = close; continue; }
                nested = true;
            }
            depth++;
        } else if (c === 41) {
            if (depth > 0) depth--;
        } else if (c === 43 || c === 126) {
            if (depth === 0) last = i; else nested = true;
        } else if (c === 44 && depth === 0) {
            end(i);
        }
    }
    end(text.length);
    return parts.join(',');
}

/// Adds to `set`, in lower case, each name that follows `mark` in `text`, as the RegExp
/// `<mark>([-\w\u0080-\uffff]+)`, global, finds them; a scan, as this frozen realm's RegExp is slow to
/// run, and every rule of a page's sheets is read.
function addNamesAfter(text, mark, set) {
    let at = text.indexOf(mark);
    while (at >= 0) {
        let end = at + 1;
        while (end < text.length && isSelectorNameCode(text.charCodeAt(end))) end++;
        if (end > at + 1) set.add(asciiLower(text.slice(at + 1, end)));
        at = text.indexOf(mark, end);
    }
}
/// `[-\w\u0080-\uffff]`: a hyphen, an underscore, an ASCII letter or digit, or any code unit past ASCII.
const isSelectorNameCode = (c) => c === 45 || c === 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
    || c >= 0x80;

/// Attributes that neither the cascade (its user-agent defaults and presentational hints) nor the
/// layout reads: a change of one reaches style only through a rule that selects on it.
const unstyledAttributes = new Set(['role', 'tabindex', 'title', 'alt', 'target', 'download', 'loading', 'decoding',
    'fetchpriority', 'draggable', 'spellcheck', 'translate', 'autocomplete', 'autocapitalize', 'inputmode', 'enterkeyhint',
    'accesskey', 'nonce', 'integrity', 'crossorigin', 'referrerpolicy', 'itemprop', 'itemscope', 'itemtype', 'itemid',
    'itemref']);
const isUnstyledAttribute = (name) => unstyledAttributes.has(name) || name.startsWith('data-') || name.startsWith('aria-')
    || (name.length > 2 && name.charCodeAt(0) === 111 && name.charCodeAt(1) === 110);

/// How far the change of `element`'s attribute `name` (no namespace) from `old` to `value` reaches
/// (Collections.js `treeChanged`): UNSTYLED_CHANGE for an attribute no rule selects on and neither the
/// cascade nor the layout reads; INLINE_STYLE_CHANGE for a `style` attribute no rule selects on
/// (INLINE_PAINT_CHANGE when the layout reads none of what changed); else the styles of the element's
/// subtree (LOCAL_STYLE_CHANGE, `localStyleChange`) or, when the rules can say no less, every element's
/// (STYLED_CHANGE). A carousel that moves `aria-hidden`, `tabindex` and its own state classes over its
/// slides keeps its layout. Conservative until the document's sheets are indexed.
function attributeChangeReach(element, name, old, value) {
    const state = element._doc._styleState;
    if (name === 'style') {
        if (state !== null && state.selectsStyleAttribute !== false) return STYLED_CHANGE;
        const change = styleTextChange(old, value);
        return change === PAINT_ONLY || (change === TRANSLATION_SWITCH && translationSwitchKeepsLayout(element))
            ? INLINE_PAINT_CHANGE : INLINE_STYLE_CHANGE;
    }
    let selected = noneSelected;
    if (state !== null) {
        // A sheet owner's attributes (media, type, rel, href, title, disabled) change the sheets themselves.
        if (element._local === 'style' || element._local === 'link') { styleSheetsChanged(element._doc); return STYLED_CHANGE; }
        selected = state.selected;
        if (selected === null) return STYLED_CHANGE;
    }
    if (name === 'class') {
        if (selected.attributes.has('class')) return localStyleChange(element, state, name, old, value);
        return classesDiffer(old, value, selected.classes) ? localStyleChange(element, state, name, old, value) : UNSTYLED_CHANGE;
    }
    if (name === 'id') {
        if (selected.attributes.has('id') || selected.ids === null) return STYLED_CHANGE;
        return (old !== null && selected.ids.has(asciiLower(old))) || (value !== null && selected.ids.has(asciiLower(value)))
            ? localStyleChange(element, state, name, old, value) : UNSTYLED_CHANGE;
    }
    const lower = asciiLower(name);
    // A value changed with the attribute kept (a link's `href`): rules that test only its presence match as before.
    const presenceKept = (old === null) === (value === null);
    const matchMayChange = !presenceKept || selected.valued.has(lower);
    if (selected.attributes.has(lower) && matchMayChange) return localStyleChange(element, state, name, old, value);
    return isUnstyledAttribute(lower) || (presenceKept && element._local !== 'base' && presenceReadAttributes.has(lower))
        ? UNSTYLED_CHANGE : localStyleChange(element, state, name, old, value);
}
/// Attributes the cascade reads only the presence of (a link's `href`: `:link`, `:any-link`) and the
/// layout not at all. A `<base>`'s `href` is the document's base URL, which relative URLs in styles resolve against.
const presenceReadAttributes = new Set(['href']);
/// Whether the change of `element`'s attribute `name` (no namespace) from `old` to `value` may change
/// the match of a rule of its document on the element's later siblings: the rules test the attribute
/// (or the class or id that comes or goes) in a compound before a sibling combinator
/// (`siblingSelectingText`); true when they cannot say. A link's `href` on a page of Bootstrap's
/// sheet (whose `+` and `~` rules test classes) changes the link's style alone.
export function attributeReachesSiblings(element, name, old, value) {
    const state = element._doc._styleState;
    if (state === null) return false;
    const selected = state.selected;
    if (selected === null) return true;
    const siblings = selected.siblings;
    // A prefixed name (`xlink:href`): the rules name its local part (`[xlink|href]`).
    if (name.indexOf(':') >= 0) return siblings.attributes.size !== 0;
    if (siblings.attributes.has(name === 'class' || name === 'id' ? name : asciiLower(name))) return true;
    if (name === 'class') return classesDiffer(old, value, siblings.classes);
    if (name === 'id') {
        return siblings.ids === null || (old !== null && siblings.ids.has(asciiLower(old))) || (value !== null && siblings.ids.has(asciiLower(value)));
    }
    return false;
}
/// A change of `element`'s attributes that the rules of its document (`state`, null without sheets) may
/// select on: it reaches the styles of the element's subtree (its parent's, when a rule selects on a
/// sibling: `+`, `~`, `:nth-child(… of S)`; its outermost form's or fieldset's for a form control when a
/// rule selects on `:valid` or `:invalid`), unless a rule selects on what a change elsewhere changes
/// (`:has()`, `:default`…; `selectorReach`).
function localStyleChange(element, state, name, old, value) {
    if (shadowRootCount !== 0) return STYLED_CHANGE;
    if (state === null) { stampStyle(element); return LOCAL_STYLE_CHANGE; }
    const reach = state.changeReach;
    if (reach === null) return STYLED_CHANGE;
    let root = element;
    if (reach.validity && element._nsURI === HTML_NS && validityElements.has(element._local)) {
        // A control a `form` attribute associates with a form elsewhere changes that form's validity.
        if (attributeValue(element, 'form') !== null) return STYLED_CHANGE;
        root = validityRoot(element, element);
    }
    if (root === element && reach.siblings && !attributeReachesSiblings(element, name, old, value)) stampStyle(root);
    else stampReach(root, reach);
    return LOCAL_STYLE_CHANGE;
}
/// Stamps the styles a change at `root` reaches: its subtree's, its parent's when a rule selects on a sibling.
function stampReach(root, reach) {
    const parent = root._parent;
    stampStyle(reach.siblings && parent !== null && parent._nt === 1 ? parent : root);
}
/// The elements whose attributes a control's validity reads (its own, a fieldset's `disabled`, an
/// option's `selected`), and whose match of `:valid` or `:invalid` the controls inside change.
const validityElements = new Set(['input', 'select', 'textarea', 'button', 'output', 'object', 'fieldset', 'form', 'option',
    'optgroup', 'datalist']);
/// The outermost `form` or `fieldset` among `element` and its ancestors (whose validity is that of the
/// controls inside), else `otherwise`.
function validityRoot(element, otherwise) {
    let root = otherwise;
    for (let n = element; n !== null && n._nt === 1; n = n._parent) {
        if ((n._local === 'form' || n._local === 'fieldset') && n._nsURI === HTML_NS) root = n;
    }
    return root;
}
/// Whether an element of `node`'s subtree names its form with a `form` attribute.
function holdsFormAttribute(node) {
    for (let n = node; n !== null; n = following(n, node)) if (n._nt === 1 && attributeValue(n, 'form') !== null) return true;
    return false;
}
/// A change of an element's state that selectors read and that no tree or attribute change shows: its
/// focus (`:focus`, `:focus-visible`, and its ancestors' `:focus-within`), checkedness (a radio group's
/// too), `indeterminate`, value or custom validity (`:placeholder-shown`, `:in-range`, `:valid` and
/// `:invalid` of it, its fieldsets and form), an option's selectedness, the URL's fragment (`:target`).
/// It reaches every element's style when the rules of the document select on such state, or when
/// they cannot say (a shadow tree's sheets, sheets not indexed yet); none otherwise.
function elementStateChanged(element) {
    const doc = element._doc;
    const state = doc === null || doc === undefined ? null : doc._styleState;
    if (shadowRootCount === 0 && (state === null || (state.changeReach !== null && !state.changeReach.elementState))) return;
    treeChanged(STYLED_CHANGE);
}
/// How far a change of `parent`'s children (`node` inserted, or `removed` removed) reaches the styles of
/// the document's elements (Collections.js `treeChanged`): the inserted subtree's, or its parent's with
/// structural rules (`:first-child`, `+`, `:empty`…), or its outermost form's or fieldset's with
/// `:valid` or `:invalid` rules; every element's when a rule selects on what a change elsewhere
/// changes, in a shadow tree, for the document's own children, or before the sheets are indexed. Only
/// the `<style>` and `<link>` elements change the sheets (styleTreeInserted, styleTreeRemoved).
function childrenChangeReach(parent, node, removed) {
    if (parent._nt === 9 || shadowRootCount !== 0) return STYLED_CHANGE;
    const state = parent._doc._styleState;
    let structural = false;
    if (state !== null) {
        const reach = state.changeReach;
        if (reach === null) return STYLED_CHANGE;
        structural = reach.structure;
        if (reach.validity && parent._nt === 1) {
            if (holdsFormAttribute(node !== null ? node : removed)) return STYLED_CHANGE;
            const root = validityRoot(parent, null);
            if (root !== null) { stampReach(root, reach); return LOCAL_STYLE_CHANGE; }
        }
    }
    const child = node !== null ? node : removed;
    if (structural && parent._nt === 1) {
        if (child !== null && child._nt === 1) stampStructuralChange(parent, node, removed, state.index.structure);
        else if (child === null || !isCharacterData(child) || changesEmptiness(parent, child)) stampStyle(parent);
    } else if (node !== null && node._nt === 1) stampStyle(node);
    return LOCAL_STYLE_CHANGE;
}
/// Whether inserting or removing `node`, character data, may change `parent`'s match of `:empty`
/// (Selectors.js: no element, no text with data): a text with data where no other element or text with
/// data is. The structural pseudo-classes and the sibling combinators count elements only, so that is
/// all such a change may change: the parser's whitespace between a page's elements, and a text set
/// into an element that holds others, restyle nothing.
function changesEmptiness(parent, node) {
    if ((node._nt !== 3 && node._nt !== 4) || node._data === '') return false;
    for (let c = parent._first; c !== null; c = c._next) {
        if (c !== node && (c._nt === 1 || ((c._nt === 3 || c._nt === 4) && c._data !== ''))) return false;
    }
    return true;
}
const noneSelected = { attributes: new Set(), valued: new Set(), classes: new Set(), ids: new Set() };

/// Which of a parent's children an element inserted among them or removed from them may change the
/// styles of, by the rules' structural compounds (one with `:first-child`, `:nth-last-child()`… or
/// after a `+` or `~`): a child that bears a name such a compound requires (its type, id or a class:
/// `.list-group-item:last-child`), or any child of a parent that bears the names the compound's `>`
/// parent requires (`.btn-group > :not(:last-child)`). From the index's `structure`:
/// - `keys`: one name each parent-free compound requires (`type`, `#id`, `.class`, lower case);
/// - `parents`: [{ parent: the names the parent requires, key: one the child requires, or null }];
/// - `lefts`: the names a compound before a `+` or `~` requires when the compound after requires none
///   (`legend + *`): with such a child among the children, every child;
/// - `empty`, `disabled`: `:empty`, `:disabled` or `:enabled` appear (a fieldset's first legend);
/// - `any`: some structural compound may be any child of any parent (every child, as before).
function structuralSites(styleRules) {
    const sites = { keys: new Set(), parents: [], lefts: new Set(), empty: false, disabled: false, any: false };
    for (const { selector } of styleRules) {
        for (const steps of selector) {
            for (let i = 0; i < steps.length; i++) {
                const { compound, combinator } = steps[i];
                const text = compound.pseudoText;
                if (text !== null && /:empty/i.test(text)) sites.empty = true;
                if (text !== null && /:(disabled|enabled)/i.test(text)) sites.disabled = true;
                const structural = text !== null && /:(first-|last-|only-|nth-)/i.test(text);
                const sibling = combinator === '+' || combinator === '~';
                if (!structural && !sibling) continue;
                // A structural pseudo-class in an argument with a combinator tests another element (`:is(.a:first-child .b)`).
                if (structural && nestedCombinator(text)) { sites.any = true; continue; }
                const own = requiredNames(compound);
                if (combinator === '>' && i > 0) {
                    const parent = requiredNames(steps[i - 1].compound);
                    if (parent !== null) { sites.parents.push({ parent, key: own === null ? null : own[0] }); continue; }
                }
                if (own !== null) { sites.keys.add(own[0]); continue; }
                const left = sibling ? requiredNames(steps[i - 1].compound) : null;
                if (left !== null) sites.lefts.add(left[0]); else sites.any = true;
            }
        }
    }
    return sites;
}
/// The names a compound requires of an element (`div`, `#id`, `.class`, lower case, the type first),
/// or null for none (`*`, `:not(.x)`).
const requiredNames = (compound) => addCompoundKeys(compound, null);
/// Whether a compound's pseudo-class text holds a combinator inside an argument (past An+B's signs).
function nestedCombinator(text) {
    const args = text.replace(/:nth-[-a-z]*\(\s*[-+\dn\s]*\)/gi, '');
    return /\([^)]*[\s>+~][^)]*\)/.test(args.replace(/\(\s+|\s+\)/g, (m) => m.trim()));
}
/// Whether `element` bears the name `key` (requiredNames' spelling).
function bearsName(element, key) {
    const c = key.charCodeAt(0);
    if (c === 46) {
        const classes = attributeValue(element, 'class');
        return classes !== null && hasToken(asciiLower(classes), key.slice(1));
    }
    if (c === 35) {
        const id = attributeValue(element, 'id');
        return id !== null && asciiLower(id) === key.slice(1);
    }
    return asciiLower(element._local) === key;
}
/// Whether `element` bears every name of `names`.
const bearsNames = (element, names) => names.every((key) => bearsName(element, key));
/// Whether `element` bears one of the names of `keys` (a Set), read from its type, id and classes.
function bearsOneOf(element, keys) {
    if (keys.size === 0) return false;
    if (keys.has(asciiLower(element._local))) return true;
    const id = attributeValue(element, 'id');
    if (id !== null && keys.has('#' + asciiLower(id))) return true;
    const classes = attributeValue(element, 'class');
    if (classes !== null) for (const name of asciiTokens(classes)) if (keys.has('.' + asciiLower(name))) return true;
    return false;
}
/// A parent with more element children is restyled whole: the children are not each looked at.
const structuralChildrenLimit = 64;

/// Stamps the children of `parent` whose styles an element inserted among them (`node`, not linked yet)
/// or removed (`removed`, still linked) may change by the document's structural rules (`sites`,
/// structuralSites), the inserted element itself, or the parent when the rules cannot say less.
function stampStructuralChange(parent, node, removed, sites) {
    const changed = node !== null ? node : removed;
    let count = 0;
    for (let c = parent._first; c !== null; c = c._next) if (c._nt === 1 && ++count > structuralChildrenLimit) break;
    if (sites === null || sites.any || count > structuralChildrenLimit
        || (sites.disabled && (changed._local === 'legend' || parent._local === 'fieldset'))
        || (sites.empty && count === (node !== null ? 0 : 1))) {
        stampStyle(parent);
        return;
    }
    let keys = sites.keys;
    for (const { parent: names, key } of sites.parents) {
        if (!bearsNames(parent, names)) continue;
        if (key === null) { stampStyle(parent); return; }
        if (keys === sites.keys) keys = new Set(keys);
        keys.add(key);
    }
    if (sites.lefts.size !== 0) {
        if (node !== null && bearsOneOf(node, sites.lefts)) { stampStyle(parent); return; }
        for (let c = parent._first; c !== null; c = c._next) if (c._nt === 1 && bearsOneOf(c, sites.lefts)) { stampStyle(parent); return; }
    }
    if (node !== null) stampStyle(node);
    for (let c = parent._first; c !== null; c = c._next) if (c._nt === 1 && c !== removed && bearsOneOf(c, keys)) stampStyle(c);
}

/// What a change of a `style` attribute's text from `old` to `value` changes that the layout reads:
/// PAINT_ONLY when the texts differ only in `transform`, `-webkit-transform` or `translate`, none of
/// which goes from or to none, and in `opacity`, `visibility` and transitions (a carousel moving its
/// track, a page showing its body); TRANSLATION_SWITCH when, besides those, a translation goes from or
/// to none (the box becomes, or stops being, its positioned descendants' containing block); else
/// LAID_OUT. Texts with quotes, escapes, comments or url() are not read. No attribute declares as
/// little as an empty one (Splide empties its arrows' style attribute to show them).
function styleTextChange(old, value) {
    const before = laidOutDeclarations(old === null ? '' : old), after = laidOutDeclarations(value === null ? '' : value);
    if (before === null || after === null || before.length !== after.length) return LAID_OUT;
    // The last entry says which translations are none.
    const last = before.length - 1;
    for (let i = 0; i < last; i++) if (before[i] !== after[i]) return LAID_OUT;
    return before[last] === after[last] ? PAINT_ONLY : TRANSLATION_SWITCH;
}
const PAINT_ONLY = 0, TRANSLATION_SWITCH = 1, LAID_OUT = 2;
const translationProperties = ['transform', '-webkit-transform', 'translate'];
const paintProperties = new Set(['opacity', 'visibility']);
const isPaintProperty = (name) => paintProperties.has(name) || name.startsWith('transition')
    || name.startsWith('-webkit-transition');
/// A style text's declarations that the layout reads, in order, with whether each translation is
/// none at the end (as a declaration of its own); null when the text is not read that simply.
function laidOutDeclarations(text) {
    // Searched for without a RegExp (slow to run in this frozen realm): this runs twice per style write.
    if (text.indexOf('"') >= 0 || text.indexOf("'") >= 0 || text.indexOf('\\') >= 0 || text.indexOf('/*') >= 0
        || (text.indexOf('(') >= 0 && /url\(/i.test(text))) return null;
    const kept = [];
    const none = [true, true, true];
    let start = 0;
    while (start < text.length) {
        let end = text.indexOf(';', start);
        if (end < 0) end = text.length;
        const declaration = text.slice(start, end).trim();
        start = end + 1;
        if (declaration === '') continue;
        const colon = declaration.indexOf(':');
        const property = colon < 0 ? '' : asciiLower(declaration.slice(0, colon).trim());
        if (isPaintProperty(property)) continue;
        const which = translationProperties.indexOf(property);
        if (which < 0) { kept.push(declaration); continue; }
        let v = asciiLower(declaration.slice(colon + 1));
        if (v.indexOf('!') >= 0) v = v.replace(/!\s*important\s*$/, '');
        v = v.trim();
        // What var() or inherit gives is not read here.
        if (v.indexOf('var(') >= 0 || v === 'inherit') return null;
        none[which] = v === 'none' || v === '' || v === 'initial' || v === 'unset' || v === 'revert' || v === 'revert-layer';
    }
    kept.push(none.join());
    return kept;
}

/// Whether a class in one of the lists and not in the other is in `classes` (lower case).
function classesDiffer(old, value, classes) {
    if (classes.size === 0) return false;
    const before = old === null ? [] : asciiTokens(old), after = value === null ? [] : asciiTokens(value);
    for (const token of before) if (!after.includes(token) && classes.has(asciiLower(token))) return true;
    for (const token of after) if (!before.includes(token) && classes.has(asciiLower(token))) return true;
    return false;
}

/// `owners` (all in the tree of `root`) in tree order: one walk of the tree when there are several (sheets change rarely).
/// The index is checked after every styled change of the document: the owners (a few) are ordered
/// by their ancestors, not by a walk of the whole tree.
function ownersInTreeOrder(root, owners) {
    if (owners.length <= 1) return owners;
    const ordered = [];
    for (let i = 0; i < owners.length; i++) {
        const owner = owners[i];
        if (ordered.includes(owner)) continue;
        let j = ordered.length - 1;
        ordered.push(owner);
        while (j >= 0 && comesAfter(ordered[j], owner)) { ordered[j + 1] = ordered[j]; j--; }
        ordered[j + 1] = owner;
    }
    return ordered;
}
/// Whether `a` comes after `b` in tree order (two nodes of one tree).
function comesAfter(a, b) {
    const pathA = pathFromRoot(a), pathB = pathFromRoot(b);
    let i = 0;
    while (i < pathA.length && i < pathB.length && pathA[i] === pathB[i]) i++;
    // One holds the other (a `<style>` appended to a `<style>`): the ancestor comes first.
    if (i === pathA.length) return false;
    if (i === pathB.length) return true;
    for (let n = pathB[i]._next; n !== null; n = n._next) if (n === pathA[i]) return true;
    return false;
}
/// `node`'s ancestors from its root down, and itself.
function pathFromRoot(node) {
    const path = [];
    for (let n = node; n !== null; n = n._parent) path.push(n);
    return path.reverse();
}

/// The index of the style rules for the tree of `root` (a document or a shadow root; documentStyleIndex made it), or null.
export function treeStyleIndex(doc, root) {
    const state = doc._styleState;
    if (root === doc) return state.index;
    return state.scopes === null ? null : state.scopes.get(root) || null;
}

/// The style rules that apply (media evaluated, disabled sheets left out) in order, each selector of
/// a list apart with its specificity; the `@keyframes` names; and the rules an animation check must
/// look at (those that declare animations or transitions, or a property some transition names).
/// The index (and the names its selectors test) of a document's sheets that no CSSOM call changed, kept
/// for the realm by what decides it: each sheet's templates, whether it is disabled and its owner's
/// `media` applies, and the viewport its `@media` rules were read against. A page that inlines a
/// framework's sheet then builds its index once for every web view that shows it. The index is not
/// changed once built (the cascade only reads it); null for sheets a page changed. The oldest go first.
const sharedStyleIndexes = new TextKeyedCache(16, Infinity);
function sharedStyleIndex(tree) {
    const { sheets, signature } = tree;
    const viewport = viewportOf(win);
    let key = viewport.width + 'x' + viewport.height + 'x' + viewport.devicePixelRatio;
    for (let i = 0; i < sheets.length; i++) {
        const sheet = sheets[i];
        if (sheet._edited || sheet._templates === undefined) return null;
        key += ',' + sheet._templates.id + (signature[i * 4 + 2] ? 'd' : 'e') + (signature[i * 4 + 3] ? 'm' : 'n');
    }
    let entry = sharedStyleIndexes.get(key);
    if (entry === undefined) {
        entry = { index: buildStyleIndex(sheets, signature), selected: selectedNames([tree]) };
        sharedStyleIndexes.set(key, entry);
    }
    return entry;
}

function buildStyleIndex(sheets, signature) {
    const rules = [];
    const keyframes = new Set();
    const styleRules = [];
    let order = 0;
    const visit = (list) => {
        for (const rule of list) {
            if (rule instanceof CSSStyleRule) {
                const entries = expandedEntries(rule._declaration._props);
                const made = [];
                styleRules.push({ selector: rule._selector, entries, text: rule._selectorText, rules: made });
                for (const steps of rule._selector) {
                    const one = { selector: [steps], specificity: specificity(steps), order: order++, entries, ancestorKeys: ancestorKeys(steps), animates: false };
                    made.push(one);
                    rules.push(one);
                }
            } else if (rule instanceof CSSMediaRule) {
                if (evaluateMediaQuery(rule._mediaText)) visit(rule._rules);
            } else if (rule instanceof CSSKeyframesRule) {
                keyframes.add(rule._name);
            }
        }
    };
    sheets.forEach((sheet, i) => { if (!sheet._disabled && signature[i * 4 + 3]) visit(rulesOf(sheet)); });
    rules.sort((a, b) => a.specificity - b.specificity);
    // Each rule in one bucket by its subject's id, else first class, else type (lower case: a quirks
    // document's ids and classes match in any case), so an element is matched against the rules that can match it.
    const buckets = new Map();
    const universal = [];
    // The rules whose subject is `:host` (a shadow tree's sheets): they apply to the tree's host, and to nothing inside it.
    const hostRules = [];
    // The rules whose subject is `::slotted()`: they apply to the elements assigned to the tree's slots.
    const slottedRules = [];
    rules.forEach((rule, rank) => {
        rule.rank = rank;
        const steps = rule.selector[0];
        const subject = steps[steps.length - 1].compound;
        if (subject.hostOnly) { hostRules.push(rule); return; }
        if (subject.slotted !== null) { slottedRules.push(rule); return; }
        // A pseudo-element's rule (`*::before`, `::-webkit-inner-spin-button`) matches no element.
        if (subject.never) return;
        const key = subject.id !== null ? '#' + asciiLower(subject.id) : subject.classes.length !== 0 ? '.' + asciiLower(subject.classes[0])
            : subject.tag !== null ? asciiLower(subject.tag) : null;
        if (key === null) { universal.push(rule); return; }
        const bucket = buckets.get(key);
        if (bucket === undefined) buckets.set(key, [rule]); else bucket.push(rule);
    });
    // Which properties transitions name ('all' makes every declaring rule matter).
    const transitioned = new Set();
    // Keyframes make an inline `animation` run: the elements must be looked at then too.
    let animates = keyframes.size !== 0;
    for (const { entries } of styleRules) {
        for (const [name, value, , shorthand] of entries) {
            // A transition whose properties wait for var() may name any of them.
            if (name === 'transition-property') for (const p of shorthand === undefined && !/var\(/i.test(value) ? splitCSS(value, ',') : ['all']) transitioned.add(p.toLowerCase());
            if (name.startsWith('animation') || name.startsWith('transition')) animates = true;
        }
    }
    // The rules that may start an animation or a transition on the elements they match (`animates`:
    // Cascade.js matchesAnimatingRule looks only at these among an element's candidate rules).
    // Whether one's match can change with an earlier sibling (`+`, `~`, `:nth-child()`…) or
    // a descendant (`:has()`): then a change there looks at the siblings, or the whole document.
    let siblings = false, relational = false;
    if (animates) {
        for (const { entries, text, rules: made } of styleRules) {
            if (!entries.some(([name]) => name.startsWith('animation') || name.startsWith('transition') || transitioned.has('all') || transitioned.has(name))) continue;
            for (let i = 0; i < made.length; i++) made[i].animates = true;
            if (/[+~]|:(nth-|first-|last-|only-|empty)/i.test(text)) siblings = true;
            if (/:has\(/i.test(text)) relational = true;
        }
    }
    // Whether a selector may test the `style` attribute (any attribute selector naming it, so `[data-style]` too).
    const selectsStyleAttribute = styleRules.some(({ text }) => /\[[^\]]*style/i.test(text));
    // How far a change of one element's attributes or children reaches the others' styles (childrenChangeReach).
    let changeReach = { siblings: false, structure: false, elementState: false, validity: false };
    for (let i = 0; i < styleRules.length && changeReach !== null; i++) {
        const reach = selectorReach(styleRules[i].text);
        if (reach === null) changeReach = null;
        else {
            changeReach.siblings ||= reach.siblings; changeReach.structure ||= reach.structure;
            changeReach.elementState ||= reach.elementState; changeReach.validity ||= reach.validity;
        }
    }
    const structure = changeReach !== null && changeReach.structure ? structuralSites(styleRules) : null;
    return {
        rules, buckets, universal, hostRules, slottedRules, keyframes, animates, siblings, relational, selectsStyleAttribute,
        changeReach, structure,
        // The rules an element's type, id and classes may match, merged (Cascade.js rulesFor): derived
        // from the buckets, which do not change.
        candidateLists: { count: 0, byType: new Map() },
    };
}

/// What a change of an element can change of other elements' match of the selector list `text`:
/// `{ siblings }` when a change of its attributes reaches its later siblings (`+`, `~`, `:nth-child(… of S)`),
/// `{ structure }` when a change of a parent's children reaches the other children (those, and the
/// structural pseudo-classes), `{ elementState }` when it reads state no attribute holds (`:focus`,
/// `:checked`…: `elementStateChanged`), `{ validity }` for `:valid` and `:invalid` (a control's change
/// reaches its form and fieldsets); or null when the selector reads what a change elsewhere changes
/// (`:has()`, `:default`, `:defined`, `:dir()`…) or has escapes: then a change reaches every element.
function selectorReach(text) {
    let siblings = false, structure = false, elementState = false, validity = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 92) return null;
        if (c === 91 || c === 34 || c === 39) {
            // An attribute selector or a string: its value is not selector syntax.
            const end = text.indexOf(c === 91 ? ']' : c === 34 ? '"' : "'", i + 1);
            if (end < 0) return null;
            i = end;
        } else if (c === 43 || c === 126) {
            siblings = structure = true;
        } else if (c === 58) {
            // A pseudo-element (`::before`) is no match of the element itself.
            if (text.charCodeAt(i + 1) === 58) { i++; continue; }
            let end = i + 1;
            while (end < text.length && isSelectorNameCode(text.charCodeAt(end))) end++;
            const name = asciiLower(text.slice(i + 1, end));
            if (structuralPseudoClasses.has(name)) {
                structure = true;
                if (text.charCodeAt(end) === 40 && name.startsWith('nth-')) {
                    // `An+B`, or `An+B of S`: S is a selector list that the element's siblings match.
                    const close = text.indexOf(')', end);
                    if (close < 0) return null;
                    if (/\sof\s/i.test(text.slice(end, close))) siblings = true;
                    else end = close + 1;
                }
            } else if (statePseudoClasses.has(name)) {
                elementState = true;
                if (name === 'valid' || name === 'invalid') validity = true;
            } else if (!elementPseudoClasses.has(name) && !unmatchedPseudoClasses.has(name)) {
                return null;
            }
            i = end - 1;
        }
    }
    return { siblings, structure, elementState, validity };
}
/// The pseudo-classes a change of the element's own children or of its parent's reaches (`:disabled` too: a
/// `<fieldset>`'s first `<legend>` is not disabled with it).
const structuralPseudoClasses = new Set(['first-child', 'last-child', 'only-child', 'nth-child', 'nth-last-child',
    'first-of-type', 'last-of-type', 'only-of-type', 'nth-of-type', 'nth-last-of-type', 'empty', 'disabled', 'enabled']);
/// The pseudo-classes that read state of the element no attribute holds (its descendants' focus for
/// `:focus-within`; its controls' validity for a form's or fieldset's `:valid`): `elementStateChanged`
/// tells the styles of its changes. Not `:default`: a change of one button's type changes another's.
const statePseudoClasses = new Set(['focus', 'focus-visible', 'focus-within', 'checked', 'indeterminate', 'placeholder-shown',
    'in-range', 'out-of-range', 'target', 'valid', 'invalid']);
/// The pseudo-classes that read only the element's own attributes and its ancestors' (and the legacy
/// one-colon pseudo-elements): a change elsewhere does not change them. Not `:dir()`: `dir=auto` reads the text inside.
const elementPseudoClasses = new Set(['not', 'is', 'where', 'matches', '-webkit-any', 'root', 'scope', 'link', 'any-link',
    '-webkit-any-link', 'visited', 'lang', 'required', 'optional', 'read-only', 'read-write', 'before', 'after',
    'first-line', 'first-letter']);

/// A complex selector's specificity as one number (ids, classes, types in base 1000). Pseudo-classes
/// count as classes, but `:is()`, `:not()` and `:has()` count as their most specific argument,
/// `:where()` as nothing, `:nth-child(… of S)` and `:host()` as a class and their argument.
function specificity(steps) {
    let a = 0, b = 0, c = 0, argued = 0;
    for (const { compound } of steps) {
        if (compound.id !== null) a++;
        b += compound.classes.length + compound.attrs.length;
        for (const pseudo of compound.pseudos) {
            const argument = pseudo.argumentSpecificity;
            if (argument === undefined) { b++; continue; }
            argued += argument.base;
            if (argument.list !== null) {
                let most = 0;
                for (const inner of argument.list) most = Math.max(most, specificity(inner));
                argued += most;
            }
        }
        if (compound.tag !== null) c++;
        if (compound.pseudoElement) c++;
    }
    return a * 1000000 + b * 1000 + c + argued;
}

Object.assign(styleHooks, {
    attributeChangeReach, childrenChangeReach, stateChanged: elementStateChanged,
    treeInserted: styleTreeInserted, treeRemoved: styleTreeRemoved, sheetTextChanged: styleSheetTextChanged,
    documentStyleSheets: documentStyleSheetList, linkSheetLoaded: linkStyleSheetLoaded, elementSheet: styleElementSheet,
    ownerCreated: styleOwnerCreated, ownerConnected: styleOwnerConnected,
});

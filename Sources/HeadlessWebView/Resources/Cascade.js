// Cascade.js — computed style without layout: for one element, the declarations of the style rules
// that match it (StyleSheets.js's index) in cascade order — normal declarations by specificity and
// order, the inline style over them, then `!important` ones the same way with the inline ones
// last — over the inherited values of the parent (for the inherited properties and custom
// properties) and the initial values of the rest. `inherit`, `initial`, `unset` and `revert` are
// understood; values are kept as declared (no unit or colour conversion, no `var()`), and the
// `animation`, `transition`, `margin`, `padding` and `inset` shorthands are expanded into their
// longhands, which CSSAnimations.js reads.
//
// The values are computed for an element someone asks about and cached on it against the tree's
// version (every tree or attribute change) and the document's sheet version, so reading them twice
// costs a comparison. State that changes neither (`:hover`, `:focus`, `:checked` by click) is seen
// at the next change.
//
// Provides: computedValues, expandedEntries, initialValue, shorthandLonghands, styleValuesWith.
// Takes: define (Prologue.js); HTML_NS (Node.js); asciiLower, asciiWhitespace (Element.js); treeVersion (Collections.js); matchCompiled (Selectors.js);
//     parseDeclarationBlock, splitCSS (Style.js); hiddenElements (HTMLElements.js); documentStyleIndex (StyleSheets.js);
//     animationKeywords, cssTime (CSSAnimations.js).

/// Initial values a page reads through getComputedStyle (and transitions compare against when one side is unset).
const initialValues = new Map([
    ['visibility', 'visible'], ['position', 'static'], ['opacity', '1'], ['color', 'rgb(0, 0, 0)'],
    ['background-color', 'rgba(0, 0, 0, 0)'], ['font-size', '16px'], ['width', 'auto'], ['height', 'auto'],
    ['transform', 'none'], ['filter', 'none'], ['translate', 'none'], ['scale', 'none'], ['rotate', 'none'],
    ['top', 'auto'], ['right', 'auto'], ['bottom', 'auto'], ['left', 'auto'], ['z-index', 'auto'],
    ['max-height', 'none'], ['max-width', 'none'], ['min-height', '0px'], ['min-width', '0px'],
    ['margin-top', '0px'], ['margin-right', '0px'], ['margin-bottom', '0px'], ['margin-left', '0px'],
    ['padding-top', '0px'], ['padding-right', '0px'], ['padding-bottom', '0px'], ['padding-left', '0px'],
    ['pointer-events', 'auto'], ['overflow', 'visible'],
    ['animation-name', 'none'], ['animation-duration', '0s'], ['animation-delay', '0s'], ['animation-iteration-count', '1'],
    ['animation-timing-function', 'ease'], ['animation-direction', 'normal'], ['animation-fill-mode', 'none'],
    ['animation-play-state', 'running'],
    ['transition-property', 'all'], ['transition-duration', '0s'], ['transition-delay', '0s'], ['transition-timing-function', 'ease'],
]);

/// The properties whose value an element takes from its parent unless it declares one (CSS's "Inherited: yes").
const inheritedProperties = new Set(['color', 'visibility', 'font', 'font-family', 'font-size', 'font-style', 'font-variant',
    'font-weight', 'font-stretch', 'line-height', 'letter-spacing', 'word-spacing', 'text-align', 'text-indent',
    'text-transform', 'text-shadow', 'white-space', 'word-break', 'overflow-wrap', 'word-wrap', 'direction', 'cursor',
    'list-style', 'list-style-type', 'list-style-position', 'list-style-image', 'quotes', 'pointer-events', 'caption-side',
    'border-collapse', 'border-spacing', 'empty-cells', 'writing-mode', 'hyphens', 'tab-size', 'orphans', 'widows',
    'color-scheme', 'accent-color', 'caret-color', 'text-rendering', '-webkit-text-size-adjust', '-webkit-font-smoothing',
    '-webkit-tap-highlight-color', '-webkit-text-fill-color', '-webkit-user-select', 'user-select']);

const inlineDisplayElements = new Set(['a', 'span', 'img', 'b', 'i', 'em', 'strong', 'small', 'label', 'code', 'abbr', 'cite', 'sub',
    'sup', 'u', 's', 'q', 'br', 'input', 'button', 'select', 'textarea', 'svg', 'video', 'audio', 'canvas', 'iframe']);
const inlineBlockElements = new Set(['button', 'select', 'textarea', 'input', 'img', 'video', 'canvas', 'iframe']);

/// `display` as the user-agent sheet gives it: from the element's kind, `none` for hidden ones.
function defaultDisplay(element) {
    const local = element._local;
    if (hiddenElements.has(local) || element.hasAttribute('hidden')) return 'none';
    if (inlineDisplayElements.has(local)) return inlineBlockElements.has(local) ? 'inline-block' : 'inline';
    return local === 'li' ? 'list-item' : local === 'table' ? 'table' : local === 'tr' ? 'table-row'
        : (local === 'td' || local === 'th') ? 'table-cell' : 'block';
}

function initialValue(name, element) {
    if (name === 'display') return defaultDisplay(element);
    const value = initialValues.get(name);
    return value === undefined ? '' : value;
}

const seconds = (ms) => (ms / 1000) + 's';

/// The `animation` shorthand's longhands (CSS Animations §3.10): a first time is the duration, a
/// second the delay, a number the iteration count, a keyword its longhand, the rest the name.
function animationLonghands(value) {
    const items = splitCSS(value, ',').map((item) => {
        const a = { name: 'none', duration: '0s', delay: '0s', count: '1', timing: 'ease', direction: 'normal', fill: 'none', play: 'running' };
        let times = 0;
        for (const token of splitCSS(item, ' ')) {
            const lower = token.toLowerCase();
            const time = cssTime(token);
            if (time !== null) { if (times++ === 0) a.duration = seconds(time); else a.delay = seconds(time); }
            else if (/^(\d+\.?\d*|\.\d+)$/.test(token) || lower === 'infinite') a.count = lower;
            else if (lower === 'normal' || lower === 'reverse' || lower === 'alternate' || lower === 'alternate-reverse') a.direction = lower;
            else if (lower === 'forwards' || lower === 'backwards' || lower === 'both') a.fill = lower;
            else if (lower === 'running' || lower === 'paused') a.play = lower;
            else if (animationKeywords.has(lower) || token.includes('(')) a.timing = token;
            else a.name = token;
        }
        return a;
    });
    const list = (key) => items.map((a) => a[key]).join(', ');
    return [['animation-name', list('name')], ['animation-duration', list('duration')], ['animation-delay', list('delay')],
        ['animation-iteration-count', list('count')], ['animation-timing-function', list('timing')],
        ['animation-direction', list('direction')], ['animation-fill-mode', list('fill')], ['animation-play-state', list('play')]];
}

/// The `transition` shorthand's longhands (CSS Transitions §2.5).
function transitionLonghands(value) {
    const items = splitCSS(value, ',').map((item) => {
        const t = { property: 'all', duration: '0s', delay: '0s', timing: 'ease' };
        let times = 0;
        for (const token of splitCSS(item, ' ')) {
            const time = cssTime(token);
            if (time !== null) { if (times++ === 0) t.duration = seconds(time); else t.delay = seconds(time); }
            else if (animationKeywords.has(token.toLowerCase()) || token.includes('(')) t.timing = token;
            else t.property = token.toLowerCase();
        }
        return t;
    });
    const list = (key) => items.map((t) => t[key]).join(', ');
    return [['transition-property', list('property')], ['transition-duration', list('duration')], ['transition-delay', list('delay')],
        ['transition-timing-function', list('timing')]];
}

/// The box shorthands' longhands, top, right, bottom, left (one to four values, as CSS repeats them).
const boxShorthands = new Map([
    ['margin', ['margin-top', 'margin-right', 'margin-bottom', 'margin-left']],
    ['padding', ['padding-top', 'padding-right', 'padding-bottom', 'padding-left']],
    ['inset', ['top', 'right', 'bottom', 'left']],
]);
function boxLonghands(name, value) {
    const parts = splitCSS(value, ' ');
    if (parts.length < 1 || parts.length > 4) return [];
    const [top, right = top, bottom = top, left = right] = parts;
    return boxShorthands.get(name).map((longhand, i) => [longhand, [top, right, bottom, left][i]]);
}

/// The shorthands expanded here, with their longhands (a transition of `padding` is one of each side).
const shorthandLonghands = new Map([...boxShorthands,
    ['animation', ['animation-name', 'animation-duration', 'animation-delay', 'animation-iteration-count', 'animation-timing-function',
        'animation-direction', 'animation-fill-mode', 'animation-play-state']],
    ['transition', ['transition-property', 'transition-duration', 'transition-delay', 'transition-timing-function']]]);

/// A declaration block's entries [name, value, important], the animation, transition and box
/// shorthands followed by their longhands (a later longhand then overrides its part, as in CSS).
function expandedEntries(props) {
    const entries = [];
    for (const [name, p] of props) {
        const important = p.priority === 'important';
        entries.push([name, p.value, important]);
        if (!shorthandLonghands.has(name)) continue;
        const keyword = /^(inherit|initial|unset|revert)$/i.test(p.value);
        const longhands = name === 'animation' ? animationLonghands(p.value) : name === 'transition' ? transitionLonghands(p.value)
            : boxLonghands(name, p.value);
        for (const [n, v] of longhands) entries.push([n, keyword ? p.value : v, important]);
    }
    return entries;
}

/// The rules that may match `element` (its id's, classes' and type's buckets and the universal ones), in cascade order.
function rulesFor(element, index) {
    const buckets = index.buckets;
    const lists = index.universal.length === 0 ? [] : [index.universal];
    const add = (key) => { const bucket = buckets.get(key); if (bucket !== undefined && !lists.includes(bucket)) lists.push(bucket); };
    add(element._local.toLowerCase());
    const id = element.getAttribute('id');
    if (id !== null && id !== '') add('#' + asciiLower(id));
    const classes = element.getAttribute('class');
    if (classes !== null) for (const name of classes.split(asciiWhitespace)) if (name !== '') add('.' + asciiLower(name));
    if (lists.length <= 1) return lists.length === 0 ? lists : lists[0];
    return [].concat(...lists).sort((a, b) => a.rank - b.rank);
}

/// The element's computed values (a Map, not to be changed), cached until the tree or the sheets change.
function computedValues(element) {
    const doc = element._doc;
    const index = documentStyleIndex(doc);
    const sheets = index === null ? 0 : doc._styleState.version;
    const cache = element._computedStyle;
    if (cache !== undefined && cache.tree === treeVersion && cache.sheets === sheets && cache.doc === doc) return cache.values;
    const values = styleValuesWith(element, index, null);
    if (cache === undefined) define(element, '_computedStyle', { tree: treeVersion, sheets, doc, values });
    else { cache.tree = treeVersion; cache.sheets = sheets; cache.doc = doc; cache.values = values; }
    return values;
}

/// The cascade for `element`; `inlineText` (when not null) stands for its `style` attribute (the
/// style before a change, for transitions).
function styleValuesWith(element, index, inlineText) {
    const parent = element._parent;
    const inherited = parent !== null && parent.nodeType === 1 ? computedValues(parent) : null;
    const values = new Map(initialValues);
    values.set('display', defaultDisplay(element));
    if (inherited !== null) {
        for (const [name, value] of inherited) if (inheritedProperties.has(name) || name.startsWith('--')) values.set(name, value);
    }
    const apply = (name, value) => {
        const keyword = value.length <= 7 ? value.toLowerCase() : '';
        if (keyword === 'inherit' || ((keyword === 'unset' || keyword === 'revert') && (inheritedProperties.has(name) || name.startsWith('--')))) {
            const from = inherited === null ? undefined : inherited.get(name);
            values.set(name, from === undefined ? initialValue(name, element) : from);
        } else if (keyword === 'initial' || keyword === 'unset' || keyword === 'revert') {
            values.set(name, initialValue(name, element));
        } else {
            values.set(name, value);
        }
    };
    let important = null;
    if (index !== null && index.rules.length !== 0) {
        const rules = rulesFor(element, index);
        for (let i = 0; i < rules.length; i++) {
            const rule = rules[i];
            if (!matchCompiled(element, rule.selector, null)) continue;
            for (const entry of rule.entries) {
                if (entry[2]) (important || (important = [])).push(entry);
                else apply(entry[0], entry[1]);
            }
        }
    }
    let inline;
    if (inlineText !== null) {
        inline = expandedEntries(parseDeclarationBlock(inlineText, new Map()));
    } else if (element._style !== undefined) {
        inline = expandedEntries(element._style._props);
    } else {
        const text = element.getAttribute('style');
        inline = text === null || text === '' ? [] : expandedEntries(parseDeclarationBlock(text, new Map()));
    }
    for (const entry of inline) if (!entry[2]) apply(entry[0], entry[1]);
    if (important !== null) for (const entry of important) apply(entry[0], entry[1]);
    for (const entry of inline) if (entry[2]) apply(entry[0], entry[1]);
    return values;
}

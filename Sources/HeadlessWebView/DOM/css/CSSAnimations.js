// CSSAnimations.js — CSS Animations and Transitions run on the virtual clock without rendering:
// `animationstart`, `animationiteration`, `animationend` (`animationcancel` when the declaration
// goes) and `transitionrun`, `transitionstart`, `transitionend` (`transitioncancel`) fire when
// WebKit would fire them for the declared durations, delays and iteration counts, so
// `advance(by:)` moves a page's animations on. Nothing is interpolated; the events are what a page
// can observe.
//
// What runs is read from the element's computed style (Cascade.js): the `animation-*` and
// `transition-*` values and the transitioned properties, from the document's style sheets and the
// `style` attribute. They are checked again after a style change — the element's `style` attribute,
// any attribute of it or of an ancestor (descendant selectors), its insertion, a sheet's change, and,
// when the rules that animate use `+`, `~` or the sibling counts (`:nth-child()`…), a change or
// removal of a sibling (with `:has()`, any change looks at the whole document) —
// batched until a microtask (or a getComputedStyle, offsetWidth/offsetHeight or getBoundingClientRect
// read, a browser's style flush). As in WebKit, an
// animation runs only if its name has an `@keyframes` rule in the document's sheets: an animation
// declared inline whose keyframes no sheet defines starts nothing. A transition starts when a
// transitioned property's computed value differs from the element's previous style (never at its
// first style); discrete properties (display, position…) do not transition. An element in a
// `display: none` subtree runs none of them. `animation-play-state: paused` is not honoured.
//
// A document without sheets pays only for `style` attribute changes (one search of the text for
// "animation" or "transition"); with sheets that declare no animation or transition, nothing more.
//

import { dispatch } from "../dom/EventDispatch.js";
import { AnimationEvent, TransitionEvent } from "../dom/EventInterfaces.js";
import { styleHooks } from "../dom/Hooks.js";
import { following } from "../dom/Node.js";
import { clearTimeout, define, host, onStop, queueMicrotask, setTimeout } from "../dom/Realm.js";
import { styleValue } from "./CSSValues.js" with { lazy: "true" };
import { computedValues, initialValue, shorthandLonghands, styleValuesWith } from "./Cascade.js" with { lazy: "true" };
import { matchCompiled } from "./Selectors.js" with { lazy: "true" };
import { splitCSS } from "./Style.js" with { lazy: "true" };
import { documentStyleIndex, styleSheetsAnimate } from "./StyleSheets.js" with { lazy: "true" };

/// A CSS <time> in milliseconds, or null.
export function cssTime(token) {
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+))(ms|s)$/i.exec(token);
    return m ? Number(m[1]) * (m[2].toLowerCase() === 's' ? 1000 : 1) : null;
}

export const animationKeywords = new Set(['ease', 'linear', 'ease-in', 'ease-out', 'ease-in-out', 'step-start', 'step-end', 'normal',
    'reverse', 'alternate', 'alternate-reverse', 'forwards', 'backwards', 'both', 'running', 'paused', 'initial', 'inherit', 'unset']);

/// A computed list longhand's items (its initial value when unset).
const listOf = (values, name) => splitCSS(values.get(name) || initialValue(name, null), ',');

/// The animations computed values ask for that have keyframes: name → { name, duration, delay, count } (milliseconds).
function declaredAnimations(values, keyframes) {
    const animations = new Map();
    const names = listOf(values, 'animation-name');
    if (names.length === 1 && names[0] === 'none') return animations;
    const durations = listOf(values, 'animation-duration'), delays = listOf(values, 'animation-delay');
    const counts = listOf(values, 'animation-iteration-count');
    // The other longhands repeat over the names, as CSS lists do.
    names.forEach((written, i) => {
        const name = written.replace(/^(["'])(.*)\1$/, '$2');
        if (name === 'none' || !keyframes.has(name)) return;
        const countText = counts[i % counts.length] || '1';
        const count = countText === 'infinite' ? Infinity : Number(countText);
        animations.set(name, {
            name, duration: Math.max(0, cssTime(durations[i % durations.length] || '0s') ?? 0),
            delay: cssTime(delays[i % delays.length] || '0s') ?? 0, count: Number.isNaN(count) ? 1 : Math.max(0, count),
        });
    });
    return animations;
}

/// The transitions computed values ask for: [{ property, duration, delay }] (milliseconds).
function declaredTransitions(values) {
    const properties = listOf(values, 'transition-property');
    const durations = listOf(values, 'transition-duration'), delays = listOf(values, 'transition-delay');
    const list = [];
    properties.forEach((property, i) => {
        const duration = Math.max(0, cssTime(durations[i % durations.length] || '0s') ?? 0);
        const delay = cssTime(delays[i % delays.length] || '0s') ?? 0;
        if (property !== 'none') list.push({ property: property.toLowerCase(), duration, delay });
    });
    return list;
}

/// Properties that do not transition (discrete: `transition-behavior: allow-discrete` is not read).
const discreteProperties = new Set(['display', 'position', 'float', 'clear', 'content', 'font-family', 'cursor', 'pointer-events',
    'overflow', 'overflow-x', 'overflow-y', 'white-space', 'text-align', 'list-style-type', 'box-sizing', 'flex-direction',
    'flex-wrap', 'justify-content', 'align-items', 'align-self', 'align-content', 'direction', 'writing-mode', 'table-layout']);

const noKeyframes = new Set();
const noLonghands = [];

/// An element's running animations and transitions (name or property → their timers).
function animationState(element) {
    let state = element._cssAnimations;
    if (!state) { state = { animations: new Map(), transitions: new Map(), values: null }; define(element, '_cssAnimations', state); }
    return state;
}

function fireAnimationEvent(element, cls, type, init) {
    const event = new cls(type, init);
    event._bubbles = true;
    event._trusted = true;
    dispatch(element, event);
}

/// Queues a run's `steps` ([delay in ms, function]) on the virtual clock; the run stops if the element leaves the document.
function queueSteps(element, run, steps) {
    for (const [delay, step] of steps) {
        run.timers.push(setTimeout(() => { if (element.isConnected) step(run); }, Math.max(0, delay)));
    }
    return run;
}

function stopRun(element, run, cancelEvent) {
    for (const timer of run.timers) clearTimeout(timer);
    if (run.started && !run.ended) cancelEvent();
}

/// Starts an animation declared now: its local time is -delay (negative while it waits).
function startAnimation(element, a) {
    const run = { timers: [], started: false, ended: false, iteration: 0, created: host.now(), a };
    scheduleAnimation(element, run);
    return run;
}

/// Schedules a run's events from its local time now, and fires at once those a seek skipped to
/// (a page that sets `animation-delay: -100s` on a running animation lands in a later iteration or
/// past its end, as the CSS Animations spec's event table says).
function scheduleAnimation(element, run) {
    for (const timer of run.timers) clearTimeout(timer);
    const a = run.a;
    const local = host.now() - run.created - a.delay;
    const total = a.duration === 0 ? 0 : a.count * a.duration;
    const fire = (type, ms) => fireAnimationEvent(element, AnimationEvent, type, { animationName: a.name, elapsedTime: ms / 1000 });
    const steps = [];
    if (!run.started) {
        steps.push([-local, (r) => { r.started = true; fire('animationstart', Math.min(Math.max(0, local), total)); }]);
    }
    // The iteration the run is in (or starts in): 0 before its delay ends, the last one at its end.
    const position = Math.max(0, local);
    const current = a.duration > 0 ? Math.min(Math.floor(position / a.duration), Math.max(0, Math.ceil(a.count) - 1)) : 0;
    if (run.started && !run.ended && current > run.iteration && position < total) {
        steps.push([0, () => fire('animationiteration', current * a.duration)]);
    }
    run.iteration = current;
    if (a.duration > 0 && position < total) {
        // The next iteration only: its step schedules the ones after (an infinite animation holds one timer).
        const next = current + 1;
        if (next * a.duration < total) {
            steps.push([next * a.duration - local, (r) => { r.iteration = next; fire('animationiteration', next * a.duration); scheduleAnimation(element, r); }]);
        }
    }
    if (total !== Infinity && !run.ended) {
        steps.push([total - local, (r) => { r.ended = true; fire('animationend', total); }]);
    }
    run.timers = [];
    queueSteps(element, run, steps);
}

function startTransition(element, property, t) {
    const init = (elapsedTime) => ({ propertyName: property, elapsedTime });
    return queueSteps(element, { timers: [], started: false, ended: false }, [
        [0, (run) => { run.started = true; fireAnimationEvent(element, TransitionEvent, 'transitionrun', init(Math.max(0, -t.delay) / 1000)); }],
        [t.delay, () => fireAnimationEvent(element, TransitionEvent, 'transitionstart', init(Math.max(0, -t.delay) / 1000))],
        [t.delay + t.duration, (run) => { run.ended = true; fireAnimationEvent(element, TransitionEvent, 'transitionend', init(t.duration / 1000)); }],
    ]);
}

/// The pending style changes (a browser's "style change event"), settled together in one
/// microtask: elements whose `style` attribute changed (each with its text before the batch's first
/// change, null when it was not connected then: nothing to transition from), roots of subtrees
/// whose style may have changed (attributes, insertions), and documents whose sheets changed.
let styleChanges = null, styleRoots = null, styleDocuments = null, styleSiblingRoots = null;
let styleCheckQueued = false;
// A stop between queueing the check and its microtask would leave the VM's style checks off.
onStop(() => { styleCheckQueued = false; styleChanges = styleRoots = styleDocuments = styleSiblingRoots = null; });

function queueStyleCheck() {
    if (styleCheckQueued) return;
    styleCheckQueued = true;
    queueMicrotask(flushStyleChanges);
}

/// Element.js calls this when an element's `style` attribute changes (directly or through
/// `element.style`). Changes are batched as a browser batches them until it next computes
/// style: `el.style.color = 'green'; el.style.transition = 'color 1s'` in one task transitions color.
function cssAnimationsStyleChanged(element, oldText) {
    if (styleChanges === null) styleChanges = new Map();
    else if (styleChanges.has(element)) return;
    styleChanges.set(element, element.isConnected ? (oldText === null || oldText === undefined ? '' : String(oldText)) : null);
    // Descendants inherit from its style: with sheets that animate, they are looked at too.
    const state = element._doc._styleState;
    if (state !== null && state.animates) (styleRoots || (styleRoots = new Set())).add(element);
    queueStyleCheck();
}

/// Element.js calls this for another attribute's change in a document with sheets: when they
/// declare animations or transitions, the element and its descendants are looked at.
function cssAnimationsAttributeChanged(element) {
    if (!element._doc._styleState.animates || !element.isConnected) return;
    (styleRoots || (styleRoots = new Set())).add(element);
    queueStyleCheck();
}

/// An element inserted into a document with sheets (StyleSheets.js styleTreeInserted).
export function cssAnimationsInserted(element) {
    if (!element._doc._styleState.animates) return;
    (styleRoots || (styleRoots = new Set())).add(element);
    queueStyleCheck();
}

/// A child of `parent` (connected, in a document with sheets) is about to be removed: when the rules
/// that animate depend on siblings (`+`, `~`, `:nth-child()`…) or descendants (`:has()`), the
/// parent's children (or the document) are looked at (StyleSheets.js styleTreeRemoved).
export function cssAnimationsSiblingsChanged(parent) {
    if (!parent._doc._styleState.animates || !parent.isConnected) return;
    (styleSiblingRoots || (styleSiblingRoots = new Set())).add(parent);
    queueStyleCheck();
}

/// The document's sheets changed: every element is looked at.
export function cssAnimationsSheetsChanged(doc) {
    (styleDocuments || (styleDocuments = new Set())).add(doc);
    queueStyleCheck();
}

/// Settles the pending style changes (the microtask, or a getComputedStyle read before it).
export function flushStyleChanges() {
    if (!styleCheckQueued) return;
    styleCheckQueued = false;
    const changes = styleChanges, roots = styleRoots, siblingRoots = styleSiblingRoots;
    let documents = styleDocuments;
    styleChanges = styleRoots = styleDocuments = styleSiblingRoots = null;
    const checked = new Set();
    if (changes !== null) for (const [element, before] of changes) { checked.add(element); checkElement(element, before); }
    // A change reaches past the element's subtree when the rules that animate say so: its later
    // siblings (`+`, `~`) and the sibling counts (`:nth-child()`) through its parent's children,
    // its ancestors (`:has()`) through the whole document.
    const subtrees = [];
    const widen = (root, removal) => {
        if (!root.isConnected || (documents !== null && documents.has(root._doc))) return;
        const index = styleSheetsAnimate(root._doc) ? documentStyleIndex(root._doc) : null;
        if (index !== null && index.relational) { (documents || (documents = new Set())).add(root._doc); return; }
        const parent = root._parent;
        if (removal) { if (index !== null && index.siblings) subtrees.push(root); }
        else subtrees.push(index !== null && index.siblings && parent !== null && parent.nodeType === 1 ? parent : root);
    };
    if (roots !== null) for (const root of roots) widen(root, false);
    if (siblingRoots !== null) for (const parent of siblingRoots) widen(parent, true);
    if (documents !== null) {
        for (const doc of documents) {
            // Sheets that declare no animation, transition or keyframes start nothing: their elements are not looked at.
            if (!styleSheetsAnimate(doc)) continue;
            for (let n = doc._first; n; n = following(n, doc)) if (n.nodeType === 1 && !checked.has(n)) { checked.add(n); checkElement(n, null); }
        }
    }
    for (const root of subtrees) {
        if (documents !== null && documents.has(root._doc)) continue;
        for (let n = root; n; n = following(n, root)) if (n.nodeType === 1 && !checked.has(n)) { checked.add(n); checkElement(n, null); }
    }
}

const declaresAnimation = (text) => text !== null && /animation|transition/i.test(text);

/// Looks at one element: most declare nothing, and pay a search of their style text (and, with
/// sheets that animate, a match of the rules that declare animations or transitions).
function checkElement(element, before) {
    if (!element.isConnected) return;
    if (element._cssAnimations === undefined && !declaresAnimation(element.getAttribute('style')) && !declaresAnimation(before)) {
        if (!styleSheetsAnimate(element._doc)) return;
        const index = documentStyleIndex(element._doc);
        let candidate = false;
        for (const selector of index.candidates) if (matchCompiled(element, selector, null)) { candidate = true; break; }
        if (!candidate) return;
    }
    updateAnimations(element, before, documentStyleIndex(element._doc));
}

/// Whether the element has a box: neither it nor an ancestor computes to `display: none`.
function displayed(element) {
    for (let n = element; n !== null && n.nodeType === 1; n = n._parent) if (computedValues(n).get('display') === 'none') return false;
    return true;
}

function updateAnimations(element, before, index) {
    const state = animationState(element);
    const values = computedValues(element);
    // The style before: the one last looked at, else (a first change of the `style` attribute) the old attribute's.
    const previous = state.values !== null ? state.values : typeof before === 'string' ? styleValuesWith(element, index, before) : null;
    state.values = values;

    // `display: none` cancels what runs and starts nothing (showing the element again starts them anew).
    const hidden = !displayed(element);
    const wanted = hidden ? new Map() : declaredAnimations(values, index === null ? noKeyframes : index.keyframes);
    for (const [name, run] of state.animations) {
        const a = wanted.get(name);
        if (a !== undefined) {
            // The same animation with other timing (a seek): it goes on from where the new timing puts it.
            if (a.delay !== run.a.delay || a.duration !== run.a.duration || a.count !== run.a.count) { run.a = a; scheduleAnimation(element, run); }
            continue;
        }
        state.animations.delete(name);
        stopRun(element, run, () => fireAnimationEvent(element, AnimationEvent, 'animationcancel', { animationName: name, elapsedTime: 0 }));
    }
    for (const [name, a] of wanted) if (!state.animations.has(name)) state.animations.set(name, startAnimation(element, a));
    if (hidden) {
        for (const [property, run] of state.transitions) {
            stopRun(element, run, () => fireAnimationEvent(element, TransitionEvent, 'transitioncancel', { propertyName: property, elapsedTime: 0 }));
        }
        state.transitions.clear();
        return;
    }

    const transitions = declaredTransitions(values);
    const transitionOf = (property) => {
        let match = null;
        for (const t of transitions) {
            if (t.property === property || t.property === 'all' || (shorthandLonghands.get(t.property) || noLonghands).includes(property)) match = t;
        }
        return match;
    };
    // A running transition whose property the transitions no longer name is cancelled (CSS Transitions §3).
    for (const [property, run] of state.transitions) {
        const match = transitionOf(property);
        if (run.ended || (match !== null && match.duration > 0)) continue;
        state.transitions.delete(property);
        stopRun(element, run, () => fireAnimationEvent(element, TransitionEvent, 'transitioncancel', { propertyName: property, elapsedTime: 0 }));
    }
    if (transitions.length === 0 || previous === null) return;
    const valueOf = (map, name) => { const v = styleValue(map, name); return v === undefined ? initialValue(name, element) : v; };
    let properties;
    if (transitions.some((t) => t.property === 'all')) {
        properties = new Set(values.keys());
        for (const name of previous.keys()) properties.add(name);
    } else {
        properties = new Set();
        for (const t of transitions) for (const p of shorthandLonghands.get(t.property) || [t.property]) properties.add(p);
    }
    for (const property of properties) {
        if (property.startsWith('transition') || property.startsWith('animation') || property.startsWith('--') || discreteProperties.has(property)
            || shorthandLonghands.has(property)) continue;
        if (valueOf(previous, property) === valueOf(values, property)) continue;
        const match = transitionOf(property);
        if (!match || match.duration + match.delay <= 0 || match.duration <= 0) continue;
        const running = state.transitions.get(property);
        if (running) stopRun(element, running, () => fireAnimationEvent(element, TransitionEvent, 'transitioncancel', { propertyName: property, elapsedTime: 0 }));
        state.transitions.set(property, startTransition(element, property, match));
    }
}

Object.assign(styleHooks, {
    attributeChanged: cssAnimationsAttributeChanged, styleAttributeChanged: cssAnimationsStyleChanged, flushStyleChanges,
});

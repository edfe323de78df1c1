// CSSAnimations.js — CSS Animations and Transitions run on the animation frames of the virtual clock
// without rendering: `animationstart`, `animationiteration`, `animationend` (`animationcancel` when the
// declaration goes) and `transitionrun`, `transitionstart`, `transitionend` (`transitioncancel`) fire
// on the frame where WebKit would send them for the declared durations, delays and iteration counts,
// so `advance(by:)` and `settle(within:)` move a page's animations on. Nothing is interpolated; the
// events are what a page can observe.
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

import { asciiLower, attributeValue } from "../dom/Element.js";
import { dispatch } from "../dom/EventDispatch.js";
import { AnimationEvent, TransitionEvent } from "../dom/EventInterfaces.js";
import { following, isConnected } from "../dom/Node.js";
import { styleHooks, renderingHooks } from "../dom/Hooks.js";
import { define, documentWindow, enterWindow, host, onStop, queueMicrotask, win } from "../dom/Realm.js";
import { styleValue } from "./CSSValues.js" with { lazy: "true" };
import { computedValues, initialValue, matchesAnimatingRule, shorthandLonghands, styleValuesWith } from "./Cascade.js" with { lazy: "true" };
import { splitCSS } from "./Style.js" with { lazy: "true" };
import { attributeReachesSiblings, documentStyleIndex, styleSheetsAnimate } from "./StyleSheets.js" with { lazy: "true" };

/// A CSS <time> in milliseconds, or null. Answers are kept by token (a page's few durations and delays,
/// read at every check of an element that transitions; this realm's frozen RegExp is JavaScriptCore's
/// slow path), at most 256.
const cssTimes = new Map();
export function cssTime(token) {
    let ms = cssTimes.get(token);
    if (ms !== undefined) return ms;
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+))(ms|s)$/i.exec(token);
    ms = m ? Number(m[1]) * (m[2].toLowerCase() === 's' ? 1000 : 1) : null;
    if (cssTimes.size >= 256) cssTimes.clear();
    cssTimes.set(token, ms);
    return ms;
}

export const animationKeywords = new Set(['ease', 'linear', 'ease-in', 'ease-out', 'ease-in-out', 'step-start', 'step-end', 'normal',
    'reverse', 'alternate', 'alternate-reverse', 'forwards', 'backwards', 'both', 'running', 'paused', 'initial', 'inherit', 'unset']);

/// A computed list longhand's items (its initial value when unset).
const listOf = (values, name) => splitCSS(values.get(name) || initialValue(name, null), ',');

/// The animations computed values ask for that have keyframes: name → { name, duration, delay, count }
/// (milliseconds), not to be changed. Kept with the values (which do not change) for the keyframes
/// they were read with: a change's check reads those of every element it reaches, mostly unchanged.
const animationsOfValues = new WeakMap();
function declaredAnimations(values, keyframes) {
    const kept = animationsOfValues.get(values);
    if (kept !== undefined && kept.keyframes === keyframes) return kept.animations;
    const animations = readAnimations(values, keyframes);
    animationsOfValues.set(values, { keyframes, animations });
    return animations;
}
function readAnimations(values, keyframes) {
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

/// The transitions computed values ask for: [{ property, duration, delay }] (milliseconds), not to be
/// changed; `runs` says whether one has a duration (none can start otherwise). Kept with the values.
const transitionsOfValues = new WeakMap();
function declaredTransitions(values) {
    let list = transitionsOfValues.get(values);
    if (list === undefined) {
        list = readTransitions(values);
        transitionsOfValues.set(values, list);
    }
    return list;
}
function readTransitions(values) {
    const properties = listOf(values, 'transition-property');
    const durations = listOf(values, 'transition-duration'), delays = listOf(values, 'transition-delay');
    const list = [];
    properties.forEach((property, i) => {
        const duration = Math.max(0, cssTime(durations[i % durations.length] || '0s') ?? 0);
        const delay = cssTime(delays[i % delays.length] || '0s') ?? 0;
        if (property !== 'none') list.push({ property: property.toLowerCase(), duration, delay });
    });
    list.runs = list.some((t) => t.duration > 0);
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

// --- runs on the animation frames ------------------------------------------------------------
//
// As in WebKit, a new animation or transition is pending until the next animation frame, whose time
// becomes its start time, and its events are sent in each frame's "update animations and send
// events" step (HTML's update the rendering: after resize, scroll and media queries, before the
// requestAnimationFrame callbacks): an event due at t fires on the first frame at or after t, and
// events sent in one frame go in WebKit's order (compareEvents). `elapsedTime` is the CSS
// Animations / Transitions spec's interval start or end, not the frame's lateness. Frames are
// asked for only while a run waits, and only the one where its next event falls.

const epsilon = 1e-6;

/// The window whose frames run `element`'s animations (null: its document is shown in none).
const windowOf = (element) => documentWindow(element._doc);

/// Adds `run` to its window's running set and asks for the frame where it next has something to do.
function runOnFrames(run) {
    const w = windowOf(run.element);
    if (w === null) return;
    (w.cssAnimationRuns || (w.cssAnimationRuns = new Set())).add(run);
    requestFrameFor(w, run.start === null ? 0 : nextDue(run));
}

function requestFrameFor(w, time) {
    if (time === Infinity) return;
    const saved = win;
    if (w !== saved) enterWindow(w);
    try { renderingHooks.requestFrameAt(time); } finally { if (w !== saved) enterWindow(saved); }
}

/// A run's timing in its local time (ms since its start time): the phase boundaries and intervals
/// of the Web Animations model, for an animation (count iterations) or a transition (one).
function timingOf(run) {
    const duration = run.duration, delay = run.delay;
    const active = duration === 0 ? 0 : run.count * duration;
    const end = Math.max(delay + active, 0);
    return {
        duration, delay, active, end,
        before: Math.max(Math.min(delay, end), 0), after: Math.max(Math.min(delay + active, end), 0),
        intervalStart: Math.max(Math.min(-delay, active), 0), intervalEnd: Math.max(Math.min(end - delay, active), 0),
    };
}

function phaseAt(run, t, local) {
    if (local < t.before - epsilon) return 'before';
    return local >= t.after - epsilon ? 'after' : 'active';
}

/// The iteration an active run is in at `local`.
function iterationAt(run, t, local) {
    if (t.duration === 0) return 0;
    return Math.min(Math.floor((local - t.delay) / t.duration + epsilon), Math.max(0, Math.ceil(run.count) - 1));
}

/// The timeline time of a running run's next phase or iteration change (Infinity: none).
function nextDue(run) {
    const t = timingOf(run);
    if (run.phase === 'idle') return run.start;
    // A transition's `transitionstart` comes a frame after its `transitionrun` at the soonest.
    if (run.phase === 'before') return run.start + Math.max(t.before, epsilon);
    if (run.phase === 'after') return Infinity;
    if (run.animationName !== undefined && t.duration > 0) {
        const next = run.start + t.delay + (run.iteration + 1) * t.duration;
        return Math.min(next, run.start + t.after);
    }
    return run.start + t.after;
}

/// Moves `run` to frame `time`, pushing the events its phase change calls for (CSS Animations 2 and
/// CSS Transitions 2 event tables) as [scheduled time, order, run, type, elapsed ms].
function tick(run, time, events) {
    const t = timingOf(run);
    const local = time - run.start;
    const phase = phaseAt(run, t, local);
    const iteration = phase === 'active' ? iterationAt(run, t, local) : null;
    const from = run.phase;
    const push = (type, elapsed, at) => events.push([run.start + at, events.length, run, type, elapsed]);
    if (run.animationName !== undefined) {
        const wasActiveOrAfter = from === 'active' || from === 'after';
        if (phase === 'active' && !wasActiveOrAfter) push('animationstart', t.intervalStart, t.before);
        else if (phase === 'active' && from === 'after') push('animationstart', t.intervalEnd, t.after);
        else if (phase === 'active' && iteration !== run.iteration) {
            push('animationiteration', iteration * t.duration, t.delay + iteration * t.duration);
        }
        if (phase === 'after' && from !== 'after') {
            if (!wasActiveOrAfter) push('animationstart', t.intervalStart, t.before);
            push('animationend', t.intervalEnd, t.after);
        }
        if (phase === 'before' && from === 'active') push('animationend', t.intervalStart, t.before);
    } else {
        if (from === 'idle') push('transitionrun', t.intervalStart, 0);
        const starts = (from === 'idle' || from === 'before') && phase !== 'before';
        if (starts) push('transitionstart', t.intervalStart, t.before);
        if (phase === 'after' && from !== 'after') push('transitionend', t.intervalEnd, t.after);
    }
    run.phase = phase;
    run.iteration = iteration;
}

/// WebKit's order for a frame's events (compareAnimationEventsByCompositeOrder): transition events
/// before animation events, then by scheduled time, then by their targets' tree order; the rest keep
/// the order they were queued in.
function compareEvents(x, y) {
    const rank = (x[2].animationName !== undefined) - (y[2].animationName !== undefined);
    if (rank !== 0) return rank;
    if (x[0] !== y[0]) return x[0] - y[0];
    const a = x[2].element, b = y[2].element;
    if (a !== b) return a.compareDocumentPosition(b) & 4 ? -1 : 1;
    return x[1] - y[1];
}

/// "Update animations and send events" for the current window's frame at `time`.
function updateAnimationsAndSendEvents(time) {
    const runs = win.cssAnimationRuns;
    const queued = win.cssAnimationEvents;
    if ((runs === undefined || runs.size === 0) && (queued === undefined || queued.length === 0)) return;
    const events = queued === undefined ? [] : queued;
    win.cssAnimationEvents = undefined;
    if (runs !== undefined) {
        for (const run of runs) {
            // A run whose element left the document stops silently.
            if (!isConnected(run.element)) { runs.delete(run); continue; }
            if (run.start === null) {
                run.start = time;
                // WebKit sends a transition's `transitionrun` alone on the frame that starts it, and its
                // `transitionstart` from the next frame on, even when a negative delay has it active already.
                if (run.animationName === undefined) {
                    events.push([time, events.length, run, 'transitionrun', timingOf(run).intervalStart]);
                    run.phase = 'before';
                    continue;
                }
            }
            if (time + epsilon < nextDue(run)) continue;
            tick(run, time, events);
            if (run.phase === 'after') runs.delete(run);
        }
    }
    events.sort(compareEvents);
    for (const [, , run, type, elapsed] of events) {
        const cls = run.animationName !== undefined ? AnimationEvent : TransitionEvent;
        const init = run.animationName !== undefined
            ? { animationName: run.animationName } : { propertyName: run.property };
        init.elapsedTime = elapsed / 1000;
        fireAnimationEvent(run.element, cls, type, init);
    }
    if (runs === undefined) return;
    let due = Infinity;
    for (const run of runs) due = Math.min(due, run.start === null ? 0 : nextDue(run));
    if (due !== Infinity) renderingHooks.requestFrameAt(due);
}
renderingHooks.updateAnimations = updateAnimationsAndSendEvents;

/// Cancels `run`: it leaves the frames, and, when it had fired its first event and not its end, its
/// cancel event (elapsedTime: its active time now) goes with the next frame's events, as WebKit sends it.
function stopRun(run) {
    const w = windowOf(run.element);
    if (w === null) return;
    if (w.cssAnimationRuns !== undefined) w.cssAnimationRuns.delete(run);
    const fires = run.phase === 'active' || (run.animationName === undefined && run.phase === 'before');
    if (!fires || !isConnected(run.element)) return;
    const t = timingOf(run);
    const activeTime = Math.max(0, Math.min(host.now() - run.start - t.delay, t.active));
    const queue = w.cssAnimationEvents || (w.cssAnimationEvents = []);
    queue.push([host.now(), queue.length, run,
        run.animationName !== undefined ? 'animationcancel' : 'transitioncancel', activeTime]);
    run.phase = 'idle';
    requestFrameFor(w, 0);
}

/// Starts an animation declared now: pending until the next frame gives it its start time.
function startAnimation(element, a) {
    const run = { element, animationName: a.name, duration: a.duration, delay: a.delay, count: a.count,
        start: null, phase: 'idle', iteration: null };
    runOnFrames(run);
    return run;
}

/// The same animation with other timing (a page that sets `animation-delay: -100s` seeks it): it
/// goes on from where the new timing puts it, and the next frame sends what the move calls for.
function retimeAnimation(run, a) {
    run.duration = a.duration; run.delay = a.delay; run.count = a.count;
    const w = windowOf(run.element);
    if (w === null) return;
    (w.cssAnimationRuns || (w.cssAnimationRuns = new Set())).add(run);
    requestFrameFor(w, 0);
}

function startTransition(element, property, t) {
    const run = { element, property, duration: t.duration, delay: t.delay, count: 1,
        start: null, phase: 'idle', iteration: null };
    runOnFrames(run);
    return run;
}

/// The pending style changes (a browser's "style change event"), settled together in one
/// microtask: elements whose `style` attribute changed (each with its text before the batch's first
/// change, null when it was not connected then: nothing to transition from), roots of subtrees
/// whose style may have changed (attributes, insertions), and documents whose sheets changed.
let styleChanges = null, styleRoots = null, styleDocuments = null, styleSiblingRoots = null, styleOwnRoots = null;
let styleCheckQueued = false;
// A stop between queueing the check and its microtask would leave the VM's style checks off.
onStop(() => { styleCheckQueued = false; styleChanges = styleRoots = styleDocuments = styleSiblingRoots = styleOwnRoots = null; });

function queueStyleCheck() {
    if (styleCheckQueued) return;
    styleCheckQueued = true;
    queueMicrotask(flushStyleChanges);
}

/// Element.js calls this when an element's `style` attribute changes (directly or through
/// `element.style`). Changes are batched as a browser batches them until it next computes
/// style: `el.style.color = 'green'; el.style.transition = 'color 1s'` in one task transitions color.
function cssAnimationsStyleChanged(element, oldText) {
    noteInlineAnimations(element, attributeValue(element, 'style'));
    if (styleChanges === null) styleChanges = new Map();
    else if (styleChanges.has(element)) return;
    styleChanges.set(element, isConnected(element) ? (oldText === null || oldText === undefined ? '' : String(oldText)) : null);
    // Descendants inherit from its style: with sheets that animate, they are looked at too.
    const state = element._doc._styleState;
    if (state !== null && state.animates) (styleRoots || (styleRoots = new Set())).add(element);
    queueStyleCheck();
}

/// Notes that an element's `style` attribute declares an animation or a transition (parsed, cloned or
/// set): from then on its document's changes are looked at for transitions even when its sheets
/// declare none, as a rule of theirs may change a property the element's own `transition` names (a
/// class that fades it). Kept for the document's life: the other documents pay nothing.
function noteInlineAnimations(element, text) {
    const doc = element._doc;
    if (doc._inlineAnimations !== true && declaresAnimation(text)) doc._inlineAnimations = true;
}
/// Whether a change in `doc` (which has sheets) may start or stop an animation or a transition.
const mayAnimate = (doc) => doc._styleState.animates || doc._inlineAnimations === true;

/// Element.js calls this for another attribute's change (`name`, from `old` to `value`) in a document
/// with sheets: when they declare animations or transitions, or an element's own style does, the
/// element and its descendants are looked at, and its later siblings when a rule tests the attribute
/// on an earlier sibling (StyleSheets.js `attributeReachesSiblings`).
function cssAnimationsAttributeChanged(element, name, old, value) {
    if (!mayAnimate(element._doc) || !isConnected(element)) return;
    if (attributeReachesSiblings(element, name, old, value)) (styleRoots || (styleRoots = new Set())).add(element);
    else (styleOwnRoots || (styleOwnRoots = new Set())).add(element);
    queueStyleCheck();
}

/// An element inserted into a document with sheets (StyleSheets.js styleTreeInserted).
export function cssAnimationsInserted(element) {
    if (!mayAnimate(element._doc)) return;
    (styleRoots || (styleRoots = new Set())).add(element);
    queueStyleCheck();
}

/// A child of `parent` (connected, in a document with sheets) is about to be removed: when the rules
/// that animate depend on siblings (`+`, `~`, `:nth-child()`…) or descendants (`:has()`), the
/// parent's children (or the document) are looked at (StyleSheets.js styleTreeRemoved).
export function cssAnimationsSiblingsChanged(parent) {
    if (!parent._doc._styleState.animates || !isConnected(parent)) return;
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
    const changes = styleChanges, roots = styleRoots, siblingRoots = styleSiblingRoots, ownRoots = styleOwnRoots;
    let documents = styleDocuments;
    styleChanges = styleRoots = styleDocuments = styleSiblingRoots = styleOwnRoots = null;
    const checked = new Set();
    if (changes !== null) for (const [element, before] of changes) { checked.add(element); checkElement(element, before); }
    // A change reaches past the element's subtree when the rules that animate say so: its later
    // siblings (`+`, `~`) and the sibling counts (`:nth-child()`) through its parent's children,
    // its ancestors (`:has()`) through the whole document.
    const subtrees = [];
    // `own`: a change that no rule's match on a later sibling reads (an attribute no rule tests there).
    const widen = (root, removal, own) => {
        if (!isConnected(root) || (documents !== null && documents.has(root._doc))) return;
        const index = styleSheetsAnimate(root._doc) ? documentStyleIndex(root._doc) : null;
        if (index !== null && index.relational) { (documents || (documents = new Set())).add(root._doc); return; }
        const parent = root._parent;
        if (removal) { if (index !== null && index.siblings) subtrees.push(root); }
        else subtrees.push(!own && index !== null && index.siblings && parent !== null && parent._nt === 1 ? parent : root);
    };
    if (roots !== null) for (const root of roots) widen(root, false, false);
    if (ownRoots !== null) for (const root of ownRoots) if (roots === null || !roots.has(root)) widen(root, false, true);
    if (siblingRoots !== null) for (const parent of siblingRoots) widen(parent, true, false);
    if (documents !== null) {
        for (const doc of documents) {
            // Sheets that declare no animation, transition or keyframes start nothing: their elements are not
            // looked at, unless one's own style declares one.
            if (!styleSheetsAnimate(doc) && doc._inlineAnimations !== true) continue;
            for (let n = doc._first; n; n = following(n, doc)) if (n._nt === 1 && !checked.has(n)) { checked.add(n); checkElement(n, null); }
        }
    }
    for (const root of subtrees) {
        if (documents !== null && documents.has(root._doc)) continue;
        for (let n = root; n; n = following(n, root)) if (n._nt === 1 && !checked.has(n)) { checked.add(n); checkElement(n, null); }
    }
}

/// Whether a style text names an animation or a transition, in any case: read for every element a
/// change reaches, where this realm's frozen RegExp is JavaScriptCore's slow path.
function declaresAnimation(text) {
    if (text === null) return false;
    const lower = asciiLower(text);
    return lower.indexOf('animation') >= 0 || lower.indexOf('transition') >= 0;
}

/// Looks at one element: most declare nothing, and pay a search of their style text (and, with
/// sheets that animate, a match of the rules that declare animations or transitions).
function checkElement(element, before) {
    if (!isConnected(element)) return;
    if (element._cssAnimations === undefined && !declaresAnimation(attributeValue(element, 'style')) && !declaresAnimation(before)) {
        if (!styleSheetsAnimate(element._doc)) return;
        if (!matchesAnimatingRule(element, documentStyleIndex(element._doc))) return;
    }
    updateAnimations(element, before, documentStyleIndex(element._doc));
}

/// Whether an element's ancestors have boxes: none computes to `display: none`. Asked outermost first:
/// an ancestor's values are computed with its parent's, so asking the nearest first computed every
/// element between it and the hidden one (a hidden card's body and card for each of its links).
function ancestorsDisplayed(element) {
    const chain = [];
    for (let n = element._parent; n !== null && n._nt === 1; n = n._parent) chain.push(n);
    for (let i = chain.length - 1; i >= 0; i--) if (computedValues(chain[i]).get('display') === 'none') return false;
    return true;
}

function updateAnimations(element, before, index) {
    const state = animationState(element);
    // `display: none` on the element or an ancestor cancels what runs and starts nothing, and the element
    // keeps no style to start a transition from (showing it again starts its animations anew), as in
    // WebKit, which styles no element inside such a subtree: the element's cascade is not computed.
    const hiddenByAncestor = !ancestorsDisplayed(element);
    const values = hiddenByAncestor ? null : computedValues(element);
    if (values === null || values.get('display') === 'none') {
        for (const run of state.animations.values()) stopRun(run);
        state.animations.clear();
        for (const run of state.transitions.values()) stopRun(run);
        state.transitions.clear();
        state.values = null;
        return;
    }
    // The style before: the one last looked at, else (a first change of the `style` attribute) the old attribute's.
    const previous = state.values !== null ? state.values : typeof before === 'string' ? styleValuesWith(element, index, before) : null;
    state.values = values;

    const wanted = declaredAnimations(values, index === null ? noKeyframes : index.keyframes);
    for (const [name, run] of state.animations) {
        const a = wanted.get(name);
        if (a !== undefined) {
            // The same animation with other timing (a seek): it goes on from where the new timing puts it.
            if (a.delay !== run.delay || a.duration !== run.duration || a.count !== run.count) retimeAnimation(run, a);
            continue;
        }
        state.animations.delete(name);
        stopRun(run);
    }
    for (const [name, a] of wanted) if (!state.animations.has(name)) state.animations.set(name, startAnimation(element, a));

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
        if (run.phase === 'after' || (match !== null && match.duration > 0)) continue;
        state.transitions.delete(property);
        stopRun(run);
    }
    // Only a transition with a duration starts (the initial `all 0s` of most elements starts none).
    if (!transitions.runs || previous === null) return;
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
        if (running) stopRun(running);
        state.transitions.set(property, startTransition(element, property, match));
    }
}

Object.assign(styleHooks, {
    attributeChanged: cssAnimationsAttributeChanged, styleAttributeChanged: cssAnimationsStyleChanged, flushStyleChanges,
    inlineStyleCopied: noteInlineAnimations,
});

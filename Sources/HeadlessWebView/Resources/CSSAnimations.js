// CSSAnimations.js — CSS Animations and Transitions declared in an element's inline style, run on
// the virtual clock without rendering: `animationstart`, `animationiteration`, `animationend`
// (`animationcancel` when the declaration goes) and `transitionrun`, `transitionstart`,
// `transitionend` (`transitioncancel`) fire when a browser would fire them for the declared
// durations, delays and iteration counts, so `advance(by:)` moves a page's animations on.
// Only the `style` attribute (and `element.style`) is read: ShopStage has no stylesheet cascade,
// so a rule in a `<style>` sheet starts nothing, and any animation name but `none` runs (no
// `@keyframes` check). Nothing is interpolated; the events are what a page can observe.
//
// Provides: cssAnimationsStyleChanged.
// Takes: clearTimeout, define, host, queueMicrotask, setTimeout (Prologue.js); dispatch (EventDispatch.js);
//     AnimationEvent, TransitionEvent (EventInterfaces.js); CSSStyleDeclaration (Style.js).

/// The declarations of a `style` attribute's text, as `element.style` parses them.
function inlineDeclarations(text) {
    const declaration = new CSSStyleDeclaration(null);
    declaration._parse(text);
    const values = new Map();
    for (const [name, p] of declaration._props) values.set(name, p.value);
    return values;
}

/// A comma- or space-separated CSS list, not split inside parentheses (`cubic-bezier(0, 0, 1, 1)`).
function splitCSS(value, separator) {
    const parts = [];
    let depth = 0, start = 0;
    for (let i = 0; i < value.length; i++) {
        const c = value[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (depth === 0 && (separator === ',' ? c === ',' : /\s/.test(c))) { parts.push(value.slice(start, i)); start = i + 1; }
    }
    parts.push(value.slice(start));
    return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/// A CSS <time> in milliseconds, or null.
function cssTime(token) {
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+))(ms|s)$/i.exec(token);
    return m ? Number(m[1]) * (m[2].toLowerCase() === 's' ? 1000 : 1) : null;
}

const animationKeywords = new Set(['ease', 'linear', 'ease-in', 'ease-out', 'ease-in-out', 'step-start', 'step-end', 'normal',
    'reverse', 'alternate', 'alternate-reverse', 'forwards', 'backwards', 'both', 'running', 'paused', 'initial', 'inherit', 'unset']);

/// The animations a declaration block asks for: name → { duration, delay, count } (milliseconds).
function declaredAnimations(values) {
    const list = [];
    const shorthand = values.get('animation');
    if (shorthand !== undefined) {
        for (const item of splitCSS(shorthand, ',')) {
            const animation = { name: 'none', duration: 0, delay: 0, count: 1 };
            let times = 0;
            for (const token of splitCSS(item, ' ')) {
                const time = cssTime(token);
                if (time !== null) { if (times++ === 0) animation.duration = time; else animation.delay = time; }
                else if (/^(\d+\.?\d*|\.\d+)$/.test(token)) animation.count = Number(token);
                else if (token === 'infinite') animation.count = Infinity;
                else if (!animationKeywords.has(token.toLowerCase()) && !token.includes('(')) animation.name = token;
            }
            list.push(animation);
        }
    }
    const longhand = (name) => (values.has(name) ? splitCSS(values.get(name), ',') : null);
    const names = longhand('animation-name');
    if (names) {
        while (list.length < names.length) list.push({ name: 'none', duration: 0, delay: 0, count: 1 });
        list.length = names.length;
        names.forEach((name, i) => { list[i].name = name; });
    }
    // The other longhands repeat over the names, as CSS lists do.
    const apply = (name, set) => { const items = longhand(name); if (items) list.forEach((a, i) => set(a, items[i % items.length])); };
    apply('animation-duration', (a, v) => { a.duration = Math.max(0, cssTime(v) ?? 0); });
    apply('animation-delay', (a, v) => { a.delay = cssTime(v) ?? 0; });
    apply('animation-iteration-count', (a, v) => { a.count = v === 'infinite' ? Infinity : Math.max(0, Number(v) || 0); });
    const animations = new Map();
    for (const a of list) if (a.name !== 'none' && a.duration >= 0) animations.set(a.name, a);
    return animations;
}

/// The transitions a declaration block asks for: [{ property, duration, delay }] (milliseconds).
function declaredTransitions(values) {
    const list = [];
    const shorthand = values.get('transition');
    if (shorthand !== undefined) {
        for (const item of splitCSS(shorthand, ',')) {
            const transition = { property: 'all', duration: 0, delay: 0 };
            let times = 0;
            for (const token of splitCSS(item, ' ')) {
                const time = cssTime(token);
                if (time !== null) { if (times++ === 0) transition.duration = time; else transition.delay = time; }
                else if (!animationKeywords.has(token.toLowerCase()) && !token.includes('(')) transition.property = token.toLowerCase();
            }
            list.push(transition);
        }
    }
    const longhand = (name) => (values.has(name) ? splitCSS(values.get(name), ',') : null);
    const properties = longhand('transition-property');
    if (properties) {
        while (list.length < properties.length) list.push({ property: 'all', duration: 0, delay: 0 });
        list.length = properties.length;
        properties.forEach((p, i) => { list[i].property = p.toLowerCase(); });
    }
    const apply = (name, set) => { const items = longhand(name); if (items) list.forEach((t, i) => set(t, items[i % items.length])); };
    apply('transition-duration', (t, v) => { t.duration = Math.max(0, cssTime(v) ?? 0); });
    apply('transition-delay', (t, v) => { t.delay = cssTime(v) ?? 0; });
    return list;
}

/// An element's running animations and transitions (name or property → their timers).
function animationState(element) {
    let state = element._cssAnimations;
    if (!state) { state = { animations: new Map(), transitions: new Map() }; define(element, '_cssAnimations', state); }
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

/// The elements whose inline style changed since the last style change event, each with its
/// style text before the first change (null when it was not in a document then: nothing to
/// transition from). One microtask per batch handles them all; a Map keeps elements' shapes.
let styleChanges = null;

/// Element.js calls this when an element's `style` attribute changes (directly or through
/// `element.style`). Changes are batched as a browser batches them until it next computes
/// style: `el.style.color = 'green'; el.style.transition = 'color 1s'` in one task transitions color.
function cssAnimationsStyleChanged(element, oldText) {
    if (styleChanges === null) {
        styleChanges = new Map();
        queueMicrotask(styleChangeEvent);
    } else if (styleChanges.has(element)) {
        return;
    }
    styleChanges.set(element, element.isConnected ? (oldText === null || oldText === undefined ? '' : String(oldText)) : null);
}

function styleChangeEvent() {
    const changes = styleChanges;
    styleChanges = null;
    for (const [element, before] of changes) {
        const after = element.getAttribute('style') || '';
        // Most style changes declare neither: they pay one search each.
        if (!/animation|transition/i.test(after) && !(before && /animation|transition/i.test(before)) && !element._cssAnimations) continue;
        if (!element.isConnected) continue;
        updateAnimations(element, before, after);
    }
}

function updateAnimations(element, before, after) {
    const state = animationState(element);
    const oldValues = before === null ? null : inlineDeclarations(before), newValues = inlineDeclarations(after);

    // `display: none` cancels what runs and starts nothing (showing the element again starts them anew).
    const hidden = newValues.get('display') === 'none';
    const wanted = hidden ? new Map() : declaredAnimations(newValues);
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

    const transitions = declaredTransitions(newValues);
    if (transitions.length === 0 || oldValues === null) return;
    const changed = new Set();
    for (const [name, value] of newValues) if (oldValues.get(name) !== value) changed.add(name);
    for (const name of oldValues.keys()) if (!newValues.has(name)) changed.add(name);
    for (const property of changed) {
        if (property.startsWith('transition') || property.startsWith('animation')) continue;
        let match = null;
        for (const t of transitions) if (t.property === property || t.property === 'all') match = t;
        if (!match || match.duration + match.delay <= 0 || match.duration <= 0) continue;
        const running = state.transitions.get(property);
        if (running) stopRun(element, running, () => fireAnimationEvent(element, TransitionEvent, 'transitioncancel', { propertyName: property, elapsedTime: 0 }));
        state.transitions.set(property, startTransition(element, property, match));
    }
}

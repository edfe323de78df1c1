// Animation.js — Web Animations without rendering: `element.animate()` returns an Animation that runs
// on the virtual clock.
//

import { Element } from "../dom/Element.js";
import { DOMException, Event, EventTarget, defineHandlerProperties, dispatch } from "../dom/EventDispatch.js";
import { Promise, TypeError, clearTimeout, define, host, setTimeout } from "../dom/Realm.js";

/// Web Animations without rendering: `element.animate()` returns an Animation that runs on the
/// virtual clock (delay + duration × iterations), then settles `finished` and fires `finish`.
/// Nothing is drawn and no style changes; an animation with infinite iterations never finishes.
export class Animation extends EventTarget {
    constructor(effect, timeline) {
        super();
        this.id = '';
        this.effect = effect === undefined ? null : effect;
        this.timeline = timeline === undefined ? null : timeline;
        this.playbackRate = 1;
        define(this, '_state', 'idle');
        define(this, '_timer', 0);
        define(this, '_length', 0);
        define(this, '_startedAt', 0);
        define(this, '_pausedAt', null);
        this._newFinished();
    }
    _newFinished() {
        let resolve, reject;
        const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
        promise.catch(() => { });  // a cancelled animation nobody awaits is not an error
        define(this, '_finished', { promise, resolve, reject });
    }
    get finished() { return this._finished.promise; }
    get ready() { return Promise.resolve(this); }
    get playState() { return this._state; }
    get pending() { return false; }
    get currentTime() {
        if (this._state === 'idle') return null;
        if (this._state === 'finished') return this._length;
        if (this._pausedAt !== null) return this._pausedAt;
        return Math.min(this._length, host.now() - this._startedAt);
    }
    _schedule(remaining) {
        clearTimeout(this._timer);
        if (remaining === Infinity) return;
        this._timer = setTimeout(() => this.finish(), Math.max(0, remaining));
    }
    play() {
        if (this._state === 'running') return;
        const elapsed = this._pausedAt === null || this._state === 'finished' ? 0 : this._pausedAt;
        if (this._state === 'finished' || this._state === 'idle') this._newFinished();
        this._state = 'running';
        this._startedAt = host.now() - elapsed;
        this._pausedAt = null;
        this._schedule(this._length - elapsed);
    }
    pause() {
        if (this._state !== 'running') return;
        clearTimeout(this._timer);
        this._pausedAt = this.currentTime;
        this._state = 'paused';
    }
    finish() {
        if (this._length === Infinity) throw new DOMException("Failed to execute 'finish' on 'Animation': Cannot finish Animation with an infinite target effect end.", 'InvalidStateError');
        clearTimeout(this._timer);
        this._state = 'finished';
        this._pausedAt = null;
        this._finished.resolve(this);
        dispatch(this, new Event('finish'));
    }
    cancel() {
        if (this._state === 'idle') return;
        clearTimeout(this._timer);
        this._state = 'idle';
        this._pausedAt = null;
        this._finished.reject(new DOMException('The user aborted a request.', 'AbortError'));
        this._newFinished();
        dispatch(this, new Event('cancel'));
    }
    reverse() { this.playbackRate = -this.playbackRate; this.play(); }
    updatePlaybackRate(rate) { this.playbackRate = Number(rate); }
    commitStyles() { }
    persist() { }
}
defineHandlerProperties(Animation.prototype, ['finish', 'cancel', 'remove']);
function animationLength(options) {
    const o = typeof options === 'number' ? { duration: options } : (options || {});
    const duration = o.duration === undefined || o.duration === 'auto' ? 0 : Number(o.duration);
    const iterations = o.iterations === undefined ? 1 : Number(o.iterations);
    if (!(duration >= 0) || !(iterations >= 0)) throw new TypeError("Failed to execute 'animate' on 'Element': duration and iterations must be non-negative numbers.");
    return Math.max(0, (Number(o.delay) || 0) + duration * iterations + (Number(o.endDelay) || 0));
}
define(Element.prototype, 'animate', function animate(keyframes, options) {
    const animation = new Animation({ target: this, keyframes }, null);
    animation._length = animationLength(options);
    if (options && typeof options === 'object' && options.id !== undefined) animation.id = String(options.id);
    animation.play();
    return animation;
});
define(Element.prototype, 'getAnimations', function getAnimations() { return []; });

// A Bambuser-style live player, shaped like the web player the iOS SDK hosts in a web view.
//
// The host (Swift) installs `__bambuserHost` before this script runs:
//   hydrate(id, productJSON)   -> null when rejected; true when accepted as given; else the merged product
//                                 (dashboard fallbacks, the configuration's currency) as JSON text. The rules live in Swift.
//   log(kind, details)         -> an entry in the player's event log that is not an app event
//   status(state)              -> onVideoStatusChanged
//   progress(duration, time)   -> onVideoProgress, once a second of playing
//   timedOut(key, type, ms)    -> a callback nobody answered: onErrorOccurred, the log, the stage's failures
//   closed(key)                -> a callback answered or dropped (cleanup, reset): no longer waiting
// Everything runs on the context's virtual clock.
(function (global) {
    'use strict';
    // Every built-in and host function the player uses is taken once, here: a script run through
    // invoke shares this global, and one that replaces JSON.parse, Map.prototype.get, Array.prototype
    // methods or the host's functions must not change what the player validates, keeps or reports.
    // Lists are walked with index loops (for…of and the array methods look up replaceable iterators
    // and species constructors at each call).
    const uncurry = Function.prototype.bind.bind(Function.prototype.call);
    const parseJSON = JSON.parse, stringifyJSON = JSON.stringify;
    const MapCtor = Map, ErrorCtor = Error, TypeErrorCtor = TypeError;
    const mapGet = uncurry(Map.prototype.get), mapSet = uncurry(Map.prototype.set);
    const mapHas = uncurry(Map.prototype.has), mapDelete = uncurry(Map.prototype.delete);
    const mapForEach = uncurry(Map.prototype.forEach), mapSize = uncurry(Object.getOwnPropertyDescriptor(Map.prototype, 'size').get);
    const objectKeys = Object.keys, objectFreeze = Object.freeze, defineProperty = Object.defineProperty;
    const isArray = Array.isArray, isInteger = Number.isInteger, mathMax = Math.max;
    const toString = String, toBoolean = Boolean;
    const stringIndexOf = uncurry(String.prototype.indexOf), stringSlice = uncurry(String.prototype.slice);
    const resolved = uncurry(Promise.resolve, Promise);
    const setTimer = setTimeout, setRepeating = setInterval, clearTimer = clearTimeout, now = Date.now;
    // The host's functions are Swift's and read no `this`: taken as they are, called directly.
    const hostObject = global.__bambuserHost;
    const host = objectFreeze({
        hydrate: hostObject.hydrate, log: hostObject.log, status: hostObject.status, progress: hostObject.progress,
        timedOut: hostObject.timedOut, closed: hostObject.closed,
    });
    const messageHandler = global.webkit.messageHandlers.bambuser;
    const postMessage = uncurry(messageHandler.postMessage, messageHandler);

    // The list helpers the player needs, on plain index loops.
    function each(list, fn) { for (let i = 0; i < list.length; i++) fn(list[i], i); }
    function mapList(list, fn) { const out = []; for (let i = 0; i < list.length; i++) out[i] = fn(list[i]); return out; }
    function filterList(list, fn) {
        const out = [];
        for (let i = 0; i < list.length; i++) if (fn(list[i])) out[out.length] = list[i];
        return out;
    }
    function findIn(list, fn) { for (let i = 0; i < list.length; i++) if (fn(list[i])) return list[i]; return undefined; }
    function someIn(list, fn) { return findIn(list, fn) !== undefined; }
    function newMap() { return new MapCtor(); }
    function mapKeys(map) { const out = []; mapForEach(map, (value, key) => { out[out.length] = key; }); return out; }
    // An own data property, whatever the key (a product id "__proto__" included) and whatever setters
    // a script put on Object.prototype.
    function put(object, key, value) {
        defineProperty(object, key, { value: value, writable: true, enumerable: true, configurable: true });
    }
    function mapObject(map) { const out = {}; mapForEach(map, (value, key) => put(out, key, value)); return out; }
    const CALLBACK_TIMEOUT_MS = 30000; // seed 001 / real player: an unanswered callback fails after 30 s
    const PREFETCH_MS = 2000;          // "about to be displayed": ask for data this long before a highlight

    const state = {
        show: null,
        products: [],          // show products, in show order
        byId: newMap(),
        // id -> the merged product's JSON text (last write wins): one string per product for the
        // collector to carry, not a tree of objects; read back with hydratedProduct(id).
        hydrated: newMap(),
        status: 'idle',
        startedAt: null,
        highlighted: null,
        productListVisible: true,
        productView: null,     // { id, variation, size, quantity, message }
        cart: newMap(),        // sku -> quantity
        wishlist: newMap(),   // product ref -> Bool, as the app last told
        configuration: {},     // the player configuration (buttons.product, actionCard, …)
        callbacks: newMap(),   // callbackKey -> { type, resolve, timer }
        nextCallback: 1,
        timers: [],
        position: 0,
    };

    // Events go to the app the way the web player's do: through a WebKit message handler. On iOS the
    // event's own fields arrive under data.event and the callback key beside it (WEB-RN, EX-D).
    function post(type, fields, callbackKey) {
        const data = callbackKey === undefined ? { event: fields } : { event: fields, callbackKey: callbackKey };
        postMessage({ type: type, data: data });
    }

    function productSummary(p) { return { id: p.id, ref: p.ref, url: p.url }; }

    function requestData(products) {
        const needed = filterList(products, p => !mapHas(state.hydrated, p.id));
        if (needed.length === 0) return;
        post('provide-product-data', { products: mapList(needed, productSummary) });
    }

    // An event the app must answer with notify(callbackKey, info); never answered, it fails after 30 s.
    // onAnswer gets the app's info as it came (false on a time-out).
    function postWithCallback(type, fields, onAnswer) {
        const callbackKey = 'cb-' + (state.nextCallback++);
        const timer = setTimer(() => {
            if (!mapHas(state.callbacks, callbackKey)) return;
            mapDelete(state.callbacks, callbackKey);
            host.timedOut(callbackKey, type, CALLBACK_TIMEOUT_MS);
            onAnswer({ success: false, reason: 'timeout' });
        }, CALLBACK_TIMEOUT_MS);
        mapSet(state.callbacks, callbackKey, { type: type, onAnswer: onAnswer, timer: timer });
        post(type, fields, callbackKey);
        return callbackKey;
    }

    // `true`, `{success:true}` succeed; `false`, `{success:false, reason}` fail with the reason.
    function normalizeAnswer(info) {
        if (info === true || info === undefined || info === null) return { success: true };
        if (info === false) return { success: false, reason: 'refused' };
        if (typeof info === 'object') {
            if (info.success === false) return { success: false, reason: toString(info.reason || 'refused') };
            return { success: true };
        }
        return { success: toBoolean(info) };
    }

    function dropPending() {
        clearTimers();
        mapForEach(state.callbacks, (pending, key) => { clearTimer(pending.timer); host.closed(key); });
        state.callbacks = newMap();
    }

    function clearTimers() {
        each(state.timers, timer => clearTimer(timer));
        state.timers = [];
    }

    function highlight(id) {
        const product = mapGet(state.byId, id);
        if (!product) return;
        state.highlighted = id;
        post('product-highlighted', { id: product.id, ref: product.ref, hydrated: mapHas(state.hydrated, id) });
    }

    // 2.1.3+: a show that ends is "completed" (2.0 – 2.1.2 said "ended").
    function end() {
        if (state.status === 'completed') return;
        clearTimers();
        state.status = 'completed';
        state.highlighted = null;
        host.status('completed');
        post('show-ended', { id: state.show.id });
    }

    function schedule(atMs, fn) {
        const delay = mathMax(0, atMs - state.position);
        state.timers[state.timers.length] = setTimer(fn, delay);
    }

    function scheduleTimeline() {
        each(state.show.timeline, cue => {
            const at = cue.at * 1000;
            if (at < state.position) return;
            if (cue.action === 'highlight') {
                const product = mapGet(state.byId, cue.product);
                if (!product) return;
                schedule(mathMax(state.position, at - PREFETCH_MS), () => requestData([product]));
                schedule(at, () => highlight(cue.product));
            } else if (cue.action === 'end') {
                schedule(at, end);
            }
        });
        if (state.show.durationSeconds > 0) schedule(state.show.durationSeconds * 1000, end);
        // A web player reports its position as it plays; once a second is enough for an app's progress bar.
        state.timers[state.timers.length] = setRepeating(() => {
            host.progress(state.show.durationSeconds, (now() - state.startedAt) / 1000);
        }, 1000);
    }

    function requireProductView() {
        if (!state.productView) throw new ErrorCtor('no product view is open: open a product first');
        return state.productView;
    }

    // What needs the open product's data fails with the product's id; the host names the cause.
    function requireHydrated(view) {
        if (mapHas(state.hydrated, view.id)) return;
        const error = new ErrorCtor(view.id);
        error.name = 'NotHydratedError';
        throw error;
    }

    // A hydrated product as an object (a fresh one each read), or undefined.
    function hydratedProduct(id) {
        const text = mapGet(state.hydrated, id);
        return text === undefined ? undefined : parseJSON(text);
    }

    function selectedSize(view) {
        const product = hydratedProduct(view.id);
        if (!product) return null;
        const variation = product.variations[view.variation] || product.variations[0];
        if (!variation) return null;
        return findIn(variation.sizes, s => s.sku === view.size) || null;
    }

    const player = {
        // seed 001: updateProductWithData('<id>', { … }) — validated by the host's HydrationValidator.
        updateProductWithData(id, product) {
            // JSON text both ways: one string crosses instead of a walk over every property.
            const text = stringifyJSON(product);
            const merged = host.hydrate(id, text);
            if (merged === null) return false;
            mapSet(state.hydrated, id, merged === true ? text : merged);
            return true;
        },
        hideProductList() { state.productListVisible = false; return true; },
        showProductList() { state.productListVisible = true; return true; },
        showProductView(id) {
            if (!mapHas(state.byId, id)) throw new ErrorCtor('no product with id ' + stringifyJSON(id) + ' in this show');
            state.productView = { id: id, variation: 0, size: null, quantity: 0, message: null };
            return true;
        },
        hideProductView() { state.productView = null; return true; },
        // The answer to should-sync-cart-state: the app tells the player what its cart holds.
        updateItemInCart(sku, quantity) {
            if (typeof sku !== 'string') throw new TypeErrorCtor('updateItemInCart: sku must be a string');
            if (!isInteger(quantity) || quantity < 0) throw new TypeErrorCtor('updateItemInCart: quantity must be an integer ≥ 0');
            if (quantity === 0) mapDelete(state.cart, sku); else mapSet(state.cart, sku, quantity);
            return true;
        },
        // Asynchronous, as the web player's data getters are: invoke awaits the promise.
        getProductData(id) {
            return resolved(mapHas(state.hydrated, id) ? hydratedProduct(id) : null);
        },
        // EX-D, EX-R (2.1+): the answer to provide-wishlist-status, {"statuses": {"<sku>": true}}.
        updateWishlistStatus(update) {
            if (update === null || typeof update !== 'object' || update.statuses === null || typeof update.statuses !== 'object') {
                throw new TypeErrorCtor('updateWishlistStatus: expected {"statuses": {"<sku>": true|false}}, got ' + stringifyJSON(update));
            }
            each(objectKeys(update.statuses), sku => {
                if (typeof update.statuses[sku] !== 'boolean') {
                    throw new TypeErrorCtor('updateWishlistStatus: statuses[' + stringifyJSON(sku) + '] must be true or false');
                }
                mapSet(state.wishlist, sku, update.statuses[sku]);
            });
            return true;
        },
    };

    // Not callable through invoke: the host's own controls.
    const internal = {
        // The examples' configuration `autoplay: true`: the show starts by itself once the player has
        // loaded, with no play() from the app. Headless, that is as soon as virtual time first moves.
        configure(configuration) {
            state.configuration = configuration || {};
            // A shoppable video preloads by default (CommerceSDK 3.0.2 README, "Preloading"): .ready soon after.
            if (state.configuration.shoppable === true && state.configuration.preload !== false) {
                setTimer(() => { if (state.status === 'idle') internal.preload(); }, 0);
            }
            if (state.configuration.autoplay === true) {
                setTimer(() => { if (state.status === 'idle' || state.status === 'ready') internal.play(); }, 0);
            }
        },
        load(show) {
            state.show = show;
            state.products = show.products;
            state.byId = newMap();
            each(show.products, p => mapSet(state.byId, p.id, p));
        },
        play() {
            if (state.status === 'playing' || state.status === 'completed' || state.status === 'stopped') return;
            const first = state.status === 'idle' || state.status === 'ready';
            state.status = 'playing';
            state.startedAt = now() - state.position;
            host.status('playing');
            if (first) {
                post('show-started', { id: state.show.id, type: state.show.type, title: state.show.title });
                requestData(state.products);
            }
            scheduleTimeline();
        },
        pause() {
            if (state.status !== 'playing') return;
            state.position = now() - state.startedAt;
            clearTimers();
            state.status = 'paused';
            host.status('paused');
        },
        seek(seconds) {
            if (state.show.type === 'live') return; // DOCC seek(to:): no effect on live broadcasts
            const wasPlaying = state.status === 'playing';
            if (wasPlaying) { clearTimers(); }
            state.position = mathMax(0, seconds * 1000);
            if (wasPlaying) { state.startedAt = now() - state.position; scheduleTimeline(); }
        },
        preload() {
            if (state.status !== 'idle') return;
            state.status = 'ready';
            host.status('ready');
        },
        // cleanup() and resetPlayer(): callbacks still pending are dropped, not failed.
        cleanup() {
            dropPending();
            state.status = 'stopped';
            host.status('stopped');
        },
        reset() {
            dropPending();
            state.status = 'idle';
            state.position = 0;
            state.startedAt = null;
            state.highlighted = null;
            state.productView = null;
            state.productListVisible = true;
            state.hydrated = newMap();
            host.status('idle');
        },
        notify(callbackKey, info) {
            const pending = mapGet(state.callbacks, callbackKey);
            if (!pending) return false;
            mapDelete(state.callbacks, callbackKey);
            clearTimer(pending.timer);
            host.closed(callbackKey);
            pending.onAnswer(info);
            return true;
        },
        // updateProduct(id:with:): `<id as JSON>\n<product JSON>`, handed to the host unparsed.
        hydrateJSON(payload) {
            const cut = stringIndexOf(payload, '\n');
            const id = parseJSON(stringSlice(payload, 0, cut));
            const text = stringSlice(payload, cut + 1);
            const merged = host.hydrate(id, text);
            if (merged === null) return false;
            mapSet(state.hydrated, id, merged === true ? text : merged);
            return true;
        },
        // invoke's updateProductWithData with literal arguments the host accepted as given: the
        // product's JSON text, kept as the call would have kept it.
        keepHydrated(id, text) {
            mapSet(state.hydrated, id, text);
            return true;
        },
        pendingCallbacks() { return mapKeys(state.callbacks); },
        isHydrated(id) { return mapHas(state.hydrated, id); },
        state() {
            const hydrated = {};
            mapForEach(state.hydrated, (value, key) => put(hydrated, key, parseJSON(value)));
            return {
                status: state.status,
                highlighted: state.highlighted,
                productListVisible: state.productListVisible,
                productView: state.productView,
                hydrated: hydrated,
                cart: mapObject(state.cart),
                wishlist: mapObject(state.wishlist),
            };
        },
    };

    // What a person watching the show can do; each action sends what the real player sends.
    const viewer = {
        highlight(id) { highlight(id); },
        // README-1.1.0, EX-E: with buttons.product "none" the app shows the product (should-show-product-view);
        // otherwise the player opens its own product page and tells the app nothing.
        open(id) {
            const product = mapGet(state.byId, id);
            if (!product) throw new ErrorCtor('no product with id ' + stringifyJSON(id) + ' in this show');
            const merged = hydratedProduct(id);
            const buttons = state.configuration.buttons || {};
            if (buttons.product === 'none') {
                const title = merged ? merged.name : (product.dashboard && product.dashboard.name) || '';
                post('should-show-product-view', { id: product.id, sku: product.ref, title: toString(title), url: product.url });
                return;
            }
            state.productView = { id: id, variation: 0, size: null, quantity: 0, message: null };
            post('provide-wishlist-status', { products: [{ ref: product.ref }] });
            if (!merged) requestData([product]);
        },
        chooseVariation(index) {
            const view = requireProductView();
            view.variation = index;
            view.size = null;
        },
        chooseSize(sku) {
            const view = requireProductView();
            requireHydrated(view);
            const product = hydratedProduct(view.id);
            const variation = product && product.variations[view.variation];
            if (!variation || !someIn(variation.sizes, s => s.sku === sku)) {
                throw new ErrorCtor('no size ' + stringifyJSON(sku) + ' in the open product');
            }
            view.size = sku;
            view.message = null;
        },
        addToCart() {
            const view = requireProductView();
            requireHydrated(view);
            const size = selectedSize(view);
            if (!size) throw new ErrorCtor('choose a size before adding to cart');
            if (size.inStock === 0) { view.message = 'out-of-stock'; return; }
            postWithCallback('should-add-item-to-cart', { sku: size.sku, quantity: 1 }, info => {
                const answer = normalizeAnswer(info);
                if (answer.success) { mapSet(state.cart, size.sku, 1); view.quantity = 1; view.message = 'added'; }
                else view.message = answer.reason;
                host.log('cart-answer', { type: 'should-add-item-to-cart', sku: size.sku, success: answer.success, reason: answer.reason || null });
            });
        },
        changeQuantity(quantity) {
            const view = requireProductView();
            requireHydrated(view);
            const size = selectedSize(view);
            if (!size) throw new ErrorCtor('choose a size before changing the quantity');
            postWithCallback('should-update-item-in-cart', { sku: size.sku, quantity: quantity }, info => {
                const answer = normalizeAnswer(info);
                if (answer.success) {
                    if (quantity === 0) mapDelete(state.cart, size.sku); else mapSet(state.cart, size.sku, quantity);
                    view.quantity = quantity; view.message = 'updated';
                } else view.message = answer.reason;
                host.log('cart-answer', { type: 'should-update-item-in-cart', sku: size.sku, success: answer.success, reason: answer.reason || null });
            });
        },
        // WEB-iOS: the app answers with notify carrying its cart, here a list of {sku, quantity}; true keeps the player's.
        openCart() {
            postWithCallback('should-sync-cart-state', {}, info => {
                if (isArray(info)) {
                    state.cart = newMap();
                    each(info, item => {
                        if (item && typeof item.sku === 'string' && isInteger(item.quantity) && item.quantity > 0) {
                            mapSet(state.cart, item.sku, item.quantity);
                        }
                    });
                }
                host.log('cart-answer', { type: 'should-sync-cart-state', items: mapSize(state.cart) });
            });
        },
        checkout() { post('goto-checkout', {}); },
        openLink(url) { post('open-url', { url: toString(url) }); },
        // README-1.1.0: with actionCard "none" the app handles the card (action-card-clicked); otherwise the player opens it.
        tapActionCard(url) {
            if (state.configuration.actionCard === 'none') post('action-card-clicked', { url: toString(url) });
            else host.log('action-card-opened', { url: toString(url) });
        },
        // EX-D, EX-R (2.1+): the heart on the open product; the app answers {success: true, sku: '…'}.
        toggleWishlist() {
            const view = requireProductView();
            const sku = mapGet(state.byId, view.id).ref;
            const adding = mapGet(state.wishlist, sku) !== true;
            postWithCallback(adding ? 'add-to-wishlist' : 'remove-from-wishlist', { sku: sku }, info => {
                const answer = normalizeAnswer(info);
                if (answer.success) mapSet(state.wishlist, sku, adding);
                host.log('wishlist-answer', { sku: sku, added: adding, success: answer.success, reason: answer.reason || null });
            });
        },
        openWishlist() { post('open-wishlist', {}); },
        // EX-D answers with "{ success: true }" once the viewer has logged in.
        logInForWishlist() {
            postWithCallback('open-wishlist-login', {}, info => {
                const answer = normalizeAnswer(info);
                host.log('wishlist-login-answer', { success: answer.success, reason: answer.reason || null });
            });
        },
        close() { state.productView = null; post('close', {}); },
        // A shoppable video's inline preview was tapped (EX-R handles it by expanding the player).
        expandPreview() { post('preview-should-expand', {}); },
    };

    // Frozen and fixed on the global: an invoke cannot swap the player's functions or the host's controls.
    function install(name, object) {
        defineProperty(global, name, { value: objectFreeze(object), writable: false, enumerable: false, configurable: false });
    }
    install('player', player);
    install('__bambuserPlayer', internal);
    install('__bambuserViewer', viewer);
})(this);

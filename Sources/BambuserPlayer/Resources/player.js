// A Bambuser-style live player, shaped like the web player the iOS SDK hosts in a web view.
//
// The host (Swift) installs `__bambuserHost` before this script runs:
//   hydrate(id, productJSON)   -> null when rejected; true when accepted as given; else the merged product
//                                 (dashboard fallbacks, the configuration's currency) as JSON text. The rules live in Swift.
//   log(kind, details)         -> an entry in the player's event log that is not an app event
//   status(state)              -> onVideoStatusChanged
//   progress(duration, time)   -> onVideoProgress, once a second of playing
// Everything runs on the context's virtual clock.
(function (global) {
    'use strict';
    const host = global.__bambuserHost;
    // Taken once: a script run through invoke shares this global, and one that replaces JSON.parse
    // must not forge what the player hands back or what it sends the host to validate.
    const parseJSON = JSON.parse, stringifyJSON = JSON.stringify;
    const CALLBACK_TIMEOUT_MS = 30000; // seed 001 / real player: an unanswered callback fails after 30 s
    const PREFETCH_MS = 2000;          // "about to be displayed": ask for data this long before a highlight

    const state = {
        show: null,
        products: [],          // show products, in show order
        byId: new Map(),
        // id -> the merged product's JSON text (last write wins): one string per product for the
        // collector to carry, not a tree of objects; read back with hydratedProduct(id).
        hydrated: new Map(),
        status: 'idle',
        startedAt: null,
        highlighted: null,
        productListVisible: true,
        productView: null,     // { id, variation, size, quantity, message }
        cart: new Map(),       // sku -> quantity
        wishlist: new Map(),   // product ref -> Bool, as the app last told
        configuration: {},     // the player configuration (buttons.product, actionCard, …)
        callbacks: new Map(),  // callbackKey -> { type, resolve, timer }
        nextCallback: 1,
        timers: [],
        position: 0,
    };

    // Events go to the app the way the web player's do: through a WebKit message handler. On iOS the
    // event's own fields arrive under data.event and the callback key beside it (WEB-RN, EX-D).
    function post(type, fields, callbackKey) {
        const data = { event: fields };
        if (callbackKey !== undefined) data.callbackKey = callbackKey;
        window.webkit.messageHandlers.bambuser.postMessage({ type: type, data: data });
    }

    function productSummary(p) { return { id: p.id, ref: p.ref, url: p.url }; }

    function requestData(products) {
        const needed = products.filter(p => !state.hydrated.has(p.id));
        if (needed.length === 0) return;
        post('provide-product-data', { products: needed.map(productSummary) });
    }

    // An event the app must answer with notify(callbackKey, info); never answered, it fails after 30 s.
    // onAnswer gets the app's info as it came (false on a time-out).
    function postWithCallback(type, fields, onAnswer) {
        const callbackKey = 'cb-' + (state.nextCallback++);
        const timer = setTimeout(() => {
            if (!state.callbacks.has(callbackKey)) return;
            state.callbacks.delete(callbackKey);
            host.log('callback-timeout', { callbackKey: callbackKey, type: type, afterMs: CALLBACK_TIMEOUT_MS });
            onAnswer({ success: false, reason: 'timeout' });
        }, CALLBACK_TIMEOUT_MS);
        state.callbacks.set(callbackKey, { type: type, onAnswer: onAnswer, timer: timer });
        post(type, fields, callbackKey);
        return callbackKey;
    }

    // `true`, `{success:true}` succeed; `false`, `{success:false, reason}` fail with the reason.
    function normalizeAnswer(info) {
        if (info === true || info === undefined || info === null) return { success: true };
        if (info === false) return { success: false, reason: 'refused' };
        if (typeof info === 'object') {
            if (info.success === false) return { success: false, reason: String(info.reason || 'refused') };
            return { success: true };
        }
        return { success: Boolean(info) };
    }

    function dropPending() {
        clearTimers();
        state.callbacks.forEach(pending => clearTimeout(pending.timer));
        state.callbacks = new Map();
    }

    function clearTimers() {
        state.timers.forEach(clearTimeout);
        state.timers = [];
    }

    function highlight(id) {
        const product = state.byId.get(id);
        if (!product) return;
        state.highlighted = id;
        post('product-highlighted', { id: product.id, ref: product.ref, hydrated: state.hydrated.has(id) });
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
        const delay = Math.max(0, atMs - state.position);
        state.timers.push(setTimeout(fn, delay));
    }

    function scheduleTimeline() {
        for (const cue of state.show.timeline) {
            const at = cue.at * 1000;
            if (at < state.position) continue;
            if (cue.action === 'highlight') {
                const product = state.byId.get(cue.product);
                if (!product) continue;
                schedule(Math.max(state.position, at - PREFETCH_MS), () => requestData([product]));
                schedule(at, () => highlight(cue.product));
            } else if (cue.action === 'end') {
                schedule(at, end);
            }
        }
        if (state.show.durationSeconds > 0) schedule(state.show.durationSeconds * 1000, end);
        // A web player reports its position as it plays; once a second is enough for an app's progress bar.
        state.timers.push(setInterval(() => {
            host.progress(state.show.durationSeconds, (Date.now() - state.startedAt) / 1000);
        }, 1000));
    }

    function requireProductView() {
        if (!state.productView) throw new Error('no product view is open: open a product first');
        return state.productView;
    }

    // A hydrated product as an object (a fresh one each read), or undefined.
    function hydratedProduct(id) {
        const text = state.hydrated.get(id);
        return text === undefined ? undefined : parseJSON(text);
    }

    function selectedSize(view) {
        const product = hydratedProduct(view.id);
        if (!product) return null;
        const variation = product.variations[view.variation] || product.variations[0];
        if (!variation) return null;
        return variation.sizes.find(s => s.sku === view.size) || null;
    }

    const player = {
        // seed 001: updateProductWithData('<id>', { … }) — validated by the host's HydrationValidator.
        updateProductWithData(id, product) {
            // JSON text both ways: one string crosses instead of a walk over every property.
            const text = stringifyJSON(product);
            const merged = host.hydrate(id, text);
            if (merged === null) return false;
            state.hydrated.set(id, merged === true ? text : merged);
            return true;
        },
        hideProductList() { state.productListVisible = false; return true; },
        showProductList() { state.productListVisible = true; return true; },
        showProductView(id) {
            if (!state.byId.has(id)) throw new Error('no product with id ' + stringifyJSON(id) + ' in this show');
            state.productView = { id: id, variation: 0, size: null, quantity: 0, message: null };
            return true;
        },
        hideProductView() { state.productView = null; return true; },
        // The answer to should-sync-cart-state: the app tells the player what its cart holds.
        updateItemInCart(sku, quantity) {
            if (typeof sku !== 'string') throw new TypeError('updateItemInCart: sku must be a string');
            if (!Number.isInteger(quantity) || quantity < 0) throw new TypeError('updateItemInCart: quantity must be an integer ≥ 0');
            if (quantity === 0) state.cart.delete(sku); else state.cart.set(sku, quantity);
            return true;
        },
        // Asynchronous, as the web player's data getters are: invoke awaits the promise.
        getProductData(id) {
            return Promise.resolve(state.hydrated.has(id) ? hydratedProduct(id) : null);
        },
        // EX-D, EX-R (2.1+): the answer to provide-wishlist-status, {"statuses": {"<sku>": true}}.
        updateWishlistStatus(update) {
            if (update === null || typeof update !== 'object' || update.statuses === null || typeof update.statuses !== 'object') {
                throw new TypeError('updateWishlistStatus: expected {"statuses": {"<sku>": true|false}}, got ' + stringifyJSON(update));
            }
            for (const sku of Object.keys(update.statuses)) {
                if (typeof update.statuses[sku] !== 'boolean') {
                    throw new TypeError('updateWishlistStatus: statuses[' + stringifyJSON(sku) + '] must be true or false');
                }
                state.wishlist.set(sku, update.statuses[sku]);
            }
            return true;
        },
    };

    // Not callable through invoke: the host's own controls.
    const internal = {
        configure(configuration) { state.configuration = configuration || {}; },
        load(show) {
            state.show = show;
            state.products = show.products;
            state.byId = new Map(show.products.map(p => [p.id, p]));
        },
        play() {
            if (state.status === 'playing' || state.status === 'completed' || state.status === 'stopped') return;
            const first = state.status === 'idle' || state.status === 'ready';
            state.status = 'playing';
            state.startedAt = Date.now() - state.position;
            host.status('playing');
            if (first) {
                post('show-started', { id: state.show.id, type: state.show.type, title: state.show.title });
                requestData(state.products);
            }
            scheduleTimeline();
        },
        pause() {
            if (state.status !== 'playing') return;
            state.position = Date.now() - state.startedAt;
            clearTimers();
            state.status = 'paused';
            host.status('paused');
        },
        seek(seconds) {
            if (state.show.type === 'live') return; // DOCC seek(to:): no effect on live broadcasts
            const wasPlaying = state.status === 'playing';
            if (wasPlaying) { clearTimers(); }
            state.position = Math.max(0, seconds * 1000);
            if (wasPlaying) { state.startedAt = Date.now() - state.position; scheduleTimeline(); }
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
            state.hydrated = new Map();
            host.status('idle');
        },
        notify(callbackKey, info) {
            const pending = state.callbacks.get(callbackKey);
            if (!pending) return false;
            state.callbacks.delete(callbackKey);
            clearTimeout(pending.timer);
            pending.onAnswer(info);
            return true;
        },
        // updateProduct(id:with:): `<id as JSON>\n<product JSON>`, handed to the host unparsed.
        hydrateJSON(payload) {
            const cut = payload.indexOf('\n');
            const id = parseJSON(payload.slice(0, cut));
            const text = payload.slice(cut + 1);
            const merged = host.hydrate(id, text);
            if (merged === null) return false;
            state.hydrated.set(id, merged === true ? text : merged);
            return true;
        },
        pendingCallbacks() { return Array.from(state.callbacks.keys()); },
        state() {
            const hydrated = {};
            state.hydrated.forEach((value, key) => { hydrated[key] = parseJSON(value); });
            const cart = {};
            state.cart.forEach((value, key) => { cart[key] = value; });
            return {
                status: state.status,
                highlighted: state.highlighted,
                productListVisible: state.productListVisible,
                productView: state.productView,
                hydrated: hydrated,
                cart: cart,
                wishlist: Object.fromEntries(state.wishlist),
            };
        },
    };

    // What a person watching the show can do; each action sends what the real player sends.
    const viewer = {
        highlight(id) { highlight(id); },
        // README-1.1.0, EX-E: with buttons.product "none" the app shows the product (should-show-product-view);
        // otherwise the player opens its own product page and tells the app nothing.
        open(id) {
            const product = state.byId.get(id);
            if (!product) throw new Error('no product with id ' + stringifyJSON(id) + ' in this show');
            const merged = hydratedProduct(id);
            const buttons = state.configuration.buttons || {};
            if (buttons.product === 'none') {
                const title = merged ? merged.name : (product.dashboard && product.dashboard.name) || '';
                post('should-show-product-view', { id: product.id, sku: product.ref, title: String(title), url: product.url });
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
            const product = hydratedProduct(view.id);
            const variation = product && product.variations[view.variation];
            if (!variation || !variation.sizes.some(s => s.sku === sku)) {
                throw new Error('no size ' + stringifyJSON(sku) + ' in the open product');
            }
            view.size = sku;
            view.message = null;
        },
        addToCart() {
            const view = requireProductView();
            const size = selectedSize(view);
            if (!size) throw new Error('choose a size before adding to cart');
            if (size.inStock === 0) { view.message = 'out-of-stock'; return; }
            postWithCallback('should-add-item-to-cart', { sku: size.sku, quantity: 1 }, info => {
                const answer = normalizeAnswer(info);
                if (answer.success) { state.cart.set(size.sku, 1); view.quantity = 1; view.message = 'added'; }
                else view.message = answer.reason;
                host.log('cart-answer', { type: 'should-add-item-to-cart', sku: size.sku, success: answer.success, reason: answer.reason || null });
            });
        },
        changeQuantity(quantity) {
            const view = requireProductView();
            const size = selectedSize(view);
            if (!size) throw new Error('choose a size before changing the quantity');
            postWithCallback('should-update-item-in-cart', { sku: size.sku, quantity: quantity }, info => {
                const answer = normalizeAnswer(info);
                if (answer.success) {
                    if (quantity === 0) state.cart.delete(size.sku); else state.cart.set(size.sku, quantity);
                    view.quantity = quantity; view.message = 'updated';
                } else view.message = answer.reason;
                host.log('cart-answer', { type: 'should-update-item-in-cart', sku: size.sku, success: answer.success, reason: answer.reason || null });
            });
        },
        // WEB-iOS: the app answers with notify carrying its cart, here a list of {sku, quantity}; true keeps the player's.
        openCart() {
            postWithCallback('should-sync-cart-state', {}, info => {
                if (Array.isArray(info)) {
                    state.cart = new Map();
                    for (const item of info) {
                        if (item && typeof item.sku === 'string' && Number.isInteger(item.quantity) && item.quantity > 0) {
                            state.cart.set(item.sku, item.quantity);
                        }
                    }
                }
                host.log('cart-answer', { type: 'should-sync-cart-state', items: state.cart.size });
            });
        },
        checkout() { post('goto-checkout', {}); },
        openLink(url) { post('open-url', { url: String(url) }); },
        // README-1.1.0: with actionCard "none" the app handles the card (action-card-clicked); otherwise the player opens it.
        tapActionCard(url) {
            if (state.configuration.actionCard === 'none') post('action-card-clicked', { url: String(url) });
            else host.log('action-card-opened', { url: String(url) });
        },
        // EX-D, EX-R (2.1+): the heart on the open product; the app answers {success: true, sku: '…'}.
        toggleWishlist() {
            const view = requireProductView();
            const sku = state.byId.get(view.id).ref;
            const adding = state.wishlist.get(sku) !== true;
            postWithCallback(adding ? 'add-to-wishlist' : 'remove-from-wishlist', { sku: sku }, info => {
                const answer = normalizeAnswer(info);
                if (answer.success) state.wishlist.set(sku, adding);
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
    };

    global.player = player;
    global.__bambuserPlayer = internal;
    global.__bambuserViewer = viewer;
})(this);

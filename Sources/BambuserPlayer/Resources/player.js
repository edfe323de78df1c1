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
    const CALLBACK_TIMEOUT_MS = 30000; // seed 001 / real player: an unanswered callback fails after 30 s
    const PREFETCH_MS = 2000;          // "about to be displayed": ask for data this long before a highlight

    const state = {
        show: null,
        products: [],          // show products, in show order
        byId: new Map(),
        hydrated: new Map(),   // id -> merged product (last write wins)
        status: 'idle',
        startedAt: null,
        highlighted: null,
        productListVisible: true,
        productView: null,     // { id, variation, size, quantity, message }
        cart: new Map(),       // sku -> quantity
        callbacks: new Map(),  // callbackKey -> { type, resolve, timer }
        nextCallback: 1,
        timers: [],
        position: 0,
    };

    // Events go to the app the way the web player's do: through a WebKit message handler.
    function post(type, data) {
        window.webkit.messageHandlers.bambuser.postMessage({ type: type, data: data });
    }

    function productSummary(p) { return { id: p.id, ref: p.ref, url: p.url }; }

    function requestData(products) {
        const needed = products.filter(p => !state.hydrated.has(p.id));
        if (needed.length === 0) return;
        post('provide-product-data', { event: { products: needed.map(productSummary) } });
    }

    // An event the app must answer with notify(callbackKey, info); never answered, it fails after 30 s.
    function postWithCallback(type, data, onAnswer) {
        const callbackKey = 'cb-' + (state.nextCallback++);
        const timer = setTimeout(() => {
            if (!state.callbacks.has(callbackKey)) return;
            state.callbacks.delete(callbackKey);
            host.log('callback-timeout', { callbackKey: callbackKey, type: type, afterMs: CALLBACK_TIMEOUT_MS });
            onAnswer({ success: false, reason: 'timeout' });
        }, CALLBACK_TIMEOUT_MS);
        state.callbacks.set(callbackKey, { type: type, onAnswer: onAnswer, timer: timer });
        post(type, Object.assign({}, data, { callbackKey: callbackKey }));
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

    function end() {
        if (state.status === 'ended') return;
        clearTimers();
        state.status = 'ended';
        state.highlighted = null;
        host.status('ended');
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

    function selectedSize(view) {
        const product = state.hydrated.get(view.id);
        if (!product) return null;
        const variation = product.variations[view.variation] || product.variations[0];
        if (!variation) return null;
        return variation.sizes.find(s => s.sku === view.size) || null;
    }

    const player = {
        // seed 001: updateProductWithData('<id>', { … }) — validated by the host's HydrationValidator.
        updateProductWithData(id, product) {
            // JSON text both ways: one string crosses instead of a walk over every property.
            const text = JSON.stringify(product);
            const merged = host.hydrate(id, text);
            if (merged === null) return false;
            state.hydrated.set(id, JSON.parse(merged === true ? text : merged));
            return true;
        },
        hideProductList() { state.productListVisible = false; return true; },
        showProductList() { state.productListVisible = true; return true; },
        showProductView(id) {
            if (!state.byId.has(id)) throw new Error('no product with id ' + JSON.stringify(id) + ' in this show');
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
            return Promise.resolve(state.hydrated.has(id) ? state.hydrated.get(id) : null);
        },
    };

    // Not callable through invoke: the host's own controls.
    const internal = {
        load(show) {
            state.show = show;
            state.products = show.products;
            state.byId = new Map(show.products.map(p => [p.id, p]));
        },
        play() {
            if (state.status === 'playing' || state.status === 'ended') return;
            const first = state.status === 'idle';
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
            const wasPlaying = state.status === 'playing';
            if (wasPlaying) { clearTimers(); }
            state.position = Math.max(0, seconds * 1000);
            if (wasPlaying) { state.startedAt = Date.now() - state.position; scheduleTimeline(); }
        },
        notify(callbackKey, info) {
            const pending = state.callbacks.get(callbackKey);
            if (!pending) return false;
            state.callbacks.delete(callbackKey);
            clearTimeout(pending.timer);
            pending.onAnswer(normalizeAnswer(info));
            return true;
        },
        // updateProduct(id:with:): `<id as JSON>\n<product JSON>`, handed to the host unparsed.
        hydrateJSON(payload) {
            const cut = payload.indexOf('\n');
            const id = JSON.parse(payload.slice(0, cut));
            const text = payload.slice(cut + 1);
            const merged = host.hydrate(id, text);
            if (merged === null) return false;
            state.hydrated.set(id, JSON.parse(merged === true ? text : merged));
            return true;
        },
        pendingCallbacks() { return Array.from(state.callbacks.keys()); },
        state() {
            const hydrated = {};
            state.hydrated.forEach((value, key) => { hydrated[key] = value; });
            const cart = {};
            state.cart.forEach((value, key) => { cart[key] = value; });
            return {
                status: state.status,
                highlighted: state.highlighted,
                productListVisible: state.productListVisible,
                productView: state.productView,
                hydrated: hydrated,
                cart: cart,
            };
        },
    };

    // What a person watching the show can do; each action sends what the real player sends.
    const viewer = {
        highlight(id) { highlight(id); },
        open(id) {
            const product = state.byId.get(id);
            if (!product) throw new Error('no product with id ' + JSON.stringify(id) + ' in this show');
            state.productView = { id: id, variation: 0, size: null, quantity: 0, message: null };
            const merged = state.hydrated.get(id);
            post('should-show-product-view', {
                id: product.id, sku: product.ref, title: merged ? merged.name : (product.dashboard && product.dashboard.name) || null,
                url: product.url,
            });
            if (!merged) requestData([product]);
        },
        chooseVariation(index) {
            const view = requireProductView();
            view.variation = index;
            view.size = null;
        },
        chooseSize(sku) {
            const view = requireProductView();
            const product = state.hydrated.get(view.id);
            const variation = product && product.variations[view.variation];
            if (!variation || !variation.sizes.some(s => s.sku === sku)) {
                throw new Error('no size ' + JSON.stringify(sku) + ' in the open product');
            }
            view.size = sku;
            view.message = null;
        },
        addToCart() {
            const view = requireProductView();
            const size = selectedSize(view);
            if (!size) throw new Error('choose a size before adding to cart');
            if (size.inStock === 0) { view.message = 'out-of-stock'; return; }
            postWithCallback('should-add-item-to-cart', { sku: size.sku, id: view.id }, answer => {
                if (answer.success) { state.cart.set(size.sku, 1); view.quantity = 1; view.message = 'added'; }
                else view.message = answer.reason;
                host.log('cart-answer', { type: 'should-add-item-to-cart', sku: size.sku, success: answer.success, reason: answer.reason || null });
            });
        },
        changeQuantity(quantity) {
            const view = requireProductView();
            const size = selectedSize(view);
            if (!size) throw new Error('choose a size before changing the quantity');
            const previousQuantity = state.cart.get(size.sku) || 0;
            postWithCallback('should-update-item-in-cart', { sku: size.sku, quantity: quantity, previousQuantity: previousQuantity }, answer => {
                if (answer.success) {
                    if (quantity === 0) state.cart.delete(size.sku); else state.cart.set(size.sku, quantity);
                    view.quantity = quantity; view.message = 'updated';
                } else view.message = answer.reason;
                host.log('cart-answer', { type: 'should-update-item-in-cart', sku: size.sku, success: answer.success, reason: answer.reason || null });
            });
        },
        openCart() { post('should-sync-cart-state', {}); },
        checkout() { post('goto-checkout', {}); },
        openLink(url) { post('open-url', { url: String(url) }); },
        close() { state.productView = null; post('close', {}); },
    };

    global.player = player;
    global.__bambuserPlayer = internal;
    global.__bambuserViewer = viewer;
})(this);

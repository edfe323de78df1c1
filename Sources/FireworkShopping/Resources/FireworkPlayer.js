// FireworkPlayer.js: the Firework-style player of seeds 000 and 004, headless.
// It plays a feed of videos on the virtual clock (impression, start, quartiles, finish at the
// end only, as the SDK does since 1.24.7; mute, close, automatic pause and resume),
// shows the product cards and the product drawer as configured, runs the CTA's 2-second
// deadline and keeps the toasts and the URLs opened in its web view.
// Swift drives it through `fireworkPlayer.<method>(…)` and hears it through
// webkit.messageHandlers.firework.postMessage({type, time, videoID, position, data}).
"use strict";
var fireworkPlayer = (function () {
    // seed 000: "If no action is provided within 2 seconds the SDK will assume the item was not successfully added."
    const CTA_DEADLINE_MS = 2000;
    const QUARTILES = [["firstQuartile", 0.25], ["midpoint", 0.5], ["thirdQuartile", 0.75]];

    let options = { locale: "en-US", defaultFailureMessage: "Failed to add to cart" };
    let feed = [];          // [{id, caption, duration (s), productIDs, isAd, cta}]
    let index = -1;
    let status = "idle";    // idle | playing | paused | ended | closed
    let playedMs = 0;       // position at the last start or resume
    let resumedAt = 0;      // clock at the last start or resume
    let fired = {};         // milestones already posted for the current video
    let timers = [];
    let products = {};      // id → product, as hydrated
    let config = null;      // the current video's product info configuration
    let drawer = null;      // {productID, variantID}
    let cart = null;        // {title}
    let toasts = [];
    let webViews = [];
    let pendingCTA = null;  // {token, productID, variantID, timer}
    let muted = false;
    let autoplayed = false; // the current video started by itself, after the one before ended
    let autoPaused = false; // paused by the player itself (the app went to the background)
    let nextToken = 1;
    let completeAction = "advanceToNext"; // or "loop" (videoCompleteAction)

    const ok = (more) => Object.assign({ ok: true }, more || {});
    const fail = (error, more) => Object.assign({ ok: false, error }, more || {});
    const current = () => (index >= 0 && index < feed.length ? feed[index] : null);
    const isShowing = () => status === "playing" || status === "paused" || status === "ended";

    function position() {
        return status === "playing" ? playedMs + (performance.now() - resumedAt) : playedMs;
    }

    function post(type, data) {
        const video = current();
        window.webkit.messageHandlers.firework.postMessage({
            type, time: performance.now(), videoID: video ? video.id : null,
            position: video ? position() / 1000 : 0, isAutoplay: autoplayed, data: data || {},
        });
    }

    function clearTimers() {
        timers.forEach(clearTimeout);
        timers = [];
    }

    // Schedules the rest of the current video's milestones from where playback is.
    function schedule() {
        clearTimers();
        const video = current();
        const durationMs = video.duration * 1000;
        const at = position();
        if (!video.isAd) {
            for (const [name, fraction] of QUARTILES) {
                const due = durationMs * fraction;
                if (!fired[name] && due >= at) {
                    timers.push(setTimeout(() => { fired[name] = true; post(name); }, due - at));
                }
            }
        }
        timers.push(setTimeout(() => {
            playedMs = durationMs;
            status = "ended";
            finish();
            // seed 004: at its end a video "either advances to the next video or loops the beginning"
            if (completeAction === "loop") restart();
            else if (index + 1 < feed.length) show(index + 1, true);
        }, Math.max(0, durationMs - at)));
    }

    function finish() {
        clearTimers();
        if (status === "playing") playedMs = position();
        status = "ended";
        post(current().isAd ? "ad.finish" : "finish");
    }

    // FW 1.24.7: leaving a video before its end (swipe, close) does not finish it.
    function leaveCurrent() {
        if (status !== "playing" && status !== "paused") return;
        clearTimers();
        if (status === "playing") playedMs = position();
        status = "ended";
        post("video.left");
    }

    // The player pauses by itself (the app goes to the background), and says so.
    function autoPause(reason) {
        if (status !== "playing") return;
        playedMs = position();
        status = "paused";
        autoPaused = true;
        clearTimers();
        post("autoPause", { reason });
    }

    function autoResume() {
        if (!autoPaused || status !== "paused") return;
        autoPaused = false;
        status = "playing";
        resumedAt = performance.now();
        post("autoResume");
        schedule();
    }

    // videoCompleteAction .loop: the same video plays again from its beginning, its milestones again.
    function restart() {
        fired = {};
        playedMs = 0;
        status = "playing";
        resumedAt = performance.now();
        post(current().isAd ? "ad.start" : "start", { loop: true });
        schedule();
    }

    function show(i, isAutoplay) {
        index = i;
        autoplayed = !!isAutoplay;
        autoPaused = false;
        fired = {};
        playedMs = 0;
        drawer = null;
        cart = null;
        config = null;
        const video = current();
        post("video.shown", { index: i, productIDs: video.productIDs.join(",") });
        post("impression");
        status = "playing";
        resumedAt = performance.now();
        post(video.isAd ? "ad.start" : "start");
        schedule();
    }


    // Prices are formatted by the host (ScriptEngine's PriceText: Foundation, as for Bambuser).
    function formatPrice(price) {
        if (!price) return null;
        return shopstageFormatPrice(Number(price.amount), String(price.currencyCode), String(options.locale));
    }

    function defaultVariant(product) {
        return product.variants.find((v) => v.isAvailable) || product.variants[0] || null;
    }

    function toast(feedback) {
        const shown = { kind: feedback.success ? "success" : "failure", message: feedback.message,
            time: performance.now() / 1000 };
        toasts.push(shown);
        post("toast", { kind: shown.kind, message: shown.message });
    }

    function ctaTimedOut() {
        const pending = pendingCTA;
        pendingCTA = null;
        post("cta.timedOut", { token: pending.token, productID: pending.productID, variantID: pending.variantID });
        toast({ success: false, message: options.defaultFailureMessage });
    }

    function productTarget(productID, variantID) {
        const product = products[productID];
        const variant = product && (variantID ? product.variants.find((v) => v.id === variantID) : defaultVariant(product));
        if (!variant) return fail("noVariant", { productID });
        if (!variant.url) return fail("noURL", { productID, variantID: variant.id });
        return ok({ productID, variantID: variant.id, url: variant.url });
    }

    return {
        load(videos, loadOptions) {
            feed = videos;
            options = Object.assign(options, loadOptions || {});
            return ok({ count: feed.length });
        },
        setProducts(list) {
            for (const product of list) products[product.id] = product;
            return ok();
        },
        setCompleteAction(action) {
            completeAction = action === "loop" ? "loop" : "advanceToNext";
            return ok();
        },
        // The player's own muting (onFirstLaunch), not the viewer's: no mute event.
        setMutedSilently(value) {
            muted = !!value;
            return ok();
        },
        setConfiguration(value) {
            config = value;
            return ok();
        },
        open(i) {
            if (status === "closed") return fail("closed");
            if (!(i >= 0 && i < feed.length)) return fail("noSuchVideo", { index: i });
            leaveCurrent();
            show(i);
            return ok();
        },
        swipe(step) {
            if (status === "closed") return fail("closed");
            if (!current()) return fail("noVideoShown");
            const next = index + step;
            if (next < 0 || next >= feed.length) return fail("endOfFeed");
            leaveCurrent();
            show(next);
            return ok();
        },
        pause() {
            if (status !== "playing") return fail("notPlaying", { status });
            playedMs = position();
            status = "paused";
            clearTimers();
            post("pause");
            return ok();
        },
        resume() {
            if (status !== "paused") return fail("notPaused", { status });
            autoPaused = false;
            status = "playing";
            resumedAt = performance.now();
            post("resume");
            schedule();
            return ok();
        },
        close() {
            if (status === "closed") return fail("closed");
            leaveCurrent();
            if (pendingCTA) { clearTimeout(pendingCTA.timer); pendingCTA = null; }
            status = "closed";
            drawer = null;
            cart = null;
            post("player.closed");
            return ok();
        },
        openProduct(productID) {
            const video = current();
            if (!video || !isShowing()) return fail("noVideoShown");
            if (!video.productIDs.includes(productID)) return fail("productNotInVideo", { productID });
            const product = products[productID];
            if (!product) return fail("unknownProduct", { productID });
            const variant = defaultVariant(product);
            drawer = { productID, variantID: variant ? variant.id : null };
            post("product.opened", { productID, variantID: drawer.variantID || "" });
            return ok();
        },
        chooseVariant(variantID) {
            if (!drawer) return fail("noProductOpen");
            const product = products[drawer.productID];
            if (!product.variants.some((v) => v.id === variantID)) {
                return fail("unknownVariant", { productID: drawer.productID, variantID });
            }
            drawer.variantID = variantID;
            post("variant.chosen", { productID: drawer.productID, variantID });
            return ok();
        },
        closeProduct() {
            if (!drawer) return fail("noProductOpen");
            drawer = null;
            post("product.closed");
            return ok();
        },
        tapCTA() {
            if (!drawer) return fail("noProductOpen");
            const product = products[drawer.productID];
            const variant = product.variants.find((v) => v.id === drawer.variantID);
            if (!variant) return fail("noVariant", { productID: drawer.productID });
            if (!product.isAvailable || !variant.isAvailable) {
                return fail("unavailable", { productID: product.id, variantID: variant.id });
            }
            if (pendingCTA) return fail("ctaPending", { token: pendingCTA.token });
            const token = nextToken++;
            pendingCTA = { token, productID: product.id, variantID: variant.id,
                timer: setTimeout(ctaTimedOut, CTA_DEADLINE_MS) };
            post("cta.selected", { token, productID: product.id, variantID: variant.id });
            return ok({ token });
        },
        // action: {kind: showEmbeddedCart | dismissWithFeedback | feedbackOnly | none, feedback?: {success, message}}
        completeCTA(token, action) {
            if (!pendingCTA || pendingCTA.token !== token) {
                console.warn("CTA completion " + token + " (" + action.kind + ") came after the 2-second deadline or twice; ignored");
                post("cta.lateCompletionIgnored", { token, action: action.kind });
                return fail("late", { token });
            }
            clearTimeout(pendingCTA.timer);
            pendingCTA = null;
            post("cta.completed", { token, action: action.kind });
            switch (action.kind) {
            case "showEmbeddedCart": post("cart.requested"); break;
            case "dismissWithFeedback":
                drawer = null;
                post("product.closed");
                toast(action.feedback);
                break;
            case "feedbackOnly": toast(action.feedback); break;
            default: break;
            }
            return ok();
        },
        linkTarget() {
            if (!drawer) return fail("noProductOpen");
            if (config && config.details.linkButtonHidden) return fail("linkButtonHidden");
            const target = productTarget(drawer.productID, drawer.variantID);
            if (target.ok) post("link.tapped", { productID: target.productID, variantID: target.variantID, url: target.url });
            return target;
        },
        cardTarget(productID) {
            const video = current();
            if (!video || !isShowing()) return fail("noVideoShown");
            if (!video.productIDs.includes(productID) || !products[productID]) return fail("productNotInVideo", { productID });
            const target = productTarget(productID, null);
            if (target.ok) post("productCard.tapped", { productID, variantID: target.variantID });
            return target;
        },
        tapCartIcon() {
            if (!current() || !isShowing()) return fail("noVideoShown");
            if (!config || config.cartIcon.isHidden) return fail("cartIconHidden");
            post("cartIcon.tapped");
            return ok();
        },
        tapVideoCTA() {
            const video = current();
            if (!video || !isShowing()) return fail("noVideoShown");
            if (!video.cta) return fail("noVideoCTA");
            post("videoCTA.tapped", { label: video.cta.label, url: video.cta.url });
            return ok({ url: video.cta.url });
        },
        share(url) {
            if (!current() || !isShowing()) return fail("noVideoShown");
            post("share", { url });
            return ok();
        },
        openWebView(url) {
            webViews.push(url);
            post("webView.opened", { url });
            return ok();
        },
        setAppActive(active) {
            if (active) autoResume(); else autoPause("background");
            return ok();
        },
        setMuted(value) {
            if (!current() || !isShowing()) return fail("noVideoShown");
            if (muted === value) return ok();
            muted = value;
            post(value ? "mute" : "unmute");
            return ok();
        },
        showCart(title) {
            cart = { title };
            post("cart.shown", { title: title || "" });
            return ok();
        },
        closeCart() {
            if (!cart) return fail("noCartOpen");
            cart = null;
            post("cart.closed");
            return ok();
        },
        snapshot() {
            const video = current();
            const snapshot = {
                status, index, videoID: video ? video.id : null, caption: video ? video.caption : null,
                position: video ? position() / 1000 : 0, productCards: [], drawer: null, cartIcon: null,
                toasts: toasts.slice(), openedURLs: webViews.slice(), embeddedCart: cart,
                isCTAPending: pendingCTA !== null, isMuted: muted,
            };
            if (!video || !config || status === "closed") return snapshot;
            snapshot.cartIcon = { isVisible: !config.cartIcon.isHidden,
                isIndicatorVisible: !config.cartIcon.isHidden && !config.cartIcon.indicatorHidden };
            for (const id of video.productIDs) {
                const product = products[id];
                if (!product) continue;
                const variant = defaultVariant(product);
                snapshot.productCards.push({
                    productID: id, name: product.name, isAvailable: product.isAvailable,
                    price: config.card.priceHidden || !variant ? null : formatPrice(variant.price),
                    imageUrl: variant ? variant.imageUrl || null : null,
                    appearance: config.card.appearance, cornerRadius: config.card.cornerRadius,
                    ctaLabel: config.card.ctaHidden ? null : config.card.ctaLabel,
                });
            }
            if (drawer) {
                const product = products[drawer.productID];
                const variant = product.variants.find((v) => v.id === drawer.variantID) || null;
                const available = product.isAvailable && variant !== null && variant.isAvailable;
                snapshot.drawer = {
                    productID: product.id, name: product.name, description: product.description,
                    isAvailable: product.isAvailable, selectedVariantID: drawer.variantID,
                    variants: product.variants.map((v) => ({
                        id: v.id, name: v.name, price: formatPrice(v.price), originalPrice: formatPrice(v.originalPrice),
                        isAvailable: v.isAvailable, options: v.options, url: v.url || null, imageUrl: v.imageUrl || null,
                    })),
                    ctaButton: available ? { label: config.details.ctaLabel, backgroundColor: config.details.ctaBackgroundColor,
                        textColor: config.details.ctaTextColor, font: config.details.ctaFont } : null,
                    unavailableText: available ? null : config.details.unavailableText,
                    isLinkButtonVisible: !config.details.linkButtonHidden,
                };
            }
            return snapshot;
        },
    };
})();

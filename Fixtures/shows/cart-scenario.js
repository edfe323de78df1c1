// A scenario for `shopstage run`: the show, the app's handlers (in JavaScript) and the viewer's taps.
host.show = {
    id: 'cart-scenario', type: 'live', title: 'Cart callbacks', durationSeconds: 120,
    products: [{ id: 'bmb-tee', ref: 'TEE-001', url: 'https://shop.example.com/p/tee-001' }],
    timeline: [{ at: 10, action: 'highlight', product: 'bmb-tee' }, { at: 120, action: 'end' }],
};

const catalog = {
    'TEE-001': {
        sku: 'TEE-001', name: "Levi's Tee", brandName: "Levi's",
        variations: [{
            sku: 'TEE-001-BLK', name: 'Black', colorName: 'Black', imageUrls: ['https://cdn.example.com/tee.jpg'],
            sizes: [
                { sku: 'TEE-001-BLK-M', name: 'M', current: 19.99, original: 29.99, inStock: 3 },
                { sku: 'TEE-001-BLK-L', name: 'L', current: 19.99, inStock: 1 },
            ],
        }],
    },
};

// In JavaScript an object is passed as it is: no quoting problem.
host.on('provide-product-data', data => {
    for (const p of data.event.products) player.updateProductWithData(p.id, catalog[p.ref]);
});

// As on iOS: the event's fields under data.event, the callback key beside them.

// The app refuses size L: the warehouse is empty.
host.on('should-add-item-to-cart', data => {
    host.notify(data.callbackKey, data.event.sku.endsWith('-L') ? { success: false, reason: 'out-of-stock' } : { success: true });
});

host.at(12, () => { viewer.open('bmb-tee'); viewer.chooseSize('TEE-001-BLK-M'); viewer.addToCart(); });
host.at(14, () => { viewer.chooseSize('TEE-001-BLK-L'); viewer.addToCart(); });
host.at(16, () => { viewer.checkout(); });

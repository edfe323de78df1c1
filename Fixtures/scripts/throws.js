function hydrate(product) {
    return product.variations.map((v) => v.sku);
}
console.log('about to hydrate');
hydrate({});

'bmb-tee', { sku: 'HOOD-7', name: 'Zip hoodie', brandName: 'Fjord', introduction: 'Brushed fleece.',
  variations: [
    { sku: 'HOOD-7-GRY', name: 'Grey', colorName: 'Grey', imageUrls: ['https://cdn.example.com/h-grey.jpg'],
      sizes: [{ sku: 'HOOD-7-GRY-M', name: 'M', current: 59, original: 79, currency: 'EUR', inStock: 5 }] },
    { sku: 'HOOD-7-NVY', name: 'Navy', colorName: 'Navy', imageUrls: [],
      sizes: [{ sku: 'HOOD-7-NVY-XL', name: 'XL', current: 0.5, inStock: -1 }, { sku: 'HOOD-7-NVY-S', name: 'S' }] }
  ] }

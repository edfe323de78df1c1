'bmb-jeans', {
    sku: 'LEVI-501', name: "Levi's 501", brandName: "Levi's",
    variations: [{
        sku: 'LEVI-501-IND', name: 'Indigo', colorName: 'Indigo', imageUrls: ['https://cdn.example.com/501.jpg'],
        sizes: [
            { sku: 'LEVI-501-IND-30', name: '30/32', current: 899, currency: 'SEK', inStock: 4 },
            { sku: 'LEVI-501-IND-32', name: '32/32', current: 899, currency: 'SEK', inStock: 2.5 }
        ]
    }]
}

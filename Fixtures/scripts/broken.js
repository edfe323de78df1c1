const product = { name: 'Jeans' };
const title = 'Levi's ' + product.name;

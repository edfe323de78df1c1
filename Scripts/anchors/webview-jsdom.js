// The jsdom side of Scripts/bench-anchors: the same work as `shopstage bench webview`.
// Run with NODE_PATH=/usr/share/nodejs (Debian's node-jsdom). Prints `<name>: <median> ms/op`.
'use strict';
const fs = require('fs');
const path = require('path');
const { JSDOM } = require('jsdom');

const fixtures = process.argv[2];
const iterations = Number(process.argv[3] || 50);
const grid = fs.readFileSync(path.join(fixtures, 'bench-product-grid.html'), 'utf8');
const action = fs.readFileSync(path.join(fixtures, 'bench-action.html'), 'utf8');
const url = 'https://shop.example/';

function measure(name, body) {
    for (let i = 0; i < Math.max(3, iterations / 10); i++) body();
    const samples = [];
    for (let i = 0; i < iterations; i++) {
        const start = process.hrtime.bigint();
        body();
        samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    samples.sort((a, b) => a - b);
    console.log(`${name}: ${samples[Math.floor(samples.length / 2)].toFixed(3)} ms/op`);
}

measure('webview.start', () => {
    const dom = new JSDOM('<!DOCTYPE html><p>hello</p>', { url, runScripts: 'dangerously' });
    dom.window.close();
});
measure('webview.grid', () => {
    const dom = new JSDOM(grid, { url, runScripts: 'dangerously' });
    const count = dom.window.document.querySelectorAll('.tile .name').length;
    if (count !== 400) throw new Error(`the grid query found ${count} names`);
    dom.window.close();
});
measure('webview.action', () => {
    const received = [];
    const dom = new JSDOM(action, {
        url, runScripts: 'dangerously',
        beforeParse(window) {
            window.webkit = { messageHandlers: { action: { postMessage(body) { received.push(JSON.parse(JSON.stringify(body))); } } } };
        },
    });
    const link = dom.window.document.querySelector('.product:nth-child(3) a');
    link.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1, button: 0 }));
    if (received.length !== 1) throw new Error('the click posted no message');
    dom.window.close();
});

// The jsdom anchor of `shopstage bench action`: the same work in jsdom (Debian's node-jsdom),
// with the same document (`shopstage action html`, so the same click-capture library and rules).
//
//   node Scripts/anchors/action-jsdom.js DOC.html --library F.js --selector CSS [--selector CSS …]
//       [--iterations N] [--check] [--settle]
//
// The SDK's document loads the click-capture library with `<script src=".../web-view.js?v=N">`, which
// ShopStage serves from its bundle; jsdom loads no external script synchronously, so the anchor puts
// the same library text (--library) inline in its place.
//
// One operation: parse and render the document (its scripts run), click each selector
// (a MouseEvent dispatched at the first match), receive the posted messages.
// Prints `action-jsdom: <median> ms/op` and `action-jsdom-cpu: <median> ms/op` (the process's CPU time);
// with --check, prints the captured messages as JSON lines instead (after letting timers due at 0
// fire), to compare with `shopstage action click --json`.
// With --settle (the real-library pages: jQuery's ready handlers, Alpine's start, 0 ms timers), an
// operation waits for the window's `load` and then one 0 ms timer between the render and the clicks,
// as ShopStage's render settles its due timers; that wait (Node's timers are 1 ms at least) is part
// of the time.
'use strict';
const fs = require('fs');
const { JSDOM, VirtualConsole } = require('jsdom');

function usage(message) {
    process.stderr.write(`action-jsdom: ${message}\n`);
    process.exit(2);
}

const args = process.argv.slice(2);
let file = null;
const selectors = [];
let iterations = 200;
let check = false;
let library = null;
let settle = false;
for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--selector') selectors.push(args[++i]);
    else if (arg === '--library') library = args[++i];
    else if (arg === '--iterations') iterations = Number(args[++i]);
    else if (arg === '--check') check = true;
    else if (arg === '--settle') settle = true;
    else if (file === null) file = arg;
    else usage(`unexpected argument ${arg}`);
}
if (file === null || library === null || selectors.length === 0) usage('needs DOC.html, --library F.js and at least one --selector');
const libraryTag = /<script src="[^"]*\/web-view\.js(\?[^"]*)?"><\/script>/;
const source = fs.readFileSync(file, 'utf8');
if (!libraryTag.test(source)) usage(`${file} has no <script src=".../web-view.js"> (is it a contentHtmlDoc?)`);
const html = source.replace(libraryTag, () => `<script>${fs.readFileSync(library, 'utf8')}</script>`);
const virtualConsole = new VirtualConsole();

function render(messages) {
    return new JSDOM(html, {
        runScripts: 'dangerously',
        url: 'https://counter.personyze.com/',
        virtualConsole,
        beforeParse(window) {
            window.webkit = { messageHandlers: { emarketer: { postMessage(body) { messages.push(body); } } } };
        },
    });
}

function click(dom, selector) {
    const { window } = dom;
    const target = window.document.querySelector(selector);
    if (!target) throw new Error(`selector ${selector} matches nothing`);
    target.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}

if (check) {
    const messages = [];
    const dom = render(messages);
    setTimeout(() => {
        for (const selector of selectors) {
            const before = messages.length;
            click(dom, selector);
            if (messages.length === before) console.log(`${selector}: no message`);
            for (const m of messages.slice(before)) {
                console.log(JSON.stringify({ href: m.href, clicked: m.clicked, arg: m.arg }));
            }
        }
        dom.window.close();
    }, 0);
} else {
    const times = [];
    const cpu = [];
    const settled = (dom) => new Promise((resolve) => {
        const afterLoad = () => setTimeout(resolve, 0);
        if (dom.window.document.readyState === 'complete') afterLoad();
        else dom.window.addEventListener('load', afterLoad);
    });
    (async () => {
        for (let i = 0; i < iterations; i++) {
            const messages = [];
            const start = process.hrtime.bigint();
            const cpuStart = process.cpuUsage();
            const dom = render(messages);
            if (settle) await settled(dom);
            for (const selector of selectors) click(dom, selector);
            if (messages.length !== selectors.length) {
                throw new Error(`expected ${selectors.length} messages, got ${messages.length}`);
            }
            times.push(Number(process.hrtime.bigint() - start) / 1e6);
            const used = process.cpuUsage(cpuStart);
            cpu.push((used.user + used.system) / 1000);
            dom.window.close();
        }
        const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
        console.log(`action-jsdom: ${median(times).toFixed(3)} ms/op`);
        // The process's CPU time (its collector's threads too), as `shopstage bench action` prints it.
        console.log(`action-jsdom-cpu: ${median(cpu).toFixed(3)} ms/op`);
    })().catch((error) => {
        process.stderr.write(`action-jsdom: ${error.message}\n`);
        process.exit(1);
    });
}

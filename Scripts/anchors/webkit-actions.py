#!/usr/bin/env python3
"""Runs e-Marketer actions in real WebKit (WebKitGTK's WebDriver) and in ShopStage, for
Scripts/webkit-differential (the posted messages, tap by tap); bench-real-library.py uses its
WebDriver client and `time_page` for WebKit's column of Scripts/bench-anchors.

  webkit-actions.py --shopstage BIN --webdriver URL --manifest M.json [--manifest …] [--settle-ms N] [--json OUT]

A manifest is {"pages": [{"file": F.html, "taps": [CSS, …], "bench": [CSS, …]}, …]}.

WebKit gets the document ShopStage renders (`shopstage action html`), with the click-capture
library inline in place of its `<script src=".../web-view.js">` (as the jsdom anchor does) and,
before it, a stand-in for `window.webkit.messageHandlers.emarketer` that keeps each posted body.
A page with no `<base>` of its own gets the tracker's base URL as its first `<base>`, so that its
links resolve as they do in ShopStage. Plain WebDriver over HTTP: no client library needed.

A tap is what ShopStage's `WKWebView.click(selector:)` does: a click `MouseEvent` (bubbles,
cancelable, composed, detail 1) dispatched at the selector's first match. WebKit then runs for
--settle-ms of real time (its frames, timers, transitions) before the next tap; ShopStage taps as
`shopstage action click` does today. Messages of tap k in ShopStage are the difference between
the runs with and without tap k (the CLI prints no selector beside a message).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLICK_CAPTURE = os.path.join(ROOT, 'Sources/EMarketer/Resources/click-capture.js')
LIBRARY_TAG = re.compile(r'<script src="([^"]*/)web-view\.js(\?[^"]*)?"></script>')

# Keeps every posted body (as the SDK's handler gets it: a structured clone) and every page error.
SHIM = """<script>(function () {
  var sink = [], errors = [];
  window.__emkMessages = sink; window.__emkErrors = errors;
  var handlers = { emarketer: { postMessage: function (body) { sink.push(JSON.parse(JSON.stringify(body))); } } };
  try {
    Object.defineProperty(window, 'webkit',
      { value: { messageHandlers: handlers }, configurable: true, writable: true });
  } catch (e) { window.webkit = { messageHandlers: handlers }; }
  window.addEventListener('error', function (e) {
    errors.push('error: ' + e.message + ' (' + e.filename + ':' + e.lineno + ')');
  });
  window.addEventListener('unhandledrejection', function (e) {
    errors.push('unhandledrejection: ' + (e.reason && e.reason.message || e.reason));
  });
  var consoleError = console.error;
  console.error = function () {
    errors.push('console.error: ' + Array.prototype.join.call(arguments, ' '));
    return consoleError.apply(console, arguments);
  };
})();</script>"""

TAP = """
var el = document.querySelector(arguments[0]);
if (!el) return { error: 'no element matches' };
el.dispatchEvent(new MouseEvent('click', {
  bubbles: true, cancelable: true, composed: true, detail: 1, view: window }));
return { error: null };
"""
READ = ("return window.__emkMessages ? "
        "{ messages: window.__emkMessages.slice(), errors: window.__emkErrors.slice() } : null;")


class WebDriver:
    def __init__(self, url):
        self.url = url.rstrip('/')
        caps = {'capabilities': {'alwaysMatch': {'webkitgtk:browserOptions': {
            'binary': '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', 'args': ['--automation']}}}}
        self.session = self.call('POST', '/session', caps)['sessionId']
        # An iPhone-sized window, as the e-Marketer panel's web view on a phone.
        self.call('POST', f'/session/{self.session}/window/rect', {'width': 390, 'height': 844})

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method,
                                         headers={'Content-Type': 'application/json'})
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return json.load(response)['value']
        except urllib.error.HTTPError as error:
            raise RuntimeError(f'WebDriver {method} {path}: {error.read().decode(errors="replace")[:300]}') from None

    def navigate(self, url):
        self.call('POST', f'/session/{self.session}/url', {'url': url})

    def execute(self, script, *args):
        return self.call('POST', f'/session/{self.session}/execute/sync', {'script': script, 'args': list(args)})

    def close(self):
        try:
            self.call('DELETE', f'/session/{self.session}')
        except Exception:  # the browser may already be gone; nothing to keep
            pass


def webkit_document(shopstage, page_file, out_dir):
    """The ShopStage document of `page_file`, made loadable by WebKit; returns its path."""
    doc = subprocess.run([shopstage, 'action', 'html', page_file, '--action-id', '1'],
                         check=True, capture_output=True, text=True).stdout
    match = LIBRARY_TAG.search(doc)
    if not match:
        raise RuntimeError(f'{page_file}: no <script src=".../web-view.js"> in the document')
    base = match.group(1)
    # Asked before the library goes in: its comments speak of <base href>.
    has_base = re.search(r'<base\s', doc, re.I) is not None
    with open(CLICK_CAPTURE, encoding='utf-8') as f:
        library = f.read()
    doc = doc[:match.start()] + f'<script>{library}</script>' + doc[match.end():]
    head = SHIM if has_base else f'<base href="{base}">' + SHIM
    doc = doc.replace('<head>', '<head>' + head, 1)
    path = os.path.join(out_dir, os.path.basename(page_file))
    with open(path, 'w', encoding='utf-8') as f:
        f.write(doc)
    return path


def webkit_taps(driver, url, taps, settle_ms):
    driver.navigate(url)
    time.sleep(settle_ms / 1000)
    results = []
    seen = 0
    for selector in taps:
        outcome = driver.execute(TAP, selector)
        time.sleep(settle_ms / 1000)
        state = driver.execute(READ)
        if state is None:
            results.append({'selector': selector, 'messages': [], 'error': 'the page navigated away'})
            break
        error = outcome['error'] and f"{outcome['error']} the selector '{selector}'"
        results.append({'selector': selector, 'messages': state['messages'][seen:], 'error': error})
        seen = len(state['messages'])
    state = driver.execute(READ) or {'errors': []}
    return results, state['errors']


def shopstage_taps(shopstage, page_file, taps):
    """Messages per tap from `shopstage action click --json`. The CLI prints no selector beside a
    message and stops at a selector that matches nothing, so tap k runs the taps before it that
    matched, then tap k, and keeps the messages past the ones those taps posted (a tap that matches
    nothing changes nothing, in WebKit too)."""
    results = []
    matched = []
    posted = 0
    for selector in taps:
        args = [shopstage, 'action', 'click', page_file, '--json']
        for earlier in matched + [selector]:
            args += ['--selector', earlier]
        run = subprocess.run(args, capture_output=True, text=True)
        lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith('{')]
        messages = [{'href': m['href'], 'clicked': m['status'], 'arg': m['arg']} for m in lines]
        error = None
        if run.returncode != 0:
            error = (run.stderr.strip().splitlines() or ['exit %d' % run.returncode])[-1]
            error = re.sub(r'^error: --selector .*?: ', '', error)
        results.append({'selector': selector, 'messages': messages[posted:], 'error': error})
        if run.returncode == 0:
            matched.append(selector)
            posted = len(messages)
    return results


def load_pages(manifests):
    pages = []
    for manifest in manifests:
        with open(manifest, encoding='utf-8') as f:
            for entry in json.load(f)['pages']:
                entry = dict(entry)
                entry['file'] = os.path.join(ROOT, entry['file'])
                pages.append(entry)
    return pages


def describe(messages):
    if not messages:
        return '(none)'
    return ' + '.join(f"{m.get('clicked', '')} {m.get('arg', '')} {m.get('href', '')}".strip() for m in messages)


def diff(args):
    pages = load_pages(args.manifest)
    out_dir = os.path.join(ROOT, '.build', 'webkit-differential')
    os.makedirs(out_dir, exist_ok=True)
    driver = WebDriver(args.webdriver)
    report = []
    agree = total = 0
    try:
        for page in pages:
            doc = webkit_document(args.shopstage, page['file'], out_dir)
            webkit, errors = webkit_taps(driver, 'file://' + doc, page['taps'], args.settle_ms)
            ours = shopstage_taps(args.shopstage, page['file'], page['taps'])
            name = os.path.relpath(page['file'], ROOT)
            print(f'\n{name}' + (f'  [WebKit page errors: {"; ".join(errors)}]' if errors else ''))
            rows = []
            for i, selector in enumerate(page['taps']):
                w = webkit[i] if i < len(webkit) else {'messages': [], 'error': 'not reached'}
                s = ours[i]
                same = w['messages'] == s['messages'] and bool(w['error']) == bool(s['error'])
                total += 1
                agree += same
                w_text = describe(w['messages']) + (f" [{w['error']}]" if w['error'] else '')
                s_text = describe(s['messages']) + (f" [{s['error']}]" if s['error'] else '')
                verdict = 'agree   ' if same else 'DISAGREE'
                print(f"  {verdict} {selector}\n      WebKit:    {w_text}\n      ShopStage: {s_text}")
                rows.append({'selector': selector, 'agree': same, 'webkit': w, 'shopstage': s})
            report.append({'page': name, 'webkitErrors': errors, 'taps': rows})
    finally:
        driver.close()
    print(f'\n{agree} of {total} taps agree')
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump(report, f, indent=1)


def time_page(driver, url, taps, iterations):
    """WebKit's time for one operation: load (WebDriver's navigate returns after `load`) and the
    taps, WebDriver's round trips included; the median of `iterations` after 2 warm-up ones, in ms.
    None when the taps did not post one message each."""
    times = []
    for _ in range(iterations + 2):
        start = time.perf_counter()
        driver.navigate(url)
        for selector in taps:
            driver.execute(TAP, selector)
        posted = driver.execute('return window.__emkMessages ? window.__emkMessages.length : -1;')
        times.append((time.perf_counter() - start) * 1000)
        if posted != len(taps):
            return None
    return statistics.median(times[2:])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--shopstage', required=True, help='the release shopstage binary')
    parser.add_argument('--webdriver', required=True, help='WebKitWebDriver URL, e.g. http://127.0.0.1:4444')
    parser.add_argument('--manifest', action='append', required=True)
    parser.add_argument('--settle-ms', type=int, default=1000, help='real time WebKit runs after load and each tap')
    parser.add_argument('--json', help='also write the table as JSON here')
    diff(parser.parse_args())


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""The real-library actions (Fixtures/real-library/taps.json, plus the anchor action) in one run:
ShopStage (`shopstage bench action`, release), jsdom (action-jsdom.js --settle, Debian's node-jsdom)
and, when a WebKitWebDriver URL is given, real WebKit through WebDriver (round trips included).
One operation renders the page, lets it settle, taps the page's "bench" selectors and receives the
messages. Prints one line per page and the ratios. Scripts/bench-anchors runs it.

  bench-real-library.py --shopstage BIN [--webdriver URL] [--iterations N] [--webkit-iterations N]
"""
import argparse
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))
ANCHOR = {'file': 'Fixtures/actions/summer-sale.html',
          'bench': ['[data-emarketer-click-target="products sku-103"] .emk-title']}


def webkit_actions():
    sys.dont_write_bytecode = True  # no __pycache__ left in the repository's Scripts/
    spec = importlib.util.spec_from_file_location('webkit_actions', os.path.join(HERE, 'webkit-actions.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def shopstage_ms(shopstage, page, iterations):
    args = [shopstage, 'bench', 'action', page['file'], '--iterations', str(iterations)]
    for selector in page['bench']:
        args += ['--selector', selector]
    run = subprocess.run(args, capture_output=True, text=True, cwd=ROOT)
    match = re.search(r'^action: ([0-9.]+) ms/op$', run.stdout, re.M)
    if not match:
        return None, (run.stderr.strip().splitlines() or ['no figure'])[-1]
    return float(match.group(1)), None


def jsdom_ms(shopstage, page, iterations):
    doc = subprocess.run([shopstage, 'action', 'html', page['file'], '--action-id', '101'],
                         capture_output=True, text=True, check=True, cwd=ROOT).stdout
    with tempfile.NamedTemporaryFile('w', suffix='.html', delete=False, encoding='utf-8') as f:
        f.write(doc)
        path = f.name
    try:
        args = ['node', os.path.join(HERE, 'action-jsdom.js'), path, '--library',
                os.path.join(ROOT, 'Sources/EMarketer/Resources/click-capture.js'),
                '--iterations', str(iterations), '--settle']
        for selector in page['bench']:
            args += ['--selector', selector]
        run = subprocess.run(args, capture_output=True, text=True, env=dict(os.environ, NODE_PATH='/usr/share/nodejs'))
    finally:
        os.unlink(path)
    match = re.search(r'^action-jsdom: ([0-9.]+) ms/op$', run.stdout, re.M)
    if not match:
        return None, (run.stderr.strip().splitlines() or ['no figure'])[-1]
    return float(match.group(1)), None


def webkit_ms(driver, module, shopstage, page, iterations, out_dir):
    doc = module.webkit_document(shopstage, os.path.join(ROOT, page['file']), out_dir)
    return module.time_page(driver, 'file://' + doc, page['bench'], iterations)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--shopstage', required=True)
    parser.add_argument('--webdriver')
    parser.add_argument('--iterations', type=int, default=100, help='ShopStage and jsdom operations per page')
    parser.add_argument('--webkit-iterations', type=int, default=10)
    parser.add_argument('--manifest', default=os.path.join(ROOT, 'Fixtures/real-library/taps.json'))
    args = parser.parse_args()
    with open(args.manifest, encoding='utf-8') as f:
        pages = [ANCHOR] + json.load(f)['pages']
    module = driver = None
    out_dir = os.path.join(ROOT, '.build', 'webkit-bench')
    if args.webdriver:
        module = webkit_actions()
        os.makedirs(out_dir, exist_ok=True)
        driver = module.WebDriver(args.webdriver)
    rows = []
    try:
        print(f"{'page':<28} {'ShopStage':>10} {'jsdom':>10} {'WebKit':>10} {'jsdom/SS':>9} {'WebKit/SS':>10}")
        for page in pages:
            ours, ours_error = shopstage_ms(args.shopstage, page, args.iterations)
            theirs, theirs_error = jsdom_ms(args.shopstage, page, args.iterations)
            webkit = None
            if driver:
                webkit = webkit_ms(driver, module, args.shopstage, page, args.webkit_iterations, out_dir)
            name = os.path.splitext(os.path.basename(page['file']))[0]

            def cell(value):
                return f'{value:>7.2f} ms' if value is not None else f"{'n/a':>10}"

            def ratio(a, b):
                return f'{a / b:>8.1f}x' if a is not None and b else f"{'n/a':>9}"
            print(f'{name:<28} {cell(ours)} {cell(theirs)} {cell(webkit)} '
                  f'{ratio(theirs, ours)} {ratio(webkit, ours):>10}', flush=True)
            for label, error in (('ShopStage', ours_error), ('jsdom', theirs_error)):
                if error:
                    print(f'    {label}: {error}', flush=True)
            rows.append((name, ours, theirs, webkit))
    finally:
        if driver:
            driver.close()
    real = [r for r in rows[1:] if r[1] is not None]
    jsdom_ratios = [r[2] / r[1] for r in real if r[2] is not None]
    webkit_ratios = [r[3] / r[1] for r in real if r[3] is not None]
    if jsdom_ratios:
        print(f'real-library pages: jsdom/ShopStage median {statistics.median(jsdom_ratios):.1f}x, '
              f'min {min(jsdom_ratios):.1f}x ({len(jsdom_ratios)} pages)')
    if webkit_ratios:
        print(f'real-library pages: WebKit/ShopStage median {statistics.median(webkit_ratios):.1f}x, '
              f'min {min(webkit_ratios):.1f}x ({len(webkit_ratios)} pages)')


if __name__ == '__main__':
    sys.exit(main())

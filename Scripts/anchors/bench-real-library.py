#!/usr/bin/env python3
"""The real-library actions (Fixtures/real-library/taps.json, plus the anchor action) in one run:
ShopStage (`shopstage bench actions`, release), jsdom (action-jsdom.js --settle, Debian's node-jsdom)
and, when a WebKitWebDriver URL is given, real WebKit through WebDriver (round trips included).
One operation renders the page, lets it settle, taps the page's "bench" selectors and receives the
messages. Prints one line per page and the ratios. Scripts/bench-anchors runs it.

ShopStage and jsdom are measured in rounds, in the order ShopStage, jsdom, jsdom, ShopStage…, each
round a share of the iterations: a machine that changes speed during the run (this one does, by a
third within minutes) then weighs on both columns alike, and a page's figure is the mean of its
rounds' medians.

  bench-real-library.py --shopstage BIN [--webdriver URL] [--iterations N] [--rounds N] [--webkit-iterations N]
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


def page_name(page):
    return 'anchor' if page is ANCHOR else os.path.splitext(os.path.basename(page['file']))[0]


def shopstage_all(shopstage, manifest, iterations):
    """Every page and the anchor in one `shopstage bench actions` process: {name: (ms, error)}."""
    # A 10 s limit per entry: on a loaded machine the default second stops long pages' scripts.
    args = [shopstage, 'bench', 'actions', '--manifest', manifest, '--iterations', str(iterations),
            '--time-limit', '10', '--anchor', ANCHOR['file'], '--anchor-selector', ANCHOR['bench'][0]]
    run = subprocess.run(args, capture_output=True, text=True, cwd=ROOT)
    results = {m.group(1): (float(m.group(2)), None)
               for m in re.finditer(r'^([\w.-]+): ([0-9.]+) ms/op$', run.stdout, re.M)}
    for m in re.finditer(r'^error: ([\w.-]+): (.*)$', run.stderr, re.M):
        results[m.group(1)] = (None, m.group(2))
    if not results:
        results[None] = (None, (run.stderr.strip().splitlines() or ['no figure'])[-1])
    return results


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
        return None, None, (run.stderr.strip().splitlines() or ['no figure'])[-1]
    cpu = re.search(r'^action-jsdom-cpu: ([0-9.]+) ms/op$', run.stdout, re.M)
    return float(match.group(1)), float(cpu.group(1)) if cpu else None, None


def combined(results):
    """The mean of the rounds' figures, and the first error when a round has no figure."""
    values = [value for value, _ in results if value is not None]
    errors = [error for value, error in results if value is None and error]
    if len(values) < len(results):
        return None, errors[0] if errors else 'no figure'
    return (statistics.mean(values) if values else None), None


def webkit_ms(driver, module, shopstage, page, iterations, out_dir):
    doc = module.webkit_document(shopstage, os.path.join(ROOT, page['file']), out_dir)
    return module.time_page(driver, 'file://' + doc, page['bench'], iterations)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--shopstage', required=True)
    parser.add_argument('--webdriver')
    parser.add_argument('--iterations', type=int, default=100, help='ShopStage and jsdom operations per page')
    parser.add_argument('--rounds', type=int, default=2, help='rounds the ShopStage and jsdom operations are split into')
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
        # Wall-clock medians (WebKit's through WebDriver), then the CPU time of each process per operation,
        # which a loaded machine inflates far less.
        print(f"{'page':<22} {'ShopStage':>10} {'jsdom':>10} {'WebKit':>10} {'jsdom/SS':>9} {'WebKit/SS':>10}"
              f"   {'SS CPU':>10} {'jsdom CPU':>10} {'CPU ratio':>9}")
        rounds = max(1, args.rounds)
        per_round = max(10, args.iterations // rounds)
        ours_rounds, theirs_rounds = [], {page_name(page): [] for page in pages}
        for index in range(rounds):
            # ShopStage, jsdom, then jsdom, ShopStage: both columns centred on the same moment.
            for side in (('ours', 'theirs') if index % 2 == 0 else ('theirs', 'ours')):
                if side == 'ours':
                    ours_rounds.append(shopstage_all(args.shopstage, args.manifest, per_round))
                else:
                    for page in pages:
                        theirs_rounds[page_name(page)].append(jsdom_ms(args.shopstage, page, per_round))
        for page in pages:
            name = page_name(page)
            ours, ours_error = combined([r.get(name, r.get(None, (None, 'no figure'))) for r in ours_rounds])
            ours_cpu = combined([r.get(name + '.cpu', (None, None)) for r in ours_rounds])[0]
            theirs, theirs_error = combined([(ms, error) for ms, _, error in theirs_rounds[name]])
            theirs_cpu = combined([(cpu, None) for _, cpu, _ in theirs_rounds[name]])[0]
            webkit = None
            if driver:
                webkit = webkit_ms(driver, module, args.shopstage, page, args.webkit_iterations, out_dir)

            def cell(value):
                return f'{value:>7.2f} ms' if value is not None else f"{'n/a':>10}"

            def ratio(a, b):
                return f'{a / b:>8.1f}x' if a is not None and b else f"{'n/a':>9}"
            print(f'{name:<22} {cell(ours)} {cell(theirs)} {cell(webkit)} '
                  f'{ratio(theirs, ours)} {ratio(webkit, ours):>10}   {cell(ours_cpu)} {cell(theirs_cpu)} '
                  f'{ratio(theirs_cpu, ours_cpu)}', flush=True)
            for label, error in (('ShopStage', ours_error), ('jsdom', theirs_error)):
                if error:
                    print(f'    {label}: {error}', flush=True)
            rows.append((name, ours, theirs, webkit, ours_cpu, theirs_cpu))
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
    cpu_ratios = [r[5] / r[4] for r in rows[1:] if r[4] and r[5] is not None]
    if cpu_ratios:
        print(f'real-library pages: jsdom/ShopStage CPU time median {statistics.median(cpu_ratios):.1f}x, '
              f'min {min(cpu_ratios):.1f}x ({len(cpu_ratios)} pages)')


if __name__ == '__main__':
    sys.exit(main())

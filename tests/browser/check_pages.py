#!/usr/bin/python3
"""Opens HTML pages in headless Chromium (Debian's chromium + chromium-driver, driven by
Debian's python3-selenium; Pillow from python3-pil) and checks what a reader would see:

- the page loads with no console error (a Content-Security-Policy violation is one);
- no request leaves the page's folder: every URL the page asks for is the page itself,
  a file under its folder, or a data: URL (nothing from the network, nothing elsewhere on
  the disk);
- the elements the spec names are there, in the counts it gives;
- the texts it names are shown (as text, not markup);
- the labels it names ("apart": a CSS selector) do not overlap one another where they are
  seen (each clipped to its own <svg>; a pixel of anti-aliasing is allowed);
- a screenshot is not blank (more than one colour in it).

Usage: check_pages.py SPEC.json
SPEC: {"pages": [{"path": "report.html", "expect": {"#verdict": ">=1", "img": "==0"},
                   "text": ["Illegal"], "apart": "svg text.label",
                   "screenshot": "out.png"}, ...],
       "folders": ["site/"]}
Every *.html under each of "folders" gets the load, request and blank checks.
Exit status 0 when every check passes; 1 with one line per failure otherwise.
"""
import io
import json
import os
import pathlib
import re
import shutil
import sys
import tempfile
from urllib.parse import unquote, urlparse

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def start_browser(profile):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    # Headless and closed off: no first-run, sync, component or background connections
    # (the sandboxed machines refuse them and Chromium would log errors for each).
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                 "--window-size=1024,1400", f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def is_blank(png):
    """Whether a screenshot is one colour all over (nothing was drawn)."""
    with Image.open(io.BytesIO(png)) as image:
        return image.convert("RGB").getcolors(maxcolors=1) is not None


def count_ok(found, rule):
    match = re.fullmatch(r"(>=|==|<=)(\d+)", rule)
    if not match:
        raise ValueError(f"bad count rule {rule!r}: write >=N, ==N or <=N")
    op, n = match.group(1), int(match.group(2))
    return {">=": found >= n, "==": found == n, "<=": found <= n}[op]


# The rectangles where the matched elements are seen, each clipped to its nearest <svg>,
# grouped by that <svg>; and the pairs of one group that overlap by more than a pixel.
OVERLAPS = """
const seen = [];
for (const el of document.querySelectorAll(arguments[0])) {
  const svg = el.parentElement.closest('svg');
  const r = el.getBoundingClientRect(), c = svg ? svg.getBoundingClientRect() : r;
  const box = {left: Math.max(r.left, c.left), right: Math.min(r.right, c.right),
               top: Math.max(r.top, c.top), bottom: Math.min(r.bottom, c.bottom)};
  if (box.right > box.left && box.bottom > box.top) seen.push({svg, box, text: el.textContent});
}
const pairs = [];
for (let i = 0; i < seen.length; ++i)
  for (let j = i + 1; j < seen.length; ++j) {
    const a = seen[i], b = seen[j];
    if (a.svg !== b.svg) continue;
    const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
    const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
    if (w > 1 && h > 1) pairs.push(a.text + ' / ' + b.text);
  }
return [seen.length, pairs];
"""


def check_page(driver, path, page, failures):
    folder = path.parent.resolve()
    driver.get_log("browser")
    driver.get_log("performance")
    driver.get(path.resolve().as_uri())
    name = str(path)
    for entry in driver.get_log("browser"):
        if entry["level"] in ("SEVERE", "WARNING"):
            failures.append(f"{name}: console {entry['level'].lower()}: {entry['message']}")
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] != "Network.requestWillBeSent":
            continue
        if message["params"].get("documentURL", "").startswith("chrome://"):
            continue  # Chromium's own pages, not this one
        url = message["params"]["request"]["url"]
        parsed = urlparse(url)
        if parsed.scheme == "data":
            continue
        if parsed.scheme == "file":
            target = pathlib.Path(unquote(parsed.path)).resolve()
            if target == folder or folder in target.parents:
                continue
        failures.append(f"{name}: a request leaves the page's folder: {url[:120]}")
    for selector, rule in page.get("expect", {}).items():
        found = len(driver.find_elements(By.CSS_SELECTOR, selector))
        if not count_ok(found, rule):
            failures.append(f"{name}: {selector!r}: found {found}, expected {rule}")
    shown = driver.find_element(By.TAG_NAME, "body").text
    for text in page.get("text", []):
        if text not in shown:
            failures.append(f"{name}: the text {text!r} is not shown")
    if page.get("apart"):
        count, pairs = driver.execute_script(OVERLAPS, page["apart"])
        if count == 0:
            failures.append(f"{name}: no {page['apart']!r} to keep apart")
        for pair in pairs:
            failures.append(f"{name}: labels overlap: {pair}")
    if is_blank(driver.get_screenshot_as_png()):
        failures.append(f"{name}: the screenshot is blank")
    if page.get("screenshot"):
        full = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(1024, min(max(full, 600), 2400))
        pathlib.Path(page["screenshot"]).write_bytes(driver.get_screenshot_as_png())
        driver.set_window_size(1024, 1400)


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().split("\n\n")[0], file=sys.stderr)
        print("usage: check_pages.py SPEC.json", file=sys.stderr)
        return 2
    spec = json.loads(pathlib.Path(sys.argv[1]).read_text())
    pages = [dict(page, path=pathlib.Path(page["path"])) for page in spec.get("pages", [])]
    named = {page["path"].resolve() for page in pages}
    for folder in spec.get("folders", []):
        for html in sorted(pathlib.Path(folder).rglob("*.html")):
            if html.resolve() not in named:
                pages.append({"path": html})
    if not pages:
        print("check_pages: no page to check", file=sys.stderr)
        return 1
    profile = tempfile.mkdtemp(prefix="qm-chromium-")
    failures = []
    driver = start_browser(profile)
    try:
        driver.get("about:blank")  # away from the start page, whose requests are Chromium's
        for page in pages:
            check_page(driver, page["path"], page, failures)
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
    for failure in failures:
        print(failure)
    print(f"check_pages: {len(pages)} pages, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

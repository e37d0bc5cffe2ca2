#!/usr/bin/env python3
"""The revision sheet (`normkitchen handout --format html`) in a real browser, headless Chromium
through Selenium: on a phone (360 x 640) nothing runs off the side and every formula is drawn at a readable
size (a long one scrolls sideways in its box); on
a laptop the two algorithms stand side by side; printed on A4 it is one page. In en and zh, for
the worked example (its numbers checked) and for a d = 1024 vector.

    revision_sheet.py NORMKITCHEN [PICTURE_DIR]

PICTURE_DIR, when given, keeps the screenshots and the printed PDFs to look at."""
import base64
import os
import re
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

app = sys.argv[1]
pictures = sys.argv[2] if len(sys.argv) > 2 else None
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAILED:", what)


def sheet(folder, lang, preset):
    path = os.path.join(folder, f"sheet-{lang}-{preset}.html")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=folder)
    run = subprocess.run([app, "handout", "--format", "html", "--out", path, "--lang", lang,
                          "--preset", preset], env=env, capture_output=True, text=True,
                         timeout=120)
    check(run.returncode == 0, f"{lang} {preset}: handout exit {run.returncode}: {run.stderr}")
    check(run.stderr == "", f"{lang} {preset}: stderr not empty: {run.stderr!r}")
    return path


def browser():
    options = webdriver.ChromeOptions()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(a)
    driver = "/usr/bin/chromedriver"
    service = Service(driver) if os.path.exists(driver) else Service()
    return webdriver.Chrome(service=service, options=options)


def viewport(driver, width, height):
    # The window's outer size that gives this inner size.
    driver.set_window_size(width, height)
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])


def main():
    with tempfile.TemporaryDirectory() as folder:
        d = browser()
        try:
            for lang in ("en", "zh"):
                for preset in ("worked-example", "random-demo"):
                    name = f"{lang} {preset}"
                    url = "file://" + sheet(folder, lang, preset)
                    viewport(d, 360, 640)
                    d.get(url)
                    width = d.execute_script("return window.innerWidth")
                    check(width == 360, f"{name}: viewport {width} px wide, not 360")
                    scroll = d.execute_script("return document.documentElement.scrollWidth")
                    check(scroll <= width, f"{name}: the page is {scroll} px wide on a {width} px phone")
                    # Every formula at its size (a long one scrolls sideways in its own box).
                    boxes = d.execute_script(
                        "return [...document.querySelectorAll('.f svg')].map(s => {"
                        " const r = s.getBoundingClientRect(), f = s.parentElement.getBoundingClientRect();"
                        " return [f.left, f.right, r.height]; })")
                    check(len(boxes) == 14, f"{name}: {len(boxes)} formulas, not 14")
                    for left, right, height in boxes:
                        if not (height >= 14 and left >= 0 and right <= width + 0.5):
                            check(False, f"{name}: a formula's box at {left:.0f}..{right:.0f} px, "
                                         f"drawn {height:.0f} px high")
                            break
                    text = d.execute_script("return document.body.innerText")
                    if preset == "worked-example":
                        # x = [2, -1, 3], gamma = 1.5: mu = 4/3, sigma^2 = 26/9, RMS = sqrt(14/3).
                        for v in ("1.33333", "2.88889", "2.16025", "1.38873", "0.588348"):
                            check(v in text, f"{name}: {v} missing")
                    check(("比较" in text) == (lang == "zh"), f"{name}: not in {lang}")
                    if pictures:
                        d.save_screenshot(os.path.join(pictures, f"sheet-{lang}-{preset}-phone.png"))
                    viewport(d, 1280, 900)
                    d.get(url)
                    tops = d.execute_script(
                        "return [...document.querySelectorAll('section.algo')]"
                        ".map(s => s.getBoundingClientRect().top)")
                    check(len(tops) == 2 and abs(tops[0] - tops[1]) < 1,
                          f"{name}: LayerNorm and RMSNorm not side by side on a laptop: {tops}")
                    if pictures:
                        d.save_screenshot(os.path.join(pictures, f"sheet-{lang}-{preset}-laptop.png"))
                    pdf = base64.b64decode(d.execute_cdp_cmd(
                        "Page.printToPDF", {"preferCSSPageSize": True, "printBackground": True})["data"])
                    pages = len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))
                    check(pages == 1, f"{name}: prints on {pages} A4 pages")
                    if pictures:
                        with open(os.path.join(pictures, f"sheet-{lang}-{preset}.pdf"), "wb") as f:
                            f.write(pdf)
        finally:
            d.quit()
    if failures:
        sys.exit(1)
    print("revision sheet: phone, laptop and print checks passed")


main()

#!/usr/bin/env python3
"""The class session's student page (web/student) in a real browser, headless Chromium through
Selenium, on 127.0.0.1 only, at phone size (360 x 640), in en and in zh (the browser's
language): the page joins (a nickname shown as text, never markup), shows the step's title,
its formula typeset by MathJax and the vector's chart; the student tries their own vector;
answers an open question typed as on a phone's IME; sees the feedback after the reveal and the
"eyes on the teacher" screen while paused; comes back as the same student after the server
drops the connection; switches language; and shows the "ended" screen. A wrong code is refused.

    student_page.py --mock PAGE_DIR MATHJAX_BUNDLE [--pictures DIR]
    student_page.py --app NORMKITCHEN [--pictures DIR]

--mock runs tests/web/session_mock.py on the built page (build/resources/student) and the
app's MathJax bundle; --app runs `NORMKITCHEN --session --session-host 127.0.0.1
--session-stdin`, which prints `session: http://ADDR:PORT/?code=CODE` and takes the teacher's
controls on stdin (docs/SESSION-PROTOCOL.md, "Test control"); an app without --session-stdin
skips (exit 77). DIR keeps the screenshots to look at."""
import argparse
import os
import queue
import re
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.common.exceptions import JavascriptException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAILED:", what, flush=True)
    return ok


class Server:
    """The session's server as a process: its stdout read line by line, its stdin the
    teacher's controls."""

    def __init__(self, command, env=None):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, env=env, bufsize=1)
        self.lines = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()
        threading.Thread(target=self._drain, args=(self.process.stderr,), daemon=True).start()
        self.url = self.wait_line(r"^session: (http://\S+)$", 60).group(1)
        if not re.match(r"^http://127\.0\.0\.1:\d+/\?code=\S+$", self.url):
            raise SystemExit(f"the session is not on 127.0.0.1 only: {self.url}")

    def _read(self, stream):
        for line in stream:
            with self.changed:
                self.lines.append(line.rstrip("\n"))
                self.changed.notify_all()

    def _drain(self, stream):
        for line in stream:
            sys.stderr.write("server: " + line)

    def mark(self):
        with self.changed:
            return len(self.lines)

    def wait_line(self, pattern, timeout=10, since=0):
        """The first line from `since` on matching `pattern`, waiting up to `timeout` s."""
        end = time.monotonic() + timeout
        gone = False
        with self.changed:
            while True:
                for line in self.lines[since:]:
                    m = re.search(pattern, line)
                    if m:
                        return m
                left = end - time.monotonic()
                if left <= 0 or gone:
                    break
                gone = self.process.poll() is not None  # one more look at what it said
                self.changed.wait(0.2 if gone else min(left, 0.5))
        raise TimeoutError(f"no line matching {pattern!r} from the server within {timeout} s; "
                           f"it said: {self.lines[since:]}")

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def stop(self):
        try:
            self.process.stdin.close()
        except OSError:
            pass
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def browser(lang):
    options = webdriver.ChromeOptions()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              f"--lang={lang}", "--no-first-run", "--disable-background-networking",
              "--disable-component-update", "--disable-sync", "--disable-default-apps",
              "--disable-features=Translate,OptimizationHints,MediaRouter",
              # Nothing but loopback: any other host fails to resolve.
              "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"):
        options.add_argument(a)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = "/usr/bin/chromedriver"
    service = Service(driver) if os.path.exists(driver) else Service()
    d = webdriver.Chrome(service=service, options=options)
    # A phone: 360 x 640 CSS pixels at twice the density, touch, mobile viewport.
    d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                      {"width": 360, "height": 640, "deviceScaleFactor": 2, "mobile": True})
    d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})
    return d


def wait_for(d, script, what, timeout=10):
    """Runs `script` (a JS expression) until it is truthy; returns its value."""
    end = time.monotonic() + timeout
    value = None
    while time.monotonic() < end:
        try:
            value = d.execute_script("return (" + script + ");")
        except JavascriptException:
            value = None
        if value:
            return value
        time.sleep(0.1)
    check(False, f"{what} (waited {timeout} s for {script})")
    return value


def visible(element_id):
    return (f"(e => e && !e.closest('[hidden]') && e.getClientRects().length > 0)"
            f"(document.getElementById('{element_id}'))")


def text_of(d, element_id):
    return d.execute_script(f"return document.getElementById('{element_id}').textContent")


def shoot(d, pictures, name, element_id=None):
    if not pictures:
        return
    if element_id:
        d.execute_script("document.getElementById(arguments[0]).scrollIntoView({block: 'start'});"
                         "window.scrollBy(0, -64);", element_id)
    else:
        d.execute_script("window.scrollTo(0, 0)")
    time.sleep(0.3)
    d.save_screenshot(os.path.join(pictures, name + ".png"))


def layout_checks(d, name):
    """Fits 360 px, no text under 14 px, every control at least 44 px high."""
    width = d.execute_script("return window.innerWidth")
    check(width == 360, f"{name}: viewport {width} px wide, not 360")
    scroll = d.execute_script("return document.documentElement.scrollWidth")
    check(scroll <= width, f"{name}: the page is {scroll} px wide on a {width} px phone")
    small = d.execute_script("""
        const out = [];
        for (const e of document.querySelectorAll('body *')) {
          if (e.closest('[hidden]') || !e.getClientRects().length || e.closest('svg.bars')) continue;
          const own = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
          if (own && parseFloat(getComputedStyle(e).fontSize) < 14)
            out.push(e.tagName + '#' + e.id + ' ' + getComputedStyle(e).fontSize);
        }
        return out;""")
    check(not small, f"{name}: text under 14 px: {small}")
    tiny = d.execute_script("""
        return [...document.querySelectorAll('button, input, summary, a')]
          .filter(e => !e.closest('[hidden]') && e.getClientRects().length)
          .map(e => [e.id || e.tagName, e.getBoundingClientRect().height])
          .filter(([, h]) => h < 44);""")
    check(not tiny, f"{name}: touch targets under 44 px high: {tiny}")
    cut = d.execute_script("""
        return [...document.querySelectorAll('h1, h2, p, label, button, figcaption, dd, dt, span')]
          .filter(e => !e.closest('[hidden]') && e.getClientRects().length && e.id !== 'who')
          .filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'auto')
          .map(e => e.tagName + '#' + e.id);""")
    check(not cut, f"{name}: text cut at the side: {cut}")


WORDS = {
    "en": {"exact": "Exactly right.", "join": "Join", "spot": "Spot on", "paused": "Eyes on the teacher",
           "ended": "The session has ended", "try": "Try it yourself", "wrong": "Wrong session code"},
    "zh": {"exact": "分毫不差。", "join": "加入", "spot": "完全正确", "paused": "请抬头看老师",
           "ended": "本次课堂已结束", "try": "自己试试", "wrong": "课堂代码不对"},
}


def scenario(lang, server, pictures, mock):
    words = WORDS[lang]
    other = "zh" if lang == "en" else "en"
    name = lang
    d = browser(lang)
    try:
        # A wrong code is refused, and the page says so.
        d.get(re.sub(r"code=\S+$", "code=WRONG", server.url))
        if wait_for(d, visible("join"), f"{name}: no join form"):
            d.find_element(By.ID, "join-button").click()
            wait_for(d, visible("fatal"), f"{name}: a wrong code is not refused")
            check(words["wrong"] in text_of(d, "fatal-title"), f"{name}: the wrong code's words")

        d.get(server.url)
        wait_for(d, visible("join"), f"{name}: no join form")
        page_lang = d.execute_script("return document.documentElement.lang")
        check(page_lang.startswith(lang), f"{name}: the page is in {page_lang}, not the browser's {lang}")
        check(text_of(d, "join-button") == words["join"], f"{name}: the join button says "
              f"{text_of(d, 'join-button')!r}")
        layout_checks(d, f"{name} join")
        shoot(d, pictures, f"student-{lang}-1-join")

        # Join; a nickname with markup in it stays text.
        nick = "Ada <b>Lovelace</b>" if lang == "en" else ""
        mark = server.mark()
        field = d.find_element(By.ID, "nick")
        field.clear()
        field.send_keys(nick)
        d.find_element(By.ID, "join-button").click()
        who = wait_for(d, "document.getElementById('who').textContent", f"{name}: no welcome")
        if not nick:
            # No nickname: "Student N" in the phone's own language.
            check(("学生" in (who or "")) == (lang == "zh"), f"{name}: an unnamed student shows as {who!r}")
        if nick:
            check(nick in (who or ""), f"{name}: the nickname shows as {who!r}")
            check(d.execute_script("return document.querySelector('#who b, #who *') === null"),
                  f"{name}: the nickname became markup")
        server.wait_line(r"^session: students [1-9]", 10, mark)

        # The step: title, formula typeset, the vector's chart.
        title = wait_for(d, "document.getElementById('step-title').textContent.trim()",
                         f"{name}: no step title")
        check(bool(title), f"{name}: the step has no title")
        height = wait_for(d, "(s => s && s.getBoundingClientRect().height)"
                             "(document.querySelector('#formula svg'))", f"{name}: no typeset formula")
        check((height or 0) >= 14, f"{name}: the formula is {height} px high")
        bars = d.execute_script("return document.querySelectorAll('#vector-chart rect.bar').length")
        check(bars >= 1, f"{name}: the vector's chart has {bars} bars")
        if mock:
            check(title in ("The mean μ", "均值 μ"), f"{name}: step title {title!r}")
            check(bars == 3, f"{name}: {bars} bars for 2, -1, 3")
        layout_checks(d, f"{name} step")
        shoot(d, pictures, f"student-{lang}-2-step")

        # Try it yourself: the student's own vector, computed by the server.
        check(words["try"] in text_of(d, "tryit-title"), f"{name}: the try-it title")
        field = d.find_element(By.ID, "tryit-vector")
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", field)
        field.clear()
        field.send_keys("1, 2, 3, 10")
        d.find_element(By.ID, "tryit-go").click()
        mine = wait_for(d, visible("tryit-result") + " && document.getElementById('tryit-chart')"
                        ".textContent", f"{name}: no values for the student's own vector")
        if mock:
            check(mine == "4", f"{name}: the mean of 1, 2, 3, 10 shows as {mine!r}")
        shoot(d, pictures, f"student-{lang}-3-tryit", "tryit")

        # A question: a large input that takes what a phone's IME types.
        mark = server.mark()
        server.send("ask")
        wait_for(d, visible("question"), f"{name}: the open question is not shown")
        check(d.execute_script("return document.getElementById('answer').type") == "text",
              f"{name}: the answer field is not a text field")
        check(d.execute_script("return document.getElementById('answer').inputMode") != "decimal",
              f"{name}: the answer field asks for a decimal keyboard")
        check(d.execute_script("return document.getElementById('tryit-go').disabled"),
              f"{name}: the student's own vector can compute the open question's answer")
        typed = "１．３３３" if lang == "en" else "4/3"
        answer = d.find_element(By.ID, "answer")
        answer.send_keys(typed)
        answer.send_keys(Keys.ENTER)
        wait_for(d, f"document.getElementById('answer-state').textContent.includes('{typed}')",
                 f"{name}: the answer is not confirmed")
        server.wait_line(r"^session: answered 1 of", 10, mark)
        layout_checks(d, f"{name} question")
        shoot(d, pictures, f"student-{lang}-4-question", "question")

        # The reveal: how close, the value, the student's answer.
        server.send("reveal")
        wait_for(d, visible("feedback"), f"{name}: no feedback after the reveal")
        feedback = d.execute_script("return document.getElementById('feedback').innerText")
        check(typed in feedback, f"{name}: the feedback does not quote the answer: {feedback!r}")
        if mock:
            check(words["spot"] in feedback, f"{name}: {typed} for 4/3 is not spot on: {feedback!r}")
            check("1.33333" in feedback, f"{name}: the true value is missing: {feedback!r}")
            gap = text_of(d, "feedback-gap")
            check(("0.025" in gap) if lang == "en" else gap == WORDS[lang]["exact"],
                  f"{name}: how close it was reads {gap!r}")
        layout_checks(d, f"{name} reveal")
        shoot(d, pictures, f"student-{lang}-5-reveal", "feedback")

        # Paused: eyes on the teacher.
        server.send("pause")
        wait_for(d, visible("paused"), f"{name}: pause does not show")
        check(words["paused"] in text_of(d, "paused-title"), f"{name}: the paused words")
        shoot(d, pictures, f"student-{lang}-6-paused")
        server.send("resume")
        wait_for(d, "!(" + visible("paused") + ")", f"{name}: resume does not hide the pause")

        # The server drops the connection: the page comes back as the same student.
        who = text_of(d, "who")
        mark = server.mark()
        server.send("drop")
        server.wait_line(r"^session: students 0", 10, mark)
        server.wait_line(r"^session: students 1", 20, mark)
        wait_for(d, "!(" + visible("status") + ")", f"{name}: still reconnecting", 20)
        check(text_of(d, "who") == who, f"{name}: came back as {text_of(d, 'who')!r}, not {who!r}")
        wait_for(d, visible("feedback"), f"{name}: the feedback is gone after the rejoin")

        # The same student in a second tab: the first one gives way and says so, and can take
        # the student back.
        first = d.current_window_handle
        d.switch_to.new_window("tab")
        d.get(server.url)
        wait_for(d, f"document.getElementById('who').textContent === {who!r}",
                 f"{name}: the second tab does not rejoin as the same student")
        second = d.current_window_handle
        d.switch_to.window(first)
        wait_for(d, visible("fatal"), f"{name}: the first tab does not give way")
        shoot(d, pictures, f"student-{lang}-7-elsewhere")
        d.find_element(By.ID, "fatal-retry").click()
        wait_for(d, visible("lesson") + " && !(" + visible("fatal") + ")",
                 f"{name}: the first tab does not take the student back")
        d.switch_to.window(second)
        d.close()
        d.switch_to.window(first)
        check(text_of(d, "who") == who, f"{name}: back in the first tab as {text_of(d, 'who')!r}")

        # A second student, whom the teacher removes: that phone says so and stays away.
        if mock:
            other_phone = browser(lang)
            try:
                other_phone.get(server.url)
                wait_for(other_phone, visible("join"), f"{name}: no join form for a second phone")
                mark = server.mark()
                other_phone.find_element(By.ID, "join-button").click()
                server.wait_line(r"^session: students 2", 10, mark)
                server.send("remove 2")
                wait_for(other_phone, visible("fatal"), f"{name}: the removed phone does not say so")
                check(not other_phone.execute_script("return !document.getElementById('fatal-retry')"
                                                     ".hidden"), f"{name}: a removed phone offers to retry")
                shoot(other_phone, pictures, f"student-{lang}-7-removed")
                time.sleep(2.5)
                check(text_of(other_phone, "fatal-title") != "" and
                      not other_phone.execute_script("return Object.keys(localStorage)"
                                                     ".filter(k => k.endsWith('.token')).length"),
                      f"{name}: the removed phone keeps its token")
            finally:
                other_phone.quit()
            server.wait_line(r"^session: students 1", 10, mark)

        if mock:
            # inf and nan are written out, not drawn as numbers.
            server.send("vector inf, 1, 2")
            wait_for(d, "document.getElementById('vector-numbers').textContent.includes('inf')",
                     f"{name}: inf in the vector is not shown")
            marks = d.execute_script("return [...document.querySelectorAll('#vector-chart text')]"
                                     ".map(t => t.textContent)")
            check("inf" in marks, f"{name}: the vector's chart does not say inf: {marks}")
            mean = text_of(d, "values-chart")
            check(mean == "inf", f"{name}: the mean of inf, 1, 2 shows as {mean!r}")
            layout_checks(d, f"{name} inf")
            shoot(d, pictures, f"student-{lang}-8-inf", "step")
            server.send("vector 2, -1, 3")

        # The language button: the words switch, the lesson's too, still the same student.
        before = text_of(d, "tryit-title")
        d.find_element(By.ID, "lang").click()
        wait_for(d, f"document.documentElement.lang.startsWith('{other}')",
                 f"{name}: the language button does nothing")
        check(text_of(d, "tryit-title") == WORDS[other]["try"] and before != WORDS[other]["try"],
              f"{name}: the try-it title after switching: {text_of(d, 'tryit-title')!r}")
        if mock:
            other_title = "The mean μ" if other == "en" else "均值 μ"
            wait_for(d, f"document.getElementById('step-title').textContent === '{other_title}'",
                     f"{name}: the lesson's words do not follow the switch")
        wait_for(d, "!(" + visible("status") + ")", f"{name}: the switch does not reconnect", 15)
        shoot(d, pictures, f"student-{lang}-9-switched")
        d.find_element(By.ID, "lang").click()
        wait_for(d, f"document.documentElement.lang.startsWith('{lang}')",
                 f"{name}: the language button does not switch back")

        # A laptop: the same page, wider, the two charts side by side.
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                          {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})
        time.sleep(0.5)
        scroll = d.execute_script("return document.documentElement.scrollWidth")
        check(scroll <= 1280, f"{name}: the page is {scroll} px wide on a 1280 px laptop")
        tops = d.execute_script("return [...document.querySelectorAll('#charts figure')]"
                                ".filter(f => !f.hidden).map(f => f.getBoundingClientRect().top)")
        check(len(tops) == 2 and abs(tops[0] - tops[1]) < 1,
              f"{name}: the charts are not side by side on a laptop: {tops}")
        shoot(d, pictures, f"student-{lang}-laptop")
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                          {"width": 360, "height": 640, "deviceScaleFactor": 2, "mobile": True})
        time.sleep(0.5)

        # The end.
        server.send("end")
        wait_for(d, visible("ended"), f"{name}: the ended screen does not show")
        check(words["ended"] in text_of(d, "ended-title"), f"{name}: the ended words")
        check(d.execute_script("return Object.keys(localStorage).filter(k => k.endsWith('.token'))"
                               ".length") == 0, f"{name}: the token is kept after the end")
        layout_checks(d, f"{name} ended")
        shoot(d, pictures, f"student-{lang}-10-ended")
        time.sleep(2.5)
        check(d.execute_script("return !document.getElementById('status').hidden") is False,
              f"{name}: the page tries to reconnect after the end")
        # No script error, no refused resource (the page runs under the suggested CSP).
        logs = [e["message"] for e in d.get_log("browser") if e["level"] == "SEVERE"]
        check(not [m for m in logs if "WebSocket" not in m],
              f"{name}: errors in the browser's console: {logs}")
    finally:
        d.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--mock", nargs=2, metavar=("PAGE_DIR", "MATHJAX_BUNDLE"))
    which.add_argument("--app", metavar="NORMKITCHEN")
    parser.add_argument("--pictures", metavar="DIR")
    args = parser.parse_args()
    if args.pictures:
        os.makedirs(args.pictures, exist_ok=True)

    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=home)
        if args.mock:
            command = [sys.executable, os.path.join(HERE, "session_mock.py"), *args.mock]
        else:
            usage = subprocess.run([args.app, "--help"], capture_output=True, text=True, env=env,
                                   timeout=60)
            if "--session-stdin" not in usage.stdout + usage.stderr:
                print("student page: the app has no --session-stdin yet; skipped")
                sys.exit(SKIP)
            # The mock's lesson: chapter 2 (LayerNorm) at its mean, on 2, −1, 3, in Execute.
            command = [args.app, "--mode", "execute", "--chapter", "2", "--step", "2",
                       "--vector", "2, -1, 3", "--session", "--session-host", "127.0.0.1",
                       "--session-stdin"]
        for lang in ("en", "zh"):
            server = Server(command, env)
            try:
                scenario(lang, server, args.pictures, mock=bool(args.mock))
            finally:
                server.stop()
    if failures:
        sys.exit(1)
    print("student page: join, step, try it, answer, reveal, pause, rejoin, language and end "
          "passed in en and zh")


main()

#!/usr/bin/env python3
"""A stand-in for the teacher's app in a class session (docs/SESSION-PROTOCOL.md), for
developing and testing the student page (web/student) without the C++ server: it serves the
built page on 127.0.0.1 only, speaks the protocol on /ws, and plays chapter 2 (LayerNorm) on
the vector 2, -1, 3 with gamma 1.5.

    session_mock.py PAGE_DIR MATHJAX_BUNDLE [--port P] [--code C]

PAGE_DIR holds the built index.html, student.js and student.css (build/resources/student);
MATHJAX_BUNDLE is the app's bundle (build/ui/mathjax/mathjax-bundle.js), served as
/mathjax.js. Like `normkitchen --session`, it prints `session: http://ADDR:PORT/?code=CODE`
on stdout, then the teacher's side of the session as lines:

    session: students N          students connected, each time it changes
    session: answered N of M     each time an answer comes in for the open question
    session: ended

and takes the teacher's controls on stdin, one a line (what tests/web/student_page.py
sends; type them by hand when developing):

    ask | reveal | next | prev | pause | resume | free | follow | vector 1, 2, 3 | drop |
    remove ID | end

`drop` cuts every student's connection without a close frame (a phone on a lost network);
`remove ID` removes student ID (close 4004); `end` ends the session, which is what the end of
stdin does too. Needs python3-websockets (Debian 12: 10.4)."""
import argparse
import asyncio
import http
import json
import math
import mimetypes
import os
import re
import secrets
import sys
import threading
import time
from urllib.parse import parse_qs, urlparse

import websockets

HOST = "127.0.0.1"  # loopback only, always
FRAME_CAP = 4096
GAMMA, BETA, EPS = 1.5, 0.0, 1e-5

# --- the lesson: chapter 2, LayerNorm ---------------------------------------------------------
CHAPTER = {"en": "LayerNorm", "zh": "LayerNorm（层归一化）"}
STEPS = [
    {"key": "mean",
     "en": ("The mean μ", "The old chef walks the table once and averages the saltiness of "
            "every dish.\n\nThat average is the mean μ.", "What is the mean μ of this vector?"),
     "zh": ("均值 μ", "老厨师沿桌走一趟，把每道菜的咸度取平均。\n\n这个平均值就是均值 μ。",
            "这个向量的均值 μ 是多少？"),
     "label": "μ"},
    {"key": "variance",
     "en": ("The variance σ²", "A second walk: how far is each dish from the mean? Square the "
            "gaps and average them.", "What is the variance σ² of this vector?"),
     "zh": ("方差 σ²", "再沿桌走一趟：每道菜离均值多远？把偏差平方后取平均。",
            "这个向量的方差 σ² 是多少？"),
     "label": "σ²"},
    {"key": "standardize",
     "en": ("Standardize", "Subtract the mean and divide by the divisor √(σ²+ε).",
            "What is the first standardized value x̂₁?"),
     "zh": ("标准化", "减去均值，再除以分母 √(σ²+ε)。", "第一个标准化值 x̂₁ 是多少？"),
     "label": "x̂"},
    {"key": "scale",
     "en": ("Scale γ and shift β", "Each standardized value is scaled by γ and shifted by β.",
            "What is the first output y₁?"),
     "zh": ("缩放与平移", "每个标准化值乘以缩放参数 γ，再加上平移参数 β。", "第一个输出 y₁ 是多少？"),
     "label": "y"},
]
HINTS = {
    "mean": {"en": "Divided by d − 1? The mean divides the sum by d (step 1).",
             "zh": "除以了 d − 1？均值是把和除以 d（第 1 步）。"},
    "variance": {"en": "That is σ, not σ²: the variance is the mean of the squared gaps (step 2).",
                 "zh": "这是标准差 σ，不是方差 σ²：方差是偏差平方的均值（第 2 步）。"},
}
ERRORS = {
    "vector": {"en": "“{}” is not a vector: type numbers separated by commas.",
               "zh": "“{}”不是向量：请输入用逗号分隔的数。"},
    "long": {"en": "At most 64 elements.", "zh": "最多 64 个元素。"},
    "closed": {"en": "The question is closed.", "zh": "这道题已经截止。"},
    "type": {"en": "Unknown message type.", "zh": "未知的消息类型。"},
    "held": {"en": "Not while a question is open.", "zh": "提问进行中，暂不能计算。"},
    "joined": {"en": "Already joined.", "zh": "已经加入了。"},
    "text": {"en": "An answer has at most 64 characters.", "zh": "答案最多 64 个字符。"},
    "nick": {"en": "A nickname has at most 24 characters.", "zh": "昵称最多 24 个字符。"},
}
# As the app: "Student N" in English always; the page says it in its own language.
STUDENT_WORD = "Student {}"


def json_number(x):
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def tex_number(x):
    if math.isnan(x):
        return r"\text{nan}"
    if math.isinf(x):
        return r"\infty" if x > 0 else r"-\infty"
    text = f"{x:.6g}"
    if "e" in text:
        mantissa, exponent = text.split("e")
        return rf"{mantissa} \times 10^{{{int(exponent)}}}"
    return text


def trace(x):
    """The four steps' values for vector x (floats; inf and nan where they come out)."""
    d = len(x)
    mean = sum(x) / d
    var = sum((v - mean) * (v - mean) for v in x) / d
    div = math.sqrt(var + EPS)  # > 0, or inf, or nan
    xhat = [(v - mean) / div for v in x]
    y = [GAMMA * v + BETA for v in xhat]
    return {"mean": [mean], "variance": [var], "standardize": xhat, "scale": y}


def formula(step, x):
    t = trace(x)
    terms = " + ".join(tex_number(v) if v >= 0 or math.isnan(v) else f"({tex_number(v)})"
                       for v in x[:6]) + (r" + \cdots" if len(x) > 6 else "")
    if step == "mean":
        return rf"\mu = \frac{{1}}{{d}}\sum_{{i=1}}^{{d}} x_i = \frac{{{terms}}}{{{len(x)}}} = {tex_number(t['mean'][0])}"
    if step == "variance":
        return rf"\sigma^2 = \frac{{1}}{{d}}\sum_{{i=1}}^{{d}} (x_i - \mu)^2 = {tex_number(t['variance'][0])}"
    if step == "standardize":
        return (rf"\hat{{x}}_1 = \frac{{x_1 - \mu}}{{\sqrt{{\sigma^2 + \varepsilon}}}} = "
                rf"\frac{{{tex_number(x[0])} - {tex_number(t['mean'][0])}}}"
                rf"{{\sqrt{{{tex_number(t['variance'][0])} + 10^{{-5}}}}}} = {tex_number(t['standardize'][0])}")
    return (rf"y_1 = \gamma\,\hat{{x}}_1 + \beta = {GAMMA} \cdot {tex_number(t['standardize'][0])}"
            rf" + {BETA:g} = {tex_number(t['scale'][0])}")


# --- reading what a student types, as the desktop does (full-width digits, "．", "−", 4/3) -----
FULL_WIDTH = {ord(c): ord("0") + i for i, c in enumerate("０１２３４５６７８９")}
FULL_WIDTH.update({ord("．"): ".", ord("。"): ".", ord("−"): "-", ord("－"): "-",
                   ord("–"): "-", ord("＋"): "+", ord("／"): "/", ord("ｅ"): "e", ord("Ｅ"): "e"})


def read_number(text):
    t = text.translate(FULL_WIDTH).strip().replace(" ", "")
    if not t:
        return None
    m = re.fullmatch(r"([+-]?[0-9.eE+-]+)/([+-]?[0-9.eE+-]+)", t)
    try:
        if m:
            return float(m.group(1)) / float(m.group(2))
        if t.lower() in ("inf", "+inf", "-inf", "nan"):
            return float(t)
        return float(t)
    except (ValueError, ZeroDivisionError):
        return None


def read_vector(text):
    parts = [p for p in re.split(r"[,\s，；;、]+", text.translate(FULL_WIDTH).strip()) if p]
    numbers = [read_number(p) for p in parts]
    if not numbers or any(n is None for n in numbers):
        return None
    return numbers


def grade(text, truth, step, x):
    """verdict, closeness, hint key"""
    if text is None or not text.strip():
        return "empty", None, None
    g = read_number(text)
    if g is None:
        return "unreadable", None, None
    if not math.isfinite(truth):
        ok = (math.isnan(g) and math.isnan(truth)) or g == truth
        return ("right", "spot-on", None) if ok else ("wrong", "off", None)
    rel = abs(g - truth) / max(abs(truth), 1e-12)
    closeness = "spot-on" if rel <= 1e-3 else "close" if rel <= 0.05 else "off"
    verdict = "right" if rel <= 1e-2 else "wrong"
    hint = None
    if verdict == "wrong":
        if step == "mean" and len(x) > 1 and abs(g - sum(x) / (len(x) - 1)) <= 1e-3 * abs(g or 1):
            hint = "mean"
        if step == "variance" and abs(g - math.sqrt(max(truth, 0))) <= 1e-3 * abs(g or 1):
            hint = "variance"
    return verdict, closeness, hint


# --- the session ------------------------------------------------------------------------------
class Student:
    def __init__(self, number, nick, lang):
        self.id = number
        self.nick = nick
        self.lang = lang
        self.token = secrets.token_urlsafe(18)
        self.answers = {}  # question id -> (text, seconds)
        self.socket = None
        self.last_whatif = 0.0

    def name(self):
        return self.nick or STUDENT_WORD.format(self.id)


class Session:
    def __init__(self, code):
        self.code = code
        self.step = 0
        self.vector = [2.0, -1.0, 3.0]
        self.paused = False
        self.pace = "follow"
        self.question = None  # {"id", "step", "open", "revealed", "opened"}
        self.questions = 0
        self.students = {}  # token -> Student
        self.connected = set()
        self.ended = False
        self.stop = None  # asyncio.Event, set when the mock should exit

    # what a student is shown
    def question_for(self, s):
        q = self.question
        if not q or q["step"] != self.step:
            return None
        lang = s.lang
        yours = s.answers.get(q["id"])
        return {"id": q["id"], "prompt": STEPS[self.step][lang][2], "open": q["open"],
                "answered": yours is not None, "yours": yours[0] if yours else None}

    def state_for(self, s):
        step = STEPS[self.step]
        values = trace(self.vector)[step["key"]]
        title, text, _ = step[s.lang]
        return {"type": "state", "lang": s.lang,
                "chapter": {"number": 2, "title": CHAPTER[s.lang]},
                "step": {"number": self.step + 1, "count": len(STEPS), "title": title, "text": text,
                         "formula": formula(step["key"], self.vector)},
                "vector": [json_number(v) for v in self.vector[:64]], "d": len(self.vector),
                # Hidden while a question is open: it would give the answer away.
                "values": None if self.question and self.question["open"] else
                {"label": step["label"], "numbers": [json_number(v) for v in values[:64]]},
                "pace": self.pace, "paused": self.paused, "question": self.question_for(s),
                "students": len(self.connected)}

    def reveal_for(self, s):
        q = self.question
        step = STEPS[q["step"]]["key"]
        truth = trace(self.vector)[step][0]
        yours = s.answers.get(q["id"])
        verdict, closeness, hint = grade(yours[0] if yours else None, truth, step, self.vector)
        right = sum(1 for t in self.students.values() if t.answers.get(q["id"]) and grade(
            t.answers[q["id"]][0], truth, step, self.vector)[0] == "right")
        read = read_number(yours[0]) if yours else None
        return {"type": "reveal", "question": q["id"], "truth": json_number(truth),
                "yours": yours[0] if yours else None,
                "yoursValue": json_number(read) if read is not None else None,
                "verdict": verdict, "closeness": closeness,
                "hint": HINTS[hint][s.lang] if hint else "",
                "shareRight": right / max(1, len(self.students))}

    async def send(self, s, message):
        if s.socket is not None:
            try:
                await s.socket.send(json.dumps(message, ensure_ascii=False))
            except websockets.ConnectionClosed:
                pass

    async def broadcast_state(self):
        await asyncio.gather(*(self.send(s, self.state_for(s)) for s in list(self.connected)))

    def announce_students(self):
        say(f"students {len(self.connected)}")

    def announce_answers(self):
        q = self.question
        n = sum(1 for s in self.connected if q and q["id"] in s.answers)
        say(f"answered {n} of {len(self.connected)}")

    # the teacher's controls
    async def command(self, line):
        word, _, rest = line.strip().partition(" ")
        if word == "ask":
            self.questions += 1
            self.question = {"id": f"q{self.questions}", "step": self.step, "open": True,
                             "revealed": False, "opened": time.monotonic()}
            await self.broadcast_state()
        elif word == "reveal" and self.question:
            self.question["open"] = False
            self.question["revealed"] = True
            await asyncio.gather(*(self.send(s, self.reveal_for(s)) for s in list(self.connected)))
            await self.broadcast_state()
        elif word in ("next", "prev"):
            self.step = max(0, min(len(STEPS) - 1, self.step + (1 if word == "next" else -1)))
            await self.broadcast_state()
        elif word in ("pause", "resume"):
            self.paused = word == "pause"
            await asyncio.gather(*(self.send(s, {"type": "paused", "paused": self.paused})
                                   for s in list(self.connected)))
        elif word in ("free", "follow"):
            self.pace = word
            await self.broadcast_state()
        elif word == "vector":
            v = read_vector(rest)
            if v:
                self.vector = v
                await self.broadcast_state()
        elif word == "drop":
            for s in list(self.connected):
                if s.socket is not None:
                    s.socket.transport.abort()  # no close frame: the phone sees 1006
        elif word == "remove":
            for s in list(self.connected):
                if str(s.id) == rest.strip():
                    self.students.pop(s.token, None)
                    await s.socket.close(4004, "removed by the teacher")
        elif word == "end":
            await self.end()
        elif word:
            say(f"unknown command {word!r}")

    async def end(self):
        if self.ended:
            return
        self.ended = True
        await asyncio.gather(*(self.send(s, {"type": "ended"}) for s in list(self.connected)))
        for s in list(self.connected):
            try:
                await s.socket.close(1001, "the session has ended")
            except Exception:
                pass
        self.students.clear()  # tokens are forgotten when the session ends
        say("ended")
        self.stop.set()

    # one student's socket
    async def serve(self, ws, path=None):
        url = urlparse(ws.path)
        if url.path != "/ws" or parse_qs(url.query).get("code", [""])[0] != self.code:
            await ws.close(4001, "wrong session code")
            return
        if self.ended:
            await ws.close(1001, "the session has ended")
            return
        try:
            first = json.loads(await asyncio.wait_for(ws.recv(), 10))
        except asyncio.TimeoutError:
            await ws.close(4002, "no join within 10 seconds")
            return
        except (ValueError, websockets.ConnectionClosed):
            return
        if not isinstance(first, dict) or first.get("type") != "join":
            await ws.close(4002, "join first")
            return
        lang = first.get("lang") if first.get("lang") in ("en", "zh") else "en"
        nick = str(first.get("nick") or "").strip()
        if len(nick) > 24:
            await ws.send(json.dumps({"type": "error", "message": ERRORS["nick"][lang],
                                      "field": "nick"}, ensure_ascii=False))
            await ws.close(1008, "bad join")
            return
        s = self.students.get(str(first.get("token") or ""))
        if s is None:
            s = Student(len(self.students) + 1, nick, lang)
            self.students[s.token] = s
        s.lang = lang
        if s.socket is not None and s.socket is not ws:
            await s.socket.close(1000, "joined again elsewhere")  # as the app does
        s.socket = ws
        self.connected.add(s)
        self.announce_students()
        await self.send(s, {"type": "welcome", "id": s.id, "name": s.name(), "token": s.token})
        await self.broadcast_state()
        if self.question and self.question["revealed"] and self.question["step"] == self.step:
            await self.send(s, self.reveal_for(s))
        try:
            async for frame in ws:
                await self.handle(s, frame)
        except websockets.ConnectionClosed:
            pass
        finally:
            if s.socket is ws:
                s.socket = None
                self.connected.discard(s)
                if not self.ended:
                    self.announce_students()
                    await self.broadcast_state()

    async def error(self, s, key, field=None, arg=""):
        message = {"type": "error", "message": ERRORS[key][s.lang].format(arg)}
        if field:
            message["field"] = field
        await self.send(s, message)

    async def handle(self, s, frame):
        try:
            m = json.loads(frame)
        except ValueError:
            m = None
        if not isinstance(m, dict):
            await self.error(s, "type")
            return
        kind = m.get("type")
        if kind == "answer":
            q = self.question
            text = m.get("text")
            if not isinstance(text, str) or len(text) > 64:
                await self.error(s, "text", "text")
            elif not q or not q["open"] or m.get("question") != q["id"]:
                await self.error(s, "closed", "question")
            else:
                s.answers[q["id"]] = (text, time.monotonic() - q["opened"])
                await self.send(s, dict({"type": "question"}, **self.question_for(s)))
                self.announce_answers()
        elif kind == "whatif":
            if self.question and self.question["open"]:
                await self.error(s, "held", "vector")  # it would give the answer away
                return
            text = m.get("vector")
            v = read_vector(text) if isinstance(text, str) else None
            if v is None:
                await self.error(s, "vector", "vector", str(text)[:40])
                return
            if len(v) > 64:
                await self.error(s, "long", "vector")
                return
            wait = s.last_whatif + 0.25 - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            s.last_whatif = time.monotonic()
            step = STEPS[self.step]
            values = trace(v)[step["key"]]
            await self.send(s, {"type": "whatif", "vector": [json_number(x) for x in v],
                                "values": {"label": step["label"],
                                           "numbers": [json_number(x) for x in values]},
                                "formula": formula(step["key"], v)})
        elif kind == "join":
            await self.error(s, "joined")
        else:
            await self.error(s, "type")


def say(text):
    print(f"session: {text}", flush=True)


# What docs/SESSION-PROTOCOL.md suggests the app sends with the page.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; connect-src 'self' ws:; base-uri 'none'; form-action 'none'; "
       "frame-ancestors 'none'")


def page_server(page_dir, mathjax):
    files = {"/": os.path.join(page_dir, "index.html"),
             "/index.html": os.path.join(page_dir, "index.html"),
             "/student.js": os.path.join(page_dir, "student.js"),
             "/student.css": os.path.join(page_dir, "student.css"),
             "/mathjax.js": mathjax}

    def process_request(path, headers):
        route = urlparse(path).path
        if route == "/ws":
            return None  # the WebSocket handshake goes on
        file = files.get(route)
        if file is None or not os.path.exists(file):
            return http.HTTPStatus.NOT_FOUND, [("Content-Type", "text/plain")], b"not found\n"
        with open(file, "rb") as f:
            body = f.read()
        kind = mimetypes.guess_type(file)[0] or "application/octet-stream"
        if kind.startswith("text/") or kind.endswith("javascript"):
            kind += "; charset=utf-8"
        headers = [("Content-Type", kind), ("Cache-Control", "no-store"),
                   ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer")]
        if kind.startswith("text/html"):
            headers.append(("Content-Security-Policy", CSP))
        return http.HTTPStatus.OK, headers, body
    return process_request


async def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("page_dir")
    parser.add_argument("mathjax")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--code", default=None)
    args = parser.parse_args()
    mimetypes.add_type("text/javascript", ".js")
    session = Session(args.code or secrets.token_hex(3).upper())
    session.stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def read_stdin():
        for line in sys.stdin:
            asyncio.run_coroutine_threadsafe(session.command(line), loop)
        asyncio.run_coroutine_threadsafe(session.end(), loop)
    async with websockets.serve(session.serve, HOST, args.port, max_size=FRAME_CAP,
                                process_request=page_server(args.page_dir, args.mathjax),
                                ping_interval=20, ping_timeout=40) as server:
        port = server.sockets[0].getsockname()[1]
        print(f"session: http://{HOST}:{port}/?code={session.code}", flush=True)
        threading.Thread(target=read_stdin, daemon=True).start()
        await session.stop.wait()
        await asyncio.sleep(0.2)


if __name__ == "__main__":
    asyncio.run(main())

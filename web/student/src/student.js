// The class session's student page (docs/SESSION-PROTOCOL.md): joins with an optional
// nickname, follows the teacher's step (title, text, formula with the live numbers, the vector
// and the step's values as small charts), answers an open question, shows how close it was
// after the reveal, and lets the student try their own vector. Every word the server sends,
// nicknames included, enters the page as text (textContent), never as markup.

import {browserLanguage, word} from './i18n.js';
import {toNumber, toNumbers, formatNumber, formatList, vectorText} from './numbers.js';
import {drawChart} from './chart.js';
import {showFormula, whenMathJaxReady} from './formula.js';
import {Connection} from './connection.js';

const $ = (id) => document.getElementById(id);
const LIST_LIMIT = 16;
const WHATIF_GAP_MS = 300; // the server computes at most one each 250 ms
const WHATIF_TYPING_MS = 600;

// --- storage: kept per session code, so a new session starts afresh -------------------------
const params = new URLSearchParams(location.search);
const code = (params.get('code') || '').trim();

const store = {
  get(key) {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  },
  set(key, value) {
    try {
      if (value === null || value === undefined)
        localStorage.removeItem(key);
      else
        localStorage.setItem(key, value);
    } catch (e) { /* private mode: the session still works, without the rejoin on reload */ }
  },
};
const keys = {
  token: `nk.student.${code}.token`,
  answers: `nk.student.${code}.answers`,
  nick: 'nk.student.nick',
  lang: 'nk.student.lang',
};

// --- what the page knows --------------------------------------------------------------------
const page = {
  lang: store.get(keys.lang) === 'zh' || store.get(keys.lang) === 'en'
    ? store.get(keys.lang) : browserLanguage(navigator),
  joined: false,      // the student asked to join (or came back with a token)
  welcomed: false,    // a welcome arrived at least once
  me: null,           // {id, name}
  state: null,        // the last `state`
  question: null,     // the current question
  reveal: null,       // the last `reveal`
  paused: false,
  ended: false,
  fatal: null,        // 'wrong-code', 'no-code', 'removed', 'elsewhere', 'full'
  status: {state: 'connecting'},
  answerSending: false,  // typed while the connection was down: sent on the rejoin
  pendingAnswer: null,
  answerError: '',
  tryit: {active: false, pending: null, lastSent: 0, timer: null, result: null, error: ''},
  answers: readAnswers(),
};

function readAnswers() {
  try {
    const value = JSON.parse(store.get(keys.answers) || '{}');
    return value && typeof value === 'object' ? value : {};
  } catch (e) {
    return {};
  }
}

function saveAnswer(id, text) {
  page.answers[id] = text;
  store.set(keys.answers, JSON.stringify(page.answers));
}

const w = (key, ...args) => word(page.lang, key, ...args);

// --- the connection ---------------------------------------------------------------------------
const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws?code=${encodeURIComponent(code)}`;
const connection = new Connection(wsUrl, {
  message: onMessage,
  status: (status) => {
    page.status = status;
    renderStatus();
  },
  fatal: (kind) => {
    page.fatal = kind;
    if (kind === 'removed') {
      store.set(keys.token, null);
      store.set(keys.answers, null);
    }
    render();
  },
});

function joinFrame() {
  const frame = {type: 'join', nick: store.get(keys.nick) || '', lang: page.lang};
  const token = store.get(keys.token);
  if (token)
    frame.token = token;
  return frame;
}

function join() {
  page.joined = true;
  render();
  connection.start(joinFrame);
}

function onMessage(m) {
  switch (m.type) {
  case 'welcome':
    page.welcomed = true;
    page.fatal = null;
    page.me = {id: m.id, name: typeof m.name === 'string' ? m.name : ''};
    if (typeof m.token === 'string' && m.token)
      store.set(keys.token, m.token);
    break;
  case 'state':
    onState(m);
    sendPendingAnswer();
    break;
  case 'question':
    onQuestion(m);
    break;
  case 'reveal':
    page.reveal = m;
    if (page.question && page.question.id === m.question)
      page.question = Object.assign({}, page.question, {open: false});
    break;
  case 'whatif':
    page.tryit.result = m;
    page.tryit.error = '';
    break;
  case 'paused':
    page.paused = !!m.paused;
    break;
  case 'ended':
    page.ended = true;
    connection.stop();
    store.set(keys.token, null);
    store.set(keys.answers, null);
    break;
  case 'error':
    onError(m);
    break;
  default:
    return;
  }
  render();
}

function stepKey(state) {
  if (!state || !state.chapter || !state.step)
    return '';
  return `${state.chapter.number}/${state.step.number}`;
}

function onState(m) {
  const before = stepKey(page.state);
  const vectorBefore = page.state ? JSON.stringify(page.state.vector) : '';
  page.state = m;
  page.paused = !!m.paused;
  const after = stepKey(m);
  if (before && before !== after) {
    // Another step: the last reveal was about the step before.
    page.reveal = null;
    if (page.tryit.active)
      queueWhatif(0);
    else
      page.tryit.result = null;
  }
  if (!page.tryit.active && JSON.stringify(m.vector) !== vectorBefore)
    fillTryitFromClass();
  onQuestion(m.question || null);
}

function onQuestion(q) {
  if (q && typeof q.id !== 'string')
    q = null;
  const previous = page.question;
  if (q && (!previous || previous.id !== q.id)) {
    // A new question: the answer box starts from what this student typed for it, if anything.
    $('answer').value = page.answers[q.id] || '';
    page.answerError = '';
    if (!page.reveal || page.reveal.question !== q.id)
      page.reveal = null;
    if (q.open)
      requestAnimationFrame(() => {
        const box = $('question');
        const r = box.getBoundingClientRect();
        const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        if (r.top < 0 || r.top > window.innerHeight * 0.6)
          box.scrollIntoView({block: 'start', behavior: still ? 'auto' : 'smooth'});
      });
  }
  if (q && q.answered && !page.pendingAnswer)
    page.answerSending = false;
  if (q && previous && previous.id === q.id && previous.answered && !q.answered
      && page.answers[q.id] && !page.answerError) {
    // The answer this page sent is on its way (the state was sent before it was recorded).
    q = Object.assign({}, q, {answered: true});
  }
  page.question = q;
}

function onError(m) {
  const message = typeof m.message === 'string' ? m.message : '';
  const field = typeof m.field === 'string' ? m.field : '';
  if (field === 'vector') {
    page.tryit.error = message;
  } else if (field === 'text' || field === 'question') {
    page.answerSending = false;
    page.answerError = message;
    if (page.question)
      page.question = Object.assign({}, page.question, {answered: false});
  } else if (field === 'nick' && !page.welcomed) {
    $('join-error').textContent = message;
    page.joined = false;
    connection.stop();
  } else {
    flash(message);
  }
}

let flashTimer = null;
function flash(message) {
  const box = $('toast') || (() => {
    const node = document.createElement('p');
    node.id = 'toast';
    node.className = 'toast';
    node.setAttribute('role', 'alert');
    document.body.appendChild(node);
    return node;
  })();
  box.textContent = message;
  box.hidden = !message;
  clearTimeout(flashTimer);
  flashTimer = setTimeout(() => { box.hidden = true; }, 6000);
}

// --- answering --------------------------------------------------------------------------------
function sendAnswer(event) {
  event.preventDefault();
  const q = page.question;
  if (!q || !q.open) {
    page.answerError = w('answerClosed');
    renderQuestion();
    return;
  }
  const text = $('answer').value.trim();
  if (!text) {
    page.answerError = w('answerEmpty');
    renderQuestion();
    return;
  }
  page.answerError = '';
  saveAnswer(q.id, text);
  // Sent: it reads as in (the server's `question`, answered, confirms; an `error` undoes it).
  // Not connected: it is sent when the page has rejoined, if the question is still open.
  if (connection.send({type: 'answer', question: q.id, text})) {
    page.pendingAnswer = null;
    page.question = Object.assign({}, q, {answered: true});
  } else {
    page.pendingAnswer = {id: q.id, text};
    page.answerSending = true;
  }
  renderQuestion();
}

function sendPendingAnswer() {
  const p = page.pendingAnswer;
  const q = page.question;
  if (!p || !q || q.id !== p.id || !q.open)
    return;
  if (connection.send({type: 'answer', question: p.id, text: p.text})) {
    page.pendingAnswer = null;
    page.answerSending = false;
    page.question = Object.assign({}, q, {answered: true});
  }
}

// --- trying one's own vector ------------------------------------------------------------------
function fillTryitFromClass() {
  const input = $('tryit-vector');
  if (document.activeElement === input)
    return;
  input.value = page.state ? vectorText(toNumbers(page.state.vector)) : '';
}

function queueWhatif(delay) {
  const t = page.tryit;
  clearTimeout(t.timer);
  const wait = Math.max(delay, t.lastSent + WHATIF_GAP_MS - Date.now());
  t.timer = setTimeout(() => {
    const text = $('tryit-vector').value.trim();
    if (!text || questionOpen())
      return;
    t.lastSent = Date.now();
    if (connection.send({type: 'whatif', vector: text})) {
      t.pending = text;
    }
  }, Math.max(0, wait));
}

// --- rendering ----------------------------------------------------------------------------------
function applyWords() {
  document.documentElement.lang = page.lang === 'zh' ? 'zh-CN' : 'en';
  document.title = w('brand');
  for (const node of document.querySelectorAll('[data-i18n]'))
    node.textContent = w(node.dataset.i18n);
  const button = $('lang');
  button.textContent = w('otherLanguage');
  button.setAttribute('aria-label', w('switchTo'));
  button.lang = page.lang === 'zh' ? 'en' : 'zh-CN';
}

function renderStatus() {
  const box = $('status');
  const text = $('status-text');
  const retry = $('retry');
  const s = page.status;
  if (page.ended || (page.fatal && page.fatal !== 'full') || !page.joined
      || s.state === 'open' || s.state === 'stopped') {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  if (s.state === 'waiting') {
    text.textContent = w('reconnecting', s.seconds);
    retry.hidden = false;
  } else {
    text.textContent = page.welcomed ? w('reconnectingNow') : w('connecting');
    retry.hidden = true;
  }
}

function paragraphs(container, text) {
  const parts = String(text || '').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  container.replaceChildren(...parts.map((p) => {
    const node = document.createElement('p');
    node.textContent = p;
    return node;
  }));
}

function chart(figureId, chartId, captionId, numbersId, numbers, caption, kind) {
  if (figureId)
    $(figureId).hidden = false;
  $(captionId).textContent = caption;
  const list = formatList(numbers, LIST_LIMIT, (n) => w('moreElements', n));
  // inf and nan said in words, however many elements the chart has.
  const note = $(numbersId.replace('-numbers', '-note'));
  const infinite = numbers.filter((x) => x === Infinity || x === -Infinity).length;
  const nan = numbers.filter(Number.isNaN).length;
  note.hidden = numbers.length < 2 || !(infinite || nan);
  note.textContent = note.hidden ? '' : w('notFinite', infinite, nan);
  if (numbers.length === 1) {
    // One number (μ, σ², the RMS): written large, no chart of one bar.
    const big = document.createElement('p');
    big.className = `big-number ${kind}`;
    big.textContent = list;
    $(chartId).replaceChildren(big);
    $(numbersId).textContent = '';
    return;
  }
  $(numbersId).textContent = list;
  drawChart($(chartId), numbers, kind, caption + ': ' + list);
}

function vectorCaption(n, mine) {
  if (mine)
    return w('yourVector', n);
  return n === 1 ? w('vectorOne') : w('vector', n);
}

function renderStep() {
  const s = page.state;
  $('waiting').hidden = !!s;
  $('step').hidden = !s;
  $('tryit').hidden = !s;
  if (!s)
    return;
  const chapter = s.chapter || {};
  const step = s.step || {};
  $('chapter').textContent = w('chapter', chapter.number ?? '', chapter.title ?? '');
  $('step-title').textContent = step.title ?? '';
  $('step-number').textContent = step.count ? w('step', step.number ?? '', step.count) : '';
  paragraphs($('step-text'), step.text);
  showFormula($('formula'), step.formula, w('formulaFailed'));
  const vector = toNumbers(s.vector);
  const d = Number.isInteger(s.d) && s.d > vector.length ? s.d : vector.length;
  chart(null, 'vector-chart', 'vector-caption', 'vector-numbers', vector,
        d > vector.length ? w('vectorPart', d, vector.length) : vectorCaption(d, false), 'vector');
  if (s.values && Array.isArray(s.values.numbers)) {
    chart('values-figure', 'values-chart', 'values-caption', 'values-numbers',
          toNumbers(s.values.numbers), w('valuesCaption', String(s.values.label ?? '')), 'values');
  } else if (s.question && s.question.open) {
    // The server keeps the step's values back while a question is open.
    $('values-figure').hidden = false;
    $('values-caption').textContent = w('valuesHidden');
    $('values-chart').replaceChildren();
    $('values-numbers').textContent = '';
    $('values-note').hidden = true;
  } else {
    $('values-figure').hidden = true;
  }
  const students = typeof s.students === 'number' ? w('students', s.students) : '';
  $('students').textContent = students + (s.pace === 'free' ? ' · ' + w('paceFree') : '');
}

function renderQuestion() {
  const q = page.question;
  const revealed = q && page.reveal && page.reveal.question === q.id;
  const card = $('question');
  card.hidden = !q || revealed;
  if (card.hidden)
    return;
  $('question-prompt').textContent = q.prompt ?? '';
  const input = $('answer');
  const send = $('answer-send');
  input.disabled = !q.open;
  send.disabled = !q.open;
  const state = $('answer-state');
  state.classList.toggle('error', !!page.answerError);
  if (page.answerError) {
    state.textContent = page.answerError;
  } else if (!q.open) {
    state.textContent = w('answerClosed');
  } else if (page.answerSending) {
    state.textContent = w('sending');
  } else if (q.answered) {
    const mine = page.answers[q.id];
    state.textContent = mine ? w('answerIn', mine) : w('answerInNoText');
  } else {
    state.textContent = '';
  }
  card.classList.toggle('answered', !!q.answered);
}

function renderFeedback() {
  const r = page.reveal;
  const card = $('feedback');
  card.hidden = !r;
  if (!r)
    return;
  let title;
  if (r.verdict === 'empty')
    title = w('empty');
  else if (r.verdict === 'unreadable')
    title = w('unreadable');
  else if (r.closeness === 'spot-on')
    title = w('spotOn');
  else if (r.closeness === 'close')
    title = w('close');
  else if (r.closeness === 'off')
    title = w('off');
  else
    title = r.verdict === 'right' ? w('right') : w('wrong');
  $('feedback-title').textContent = title;
  card.dataset.closeness = r.closeness || r.verdict || '';
  const q = page.question && page.question.id === r.question ? page.question : null;
  $('feedback-prompt').textContent = q ? (q.prompt ?? '') : '';
  $('feedback-truth').textContent = formatNumber(toNumber(r.truth));
  $('feedback-yours').textContent = typeof r.yours === 'string' && r.yours ? r.yours : w('noAnswer');
  // How close: the gap to the value when the server says what number it read.
  const truth = toNumber(r.truth);
  const read = r.yoursValue === undefined || r.yoursValue === null ? NaN : toNumber(r.yoursValue);
  const gap = $('feedback-gap');
  gap.hidden = !(Number.isFinite(read) && Number.isFinite(truth)
                 && (r.verdict === 'right' || r.verdict === 'wrong'));
  if (!gap.hidden) {
    const off = Math.abs(read - truth);
    gap.textContent = off === 0 ? w('exact')
      : truth !== 0 ? w('offByShare', formatNumber(off), formatNumber(off / Math.abs(truth) * 100) + '%')
      : w('offBy', formatNumber(off));
  }
  const hint = $('feedback-hint');
  hint.hidden = !(typeof r.hint === 'string' && r.hint);
  hint.textContent = hint.hidden ? '' : w('hint', r.hint);
  const share = Number(r.shareRight);
  $('feedback-share').textContent = Number.isFinite(share)
    ? w('shareRight', Math.round(share * 100) + '%') : '';
}

function questionOpen() {
  return !!(page.question && page.question.open);
}

function renderTryit() {
  const t = page.tryit;
  // While a question is open, the student's own copy would give the answer away (the class's
  // vector typed in): the box waits for the reveal.
  const held = questionOpen();
  for (const id of ['tryit-vector', 'tryit-go', 'tryit-reset'])
    $(id).disabled = held;
  $('tryit-held').hidden = !held;
  if (held) {
    $('tryit-result').hidden = true;
    return;
  }
  $('tryit-error').textContent = t.error;
  $('tryit-error').hidden = !t.error;
  $('tryit-reset').hidden = !t.active;
  const result = $('tryit-result');
  const r = t.result;
  result.hidden = !r;
  if (!r)
    return;
  showFormula($('tryit-formula'), r.formula, w('formulaFailed'));
  if (r.values && Array.isArray(r.values.numbers)) {
    chart(null, 'tryit-chart', 'tryit-caption', 'tryit-numbers', toNumbers(r.values.numbers),
          w('tryCaption', String(r.values.label ?? '')), 'mine');
  } else {
    const vector = toNumbers(r.vector);
    chart(null, 'tryit-chart', 'tryit-caption', 'tryit-numbers', vector,
          vectorCaption(vector.length, true), 'mine');
  }
}

function render() {
  applyWords();
  const showFatal = !!page.fatal && !(page.fatal === 'full' && page.welcomed && page.status.state === 'open');
  $('ended').hidden = !page.ended;
  $('fatal').hidden = page.ended || !showFatal;
  $('join').hidden = page.ended || showFatal || page.joined;
  $('lesson').hidden = page.ended || showFatal || !page.joined;
  if (showFatal) {
    const kind = page.fatal;
    const wrong = kind === 'wrong-code' || kind === 'no-code';
    const elsewhere = kind === 'elsewhere';
    const title = {'wrong-code': 'wrongCodeTitle', 'no-code': 'wrongCodeTitle',
                   removed: 'removedTitle', elsewhere: 'elsewhereTitle', full: 'fullTitle'};
    const text = {'wrong-code': 'wrongCodeText', 'no-code': 'noCodeText', removed: 'removedText',
                  elsewhere: 'elsewhereText', full: 'fullText'};
    $('fatal-title').textContent = w(title[kind] || 'fullTitle');
    $('fatal-text').textContent = w(text[kind] || 'fullText');
    $('fatal-retry').hidden = wrong || kind === 'removed';
    $('fatal-retry').textContent = elsewhere ? w('useHere') : w('tryAgain');
  }
  $('who').textContent = page.me && page.joined && !page.ended && (!page.fatal || page.fatal === 'full')
    ? w('you', shownName(page.me)) : '';
  $('join-button').textContent = page.joined ? w('joining') : w('join');
  const paused = page.paused && !page.ended && page.joined;
  const wasPaused = !$('paused').hidden;
  $('paused').hidden = !paused;
  $('main').inert = paused;
  $('status').inert = paused;
  document.querySelector('header.bar').inert = paused;
  if (paused && !wasPaused)
    $('paused').focus();  // a screen reader reads the pause; the page behind is inert
  renderStatus();
  if (page.joined && !page.ended) {
    renderStep();
    renderQuestion();
    renderFeedback();
    renderTryit();
  }
}

// --- wiring -------------------------------------------------------------------------------------
function start() {
  applyWords();
  whenMathJaxReady(() => {
    if (page.joined && !page.ended)
      render();
  });
  $('nick').value = store.get(keys.nick) || '';
  $('join-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const nick = $('nick').value.trim().slice(0, 24);
    store.set(keys.nick, nick);
    $('join-error').textContent = '';
    join();
  });
  $('answer-form').addEventListener('submit', sendAnswer);
  $('answer').addEventListener('input', () => {
    if (page.answerError) {
      page.answerError = '';
      renderQuestion();
    }
  });
  $('tryit-form').addEventListener('submit', (event) => {
    event.preventDefault();
    page.tryit.active = true;
    queueWhatif(0);
    renderTryit();
  });
  $('tryit-vector').addEventListener('input', () => {
    page.tryit.active = true;
    page.tryit.error = '';
    queueWhatif(WHATIF_TYPING_MS);
    renderTryit();
  });
  $('tryit-reset').addEventListener('click', () => {
    page.tryit.active = false;
    page.tryit.result = null;
    page.tryit.error = '';
    clearTimeout(page.tryit.timer);
    fillTryitFromClass();
    renderTryit();
  });
  $('lang').addEventListener('click', () => {
    page.lang = page.lang === 'zh' ? 'en' : 'zh';
    store.set(keys.lang, page.lang);
    render();
    // The lesson's words come from the server in the student's language: come back as the
    // same student (the token) in the other one.
    if (page.joined && !page.ended && page.welcomed)
      connection.start(joinFrame);
  });
  $('retry').addEventListener('click', () => connection.nudge());
  $('fatal-retry').addEventListener('click', () => {
    page.fatal = null;
    render();
    connection.start(joinFrame);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible')
      connection.nudge();
  });
  window.addEventListener('online', () => connection.nudge());
  let resizeTimer = null;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(render, 150);
  });

  if (!code) {
    page.fatal = 'no-code';
    render();
    return;
  }
  // Back with a token (a reload, a phone that slept): rejoin at once as the same student.
  if (store.get(keys.token))
    join();
  else
    render();
}

start();

// A student without a nickname is "Student N" on the teacher's side; the phone says it in its own
// language.
function shownName(me) {
  return me.name === 'Student ' + me.id ? w('studentN', String(me.id)) : me.name;
}

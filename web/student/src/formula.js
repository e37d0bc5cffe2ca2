// Formulas typeset by the app's own MathJax bundle (/mathjax.js, tools/mathjax/entry.js):
// nkTypeset(tex, display) gives <svg> markup, or "NKERROR:" and a message. The markup is
// MathJax's, made from the TeX the server sends; it is still parsed inertly and only SVG
// drawing elements and harmless attributes are kept before it enters the page.

const ERROR_PREFIX = 'NKERROR:';
const ALLOWED = new Set(['svg', 'g', 'path', 'rect', 'line', 'polyline', 'polygon', 'circle',
  'ellipse', 'defs', 'use', 'text', 'tspan', 'title', 'desc']);

function clean(node) {
  for (const child of Array.from(node.children)) {
    if (!ALLOWED.has(child.localName)) {
      child.remove();
      continue;
    }
    for (const attribute of Array.from(child.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith('on') || (name.endsWith('href') && !value.startsWith('#'))
          || value.includes('javascript:') || value.includes('url('))
        child.removeAttribute(attribute.name);
    }
    clean(child);
  }
}

function typesetSvg(tex) {
  if (typeof window.nkTypeset !== 'function')
    return null;
  const markup = window.nkTypeset(tex, true);
  if (typeof markup !== 'string' || markup.startsWith(ERROR_PREFIX))
    return null;
  // text/html: the parser puts <svg> in the SVG namespace and runs nothing.
  const doc = new DOMParser().parseFromString('<div>' + markup + '</div>', 'text/html');
  const svg = doc.body.querySelector('svg');
  if (!svg)
    return null;
  const holder = doc.createElement('div');
  holder.appendChild(svg);
  clean(holder);
  const kept = holder.querySelector('svg');
  if (!kept)
    return null;
  kept.setAttribute('aria-hidden', 'true');
  kept.setAttribute('focusable', 'false');
  return document.importNode(kept, true);
}

// The TeX cut at its top-level "=" signs into aligned rows (a formula too wide for a phone
// breaks where the desktop's FormulaLines breaks it first), or null when it has no such sign.
export function alignedRows(tex) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < tex.length; i++) {
    const c = tex[i];
    if (c === '\\') {
      const word = /^\\(left|right|[a-zA-Z]+|.)/.exec(tex.slice(i));
      if (word && word[1] === 'left')
        depth++;
      else if (word && word[1] === 'right')
        depth--;
      i += word ? word[0].length - 1 : 1;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
    } else if (c === '=' && depth === 0) {
      parts.push(tex.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(tex.slice(from));
  if (parts.length < 3)
    return null;
  return '\\begin{aligned}' + parts[0] + ' &= ' + parts.slice(1).join(' \\\\ &= ')
    + '\\end{aligned}';
}

const cache = new Map();

function typesetCached(tex) {
  let svg = cache.get(tex);
  if (svg === undefined) {
    try {
      svg = typesetSvg(tex);
    } catch (e) {
      svg = null;
    }
    if (cache.size > 64)
      cache.clear();
    cache.set(tex, svg);
  }
  return svg;
}

const BASE_PX = 19;  // the formula's type, as the page's text
const ONE_ROW_MIN_PX = 15;  // one row shrunk to this at most, then broken into rows
const MIN_PX = 12;  // rows shrunk to this at most, then the box scrolls sideways

function widthAt(container, px) {
  container.style.fontSize = px + 'px';
  const svg = container.querySelector('svg');
  return svg ? svg.getBoundingClientRect().width : 0;
}

// Fits the typeset formula into its box's width: one row, shrunk a little if need be; else
// broken at its "=" signs into rows, shrunk down to MIN_PX; beyond that it scrolls sideways.
export function fitFormula(container) {
  const tex = container.dataset.tex;
  if (!tex || container.classList.contains('failed') || !container.getClientRects().length)
    return;
  const style = getComputedStyle(container);
  const room = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 2;
  if (room <= 0)
    return;
  const one = typesetCached(tex);
  const rows = alignedRows(tex);
  container.replaceChildren(one.cloneNode(true));
  let width = widthAt(container, BASE_PX);
  if (width <= room)
    return;
  if (BASE_PX * room / width >= ONE_ROW_MIN_PX || !rows || !typesetCached(rows)) {
    widthAt(container, Math.max(MIN_PX, Math.floor(BASE_PX * room / width * 10) / 10));
    return;
  }
  container.replaceChildren(typesetCached(rows).cloneNode(true));
  width = widthAt(container, BASE_PX);
  if (width > room)
    widthAt(container, Math.max(MIN_PX, Math.floor(BASE_PX * room / width * 10) / 10));
}

// Calls `ready` once MathJax has loaded (it loads after the page's script), or never if it is
// there already.
export function whenMathJaxReady(ready) {
  if (typeof window.nkTypeset === 'function')
    return;
  const script = document.getElementById('mathjax');
  if (script)
    script.addEventListener('load', () => ready(), {once: true});
}

// Shows `tex` typeset in `container` (display style), or, if MathJax cannot, the TeX itself as
// text after `failedWord`. An empty TeX empties and hides the container. Before MathJax has
// loaded, the TeX shows as text, and the next call typesets it.
export function showFormula(container, tex, failedWord) {
  tex = typeof tex === 'string' ? tex : '';
  if (container.dataset.tex === tex && container.childNodes.length) {
    fitFormula(container);
    return;
  }
  if (tex && typeof window.nkTypeset !== 'function') {
    delete container.dataset.tex;
    container.hidden = false;
    container.classList.add('failed');
    const code = document.createElement('code');
    code.textContent = tex;
    container.replaceChildren(code);
    return;
  }
  container.dataset.tex = tex;
  if (!tex) {
    container.replaceChildren();
    container.hidden = true;
    return;
  }
  container.hidden = false;
  container.setAttribute('aria-label', tex);
  const svg = typesetCached(tex);
  if (svg) {
    container.classList.remove('failed');
    container.replaceChildren(svg.cloneNode(true));
    fitFormula(container);
  } else {
    container.classList.add('failed');
    container.style.fontSize = '';
    const why = document.createElement('span');
    why.textContent = failedWord + ' ';
    const code = document.createElement('code');
    code.textContent = tex;
    container.replaceChildren(why, code);
  }
}

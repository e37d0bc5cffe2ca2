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

const cache = new Map();

// Shows `tex` typeset in `container` (display style), or, if MathJax cannot, the TeX itself as
// text after `failedWord`. An empty TeX empties and hides the container.
export function showFormula(container, tex, failedWord) {
  tex = typeof tex === 'string' ? tex : '';
  if (container.dataset.tex === tex && container.childNodes.length)
    return;
  container.dataset.tex = tex;
  if (!tex) {
    container.replaceChildren();
    container.hidden = true;
    return;
  }
  container.hidden = false;
  container.setAttribute('aria-label', tex);
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
  if (svg) {
    container.classList.remove('failed');
    container.replaceChildren(svg.cloneNode(true));
  } else {
    container.classList.add('failed');
    const why = document.createElement('span');
    why.textContent = failedWord + ' ';
    const code = document.createElement('code');
    code.textContent = tex;
    container.replaceChildren(why, code);
  }
}

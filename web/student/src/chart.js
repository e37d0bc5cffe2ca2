// A small bar chart drawn as SVG at the container's width in CSS pixels (so its text is real
// pixels, not scaled with a viewBox). Up to MAX_BARS elements a bar each, with their values
// written beside the bars while there is room; more, a line. A value that is inf or nan is
// not drawn as a bar: its slot is outlined and says "inf" or "nan".

import {formatNumber} from './numbers.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
export const MAX_BARS = 64;

function el(name, attributes, parent) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes || {}))
    node.setAttribute(key, String(value));
  if (parent)
    parent.appendChild(node);
  return node;
}

function label(parent, x, y, text, attributes) {
  const node = el('text', Object.assign({x: x.toFixed(1), y: y.toFixed(1)}, attributes), parent);
  node.textContent = text;
  return node;
}

// Draws `numbers` (JS numbers, inf and nan included) into `container`, replacing what was
// there. `kind` picks the colour class ("vector", "values", "mine"); `description` is the
// chart's accessible name.
export function drawChart(container, numbers, kind, description) {
  const width = Math.max(200, Math.floor(container.clientWidth || 320));
  const labelled = numbers.length <= 8 && width / Math.max(1, numbers.length) >= 44;
  const height = labelled ? 150 : 120;
  const top = labelled ? 24 : 8;
  const bottom = height - (labelled ? 24 : 8);

  const svg = el('svg', {
    width, height, viewBox: `0 0 ${width} ${height}`, class: `bars ${kind}`, role: 'img',
    'aria-label': description,
  });
  const finite = numbers.filter(Number.isFinite);
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  if (lo === hi) {
    lo = -1;
    hi = 1;
  }
  const y = (v) => top + (hi - v) / (hi - lo) * (bottom - top);
  const zero = y(0);

  const n = numbers.length;
  if (n === 0) {
    container.replaceChildren(svg);
    return;
  }
  const slot = width / n;
  if (n <= MAX_BARS) {
    const barWidth = Math.max(1, Math.min(slot * 0.7, 56));
    numbers.forEach((v, i) => {
      const cx = (i + 0.5) * slot;
      if (!Number.isFinite(v)) {
        el('rect', {x: (cx - barWidth / 2).toFixed(1), y: top, width: barWidth.toFixed(1),
                    height: bottom - top, class: 'nonfinite'}, svg);
        const text = formatNumber(v);
        if (slot >= 30) {
          label(svg, cx, (top + bottom) / 2 + 5, text, {'text-anchor': 'middle', class: 'nonfinite-text'});
        } else {
          label(svg, cx + 4, (top + bottom) / 2, text, {
            'text-anchor': 'middle', class: 'nonfinite-text',
            transform: `rotate(-90 ${cx.toFixed(1)} ${((top + bottom) / 2).toFixed(1)})`,
          });
        }
        return;
      }
      const yv = y(v);
      el('rect', {x: (cx - barWidth / 2).toFixed(1), y: Math.min(yv, zero).toFixed(1),
                  width: barWidth.toFixed(1), height: Math.max(1, Math.abs(zero - yv)).toFixed(1),
                  class: 'bar'}, svg);
      if (labelled) {
        const below = v < 0;
        label(svg, cx, below ? yv + 17 : yv - 6, formatNumber(v), {'text-anchor': 'middle', class: 'value'});
      }
    });
  } else {
    // A line through the finite values; a gap and a mark at the foot where one is not.
    let path = '';
    let pen = false;
    numbers.forEach((v, i) => {
      const cx = (i + 0.5) * slot;
      if (!Number.isFinite(v)) {
        pen = false;
        el('line', {x1: cx.toFixed(1), x2: cx.toFixed(1), y1: bottom - 10, y2: bottom,
                    class: 'nonfinite-mark'}, svg);
        return;
      }
      path += (pen ? 'L' : 'M') + cx.toFixed(1) + ' ' + y(v).toFixed(1);
      pen = true;
    });
    if (path)
      el('path', {d: path, class: 'line'}, svg);
  }
  el('line', {x1: 0, x2: width, y1: zero.toFixed(1), y2: zero.toFixed(1), class: 'zero'}, svg);
  container.replaceChildren(svg);
}

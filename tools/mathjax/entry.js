// Bundle entry for NormKitchen's offline formula typesetting.
//
// esbuild turns this file into ONE IIFE script (es2016) that the app embeds as a Qt resource
// and evaluates inside a QJSEngine on a worker thread (see ui/formularenderer.cpp and
// cmake/MathJaxBundle.cmake). There is no DOM: MathJax runs on its liteAdaptor, reads TeX
// (base + ams packages only) and writes self-contained SVG (fontCache 'none', so every glyph
// path is inline and QSvgRenderer needs no <use> of a shared cache).
//
// QJSEngine has no `globalThis`; the build adds a banner that defines it from the global
// `this` before this code runs.
//
// Exposed globals:
//   nkTypeset(tex, display) -> string
//       the <svg ...>...</svg> markup (fill/stroke use `currentColor`), or, when the TeX is
//       bad or anything throws, a message prefixed with NK_ERROR_PREFIX.
//   nkMathJaxVersion -> string, MathJax's version.

import {mathjax} from 'mathjax-full/js/mathjax.js';
import {TeX} from 'mathjax-full/js/input/tex.js';
import {SVG} from 'mathjax-full/js/output/svg.js';
import {liteAdaptor} from 'mathjax-full/js/adaptors/liteAdaptor.js';
import {RegisterHTMLHandler} from 'mathjax-full/js/handlers/html.js';
import {SVGmo} from 'mathjax-full/js/output/svg/Wrappers/mo.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';

const NK_ERROR_PREFIX = 'NKERROR:';

// ---------------------------------------------------------------------------------------------
// Stretchy delimiters without nested <svg>.
//
// For tall \left( \right), \sqrt, \| ... or wide braces and accents MathJax draws the extender
// piece as a glyph scaled 1.5x inside a nested <svg> element that clips it to the gap between the
// end pieces. Qt SVG (SVG Tiny 1.2) supports neither nested <svg> nor clipping: it stops
// rendering at the first nested <svg>. So we replace the two methods that emit it with versions
// that scale the extender's ink exactly onto the gap, inside a plain <g transform>.
// ---------------------------------------------------------------------------------------------

// Extent of a glyph path's points (control points included) along one axis, in font units.
// The TeX font's paths use absolute M L H V Q T C S Z commands only.
function pathExtent(path, vertical) {
    const tokens = path.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) || [];
    let min = Infinity;
    let max = -Infinity;
    let command = 'M';
    let i = 0;
    const take = (value) => {
        min = Math.min(min, value);
        max = Math.max(max, value);
    };
    while (i < tokens.length) {
        if (/[A-Za-z]/.test(tokens[i])) {
            command = tokens[i++].toUpperCase();
            if (command === 'Z')
                continue;
        }
        if (command === 'H' || command === 'V') {
            const value = Number(tokens[i++]);
            if ((command === 'V') === vertical)
                take(value);
            continue;
        }
        if (command === 'Z' || i + 1 >= tokens.length)
            break;
        const x = Number(tokens[i++]);
        const y = Number(tokens[i++]);
        if (Number.isNaN(x) || Number.isNaN(y))
            return null;
        take(vertical ? y : x);
    }
    return (min < max) ? [min, max] : null;
}

// The ink extent [from, to] of the extender glyph in em along the stretch direction; falls
// back to the glyph box when the path can't be read.
function extenderInk(wrapper, n, variant, boxFrom, boxTo, vertical) {
    const data = wrapper.getChar(n, variant)[3];
    const extent = (data && data.p) ? pathExtent(data.p, vertical) : null;
    return extent ? [extent[0] / 1000, extent[1] / 1000] : [boxFrom, boxTo];
}

const VFUZZ = 0.1; // same overlap with the end pieces as MathJax's own mo.js
const HFUZZ = 0.1;

SVGmo.prototype.addExtV = function (n, v, H, D, T, B, W) {
    if (!n)
        return;
    T = Math.max(0, T - VFUZZ);
    B = Math.max(0, B - VFUZZ);
    const [h, d, w] = this.getChar(n, v);
    const Y = H + D - T - B; // the gap to fill, in em
    if (Y <= 0)
        return;
    const [y0, y1] = extenderInk(this, n, v, -d, h, true);
    const s = Y / (y1 - y0);
    const dy = (B - D) - y0 * s;
    const g = this.svg('g', {
        transform: 'translate(' + this.fixed((W - w) / 2) + ',' + this.fixed(dy) + ') '
            + 'scale(1,' + this.jax.fixed(s, 4) + ')',
    });
    this.addGlyph(n, v, 0, 0, g);
    this.adaptor.append(this.element, g);
};

SVGmo.prototype.addExtH = function (n, v, W, L, R, x) {
    if (x === void 0)
        x = 0;
    if (!n)
        return;
    R = Math.max(0, R - HFUZZ);
    L = Math.max(0, L - HFUZZ);
    const w = this.getChar(n, v)[2];
    const X = W - L - R; // the gap to fill, in em
    if (X <= 0)
        return;
    const [x0, x1] = extenderInk(this, n, v, 0, w, false);
    const s = X / (x1 - x0);
    const dx = (x + L) - x0 * s;
    const g = this.svg('g', {
        transform: 'translate(' + this.fixed(dx) + ',0) scale(' + this.jax.fixed(s, 4) + ',1)',
    });
    this.addGlyph(n, v, 0, 0, g);
    this.adaptor.append(this.element, g);
};

const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);

// A TeX error normally becomes an <merror> box typeset in red inside the SVG. We want the C++
// side to know, so remember the message and report it instead of the error box.
let lastTexError = null;
const tex = new TeX({
    packages: ['base', 'ams'],
    formatError(jax, err) {
        lastTexError = err.message.replace(/\n.*/, '');
        return jax.formatError(err);
    },
});
const svg = new SVG({fontCache: 'none'});
const html = mathjax.document('', {InputJax: tex, OutputJax: svg});

function nkTypeset(texSource, display) {
    lastTexError = null;
    try {
        // em/ex only matter for unit conversions inside the formula; the SVG's own width,
        // height and vertical-align are in ex, which the C++ side converts with the widget
        // font's x-height.
        const node = html.convert(String(texSource), {
            display: !!display,
            em: 16,
            ex: 8,
            containerWidth: 80 * 16,
        });
        if (lastTexError !== null)
            return NK_ERROR_PREFIX + lastTexError;
        // html.convert() returns the <mjx-container>; its only child is the <svg>.
        const svgNode = adaptor.firstChild(node);
        if (!svgNode || adaptor.kind(svgNode) !== 'svg')
            return NK_ERROR_PREFIX + 'MathJax produced no <svg> element';
        return adaptor.outerHTML(svgNode);
    } catch (err) {
        const message = err && err.message ? err.message : String(err);
        return NK_ERROR_PREFIX + message;
    }
}

globalThis.nkTypeset = nkTypeset;
globalThis.nkMathJaxVersion = mathjax.version;

#pragma once

#include <QString>

namespace nk::ui {

// Readable Unicode for the subset of TeX that NormKitchen's formulas use. FormulaView shows it
// until MathJax's SVG is ready (or when the TeX can't be typeset), and uses it as the
// accessible name. Never returns raw TeX: unknown commands lose their backslash.
//
//   \frac{x-\mu}{\sqrt{\sigma^2+\epsilon}}  ->  (x − μ)/√(σ² + ε)
//   \frac{1}{d}\sum_{i=1}^{d} x_i^2         ->  (1/d) Σᵢ₌₁ᵈ xᵢ²
//   \|x\|_2                                 ->  ‖x‖₂
//
// Sub- and superscripts become Unicode script characters when every character has one;
// otherwise they stay as _i / ^(n+1).
class TexPlainText
{
public:
    static QString convert(const QString &tex);
};

} // namespace nk::ui

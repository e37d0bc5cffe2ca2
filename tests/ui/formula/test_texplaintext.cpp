#include "formula/texplaintext.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QString>

using namespace nk::ui;

namespace {

struct Conversion
{
    const char *tex;
    const char *text; // UTF-8
};

} // namespace

TEST_CASE("TeX converts to readable Unicode", "[texplaintext]")
{
    const Conversion conversions[] = {
        // fractions, parenthesised only when needed
        {R"(\frac{a}{b})", "a/b"},
        {R"(\frac{x-\mu}{\sigma})", "(x − μ)/σ"},
        {R"(\frac{1}{d}\sum_{i=1}^{d} x_i)", "(1/d) Σᵢ₌₁ᵈ xᵢ"},
        {R"(\mu = \frac{1}{d}\sum_{i=1}^{d} x_i)", "μ = (1/d) Σᵢ₌₁ᵈ xᵢ"},
        {R"(y = \frac{x}{\mathrm{RMS}(x)})", "y = x/RMS(x)"},
        {R"(\frac{\frac{a}{b}}{c})", "(a/b)/c"},
        {R"(\frac{a}{-b})", "a/(−b)"},
        {R"(2\frac{1}{d})", "2(1/d)"},
        {R"(\frac{a}{b}^2)", "(a/b)²"},
        // roots
        {R"(\sqrt{\sigma^2+\epsilon})", "√(σ² + ε)"},
        {R"(\sqrt{d})", "√d"},
        {R"(\sqrt{10})", "√10"},
        {R"(\sqrt[3]{x})", "³√x"},
        {R"(y_i = \frac{x_i-\mu}{\sqrt{\sigma^2+\epsilon}}\,\gamma_i+\beta_i)",
         "y\u1d62 = ((x\u1d62 − μ)/√(σ² + ε))\u2009γᵢ + βᵢ"},
        {R"(\mathrm{RMS}(x) = \sqrt{\frac{1}{d}\sum_{i=1}^{d} x_i^2 + \epsilon})",
         "RMS(x) = √((1/d) Σᵢ₌₁ᵈ xᵢ² + ε)"},
        // Greek
        {R"(\mu \sigma \gamma \beta \epsilon \varepsilon \eta)", "μσγβεεη"},
        {R"(\Sigma \Delta)", "ΣΔ"},
        // scripts
        {"x^2", "x²"},
        {"x_i", "xᵢ"},
        {"x_{i,j}", "x_(i,j)"},
        {"x_q", "x_q"},
        {"W_{out}", "Wₒᵤₜ"},
        {"x^{n+1}", "xⁿ⁺¹"},
        {"x^{-1}", "x⁻¹"},
        {R"(x^\top)", "xᵀ"},
        {"x^{1/2}", "x^(1/2)"},
        {R"(\epsilon_{\text{mach}})", "ε_mach"},
        {"x'", "x′"},
        // operators and relations
        {R"(a \cdot b)", "a · b"},
        {R"(a \times b)", "a × b"},
        {R"(a \odot b)", "a ⊙ b"},
        {R"(a \approx b)", "a ≈ b"},
        {R"(a \ge b \le c)", "a ≥ b ≤ c"},
        {R"(a \neq b)", "a ≠ b"},
        {R"(-x + y)", "−x + y"},
        {R"(a = -b)", "a = −b"},
        {R"(x_1, \ldots, x_d)", "x₁, …, x_d"},
        {R"(x_1 + \dots + x_n)", "x₁ + … + xₙ"},
        // text and fonts
        {R"(\text{mean})", "mean"},
        {R"(\mathrm{Var}(x))", "Var(x)"},
        {R"(\mathbf{x})", "x"},
        {R"(\operatorname{RMS}(x))", "RMS(x)"},
        {R"(\text{if } x > 0)", "if x > 0"},
        {R"(x \in \mathbb{R}^d)", "x ∈ ℝᵈ"},
        // delimiters
        {R"(\left( \frac{a}{b} \right))", "(a/b)"},
        {R"(\left. x \right|)", "x|"},
        {R"(\|x\|_2)", "‖x‖₂"},
        {R"(\lVert x \rVert)", "‖x‖"},
        // spacing
        {R"(a \quad b)", "a  b"},
        {R"(a\,b)", "a\u2009b"},
        {R"(a\;b)", "a b"},
        {R"(a\!b)", "ab"},
        // accents
        {R"(\hat{x})", "x̂"},
        {R"(\hat{x}_i)", "x̂ᵢ"},
        {R"(\bar{x})", "x̄"},
        // functions
        {R"(\min_i x_i)", "minᵢ xᵢ"},
        {R"(\max(a, b))", "max(a, b)"},
        {R"(\log x)", "log x"},
        {R"(\exp(-x))", "exp(−x)"},
        // braces removed, unknown commands lose the backslash
        {"{a}{b}", "ab"},
        {R"(\foo{x})", "foox"},
        {"", ""},
        {R"(\frac{1)", "1/"},
    };
    for (const Conversion &c : conversions) {
        const QString tex = QString::fromUtf8(c.tex);
        const QString expected = QString::fromUtf8(c.text);
        INFO("TeX: " << c.tex);
        CHECK(TexPlainText::convert(tex).toStdString() == expected.toStdString());
    }
}

TEST_CASE("plain text never contains TeX syntax", "[texplaintext]")
{
    const char *formulas[] = {
        R"(\mu = \frac{1}{d}\sum_{i=1}^{d} x_i)",
        R"(\sigma^2 = \frac{1}{d}\sum_{i=1}^{d}\left(x_i-\mu\right)^2)",
        R"(y = \frac{x-\mu}{\sqrt{\sigma^2+\epsilon}} \odot \gamma + \beta)",
        R"(\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix})",
        R"(\underbrace{x_1 + x_2}_{\text{two}} \overline{xy} \widehat{xyz} \tilde{x})",
        R"(\displaystyle\sum\limits_{i} \not= \colon \mathcal{L} \boldsymbol{\gamma})",
    };
    for (const char *tex : formulas) {
        const QString text = TexPlainText::convert(QString::fromUtf8(tex));
        INFO("TeX: " << tex << "\ntext: " << text.toStdString());
        CHECK_FALSE(text.contains(u'\\'));
        CHECK_FALSE(text.contains(u'{'));
        CHECK_FALSE(text.contains(u'}'));
        CHECK_FALSE(text.isEmpty());
    }
}

TEST_CASE("absurd TeX converts without trouble", "[texplaintext]")
{
    const QString deep =
        QStringLiteral("{").repeated(100000) + u'x' + QStringLiteral("}").repeated(100000);
    CHECK(TexPlainText::convert(deep) == QStringLiteral("x"));
    const QString fracs =
        QStringLiteral(R"(\frac{1}{)").repeated(5000) + u'x' + QStringLiteral("}").repeated(5000);
    const QString text = TexPlainText::convert(fracs);
    CHECK_FALSE(text.isEmpty());
    CHECK_FALSE(text.contains(u'\\'));
    CHECK(TexPlainText::convert(QStringLiteral(R"(\)")).isEmpty());
    CHECK(TexPlainText::convert(QStringLiteral("x^")) == QStringLiteral("x"));
    CHECK(TexPlainText::convert(QStringLiteral(R"(\sqrt)")) == QStringLiteral("√"));
}

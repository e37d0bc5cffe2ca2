#include "formula/texsymbols.h"

#include <QHash>

namespace nk::ui {

namespace {

using Kind = TexSymbols::Kind;

struct SymbolEntry
{
    const char *name;
    const char *text; // UTF-8
    Kind kind;
};

// Control words that map to a fixed text.
const SymbolEntry symbolEntries[] = {
    // Greek, lower case
    {"alpha", "α", Kind::Ord},
    {"beta", "β", Kind::Ord},
    {"gamma", "γ", Kind::Ord},
    {"delta", "δ", Kind::Ord},
    {"epsilon", "ε", Kind::Ord},
    {"varepsilon", "ε", Kind::Ord},
    {"zeta", "ζ", Kind::Ord},
    {"eta", "η", Kind::Ord},
    {"theta", "θ", Kind::Ord},
    {"vartheta", "ϑ", Kind::Ord},
    {"iota", "ι", Kind::Ord},
    {"kappa", "κ", Kind::Ord},
    {"lambda", "λ", Kind::Ord},
    {"mu", "μ", Kind::Ord},
    {"nu", "ν", Kind::Ord},
    {"xi", "ξ", Kind::Ord},
    {"pi", "π", Kind::Ord},
    {"varpi", "ϖ", Kind::Ord},
    {"rho", "ρ", Kind::Ord},
    {"varrho", "ϱ", Kind::Ord},
    {"sigma", "σ", Kind::Ord},
    {"varsigma", "ς", Kind::Ord},
    {"tau", "τ", Kind::Ord},
    {"upsilon", "υ", Kind::Ord},
    {"phi", "ϕ", Kind::Ord},
    {"varphi", "φ", Kind::Ord},
    {"chi", "χ", Kind::Ord},
    {"psi", "ψ", Kind::Ord},
    {"omega", "ω", Kind::Ord},
    // Greek, upper case
    {"Gamma", "Γ", Kind::Ord},
    {"Delta", "Δ", Kind::Ord},
    {"Theta", "Θ", Kind::Ord},
    {"Lambda", "Λ", Kind::Ord},
    {"Xi", "Ξ", Kind::Ord},
    {"Pi", "Π", Kind::Ord},
    {"Sigma", "Σ", Kind::Ord},
    {"Upsilon", "Υ", Kind::Ord},
    {"Phi", "Φ", Kind::Ord},
    {"Psi", "Ψ", Kind::Ord},
    {"Omega", "Ω", Kind::Ord},
    // binary operators
    {"cdot", "·", Kind::Op},
    {"times", "×", Kind::Op},
    {"odot", "⊙", Kind::Op},
    {"otimes", "⊗", Kind::Op},
    {"oplus", "⊕", Kind::Op},
    {"circ", "∘", Kind::Op},
    {"ast", "∗", Kind::Op},
    {"star", "⋆", Kind::Op},
    {"pm", "±", Kind::Op},
    {"mp", "∓", Kind::Op},
    {"div", "÷", Kind::Op},
    {"setminus", "∖", Kind::Op},
    {"cup", "∪", Kind::Op},
    {"cap", "∩", Kind::Op},
    {"wedge", "∧", Kind::Op},
    {"land", "∧", Kind::Op},
    {"vee", "∨", Kind::Op},
    {"lor", "∨", Kind::Op},
    // relations
    {"approx", "≈", Kind::Rel},
    {"ge", "≥", Kind::Rel},
    {"geq", "≥", Kind::Rel},
    {"geqslant", "≥", Kind::Rel},
    {"le", "≤", Kind::Rel},
    {"leq", "≤", Kind::Rel},
    {"leqslant", "≤", Kind::Rel},
    {"ne", "≠", Kind::Rel},
    {"neq", "≠", Kind::Rel},
    {"equiv", "≡", Kind::Rel},
    {"sim", "∼", Kind::Rel},
    {"simeq", "≃", Kind::Rel},
    {"cong", "≅", Kind::Rel},
    {"propto", "∝", Kind::Rel},
    {"ll", "≪", Kind::Rel},
    {"gg", "≫", Kind::Rel},
    {"in", "∈", Kind::Rel},
    {"notin", "∉", Kind::Rel},
    {"ni", "∋", Kind::Rel},
    {"subset", "⊂", Kind::Rel},
    {"subseteq", "⊆", Kind::Rel},
    {"supset", "⊃", Kind::Rel},
    {"supseteq", "⊇", Kind::Rel},
    {"to", "→", Kind::Rel},
    {"rightarrow", "→", Kind::Rel},
    {"longrightarrow", "→", Kind::Rel},
    {"leftarrow", "←", Kind::Rel},
    {"gets", "←", Kind::Rel},
    {"leftrightarrow", "↔", Kind::Rel},
    {"Rightarrow", "⇒", Kind::Rel},
    {"implies", "⇒", Kind::Rel},
    {"Leftarrow", "⇐", Kind::Rel},
    {"Leftrightarrow", "⇔", Kind::Rel},
    {"iff", "⇔", Kind::Rel},
    {"mapsto", "↦", Kind::Rel},
    {"coloneqq", "≔", Kind::Rel},
    {"mid", "|", Kind::Rel},
    {"colon", ":", Kind::Punct},
    // big operators
    {"sum", "Σ", Kind::BigOp},
    {"prod", "∏", Kind::BigOp},
    {"coprod", "∐", Kind::BigOp},
    {"int", "∫", Kind::BigOp},
    {"iint", "∬", Kind::BigOp},
    {"oint", "∮", Kind::BigOp},
    {"bigcup", "⋃", Kind::BigOp},
    {"bigcap", "⋂", Kind::BigOp},
    // functions
    {"min", "min", Kind::Func},
    {"max", "max", Kind::Func},
    {"arg", "arg", Kind::Func},
    {"argmin", "argmin", Kind::Func},
    {"argmax", "argmax", Kind::Func},
    {"log", "log", Kind::Func},
    {"ln", "ln", Kind::Func},
    {"lg", "lg", Kind::Func},
    {"exp", "exp", Kind::Func},
    {"sin", "sin", Kind::Func},
    {"cos", "cos", Kind::Func},
    {"tan", "tan", Kind::Func},
    {"tanh", "tanh", Kind::Func},
    {"sinh", "sinh", Kind::Func},
    {"cosh", "cosh", Kind::Func},
    {"det", "det", Kind::Func},
    {"dim", "dim", Kind::Func},
    {"ker", "ker", Kind::Func},
    {"sup", "sup", Kind::Func},
    {"inf", "inf", Kind::Func},
    {"lim", "lim", Kind::Func},
    {"limsup", "lim sup", Kind::Func},
    {"liminf", "lim inf", Kind::Func},
    {"gcd", "gcd", Kind::Func},
    {"deg", "deg", Kind::Func},
    {"Pr", "Pr", Kind::Func},
    // ordinary symbols
    {"infty", "∞", Kind::Ord},
    {"partial", "∂", Kind::Ord},
    {"nabla", "∇", Kind::Ord},
    {"ell", "ℓ", Kind::Ord},
    {"hbar", "ℏ", Kind::Ord},
    {"forall", "∀", Kind::Ord},
    {"exists", "∃", Kind::Ord},
    {"emptyset", "∅", Kind::Ord},
    {"varnothing", "∅", Kind::Ord},
    {"top", "⊤", Kind::Ord},
    {"intercal", "⊺", Kind::Ord},
    {"bot", "⊥", Kind::Ord},
    {"perp", "⊥", Kind::Rel},
    {"prime", "′", Kind::Ord},
    {"dagger", "†", Kind::Ord},
    {"degree", "°", Kind::Ord},
    {"circledast", "⊛", Kind::Op},
    {"ldots", "…", Kind::Ord},
    {"dots", "…", Kind::Ord},
    {"dotsc", "…", Kind::Ord},
    {"dotsb", "⋯", Kind::Ord},
    {"cdots", "⋯", Kind::Ord},
    {"vdots", "⋮", Kind::Ord},
    {"ddots", "⋱", Kind::Ord},
    {"|", "‖", Kind::Ord},
    {"Vert", "‖", Kind::Ord},
    {"lVert", "‖", Kind::Ord},
    {"rVert", "‖", Kind::Ord},
    {"vert", "|", Kind::Ord},
    {"lvert", "|", Kind::Ord},
    {"rvert", "|", Kind::Ord},
    {"langle", "⟨", Kind::Open},
    {"rangle", "⟩", Kind::Close},
    {"lfloor", "⌊", Kind::Open},
    {"rfloor", "⌋", Kind::Close},
    {"lceil", "⌈", Kind::Open},
    {"rceil", "⌉", Kind::Close},
    {"{", "{", Kind::Open},
    {"}", "}", Kind::Close},
    {"lbrace", "{", Kind::Open},
    {"rbrace", "}", Kind::Close},
    {"lbrack", "[", Kind::Open},
    {"rbrack", "]", Kind::Close},
    {"_", "_", Kind::Ord},
    {"%", "%", Kind::Ord},
    {"#", "#", Kind::Ord},
    {"&", "&", Kind::Ord},
    {"$", "$", Kind::Ord},
    {"backslash", "\\", Kind::Ord},
    // spacing
    {",", "\u2009", Kind::Space},
    {":", "\u2009", Kind::Space},
    {">", "\u2009", Kind::Space},
    {"thinspace", "\u2009", Kind::Space},
    {"medspace", "\u2009", Kind::Space},
    {";", " ", Kind::Space},
    {"thickspace", " ", Kind::Space},
    {"enspace", " ", Kind::Space},
    {" ", " ", Kind::Space},
    {"quad", "  ", Kind::Space},
    {"qquad", "    ", Kind::Space},
    {"!", "", Kind::Ignore},
    {"negthinspace", "", Kind::Ignore},
    // sizing and style switches: no output; \left. and \right. drop their dot too
    {"displaystyle", "", Kind::Ignore},
    {"textstyle", "", Kind::Ignore},
    {"scriptstyle", "", Kind::Ignore},
    {"scriptscriptstyle", "", Kind::Ignore},
    {"limits", "", Kind::Ignore},
    {"nolimits", "", Kind::Ignore},
    {"nonumber", "", Kind::Ignore},
    {"notag", "", Kind::Ignore},
    {"rm", "", Kind::Ignore},
    {"bf", "", Kind::Ignore},
    {"it", "", Kind::Ignore},
};

struct SymbolInfo
{
    QString text;
    Kind kind;
};

const QHash<QString, SymbolInfo> &symbols()
{
    static const QHash<QString, SymbolInfo> table = [] {
        QHash<QString, SymbolInfo> t;
        for (const SymbolEntry &e : symbolEntries)
            t.insert(QString::fromLatin1(e.name), {QString::fromUtf8(e.text), e.kind});
        return t;
    }();
    return table;
}

// Pairs of (character, its superscript or subscript form).
const char superscriptPairs[] = "0⁰1¹2²3³4⁴5⁵6⁶7⁷8⁸9⁹+⁺−⁻-⁻=⁼(⁽)⁾"
                                "aᵃbᵇcᶜdᵈeᵉfᶠgᵍhʰiⁱjʲkᵏlˡmᵐnⁿoᵒpᵖrʳsˢtᵗuᵘvᵛwʷxˣyʸzᶻ"
                                "AᴬBᴮDᴰEᴱGᴳHᴴIᴵJᴶKᴷLᴸMᴹNᴺOᴼPᴾRᴿTᵀUᵁVⱽWᵂ"
                                "βᵝγᵞδᵟεᵋθᶿιᶥφᵠϕᵠχᵡ⊤ᵀ⊺ᵀ′′∗*";
const char subscriptPairs[] = "0₀1₁2₂3₃4₄5₅6₆7₇8₈9₉+₊−₋-₋=₌(₍)₎"
                              "aₐeₑhₕiᵢjⱼkₖlₗmₘnₙoₒpₚrᵣsₛtₜuᵤvᵥxₓ"
                              "βᵦγᵧρᵨφᵩϕᵩχᵪ";

QHash<QChar, QChar> scriptTable(const char *pairs)
{
    QHash<QChar, QChar> table;
    const QString s = QString::fromUtf8(pairs);
    for (int i = 0; i + 1 < s.size(); i += 2)
        table.insert(s.at(i), s.at(i + 1));
    return table;
}

const QHash<QChar, QChar> &superscripts()
{
    static const QHash<QChar, QChar> table = scriptTable(superscriptPairs);
    return table;
}

const QHash<QChar, QChar> &subscripts()
{
    static const QHash<QChar, QChar> table = scriptTable(subscriptPairs);
    return table;
}

bool isScriptCharImpl(QChar c)
{
    static const QString all = [] {
        QString s;
        for (QChar v : superscripts())
            s += v;
        for (QChar v : subscripts())
            s += v;
        s.remove(QChar(u'′'));
        s.remove(QChar(u'*'));
        return s;
    }();
    return all.contains(c);
}

bool isMarkImpl(QChar c)
{
    return c.category() == QChar::Mark_NonSpacing || c.category() == QChar::Mark_Enclosing ||
           c.category() == QChar::Mark_SpacingCombining;
}

// Sub- or superscript text in Unicode script characters, or with a visible _ / ^ when some
// character has no script form.
QString toScriptImpl(const QString &text, bool superscript)
{
    if (text.isEmpty())
        return {};
    const QHash<QChar, QChar> &table = superscript ? superscripts() : subscripts();
    QString mapped;
    bool ok = !text.isEmpty();
    for (QChar c : text) {
        const auto it = table.constFind(c);
        if (it == table.constEnd()) {
            ok = false;
            break;
        }
        mapped += it.value();
    }
    if (ok)
        return mapped;
    bool simple = true;
    for (QChar c : text)
        simple = simple && (c.isLetterOrNumber() || isMarkImpl(c) || c == u'′');
    const QChar marker = superscript ? u'^' : u'_';
    return simple ? marker + text : marker + (u'(' + text + u')');
}

// True for "x", "2", "10", "xᵢ", "x̂": no parentheses needed after √.
bool isSingleSymbolImpl(const QString &text)
{
    if (text.isEmpty())
        return false;
    bool digits = true;
    for (QChar c : text)
        digits = digits && c.isDigit();
    if (digits)
        return true;
    int end = text.size();
    while (end > 0 && (isMarkImpl(text.at(end - 1)) || isScriptCharImpl(text.at(end - 1))))
        --end;
    if (end == 1)
        return true;
    return end == 2 && text.at(0).isHighSurrogate();
}

// Operand of a / b: parenthesised when it contains a space or operator outside parentheses.
QString fracOperandImpl(const QString &text, bool denominator)
{
    static const QString operators = QString::fromUtf8("+−-=/·×±∓⊙⊗⊕∘∗<>≤≥≈≠≡∼,;∈→÷");
    bool wrap = denominator && text.startsWith(u'−');
    int depth = 0;
    for (QChar c : text) {
        if (wrap)
            break;
        if (c == u'(' || c == u'[' || c == u'{' || c == u'⟨')
            ++depth;
        else if (c == u')' || c == u']' || c == u'}' || c == u'⟩')
            --depth;
        else if (depth == 0 && (c.isSpace() || operators.contains(c)))
            wrap = true;
    }
    return wrap ? u'(' + text + u')' : text;
}

} // namespace

std::optional<TexSymbols::Symbol> TexSymbols::symbol(const QString &name)
{
    const auto it = symbols().constFind(name);
    if (it == symbols().constEnd())
        return std::nullopt;
    return Symbol{it->text, it->kind};
}

QString TexSymbols::toScript(const QString &text, bool superscript)
{
    return toScriptImpl(text, superscript);
}

bool TexSymbols::isScriptChar(QChar c)
{
    return isScriptCharImpl(c);
}

bool TexSymbols::isMark(QChar c)
{
    return isMarkImpl(c);
}

bool TexSymbols::isSingleSymbol(const QString &text)
{
    return isSingleSymbolImpl(text);
}

QString TexSymbols::fracOperand(const QString &text, bool denominator)
{
    return fracOperandImpl(text, denominator);
}

} // namespace nk::ui

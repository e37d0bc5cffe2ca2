#pragma once

#include <QString>

#include <optional>

namespace nk::ui {

// The tables behind TexPlainText: what each TeX control word stands for and how it spaces,
// Unicode sub- and superscripts, and the small judgements about operands (does √ need
// parentheses, does a/b). Kept apart from the converter so that either reads on its own.
class TexSymbols
{
public:
    // What the last emitted piece was; decides the spacing around the next one.
    enum class Kind {
        None,   // nothing yet
        Ord,    // letters, numbers, symbols
        Op,     // binary operator: spaced
        Unary,  // an operator with nothing on its left: not spaced
        Rel,    // relation: spaced
        Punct,  // comma, semicolon: space after
        Open,   // opening delimiter
        Close,  // closing delimiter
        BigOp,  // Σ, ∏, ∫: a space before the operand
        Func,   // min, max, log: a space before the operand unless it's parenthesised
        Frac,   // a/b that may still need parentheses around it
        Space,  // explicit TeX spacing
        Ignore, // no output (\displaystyle, \limits, ...)
    };
    struct Symbol
    {
        QString text;
        Kind kind;
    };

    // A control word's fixed text ("alpha" → α), if it has one.
    static std::optional<Symbol> symbol(const QString &name);
    // Sub- or superscript text in Unicode script characters, or with a visible _ / ^ when some
    // character has no script form.
    static QString toScript(const QString &text, bool superscript);
    static bool isScriptChar(QChar c);
    static bool isMark(QChar c);
    // True for "x", "2", "10", "xᵢ", "x̂": no parentheses needed after √.
    static bool isSingleSymbol(const QString &text);
    // Operand of a / b: parenthesised when it contains a space or operator outside parentheses.
    static QString fracOperand(const QString &text, bool denominator);
};

} // namespace nk::ui

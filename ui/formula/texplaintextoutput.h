#pragma once

#include "formula/texsymbols.h"

#include <QString>

namespace nk::ui {

// What TexPlainText's converter writes, a piece at a time: the spacing each piece asks for
// after the one before (a binary operator spaced, a unary one not, a function before its
// operand), a/b put in parentheses when something is written right against it, a negated
// relation, sub- and superscripts glued to what they follow. In a script nothing is spaced.
class TexPlainTextOutput
{
public:
    using Kind = TexSymbols::Kind;

    explicit TexPlainTextOutput(bool script)
        : m_script(script)
    {
    }

    void push(const QString &text, Kind kind);
    void pushFrac(const QString &text);
    // A sub/superscript or prime: glued to what came before.
    void attach(const QString &text);
    // The next relation is negated (\not).
    void negateNext() { m_negateNext = true; }
    QString text() const { return m_out.trimmed(); }

private:
    void wrapPendingFrac();
    void space();

    const bool m_script;
    QString m_out;
    QString m_pendingSpace;
    Kind m_last = Kind::None;
    int m_fracStart = -1;
    bool m_negateNext = false;
};

} // namespace nk::ui

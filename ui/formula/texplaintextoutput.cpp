#include "formula/texplaintextoutput.h"

namespace nk::ui {

void TexPlainTextOutput::space()
{
    if (m_script)
        return;
    if (!m_out.isEmpty() && !m_out.back().isSpace())
        m_out += u' ';
}

void TexPlainTextOutput::wrapPendingFrac()
{
    if (m_last != Kind::Frac || m_fracStart < 0)
        return;
    m_out.insert(m_fracStart, u'(');
    m_out += u')';
    m_last = Kind::Close;
    m_fracStart = -1;
}

void TexPlainTextOutput::push(const QString &text, Kind kind)
{
    if (kind == Kind::Ignore)
        return;
    if (kind == Kind::Space) {
        if (!m_script && !m_out.isEmpty())
            m_pendingSpace += text;
        return;
    }
    if (text.isEmpty())
        return;

    const bool juxtaposed =
        kind == Kind::Ord || kind == Kind::Open || kind == Kind::BigOp || kind == Kind::Func;
    if (juxtaposed)
        wrapPendingFrac();
    m_fracStart = -1;
    if (!m_pendingSpace.isEmpty()) {
        if (!m_out.isEmpty() && !m_out.back().isSpace())
            m_out += m_pendingSpace;
        m_pendingSpace.clear();
    }

    QString piece = text;
    switch (kind) {
    case Kind::Ord:
    case Kind::Func:
        if (m_last == Kind::BigOp || m_last == Kind::Func ||
            (kind == Kind::Func && (m_last == Kind::Ord || m_last == Kind::Close)))
            space();
        break;
    case Kind::Open:
        if (m_last == Kind::BigOp)
            space();
        break;
    case Kind::BigOp:
        if (m_last == Kind::Ord || m_last == Kind::Close || m_last == Kind::Func)
            space();
        break;
    case Kind::Op:
        if (m_last == Kind::None || m_last == Kind::Open || m_last == Kind::Op ||
            m_last == Kind::Unary || m_last == Kind::Rel || m_last == Kind::Punct ||
            m_last == Kind::BigOp) {
            kind = Kind::Unary;
        } else {
            space();
            m_out += piece;
            m_last = kind;
            space();
            return;
        }
        break;
    case Kind::Rel:
        if (m_negateNext) {
            piece += QChar(0x0338); // combining long solidus overlay: ≠-style negation
            m_negateNext = false;
        }
        space();
        m_out += piece;
        m_last = kind;
        space();
        return;
    case Kind::Punct:
        m_out += piece;
        m_last = kind;
        space();
        return;
    default:
        break;
    }
    m_out += piece;
    m_last = kind;
}

void TexPlainTextOutput::pushFrac(const QString &text)
{
    if (text.isEmpty())
        return;
    // Something right before it (2 a/b, x a/b, log a/b): parenthesise now.
    wrapPendingFrac();
    if (m_last == Kind::Ord || m_last == Kind::Close || m_last == Kind::Func) {
        push(u'(' + text + u')', Kind::Close);
        return;
    }
    push(text, Kind::Ord);
    m_fracStart = m_out.size() - text.size();
    m_last = Kind::Frac;
}

void TexPlainTextOutput::attach(const QString &text)
{
    if (text.isEmpty())
        return;
    wrapPendingFrac();
    m_out += text;
    if (m_last == Kind::None || m_last == Kind::Op || m_last == Kind::Unary ||
        m_last == Kind::Rel || m_last == Kind::Punct || m_last == Kind::Open)
        m_last = Kind::Ord;
}

} // namespace nk::ui

#pragma once

#include <QChar>
#include <QString>

namespace nk::ui {

// How a message quotes what the user typed: a token or a field can be thousands of characters
// long, so a quote is cut to kMaxQuoted characters with "…" and never widens the window. The
// cut never splits a surrogate pair.
namespace QuotedText {

inline constexpr int kMaxQuoted = 24;

inline QString excerpt(const QString &text)
{
    if (text.size() <= kMaxQuoted)
        return text;
    int keep = kMaxQuoted - 4;
    if (text.at(keep - 1).isHighSurrogate())
        --keep;
    return text.left(keep) + QChar(0x2026);
}

} // namespace QuotedText

} // namespace nk::ui

// QuotedText::excerpt: how every message quotes what the user typed.
#include "base/quotedtext.h"

#include <catch2/catch.hpp>

using nk::ui::QuotedText::excerpt;
using nk::ui::QuotedText::kMaxQuoted;

TEST_CASE("quoted text: a short text is quoted whole, a long one cut with an ellipsis",
          "[quotedtext]")
{
    const QString shortText(kMaxQuoted, QLatin1Char('x'));
    CHECK(excerpt(shortText) == shortText);
    const QString cut = excerpt(QString(5000, QLatin1Char('7')));
    CHECK(cut.size() == kMaxQuoted - 3);
    CHECK(cut.endsWith(QChar(0x2026)));
}

TEST_CASE("quoted text: the cut never splits a surrogate pair", "[quotedtext]")
{
    // An emoji (two UTF-16 units) across the cut: dropped whole.
    QString text(kMaxQuoted - 5, QLatin1Char('a'));
    text += QString::fromUtf8("\xF0\x9F\x98\x80") + QString(40, QLatin1Char('b'));
    const QString cut = excerpt(text);
    CHECK(cut == QString(kMaxQuoted - 5, QLatin1Char('a')) + QChar(0x2026));
    for (const QChar c : cut)
        CHECK_FALSE(c.isSurrogate());
}

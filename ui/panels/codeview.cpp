#include "panels/codeview.h"

#include "base/theme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

namespace nk::ui {

namespace {

struct Run
{
    QString text;
    QColor colour;
};

// Keyword, string, number, comment and call colours that read on both themes; the algorithm
// colours (blue, orange) are kept for the lit lines.
QColor keywordColour()
{
    return Theme::isDark() ? QColor(0xc6, 0x92, 0xe8) : QColor(0x7a, 0x2e, 0xa6);
}
QColor numberColour()
{
    return Theme::isDark() ? QColor(0x7f, 0xd6, 0xa8) : QColor(0x0b, 0x7a, 0x4b);
}
QColor callColour()
{
    return Theme::isDark() ? QColor(0xe8, 0xd4, 0x8a) : QColor(0x80, 0x5b, 0x00);
}

QList<Run> tokenize(const QString &line, bool python)
{
    static const QRegularExpression token(
        QStringLiteral("(#.*$|//.*$)|(\"[^\"]*\")|(\\b[0-9]+(?:\\.[0-9]+)?(?:e-?[0-9]+)?\\b)|"
                       "([A-Za-z_][A-Za-z_0-9]*)(?=\\()|([A-Za-z_][A-Za-z_0-9]*)"));
    static const QStringList pyKeywords = {QStringLiteral("import"), QStringLiteral("as"),
                                           QStringLiteral("def"),    QStringLiteral("return"),
                                           QStringLiteral("for"),    QStringLiteral("in"),
                                           QStringLiteral("False"),  QStringLiteral("True")};
    static const QStringList cppKeywords = {QStringLiteral("for"),    QStringLiteral("int"),
                                            QStringLiteral("const"),  QStringLiteral("double"),
                                            QStringLiteral("return"), QStringLiteral("auto")};
    QList<Run> runs;
    qsizetype last = 0;
    auto it = token.globalMatch(line);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedStart() > last)
            runs << Run{line.mid(last, m.capturedStart() - last), Theme::text()};
        QColor c = Theme::text();
        if (!m.captured(1).isEmpty())
            c = Theme::mutedText();
        else if (!m.captured(2).isEmpty())
            c = numberColour();
        else if (!m.captured(3).isEmpty())
            c = numberColour();
        else if (!m.captured(4).isEmpty())
            c = callColour();
        else if ((python ? pyKeywords : cppKeywords).contains(m.captured(5)))
            c = keywordColour();
        runs << Run{m.captured(0), c};
        last = m.capturedEnd();
    }
    if (last < line.size())
        runs << Run{line.mid(last), Theme::text()};
    return runs;
}

} // namespace

CodeView::CodeView(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Code listing"));
}

void CodeView::updateAccessibleText()
{
    // Painted, not a text widget: screen readers get the lines and which of them are lit.
    QStringList lit;
    for (int line : std::as_const(m_highlighted))
        lit << QString::number(line + 1);
    QString text = m_lines.join(QLatin1Char('\n'));
    if (!lit.isEmpty())
        text += QLatin1Char('\n') +
                tr("Lit lines (the step playing): %1").arg(lit.join(QLatin1String(", ")));
    setAccessibleDescription(text);
}

void CodeView::setCode(const QStringList &lines, bool python)
{
    m_lines = lines;
    m_python = python;
    updateAccessibleText();
    updateGeometry();
    update();
}

void CodeView::setHighlightedLines(const QList<int> &lines)
{
    if (lines == m_highlighted)
        return;
    m_highlighted = lines;
    updateAccessibleText();
    update();
}

void CodeView::setAccent(const QColor &colour)
{
    m_accent = colour;
    update();
}

void CodeView::setPointSize(qreal points)
{
    m_points = points;
    updateGeometry();
    update();
}

QFont CodeView::codeFont() const
{
    QFont f = font();
    f.setFamilies({QStringLiteral("Noto Sans Mono"), QStringLiteral("DejaVu Sans Mono"),
                   QStringLiteral("monospace")});
    f.setStyleHint(QFont::Monospace);
    f.setPointSizeF(m_points);
    return f;
}

QSize CodeView::sizeHint() const
{
    const QFontMetricsF fm(codeFont());
    qreal width = 0;
    for (const QString &l : m_lines)
        width = qMax(width, fm.horizontalAdvance(l));
    return QSize(int(width) + 24, int(fm.lineSpacing() * 1.25 * m_lines.size()) + 16);
}

qreal CodeView::widthFor(qreal points) const
{
    QFont f = codeFont();
    f.setPointSizeF(points);
    const QFontMetricsF fm(f);
    qreal widest = 0;
    for (const QString &l : m_lines)
        widest = qMax(widest, fm.horizontalAdvance(l));
    return widest + 24;
}

QSize CodeView::minimumSizeHint() const
{
    return QSize(100, sizeHint().height());
}

QFont CodeView::fittedFont() const
{
    // A narrow column shrinks the code to fit rather than cutting lines off (a projector's
    // 1920 px keeps it near the asked size).
    QFont f = codeFont();
    const QFontMetricsF fm(f);
    qreal widest = 0;
    for (const QString &l : m_lines)
        widest = qMax(widest, fm.horizontalAdvance(l));
    const qreal room = width() - 24;
    if (widest > room && room > 0)
        f.setPointSizeF(qMax(6.0, m_points * room / widest));
    return f;
}

void CodeView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Theme::surface());
    const QFont f = fittedFont();
    p.setFont(f);
    const QFontMetricsF fm(f);
    const qreal lineHeight = fm.lineSpacing() * 1.25;
    const qreal left = 16;
    qreal y = 8;
    for (int i = 0; i < m_lines.size(); ++i) {
        const QRectF row(0, y, width(), lineHeight);
        if (m_highlighted.contains(i)) {
            QColor back = m_accent.isValid() ? m_accent : Theme::layerNorm();
            back.setAlpha(Theme::isDark() ? 70 : 45);
            p.fillRect(row, back);
            p.fillRect(QRectF(0, y, 6, lineHeight),
                       m_accent.isValid() ? m_accent : Theme::layerNorm());
        }
        qreal x = left;
        const qreal baseline = y + (lineHeight - fm.height()) / 2 + fm.ascent();
        for (const Run &r : tokenize(m_lines[i], m_python)) {
            p.setPen(r.colour);
            p.drawText(QPointF(x, baseline), r.text);
            x += fm.horizontalAdvance(r.text);
        }
        y += lineHeight;
    }
}

} // namespace nk::ui

#include "session/revealplot.h"

#include "norm/numberformat.h"
#include "lesson/slipwords.h"
#include "base/theme.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

QString plotNumber(double v)
{
    return QString::fromStdString(nk::NumberFormat::number(v, 4));
}

QFont plotFont(const QFont &base, int px, bool bold = false)
{
    QFont f = base;
    f.setPixelSize(std::max(1, px));
    f.setBold(bold);
    return f;
}

} // namespace

RevealPlot::RevealPlot(QWidget *parent)
    : QWidget(parent)
{
}

void RevealPlot::setTally(const nk::Classroom::Tally &tally, double truth)
{
    m_tally = tally;
    m_truth = truth;
    m_bins = nk::AnswerBins::bin(tally.guesses, truth);
    setAccessibleDescription(
        QStringList{truthText(), shareText(), slipLines().join(QLatin1Char('\n'))}.join(
            QLatin1Char('\n')));
    update();
}

QString RevealPlot::truthText() const
{
    return tr("True value: %1").arg(plotNumber(m_truth));
}

QString RevealPlot::shareText() const
{
    return tr("%1 % within tolerance (%2 of %3)")
        .arg(int(std::lround(100.0 * m_tally.shareRight)))
        .arg(m_tally.right)
        .arg(m_tally.answers);
}

QStringList RevealPlot::slipLines() const
{
    QStringList out;
    for (const nk::Classroom::SlipCount &s : m_tally.slips)
        out << tr("%1: %2 wrong").arg(SlipWords::name(s.slip)).arg(s.count);
    if (m_tally.wrongWithoutSlip > 0)
        out << tr("Other wrong answers: %1").arg(m_tally.wrongWithoutSlip);
    return out;
}

QSize RevealPlot::sizeHint() const
{
    return {800, 360};
}

void RevealPlot::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

void RevealPlot::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // Sizes follow the strip's height: about 1080 px of window at 480 px of strip.
    const int body = std::max(18, height() / 14);
    const int gap = body / 2;

    // The words on the right: true value, share, the slips.
    const int wordsWidth = width() * 2 / 5;
    const QRect words(width() - wordsWidth, 0, wordsWidth, height());
    int y = words.top();
    auto line = [&](const QString &text, int px, bool bold, const QColor &colour) {
        const QFont f = plotFont(font(), px, bold);
        p.setFont(f);
        p.setPen(colour);
        const QRect b = QFontMetrics(f).boundingRect(
            QRect(words.left(), y, words.width(), height()), Qt::TextWordWrap, text);
        p.drawText(QRect(words.left(), y, words.width(), b.height()), Qt::TextWordWrap, text);
        y += b.height() + gap / 2;
    };
    line(truthText(), body, true, Theme::text());
    line(shareText(), body, true, Theme::negative());
    const QStringList slips = slipLines();
    if (!slips.isEmpty()) {
        y += gap / 2;
        line(tr("Wrong answers by slip:"), body, false, Theme::mutedText());
        for (const QString &s : slips)
            line(s, body, false, Theme::text());
    }

    // The histogram on the left: a bar per bin, the bin holding the true value marked.
    const QRect plot(0, 0, width() - wordsWidth - 2 * gap, height());
    const QFont axisFont = plotFont(font(), body);
    const QFontMetrics fm(axisFont);
    const QRect bars = plot.adjusted(gap, fm.height() + gap, -gap, -(fm.height() + gap));
    const auto &bins = m_bins.bins;
    if (bins.empty() || bars.width() <= 0 || bars.height() <= 0) {
        p.setFont(axisFont);
        p.setPen(Theme::mutedText());
        p.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, tr("No numbers to plot"));
        return;
    }
    int most = 1;
    for (const auto &b : bins)
        most = std::max(most, b.count);
    const double lo = bins.front().low;
    const double hi = bins.back().high;
    const double span = hi > lo ? hi - lo : 1.0;
    auto xOf = [&](double v) { return bars.left() + (v - lo) / span * bars.width(); };

    p.setPen(QPen(Theme::grid(), Theme::stroke(1.0)));
    p.drawLine(bars.bottomLeft(), bars.bottomRight());
    p.setFont(axisFont);
    for (const auto &b : bins) {
        if (b.count == 0)
            continue;
        const double x0 = xOf(b.low) + 1.0;
        const double x1 = std::max(x0 + 2.0, xOf(b.high) - 1.0);
        const double top = bars.bottom() - double(b.count) / most * bars.height();
        const QRectF bar(QPointF(x0, top), QPointF(x1, bars.bottom()));
        // One colour: a bin that holds the true value may hold wrong answers too; the dashed
        // line says where the truth is. Light, so the dots on it read.
        QColor fill = Theme::layerNorm();
        fill.setAlphaF(0.35);
        p.fillRect(bar, fill);
        p.setPen(Theme::text());
        p.drawText(QRectF(x0 - body, top - fm.height(), x1 - x0 + 2 * body, fm.height()),
                   Qt::AlignHCenter | Qt::AlignBottom, QString::number(b.count));
    }
    // A dot per guess at its own value, stacked where they meet: a bin wide enough to hold the
    // truth and a slip's value shows them apart.
    std::vector<double> guesses;
    for (double g : m_tally.guesses)
        if (std::isfinite(g))
            guesses.push_back(g);
    std::sort(guesses.begin(), guesses.end());
    const double dot =
        std::clamp(bars.height() / double(std::max<size_t>(guesses.size(), 1)), 4.0, body * 0.7);
    std::vector<std::pair<double, int>> stacks; // x of a stack's column, its height
    p.setPen(Qt::NoPen);
    p.setBrush(Theme::layerNorm());
    for (double g : guesses) {
        const double x = xOf(g);
        int level = 0;
        if (!stacks.empty() && x - stacks.back().first < dot)
            level = ++stacks.back().second;
        else
            stacks.push_back({x, 0});
        const double cx = stacks.back().first;
        const double cy = bars.bottom() - dot / 2 - level * dot;
        if (cy - dot / 2 >= bars.top())
            p.drawEllipse(QPointF(cx, cy), dot * 0.42, dot * 0.42);
    }
    // The true value: a line through the plot, labelled below the axis.
    const double xt = xOf(m_truth);
    p.setPen(QPen(Theme::warning(), Theme::stroke(3.0), Qt::DashLine));
    p.drawLine(QPointF(xt, bars.top() - gap / 2), QPointF(xt, bars.bottom() + gap / 2));
    p.setPen(Theme::text());
    const QString lowText = plotNumber(lo);
    const QString highText = plotNumber(hi);
    const QString truth = plotNumber(m_truth);
    const int tw = fm.horizontalAdvance(truth);
    const double tx = std::clamp(xt - tw / 2.0, double(bars.left()), double(bars.right() - tw));
    p.setFont(plotFont(font(), body, true));
    p.setPen(Theme::warning());
    p.drawText(QPointF(tx, bars.bottom() + gap / 2 + fm.ascent()), truth);
    // The range's ends where they do not meet the true value's label.
    p.setFont(axisFont);
    p.setPen(Theme::mutedText());
    const double baseline = bars.bottom() + gap / 2 + fm.ascent();
    if (bars.left() + fm.horizontalAdvance(lowText) + gap < tx)
        p.drawText(QPointF(bars.left(), baseline), lowText);
    if (bars.right() - fm.horizontalAdvance(highText) - gap > tx + tw)
        p.drawText(QPointF(bars.right() - fm.horizontalAdvance(highText), baseline), highText);
}

} // namespace nk::ui

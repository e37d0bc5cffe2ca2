#include "views/finishoutputcard.h"

#include "base/theme.h"
#include "handout/finishreport.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

// Up to this many elements a card lists every value; beyond, the first few and the last.
constexpr int kAllRows = 10;
constexpr int kHeadRows = 7;

} // namespace

FinishOutputCard::FinishOutputCard(nk::Algorithm algorithm, QWidget *parent)
    : QFrame(parent)
    , m_algorithm(algorithm)
{
    setObjectName(m_algorithm == nk::Algorithm::LayerNorm ? QStringLiteral("layerNormCard")
                                                          : QStringLiteral("rmsNormCard"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 14, 20, 14);
    layout->setSpacing(6);
    m_title = new QLabel(this);
    m_formula = new QLabel(this);
    layout->addWidget(m_title);
    layout->addWidget(m_formula);

    // Three plain-text columns (i, xᵢ, yᵢ), one line per element: cheap to relayout on every
    // edit, unlike a rich-text table.
    auto *body = new QBoxLayout(QBoxLayout::LeftToRight);
    m_body = body;
    body->setSpacing(48);
    auto *columns = new QGridLayout;
    columns->setHorizontalSpacing(24);
    columns->setVerticalSpacing(2);
    auto column = [&](QLabel *&header, QLabel *&cells, int index) {
        header = new QLabel(this);
        cells = new QLabel(this);
        header->setAlignment(Qt::AlignRight | Qt::AlignBottom);
        cells->setAlignment(Qt::AlignRight | Qt::AlignTop);
        cells->setTextFormat(Qt::PlainText);
        columns->addWidget(header, 0, index);
        columns->addWidget(cells, 1, index);
    };
    column(m_indexHeader, m_indices, 0);
    column(m_inputHeader, m_inputs, 1);
    column(m_valueHeader, m_values, 2);
    m_values->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_values->setFocusPolicy(Qt::StrongFocus); // reachable with Tab, so it is read out
    body->addLayout(columns);

    auto *side = new QVBoxLayout;
    side->setSpacing(6);
    m_stats = new QLabel(this);
    m_stats->setTextFormat(Qt::PlainText);
    m_costs = new QLabel(this);
    m_costs->setTextFormat(Qt::PlainText);
    m_costs->setWordWrap(true);
    side->addWidget(m_stats);
    side->addWidget(m_costs);
    side->addStretch(1);
    body->addLayout(side, 1);
    layout->addLayout(body, 1);

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    layout->addWidget(m_note);
    layout->addWidget(m_error);
}

void FinishOutputCard::retranslate()
{
    const bool ln = m_algorithm == nk::Algorithm::LayerNorm;
    m_title->setText(ln ? tr("LayerNorm") : tr("RMSNorm"));
    m_formula->setText(ln ? tr("y = γ · (x − μ) / √(σ² + ε) + β")
                          : tr("y = γ · x / √(mean(x²) + ε)"));
    setAccessibleName(ln ? tr("LayerNorm output") : tr("RMSNorm output"));
    m_indexHeader->setText(tr("i"));
    m_inputHeader->setText(tr("xᵢ"));
    m_valueHeader->setText(tr("yᵢ"));
    m_values->setAccessibleName(ln ? tr("LayerNorm output values") : tr("RMSNorm output values"));
}

void FinishOutputCard::applyFonts(qreal zoom, const QFont &base)
{
    m_title->setFont(Theme::font(Theme::FontRole::CardTitle, zoom, true, base));
    m_formula->setFont(Theme::font(Theme::FontRole::Body, zoom, false, base));
    for (QLabel *l : {m_indexHeader, m_inputHeader, m_valueHeader})
        l->setFont(Theme::font(Theme::FontRole::Figure, zoom, true, base));
    for (QLabel *l : {m_indices, m_inputs, m_stats, m_costs})
        l->setFont(Theme::font(Theme::FontRole::Figure, zoom, false, base));
    m_values->setFont(Theme::font(Theme::FontRole::Figure, zoom, true, base));
    m_note->setFont(Theme::font(Theme::FontRole::Body, zoom, false, base));
    m_error->setFont(Theme::font(Theme::FontRole::Body, zoom, false, base));
}

void FinishOutputCard::applyColours()
{
    const QColor accent =
        m_algorithm == nk::Algorithm::LayerNorm ? Theme::layerNorm() : Theme::rmsNorm();
    setStyleSheet(QStringLiteral("QFrame#%1 { border: 3px solid %2; border-radius: 10px;"
                                 " background: %3; }")
                      .arg(objectName(), accent.name(), Theme::surface().name()));
    Theme::setTextColour(m_title, accent);
    for (QLabel *l : {m_formula, m_indexHeader, m_inputHeader, m_valueHeader, m_indices, m_inputs,
                      m_costs, m_note})
        Theme::setTextColour(l, Theme::mutedText());
}

void FinishOutputCard::fill(const FinishReport &report)
{
    const nk::NormTrace &trace = report.trace(m_algorithm);
    const int d = trace.d();
    const std::vector<double> &y = trace.output();
    QStringList indices, inputs, values;
    auto row = [&](int i) {
        indices << QString::number(i + 1);
        inputs << report.number(trace.storedInput[size_t(i)]);
        values << report.number(y[size_t(i)]);
    };
    if (d <= kAllRows) {
        for (int i = 0; i < d; ++i)
            row(i);
    } else {
        for (int i = 0; i < kHeadRows; ++i)
            row(i);
        indices << QString();
        inputs << QStringLiteral("⋮");
        values << QStringLiteral("⋮");
        row(d - 1);
    }
    m_indices->setText(indices.join(QLatin1Char('\n')));
    m_inputs->setText(inputs.join(QLatin1Char('\n')));
    m_values->setText(values.join(QLatin1Char('\n')));
    const bool finite = std::all_of(y.begin(), y.end(), [](double v) { return std::isfinite(v); });
    Theme::setTextColour(m_values, finite ? Theme::text() : Theme::warning());
    m_note->setVisible(d > kAllRows);
    m_note->setText(tr("d = %1: every value is in the exported trace.").arg(d));

    // The few numbers that make the difference, next to the output.
    m_stats->setText(report.stats(m_algorithm).join(QLatin1Char('\n')));
    m_costs->setText(report.costs(m_algorithm).join(QLatin1Char('\n')));

    QString error = report.errorText(m_algorithm);
    const QStringList flags = report.flagTexts(m_algorithm);
    if (!flags.isEmpty())
        error += QLatin1Char('\n') + QStringLiteral("⚠ ") + flags.join(QStringLiteral("\n⚠ "));
    m_error->setText(error);
    Theme::setTextColour(m_error, flags.isEmpty() ? Theme::mutedText() : Theme::warning());
}

int FinishOutputCard::neededWidth(bool statisticsBeside) const
{
    const int columns = m_body->itemAt(0)->minimumSize().width();
    const int side = m_body->itemAt(1)->minimumSize().width();
    const int body =
        statisticsBeside ? columns + m_body->spacing() + side : std::max(columns, side);
    const QMargins frame = contentsMargins() + layout()->contentsMargins();
    const int widest =
        std::max({body, m_title->minimumSizeHint().width(), m_formula->minimumSizeHint().width()});
    return widest + frame.left() + frame.right();
}

void FinishOutputCard::setStatisticsBeside(bool beside)
{
    const auto direction = beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_body->direction() != direction)
        m_body->setDirection(direction);
}

} // namespace nk::ui

#include "finishview.h"

#include "lessoncontroller.h"
#include "liveformula.h"
#include "narration.h"
#include "theme.h"

#include "flopclaims.h"
#include "monitornumbers.h"
#include "traceformatter.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using nk::StepId;

namespace {

// Font sizes at zoom 1, in points: read from the back of a classroom at 1920×1080.
constexpr qreal kBodyPt = 15.0;
constexpr qreal kHeadingPt = 20.0;
constexpr qreal kNumberPt = 19.0;
constexpr qreal kTablePt = 15.0;

// Up to this many elements a card lists every value; beyond, the first few and the last.
constexpr int kAllRows = 10;
constexpr int kHeadRows = 7;
// The handout lists at most this many elements (the JSON export has them all).
constexpr int kHandoutRows = 64;

QFont sized(QFont f, qreal pt, bool bold = false)
{
    f.setPointSizeF(pt);
    f.setBold(bold);
    return f;
}

// γ or β: one number, or the list when per-element.
QString shortList(const std::vector<double> &v, nk::Precision p)
{
    return v.size() == 1 ? LiveFormula::number(v.front(), p) : LiveFormula::list(v, p);
}

QString paragraphs(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

} // namespace

FinishView::FinishView(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_language(Narration::languageKey(QLocale().name()))
{
    buildUi();
    applyFonts();
    applyColours();
    retranslateUi(); // also refreshes
    connect(m_controller, &LessonController::inputChanged, this, &FinishView::refresh);
    connect(m_controller, &LessonController::chapterChanged, this, &FinishView::refresh);
}

FinishView::~FinishView() = default;

FinishView::Card FinishView::buildCard(const QString &objectName)
{
    Card c;
    c.frame = new QFrame(this);
    c.frame->setObjectName(objectName);
    auto *layout = new QVBoxLayout(c.frame);
    layout->setContentsMargins(20, 14, 20, 14);
    layout->setSpacing(6);
    c.title = new QLabel(c.frame);
    c.formula = new QLabel(c.frame);
    layout->addWidget(c.title);
    layout->addWidget(c.formula);

    // Three plain-text columns (i, xᵢ, yᵢ), one line per element: cheap to relayout on every
    // edit, unlike a rich-text table.
    auto *body = new QHBoxLayout;
    body->setSpacing(48);
    auto *columns = new QGridLayout;
    columns->setHorizontalSpacing(24);
    columns->setVerticalSpacing(2);
    auto column = [&](QLabel *&header, QLabel *&cells, int index) {
        header = new QLabel(c.frame);
        cells = new QLabel(c.frame);
        header->setAlignment(Qt::AlignRight | Qt::AlignBottom);
        cells->setAlignment(Qt::AlignRight | Qt::AlignTop);
        cells->setTextFormat(Qt::PlainText);
        columns->addWidget(header, 0, index);
        columns->addWidget(cells, 1, index);
    };
    column(c.indexHeader, c.indices, 0);
    column(c.inputHeader, c.inputs, 1);
    column(c.valueHeader, c.values, 2);
    c.values->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    c.values->setFocusPolicy(Qt::StrongFocus); // reachable with Tab, so it is read out
    body->addLayout(columns);

    auto *side = new QVBoxLayout;
    side->setSpacing(6);
    c.stats = new QLabel(c.frame);
    c.stats->setTextFormat(Qt::PlainText);
    c.costs = new QLabel(c.frame);
    c.costs->setTextFormat(Qt::PlainText);
    c.costs->setWordWrap(true);
    side->addWidget(c.stats);
    side->addWidget(c.costs);
    side->addStretch(1);
    body->addLayout(side, 1);
    layout->addLayout(body, 1);

    c.note = new QLabel(c.frame);
    c.note->setWordWrap(true);
    c.error = new QLabel(c.frame);
    c.error->setWordWrap(true);
    layout->addWidget(c.note);
    layout->addWidget(c.error);
    return c;
}

void FinishView::buildUi()
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // The page scrolls down when zoomed, never sideways: everything wraps to the width.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(m_scroll);
    auto *content = new QWidget(m_scroll);
    m_scroll->setWidget(content);

    auto *root = new QVBoxLayout(content);
    root->setContentsMargins(24, 16, 24, 16);
    root->setSpacing(14);

    auto *cards = new QHBoxLayout;
    cards->setSpacing(24);
    m_ln = buildCard(QStringLiteral("layerNormCard"));
    m_rms = buildCard(QStringLiteral("rmsNormCard"));
    for (Card *c : {&m_ln, &m_rms}) {
        c->frame->setParent(content);
        cards->addWidget(c->frame, 1);
    }
    root->addLayout(cards);

    m_tableTitle = new QLabel(content);
    root->addWidget(m_tableTitle);
    m_table = new QTableWidget(RowCount, 3, content);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    for (int r = 0; r < RowCount; ++r) {
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem;
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_table->setItem(r, c, item);
        }
    }
    for (int c = 0; c < 3; ++c)
        m_table->setHorizontalHeaderItem(c, new QTableWidgetItem);
    // Wrapped rows grow when the columns narrow: refit once the header settles.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this,
            &FinishView::fitTableHeight, Qt::QueuedConnection);
    m_tableTitle->setBuddy(m_table);
    root->addWidget(m_table);

    auto *bottom = new QHBoxLayout;
    bottom->setSpacing(24);
    m_takeawaysBox = new QGroupBox(content);
    auto *tl = new QVBoxLayout(m_takeawaysBox);
    m_takeawaysLabel = new QLabel(m_takeawaysBox);
    m_takeawaysLabel->setWordWrap(true);
    m_takeawaysLabel->setTextFormat(Qt::RichText);
    m_takeawaysLabel->setTextInteractionFlags(Qt::TextSelectableByMouse |
                                              Qt::TextSelectableByKeyboard);
    tl->addWidget(m_takeawaysLabel);
    bottom->addWidget(m_takeawaysBox, 3);

    m_exportBox = new QGroupBox(content);
    auto *el = new QVBoxLayout(m_exportBox);
    m_exportHandout = new QPushButton(m_exportBox);
    m_exportJson = new QPushButton(m_exportBox);
    m_exportStatus = new QLabel(m_exportBox);
    m_exportStatus->setWordWrap(true);
    m_exportStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    el->addWidget(m_exportHandout);
    el->addWidget(m_exportJson);
    el->addWidget(m_exportStatus);
    el->addStretch(1);
    bottom->addWidget(m_exportBox, 1, Qt::AlignTop);
    root->addLayout(bottom);
    root->addStretch(1);

    connect(m_exportHandout, &QPushButton::clicked, this, &FinishView::exportHandoutWithDialog);
    connect(m_exportJson, &QPushButton::clicked, this, &FinishView::exportJsonWithDialog);
}

void FinishView::retranslateUi()
{
    m_ln.title->setText(tr("LayerNorm"));
    m_rms.title->setText(tr("RMSNorm"));
    m_ln.formula->setText(tr("y = γ · (x − μ) / √(σ² + ε) + β"));
    m_rms.formula->setText(tr("y = γ · x / √(mean(x²) + ε)"));
    m_ln.frame->setAccessibleName(tr("LayerNorm output"));
    m_rms.frame->setAccessibleName(tr("RMSNorm output"));
    for (Card *c : {&m_ln, &m_rms}) {
        c->indexHeader->setText(tr("i"));
        c->inputHeader->setText(tr("xᵢ"));
        c->valueHeader->setText(tr("yᵢ"));
    }
    m_ln.values->setAccessibleName(tr("LayerNorm output values"));
    m_rms.values->setAccessibleName(tr("RMSNorm output values"));
    m_tableTitle->setText(tr("&Comparison, measured on this input"));
    m_table->setAccessibleName(tr("Comparison of LayerNorm and RMSNorm"));
    m_table->horizontalHeaderItem(0)->setText(tr("Aspect"));
    m_table->horizontalHeaderItem(1)->setText(tr("LayerNorm"));
    m_table->horizontalHeaderItem(2)->setText(tr("RMSNorm"));
    m_exportBox->setTitle(tr("Export"));
    m_exportHandout->setText(tr("Export &handout…"));
    m_exportHandout->setAccessibleName(tr("Export handout as HTML"));
    m_exportJson->setText(tr("Export &trace (JSON)…"));
    m_exportJson->setAccessibleName(tr("Export trace as JSON"));
    m_exportStatus->clear();
    refresh();
}

void FinishView::setLanguage(const QString &lang)
{
    const QString l = Narration::languageKey(lang);
    if (l == m_language)
        return;
    m_language = l;
    refresh();
}

void FinishView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, 0.5, 4.0);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    applyFonts();
    refresh();
}

void FinishView::applyFonts()
{
    const QFont base = QApplication::font();
    // Every widget gets its font: under a style sheet (the main window has one) fonts do not
    // propagate from parent to child.
    setFont(sized(base, kBodyPt * m_zoom));
    for (QWidget *w : findChildren<QWidget *>())
        w->setFont(sized(base, kBodyPt * m_zoom));
    for (Card *c : {&m_ln, &m_rms}) {
        c->title->setFont(sized(base, kHeadingPt * m_zoom, true));
        c->formula->setFont(sized(base, kBodyPt * m_zoom));
        for (QLabel *l : {c->indexHeader, c->inputHeader, c->valueHeader})
            l->setFont(sized(base, kNumberPt * m_zoom, true));
        for (QLabel *l : {c->indices, c->inputs, c->stats, c->costs})
            l->setFont(sized(base, kNumberPt * m_zoom));
        c->values->setFont(sized(base, kNumberPt * m_zoom, true));
        c->note->setFont(sized(base, kBodyPt * m_zoom));
        c->error->setFont(sized(base, kBodyPt * m_zoom));
    }
    m_tableTitle->setFont(sized(base, kHeadingPt * m_zoom, true));
    m_table->setFont(sized(base, kTablePt * m_zoom));
    applyTableStyle();
    const QFont heading = sized(base, kHeadingPt * m_zoom, true);
    m_takeawaysBox->setFont(heading);
    m_exportBox->setFont(heading);
    m_takeawaysLabel->setFont(sized(base, kBodyPt * m_zoom));
    for (QWidget *w :
         {static_cast<QWidget *>(m_exportHandout), static_cast<QWidget *>(m_exportJson),
          static_cast<QWidget *>(m_exportStatus)})
        w->setFont(sized(base, kBodyPt * m_zoom));
    m_table->horizontalHeader()->setFont(sized(base, kBodyPt * m_zoom, true));
    const QFontMetrics fm(sized(base, kTablePt * m_zoom, true));
    m_table->setColumnWidth(0, fm.horizontalAdvance(QLatin1Char('M')) * 11);
}

void FinishView::applyTableStyle()
{
    // Room around the wrapped lines, so rows read as rows from the back of the room. A widget
    // with a style sheet keeps its palette, so this is set again when the theme changes.
    m_table->setStyleSheet(QString());
    m_table->setStyleSheet(QStringLiteral("QTableWidget::item { padding: %1px %2px; }")
                               .arg(qRound(5 * m_zoom))
                               .arg(qRound(8 * m_zoom)));
}

void FinishView::applyColours()
{
    auto cardStyle = [](const QString &name, const QColor &accent) {
        return QStringLiteral("QFrame#%1 { border: 3px solid %2; border-radius: 10px;"
                              " background: %3; }")
            .arg(name, accent.name(), Theme::surface().name());
    };
    m_ln.frame->setStyleSheet(cardStyle(m_ln.frame->objectName(), Theme::layerNorm()));
    m_rms.frame->setStyleSheet(cardStyle(m_rms.frame->objectName(), Theme::rmsNorm()));
    Theme::setTextColour(m_ln.title, Theme::layerNorm());
    Theme::setTextColour(m_rms.title, Theme::rmsNorm());
    for (Card *c : {&m_ln, &m_rms}) {
        for (QLabel *l : {c->formula, c->indexHeader, c->inputHeader, c->valueHeader, c->indices,
                          c->inputs, c->costs, c->note})
            Theme::setTextColour(l, Theme::mutedText());
    }
    m_table->horizontalHeaderItem(1)->setForeground(Theme::layerNorm());
    m_table->horizontalHeaderItem(2)->setForeground(Theme::rmsNorm());
}

// ---- the numbers

QString FinishView::opsText(const nk::OpCounts &ops) const
{
    QStringList parts;
    if (ops.add)
        parts << tr("%1 add").arg(ops.add);
    if (ops.sub)
        parts << tr("%1 sub").arg(ops.sub);
    if (ops.mul)
        parts << tr("%1 mul").arg(ops.mul);
    if (ops.div)
        parts << tr("%1 div").arg(ops.div);
    if (ops.sqrt)
        parts << tr("%1 sqrt").arg(ops.sqrt);
    if (parts.isEmpty())
        return tr("no operations");
    return parts.join(QStringLiteral(" + "));
}

QStringList FinishView::flagTexts(const nk::NormTrace &trace) const
{
    const nk::Precision p = trace.settings.precision;
    const QString prec = QString::fromStdString(nk::toString(p));
    QStringList out;
    const nk::NumericFlags &f = trace.flags;
    if (f.overflow)
        out << tr("Overflow: a value grew past the largest %1 number and became infinite.")
                   .arg(prec);
    if (f.nan)
        out << tr("A NaN (not a number) appeared, so the output is meaningless.");
    if (f.epsLost)
        out << tr("ε is lost: %1 rounds it to 0.").arg(prec);
    if (f.negativeVariance) {
        const nk::TraceStep *var = trace.step(StepId::Variance);
        out << tr("The one-pass variance E[x²] − μ² came out negative (%1): catastrophic "
                  "cancellation.")
                   .arg(LiveFormula::number(var ? var->namedValue("raw_variance") : 0.0, p));
    }
    if (f.varianceClamped)
        out << tr("The negative variance was clamped to 0, as PyTorch does.");
    if (f.divisorZero)
        out << tr("The divisor is 0, so the output is infinite or NaN.");
    return out;
}

QString FinishView::errorText(const nk::NormTrace &trace) const
{
    if (trace.settings.precision == nk::Precision::Fp64)
        return tr("fp64 is the reference: no error to compare against.");
    return tr("Error against fp64: max |Δy| = %1 (relative %2)")
        .arg(QString::number(trace.maxAbsError, 'g', 3),
             QString::number(trace.maxRelError, 'g', 3));
}

QString FinishView::settingsText() const
{
    const nk::NormSettings &s = m_controller->settings();
    const QString prec = QString::fromStdString(nk::toString(s.precision));
    return tr("γ = %1, β = %2, ε = %3; %4, sums in %5, %6 variance")
        .arg(shortList(s.gamma, nk::Precision::Fp64), shortList(s.beta, nk::Precision::Fp64),
             QString::number(s.eps, 'g', 6), prec,
             s.accumulation == nk::Accumulation::Fp32 ? tr("fp32") : prec,
             QString::fromStdString(nk::toString(s.variance)));
}

void FinishView::fillCard(Card &card, const nk::NormTrace &trace)
{
    const nk::Precision p = trace.settings.precision;
    const int d = trace.d();
    const std::vector<double> &y = trace.output();
    QStringList indices, inputs, values;
    auto row = [&](int i) {
        indices << QString::number(i + 1);
        inputs << LiveFormula::number(trace.storedInput[size_t(i)], p);
        values << LiveFormula::number(y[size_t(i)], p);
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
    card.indices->setText(indices.join(QLatin1Char('\n')));
    card.inputs->setText(inputs.join(QLatin1Char('\n')));
    card.values->setText(values.join(QLatin1Char('\n')));
    const bool finite = std::all_of(y.begin(), y.end(), [](double v) { return std::isfinite(v); });
    Theme::setTextColour(card.values, finite ? Theme::text() : Theme::warning());
    card.note->setVisible(d > kAllRows);
    card.note->setText(tr("d = %1: every value is in the exported trace.").arg(d));

    // The few numbers that make the difference, next to the output.
    QStringList stats;
    if (trace.algorithm == nk::Algorithm::LayerNorm) {
        if (const nk::TraceStep *mean = trace.step(StepId::Mean))
            stats << tr("μ = %1").arg(LiveFormula::number(mean->scalar, p));
        if (const nk::TraceStep *norm = trace.step(StepId::Normalize))
            stats << tr("σ = %1").arg(LiveFormula::number(norm->scalar, p));
    } else if (const nk::TraceStep *r = trace.step(StepId::Rms)) {
        stats << tr("RMS = %1").arg(LiveFormula::number(r->scalar, p));
    }
    card.stats->setText(stats.join(QLatin1Char('\n')));
    card.costs->setText(tr("%1 operations").arg(trace.ops.total()) + QLatin1Char('\n') +
                        tr("%1 walks over the table").arg(trace.passes));

    QString error = errorText(trace);
    const QStringList flags = flagTexts(trace);
    if (!flags.isEmpty())
        error += QLatin1Char('\n') + QStringLiteral("⚠ ") + flags.join(QStringLiteral("\n⚠ "));
    card.error->setText(error);
    Theme::setTextColour(card.error, flags.isEmpty() ? Theme::mutedText() : Theme::warning());
}

void FinishView::fillComparison(const nk::NormTrace &ln, const nk::NormTrace &rms)
{
    const nk::NormSettings &s = ln.settings;
    const nk::Precision p = s.precision;
    const QString prec = QString::fromStdString(nk::toString(p));
    auto num = [p](double v) { return LiveFormula::number(v, p); };
    const int d = ln.d();
    const nk::TraceStep *mean = ln.step(StepId::Mean);
    const nk::TraceStep *var = ln.step(StepId::Variance);
    const nk::TraceStep *norm = ln.step(StepId::Normalize);
    const nk::TraceStep *sq = rms.step(StepId::Square);
    const nk::TraceStep *ms = rms.step(StepId::MeanSquare);
    const nk::TraceStep *r = rms.step(StepId::Rms);
    if (!mean || !var || !norm || !sq || !ms || !r)
        return;

    m_cells[MeanRow][0] = tr("Mean subtraction");
    m_cells[MeanRow][1] = tr("Yes: μ = %1, subtracted from every element\ncounted: %2")
                              .arg(num(mean->scalar), opsText(mean->ops));
    if (s.variance == nk::VarianceAlgorithm::OnePass)
        m_cells[MeanRow][1] += tr(" (with Σxᵢ² in the same walk)");
    else if (s.variance == nk::VarianceAlgorithm::Welford)
        m_cells[MeanRow][1] += tr(" (Welford: the variance's sum in the same walk)");
    m_cells[MeanRow][2] =
        tr("No: x is used as it is; its mean (%1) stays in").arg(num(mean->scalar));

    m_cells[VarianceRow][0] = tr("Variance");
    switch (s.variance) {
    case nk::VarianceAlgorithm::TwoPass:
        m_cells[VarianceRow][1] =
            tr("σ² = %1 (two walks: μ first, then Σ(xᵢ − μ)²)").arg(num(var->scalar));
        break;
    case nk::VarianceAlgorithm::OnePass:
        m_cells[VarianceRow][1] =
            tr("σ² = E[x²] − μ² = %1 − %2 = %3 (one walk)")
                .arg(num(var->namedValue("mean_of_squares")), num(var->namedValue("mean_squared")),
                     num(var->namedValue("raw_variance", var->scalar)));
        if (var->flags.negativeVariance)
            m_cells[VarianceRow][1] +=
                tr("\nnegative: cancellation; clamped to %1").arg(num(var->scalar));
        break;
    case nk::VarianceAlgorithm::Welford:
        m_cells[VarianceRow][1] =
            tr("σ² = %1 (Welford: one walk with a running mean)").arg(num(var->scalar));
        break;
    }
    m_cells[VarianceRow][1] += tr("\ncounted: %1").arg(opsText(var->ops));
    nk::OpCounts msOps = sq->ops;
    msOps += ms->ops;
    m_cells[VarianceRow][2] = tr("Not needed: mean square = Σxᵢ²/d = %1 (one walk)\ncounted: %2")
                                  .arg(num(ms->scalar), opsText(msOps));

    m_cells[ParametersRow][0] = tr("Parameters");
    m_cells[ParametersRow][1] =
        tr("γ and β (2d = %1 learned weights per layer)\nhere γ = %2, β = %3")
            .arg(2 * d)
            .arg(shortList(s.gamma, nk::Precision::Fp64), shortList(s.beta, nk::Precision::Fp64));
    m_cells[ParametersRow][2] = tr("γ only (d = %1 learned weights per layer)\nhere γ = %2")
                                    .arg(d)
                                    .arg(shortList(s.gamma, nk::Precision::Fp64));
    const bool betaUsed =
        std::any_of(s.beta.begin(), s.beta.end(), [](double b) { return b != 0; });
    if (betaUsed)
        m_cells[ParametersRow][2] +=
            tr("; β = %1 is ignored").arg(shortList(s.beta, nk::Precision::Fp64));

    m_cells[StabilityRow][0] = tr("Numerical stability");
    auto stability = [&](const nk::NormTrace &t, QString text) {
        if (p != nk::Precision::Fp64)
            text += QLatin1Char('\n') + errorText(t);
        const QStringList flags = flagTexts(t);
        text += QLatin1Char('\n') +
                (flags.isEmpty() ? tr("No numeric problems in %1.").arg(prec)
                                 : QStringLiteral("⚠ ") + flags.join(QStringLiteral("\n⚠ ")));
        return text;
    };
    m_cells[StabilityRow][1] =
        stability(ln, tr("Divides by σ = √(σ² + ε) = %1").arg(num(norm->scalar)));
    // μ² from core's stability figures, as the narration and the Monitor state it.
    m_cells[StabilityRow][2] = stability(
        rms, tr("Divides by RMS = √(mean square + ε) = %1\nmean square = σ² + μ²: %2 ≈ %3 + %4, "
                "so RMS ≥ σ")
                 .arg(num(r->scalar), num(ms->scalar), num(var->scalar),
                      num(nk::MonitorNumbers::stability(ln, rms).meanSquared)));

    m_cells[SpeedRow][0] = tr("Speed");
    auto speed = [&](const nk::NormTrace &t, double claimPerElement, const QString &careful) {
        const long long counted = t.ops.total();
        const double claim = claimPerElement * d;
        QString text = tr("Counted: %1 operations = %2·d (%3)\n%4 walks over the table")
                           .arg(counted)
                           .arg(QString::number(double(counted) / d, 'g', 3), opsText(t.ops))
                           .arg(t.passes);
        text += QLatin1Char('\n');
        text +=
            std::llround(claim) == counted
                ? tr("Seed claim: %1d = %2, the same as counted").arg(claimPerElement).arg(claim)
                : tr("Seed claim: %1d = %2, counted %3 (they differ)")
                      .arg(claimPerElement)
                      .arg(claim)
                      .arg(counted);
        return text + QLatin1Char('\n') + careful;
    };
    m_cells[SpeedRow][1] = speed(ln, nk::claims::kSeedLayerNormPerElement,
                                 tr("A careful count of the formulas gives ≈ %1d; profilers "
                                    "(DeepSpeed, fvcore) use %2d.")
                                     .arg(nk::claims::kCarefulLayerNormPerElement)
                                     .arg(nk::claims::kProfilerLayerNormPerElement));
    const double ratio = nk::MonitorNumbers::operationRatio(ln, rms);
    const double saving = 100.0 * (1.0 - 1.0 / ratio);
    m_cells[SpeedRow][2] =
        speed(rms, nk::claims::kSeedRmsNormPerElement,
              tr("Counted saving: %1 % fewer operations (LN/RMS = %2×); the seeds claim 50 % "
                 "(2×).")
                  .arg(QString::number(saving, 'f', 0), QString::number(ratio, 'f', 2)));

    const QColor warn = Theme::warning();
    for (int row = 0; row < RowCount; ++row) {
        for (int c = 0; c < 3; ++c) {
            QTableWidgetItem *item = m_table->item(row, c);
            item->setText(m_cells[row][c]);
            QFont f = m_table->font();
            f.setBold(c == 0);
            item->setFont(f);
            const bool flagged =
                row == StabilityRow && c > 0 && m_cells[row][c].contains(QStringLiteral("⚠"));
            item->setData(Qt::ForegroundRole, flagged ? QVariant(warn) : QVariant());
        }
    }
    fitTableHeight();
}

void FinishView::fitTableHeight()
{
    // The whole table is always shown: the page scrolls, not the table.
    m_table->resizeRowsToContents();
    int h = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int row = 0; row < RowCount; ++row)
        h += m_table->rowHeight(row);
    m_table->setFixedHeight(h);
}

void FinishView::fillTakeaways(const nk::NormTrace &ln, const nk::NormTrace &rms)
{
    const int chapter = m_controller->chapter();
    const Narration &n = Narration::forLanguage(m_language);
    m_takeaways = n.takeaways(chapter, ln, rms);
    m_takeawaysBox->setVisible(!m_takeaways.isEmpty());
    if (m_takeaways.isEmpty())
        return;
    const QString chapterTitle = n.chapterTitle(chapter);
    m_takeawaysBox->setTitle(chapterTitle.isEmpty() ? tr("Takeaways")
                                                    : tr("Takeaways: %1").arg(chapterTitle));
    QString html = QStringLiteral("<ul style=\"margin-left:0\">");
    for (const QString &t : std::as_const(m_takeaways))
        html += QStringLiteral("<li style=\"margin-bottom:6px\">%1</li>").arg(t.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    m_takeawaysLabel->setText(html);
}

void FinishView::refresh()
{
    // Hidden (another mode is showing): catch up when shown, so edits stay fast.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    refreshNow();
}

void FinishView::refreshNow()
{
    m_stale = false;
    const auto ln = m_controller->layerNorm();
    const auto rms = m_controller->rmsNorm();
    if (!ln || !rms || ln->input.empty())
        return;
    fillCard(m_ln, *ln);
    fillCard(m_rms, *rms);
    fillComparison(*ln, *rms);
    fillTakeaways(*ln, *rms);
}

QString FinishView::comparisonText(int row, int column) const
{
    if (row < 0 || row >= RowCount || column < 0 || column > 2)
        return {};
    return m_cells[row][column];
}

QLabel *FinishView::outputLabel(nk::Algorithm algorithm) const
{
    return algorithm == nk::Algorithm::LayerNorm ? m_ln.values : m_rms.values;
}

QLabel *FinishView::errorLabel(nk::Algorithm algorithm) const
{
    return algorithm == nk::Algorithm::LayerNorm ? m_ln.error : m_rms.error;
}

// ---- export

QString FinishView::handoutHtml()
{
    if (m_stale)
        refreshNow();
    const auto ln = m_controller->layerNorm();
    const auto rms = m_controller->rmsNorm();
    if (!ln || !rms)
        return {};
    const nk::Precision p = ln->settings.precision;
    const int d = ln->d();
    const QString lnColour = QStringLiteral("#0072B2"); // the light theme's: handouts are printed
    const QString rmsColour = QStringLiteral("#D58A00");
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n")
             .arg(m_language);
    h += QStringLiteral("<title>%1</title>\n").arg(tr("NormKitchen handout").toHtmlEscaped());
    h += QStringLiteral(
             "<style>\nbody { font-family: sans-serif; max-width: 60em; margin: 2em auto; "
             "color: #1B1F24; }\ntable { border-collapse: collapse; margin: 1em 0; }\n"
             "th, td { border: 1px solid #D8DCE2; padding: 0.3em 0.6em; vertical-align: top; "
             "text-align: left; }\ntd.num { text-align: right; font-variant-numeric: tabular-nums; "
             "}\n"
             ".ln { color: %1; } .rms { color: %2; } .warn { color: #C04400; }\n</style>\n")
             .arg(lnColour, rmsColour);
    h += QStringLiteral("</head>\n<body>\n");
    h += QStringLiteral("<h1>%1</h1>\n")
             .arg(tr("LayerNorm and RMSNorm on one vector").toHtmlEscaped());

    h += QStringLiteral("<h2>%1</h2>\n").arg(tr("Input").toHtmlEscaped());
    h += QStringLiteral("<p>%1</p>\n")
             .arg(tr("x = [%1] (d = %2)").arg(m_controller->inputText()).arg(d).toHtmlEscaped());
    h += QStringLiteral("<p>%1</p>\n").arg(settingsText().toHtmlEscaped());

    h += QStringLiteral("<h2>%1</h2>\n").arg(tr("Outputs").toHtmlEscaped());
    h += QStringLiteral("<table>\n<tr><th>%1</th><th>%2</th><th class=\"ln\">%3</th>"
                        "<th class=\"rms\">%4</th></tr>\n")
             .arg(tr("i").toHtmlEscaped(), tr("xᵢ").toHtmlEscaped(),
                  tr("LayerNorm yᵢ").toHtmlEscaped(), tr("RMSNorm yᵢ").toHtmlEscaped());
    const int shown = std::min(d, kHandoutRows);
    for (int i = 0; i < shown; ++i) {
        h += QStringLiteral("<tr><td class=\"num\">%1</td><td class=\"num\">%2</td>"
                            "<td class=\"num\">%3</td><td class=\"num\">%4</td></tr>\n")
                 .arg(i + 1)
                 .arg(LiveFormula::number(ln->storedInput[size_t(i)], p).toHtmlEscaped(),
                      LiveFormula::number(ln->output()[size_t(i)], p).toHtmlEscaped(),
                      LiveFormula::number(rms->output()[size_t(i)], p).toHtmlEscaped());
    }
    h += QStringLiteral("</table>\n");
    if (d > shown)
        h += QStringLiteral("<p>%1</p>\n")
                 .arg(tr("The first %1 of %2 elements; the JSON trace has them all.")
                          .arg(shown)
                          .arg(d)
                          .toHtmlEscaped());
    h += QStringLiteral("<p class=\"ln\">%1</p>\n<p class=\"rms\">%2</p>\n")
             .arg(tr("LayerNorm: %1").arg(errorText(*ln)).toHtmlEscaped(),
                  tr("RMSNorm: %1").arg(errorText(*rms)).toHtmlEscaped());

    h += QStringLiteral("<h2>%1</h2>\n").arg(tr("Comparison").toHtmlEscaped());
    h += QStringLiteral("<table>\n<tr><th>%1</th><th class=\"ln\">%2</th>"
                        "<th class=\"rms\">%3</th></tr>\n")
             .arg(tr("Aspect").toHtmlEscaped(), tr("LayerNorm").toHtmlEscaped(),
                  tr("RMSNorm").toHtmlEscaped());
    for (int row = 0; row < RowCount; ++row) {
        // Cells that name a numeric problem print in the warning colour, as on screen.
        auto cell = [&](int column) {
            const QString &text = m_cells[row][column];
            return QStringLiteral("<td%1>%2</td>")
                .arg(text.contains(QStringLiteral("⚠")) ? QStringLiteral(" class=\"warn\"")
                                                        : QString(),
                     paragraphs(text));
        };
        h += QStringLiteral("<tr><th>%1</th>%2%3</tr>\n")
                 .arg(paragraphs(m_cells[row][0]), cell(1), cell(2));
    }
    h += QStringLiteral("</table>\n");

    if (!m_takeaways.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>\n<ul>\n").arg(tr("Takeaways").toHtmlEscaped());
        for (const QString &t : m_takeaways)
            h += QStringLiteral("<li>%1</li>\n").arg(t.toHtmlEscaped());
        h += QStringLiteral("</ul>\n");
    }
    h += QStringLiteral("<p><small>%1</small></p>\n")
             .arg(tr("Made with NormKitchen. Every number was computed by its kernels on this "
                     "input.")
                      .toHtmlEscaped());
    h += QStringLiteral("</body>\n</html>\n");
    return h;
}

bool FinishView::writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    if (f.write(bytes) != bytes.size()) {
        f.cancelWriting();
        return false;
    }
    return f.commit();
}

bool FinishView::exportHandout(const QString &path)
{
    return writeFile(path, handoutHtml().toUtf8());
}

bool FinishView::exportJson(const QString &path)
{
    const auto ln = m_controller->layerNorm();
    const auto rms = m_controller->rmsNorm();
    if (!ln || !rms)
        return false;
    return writeFile(path, QByteArray::fromStdString(nk::TraceFormatter(*ln, *rms).json()));
}

void FinishView::exportHandoutWithDialog()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export handout"), QDir(dir).filePath(tr("normkitchen-handout.html")),
        tr("HTML files (*.html)"));
    if (path.isEmpty())
        return;
    m_exportStatus->setText(exportHandout(path)
                                ? tr("Saved %1").arg(QDir::toNativeSeparators(path))
                                : tr("Could not write %1").arg(QDir::toNativeSeparators(path)));
}

void FinishView::exportJsonWithDialog()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export trace"), QDir(dir).filePath(tr("normkitchen-trace.json")),
        tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    m_exportStatus->setText(exportJson(path)
                                ? tr("Saved %1").arg(QDir::toNativeSeparators(path))
                                : tr("Could not write %1").arg(QDir::toNativeSeparators(path)));
}

void FinishView::showEvent(QShowEvent *event)
{
    if (m_stale)
        refreshNow();
    QWidget::showEvent(event);
}

void FinishView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslateUi();
        break;
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        if (m_table) {
            applyColours();
            applyTableStyle();
            refresh();
        }
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

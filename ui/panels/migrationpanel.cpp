#include "panels/migrationpanel.h"

#include "base/refreshwhenshown.h"

#include "charts/barchart.h"
#include "formula/formulaview.h"
#include "lesson/lessoncontroller.h"
#include "charts/linechart.h"
#include "norm/flopclaims.h"
#include "base/numbertext.h"
#include "base/theme.h"
#include "training/trainingeconomics.h"
#include "panels/trainingcontrols.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>

namespace nk::ui {

using nk::TrainingEconomics;
using Session = TrainingSession;

namespace {

enum Page { Trial, Gamma, Rate, Warmup, Swap, PageCount };

// Steps drawn on the warm-up chart: a few warm-ups' worth, at least this many.
constexpr int kWarmupChartMinSteps = 200;

QString num(double v, int digits = 3)
{
    return NumberText::number(v, digits);
}

QString whole(double v)
{
    return NumberText::number(std::round(v), 15);
}

QWidget *page(QVBoxLayout *&layout)
{
    auto *w = new QWidget;
    layout = new QVBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    return w;
}

QColor gammaColour(int i)
{
    const QColor c[] = {Theme::negative(), Theme::rmsNorm(), Theme::positive()};
    return c[std::clamp(i, 0, 2)];
}

QString swatch(const QColor &c, const QString &name)
{
    return QStringLiteral("<span style='color:%1'><b>%2</b></span>").arg(c.name(), name);
}

} // namespace

MigrationPanel::MigrationPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
    , m_session(TrainingSession::of(controller))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_pages = new QStackedWidget;
    outer->addWidget(m_pages);
    QVBoxLayout *l = nullptr;

    // A small trial first.
    m_pages->addWidget(page(l));
    auto *budgetRow = new QGridLayout;
    m_budgetLabel = new QLabel;
    m_budget = new QDoubleSpinBox;
    m_budget->setRange(0.001, 1e6);
    m_budget->setDecimals(1);
    m_budget->setValue(1000.0);
    budgetRow->addWidget(m_budgetLabel, 0, 0);
    budgetRow->addWidget(m_budget, 0, 1);
    m_budgetLabel->setBuddy(m_budget); // the field's accessible name
    budgetRow->setColumnStretch(2, 1);
    l->addLayout(budgetRow);
    m_trialText = wrappedLabel();
    l->addWidget(m_trialText);
    l->addStretch(1);

    // γ's initial value.
    m_pages->addWidget(page(l));
    m_gammaControls = new TrainingControls(m_session, Session::Job::GammaInit, false);
    l->addWidget(m_gammaControls);
    m_gammaChart = new LineChart;
    m_gammaChart->setPointsVisible(false);
    l->addWidget(m_gammaChart, 1);
    m_gammaText = wrappedLabel();
    l->addWidget(m_gammaText);

    // The learning rate and the gradient scale.
    m_pages->addWidget(page(l));
    m_scaleChart = new BarChart;
    m_scaleChart->setValueLabelDigits(3);
    l->addWidget(m_scaleChart, 1);
    m_rateFormula = new FormulaView;
    l->addWidget(m_rateFormula);
    m_rateText = wrappedLabel();
    l->addWidget(m_rateText);

    // Warm-up, editable.
    m_pages->addWidget(page(l));
    m_warmupFormula = new FormulaView(
        QStringLiteral("\\eta_t = \\eta_{\\max} \\cdot \\min\\left(\\frac{t}{T_w}, 1\\right)"));
    l->addWidget(m_warmupFormula);
    auto *inputs = new QGridLayout;
    m_warmupLabel = new QLabel;
    m_warmup = new QSpinBox;
    m_warmup->setRange(0, 1000);
    m_warmup->setSingleStep(10);
    m_warmup->setValue(60);
    m_peakLabel = new QLabel;
    m_peak = new QDoubleSpinBox;
    m_peak->setDecimals(4);
    m_peak->setRange(0.0001, 1.0);
    m_peak->setSingleStep(0.001);
    m_peak->setValue(0.01);
    m_warmupLabel->setBuddy(m_warmup); // the fields' accessible names
    m_peakLabel->setBuddy(m_peak);
    inputs->addWidget(m_warmupLabel, 0, 0);
    inputs->addWidget(m_warmup, 0, 1);
    inputs->addWidget(m_peakLabel, 1, 0);
    inputs->addWidget(m_peak, 1, 1);
    inputs->setColumnStretch(2, 1);
    l->addLayout(inputs);
    m_warmupChart = new LineChart;
    m_warmupChart->setPointsVisible(false);
    m_warmupChart->setLegendVisible(false);
    l->addWidget(m_warmupChart, 1);
    m_warmupText = wrappedLabel();
    l->addWidget(m_warmupText);

    // The swap.
    m_pages->addWidget(page(l));
    m_swapControls = new TrainingControls(m_session, Session::Job::Migration, false);
    l->addWidget(m_swapControls);
    m_swapChart = new LineChart;
    l->addWidget(m_swapChart, 1);
    m_swapText = wrappedLabel();
    l->addWidget(m_swapText);

    const nk::MigrationExperiment::Config m = m_session->migrationConfig();
    m_swapControls->setTotalSteps(Session::Size::Quick, m.baseSteps + 3 * m.continueSteps);
    m_gammaControls->setTotalSteps(Session::Size::Quick, int(m_session->gammaValues().size()) *
                                                             m_session->gammaConfig().steps);

    connect(m_budget, &QDoubleSpinBox::valueChanged, this, &MigrationPanel::fillTrial);
    connect(m_warmup, &QSpinBox::valueChanged, this, &MigrationPanel::fillWarmup);
    connect(m_peak, &QDoubleSpinBox::valueChanged, this, &MigrationPanel::fillWarmup);
    m_progressRefresh = new RefreshWhenShown(this, [this] { refresh(); });
    connect(m_session, &TrainingSession::progressed, m_progressRefresh, &RefreshWhenShown::request);
    connect(m_session, &TrainingSession::finished, this, &MigrationPanel::refresh);
    connect(m_session, &TrainingSession::started, this, &MigrationPanel::refresh);
    connect(m_session, &TrainingSession::started, this, &ChapterPanel::pendingActionChanged);
    connect(m_session, &TrainingSession::finished, this, &ChapterPanel::pendingActionChanged);
    connect(m_session, &TrainingSession::gradientScalesReady, this, &MigrationPanel::refresh);
    setZoom(1.0);
    retranslate();
}

void MigrationPanel::showStep(int chapter, int step)
{
    Q_UNUSED(chapter)
    m_step = std::clamp(step, 0, PageCount - 1);
    m_pages->setCurrentIndex(m_step);
    if (m_step == Rate)
        m_session->requestGradientScales();
    refresh();
}

TrainingControls *MigrationPanel::pageControls() const
{
    return m_step == Gamma ? m_gammaControls : m_step == Swap ? m_swapControls : nullptr;
}

QString MigrationPanel::pendingAction() const
{
    const TrainingControls *c = pageControls();
    return c && c->isFirstRunPending() ? c->firstRunText() : QString();
}

void MigrationPanel::performPendingAction()
{
    if (TrainingControls *c = pageControls(); c && c->isFirstRunPending())
        c->startFirstRun();
}

int MigrationPanel::currentPage() const
{
    return m_pages->currentIndex();
}

QString MigrationPanel::pageText() const
{
    const QLabel *texts[] = {m_trialText, m_gammaText, m_rateText, m_warmupText, m_swapText};
    return texts[std::clamp(m_pages->currentIndex(), 0, PageCount - 1)]->text();
}

void MigrationPanel::setLanguage(const QString &lang)
{
    ChapterPanel::setLanguage(lang);
    retranslate();
}

void MigrationPanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    for (QLabel *l : {m_budgetLabel, m_trialText, m_gammaText, m_rateText, m_warmupLabel,
                      m_peakLabel, m_warmupText, m_swapText})
        l->setFont(zoomedFont(Theme::FontRole::Label));
    for (QWidget *w : {static_cast<QWidget *>(m_budget), static_cast<QWidget *>(m_warmup),
                       static_cast<QWidget *>(m_peak)})
        w->setFont(zoomedFont(Theme::FontRole::Label));
    for (FormulaView *f : {m_rateFormula, m_warmupFormula}) {
        f->setFont(zoomedFont(Theme::FontRole::Body));
        f->setMinimumHeight(int(56 * zoom));
    }
    m_gammaControls->setZoom(zoom);
    m_swapControls->setZoom(zoom);
    m_gammaChart->setZoom(zoom);
    m_scaleChart->setZoom(zoom);
    m_warmupChart->setZoom(zoom);
    m_swapChart->setZoom(zoom);
}

void MigrationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslate();
    ChapterPanel::changeEvent(event);
}

void MigrationPanel::retranslate()
{
    m_budgetLabel->setText(tr("Tokens of the full run (billions):"));
    m_warmupLabel->setText(tr("Warm-up steps T_w:"));
    m_peakLabel->setText(tr("Peak learning rate η_max:"));
    m_gammaControls->setStartText(tr("Run γ = %1, %2, %3 (%4 steps each)")
                                      .arg(num(m_session->gammaValues()[0]),
                                           num(m_session->gammaValues()[1]),
                                           num(m_session->gammaValues()[2]))
                                      .arg(m_session->gammaConfig().steps));
    const nk::MigrationExperiment::Config m = m_session->migrationConfig();
    m_swapControls->setStartText(
        tr("Run the swap (%1 + %2 steps)").arg(m.baseSteps).arg(m.continueSteps));
    m_gammaChart->setTitle(tr("RMSNorm models, training loss of the first steps"));
    m_gammaChart->setAxisTitles(tr("step"), tr("loss (nats per character)"));
    m_scaleChart->setTitle(tr("Gradient scale ‖∂L/∂θ‖ at the same weights"));
    m_scaleChart->setValueAxisTitle(tr("gradient norm"));
    m_warmupChart->setTitle(tr("Learning rate during warm-up"));
    m_warmupChart->setAxisTitles(tr("step t"), tr("η_t"));
    m_swapChart->setTitle(tr("Validation loss: LayerNorm trained, then continued three ways"));
    m_swapChart->setAxisTitles(tr("step"), tr("loss (nats per character)"));
    refresh();
}

void MigrationPanel::refresh()
{
    switch (m_step) {
    case Trial:
        fillTrial();
        break;
    case Gamma:
        fillGamma();
        break;
    case Rate:
        fillRate();
        break;
    case Warmup:
        fillWarmup();
        break;
    default:
        fillSwap();
        break;
    }
}

void MigrationPanel::fillTrial()
{
    const double full = m_budget->value() * 1e9;
    const double trial = TrainingEconomics::trialBudget(full, nk::claims::kTrialFraction);
    const nk::TrainingConfig c = m_session->experimentConfig(Session::Size::Classroom);
    const double classroomTokens = double(c.steps) * c.tokensPerStep();
    const double trialSteps = TrainingEconomics::trialBudget(c.steps, nk::claims::kTrialFraction);
    QString text =
        QStringLiteral("<p>") +
        tr("A trial of %1 of the budget: <b>%2 billion tokens</b> of the %3 billion, before "
           "the whole run is started.")
            .arg(NumberText::percent(nk::claims::kTrialFraction, 2), num(trial / 1e9, 4),
                 num(full / 1e9, 4)) +
        QStringLiteral("</p><p>") +
        tr("Our own classroom run (%1 steps, %2 tokens per model) would be tried on %3 steps "
           "first, %4 tokens.")
            .arg(c.steps)
            .arg(
                whole(classroomTokens), whole(trialSteps),
                whole(TrainingEconomics::trialBudget(classroomTokens, nk::claims::kTrialFraction)));
    if (m_session->experiment()) {
        const TrainingEconomics::Summary s = TrainingEconomics::summarize(*m_session->experiment());
        if (s.valid)
            text += QLatin1Char(' ') +
                    tr("At the RMSNorm throughput measured in the previous chapter (%1 tokens/s) "
                       "that trial takes %2 s.")
                        .arg(whole(s.rmsNormTokensPerSecond),
                             num(TrainingEconomics::wallSeconds(
                                     TrainingEconomics::trialBudget(classroomTokens,
                                                                    nk::claims::kTrialFraction),
                                     s.rmsNormTokensPerSecond),
                                 3));
    }
    m_trialText->setText(text + QStringLiteral("</p>"));
}

void MigrationPanel::fillGamma()
{
    const QVector<Session::LiveRun> live = m_session->live(Session::Job::GammaInit);
    const std::vector<double> gammas = m_session->gammaValues();
    const int steps = m_session->gammaConfig().steps;
    m_gammaChart->setXRange(0, steps);
    QString text;
    for (int i = 0; i < int(gammas.size()); ++i) {
        const Session::LiveRun run = i < live.size() ? live[i] : Session::LiveRun{};
        const QString name = tr("γ = %1").arg(num(gammas[size_t(i)]));
        m_gammaChart->setSeries(i, name, gammaColour(i), run.train);
        if (!run.train.isEmpty())
            text += QStringLiteral("<p>") + swatch(gammaColour(i), name) + QLatin1Char(' ') +
                    tr("first step %1, step %2: %3 nats per character")
                        .arg(num(run.train.front().y(), 4))
                        .arg(int(run.train.back().x()))
                        .arg(num(run.train.back().y(), 4)) +
                    QStringLiteral("</p>");
    }
    if (text.isEmpty())
        text = tr("Press Run: three RMSNorm models that differ only in γ's starting value train "
                  "for a few steps each on the same batches.");
    m_gammaText->setText(text);
}

void MigrationPanel::fillRate()
{
    const double etaOld = m_session->migrationConfig().training.learningRate;
    QStringList categories;
    QVector<double> ln, rms;
    QString text;
    // Keeping an SGD step η·‖g‖ the same size: a larger gradient needs a smaller rate.
    QString tex = QStringLiteral(
        "\\eta_{\\mathrm{new}} = \\eta_{\\mathrm{old}} \\times "
        "\\frac{\\lVert g \\rVert_{\\mathrm{LN}}}{\\lVert g \\rVert_{\\mathrm{RMS}}}");
    QString adam;
    if (const auto &g = m_session->gradientScales()) {
        categories << tr("initial weights");
        ln << g->layerNorm;
        rms << g->rmsNorm;
        const double ratio = g->rmsNorm / g->layerNorm;
        const double etaNew =
            TrainingEconomics::retunedLearningRate(etaOld, g->rmsNorm, g->layerNorm);
        text = QStringLiteral("<p>") +
               tr("At the same initial weights and batch the gradient norm is %1 with LayerNorm "
                  "and %2 with RMSNorm, a ratio of %3. A plain SGD step is η·g: to keep its size "
                  "the rate must shrink as the gradient grows, so η_old = %4 becomes η_new = %5.")
                   .arg(num(g->layerNorm, 4), num(g->rmsNorm, 4), num(ratio, 4), num(etaOld),
                        num(etaNew, 4)) +
               QStringLiteral("</p>");
        tex += QStringLiteral(" = %1 \\times \\frac{%2}{%3} = %4")
                   .arg(num(etaOld), num(g->layerNorm, 4), num(g->rmsNorm, 4), num(etaNew, 4));
        const nk::MigrationExperiment::UpdateScaling &u = g->update;
        adam =
            QStringLiteral("<p>") +
            tr("Measured with AdamW, the optimizer these models train with: at the same "
               "weights, a gradient %1 times as large makes one SGD step %2 times as long, "
               "but one AdamW step %3 times as long, the two differing by %4 of its length. AdamW "
               "divides each update by the gradient's own running size, so the scale cancels.")
                .arg(num(u.factor), num(u.sgdRatio, 4), num(u.adamRatio, 4),
                     NumberText::percent(u.adamChange, 2)) +
            QStringLiteral("</p>");
    } else {
        text = tr("Measuring the gradient scale…");
    }
    if (const auto &m = m_session->migration(); m && m->switchStep > 0) {
        categories << tr("trained LayerNorm, swapped");
        ln << m->gradientScaleLayerNorm;
        rms << m->gradientScaleRmsNorm;
        text += QStringLiteral("<p>") +
                tr("At the trained LayerNorm model's weights (step %1 of the swap experiment): "
                   "%2 with LayerNorm, %3 after the swap to RMSNorm.")
                    .arg(m->switchStep)
                    .arg(num(m->gradientScaleLayerNorm, 4), num(m->gradientScaleRmsNorm, 4)) +
                QStringLiteral("</p>");
    }
    text += adam + QStringLiteral("<p>") +
            tr("A common piece of advice rescales the learning rate by the ratio of the gradient "
               "scales. It holds for plain SGD (and matters where gradients are clipped); under "
               "AdamW a step hardly depends on the scale, as this panel measures. Treat η_new as "
               "the centre of a small search, not as the answer.") +
            QStringLiteral("</p>");
    m_scaleChart->setCategories(categories);
    m_scaleChart->setSeries(0, QStringLiteral("LayerNorm"), Theme::layerNorm(), ln);
    m_scaleChart->setSeries(1, QStringLiteral("RMSNorm"), Theme::rmsNorm(), rms);
    m_rateFormula->setTex(tex);
    m_rateText->setText(text);
}

void MigrationPanel::fillWarmup()
{
    if (m_step != Warmup)
        return;
    const int warmup = m_warmup->value();
    const double peak = m_peak->value();
    const int steps = std::max(kWarmupChartMinSteps, 3 * warmup);
    QVector<QPointF> pts;
    for (int t = 0; t <= steps; ++t)
        pts << QPointF(t, TrainingEconomics::warmupRate(peak, t, warmup));
    m_warmupChart->setXRange(0, steps);
    m_warmupChart->setSeries(0, tr("η_t"), Theme::rmsNorm(), pts);
    const int half = warmup / 2;
    m_warmupText->setText(
        warmup > 0
            ? tr("The rate climbs in a straight line from 0 to η_max = %1 over the first %2 steps "
                 "(at step %3 it is %4), then stays there (a decay may follow).")
                  .arg(num(peak))
                  .arg(warmup)
                  .arg(half)
                  .arg(num(TrainingEconomics::warmupRate(peak, half, warmup)))
            : tr("No warm-up: the first step already uses η_max = %1.").arg(num(peak)));
}

void MigrationPanel::fillSwap()
{
    const QVector<Session::LiveRun> live = m_session->live(Session::Job::Migration);
    const QString names[] = {tr("LayerNorm, to the switch"), tr("keep LayerNorm"),
                             tr("RMSNorm with warm-up"), tr("RMSNorm without warm-up")};
    const QColor colours[] = {Theme::layerNorm(), Theme::layerNorm(), Theme::rmsNorm(),
                              Theme::warning()};
    const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::SolidLine, Qt::DashLine};
    const nk::MigrationExperiment::Config m = m_session->migrationConfig();
    m_swapChart->setXRange(0, m.baseSteps + m.continueSteps);
    for (int i = 0; i < 4; ++i) {
        QVector<QPointF> pts;
        if (i < live.size()) {
            // Each continuation starts from the switch point's loss.
            if (i > 0 && !live[0].validation.isEmpty())
                pts << live[0].validation.back();
            pts += live[i].validation;
        }
        m_swapChart->setSeries(i, names[i], colours[i], pts, styles[i]);
    }
    QString text;
    if (const auto &r = m_session->migration(); r && !m_session->isRunning()) {
        if (r->switchStep > 0) {
            text = QStringLiteral("<p>") +
                   tr("At step %1 the LayerNorm model's validation loss is %2; the same weights "
                      "with RMSNorm give %3 before any update.")
                       .arg(r->switchStep)
                       .arg(num(r->lossBeforeSwitch, 4), num(r->lossAfterSwitch, 4)) +
                   QStringLiteral("</p>");
            const nk::TrainingResult *runs[] = {&r->keepLayerNorm, &r->rmsWithWarmup,
                                                &r->rmsWithoutWarmup};
            for (int i = 0; i < 3; ++i)
                text += QStringLiteral("<p>") + swatch(colours[i + 1], names[i + 1]) +
                        QLatin1Char(' ') +
                        tr("after %1 more steps: validation loss %2")
                            .arg(runs[i]->steps - r->switchStep)
                            .arg(num(runs[i]->finalValidationLoss, 4)) +
                        QStringLiteral("</p>");
            if (r->cancelled)
                text += tr("(The run was stopped early.)");
        }
    } else if (!m_session->isRunning()) {
        text = tr("Press Run: a LayerNorm model trains to the switch point, then three copies "
                  "continue on the same batches.");
    }
    m_swapText->setText(text);
}

} // namespace nk::ui

#include "panels/trainingresultspanel.h"

#include "base/refreshwhenshown.h"
#include "base/pagedscrollarea.h"

#include "charts/barchart.h"
#include "formula/formulaview.h"
#include "lesson/lessoncontroller.h"
#include "charts/linechart.h"
#include "norm/flopclaims.h"
#include "base/numbertext.h"
#include "base/theme.h"
#include "training/trainingeconomics.h"
#include "panels/trainingcontrols.h"
#include "panels/trainingresultswords.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>
#include <optional>
#include <utility>

namespace nk::ui {

using nk::NormKind;
using nk::TrainingEconomics;
using Session = TrainingSession;

namespace {

enum Page { Book, Live, Parity, Throughput, Cost, PageCount };

QColor lighter(const QColor &c)
{
    return Theme::isDark() ? c.darker(140) : c.lighter(135);
}

long long parameterCount(const nk::TrainingConfig &c, NormKind kind)
{
    return c.parameterCount(Session::corpus().vocabularySize(), kind);
}

} // namespace

TrainingResultsPanel::TrainingResultsPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
    , m_session(TrainingSession::of(controller))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_controls = new TrainingControls(m_session, Session::Job::Experiment, true);
    const nk::TrainingConfig quick = m_session->experimentConfig(Session::Size::Quick);
    const nk::TrainingConfig full = m_session->experimentConfig(Session::Size::Classroom);
    m_controls->setTotalSteps(Session::Size::Quick, 2 * quick.steps);
    m_controls->setTotalSteps(Session::Size::Classroom, 2 * full.steps);
    outer->addWidget(m_controls);
    m_hint = wrappedLabel();
    outer->addWidget(m_hint);
    // The pages scroll when the panel is short (a 1280 × 720 window): the corpus and model
    // facts were cut off at the bottom.
    auto *scroll = new PagedScrollArea;
    scroll->setFocusPolicy(Qt::NoFocus); // the arrows move the lesson; no empty Tab stop
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumSize(1, 1);
    m_pages = new QStackedWidget;
    scroll->setWidget(m_pages);
    outer->addWidget(scroll, 1);

    // The recipe book: what both models share.
    auto *book = new QWidget;
    auto *bookLayout = new QVBoxLayout(book);
    bookLayout->setContentsMargins(0, 0, 0, 0);
    m_bookText = wrappedLabel();
    bookLayout->addWidget(m_bookText);
    bookLayout->addStretch(1);
    m_pages->addWidget(book);

    // Both curves as they grow, side by side on the same scale.
    auto *live = new QWidget;
    auto *liveLayout = new QVBoxLayout(live);
    liveLayout->setContentsMargins(0, 0, 0, 0);
    auto *charts = new QHBoxLayout;
    m_lnChart = new LineChart;
    m_rmsChart = new LineChart;
    for (LineChart *c : {m_lnChart, m_rmsChart}) {
        c->setPointsVisible(false);
        charts->addWidget(c, 1);
    }
    liveLayout->addLayout(charts, 1);
    m_liveText = wrappedLabel();
    liveLayout->addWidget(m_liveText);
    m_pages->addWidget(live);

    auto *parity = new QWidget;
    auto *parityLayout = new QVBoxLayout(parity);
    parityLayout->setContentsMargins(0, 0, 0, 0);
    m_parityChart = new LineChart;
    parityLayout->addWidget(m_parityChart, 1);
    m_parityText = wrappedLabel();
    parityLayout->addWidget(m_parityText);
    m_pages->addWidget(parity);

    auto *throughput = new QWidget;
    auto *throughputLayout = new QVBoxLayout(throughput);
    throughputLayout->setContentsMargins(0, 0, 0, 0);
    m_speedupChart = new BarChart;
    m_speedupChart->setValueLabelDigits(3);
    m_speedupChart->setLegendVisible(false);
    throughputLayout->addWidget(m_speedupChart, 1);
    m_amdahlFormula = new FormulaView;
    throughputLayout->addWidget(m_amdahlFormula);
    m_throughputText = wrappedLabel();
    throughputLayout->addWidget(m_throughputText);
    m_pages->addWidget(throughput);

    auto *cost = new QWidget;
    auto *costLayout = new QVBoxLayout(cost);
    costLayout->setContentsMargins(0, 0, 0, 0);
    m_wallFormula = new FormulaView;
    costLayout->addWidget(m_wallFormula);
    auto *inputs = new QGridLayout;
    m_tokensLabel = new QLabel;
    m_priceLabel = new QLabel;
    m_tokens = new QDoubleSpinBox;
    m_tokens->setRange(0.1, 1e9);
    m_tokens->setDecimals(1);
    m_tokens->setValue(100.0);
    m_price = new QDoubleSpinBox;
    m_price->setRange(0.0, 1e6);
    m_price->setDecimals(2);
    m_price->setValue(2.0);
    m_tokensLabel->setBuddy(m_tokens); // the fields' accessible names
    m_priceLabel->setBuddy(m_price);
    inputs->addWidget(m_tokensLabel, 0, 0);
    inputs->addWidget(m_tokens, 0, 1);
    inputs->addWidget(m_priceLabel, 1, 0);
    inputs->addWidget(m_price, 1, 1);
    inputs->setColumnStretch(2, 1);
    costLayout->addLayout(inputs);
    m_costText = wrappedLabel();
    costLayout->addWidget(m_costText);
    costLayout->addStretch(1);
    m_pages->addWidget(cost);

    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, &TrainingResultsPanel::fillCost);
    connect(m_price, &QDoubleSpinBox::valueChanged, this, &TrainingResultsPanel::fillCost);
    m_progressRefresh = new RefreshWhenShown(this, [this] { refresh(); });
    connect(m_session, &TrainingSession::progressed, this, [this](Session::Job job) {
        if (job == Session::Job::Experiment)
            m_progressRefresh->request();
    });
    connect(m_session, &TrainingSession::finished, this, &TrainingResultsPanel::refresh);
    connect(m_session, &TrainingSession::started, this, &TrainingResultsPanel::refresh);
    connect(m_session, &TrainingSession::started, this, &ChapterPanel::pendingActionChanged);
    connect(m_session, &TrainingSession::finished, this, &ChapterPanel::pendingActionChanged);
    setZoom(1.0);
    retranslate();
}

void TrainingResultsPanel::showStep(int chapter, int step)
{
    Q_UNUSED(chapter)
    m_step = std::clamp(step, 0, PageCount - 1);
    m_pages->setCurrentIndex(m_step);
    refresh();
}

QString TrainingResultsPanel::pendingAction() const
{
    return m_step == Live && m_controls->isFirstRunPending() ? m_controls->firstRunText()
                                                             : QString();
}

void TrainingResultsPanel::performPendingAction()
{
    if (!pendingAction().isEmpty())
        m_controls->startFirstRun();
}

int TrainingResultsPanel::currentPage() const
{
    return m_pages->currentIndex();
}

void TrainingResultsPanel::setLanguage(const QString &lang)
{
    ChapterPanel::setLanguage(lang);
    retranslate();
}

void TrainingResultsPanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    m_controls->setZoom(zoom);
    for (QLabel *l : {m_hint, m_bookText, m_liveText, m_parityText, m_throughputText, m_costText,
                      m_tokensLabel, m_priceLabel})
        l->setFont(zoomedFont(Theme::FontRole::Label));
    for (QWidget *w : {static_cast<QWidget *>(m_tokens), static_cast<QWidget *>(m_price)})
        w->setFont(zoomedFont(Theme::FontRole::Label));
    m_lnChart->setZoom(zoom);
    m_rmsChart->setZoom(zoom);
    m_parityChart->setZoom(zoom);
    m_speedupChart->setZoom(zoom);
    for (FormulaView *f : {m_amdahlFormula, m_wallFormula}) {
        f->setFont(zoomedFont(Theme::FontRole::Body));
        f->setMinimumHeight(int(56 * zoom));
    }
}

void TrainingResultsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslate();
    ChapterPanel::changeEvent(event);
}

void TrainingResultsPanel::retranslate()
{
    const nk::TrainingConfig quick = m_session->experimentConfig(Session::Size::Quick);
    const nk::TrainingConfig full = m_session->experimentConfig(Session::Size::Classroom);
    m_controls->setStartText(tr("Quick run (%1 steps)").arg(quick.steps),
                             tr("Classroom run (%1 steps)").arg(full.steps));
    m_tokensLabel->setText(tr("Tokens to train (millions):"));
    m_priceLabel->setText(tr("Price of the machine per hour:"));
    // Short titles: two charts share the panel's width, also at zoom 1.5.
    m_lnChart->setTitle(QStringLiteral("LayerNorm"));
    m_rmsChart->setTitle(QStringLiteral("RMSNorm"));
    for (LineChart *c : {m_lnChart, m_rmsChart})
        c->setAxisTitles(tr("step"), tr("loss (nats per character)"));
    m_parityChart->setTitle(tr("Validation loss at equal tokens"));
    m_parityChart->setAxisTitles(tr("tokens seen (thousands)"), tr("loss (nats per character)"));
    m_speedupChart->setTitle(tr("Speed-up of a whole training step, RMSNorm over LayerNorm"));
    m_speedupChart->setValueAxisTitle(tr("× LayerNorm"));
    m_wallFormula->setTex(QStringLiteral(
        "T_{\\mathrm{wall}} = \\frac{N_{\\mathrm{tokens}}}{\\mathrm{throughput}}, \\qquad "
        "\\mathrm{cost} = \\frac{T_{\\mathrm{wall}}}{3600\\,\\mathrm{s}} \\times "
        "\\mathrm{price\\ per\\ hour}"));
    refresh();
}

QString TrainingResultsPanel::pageText() const
{
    switch (m_pages->currentIndex()) {
    case Book:
        return m_bookText->text();
    case Live:
        return m_liveText->text();
    case Parity:
        return m_parityText->text();
    case Throughput:
        return m_throughputText->text();
    default:
        return m_costText->text();
    }
}

void TrainingResultsPanel::refresh()
{
    const bool any =
        !m_session->live(Session::Job::Experiment).isEmpty() || m_session->experiment().has_value();
    const nk::TrainingConfig quick = m_session->experimentConfig(Session::Size::Quick);
    const nk::TrainingConfig full = m_session->experimentConfig(Session::Size::Classroom);
    m_hint->setVisible(!any && m_step != Book);
    m_hint->setText(tr("Start the quick run (%1 steps per model) or the classroom run (%2 steps) "
                       "above: the numbers on this page come from it.")
                        .arg(quick.steps)
                        .arg(full.steps));
    switch (m_step) {
    case Book:
        fillBook();
        break;
    case Live:
        fillLive();
        break;
    case Parity:
        fillParity();
        break;
    case Throughput:
        fillThroughput();
        break;
    default:
        fillCost();
        break;
    }
}

void TrainingResultsPanel::fillBook()
{
    const nk::TrainingConfig c = m_session->experimentConfig(Session::Size::Classroom);
    if (m_lnParameters == 0) {
        m_lnParameters = parameterCount(c, NormKind::LayerNorm);
        m_rmsParameters = parameterCount(c, NormKind::RmsNorm);
    }
    std::optional<std::pair<double, double>> firstLosses;
    const QVector<Session::LiveRun> live = m_session->live(Session::Job::Experiment);
    if (live.size() == 2 && !live[0].train.isEmpty() && !live[1].train.isEmpty())
        firstLosses = std::pair(live[0].train.front().y(), live[1].train.front().y());
    m_bookText->setText(TrainingResultsWords::book(Session::corpus(), c, m_lnParameters,
                                                   m_rmsParameters, firstLosses));
}

void TrainingResultsPanel::fillLive()
{
    const QVector<Session::LiveRun> live = m_session->live(Session::Job::Experiment);
    const nk::CharCorpus &corpus = Session::corpus();
    const int steps =
        m_session->experiment() && !m_session->isRunning()
            ? m_session->experiment()->config.steps
            : m_session
                  ->experimentConfig(m_session->runningJob() == Session::Job::Experiment
                                         ? m_session->runningSize()
                                         : Session::Size::Quick)
                  .steps;
    const QColor colours[] = {Theme::layerNorm(), Theme::rmsNorm()};
    LineChart *charts[] = {m_lnChart, m_rmsChart};
    const QString names[] = {QStringLiteral("LayerNorm"), QStringLiteral("RMSNorm")};
    QString text;
    for (int i = 0; i < 2; ++i) {
        const Session::LiveRun run = i < live.size() ? live[i] : Session::LiveRun{};
        LineChart *c = charts[i];
        c->setXRange(0, std::max(steps, int(run.train.size())));
        // One scale for both, from 0 to above the uniform guess where training starts.
        c->setYRange(0.0, std::ceil(corpus.uniformEntropy() + 0.25));
        c->setSeries(0, tr("%1 train").arg(names[i]), lighter(colours[i]), run.train);
        c->setSeries(1, tr("%1 validation").arg(names[i]), colours[i], run.validation,
                     Qt::DashLine);
        if (run.started) {
            const nk::TrainProgress &p = run.last;
            text += QStringLiteral("<p><span style='color:%1'><b>%2</b></span> ")
                        .arg(colours[i].name(), names[i]) +
                    tr("step %1 of %2: train loss %3, validation loss %4, %5 tokens/s, norms %6 "
                       "of a step")
                        .arg(p.step)
                        .arg(p.totalSteps)
                        .arg(TrainingResultsWords::number(p.trainLoss),
                             run.validation.isEmpty()
                                 ? QStringLiteral("—")
                                 : TrainingResultsWords::number(run.validation.back().y()),
                             TrainingResultsWords::whole(p.tokensPerSecond),
                             NumberText::percent(p.normTimeShare)) +
                    QStringLiteral("</p>");
        }
    }
    m_liveText->setText(text);
}

void TrainingResultsPanel::fillParity()
{
    const QVector<Session::LiveRun> live = m_session->live(Session::Job::Experiment);
    const nk::CharCorpus &corpus = Session::corpus();
    const nk::TrainingConfig c = m_session->experiment()
                                     ? m_session->experiment()->config
                                     : m_session->experimentConfig(Session::Size::Quick);
    const double thousandsPerStep = c.tokensPerStep() / 1000.0;
    const QColor colours[] = {Theme::layerNorm(), Theme::rmsNorm()};
    const QString names[] = {QStringLiteral("LayerNorm"), QStringLiteral("RMSNorm")};
    double right = 0.0;
    for (int i = 0; i < 2; ++i) {
        QVector<QPointF> pts;
        if (i < live.size())
            for (const QPointF &p : live[i].validation)
                pts << QPointF(p.x() * thousandsPerStep, p.y());
        if (!pts.isEmpty())
            right = std::max(right, pts.back().x());
        m_parityChart->setSeries(i, names[i], colours[i], pts);
    }
    right = std::max(right, thousandsPerStep);
    m_parityChart->setSeries(
        2, tr("unigram baseline"), Theme::mutedText(),
        {QPointF(0, corpus.unigramEntropy()), QPointF(right, corpus.unigramEntropy())},
        Qt::DotLine);
    QString text;
    if (m_session->experiment() && !m_session->isRunning())
        text = TrainingResultsWords::parity(TrainingEconomics::summarize(*m_session->experiment()),
                                            corpus.unigramEntropy(),
                                            m_session->experiment()->cancelled);
    else if (m_session->isRunning())
        text = TrainingResultsWords::running();
    m_parityText->setText(text);
}

void TrainingResultsPanel::fillThroughput()
{
    // Short names under the bars; the text below says what each is.
    QStringList categories = {tr("measured"),   tr("Amdahl"),      tr("limit"),
                              tr("claim, low"), tr("claim, high"), tr("paper")};
    m_speedupChart->setCategories(categories);
    namespace claims = nk::claims;
    QVector<double> values(6, 0.0);
    values[3] = claims::kCommonClaimSpeedupLow;
    values[4] = claims::kCommonClaimSpeedupHigh;
    values[5] = claims::kPaperTransformerSpeedup;
    QString text;
    QString tex = TrainingResultsWords::amdahl({});
    if (m_session->experiment() && !m_session->isRunning()) {
        const TrainingEconomics::Summary s = TrainingEconomics::summarize(*m_session->experiment());
        if (s.valid) {
            values[0] = s.throughputRatio;
            values[1] = s.amdahlPredicted;
            values[2] = s.amdahlLimit;
        }
        text = TrainingResultsWords::throughput(s);
        tex = TrainingResultsWords::amdahl(s);
    } else if (m_session->isRunning()) {
        text = TrainingResultsWords::running();
    }
    m_amdahlFormula->setTex(tex);
    m_speedupChart->setSeries(0, tr("speed-up"), Theme::rmsNorm(), values);
    m_throughputText->setText(text);
}

void TrainingResultsPanel::fillCost()
{
    if (m_step != Cost)
        return;
    const double tokens = m_tokens->value() * 1e6;
    const double price = m_price->value();
    QString text;
    if (m_session->experiment() && !m_session->isRunning())
        text = TrainingResultsWords::cost(TrainingEconomics::summarize(*m_session->experiment()),
                                          tokens, price);
    else if (m_session->isRunning())
        text = TrainingResultsWords::running();
    m_costText->setText(text);
}

} // namespace nk::ui

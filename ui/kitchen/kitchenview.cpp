#include "kitchen/kitchenview.h"

#include "kitchen/arrivalscene.h"
#include "kitchen/costscene.h"
#include "base/paintedaccessible.h"
#include "base/zoomrange.h"
#include "kitchen/coveredreading.h"
#include "kitchen/kitchenformat.h"
#include "kitchen/kitchenpaint.h"
#include "kitchen/kitchenwords.h"
#include "kitchen/normstepsscene.h"
#include "kitchen/sceneregistry.h"
#include "kitchen/servedscene.h"
#include "kitchen/stabilityscene.h"
#include "kitchen/stationpainter.h"
#include "norm/stepclock.h"
#include "kitchen/textprobe.h"
#include "base/theme.h"

#include <QAccessible>
#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace nk::ui {

using nk::StepId;

namespace {

// Design size of the scene, in logical units; the painter scales it to the widget.
constexpr double kDesignWidth = 1400.0;
constexpr double kDesignHeight = 340.0;

} // namespace

KitchenView::KitchenView(QWidget *parent)
    : QWidget(parent)
    , m_scene(SceneRegistry::create(QString::fromLatin1(NormStepsScene::kName)))
    , m_arrivalScene(SceneRegistry::create(QString::fromLatin1(ArrivalScene::kName)))
    , m_servedScene(SceneRegistry::create(QString::fromLatin1(ServedScene::kName)))
{
    PaintedAccessible::install();
    setAccessibleName(tr("Kitchen scene"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_arrivalAnim = new QVariantAnimation(this);
    m_arrivalAnim->setEasingCurve(QEasingCurve::Linear);
    connect(m_arrivalAnim, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_arrival = v.toDouble();
        update();
    });
    connect(m_arrivalAnim, &QVariantAnimation::finished, this, [this] {
        m_arrival = 1.0;
        updateAccessibleText();
        update();
    });
}

KitchenView::~KitchenView() = default;

QSize KitchenView::sizeHint() const
{
    return {1200, 400};
}

QSize KitchenView::minimumSizeHint() const
{
    return {480, 180};
}

void KitchenView::setTraces(std::shared_ptr<const nk::NormTrace> layerNorm,
                            std::shared_ptr<const nk::NormTrace> rmsNorm)
{
    const int oldD = m_model ? m_model->d() : 0;
    if (layerNorm == m_lnTrace && rmsNorm == m_rmsTrace)
        return;
    m_lnTrace = std::move(layerNorm);
    m_rmsTrace = std::move(rmsNorm);
    m_model = KitchenModel::make(m_lnTrace, m_rmsTrace);
    startArrival(oldD, m_model ? m_model->d() : 0);
    updateAccessibleText();
    update();
}

void KitchenView::startArrival(int oldD, int newD)
{
    m_arrivalAnim->stop();
    if (newD <= oldD || newD == 0 || m_stage != Stage::Start || effectiveReducedMotion()) {
        m_arrival = 1.0;
        return;
    }
    const double from = double(oldD) / newD;
    const int arriving = std::min(newD - oldD, kMaxDishes);
    m_arrival = from;
    m_arrivalAnim->setStartValue(from);
    m_arrivalAnim->setEndValue(1.0);
    m_arrivalAnim->setDuration(std::clamp(160 * arriving, 300, 1400));
    m_arrivalAnim->start();
}

void KitchenView::setStage(Stage stage)
{
    if (m_stage == stage)
        return;
    m_stage = stage;
    if (stage != Stage::Start) {
        m_arrivalAnim->stop();
        m_arrival = 1.0;
    }
    sceneChanged();
}

bool KitchenView::setScene(const QString &name)
{
    if (name == m_scene->name())
        return true;
    std::unique_ptr<KitchenScene> scene = SceneRegistry::create(name);
    if (!scene) {
        qWarning("KitchenView: no scene named \"%s\"", qPrintable(name));
        return false;
    }
    scene->setOptions(m_sceneOptions);
    m_scene = std::move(scene);
    sceneChanged();
    return true;
}

void KitchenView::setSceneOptions(const QVariantMap &options)
{
    if (options == m_sceneOptions)
        return;
    m_sceneOptions = options;
    m_scene->setOptions(m_sceneOptions);
    sceneChanged();
}

const KitchenScene &KitchenView::activeScene() const
{
    switch (m_stage) {
    case Stage::Start:
        return *m_arrivalScene;
    case Stage::Finish:
        return *m_servedScene;
    case Stage::Execute:
        break;
    }
    return *m_scene;
}

void KitchenView::sceneChanged()
{
    updateAccessibleText();
    update();
}

void KitchenView::setTime(double t)
{
    if (!std::isfinite(t))
        t = 0.0;
    t = std::clamp(t, 0.0, double(nk::kAlignedRowCount));
    if (t == m_time)
        return;
    m_time = t;
    updateAccessibleText(false);
    update();
}

void KitchenView::setReducedMotion(bool on)
{
    if (m_reducedMotion == on)
        return;
    m_reducedMotion = on;
    if (effectiveReducedMotion() && m_arrivalAnim->state() == QAbstractAnimation::Running) {
        m_arrivalAnim->stop();
        m_arrival = 1.0;
    }
    update();
}

void KitchenView::setFollowSystemMotionHint(bool on)
{
    m_followSystem = on;
    update();
}

bool KitchenView::effectiveReducedMotion() const
{
    if (m_reducedMotion)
        return true;
    if (!m_followSystem)
        return false;
    // The platform's hint: a style with no widget animations.
    return style()->styleHint(QStyle::SH_Widget_Animation_Duration, nullptr, this) == 0;
}

void KitchenView::setZoom(qreal zoom)
{
    if (!ZoomRange::takeTextZoom(m_zoom, zoom))
        return;
    update();
}

double KitchenView::sceneTime() const
{
    return m_stage == Stage::Start ? m_arrival : m_time;
}

SceneState KitchenView::stateAt(double t) const
{
    if (!m_model) {
        SceneState s;
        s.scene = activeScene().name();
        return s;
    }
    return activeScene().stateAt(*m_model, t, effectiveReducedMotion());
}

void KitchenView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    paintScene(p, QSizeF(size()));
}

double KitchenView::smallestTextPixels() const
{
    return smallestTextPixelsAt(QSize(size()));
}

double KitchenView::smallestTextPixelsAt(QSize size) const
{
    // The probe's painting must not move the hit areas of what is on screen.
    const auto hits = m_hits;
    TextProbe probe(size, logicalDpiY());
    {
        QPainter p(&probe);
        paintScene(p, QSizeF(size));
    }
    m_hits = hits;
    return probe.smallestTextPixels();
}

double KitchenView::coveredSince(bool layerNorm) const
{
    const double since = layerNorm ? m_coverSinceLayerNorm : m_coverSinceRmsNorm;
    if (since >= 0)
        return std::min(since, m_time);
    // Step s plays over (s, s + 1]: the one playing now began at ⌈t⌉ − 1.
    return std::max(0.0, std::ceil(m_time - nk::StepClock::kTolerance) - 1.0);
}

SceneState KitchenView::shownState() const
{
    SceneState s = stateAt(sceneTime());
    if (isReadingCovered() && m_stage == Stage::Execute) {
        // The scene when the covered steps began, computed once when both chefs share it.
        std::optional<SceneState> thenLn, thenRms;
        if (m_coverLayerNorm)
            thenLn = stateAt(coveredSince(true));
        if (m_coverRmsNorm)
            thenRms = thenLn && coveredSince(false) == coveredSince(true)
                          ? thenLn
                          : std::optional<SceneState>(stateAt(coveredSince(false)));
        for (StationState *st : {&s.layerNorm, &s.rmsNorm}) {
            const bool layerNorm = st == &s.layerNorm;
            if (!(layerNorm ? m_coverLayerNorm : m_coverRmsNorm))
                continue;
            CoveredReading::cover(*st, layerNorm ? thenLn->layerNorm : thenRms->rmsNorm);
        }
        if (!s.coveredFooter.isEmpty())
            s.footer = s.coveredFooter;
    }
    return s;
}

double KitchenView::footerHeight(const SceneState &s, const KitchenFonts &fonts, double width)
{
    // As many lines as the footer wraps to at this width (it had kept two for a one-line note).
    if (s.footer.isEmpty())
        return 0.0;
    const QFontMetricsF fm(fonts.footer);
    const double lines = std::ceil(
        fm.boundingRect(QRectF(0, 0, std::max(1.0, width - 32), 1e6), Qt::TextWordWrap, s.footer)
                .height() /
            fm.lineSpacing() -
        0.01);
    return fm.lineSpacing() * std::max(1.0, lines) + 10;
}

KitchenView::Fit KitchenView::fitScene(const KitchenScene &scene, const SceneState &s,
                                       QSizeF size) const
{
    // k scales the scene's drawing; the text is drawn at textScale on screen (the zoom at the
    // scene's natural scale k0), so the fonts' zoom is textScale / k.
    const double k0 = std::min(size.width() / kDesignWidth, size.height() / kDesignHeight);
    Fit fit{k0, m_zoom, m_zoom * k0};
    if (k0 <= 0)
        return fit;
    double k = k0;
    double textScale = m_zoom * k0;
    // Text follows the zoom as far as the widget's height allows. A short, wide kitchen (a
    // projector's) first draws its stations, dishes and chefs smaller, down to half their
    // natural scale, keeping the text's size on screen; only then does the text shrink, rather
    // than be cut or overlap (a taller kitchen shows more).
    for (int i = 0; i < 60; ++i) {
        fit.k = k;
        fit.fontZoom = std::max(ZoomRange::kMin, textScale / k);
        fit.textScale = fit.fontZoom * k;
        const KitchenFonts fonts = KitchenPaint::fonts(font(), fit.fontZoom);
        if (scene.requiredHeight(fonts) + footerHeight(s, fonts, size.width() / k) <=
            size.height() / k)
            break;
        if (k > 0.5 * k0)
            k *= 0.96;
        else if (textScale / k > ZoomRange::kMin)
            textScale *= 0.96;
        else
            break;
    }
    return fit;
}

int KitchenView::heightForZoomedText() const
{
    // The least height at which the scene's smallest text is drawn at its design size times
    // the zoom (24 px on a 1080-line projector), or as large as this width allows: a
    // projector's layout gives the kitchen that much where it can. The text grows with the
    // height, so the search is a bisection.
    if (!m_model || width() <= 0)
        return minimumSizeHint().height();
    // Measured, not derived from the fit: labels fitted to a jar shrink with the drawing. The
    // aim is the text of a kitchen at the design width and any height (the zoom's size), less
    // if this one is narrower.
    const double wanted = smallestTextPixelsAt(QSize(int(kDesignWidth), 4000)) *
                          std::min(1.0, width() / kDesignWidth);
    const auto enough = [&](int h) {
        return smallestTextPixelsAt(QSize(width(), h)) >= 0.98 * wanted;
    };
    int lo = minimumSizeHint().height(), hi = 4000;
    if (!enough(hi))
        return hi;
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (enough(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

void KitchenView::paintScene(QPainter &p, QSizeF size) const
{
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    KitchenPaint::fillBanded(p, QRectF(QPointF(0, 0), size), Theme::background());
    m_hits.clear();

    if (!m_model) {
        const double k = std::min(size.width() / kDesignWidth, size.height() / kDesignHeight);
        if (k <= 0)
            return;
        p.scale(k, k);
        KitchenPaint::drawFitted(p, QRectF(0, 0, size.width() / k, size.height() / k),
                                 Qt::AlignCenter | Qt::TextWordWrap,
                                 tr("The kitchen is waiting for a vector: type one or pick a "
                                    "preset."),
                                 KitchenPaint::fonts(font(), m_zoom).big, Theme::mutedText());
        return;
    }
    const KitchenScene &scene = activeScene();
    const SceneState s = shownState();
    const Fit fit = fitScene(scene, s, size);
    if (fit.k <= 0)
        return;
    const double k = fit.k;
    KitchenPaintContext ctx;
    ctx.zoom = fit.fontZoom;
    ctx.fonts = KitchenPaint::fonts(font(), ctx.zoom);
    ctx.hits = &m_hits;
    ctx.strip = s.strip;
    const double W = size.width() / k, H = size.height() / k;
    const double footerH = footerHeight(s, ctx.fonts, W);
    p.scale(k, k);
    ctx.phase =
        effectiveReducedMotion() ? 0.0 : (m_stage == Stage::Start ? m_arrival * 3.0 : m_time);
    if (!s.strip)
        StationPainter::measureLabels(s, ctx);
    const QRectF canvas(0, 0, W, H - footerH);

    const bool both = s.rmsNorm.visible;
    const double half = both ? canvas.width() / 2 : canvas.width();
    scene.paintStation(p, QRectF(0, 0, half, canvas.height()), s.layerNorm, m_model->layerNorm(),
                       ctx);
    if (both) {
        p.setPen(QPen(Theme::grid(), Theme::stroke(2), Qt::DashLine));
        p.drawLine(QPointF(half, 10), QPointF(half, canvas.height() - 10));
        scene.paintStation(p, QRectF(half, 0, canvas.width() - half, canvas.height()), s.rmsNorm,
                           m_model->rmsNorm(), ctx);
    }
    if (!s.footer.isEmpty())
        KitchenPaint::drawFitted(p, QRectF(16, canvas.bottom(), W - 32, footerH),
                                 Qt::AlignCenter | Qt::TextWordWrap, s.footer, ctx.fonts.footer,
                                 Theme::mutedText());
}

void KitchenView::setReadingCovered(bool layerNorm, bool rmsNorm, double layerNormSince,
                                    double rmsNormSince)
{
    if (layerNorm == m_coverLayerNorm && rmsNorm == m_coverRmsNorm &&
        layerNormSince == m_coverSinceLayerNorm && rmsNormSince == m_coverSinceRmsNorm)
        return;
    m_coverLayerNorm = layerNorm;
    m_coverRmsNorm = rmsNorm;
    m_coverSinceLayerNorm = layerNormSince;
    m_coverSinceRmsNorm = rmsNormSince;
    updateAccessibleText();
    update();
}

void KitchenView::setStepCaption(const QString &caption)
{
    if (caption == m_stepCaption)
        return;
    m_stepCaption = caption;
    updateAccessibleText();
}

QString KitchenView::dishToolTip(bool layerNorm, int index) const
{
    if (!m_model || index < 0 || index >= m_model->d())
        return {};
    // Stages whose step is complete by now (all of them once served); a covered chef's only
    // up to the step whose value is to guess.
    double now = activeScene().revealedTime(m_time);
    if (m_stage == Stage::Execute && (layerNorm ? m_coverLayerNorm : m_coverRmsNorm))
        now = std::min(now, coveredSince(layerNorm));
    return KitchenWords::dishToolTip(m_model->station(layerNorm), layerNorm, index, now);
}

bool KitchenView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *he = static_cast<QHelpEvent *>(event);
        for (const KitchenHitArea &h : m_hits) {
            if (!h.rect.contains(he->pos()))
                continue;
            int index = h.index;
            if (h.count > 1 && h.rect.width() > 0)
                index = std::clamp(int((he->pos().x() - h.rect.left()) / h.rect.width() * h.count),
                                   0, h.count - 1);
            QToolTip::showText(he->globalPos(), dishToolTip(h.layerNorm, index), this,
                               h.rect.toAlignedRect());
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void KitchenView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Kitchen scene"));
        updateAccessibleText();
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

QString KitchenView::accessibleSummary() const
{
    if (!m_model)
        return KitchenWords::waitingSummary();
    return KitchenWords::summary(
        shownState(), m_stage == Stage::Execute ? m_stepCaption : QString(), m_model->d());
}

QString KitchenView::accessibleValue() const
{
    if (!m_model)
        return {};
    return KitchenWords::value(shownState(), m_stage == Stage::Execute ? m_stepCaption : QString());
}

void KitchenView::updateAccessibleText(bool force)
{
    // While a step plays, time moves every frame: speak again only at a new step or when it
    // comes to rest on a pause point, or when something else (scene, vector, words) changed.
    const double t = sceneTime();
    const qint64 beatKey = qint64(std::floor(t)) * 2 + (t == std::floor(t) ? 1 : 0);
    if (!force && beatKey == m_lastBeatKey)
        return;
    m_lastBeatKey = beatKey;
    const QString description = accessibleSummary();
    const QString value = accessibleValue();
    if (description != m_lastDescription) {
        m_lastDescription = description;
        ++m_announcements;
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
    if (value != m_lastValue) {
        m_lastValue = value;
        ++m_announcements;
        QAccessibleValueChangeEvent event(this, value);
        QAccessible::updateAccessibility(&event);
    }
}

} // namespace nk::ui

#include "formula/formulaview.h"

#include "formula/formularenderer.h"
#include "formula/texplaintext.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QCache>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QPointer>
#include <QSharedPointer>
#include <QSvgRenderer>

#include <QtMath>

#include <cmath>

namespace nk::ui {

namespace {

// Parsed SVGs per (tex, colour), shared by all views. Owned by the application object so the
// renderers go away with it.
class SvgRendererCache : public QObject
{
public:
    static SvgRendererCache *instance()
    {
        static QPointer<SvgRendererCache> cache;
        if (!cache)
            cache = new SvgRendererCache(QCoreApplication::instance());
        return cache;
    }

    QSharedPointer<QSvgRenderer> renderer(const QString &tex, const QByteArray &svg,
                                          const QColor &color)
    {
        const QString key = color.name(QColor::HexRgb) + QChar(u'\x1f') + tex;
        if (QSharedPointer<QSvgRenderer> *hit = m_renderers.object(key))
            return *hit;
        QSharedPointer<QSvgRenderer> renderer(
            new QSvgRenderer(FormulaRenderer::withColor(svg, color)));
        renderer->setAspectRatioMode(Qt::KeepAspectRatio);
        m_renderers.insert(key, new QSharedPointer<QSvgRenderer>(renderer));
        return renderer;
    }

private:
    using QObject::QObject;
    // A parsed formula holds its glyph paths: about 150 KB each. The views keep the ones they
    // show alive; this only spares re-parsing those shown a moment ago (least recent out).
    // (512 whole-cleared entries held 75 MB, which the soak test measured as growth.)
    QCache<QString, QSharedPointer<QSvgRenderer>> m_renderers{96};
};

} // namespace

FormulaView::FormulaView(QWidget *parent)
    : FormulaView(QString(), parent)
{
}

FormulaView::FormulaView(const QString &tex, QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    connect(FormulaRenderer::instance(), &FormulaRenderer::typeset, this,
            &FormulaView::handleTypeset);
    setTex(tex);
}

FormulaView::~FormulaView() = default;

void FormulaView::setTex(const QString &tex)
{
    if (tex == m_tex && !m_plainText.isNull())
        return;
    m_tex = tex;
    m_plainText = TexPlainText::convert(tex);
    if (m_plainText.isNull())
        m_plainText = QLatin1String("");
    setAccessibleName(m_plainText);
    if (!tex.trimmed().isEmpty())
        FormulaRenderer::instance()->request(tex);
    updateGeometry();
    update();
}

void FormulaView::setScale(qreal scale)
{
    if (!(scale > 0) || qFuzzyCompare(scale, m_scale))
        return;
    m_scale = scale;
    updateGeometry();
    update();
}

bool FormulaView::isTypeset() const
{
    return !m_tex.trimmed().isEmpty() && !FormulaRenderer::instance()->svg(m_tex).isEmpty();
}

void FormulaView::handleTypeset(const QString &tex)
{
    if (tex != m_tex)
        return;
    updateGeometry();
    update();
}

QSizeF FormulaView::svgSize(const QByteArray &svg) const
{
    if (!svg.isSharedWith(m_metricsSvg) && svg != m_metricsSvg) {
        const FormulaRenderer::Metrics metrics = FormulaRenderer::metrics(svg);
        m_metricsSvg = svg;
        m_widthEx = metrics.widthEx;
        m_heightEx = metrics.heightEx;
    }
    if (!(m_widthEx > 0 && m_heightEx > 0)) // as FormulaRenderer::Metrics::isValid()
        return {};
    const qreal ex = QFontMetricsF(font()).xHeight();
    return QSizeF(m_widthEx * ex, m_heightEx * ex) * m_scale;
}

QSizeF FormulaView::naturalSize() const
{
    if (!m_tex.trimmed().isEmpty()) {
        const QSizeF size = svgSize(FormulaRenderer::instance()->svg(m_tex));
        if (!size.isEmpty())
            return size;
    }
    const QFontMetricsF metrics(font());
    return QSizeF(metrics.horizontalAdvance(m_plainText), metrics.height()) * m_scale;
}

QSize FormulaView::sizeHint() const
{
    const QSizeF size = naturalSize();
    const QMargins margins = contentsMargins();
    return QSize(qCeil(size.width()) + margins.left() + margins.right(),
                 qCeil(size.height()) + margins.top() + margins.bottom());
}

QSize FormulaView::minimumSizeHint() const
{
    // The formula scales down to fit rather than being cropped, so it may get smaller.
    const QSizeF size = naturalSize() / 4;
    const QMargins margins = contentsMargins();
    return QSize(qCeil(size.width()) + margins.left() + margins.right(),
                 qCeil(size.height()) + margins.top() + margins.bottom());
}

QColor FormulaView::textColor() const
{
    const QPalette::ColorGroup group = !isEnabled()       ? QPalette::Disabled
                                       : isActiveWindow() ? QPalette::Active
                                                          : QPalette::Inactive;
    return palette().color(group, foregroundRole());
}

void FormulaView::paintEvent(QPaintEvent *)
{
    if (m_tex.trimmed().isEmpty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QRectF area = contentsRect();
    const QColor color = textColor();

    auto fitted = [&area](const QSizeF &size) {
        qreal factor = 1.0;
        if (size.width() > area.width() && size.width() > 0)
            factor = area.width() / size.width();
        if (size.height() * factor > area.height() && size.height() > 0)
            factor = area.height() / size.height();
        return qMax<qreal>(factor, 0.0);
    };

    const QByteArray svg = FormulaRenderer::instance()->svg(m_tex);
    const QSizeF size = svg.isEmpty() ? QSizeF() : svgSize(svg);
    if (!size.isEmpty()) {
        const QSharedPointer<QSvgRenderer> renderer =
            SvgRendererCache::instance()->renderer(m_tex, svg, color);
        if (renderer->isValid()) {
            const QSizeF shown = size * fitted(size);
            const QRectF target(area.left(), area.top() + (area.height() - shown.height()) / 2,
                                shown.width(), shown.height());
            painter.setOpacity(color.alphaF());
            // Rendering the SVG's paths costs a step change more than the rest of a card: the
            // picture is kept per (formula, colour, size, position within a pixel, pixel ratio)
            // and drawn at a whole pixel, so it matches a direct render.
            const qreal dpr = devicePixelRatioF();
            const QPointF whole(std::floor(target.left()), std::floor(target.top()));
            const QRectF inPixmap = target.translated(-whole);
            const QSize pixels(qCeil(inPixmap.right() * dpr), qCeil(inPixmap.bottom() * dpr));
            const QString key = QStringLiteral("nkFormula|%1|%2|%3,%4,%5,%6|%7")
                                    .arg(m_tex, color.name(QColor::HexArgb))
                                    .arg(inPixmap.left())
                                    .arg(inPixmap.top())
                                    .arg(inPixmap.width())
                                    .arg(inPixmap.height())
                                    .arg(dpr);
            QPixmap picture;
            if (!QPixmapCache::find(key, &picture) && !pixels.isEmpty()) {
                picture = QPixmap(pixels);
                picture.setDevicePixelRatio(dpr);
                picture.fill(Qt::transparent);
                QPainter p(&picture);
                p.setRenderHints(painter.renderHints());
                renderer->render(&p, inPixmap);
                p.end();
                QPixmapCache::insert(key, picture);
            }
            painter.drawPixmap(whole, picture);
            return;
        }
    }

    // Not typeset (yet): readable plain text in the same place.
    const QFontMetricsF metrics(font());
    const QSizeF natural(metrics.horizontalAdvance(m_plainText), metrics.height());
    const qreal factor = m_scale * fitted(natural * m_scale);
    painter.translate(area.left(), area.top() + (area.height() - natural.height() * factor) / 2);
    painter.scale(factor, factor);
    painter.setFont(font());
    painter.setPen(color);
    painter.drawText(QPointF(0, metrics.ascent()), m_plainText);
}

void FormulaView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
        updateGeometry();
        update();
        break;
    case QEvent::PaletteChange:
    case QEvent::EnabledChange:
    case QEvent::ActivationChange:
        update();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

} // namespace nk::ui

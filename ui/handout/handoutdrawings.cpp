#include "handout/handoutdrawings.h"

#include "charts/barchart.h"
#include "formula/formularenderer.h"
#include "formula/texplaintext.h"
#include "handout/handoutpdf.h"

#include <QPainter>
#include <QPicture>

#include <memory>
#include <utility>

namespace nk::ui {

using namespace HandoutStyle;

HandoutDrawings::HandoutDrawings(double ex, double width)
    : m_ex(ex)
    , m_width(width)
{
}

QString HandoutDrawings::marker(Drawing p)
{
    m_drawings.push_back(std::move(p));
    return QStringLiteral("@@%1@@").arg(m_drawings.size() - 1);
}

QByteArray HandoutDrawings::typeset(const QString &tex)
{
    FormulaRenderer *renderer = FormulaRenderer::instance();
    QByteArray svg = renderer->svg(tex);
    if (svg.isEmpty() && m_waitForMathJax && !renderer->hasFailed(tex)) {
        renderer->request(tex);
        if (!m_missing.contains(tex))
            m_missing << tex;
    }
    return svg;
}

double HandoutDrawings::naturalWidth(const QString &tex, double scale)
{
    return FormulaRenderer::metrics(typeset(tex)).widthEx * m_ex * scale;
}

QString HandoutDrawings::formula(const QString &tex, double scale, double maxWidth)
{
    const QByteArray svg = typeset(tex);
    const FormulaRenderer::Metrics m = FormulaRenderer::metrics(svg);
    if (svg.isEmpty() || !m.isValid())
        return esc(TexPlainText::convert(tex));
    Drawing p;
    p.svg = FormulaRenderer::withColor(svg, kText);
    p.size = QSizeF(m.widthEx * m_ex * scale, m.heightEx * m_ex * scale);
    if (maxWidth > 0 && p.size.width() > maxWidth)
        p.size *= maxWidth / p.size.width();
    return marker(p);
}

QString HandoutDrawings::chart(const std::vector<double> &ln, const std::vector<double> *rms)
{
    const int d = int(ln.size());
    auto bars = std::make_unique<BarChart>();
    QStringList categories;
    for (int i = 0; i < d; ++i)
        categories << QStringLiteral("x%1").arg(i + 1);
    bars->setCategories(categories);
    bars->setSeries(0, QStringLiteral("LayerNorm"), kLayerNorm,
                    QVector<double>(ln.begin(), ln.end()));
    if (rms)
        bars->setSeries(1, QStringLiteral("RMSNorm"), kRmsNorm,
                        QVector<double>(rms->begin(), rms->end()));
    bars->setValueLabelDigits(d <= 8 ? 3 : 0);
    bars->setTitle(HandoutPdf::tr("Values after this step"));
    bars->setZoom(0.75);
    Drawing p;
    p.isChart = true;
    p.size = QSizeF(m_width * 0.7, m_width * 0.34);
    QPainter painter(&p.chart);
    bars->paintInto(painter, QRectF(QPointF(), p.size), p.size.toSize());
    painter.end();
    return marker(p);
}

} // namespace nk::ui

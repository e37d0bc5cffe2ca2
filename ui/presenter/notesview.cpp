#include "presenter/notesview.h"

#include "formula/formularenderer.h"
#include "formula/texplaintext.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTextDocument>

#include <cmath>

namespace nk::ui {

namespace {

const QRegularExpression &inlineMath()
{
    // $…$ with no $ inside; "\$" is a literal dollar.
    static const QRegularExpression re(QStringLiteral("(?<!\\\\)\\$([^$]+)\\$"));
    return re;
}

} // namespace

NotesView::NotesView(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("presenterNotes"));
    setFocusPolicy(Qt::NoFocus);
    setOpenLinks(false);
    setFrameShape(QFrame::NoFrame);
    connect(FormulaRenderer::instance(), &FormulaRenderer::typeset, this,
            [this](const QString &tex) {
                if (m_waiting.contains(tex))
                    rebuild();
            });
}

QStringList NotesView::formulas(const QString &text)
{
    QStringList out;
    for (auto it = inlineMath().globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

void NotesView::setNotes(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    rebuild();
}

void NotesView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        rebuild();
}

QVariant NotesView::loadResource(int type, const QUrl &name)
{
    const auto it = m_images.constFind(name.toString());
    if (type == QTextDocument::ImageResource && it != m_images.constEnd())
        return *it;
    return QTextBrowser::loadResource(type, name);
}

void NotesView::rebuild()
{
    m_waiting.clear();
    m_images.clear();
    m_typeset = 0;
    FormulaRenderer *renderer = FormulaRenderer::instance();
    const qreal ex = QFontMetricsF(font()).xHeight();
    const qreal dpr = devicePixelRatioF();
    const QColor color = palette().color(QPalette::Text);
    QString html;
    int pos = 0;
    int n = 0;
    auto paragraphText = [](const QString &plain) {
        return plain.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"));
    };
    for (auto it = inlineMath().globalMatch(m_text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        html += paragraphText(m_text.mid(pos, m.capturedStart() - pos));
        pos = m.capturedEnd();
        const QString tex = m.captured(1);
        const QByteArray svg = renderer->svg(tex); // requests it when not cached
        const FormulaRenderer::Metrics metrics =
            svg.isEmpty() ? FormulaRenderer::Metrics() : FormulaRenderer::metrics(svg);
        if (!metrics.isValid()) {
            if (!renderer->hasFailed(tex))
                m_waiting.insert(tex);
            html += QStringLiteral("<i>%1</i>").arg(TexPlainText::convert(tex).toHtmlEscaped());
            continue;
        }
        // The step cards' size: the SVG's ex times the font's x-height, drawn for this screen.
        const QSizeF size(metrics.widthEx * ex, metrics.heightEx * ex);
        QImage image((size * dpr).toSize().expandedTo(QSize(1, 1)),
                     QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QSvgRenderer svgRenderer(FormulaRenderer::withColor(svg, color));
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            svgRenderer.render(&painter, QRectF(QPointF(0, 0), size * dpr));
        }
        image.setDevicePixelRatio(dpr);
        const QUrl url(QStringLiteral("nkformula:%1").arg(n++));
        m_images.insert(url.toString(), image);
        // Qt's rich text aligns images by keyword only: middle sits best in a line of text.
        html += QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\" "
                               "style=\"vertical-align: middle\">")
                    .arg(url.toString())
                    .arg(int(std::lround(size.width())))
                    .arg(int(std::lround(size.height())));
        ++m_typeset;
    }
    html += paragraphText(m_text.mid(pos));
    setHtml(html);
}

} // namespace nk::ui

#include "charts/chartfilewriter.h"

#include "base/theme.h"

#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

namespace nk::ui {

bool ChartFileWriter::png(QGraphicsScene &scene, const QRectF &source, const QSize &size,
                          const QString &fileName)
{
    const qreal scale = 2.0;
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Theme::surface());
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        scene.render(&painter, QRectF(QPointF(), size), source);
    }
    return image.save(fileName, "PNG");
}

bool ChartFileWriter::svg(QGraphicsScene &scene, const QRectF &source, const QSize &size,
                          const QString &title, const QString &fileName)
{
    QSvgGenerator generator;
    generator.setFileName(fileName);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(), size));
    generator.setTitle(title);
    {
        QPainter painter;
        if (!painter.begin(&generator))
            return false;
        painter.setRenderHint(QPainter::Antialiasing);
        painter.fillRect(QRect(QPoint(), size), Theme::surface());
        scene.render(&painter, QRectF(QPointF(), size), source);
    }
    // QSvgGenerator reports no write errors; check that something landed.
    const QFileInfo info(fileName);
    return info.exists() && info.size() > 0;
}

QString ChartFileWriter::suggestedName(const QString &title)
{
    QString name = title.toLower();
    name.replace(QRegularExpression(QStringLiteral("[^\\w]+")), QStringLiteral("-"));
    name = name.left(60);
    while (name.startsWith(QLatin1Char('-')))
        name.remove(0, 1);
    while (name.endsWith(QLatin1Char('-')))
        name.chop(1);
    return name.isEmpty() ? QStringLiteral("chart") : name;
}

} // namespace nk::ui

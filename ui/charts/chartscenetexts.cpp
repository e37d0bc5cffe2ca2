#include "charts/chartscenetexts.h"

#include <QFontInfo>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>

#include <algorithm>

namespace nk::ui {

QStringList ChartSceneTexts::visible(const QGraphicsScene *scene)
{
    QStringList out;
    if (!scene)
        return out;
    for (const QGraphicsItem *item : scene->items()) {
        if (!item->isVisible())
            continue;
        if (auto t = dynamic_cast<const QGraphicsTextItem *>(item))
            out << t->toPlainText();
        else if (auto st = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
            out << st->text();
    }
    return out;
}

QStringList ChartSceneTexts::elided(const QGraphicsScene *scene)
{
    QStringList out;
    for (const QString &text : visible(scene))
        if (text.contains(QLatin1String("...")) || text.contains(QChar(0x2026)))
            out << text;
    return out;
}

qreal ChartSceneTexts::smallestPixels(const QGraphicsScene *scene)
{
    qreal smallest = 1e9;
    auto consider = [&smallest](const QFont &f) {
        const QFontInfo info(f);
        smallest = std::min(smallest, qreal(info.pixelSize()));
    };
    if (scene) {
        for (const QGraphicsItem *item : scene->items()) {
            if (!item->isVisible())
                continue;
            if (auto t = dynamic_cast<const QGraphicsTextItem *>(item)) {
                if (!t->toPlainText().trimmed().isEmpty())
                    consider(t->font());
            } else if (auto st = dynamic_cast<const QGraphicsSimpleTextItem *>(item)) {
                if (!st->text().trimmed().isEmpty())
                    consider(st->font());
            }
        }
    }
    return smallest;
}

} // namespace nk::ui

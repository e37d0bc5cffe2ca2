#pragma once

#include <QStringList>

QT_BEGIN_NAMESPACE
class QGraphicsScene;
QT_END_NAMESPACE

namespace nk::ui {

// The texts a chart's scene draws, as tests and the fit checks read them (ChartPanel's
// visibleTexts(), elidedTexts(), smallestTextPixels()). A null scene has none.
class ChartSceneTexts
{
public:
    // Every visible text item's text: title, axes, value labels.
    static QStringList visible(const QGraphicsScene *scene);
    // Those Qt Charts cut short to fit ("…", or "⋮" for a vertical title).
    static QStringList elided(const QGraphicsScene *scene);
    // The smallest pixel size of a visible, non-blank text (1e9 for none).
    static qreal smallestPixels(const QGraphicsScene *scene);
};

} // namespace nk::ui

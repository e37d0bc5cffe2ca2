#include "charts/chartlegendlayout.h"

#include "charts/chartlegenditem.h"

#include <QChart>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace nk::ui {

QRectF ChartLegendLayout::apply(QChart *chart, ChartLegendItem *legend, bool legendShown,
                                bool titleShown, QToolButton *saveButton, QToolButton *tableButton,
                                const QSize &panel)
{
    const QRectF r = chart->rect();
    const bool shown = legendShown && !legend->entries().isEmpty() && r.width() > 40;
    const qreal pair = saveButton->width() + tableButton->width() + 12;
    const qreal strip = std::max(saveButton->width(), tableButton->width()) + 8;
    const qreal full = shown ? legend->layoutForWidth(r.width() - 24) : 0.0;
    const qreal narrow =
        shown && r.width() - 24 - pair > 40 ? legend->layoutForWidth(r.width() - 24 - pair) : 1e9;
    enum class Place { Beside, Above, Aside } place = Place::Beside;
    if (shown && narrow > full + 0.5)
        place = titleShown ? Place::Above : Place::Aside;
    const qreal legendWidth = r.width() - 24 - (place == Place::Beside ? pair : 0.0) -
                              (place == Place::Aside ? strip : 0.0);
    const qreal h = shown ? legend->layoutForWidth(legendWidth) : 0.0;
    legend->setVisible(shown);
    const int above = place == Place::Above ? saveButton->height() : 0;
    // Without a legend the buttons still take the bottom right corner: keep the axis labels
    // above them.
    const int bottom = 6 + (shown ? int(std::ceil(h)) + 8 + above : saveButton->height());
    const int right = 6 + (place == Place::Aside ? int(std::ceil(strip)) : 0);
    if (chart->margins().bottom() != bottom || chart->margins().right() != right)
        chart->setMargins(QMargins(6, 6, right, bottom));
    legend->setPos(12, r.height() - bottom + 6);
    // Where the legend is, for tests: it must not run under the buttons.
    const QRectF legendRect =
        legend->isVisible()
            ? legend->mapRectToScene(QRectF(0, 0, legend->boundingRect().width(), h))
            : QRectF();
    const int x = panel.width() - saveButton->width() - 4;
    if (place == Place::Aside) {
        saveButton->move(x, 4);
        tableButton->move(panel.width() - tableButton->width() - 4, 4 + saveButton->height() + 2);
    } else {
        saveButton->move(x, panel.height() - saveButton->height() - 4);
        tableButton->move(x - tableButton->width() - 2, panel.height() - tableButton->height() - 4);
    }
    saveButton->raise();
    tableButton->raise();
    return legendRect;
}

} // namespace nk::ui

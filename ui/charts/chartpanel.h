#pragma once

#include "charts/chartlegenditem.h"
#include "charts/chartrefits.h"
#include "charts/charttablemodel.h"
#include "base/describedwidget.h"

#include <QPointer>

#include <functional>

#include <QWidget>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAction;
class QChart;
class QChartView;
class QGraphicsItem;
class QMenu;
class QPainter;
class QToolButton;
QT_END_NAMESPACE

namespace nk::ui {

class ChartTableDialog;

// Base of the app's charts. All Qt Charts use stays inside ChartPanel and its subclasses
// (Qt Charts is deprecated from Qt 6.10), so the rest of the app never includes QtCharts.
//
// Colours and fonts follow Theme and re-apply on a palette change; setZoom() scales the fonts
// for a projector. Each chart saves itself as PNG or SVG from a context menu or the small
// "Save" button in its corner, and shows its numbers as a table ("Show as table": the context
// menu, the "Table" button beside "Save", or Ctrl+T while a button of the chart has focus).
// Screen readers get the chart's title and a summary of its series (PaintedAccessible).
class ChartPanel : public QWidget, public DescribedWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    void setTitle(const QString &title);
    QString title() const;

    void setZoom(qreal zoom);
    qreal zoom() const { return m_zoom; }

    // Renders at the widget's size (or a default size when it was never laid out). PNGs are
    // drawn at twice that size, crisp on a handout. Return false when the file can't be written.
    bool savePng(const QString &fileName);
    bool saveSvg(const QString &fileName);
    // Draws the chart, laid out at size, into target (vector paths and text on a PDF or SVG
    // device): the handout's charts.
    void paintInto(QPainter &painter, const QRectF &target, const QSize &size);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // A point in the chart's coordinates (plotRect(), labelRects()) in this widget's.
    QPointF chartToWidget(const QPointF &p) const;

    // The series as the chart shows them, one row per x value or category (subclasses say).
    virtual ChartTable table() const;
    // Opens (or refreshes and raises) the chart's table; it follows the chart while open.
    ChartTableDialog *showTable();
    QAction *showTableAction() const { return m_showTable; }
    // What a screen reader hears about the chart: its series and their values (all of them
    // when few, else each series' count and range), from table().
    QString accessibleSummary() const override;
    QAccessible::Role accessibleRole() const override { return QAccessible::Chart; }
    QString accessibleFallbackName() const override;

    // The legend under the plot (ChartLegendItem), as drawn now.
    QList<ChartLegendEntry> legendEntries() const;
    bool isLegendShown() const;
    // The legend's rectangle in the chart's scene (the widget's pixels) and the buttons'.
    QRectF legendRect() const { return m_legendRect; }
    QList<QRect> buttonRects() const;
    // The title as drawn: wrapped lines, empty when the chart is too short for it.
    QString shownTitle() const;
    // Every text the chart draws (title, axes, legend, value labels), for tests.
    QStringList visibleTexts() const;
    // Texts the chart cut short to fit ("…", or "⋮" for a vertical title), for tests.
    QStringList elidedTexts() const;
    // The smallest text drawn in the chart (title, axes, legend, marks), in pixels.
    qreal smallestTextPixels() const;

    // While held, new series are only stored; releasing refits once (two series replaced
    // together relayout the chart once, not twice).
    void holdRefit(bool hold);

signals:
    void saved(const QString &fileName);

protected:
    QChart *chart() const { return m_chart; }

    // Chart text at Theme's Control size; axis labels and legends use scale 1, titles a bit more.
    QFont chartFont(qreal scale = 1.0, bool bold = false) const;

    // Styles an axis (labels, grid, line, title) after Theme and the zoom.
    void styleAxis(QAbstractAxis *axis) const;
    void setLegendEntries(const QList<ChartLegendEntry> &entries);
    void setLegendShown(bool shown);
    // Ticks on a linear value axis: as many as fit with two lines of label height apart, so
    // that Qt Charts never cuts a tick label to "…" on a short chart (2–6).
    int valueTickCount() const;
    // Subclasses re-apply their ranges here when valueTickCount() changed with the size.
    virtual void refitTicks() {}

    // The plot area's size as the chart's size lets one expect it, independent of how the axes
    // are wrapped and ticked (what is wrapped to it must not move it).
    qreal plotWidthEstimate() const;
    qreal plotHeightEstimate() const;
    // Subclasses wrap their own labels (a bar chart's categories) to the plot area here.
    virtual void wrapLabels() {}

    // Subclasses call this whenever what the chart shows changed: an open table follows and
    // screen readers are told.
    void dataChanged();
    // Subclasses call this after storing new series: refit() and dataChanged() now, or once
    // when holdRefit(false) releases a hold.
    void refitOrDefer();
    // Fits the axes to the stored series; see refitOrDefer().
    virtual void refit() {}
    // Runs fit, and runs it again (twice at most) when fit asked for itself while running
    // (ChartRefits says why). Subclasses fit only through this.
    void runFit(const std::function<void()> &fit);
    // Lays a visible chart out now rather than at the next event-loop turn: a range that widens
    // the axis' labels moves the plot area, and Qt Charts lays every series out again for each
    // move (its outline stroked for hit-testing). Each call on a new range is a whole layout:
    // for a fit that must know its plot area, not after every fit.
    void settleLayout();

    // Subclasses recolour their series and axes here; the base styles the chart itself.
    virtual void applyTheme();
    // Subclasses place their own graphics (markers, shaded regions) here; called whenever the
    // plot area moves and after applyTheme().
    virtual void updateOverlays() {}

    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    ChartRefits m_refits;

    void retranslate();
    void saveWithDialog(bool svg);
    QSize exportSize() const;
    void prepareForExport(const QSize &size);
    void placeSaveButton();
    void applyTitle();
    void wrapAxisTitles();
    void showContextMenu(const QPoint &globalPos);
    void layoutLegend();
    void fitToSize();

    QChartView *m_view = nullptr;
    QChart *m_chart = nullptr;
    QToolButton *m_saveButton = nullptr;
    QMenu *m_saveMenu = nullptr;
    QAction *m_savePng = nullptr;
    QAction *m_saveSvg = nullptr;
    QToolButton *m_tableButton = nullptr;
    QAction *m_showTable = nullptr;
    QMenu *m_contextMenu = nullptr;
    QPointer<ChartTableDialog> m_tableDialog;
    ChartLegendItem *m_legend = nullptr;
    bool m_legendShown = true;
    QString m_title;
    bool m_titleShown = true;
    QRectF m_legendRect;
    qreal m_fit = 1.0; // text scale on top of the zoom when the panel is too short for it
    int m_tickCount = 0;
    qreal m_zoom = 1.0;
};

} // namespace nk::ui

#include "charts/chartpanel.h"

#include "base/pagedscrollarea.h"
#include "base/paintedaccessible.h"
#include "charts/chartaxes.h"
#include "charts/chartfilewriter.h"
#include "charts/chartlegendlayout.h"
#include "charts/chartscenetexts.h"
#include "charts/chartsummary.h"
#include "charts/charttabledialog.h"
#include "charts/charttextwrap.h"
#include "base/theme.h"
#include "base/zoomrange.h"

#include <QChart>
#include <QChartView>
#include <QAbstractAxis>
#include <QAccessible>
#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFontMetricsF>
#include <QFontInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QMenu>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {
// Size used when the panel was never laid out (exports from tests or the command line).
constexpr QSize kDefaultExportSize(960, 600);
} // namespace

ChartPanel::ChartPanel(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
{
    // A page shows the chart whole or not at all, not its view and buttons as pieces.
    setProperty(PagedScrollArea::kWholePiece, true);
    m_chart->setBackgroundRoundness(0);
    m_chart->setMargins(QMargins(6, 6, 6, 6));
    // Qt's legend draws every line as the same short segment: ChartLegendItem instead.
    m_chart->legend()->hide();
    m_legend = new ChartLegendItem(m_chart);
    m_legend->setZValue(20);
    // Animations would replay on every keystroke of a live edit.
    m_chart->setAnimationOptions(QChart::NoAnimation);

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->viewport()->setFocusPolicy(Qt::NoFocus); // the chart's Tab stops are its buttons

    auto layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);

    m_saveMenu = new QMenu(this);
    m_savePng = m_saveMenu->addAction(QString());
    m_saveSvg = m_saveMenu->addAction(QString());
    connect(m_savePng, &QAction::triggered, this, [this] { saveWithDialog(false); });
    connect(m_saveSvg, &QAction::triggered, this, [this] { saveWithDialog(true); });

    m_saveButton = new QToolButton(this);
    m_saveButton->setMenu(m_saveMenu);
    m_saveButton->setPopupMode(QToolButton::InstantPopup);
    m_saveButton->setAutoRaise(true);

    // "Show as table": the chart's numbers for screen readers, keyboards and spreadsheets.
    m_showTable = new QAction(this);
    m_showTable->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_showTable->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_showTable, &QAction::triggered, this, [this] { showTable(); });
    addAction(m_showTable);
    m_tableButton = new QToolButton(this);
    m_tableButton->setObjectName(QStringLiteral("chartTableButton"));
    m_tableButton->setAutoRaise(true);
    connect(m_tableButton, &QToolButton::clicked, this, [this] { showTable(); });
    m_contextMenu = new QMenu(this);
    m_contextMenu->addAction(m_showTable);
    m_contextMenu->addSeparator();
    m_contextMenu->addAction(m_savePng);
    m_contextMenu->addAction(m_saveSvg);

    connect(m_view, &QWidget::customContextMenuRequested, this,
            [this](const QPoint &pos) { showContextMenu(m_view->mapToGlobal(pos)); });
    connect(m_chart, &QChart::plotAreaChanged, this, [this] {
        // Re-wrapping changes the plot area only when the number of lines changes, and then
        // wraps the same way again: it settles at once.
        wrapAxisTitles();
        wrapLabels();
        updateOverlays();
        if (valueTickCount() != m_tickCount) {
            m_tickCount = valueTickCount();
            refitTicks();
        }
    });
    connect(m_chart, &QGraphicsWidget::geometryChanged, this, &ChartPanel::layoutLegend);

    PaintedAccessible::install();
    retranslate();
    ChartPanel::applyTheme();
}

void ChartPanel::retranslate()
{
    m_savePng->setText(tr("Save PNG…"));
    m_saveSvg->setText(tr("Save SVG…"));
    m_saveButton->setText(tr("Save"));
    m_saveButton->setToolTip(tr("Save this chart as PNG or SVG"));
    m_saveButton->setAccessibleName(m_title.isEmpty() ? tr("Save chart")
                                                      : tr("Save the chart “%1”").arg(m_title));
    m_showTable->setText(tr("Show as table"));
    m_tableButton->setText(tr("Table"));
    m_tableButton->setToolTip(tr("Show the chart's numbers as a table (%1)")
                                  .arg(m_showTable->shortcut().toString(QKeySequence::NativeText)));
    m_tableButton->setAccessibleName(m_title.isEmpty()
                                         ? tr("Show the chart as a table")
                                         : tr("Show the chart “%1” as a table").arg(m_title));
    m_saveButton->adjustSize();
    m_tableButton->adjustSize();
    placeSaveButton();
    if (m_tableDialog)
        m_tableDialog->setTable(m_title, table());
}

ChartPanel::~ChartPanel() = default;

void ChartPanel::setTitle(const QString &title)
{
    m_title = title;
    applyTitle();
    setAccessibleName(title);
    retranslate(); // the buttons' names carry the title
}

QString ChartPanel::title() const
{
    return m_title;
}

void ChartPanel::setZoom(qreal zoom)
{
    if (!ZoomRange::takeTextZoom(m_zoom, zoom))
        return;
    applyTheme();
    updateGeometry();
}

QFont ChartPanel::chartFont(qreal scale, bool bold) const
{
    QFont f = font();
    f.setPointSizeF(Theme::pointSize(Theme::FontRole::Control) * m_zoom * m_fit * scale);
    f.setBold(bold);
    return f;
}

void ChartPanel::styleAxis(QAbstractAxis *axis) const
{
    if (!axis)
        return;
    axis->setLabelsColor(Theme::text());
    axis->setLabelsFont(chartFont(0.9));
    axis->setTitleBrush(Theme::mutedText());
    axis->setTitleFont(chartFont(0.9));
    axis->setLinePen(QPen(Theme::mutedText(), Theme::stroke(1.0)));
    axis->setGridLinePen(QPen(Theme::grid(), Theme::stroke(1.0)));
    QPen minor(Theme::grid());
    minor.setStyle(Qt::DotLine);
    axis->setMinorGridLinePen(minor);
}

void ChartPanel::applyTheme()
{
    m_chart->setBackgroundBrush(Theme::surface());
    m_chart->setBackgroundPen(Qt::NoPen);
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->setTitleBrush(Theme::text());
    m_chart->setTitleFont(chartFont(1.25, true));
    applyTitle();
    m_legend->setStyle(chartFont(0.9), Theme::text(), m_zoom);
    layoutLegend();
    m_view->setBackgroundBrush(Theme::surface());
    const QList<QAbstractAxis *> axes = m_chart->axes();
    for (QAbstractAxis *axis : axes)
        styleAxis(axis);
    // Its own sheet: a window's "QToolButton { font-size }" would otherwise win over setFont().
    m_saveButton->setStyleSheet(
        QStringLiteral("QToolButton { font-size: %1pt; color: %2; }")
            .arg(Theme::pointSize(Theme::FontRole::Control) * 0.85 * m_zoom * m_fit, 0, 'f', 1)
            .arg(Theme::mutedText().name()));
    m_tableButton->setStyleSheet(m_saveButton->styleSheet());
    m_saveButton->adjustSize();
    m_tableButton->adjustSize();
    placeSaveButton();
}

void ChartPanel::setLegendEntries(const QList<ChartLegendEntry> &entries)
{
    if (entries == m_legend->entries())
        return;
    m_legend->setEntries(entries);
    layoutLegend();
}

void ChartPanel::setLegendShown(bool shown)
{
    m_legendShown = shown;
    layoutLegend();
}

QList<ChartLegendEntry> ChartPanel::legendEntries() const
{
    return m_legend->entries();
}

bool ChartPanel::isLegendShown() const
{
    return m_legend->isVisible();
}

void ChartPanel::layoutLegend()
{
    m_legendRect = ChartLegendLayout::apply(m_chart, m_legend, m_legendShown, m_titleShown,
                                            m_saveButton, m_tableButton, size());
}

QList<QRect> ChartPanel::buttonRects() const
{
    return {m_saveButton->geometry(), m_tableButton->geometry()};
}

QString ChartPanel::shownTitle() const
{
    return m_chart->title();
}

QStringList ChartPanel::visibleTexts() const
{
    return ChartSceneTexts::visible(m_chart->scene());
}

QStringList ChartPanel::elidedTexts() const
{
    return ChartSceneTexts::elided(m_chart->scene());
}

qreal ChartPanel::smallestTextPixels() const
{
    const qreal smallest = ChartSceneTexts::smallestPixels(m_chart->scene());
    if (m_legend->isVisible())
        return std::min(smallest, qreal(QFontInfo(m_legend->font()).pixelSize()));
    return smallest;
}

void ChartPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    // Theme::setMode() installs a new application palette; follow it.
    if (event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::FontChange) {
        applyTheme();
        updateOverlays();
    }
}

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    placeSaveButton();
    fitToSize();
    applyTitle(); // wrapped to the new width
}

void ChartPanel::fitToSize()
{
    // A short panel first drops its title (the card or view around it says what it shows),
    // then, only if still too short, draws its text smaller: never cut to "…".
    const qreal line = QFontMetricsF(chartFont(0.9)).height() / m_fit; // at the full size
    const qreal h = height();
    // The title goes only on a very short chart: without it a projector's chart showed bars
    // nobody could name.
    const bool titleShown = h >= 6 * line;
    const qreal fit = std::clamp(h / (9 * line), 0.6, 1.0);
    if (titleShown != m_titleShown) {
        m_titleShown = titleShown;
        applyTitle();
    }
    if (std::fabs(fit - m_fit) > 0.02) {
        m_fit = fit;
        applyTheme();
        updateOverlays();
    }
    if (valueTickCount() != m_tickCount) {
        m_tickCount = valueTickCount();
        refitTicks();
    }
}

QPointF ChartPanel::chartToWidget(const QPointF &p) const
{
    const QPoint inView = m_view->mapFromScene(m_chart->mapToScene(p));
    return m_view->viewport()->mapTo(this, inView);
}

int ChartPanel::valueTickCount() const
{
    const qreal line = QFontMetricsF(chartFont(0.9)).height();
    const QRectF plot = m_chart->plotArea();
    const qreal h = plot.height() > 0 && testAttribute(Qt::WA_WState_Visible)
                        ? plot.height()
                        : (testAttribute(Qt::WA_WState_Visible) ? height() : 600) * 0.6;
    return std::clamp(int(h / (2.0 * line)) + 1, 2, 6);
}

void ChartPanel::applyTitle()
{
    QString shown;
    if (m_titleShown && !m_title.isEmpty()) {
        // The chart fills the panel; a panel never laid out wraps as a default-sized one.
        const qreal panel = testAttribute(Qt::WA_Resized) || isVisible() ? width() : 600;
        shown =
            ChartTextWrap::wrappedHtml(m_title, m_chart->titleFont(), std::max(80.0, panel - 40.0));
    }
    if (m_chart->title() != shown)
        m_chart->setTitle(shown);
}

qreal ChartPanel::plotWidthEstimate() const
{
    // Less the value axis: its labels and title, about 90 px at zoom 1.
    return m_chart->rect().width() - 90.0 * m_zoom;
}

qreal ChartPanel::plotHeightEstimate() const
{
    // Less the title, the category labels and the legend: about 55 % of a chart.
    return m_chart->rect().height() * 0.45;
}

void ChartPanel::wrapAxisTitles()
{
    // The room is judged from the chart's size, not the plot area's: the plot area follows the
    // wrapping (and the ticks follow the plot area), and answering it fed back into itself until
    // the stack ran out (the monkey found it). The plot takes about this much of the chart.
    const QRectF chartRect = m_chart->rect();
    if (chartRect.width() <= 1 || chartRect.height() <= 1)
        return;
    for (QAbstractAxis *axis : m_chart->axes()) {
        const QString plain = ChartAxes::title(axis);
        if (plain.isEmpty())
            continue;
        const qreal side =
            axis->orientation() == Qt::Vertical ? plotHeightEstimate() : plotWidthEstimate();
        const QString shown = ChartTextWrap::wrappedHtml(plain, axis->titleFont(), side - 8);
        if (axis->titleText() != shown)
            axis->setTitleText(shown);
    }
}

void ChartPanel::placeSaveButton()
{
    layoutLegend(); // places the buttons too, clear of the legend
}

QSize ChartPanel::sizeHint() const
{
    return QSize(int(640 * m_zoom), int(400 * m_zoom));
}

QSize ChartPanel::minimumSizeHint() const
{
    // Narrow, so that a chart never widens the window at a large zoom; tall enough for its
    // title, a plot, its ticks and legend at its text size, so that a layout short of room
    // scrolls (PagedScrollArea) rather than squeeze the plot away.
    const int line = QFontMetrics(chartFont(1.0)).height() * 1.0 / m_fit;
    return QSize(160, std::max(120, 6 * line));
}

void ChartPanel::showContextMenu(const QPoint &globalPos)
{
    m_contextMenu->popup(globalPos);
}

ChartTable ChartPanel::table() const
{
    return {};
}

ChartTableDialog *ChartPanel::showTable()
{
    if (!m_tableDialog) {
        m_tableDialog = new ChartTableDialog(this);
        m_tableDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_tableDialog->setFont(chartFont()); // as large as the chart's own text, zoom included
    m_tableDialog->setTable(m_title, table());
    m_tableDialog->show();
    m_tableDialog->raise();
    m_tableDialog->activateWindow();
    return m_tableDialog;
}

void ChartPanel::holdRefit(bool hold)
{
    if (!m_refits.hold(hold))
        return;
    refit();
    dataChanged();
}

void ChartPanel::runFit(const std::function<void()> &fit)
{
    if (!m_refits.run(fit))
        return;
    // New ranges move the axes' labels and titles: the whole chart is repainted once, so that
    // no label of the old axis stays on screen (ghost labels on chapter 6's finished charts).
    m_view->viewport()->update();
}

void ChartPanel::settleLayout()
{
    if (isVisible() && m_chart->layout())
        m_chart->layout()->activate();
}

void ChartPanel::refitOrDefer()
{
    if (m_refits.defer())
        return;
    refit();
    dataChanged();
}

void ChartPanel::dataChanged()
{
    if (m_tableDialog)
        m_tableDialog->setTable(m_title, table());
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

QString ChartPanel::accessibleFallbackName() const
{
    return title().isEmpty() ? tr("Chart") : title();
}

QString ChartPanel::accessibleSummary() const
{
    return ChartSummary::describe(table(),
                                  m_showTable->shortcut().toString(QKeySequence::NativeText));
}

void ChartPanel::saveWithDialog(bool svg)
{
    const QString filter = svg ? tr("SVG image (*.svg)") : tr("PNG image (*.png)");
    const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString fileName =
        QFileDialog::getSaveFileName(this, svg ? tr("Save SVG") : tr("Save PNG"),
                                     ChartFileWriter::suggestedName(title()) + suffix, filter);
    if (fileName.isEmpty())
        return;
    if (!fileName.endsWith(suffix, Qt::CaseInsensitive))
        fileName += suffix;
    if (svg ? saveSvg(fileName) : savePng(fileName))
        emit saved(fileName);
}

QSize ChartPanel::exportSize() const
{
    const QSize s = m_view->size();
    if (testAttribute(Qt::WA_WState_Visible) && s.width() >= 100 && s.height() >= 100)
        return s;
    return kDefaultExportSize * m_zoom;
}

void ChartPanel::prepareForExport(const QSize &size)
{
    // A hidden panel was never laid out: give the chart its size and let it lay out now.
    if (m_chart->size().toSize() != size) {
        m_view->resize(size);
        m_chart->resize(size);
        m_view->scene()->setSceneRect(QRectF(QPointF(), size));
    }
    if (m_chart->layout())
        m_chart->layout()->activate();
    QCoreApplication::sendPostedEvents();
    updateOverlays();
}

bool ChartPanel::savePng(const QString &fileName)
{
    const QSize size = exportSize();
    prepareForExport(size);
    return ChartFileWriter::png(*m_view->scene(), m_chart->geometry(), size, fileName);
}

void ChartPanel::paintInto(QPainter &painter, const QRectF &target, const QSize &size)
{
    prepareForExport(size);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(target, Theme::surface());
    m_view->scene()->render(&painter, target, m_chart->geometry());
    painter.restore();
}

bool ChartPanel::saveSvg(const QString &fileName)
{
    const QSize size = exportSize();
    prepareForExport(size);
    return ChartFileWriter::svg(*m_view->scene(), m_chart->geometry(), size, title(), fileName);
}

} // namespace nk::ui

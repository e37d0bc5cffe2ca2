#include "views/finishview.h"

#include "base/pagedscrollarea.h"
#include "base/theme.h"
#include "base/zoomrange.h"
#include "lesson/lessoncontroller.h"
#include "lesson/narration.h"
#include "views/finishexporter.h"
#include "views/finishoutputcard.h"

#include <QApplication>
#include <QEvent>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace nk::ui {

FinishView::FinishView(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_language(Narration::languageKey(QLocale().name()))
{
    buildUi();
    applyFonts();
    applyColours();
    retranslateUi(); // also refreshes
    connect(m_controller, &LessonController::inputChanged, this, &FinishView::refresh);
    connect(m_controller, &LessonController::chapterChanged, this, &FinishView::refresh);
}

FinishView::~FinishView() = default;

void FinishView::buildUi()
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new PagedScrollArea(this);
    // Not a Tab stop: arrows and PageUp/PageDown move the story, so a focused scroll area
    // could not scroll; Tab into a control inside scrolls it into view.
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // The page scrolls down when zoomed, never sideways: everything wraps to the width.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(m_scroll);
    auto *content = new QWidget(m_scroll);
    m_scroll->setWidget(content);
    m_scroll->viewport()->installEventFilter(this);
    content->installEventFilter(this);

    auto *root = new QVBoxLayout(content);
    root->setContentsMargins(24, 16, 24, 16);
    root->setSpacing(14);

    m_cards = new QBoxLayout(QBoxLayout::LeftToRight);
    m_cards->setSpacing(24);
    m_ln = new FinishOutputCard(nk::Algorithm::LayerNorm, content);
    m_rms = new FinishOutputCard(nk::Algorithm::RmsNorm, content);
    for (FinishOutputCard *c : {m_ln, m_rms})
        m_cards->addWidget(c, 1);
    root->addLayout(m_cards);

    m_tableTitle = new QLabel(content);
    m_tableTitle->setWordWrap(true);
    root->addWidget(m_tableTitle);
    m_table = new QTableWidget(RowCount, 3, content);
    m_table->setTabKeyNavigation(false); // Tab moves on; arrows move between cells
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    for (int r = 0; r < RowCount; ++r) {
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem;
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_table->setItem(r, c, item);
        }
    }
    for (int c = 0; c < 3; ++c)
        m_table->setHorizontalHeaderItem(c, new QTableWidgetItem);
    // Wrapped rows grow when the columns narrow: refit once the header settles.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this,
            &FinishView::fitTableHeight, Qt::QueuedConnection);
    m_tableTitle->setBuddy(m_table);
    root->addWidget(m_table);

    auto *bottom = new QBoxLayout(QBoxLayout::LeftToRight);
    m_bottom = bottom;
    bottom->setSpacing(24);
    m_takeawaysBox = new QGroupBox(content);
    auto *tl = new QVBoxLayout(m_takeawaysBox);
    m_takeawaysLabel = new QLabel(m_takeawaysBox);
    m_takeawaysLabel->setWordWrap(true);
    m_takeawaysLabel->setTextFormat(Qt::RichText);
    m_takeawaysLabel->setTextInteractionFlags(Qt::TextSelectableByMouse |
                                              Qt::TextSelectableByKeyboard);
    tl->addWidget(m_takeawaysLabel);
    bottom->addWidget(m_takeawaysBox, 3);

    m_exportBox = new QGroupBox(content);
    auto *el = new QVBoxLayout(m_exportBox);
    m_exportHandout = new QPushButton(m_exportBox);
    m_exportJson = new QPushButton(m_exportBox);
    m_exportStatus = new QLabel(m_exportBox);
    m_exportStatus->setWordWrap(true);
    m_exportStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exporter = new FinishExporter(m_controller, this, m_exportStatus);
    m_exporter->setLanguage(m_language);
    el->addWidget(m_exportHandout);
    el->addWidget(m_exportJson);
    el->addWidget(m_exportStatus);
    el->addStretch(1);
    bottom->addWidget(m_exportBox, 1, Qt::AlignTop);
    root->addLayout(bottom);
    root->addStretch(1);

    connect(m_exportHandout, &QPushButton::clicked, this, &FinishView::exportHandoutWithDialog);
    connect(m_exportJson, &QPushButton::clicked, this, &FinishView::exportJsonWithDialog);
}

void FinishView::retranslateUi()
{
    m_ln->retranslate();
    m_rms->retranslate();
    m_tableTitle->setText(tr("&Comparison, measured on this input"));
    m_table->setAccessibleName(tr("Comparison of LayerNorm and RMSNorm"));
    m_table->horizontalHeaderItem(0)->setText(tr("Aspect"));
    m_table->horizontalHeaderItem(1)->setText(tr("LayerNorm"));
    m_table->horizontalHeaderItem(2)->setText(tr("RMSNorm"));
    m_exportBox->setTitle(tr("Export"));
    m_exportHandout->setText(tr("Export hand&out…"));
    m_exportHandout->setAccessibleName(tr("Export handout as PDF or HTML"));
    m_exportJson->setText(tr("Export &trace (JSON)…"));
    m_exportJson->setAccessibleName(tr("Export trace as JSON"));
    m_exportStatus->clear();
    refresh();
}

void FinishView::setLanguage(const QString &lang)
{
    const QString l = Narration::languageKey(lang);
    if (l == m_language)
        return;
    m_language = l;
    m_exporter->setLanguage(l);
    refresh();
}

void FinishView::setZoom(qreal zoom)
{
    if (!ZoomRange::takeTextZoom(m_zoom, zoom))
        return;
    applyFonts();
    refresh();
}

void FinishView::applyFonts()
{
    const QFont base = QApplication::font();
    // Every widget gets its font: under a style sheet (the main window has one) fonts do not
    // propagate from parent to child.
    setFont(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
    for (QWidget *w : findChildren<QWidget *>())
        w->setFont(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
    for (FinishOutputCard *c : {m_ln, m_rms})
        c->applyFonts(m_zoom, base);
    m_tableTitle->setFont(Theme::font(Theme::FontRole::CardTitle, m_zoom, true, base));
    m_table->setFont(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
    applyTableStyle();
    const QFont heading = Theme::font(Theme::FontRole::CardTitle, m_zoom, true, base);
    m_takeawaysBox->setFont(heading);
    m_exportBox->setFont(heading);
    m_takeawaysLabel->setFont(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
    for (QWidget *w :
         {static_cast<QWidget *>(m_exportHandout), static_cast<QWidget *>(m_exportJson),
          static_cast<QWidget *>(m_exportStatus)})
        w->setFont(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
    m_table->horizontalHeader()->setFont(Theme::font(Theme::FontRole::Body, m_zoom, true, base));
    const QFontMetrics fm(Theme::font(Theme::FontRole::Body, m_zoom, true, base));
    m_table->setColumnWidth(0, fm.horizontalAdvance(QLatin1Char('M')) * 11);
}

void FinishView::applyTableStyle()
{
    // Room around the wrapped lines, so rows read as rows from the back of the room. A widget
    // with a style sheet keeps its palette, so this is set again when the theme changes.
    m_table->setStyleSheet(QString());
    m_table->setStyleSheet(QStringLiteral("QTableWidget::item { padding: %1px %2px; }")
                               .arg(qRound(5 * m_zoom))
                               .arg(qRound(8 * m_zoom)));
}

void FinishView::applyColours()
{
    m_ln->applyColours();
    m_rms->applyColours();
    m_table->horizontalHeaderItem(1)->setForeground(Theme::layerNorm());
    m_table->horizontalHeaderItem(2)->setForeground(Theme::rmsNorm());
}

// ---- the numbers

void FinishView::fillComparison()
{
    const QColor warn = Theme::warning();
    for (int row = 0; row < RowCount; ++row) {
        for (int c = 0; c < 3; ++c) {
            QTableWidgetItem *item = m_table->item(row, c);
            item->setText(m_report.cell(row, c));
            QFont f = m_table->font();
            f.setBold(c == 0);
            item->setFont(f);
            const bool flagged = row == StabilityRow && m_report.isFlagged(row, c);
            item->setData(Qt::ForegroundRole, flagged ? QVariant(warn) : QVariant());
        }
    }
    fitTableHeight();
}

bool FinishView::eventFilter(QObject *watched, QEvent *event)
{
    // The viewport's width is what the cards share; what they need changes with their text,
    // fonts and zoom (a layout request on the page).
    if ((watched == m_scroll->viewport() && event->type() == QEvent::Resize) ||
        (watched == m_scroll->widget() && event->type() == QEvent::LayoutRequest))
        arrangeCards();
    return QWidget::eventFilter(watched, event);
}

void FinishView::arrangeCards()
{
    // Side by side when both fit the width, else one above the other, and inside a card the
    // statistics below the columns when even that is too wide: never cut at the edge.
    const QMargins m = m_scroll->widget()->layout()->contentsMargins();
    const int available = m_scroll->viewport()->width() - m.left() - m.right();
    const bool besideFits =
        std::max(m_ln->neededWidth(true), m_rms->neededWidth(true)) <= available;
    const bool sideBySide =
        m_ln->neededWidth(true) + m_rms->neededWidth(true) + m_cards->spacing() <= available;
    const auto direction = sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_cards->direction() != direction)
        m_cards->setDirection(direction);
    for (FinishOutputCard *c : {m_ln, m_rms})
        c->setStatisticsBeside(besideFits);
    // The takeaways and the export box likewise.
    const int bottomWidth = m_takeawaysBox->minimumSizeHint().width() +
                            m_exportBox->minimumSizeHint().width() + m_bottom->spacing();
    const auto below = bottomWidth <= available ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_bottom->direction() != below)
        m_bottom->setDirection(below);
}

void FinishView::fitTableHeight()
{
    // The whole table is always shown: the page scrolls, not the table.
    m_table->resizeRowsToContents();
    int h = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int row = 0; row < RowCount; ++row)
        h += m_table->rowHeight(row);
    m_table->setFixedHeight(h);
}

void FinishView::fillTakeaways()
{
    const QStringList takeaways = m_report.takeaways();
    m_takeawaysBox->setVisible(!takeaways.isEmpty());
    if (takeaways.isEmpty())
        return;
    const QString chapterTitle = m_report.chapterTitle();
    m_takeawaysBox->setTitle(chapterTitle.isEmpty() ? tr("Takeaways")
                                                    : tr("Takeaways: %1").arg(chapterTitle));
    QString html = QStringLiteral("<ul style=\"margin-left:0\">");
    for (const QString &t : takeaways)
        html += QStringLiteral("<li style=\"margin-bottom:6px\">%1</li>").arg(t.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    m_takeawaysLabel->setText(html);
}

void FinishView::refresh()
{
    // Hidden (another mode is showing): catch up when shown, so edits stay fast.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    refreshNow();
}

void FinishView::refreshNow()
{
    m_stale = false;
    const auto ln = m_controller->layerNorm();
    const auto rms = m_controller->rmsNorm();
    if (!ln || !rms || ln->input.empty())
        return;
    const int chapter = m_controller->chapter();
    const Narration &n = Narration::forLanguage(m_language);
    m_report = FinishReport(ln, rms, n.takeaways(chapter, *ln, *rms), n.chapterTitle(chapter));
    m_ln->fill(m_report);
    m_rms->fill(m_report);
    fillComparison();
    fillTakeaways();
    arrangeCards(); // new numbers may need more width
}

QString FinishView::comparisonText(int row, int column) const
{
    return m_report.cell(row, column);
}

QLabel *FinishView::outputLabel(nk::Algorithm algorithm) const
{
    return (algorithm == nk::Algorithm::LayerNorm ? m_ln : m_rms)->valuesLabel();
}

QLabel *FinishView::errorLabel(nk::Algorithm algorithm) const
{
    return (algorithm == nk::Algorithm::LayerNorm ? m_ln : m_rms)->errorLabel();
}

// ---- export: FinishExporter

bool FinishView::exportHandout(const QString &path)
{
    return m_exporter->exportHandout(path);
}

bool FinishView::startHandoutExport(const QString &path)
{
    return m_exporter->startHandoutExport(path);
}

bool FinishView::startHandoutExport(const QString &path, const HandoutPdf::Options &options)
{
    return m_exporter->startHandoutExport(path, options);
}

bool FinishView::exportChosen(const HandoutDialog &choice, const QString &path)
{
    return m_exporter->exportChosen(choice, path);
}

bool FinishView::exportJson(const QString &path)
{
    return m_exporter->exportJson(path);
}

HandoutExport *FinishView::handoutExport() const
{
    return m_exporter->handoutExport();
}

QProgressDialog *FinishView::handoutProgress() const
{
    return m_exporter->handoutProgress();
}

void FinishView::exportHandoutWithDialog()
{
    m_exporter->exportHandoutWithDialog();
}

void FinishView::exportJsonWithDialog()
{
    m_exporter->exportJsonWithDialog();
}

void FinishView::showEvent(QShowEvent *event)
{
    if (m_stale)
        refreshNow();
    QWidget::showEvent(event);
}

void FinishView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslateUi();
        break;
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        if (m_table) {
            applyColours();
            applyTableStyle();
            refresh();
        }
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

} // namespace nk::ui

#include "views/finishview.h"

#include "base/pagedscrollarea.h"

#include "panels/exercisepanel.h"
#include "views/handoutdialog.h"
#include "handout/handoutexport.h"
#include "handout/handoutpdf.h"
#include "handout/handoutwriter.h"
#include "lesson/lessoncontroller.h"
#include "lesson/narration.h"
#include "handout/revisionsheet.h"
#include "base/theme.h"
#include "base/zoomrange.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

using nk::StepId;

namespace {

// Up to this many elements a card lists every value; beyond, the first few and the last.
constexpr int kAllRows = 10;
constexpr int kHeadRows = 7;

} // namespace

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

FinishView::Card FinishView::buildCard(const QString &objectName)
{
    Card c;
    c.frame = new QFrame(this);
    c.frame->setObjectName(objectName);
    auto *layout = new QVBoxLayout(c.frame);
    layout->setContentsMargins(20, 14, 20, 14);
    layout->setSpacing(6);
    c.title = new QLabel(c.frame);
    c.formula = new QLabel(c.frame);
    layout->addWidget(c.title);
    layout->addWidget(c.formula);

    // Three plain-text columns (i, xᵢ, yᵢ), one line per element: cheap to relayout on every
    // edit, unlike a rich-text table.
    auto *body = new QBoxLayout(QBoxLayout::LeftToRight);
    c.body = body;
    body->setSpacing(48);
    auto *columns = new QGridLayout;
    columns->setHorizontalSpacing(24);
    columns->setVerticalSpacing(2);
    auto column = [&](QLabel *&header, QLabel *&cells, int index) {
        header = new QLabel(c.frame);
        cells = new QLabel(c.frame);
        header->setAlignment(Qt::AlignRight | Qt::AlignBottom);
        cells->setAlignment(Qt::AlignRight | Qt::AlignTop);
        cells->setTextFormat(Qt::PlainText);
        columns->addWidget(header, 0, index);
        columns->addWidget(cells, 1, index);
    };
    column(c.indexHeader, c.indices, 0);
    column(c.inputHeader, c.inputs, 1);
    column(c.valueHeader, c.values, 2);
    c.values->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    c.values->setFocusPolicy(Qt::StrongFocus); // reachable with Tab, so it is read out
    body->addLayout(columns);

    auto *side = new QVBoxLayout;
    side->setSpacing(6);
    c.stats = new QLabel(c.frame);
    c.stats->setTextFormat(Qt::PlainText);
    c.costs = new QLabel(c.frame);
    c.costs->setTextFormat(Qt::PlainText);
    c.costs->setWordWrap(true);
    side->addWidget(c.stats);
    side->addWidget(c.costs);
    side->addStretch(1);
    body->addLayout(side, 1);
    layout->addLayout(body, 1);

    c.note = new QLabel(c.frame);
    c.note->setWordWrap(true);
    c.error = new QLabel(c.frame);
    c.error->setWordWrap(true);
    layout->addWidget(c.note);
    layout->addWidget(c.error);
    return c;
}

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
    m_ln = buildCard(QStringLiteral("layerNormCard"));
    m_rms = buildCard(QStringLiteral("rmsNormCard"));
    for (Card *c : {&m_ln, &m_rms}) {
        c->frame->setParent(content);
        m_cards->addWidget(c->frame, 1);
    }
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
    m_ln.title->setText(tr("LayerNorm"));
    m_rms.title->setText(tr("RMSNorm"));
    m_ln.formula->setText(tr("y = γ · (x − μ) / √(σ² + ε) + β"));
    m_rms.formula->setText(tr("y = γ · x / √(mean(x²) + ε)"));
    m_ln.frame->setAccessibleName(tr("LayerNorm output"));
    m_rms.frame->setAccessibleName(tr("RMSNorm output"));
    for (Card *c : {&m_ln, &m_rms}) {
        c->indexHeader->setText(tr("i"));
        c->inputHeader->setText(tr("xᵢ"));
        c->valueHeader->setText(tr("yᵢ"));
    }
    m_ln.values->setAccessibleName(tr("LayerNorm output values"));
    m_rms.values->setAccessibleName(tr("RMSNorm output values"));
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
    for (Card *c : {&m_ln, &m_rms}) {
        c->title->setFont(Theme::font(Theme::FontRole::CardTitle, m_zoom, true, base));
        c->formula->setFont(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
        for (QLabel *l : {c->indexHeader, c->inputHeader, c->valueHeader})
            l->setFont(Theme::font(Theme::FontRole::Figure, m_zoom, true, base));
        for (QLabel *l : {c->indices, c->inputs, c->stats, c->costs})
            l->setFont(Theme::font(Theme::FontRole::Figure, m_zoom, false, base));
        c->values->setFont(Theme::font(Theme::FontRole::Figure, m_zoom, true, base));
        c->note->setFont(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
        c->error->setFont(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
    }
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
    auto cardStyle = [](const QString &name, const QColor &accent) {
        return QStringLiteral("QFrame#%1 { border: 3px solid %2; border-radius: 10px;"
                              " background: %3; }")
            .arg(name, accent.name(), Theme::surface().name());
    };
    m_ln.frame->setStyleSheet(cardStyle(m_ln.frame->objectName(), Theme::layerNorm()));
    m_rms.frame->setStyleSheet(cardStyle(m_rms.frame->objectName(), Theme::rmsNorm()));
    Theme::setTextColour(m_ln.title, Theme::layerNorm());
    Theme::setTextColour(m_rms.title, Theme::rmsNorm());
    for (Card *c : {&m_ln, &m_rms}) {
        for (QLabel *l : {c->formula, c->indexHeader, c->inputHeader, c->valueHeader, c->indices,
                          c->inputs, c->costs, c->note})
            Theme::setTextColour(l, Theme::mutedText());
    }
    m_table->horizontalHeaderItem(1)->setForeground(Theme::layerNorm());
    m_table->horizontalHeaderItem(2)->setForeground(Theme::rmsNorm());
}

// ---- the numbers

void FinishView::fillCard(Card &card, nk::Algorithm algorithm)
{
    const nk::NormTrace &trace = m_report.trace(algorithm);
    const int d = trace.d();
    const std::vector<double> &y = trace.output();
    QStringList indices, inputs, values;
    auto row = [&](int i) {
        indices << QString::number(i + 1);
        inputs << m_report.number(trace.storedInput[size_t(i)]);
        values << m_report.number(y[size_t(i)]);
    };
    if (d <= kAllRows) {
        for (int i = 0; i < d; ++i)
            row(i);
    } else {
        for (int i = 0; i < kHeadRows; ++i)
            row(i);
        indices << QString();
        inputs << QStringLiteral("⋮");
        values << QStringLiteral("⋮");
        row(d - 1);
    }
    card.indices->setText(indices.join(QLatin1Char('\n')));
    card.inputs->setText(inputs.join(QLatin1Char('\n')));
    card.values->setText(values.join(QLatin1Char('\n')));
    const bool finite = std::all_of(y.begin(), y.end(), [](double v) { return std::isfinite(v); });
    Theme::setTextColour(card.values, finite ? Theme::text() : Theme::warning());
    card.note->setVisible(d > kAllRows);
    card.note->setText(tr("d = %1: every value is in the exported trace.").arg(d));

    // The few numbers that make the difference, next to the output.
    card.stats->setText(m_report.stats(algorithm).join(QLatin1Char('\n')));
    card.costs->setText(m_report.costs(algorithm).join(QLatin1Char('\n')));

    QString error = m_report.errorText(algorithm);
    const QStringList flags = m_report.flagTexts(algorithm);
    if (!flags.isEmpty())
        error += QLatin1Char('\n') + QStringLiteral("⚠ ") + flags.join(QStringLiteral("\n⚠ "));
    card.error->setText(error);
    Theme::setTextColour(card.error, flags.isEmpty() ? Theme::mutedText() : Theme::warning());
}

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

int FinishView::cardWidth(const Card &card, bool statisticsBeside)
{
    const int columns = card.body->itemAt(0)->minimumSize().width();
    const int side = card.body->itemAt(1)->minimumSize().width();
    const int body =
        statisticsBeside ? columns + card.body->spacing() + side : std::max(columns, side);
    const QMargins frame = card.frame->contentsMargins() + card.frame->layout()->contentsMargins();
    const int widest = std::max(
        {body, card.title->minimumSizeHint().width(), card.formula->minimumSizeHint().width()});
    return widest + frame.left() + frame.right();
}

void FinishView::arrangeCards()
{
    // Side by side when both fit the width, else one above the other, and inside a card the
    // statistics below the columns when even that is too wide: never cut at the edge.
    const QMargins m = m_scroll->widget()->layout()->contentsMargins();
    const int available = m_scroll->viewport()->width() - m.left() - m.right();
    const bool besideFits = std::max(cardWidth(m_ln, true), cardWidth(m_rms, true)) <= available;
    const bool sideBySide =
        cardWidth(m_ln, true) + cardWidth(m_rms, true) + m_cards->spacing() <= available;
    const auto direction = sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_cards->direction() != direction)
        m_cards->setDirection(direction);
    const auto inside = besideFits ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    for (Card *c : {&m_ln, &m_rms})
        if (c->body->direction() != inside)
            c->body->setDirection(inside);
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
    fillCard(m_ln, nk::Algorithm::LayerNorm);
    fillCard(m_rms, nk::Algorithm::RmsNorm);
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
    return algorithm == nk::Algorithm::LayerNorm ? m_ln.values : m_rms.values;
}

QLabel *FinishView::errorLabel(nk::Algorithm algorithm) const
{
    return algorithm == nk::Algorithm::LayerNorm ? m_ln.error : m_rms.error;
}

// ---- export

namespace {

HandoutPdf::Options handoutOptions(LessonController *controller, const QString &language,
                                   QWidget *window)
{
    HandoutPdf::Options o;
    o.layerNorm = controller->layerNorm();
    o.rmsNorm = controller->rmsNorm();
    o.language = language;
    o.stepNotes = controller->stepNotes();
    // The exercise sheet the class worked on in chapter 11, if it was opened.
    if (const auto *sheet = window->findChild<ExercisePanel *>())
        o.exerciseSheet = sheet->sheetNumber();
    return o;
}

bool isHtmlPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("html") || suffix == QLatin1String("htm");
}

} // namespace

bool FinishView::exportHandout(const QString &path)
{
    RevisionSheet::Options o;
    o.layerNorm = m_controller->layerNorm();
    o.rmsNorm = m_controller->rmsNorm();
    o.language = m_language;
    return RevisionSheet::write(path, o);
}

bool FinishView::startHandoutExport(const QString &path)
{
    return startHandoutExport(path, handoutOptions(m_controller, m_language, window()));
}

bool FinishView::exportChosen(const HandoutDialog &choice, const QString &path)
{
    if (choice.kind() == HandoutDialog::Kind::RevisionSheet) {
        RevisionSheet::Options o;
        o.layerNorm = m_controller->layerNorm();
        o.rmsNorm = m_controller->rmsNorm();
        o.language = m_language;
        o.chapters = choice.chapters();
        const bool ok = RevisionSheet::write(path, o);
        const QString where = QDir::toNativeSeparators(path);
        m_exportStatus->setText(ok ? tr("Saved %1").arg(where)
                                   : tr("Could not write %1").arg(where));
        return ok;
    }
    HandoutPdf::Options o = handoutOptions(m_controller, m_language, window());
    o.chapters = choice.chapters();
    o.exerciseSheet = choice.sheetNumber();
    o.audience = choice.kind() == HandoutDialog::Kind::TeacherHandout
                     ? HandoutPdf::Options::Audience::Teacher
                     : HandoutPdf::Options::Audience::Student;
    return startHandoutExport(path, o);
}

bool FinishView::startHandoutExport(const QString &path, const HandoutPdf::Options &options)
{
    const QString where = QDir::toNativeSeparators(path);
    if (isHtmlPath(path)) {
        const bool ok = exportHandout(path);
        m_exportStatus->setText(ok ? tr("Saved %1").arg(where)
                                   : tr("Could not write %1").arg(where));
        return ok;
    }
    if (!m_handoutExport) {
        m_handoutExport = new HandoutExport(this);
        m_handoutProgress = new QProgressDialog(window());
        m_handoutProgress->setWindowTitle(tr("Export handout"));
        // The lesson goes on meanwhile: the dialog only shows how far it got and offers Cancel.
        m_handoutProgress->setWindowModality(Qt::NonModal);
        m_handoutProgress->setMinimumDuration(300);
        m_handoutProgress->setRange(0, 100);
        m_handoutProgress->setAutoReset(false);
        m_handoutProgress->reset();
        connect(m_handoutProgress, &QProgressDialog::canceled, m_handoutExport,
                &HandoutExport::cancel);
        connect(m_handoutExport, &HandoutExport::progressed, m_handoutProgress,
                &QProgressDialog::setValue);
        connect(m_handoutExport, &HandoutExport::finished, this, [this](bool ok) {
            m_handoutProgress->reset();
            m_handoutProgress->hide();
            const QString at = QDir::toNativeSeparators(m_handoutExport->path());
            QString status;
            if (ok)
                status = tr("Saved %1").arg(at);
            else if (m_handoutExport->wasCancelled())
                status = tr("Export cancelled; %1 was left as it was").arg(at);
            else
                status = tr("Could not write %1").arg(at);
            m_exportStatus->setText(status);
            // From File ▸ Export handout in another mode the status line is not on screen.
            if (!ok && !m_handoutExport->wasCancelled() && !isVisible())
                QMessageBox::warning(window(), tr("Export handout"), status);
        });
    }
    if (m_handoutExport->isRunning()) {
        m_handoutProgress->show();
        return false;
    }
    m_handoutProgress->setLabelText(tr("Writing the handout to %1…").arg(where));
    m_handoutProgress->setCancelButtonText(tr("Cancel"));
    if (!m_handoutExport->start(path, options)) {
        m_exportStatus->setText(tr("Could not write %1").arg(where));
        return false;
    }
    m_handoutProgress->setValue(0);
    m_exportStatus->setText(tr("Writing %1…").arg(where));
    return true;
}

bool FinishView::exportJson(const QString &path)
{
    const auto ln = m_controller->layerNorm();
    const auto rms = m_controller->rmsNorm();
    if (!ln || !rms)
        return false;
    return HandoutWriter::writeFile(path, HandoutWriter::json(FinishReport(ln, rms)));
}

void FinishView::exportHandoutWithDialog()
{
    std::uint64_t sheet = 1;
    if (const auto *panel = window()->findChild<ExercisePanel *>())
        sheet = panel->sheetNumber();
    HandoutDialog choice(m_language, sheet, window());
    if (choice.exec() != QDialog::Accepted)
        return;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export handout"), QDir(dir).filePath(choice.suggestedFileName()),
        choice.fileFilter());
    if (path.isEmpty())
        return;
    const bool html = choice.kind() == HandoutDialog::Kind::RevisionSheet;
    const bool ok = exportChosen(choice, path);
    // From File ▸ Export handout in another mode the status line is not on screen.
    if (html && !ok && !isVisible())
        QMessageBox::warning(window(), tr("Export handout"),
                             tr("Could not write %1").arg(QDir::toNativeSeparators(path)));
}

void FinishView::exportJsonWithDialog()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export trace"), QDir(dir).filePath(tr("normkitchen-trace.json")),
        tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    m_exportStatus->setText(exportJson(path)
                                ? tr("Saved %1").arg(QDir::toNativeSeparators(path))
                                : tr("Could not write %1").arg(QDir::toNativeSeparators(path)));
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

#include "panels/modelnormspanel.h"

#include "lesson/chaptercatalog.h"
#include "panels/modelnormtable.h"
#include "base/theme.h"
#include "panels/transformerblockdiagram.h"

#include <QEvent>
#include <algorithm>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nk::ui {

namespace {

QString normName(const QString &norm)
{
    if (norm == QLatin1String("rmsnorm"))
        return QStringLiteral("RMSNorm");
    if (norm == QLatin1String("rms-style"))
        return ModelNormsPanel::tr("RMSNorm-style (no mean, no bias)");
    if (norm == QLatin1String("layernorm-no-bias"))
        return ModelNormsPanel::tr("LayerNorm without β");
    return QStringLiteral("LayerNorm");
}

QString placementName(const QString &placement)
{
    if (placement == QLatin1String("pre-norm"))
        return ModelNormsPanel::tr("pre-norm");
    if (placement == QLatin1String("post-norm"))
        return ModelNormsPanel::tr("post-norm");
    if (placement == QLatin1String("pre-norm, parallel"))
        return ModelNormsPanel::tr("pre-norm, attention and MLP in parallel");
    return ModelNormsPanel::tr("not stated in this source");
}

} // namespace

ModelNormsPanel::ModelNormsPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(8, 8, 8, 8);
    root->setSpacing(10);
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);
    root->addWidget(m_heading);
    m_diagram = new TransformerBlockDiagram(this);
    root->addWidget(m_diagram, 1);
    m_table = new QTableWidget(this);
    m_table->setTabKeyNavigation(false); // Tab moves on; arrows move between cells
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    root->addWidget(m_table, 1);
    // Wrapped rows grow when the columns narrow: refit once the header settles.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
            &QTableWidget::resizeRowsToContents, Qt::QueuedConnection);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    root->addWidget(m_note);
    setZoom(1.0);
}

void ModelNormsPanel::showStep(int chapter, int step)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    const QString key = c && step >= 0 && step < c->stepCount() ? c->steps[step].key : QString();
    if (key == QLatin1String("pre-norm"))
        m_page = Page::PreNorm;
    else if (key == QLatin1String("post-norm"))
        m_page = Page::PostNorm;
    else if (key == QLatin1String("models"))
        m_page = Page::Models;
    else
        m_page = Page(std::clamp(step, 0, int(Page::Models)));
    refresh();
}

void ModelNormsPanel::setLanguage(const QString &lang)
{
    ChapterPanel::setLanguage(lang);
    refresh();
}

void ModelNormsPanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    m_heading->setFont(zoomedFont(Theme::FontRole::Body, true));
    m_note->setFont(zoomedFont(Theme::FontRole::Control));
    m_table->setFont(zoomedFont(Theme::FontRole::Control));
    m_table->horizontalHeader()->setFont(zoomedFont(Theme::FontRole::Control, true));
    m_diagram->setZoom(zoom);
    refresh();
}

void ModelNormsPanel::changeEvent(QEvent *event)
{
    ChapterPanel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
}

void ModelNormsPanel::refresh()
{
    const bool models = m_page == Page::Models;
    m_diagram->setVisible(!models);
    m_table->setVisible(models);
    m_diagram->setEmphasis(m_page == Page::PreNorm    ? TransformerBlockDiagram::Emphasis::PreNorm
                           : m_page == Page::PostNorm ? TransformerBlockDiagram::Emphasis::PostNorm
                                                      : TransformerBlockDiagram::Emphasis::Both);
    switch (m_page) {
    case Page::PreNorm:
        m_heading->setText(tr("Pre-norm: a norm before attention and before the MLP, one more at "
                              "the end"));
        m_note->setText(tr("The residual stream (left line) is never normalized on its way "
                           "through the layers; each branch normalizes its own copy."));
        break;
    case Page::PostNorm:
        m_heading->setText(tr("Post-norm: the norm after each residual add"));
        m_note->setText(tr("Every layer's output passes through a norm, so the stream itself is "
                           "rescaled at every step; deep post-norm stacks need a careful "
                           "learning-rate warm-up (Xiong et al., 2020; Liu et al., 2020)."));
        break;
    case Page::Models:
        m_heading->setText(tr("Which models use which norm, and where"));
        fillTable();
        m_note->setText(tr("Each row names its source: the paper, or the field of the model's "
                           "published configuration or code that shows it. Hover a source for "
                           "its address."));
        break;
    }
}

void ModelNormsPanel::fillTable()
{
    const QList<ModelNormTable::Row> &rows = ModelNormTable::rows();
    m_table->clear();
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels({tr("model"), tr("norm"), tr("placement"), tr("source")});
    m_table->setAccessibleName(tr("Which models use which norm, with the source of each row"));
    m_table->setRowCount(int(rows.size()));
    QFont bold = m_table->font();
    bold.setBold(true);
    for (int i = 0; i < rows.size(); ++i) {
        const ModelNormTable::Row &r = rows[i];
        auto item = [](const QString &text) {
            auto *it = new QTableWidgetItem(text);
            it->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            return it;
        };
        m_table->setItem(i, 0, item(r.name));
        auto *norm = item(normName(r.norm));
        norm->setForeground(r.isRmsFamily() ? Theme::rmsNorm() : Theme::layerNorm());
        norm->setFont(bold);
        m_table->setItem(i, 1, norm);
        m_table->setItem(i, 2, item(placementName(r.placement)));
        // The evidence quotes its source in English; only the words around the quotation are
        // translated ("config key …", 配置键 …).
        QString evidence = r.evidence;
        evidence.replace(QStringLiteral("config key "), tr("config key "));
        auto *source = item(r.source + QLatin1Char('\n') + evidence);
        source->setToolTip(r.url);
        m_table->setItem(i, 3, source);
    }
    QHeaderView *h = m_table->horizontalHeader();
    h->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(2, QHeaderView::Interactive);
    h->setSectionResizeMode(3, QHeaderView::Stretch);
    m_table->setColumnWidth(2, int(180 * zoom()));
    m_table->resizeRowsToContents();
}

} // namespace nk::ui

#include "chapteroutline.h"

#include "chaptercatalog.h"
#include "narration.h"

#include <QHeaderView>
#include <QResizeEvent>

#include <algorithm>

namespace {
constexpr int kChapterRole = Qt::UserRole;
constexpr int kStepRole = Qt::UserRole + 1;
} // namespace

ChapterOutline::ChapterOutline(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("chapterOutline"));
    setHeaderHidden(true);
    setColumnCount(1);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(true);
    setUniformRowHeights(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideNone);
    connect(this, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        emit stepRequested(item->data(0, kChapterRole).toInt(),
                           std::max(0, item->data(0, kStepRole).toInt()));
    });
    rebuild();
}

void ChapterOutline::resizeEvent(QResizeEvent *event)
{
    QTreeWidget::resizeEvent(event);
    // Wrapped titles need their rows re-measured at the new width, or the second line is cut.
    scheduleDelayedItemsLayout();
}

void ChapterOutline::setLanguage(const QString &lang)
{
    m_language = Narration::languageKey(lang);
    rebuild();
}

QTreeWidgetItem *ChapterOutline::itemFor(int chapter, int step) const
{
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *c = topLevelItem(i);
        if (c->data(0, kChapterRole).toInt() != chapter)
            continue;
        if (step < 0)
            return c;
        return step < c->childCount() ? c->child(step) : nullptr;
    }
    return nullptr;
}

void ChapterOutline::rebuild()
{
    clear();
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    const Narration &n = Narration::forLanguage(m_language);
    for (int id : catalog.ids()) {
        auto *c = new QTreeWidgetItem(this);
        c->setText(0, QStringLiteral("%1  %2").arg(id).arg(n.chapterTitle(id)));
        c->setData(0, kChapterRole, id);
        c->setData(0, kStepRole, -1);
        QFont bold = font();
        bold.setBold(true);
        c->setFont(0, bold);
        const ChapterCatalog::Chapter *chapter = catalog.chapter(id);
        for (int s = 0; s < chapter->stepCount(); ++s) {
            auto *item = new QTreeWidgetItem(c);
            item->setText(0,
                          QStringLiteral("%1.%2  %3").arg(id).arg(s + 1).arg(n.stepTitle(id, s)));
            item->setData(0, kChapterRole, id);
            item->setData(0, kStepRole, s);
        }
    }
    setCurrent(m_chapter, m_step);
}

void ChapterOutline::setCurrent(int chapter, int step)
{
    m_chapter = chapter;
    m_step = step;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *c = topLevelItem(i);
        c->setExpanded(c->data(0, kChapterRole).toInt() == chapter);
    }
    if (QTreeWidgetItem *item = itemFor(chapter, step)) {
        const QSignalBlocker block(this);
        setCurrentItem(item);
        scrollToItem(item, QAbstractItemView::PositionAtCenter);
    }
}

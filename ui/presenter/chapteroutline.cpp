#include "presenter/chapteroutline.h"

#include "lesson/chaptercatalog.h"
#include "lesson/narration.h"
#include "base/wrappingitemdelegate.h"

#include <algorithm>

namespace nk::ui {

namespace {
constexpr int kChapterRole = Qt::UserRole;
constexpr int kStepRole = Qt::UserRole + 1;
} // namespace

ChapterOutline::ChapterOutline(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("chapterOutline"));
    setFocusPolicy(Qt::NoFocus);
    // A list view wraps and re-measures its rows with the width (a tree view cut them).
    setWordWrap(true);
    setResizeMode(QListView::Adjust);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideNone);
    // The console's style sheet pads each row 4 px by 2 px.
    setItemDelegate(new WrappingItemDelegate(2, 4, this));
    connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        emit stepRequested(item->data(kChapterRole).toInt(),
                           std::max(0, item->data(kStepRole).toInt()));
    });
    rebuild();
}

void ChapterOutline::setLanguage(const QString &lang)
{
    m_language = Narration::languageKey(lang);
    rebuild();
}

QListWidgetItem *ChapterOutline::itemFor(int chapter, int step) const
{
    for (int i = 0; i < count(); ++i) {
        QListWidgetItem *it = item(i);
        if (it->data(kChapterRole).toInt() == chapter && it->data(kStepRole).toInt() == step)
            return it;
    }
    return nullptr;
}

void ChapterOutline::rebuild()
{
    clear();
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    const Narration &n = Narration::forLanguage(m_language);
    QFont bold = font();
    bold.setBold(true);
    for (int id : catalog.ids()) {
        auto *c =
            new QListWidgetItem(QStringLiteral("%1  %2").arg(id).arg(n.chapterTitle(id)), this);
        c->setData(kChapterRole, id);
        c->setData(kStepRole, -1);
        c->setFont(bold);
        const ChapterCatalog::Chapter *chapter = catalog.chapter(id);
        for (int s = 0; s < chapter->stepCount(); ++s) {
            auto *it = new QListWidgetItem(
                QStringLiteral("      %1.%2  %3").arg(id).arg(s + 1).arg(n.stepTitle(id, s)), this);
            it->setData(kChapterRole, id);
            it->setData(kStepRole, s);
        }
    }
    setCurrent(m_chapter, m_step);
}

void ChapterOutline::setCurrent(int chapter, int step)
{
    m_chapter = chapter;
    m_step = step;
    // Only the current chapter lists its steps: eleven chapters fit, and the teacher sees where
    // the lesson stands. Every step is still one click away through its chapter's row.
    for (int i = 0; i < count(); ++i) {
        QListWidgetItem *it = item(i);
        it->setHidden(it->data(kStepRole).toInt() >= 0 &&
                      it->data(kChapterRole).toInt() != chapter);
    }
    if (QListWidgetItem *it = itemFor(chapter, step)) {
        const QSignalBlocker block(this);
        setCurrentItem(it);
        scrollToItem(it, QAbstractItemView::PositionAtCenter);
    }
}

} // namespace nk::ui

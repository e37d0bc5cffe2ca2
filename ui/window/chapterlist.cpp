#include "window/chapterlist.h"

#include "lesson/chaptercatalog.h"
#include "lesson/narration.h"
#include "base/wrappingitemdelegate.h"

#include <QCheckBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace nk::ui {

ChapterList::ChapterList(QWidget *parent)
    : QWidget(parent)
    , m_header(new QLabel)
    , m_list(new QListWidget)
    , m_showAll(new QCheckBox)
{
    setObjectName(QStringLiteral("chapterPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 4, 8);
    layout->addWidget(m_header);
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setSpacing(2);
    // Long titles wrap to the panel's width instead of widening the list (a CJK title has few
    // break points, and a horizontal scroll bar would hide the end of it).
    m_list->setResizeMode(QListView::Adjust);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setUniformItemSizes(false);
    m_list->setItemDelegate(new WrappingItemDelegate(kItemPaddingH, kItemPaddingV, m_list));
    for (int c : ChapterCatalog::instance().ids()) {
        auto *item = new QListWidgetItem;
        item->setData(Qt::UserRole, c);
        m_list->addItem(item);
    }
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            emit chapterRequested(m_list->item(row)->data(Qt::UserRole).toInt());
    });
    layout->addWidget(m_list, 1);
    m_showAll->setObjectName(QStringLiteral("showAllChapters"));
    m_showAll->setVisible(false);
    connect(m_showAll, &QCheckBox::toggled, this, &ChapterList::applyFilter);
    layout->addWidget(m_showAll);
    retranslate();
}

void ChapterList::setLessonChapters(const QList<int> &chapters)
{
    m_lessonChapters = chapters;
    m_showAll->setVisible(!chapters.isEmpty());
    applyFilter();
}

void ChapterList::setShowAll(bool on)
{
    m_showAll->setChecked(on);
}

bool ChapterList::showsAll() const
{
    return m_lessonChapters.isEmpty() || m_showAll->isChecked();
}

QList<int> ChapterList::visibleChapters() const
{
    QList<int> out;
    for (int row = 0; row < m_list->count(); ++row)
        if (!m_list->item(row)->isHidden())
            out << m_list->item(row)->data(Qt::UserRole).toInt();
    return out;
}

void ChapterList::applyFilter()
{
    const int current = currentChapter();
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        const int c = item->data(Qt::UserRole).toInt();
        const bool inLesson = m_lessonChapters.isEmpty() || m_lessonChapters.contains(c);
        item->setHidden(!inLesson && !m_showAll->isChecked() && c != current);
        // Chapters outside the lesson, shown on request, are muted.
        item->setData(Qt::ForegroundRole,
                      inLesson ? QVariant() : QVariant(palette().color(QPalette::PlaceholderText)));
    }
}

void ChapterList::setChapter(int chapter)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toInt() == chapter) {
            const QSignalBlocker block(m_list);
            m_list->setCurrentRow(row);
        }
    }
    applyFilter(); // a chapter outside the lesson stays listed while it is shown
}

int ChapterList::currentChapter() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toInt() : 0;
}

void ChapterList::setLanguage(const QString &lang)
{
    m_language = lang;
    retranslate();
}

void ChapterList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ChapterList::retranslate()
{
    m_header->setText(QStringLiteral("<b>%1</b>").arg(tr("Chapters")));
    const Narration &n = Narration::forLanguage(m_language);
    for (int row = 0; row < m_list->count(); ++row) {
        const int c = m_list->item(row)->data(Qt::UserRole).toInt();
        const QString title = QStringLiteral("%1. %2").arg(c).arg(n.chapterTitle(c));
        m_list->item(row)->setText(title);
        m_list->item(row)->setToolTip(title);
    }
    m_list->setAccessibleName(tr("Chapters"));
    m_showAll->setText(tr("Show all chapters"));
    m_showAll->setToolTip(tr("This lesson uses only some chapters; tick to list the others too"));
}

} // namespace nk::ui

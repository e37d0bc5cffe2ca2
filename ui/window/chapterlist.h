#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;

namespace nk::ui {

// The chapter list on the side, like a slide sorter: one entry per chapter of the
// ChapterCatalog, titled in the current language.
class ChapterList : public QWidget
{
    Q_OBJECT

public:
    explicit ChapterList(QWidget *parent = nullptr);

    // The rows' padding in the window's style sheet, in pixels: the rows are measured with it.
    static constexpr int kItemPaddingH = 6;
    static constexpr int kItemPaddingV = 8;

    void setChapter(int chapter); // highlights it without asking for a change
    void setLanguage(const QString &lang);
    int currentChapter() const;
    QListWidget *listWidget() const { return m_list; }
    // The lesson's chapters (empty: all): the list shows only these (and the current one)
    // unless "Show all chapters" is ticked; the others are then drawn muted.
    void setLessonChapters(const QList<int> &chapters);
    void setShowAll(bool on);
    bool showsAll() const;
    QList<int> visibleChapters() const;

signals:
    void chapterRequested(int chapter);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void applyFilter();

    QString m_language = QStringLiteral("en");
    QLabel *m_header;
    QListWidget *m_list;
    QCheckBox *m_showAll;
    QList<int> m_lessonChapters;
};

} // namespace nk::ui

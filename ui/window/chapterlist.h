#pragma once

#include <QWidget>

class QLabel;
class QListWidget;

// The chapter list on the side, like a slide sorter: one entry per chapter of the
// ChapterCatalog, titled in the current language.
class ChapterList : public QWidget
{
    Q_OBJECT

public:
    explicit ChapterList(QWidget *parent = nullptr);

    void setChapter(int chapter); // highlights it without asking for a change
    void setLanguage(const QString &lang);
    int currentChapter() const;

signals:
    void chapterRequested(int chapter);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QString m_language = QStringLiteral("en");
    QLabel *m_header;
    QListWidget *m_list;
};

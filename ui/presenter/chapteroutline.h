#pragma once

#include <QListWidget>

namespace nk::ui {

// Every chapter and its steps, in teaching order, with the current step marked: a click jumps
// to any step of any chapter (a chapter row: its first step). The current chapter shows its
// steps; titles wrap. It never takes the focus, so the arrow keys keep moving the story.
class ChapterOutline : public QListWidget
{
    Q_OBJECT

public:
    explicit ChapterOutline(QWidget *parent = nullptr);

    void setLanguage(const QString &lang);
    // step: 0-based; -1 marks the chapter row only.
    void setCurrent(int chapter, int step);
    QListWidgetItem *itemFor(int chapter, int step) const; // step -1: the chapter's row

signals:
    void stepRequested(int chapter, int step);

private:
    void rebuild();

    QString m_language = QStringLiteral("en");
    int m_chapter = 0;
    int m_step = -1;
};

} // namespace nk::ui

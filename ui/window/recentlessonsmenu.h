#pragma once

#include <QMenu>

#include <functional>

namespace nk::ui {

// File ▸ Open Recent: the lessons last opened or saved (AppSettings::recentLessons), newest
// first, then "Clear list". Choosing a file that is gone removes it from the list and says so.
class RecentLessonsMenu : public QMenu
{
    Q_OBJECT

public:
    // Tells the teacher a file is gone; a message box unless set (tests read it).
    using Notice = std::function<void(QWidget *parent, const QString &title, const QString &text)>;

    explicit RecentLessonsMenu(QWidget *parent = nullptr);

    void setNotice(Notice notice);
    // Rebuilds the entries from the settings (also done each time the menu opens).
    void rebuild();
    // What choosing entry path does: opens it, or removes it when the file is gone.
    void choose(const QString &path);
    void retranslate();

signals:
    void openRequested(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildLater();

    Notice m_notice;
    QAction *m_clearAction = nullptr;
};

} // namespace nk::ui

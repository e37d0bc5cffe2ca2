#include "window/recentlessonsmenu.h"

#include "base/appsettings.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QMessageBox>

namespace nk::ui {

RecentLessonsMenu::RecentLessonsMenu(QWidget *parent)
    : QMenu(parent)
{
    setObjectName(QStringLiteral("recentLessonsMenu"));
    connect(this, &QMenu::aboutToShow, this, &RecentLessonsMenu::rebuild);
    rebuild();
}

void RecentLessonsMenu::setNotice(Notice notice)
{
    m_notice = std::move(notice);
}

void RecentLessonsMenu::rebuild()
{
    clear();
    const QStringList paths = AppSettings::recentLessons();
    for (int i = 0; i < paths.size(); ++i) {
        const QString &path = paths[i];
        // "&1 lesson.nklesson", the folder in the tooltip and status tip.
        QString name = QFileInfo(path).fileName();
        name.replace(QLatin1Char('&'), QStringLiteral("&&"));
        QAction *a = addAction(i < 9 ? QStringLiteral("&%1  %2").arg(i + 1).arg(name) : name);
        a->setData(path);
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { choose(path); });
    }
    addSeparator();
    m_clearAction = addAction(QString(), this, [this] {
        AppSettings::setRecentLessons({});
        rebuildLater();
    });
    m_clearAction->setObjectName(QStringLiteral("clearRecentLessonsAction"));
    m_clearAction->setEnabled(!paths.isEmpty());
    setEnabled(true);
    retranslate();
}

void RecentLessonsMenu::rebuildLater()
{
    // Not inside the triggered signal of an action the rebuild deletes.
    QMetaObject::invokeMethod(this, &RecentLessonsMenu::rebuild, Qt::QueuedConnection);
}

void RecentLessonsMenu::choose(const QString &path)
{
    if (QFileInfo(path).isFile()) {
        emit openRequested(path);
        return;
    }
    QStringList paths = AppSettings::recentLessons();
    paths.removeAll(path);
    AppSettings::setRecentLessons(paths);
    rebuildLater();
    const QString title = tr("Lesson not found");
    const QString text = tr("“%1” is no longer there; it was removed from the recent lessons.")
                             .arg(QDir::toNativeSeparators(path));
    if (m_notice)
        m_notice(parentWidget(), title, text);
    else
        QMessageBox::information(parentWidget(), title, text);
}

void RecentLessonsMenu::retranslate()
{
    setTitle(tr("Open &Recent"));
    if (m_clearAction)
        m_clearAction->setText(tr("&Clear list"));
}

void RecentLessonsMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

} // namespace nk::ui

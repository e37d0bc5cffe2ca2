#pragma once

#include <QList>

namespace nk::ui {

// The chapters a lesson goes through, in teaching order: the catalog's, or the ones the teacher
// chose (LessonController::lessonChapters()). Next and Previous move along it.
class LessonRoute
{
public:
    // catalog: every chapter's id in teaching order; chosen: the lesson's (empty: all of them).
    LessonRoute(QList<int> catalog, QList<int> chosen);

    bool uses(int chapter) const;
    // The lesson's chapter after / before id in teaching order, or 0 at either end (id itself
    // need not be one of the lesson's).
    int next(int id) const;
    int previous(int id) const;
    // The lesson's first and last chapters, or 0 when there are none.
    int first() const;
    int last() const;

private:
    QList<int> m_catalog;
    QList<int> m_chosen;
};

} // namespace nk::ui

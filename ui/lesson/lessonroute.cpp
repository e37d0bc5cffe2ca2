#include "lesson/lessonroute.h"

#include <utility>

namespace nk::ui {

LessonRoute::LessonRoute(QList<int> catalog, QList<int> chosen)
    : m_catalog(std::move(catalog))
    , m_chosen(std::move(chosen))
{
}

bool LessonRoute::uses(int chapter) const
{
    return m_chosen.isEmpty() ? m_catalog.contains(chapter) : m_chosen.contains(chapter);
}

int LessonRoute::next(int id) const
{
    const qsizetype at = m_catalog.indexOf(id);
    if (at < 0)
        return 0;
    for (qsizetype i = at + 1; i < m_catalog.size(); ++i)
        if (uses(m_catalog[i]))
            return m_catalog[i];
    return 0;
}

int LessonRoute::previous(int id) const
{
    const qsizetype at = m_catalog.indexOf(id);
    for (qsizetype i = at - 1; i >= 0; --i)
        if (uses(m_catalog[i]))
            return m_catalog[i];
    return 0;
}

int LessonRoute::first() const
{
    if (!m_chosen.isEmpty())
        return m_chosen.first();
    return m_catalog.isEmpty() ? 0 : m_catalog.first();
}

int LessonRoute::last() const
{
    if (!m_chosen.isEmpty())
        return m_chosen.last();
    return m_catalog.isEmpty() ? 0 : m_catalog.last();
}

} // namespace nk::ui

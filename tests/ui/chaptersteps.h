#pragma once

#include "lesson/chaptercatalog.h"

#include <catch2/catch.hpp>

#include <QString>

using namespace nk::ui;

// Where the catalog puts a panel or a step, so a test follows the chapter files instead of
// hard-coding their order.

// The first chapter with a step that shows the panel, 0 when none does.
inline int chapterShowing(const QString &panel)
{
    for (int id : ChapterCatalog::instance().ids())
        for (const ChapterCatalog::Step &s : ChapterCatalog::instance().chapter(id)->steps)
            if (s.shows(panel))
                return id;
    return 0;
}

// The index of the chapter's step with this key; fails the test when there is none.
inline int stepOf(int chapter, const QString &key)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    REQUIRE(c);
    for (int i = 0; i < c->stepCount(); ++i)
        if (c->steps[i].key == key)
            return i;
    FAIL("chapter " << chapter << " has no step " << key.toStdString());
    return -1;
}

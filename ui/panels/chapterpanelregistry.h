#pragma once

#include <QString>
#include <QStringList>

#include <functional>

namespace nk::ui {

class ChapterPanel;
class LessonController;

// Chapter panels by name. Adding one = a ChapterPanel subclass in ui/panels, one line in
// chapterpanelregistry.cpp, and its name in ChapterCatalog::knownPanels() (the catalog checks
// names without building widgets).
class ChapterPanelRegistry
{
public:
    using Factory = std::function<ChapterPanel *(LessonController *)>;

    static QStringList names();
    static bool contains(const QString &name);
    // A new panel (owned by the caller), or nullptr for an unknown name.
    static ChapterPanel *create(const QString &name, LessonController *controller);
    // The name a panel was made under (create() marks it), empty for one made otherwise.
    static QString nameOf(const ChapterPanel *panel);
    static constexpr const char *kNameProperty = "nkPanelName";
    // For tests: registers a panel under a name for the rest of the process.
    static void add(const QString &name, Factory factory);
};

} // namespace nk::ui

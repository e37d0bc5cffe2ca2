#include "panels/chapterpanelregistry.h"

#include "panels/chapterpanel.h"
#include "panels/costledgerpanel.h"
#include "panels/modelnormspanel.h"
#include "panels/migrationpanel.h"
#include "panels/trainingresultspanel.h"
#include "panels/derivationpanel.h"
#include "panels/layerstackpanel.h"
#include "panels/precisioncasepanel.h"
#include "panels/codepanel.h"
#include "panels/exercisepanel.h"
#include "panels/interviewpanel.h"
#include "panels/misconceptionpanel.h"

#include <utility>
#include <vector>

namespace nk::ui {

namespace {

using Entry = std::pair<QString, ChapterPanelRegistry::Factory>;

template <typename Panel> Entry entry()
{
    return {QString::fromLatin1(Panel::kName),
            [](LessonController *c) -> ChapterPanel * { return new Panel(c); }};
}

std::vector<Entry> &registry()
{
    // One line per panel: entry<LayerStackPanel>(), …
    static std::vector<Entry> panels = {
        entry<CostLedgerPanel>(),    entry<ModelNormsPanel>(), entry<TrainingResultsPanel>(),
        entry<MigrationPanel>(),     entry<LayerStackPanel>(), entry<DerivationPanel>(),
        entry<PrecisionCasePanel>(), entry<CodePanel>(),       entry<MisconceptionPanel>(),
        entry<InterviewPanel>(),     entry<ExercisePanel>(),
    };
    return panels;
}

} // namespace

QStringList ChapterPanelRegistry::names()
{
    QStringList out;
    for (const Entry &e : registry())
        out << e.first;
    return out;
}

bool ChapterPanelRegistry::contains(const QString &name)
{
    return names().contains(name);
}

ChapterPanel *ChapterPanelRegistry::create(const QString &name, LessonController *controller)
{
    for (const Entry &e : registry())
        if (e.first == name) {
            ChapterPanel *panel = e.second(controller);
            if (panel)
                panel->setProperty(kNameProperty, name);
            return panel;
        }
    return nullptr;
}

QString ChapterPanelRegistry::nameOf(const ChapterPanel *panel)
{
    return panel ? panel->property(kNameProperty).toString() : QString();
}

void ChapterPanelRegistry::add(const QString &name, Factory factory)
{
    for (Entry &e : registry())
        if (e.first == name) {
            e.second = std::move(factory);
            return;
        }
    registry().emplace_back(name, std::move(factory));
}

} // namespace nk::ui

#include "session/sessionquestions.h"

#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "norm/stepclock.h"
#include "norm/trace.h"
#include "panels/chapterpanel.h"
#include "panels/chapterpanelregistry.h"
#include "controls/stepcard.h"

#include <memory>

namespace nk::ui {

int SessionQuestions::currentRow(const LessonController *lesson)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(lesson->chapter());
    if (!c || c->scene != QLatin1String("norm-steps"))
        return -1;
    return nk::StepClock::currentStep(lesson->sceneTime(), nk::kAlignedRowCount);
}

QList<SessionQuestion> SessionQuestions::forCurrentStep(LessonController *lesson,
                                                        const QString &language,
                                                        const ChapterPanel *live)
{
    QList<SessionQuestion> out;
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(lesson->chapter());
    const int step = lesson->currentStep();
    if (!c || step < 0 || step >= c->stepCount())
        return out;
    // A chapter panel's own questions (chapter 11's sheet among them).
    for (const QString &name : c->steps[step].panels) {
        if (ChapterCatalog::builtInPanels().contains(name) || !ChapterPanelRegistry::contains(name))
            continue;
        std::unique_ptr<ChapterPanel> made;
        const ChapterPanel *panel = live;
        if (!panel || ChapterPanelRegistry::nameOf(panel) != name) {
            made.reset(ChapterPanelRegistry::create(name, lesson));
            if (!made)
                continue;
            made->setLanguage(language);
            made->showStep(lesson->chapter(), step);
            panel = made.get();
        }
        for (const ChapterPanel::Question &q : panel->classQuestions())
            out.append({q.prompt, q.prompts, q.answer, q.exercise, q.quantity});
        return out;
    }
    // The step cards: the card whose last row the step plays.
    const int row = currentRow(lesson);
    if (row < 0)
        return out;
    const nk::NormSettings &s = lesson->settings();
    const auto ask = [&](const nk::NormTrace &trace, bool asked) {
        if (!asked)
            return;
        const nk::TraceStep *st = trace.stepAtRow(row);
        if (!st || st->id == nk::StepId::Input ||
            nk::alignedRow(st->id) + nk::alignedRowSpan(st->id) - 1 != row)
            return;
        if (!st->hasScalar && st->values.empty())
            return;
        SessionQuestion q;
        const QString who = trace.algorithm == nk::Algorithm::LayerNorm
                                ? QStringLiteral("LayerNorm")
                                : QStringLiteral("RMSNorm");
        const auto prompt = [&](const QString &title, const QString &lang) {
            QString p = who + QStringLiteral(": ") + title;
            if (!st->hasScalar)
                p += lang == QLatin1String("zh") ? QStringLiteral("（第 1 个元素）")
                                                 : QStringLiteral(" (element 1)");
            return p;
        };
        q.prompt = prompt(StepCard::title(st->id), language);
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")})
            q.prompts.insert(lang, prompt(StepCard::title(st->id, lang), lang));
        q.answer = st->hasScalar ? st->scalar : st->values.front();
        // The slips are worked with one γ and one β, as an exercise has them (ExecuteView).
        using Q = nk::AnswerSlips::Quantity;
        std::optional<Q> quantity;
        switch (st->id) {
        case nk::StepId::Mean:
            quantity = Q::Mean;
            break;
        case nk::StepId::Variance:
            quantity = Q::Variance;
            break;
        case nk::StepId::Affine:
            quantity = Q::LayerNormOutput;
            break;
        case nk::StepId::Scale:
            quantity = Q::RmsNormOutput;
            break;
        default:
            break;
        }
        if (quantity && s.gamma.size() == 1 && s.beta.size() == 1) {
            nk::Exercise e;
            e.vector = lesson->input();
            e.gamma = s.gamma[0];
            e.beta = s.beta[0];
            e.eps = s.eps;
            e.element = 0;
            q.exercise = e;
            q.quantity = *quantity;
        }
        out.append(q);
    };
    ask(*lesson->layerNorm(), c->predictsLayerNorm);
    ask(*lesson->rmsNorm(), c->predictsRmsNorm);
    return out;
}

} // namespace nk::ui

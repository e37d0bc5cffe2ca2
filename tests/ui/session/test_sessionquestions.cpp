// What the class is asked: a phone reads the question in its own language whatever the
// teacher's window speaks, and chapter 11's sheet asks the exercise on the teacher's screen,
// its wrong answers matched with the slips. Loopback (127.0.0.1) only.
#include "sessionfixture.h"

#include "exercises/answerslips.h"
#include "lesson/chaptercatalog.h"
#include "lesson/exercisewords.h"
#include "panels/chapterpanelregistry.h"
#include "panels/derivationpanel.h"
#include "panels/exercisepanel.h"

#include <memory>

using namespace nk::ui;

namespace {

// Goes to the first step of the lesson whose catalog entry shows `panel`; false when none.
bool toPanelStep(LessonController &lesson, const QString &panel)
{
    for (int chapter : LessonController::chapters()) {
        const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
        for (int step = 0; c && step < c->stepCount(); ++step) {
            if (c->steps[step].panels.contains(panel)) {
                lesson.setChapter(chapter);
                lesson.setTime(step + 1);
                return lesson.currentStep() == step;
            }
        }
    }
    return false;
}

QString questionPrompt(const SessionClient &phone)
{
    return phone.last(QStringLiteral("state"))
        .value(QStringLiteral("question"))
        .toObject()
        .value(QStringLiteral("prompt"))
        .toString();
}

} // namespace

TEST_CASE("session questions: each phone reads a step card's question in its own language",
          "[session]")
{
    LessonController lesson;
    lesson.setMode(LessonController::Mode::Execute);
    lesson.setInputText(QStringLiteral("1, 2, 3, 6"));
    // A step that asks the mean, as predict mode asks it.
    bool found = false;
    for (int chapter : LessonController::chapters()) {
        lesson.setChapter(chapter);
        for (int step = 1; step <= lesson.stepCount() && !found; ++step) {
            lesson.setTime(step);
            const QList<SessionQuestion> qs =
                SessionQuestions::forCurrentStep(&lesson, QStringLiteral("en"));
            found = !qs.isEmpty() && qs.front().exercise &&
                    qs.front().quantity == nk::AnswerSlips::Quantity::Mean;
        }
        if (found)
            break;
    }
    REQUIRE(found);
    const QList<SessionQuestion> qs =
        SessionQuestions::forCurrentStep(&lesson, QStringLiteral("en"));
    CHECK(qs.front().prompts.value(QStringLiteral("en")) == QStringLiteral("LayerNorm: Mean μ"));
    CHECK(qs.front().prompts.value(QStringLiteral("zh")) == QStringLiteral("LayerNorm: 均值 μ"));

    auto server = startedSessionServer(lesson);
    auto en = joinedPhone(*server, QStringLiteral("Ann"), {}, QStringLiteral("en"));
    auto zh = joinedPhone(*server, QStringLiteral("Bo"), {}, QStringLiteral("zh"));
    REQUIRE(server->ask(0));
    REQUIRE(waitUntil(
        [&] { return !questionPrompt(*en).isEmpty() && !questionPrompt(*zh).isEmpty(); }));
    CHECK(questionPrompt(*en) == QStringLiteral("LayerNorm: Mean μ"));
    CHECK(questionPrompt(*zh) == QStringLiteral("LayerNorm: 均值 μ"));
    // An answer's acknowledgement is worded for its phone too.
    zh->answer(server->questionId(), QStringLiteral("3"));
    REQUIRE(waitUntil([&] { return zh->count(QStringLiteral("question")) > 0; }));
    CHECK(zh->last(QStringLiteral("question")).value(QStringLiteral("prompt")).toString() ==
          QStringLiteral("LayerNorm: 均值 μ"));
}

TEST_CASE("session questions: chapter 11 asks the exercise on the teacher's screen and names "
          "the slips",
          "[session]")
{
    LessonController lesson;
    lesson.setMode(LessonController::Mode::Execute);
    REQUIRE(toPanelStep(lesson, QString::fromLatin1(ExercisePanel::kName)));
    std::unique_ptr<ChapterPanel> made(
        ChapterPanelRegistry::create(QString::fromLatin1(ExercisePanel::kName), &lesson));
    auto *sheet = qobject_cast<ExercisePanel *>(made.get());
    REQUIRE(sheet);
    sheet->setSheetNumber(7);
    sheet->setExercise(2);
    const nk::Exercise e = sheet->exercise();

    auto server = startedSessionServer(lesson);
    // Without the teacher's panel, a fresh sheet's first exercise would be asked.
    server->setLivePanel([&]() -> const ChapterPanel * { return sheet; });
    const QList<SessionQuestion> qs = server->askableQuestions();
    REQUIRE(qs.size() == ExerciseWords::kQuantityCount);
    for (int i = 0; i < qs.size(); ++i) {
        const nk::AnswerSlips::Quantity q = ExerciseWords::quantity(i);
        INFO(qs[i].prompt.toStdString());
        CHECK(qs[i].prompt.contains(ExerciseWords::statement(e)));
        CHECK(qs[i].answer == ExerciseWords::key(e, q));
        REQUIRE(qs[i].exercise);
        CHECK(qs[i].exercise->vector == e.vector);
        CHECK(qs[i].quantity == q);
        CHECK(qs[i]
                  .prompts.value(QStringLiteral("zh"))
                  .contains(ExerciseWords::label(q, e, QStringLiteral("zh"))));
    }
    CHECK(qs[1].prompts.value(QStringLiteral("zh")).contains(QStringLiteral("方差")));

    // The variance (index 1): one phone right, one that divided by d − 1.
    std::vector<nk::AnswerSlips::Match> slips =
        nk::AnswerSlips::candidates(e, nk::AnswerSlips::Quantity::Variance);
    const auto sample =
        std::find_if(slips.begin(), slips.end(), [](const nk::AnswerSlips::Match &m) {
            return m.slip == nk::AnswerSlips::Slip::DividedByDMinusOne;
        });
    REQUIRE(sample != slips.end());
    auto right = joinedPhone(*server, QStringLiteral("Ann"));
    auto slipped = joinedPhone(*server, QStringLiteral("Bo"), {}, QStringLiteral("zh"));
    REQUIRE(server->ask(1));
    right->answer(server->questionId(), QString::number(qs[1].answer, 'g', 12));
    slipped->answer(server->questionId(), QString::number(sample->value, 'g', 12));
    REQUIRE(waitUntil([&] { return server->answeredCount() == 2; }));
    REQUIRE(server->reveal());
    REQUIRE(waitUntil([&] { return slipped->count(QStringLiteral("reveal")) == 1; }));
    const nk::Classroom::Tally t = server->tally(server->questionId());
    CHECK(t.right == 1);
    REQUIRE(t.slips.size() == 1);
    CHECK(t.slips.front().slip == nk::AnswerSlips::Slip::DividedByDMinusOne);
    CHECK_FALSE(
        slipped->last(QStringLiteral("reveal")).value(QStringLiteral("hint")).toString().isEmpty());
}

TEST_CASE("session questions: panels word their questions in both languages, the mean with its "
          "slips",
          "[session]")
{
    LessonController lesson;
    lesson.setMode(LessonController::Mode::Execute);
    lesson.setInputText(QStringLiteral("1, 2, 3, 6"));
    const auto hasHan = [](const QString &s) {
        for (QChar c : s)
            if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
                return true;
        return false;
    };
    int bilingual = 0;
    bool mean = false;
    for (int chapter : LessonController::chapters()) {
        lesson.setChapter(chapter);
        const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
        for (int step = 1; step <= lesson.stepCount(); ++step) {
            lesson.setTime(step);
            const bool onPanel = c && !c->steps[step - 1].panels.isEmpty();
            for (const SessionQuestion &q :
                 SessionQuestions::forCurrentStep(&lesson, QStringLiteral("en"))) {
                INFO(q.prompt.toStdString());
                if (q.prompts.isEmpty())
                    continue; // a panel's prompt made of other words: the teacher's language
                CHECK(q.prompts.value(QStringLiteral("en")) == q.prompt);
                CHECK(hasHan(q.prompts.value(QStringLiteral("zh"))));
                bilingual += onPanel;
                if (c->steps[step - 1].panels.contains(
                        QString::fromLatin1(DerivationPanel::kName)) &&
                    q.exercise && q.quantity == nk::AnswerSlips::Quantity::Mean) {
                    mean = true;
                    CHECK(q.exercise->vector == std::vector<double>{1, 2, 3, 6});
                    CHECK(q.answer == Approx(3.0));
                }
            }
        }
    }
    CHECK(bilingual >= 8); // chapter 4's counts, walks and claim, chapter 5's derivation
    CHECK(mean);
}

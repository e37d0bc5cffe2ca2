// Unsaved changes are never lost without a question: quitting, closing the window, opening
// another lesson and File → New lesson ask (save / discard / cancel) while the lesson is
// modified. The question and the file dialogs are answered by the test, not by a modal dialog.
#include "lesson/chaptercatalog.h"
#include "io/presets.h"
#include "lesson/lessoncontroller.h"
#include "window/lessondocument.h"
#include "lesson/lessonfile.h"
#include "window/mainwindow.h"
#include "views/startview.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace nk::ui;

namespace {

const QKeySequence ctrlQ(Qt::CTRL | Qt::Key_Q);
const QKeySequence ctrlN(Qt::CTRL | Qt::Key_N);
const QKeySequence ctrlO(Qt::CTRL | Qt::Key_O);

struct DocumentFixture
{
    LessonController controller;
    MainWindow window{&controller};
    LessonDocument *document = nullptr;
    LessonDocument::Answer answer = LessonDocument::Answer::Cancel;
    int questions = 0;
    QString chosenPath; // what the file dialog "returns"
    int dialogs = 0;
    QStringList warnings;
    QTemporaryDir dir;

    DocumentFixture()
    {
        window.resize(1600, 900);
        window.setLanguage(QStringLiteral("en"));
        window.show();
        window.activateWindow();
        QApplication::setActiveWindow(&window);
        QApplication::processEvents();
        document = window.findChild<LessonDocument *>();
        REQUIRE(document);
        document->setQuestion([this](QWidget *) {
            ++questions;
            return answer;
        });
        document->setPathChooser([this](QWidget *, bool) {
            ++dialogs;
            return chosenPath;
        });
        document->setWarning(
            [this](QWidget *, const QString &, const QString &text) { warnings << text; });
    }

    void press(const QKeySequence &sequence)
    {
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
        QTest::keySequence(target, sequence);
        QApplication::processEvents();
    }

    QString path(const char *name) const { return dir.filePath(QString::fromLatin1(name)); }
};

const std::vector<double> &seedInput()
{
    return nk::Presets::find(nk::Presets::kWorkedExample)->input;
}

} // namespace

TEST_CASE("Ctrl+Q quits at once when nothing changed", "[window][unsaved]")
{
    DocumentFixture f;
    REQUIRE(f.controller.undoStack()->isClean());
    f.press(ctrlQ);
    CHECK(f.questions == 0);
    CHECK_FALSE(f.window.isVisible());
}

TEST_CASE("Ctrl+Q on a modified lesson asks, cancel keeps everything, discard quits",
          "[window][unsaved]")
{
    DocumentFixture f;
    f.controller.setInputText(QStringLiteral("4, 5"));
    f.answer = LessonDocument::Answer::Cancel;
    f.press(ctrlQ);
    CHECK(f.questions == 1);
    CHECK(f.window.isVisible());
    CHECK(f.controller.input() == std::vector<double>{4, 5});

    f.answer = LessonDocument::Answer::Discard;
    f.press(ctrlQ);
    CHECK(f.questions == 2);
    CHECK_FALSE(f.window.isVisible());
}

TEST_CASE("closing the window with the answer save saves first", "[window][unsaved]")
{
    DocumentFixture f;
    f.controller.setInputText(QStringLiteral("4, 5"));
    f.answer = LessonDocument::Answer::Save;
    // The save dialog is cancelled: nothing is saved and the window stays.
    f.chosenPath.clear();
    f.window.close();
    CHECK(f.questions == 1);
    CHECK(f.dialogs == 1);
    CHECK(f.window.isVisible());

    f.chosenPath = f.path("kept.nklesson");
    f.window.close();
    CHECK(f.questions == 2);
    CHECK_FALSE(f.window.isVisible());
    QString error;
    const auto saved = LessonFile::load(f.chosenPath, &error);
    REQUIRE(saved);
    CHECK(saved->input == std::vector<double>{4, 5});
    CHECK(f.controller.undoStack()->isClean());
}

TEST_CASE("text typed a moment ago counts as a change", "[window][unsaved]")
{
    DocumentFixture f;
    auto *start = f.window.findChild<StartView *>();
    REQUIRE(start);
    QLineEdit *edit = start->vectorEdit();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, QStringLiteral("9, 9"));
    f.answer = LessonDocument::Answer::Cancel;
    f.press(ctrlQ); // before the pause after which typing applies
    CHECK(f.questions == 1);
    CHECK(f.window.isVisible());
    CHECK(f.controller.input() == std::vector<double>{9, 9});
    CHECK(edit->text() == QStringLiteral("9, 9"));
}

TEST_CASE("opening another lesson asks first", "[window][unsaved]")
{
    DocumentFixture f;
    const QString other = f.path("other.nklesson");
    f.controller.setInputText(QStringLiteral("7, 8, 9"));
    REQUIRE(f.window.saveLesson(other));
    REQUIRE(f.controller.undoStack()->isClean());
    f.controller.setInputText(QStringLiteral("1, 1"));

    f.chosenPath = other;
    f.answer = LessonDocument::Answer::Cancel;
    f.press(ctrlO);
    CHECK(f.questions == 1);
    CHECK(f.dialogs == 0); // cancelled before the file dialog
    CHECK(f.controller.input() == std::vector<double>{1, 1});

    f.answer = LessonDocument::Answer::Discard;
    f.press(ctrlO);
    CHECK(f.questions == 2);
    CHECK(f.dialogs == 1);
    CHECK(f.controller.input() == std::vector<double>{7, 8, 9});
    CHECK(f.controller.undoStack()->isClean());

    // Unchanged: no question.
    f.press(ctrlO);
    CHECK(f.questions == 2);
    CHECK(f.dialogs == 2);
}

TEST_CASE("File → New lesson (Ctrl+N) asks, then starts from the default preset and chapter",
          "[window][unsaved]")
{
    DocumentFixture f;
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    const QString saved = f.path("mine.nklesson");
    f.controller.setInputText(QStringLiteral("4, 5"));
    const int otherChapter = catalog.ids().last();
    REQUIRE(otherChapter != catalog.defaultId());
    f.controller.setChapter(otherChapter);
    f.controller.setNotes(QStringLiteral("remember the bf16 example"));
    REQUIRE(f.window.saveLesson(saved));
    f.controller.setInputText(QStringLiteral("6"));

    f.answer = LessonDocument::Answer::Cancel;
    f.press(ctrlN);
    CHECK(f.questions == 1);
    CHECK(f.controller.input() == std::vector<double>{6});

    f.answer = LessonDocument::Answer::Discard;
    f.press(ctrlN);
    CHECK(f.questions == 2);
    CHECK(f.controller.input() == seedInput());
    CHECK(f.controller.presetId() == QLatin1String(nk::Presets::kWorkedExample));
    CHECK(f.controller.chapter() == catalog.defaultId());
    CHECK(f.controller.mode() == LessonController::Mode::Start);
    CHECK(f.controller.notes().isEmpty());
    CHECK(f.controller.undoStack()->count() == 0);
    CHECK(f.document->path().isEmpty());
    CHECK(f.window.windowTitle().startsWith(QStringLiteral("Untitled lesson")));

    // A new, unchanged lesson: no question.
    f.press(ctrlN);
    CHECK(f.questions == 2);
}

TEST_CASE("a bad lesson file is refused with its reason and the open lesson stays as it was",
          "[window][unsaved][lessonfile]")
{
    DocumentFixture f;
    f.controller.setInputText(QStringLiteral("4, 5, 6"));
    f.controller.setChapter(ChapterCatalog::instance().ids().back());
    f.controller.setMode(LessonController::Mode::Execute);
    f.controller.setTime(2.0);
    const int undoCount = f.controller.undoStack()->count();
    const QString titleBefore = f.document->title();
    struct Bad
    {
        const char *name;
        QByteArray content;
        QString reason;
    };
    const std::vector<Bad> files{
        {"notjson.nklesson", "this is not json", QStringLiteral("not valid JSON")},
        {"newer.nklesson", R"({"format":"normkitchen-lesson","version":2,"input":[1]})",
         QStringLiteral("newer")},
        {"types.nklesson",
         R"({"format":"normkitchen-lesson","version":1,"input":[1,2],"step":"x"})",
         QStringLiteral("“step”")},
        {"big.nklesson", QByteArray(int(LessonFile::kMaxBytes) + 10, ' '),
         QStringLiteral("at most")},
    };
    f.answer = LessonDocument::Answer::Discard;
    for (const Bad &bad : files) {
        INFO(bad.name);
        QFile file(f.path(bad.name));
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(bad.content);
        file.close();
        f.chosenPath = file.fileName();
        f.warnings.clear();
        f.document->openWithDialog(&f.window);
        REQUIRE(f.warnings.size() == 1);
        CHECK(f.warnings.front().contains(bad.reason));
        CHECK(f.controller.input() == std::vector<double>{4, 5, 6});
        CHECK(f.controller.chapter() == ChapterCatalog::instance().ids().back());
        CHECK(f.controller.mode() == LessonController::Mode::Execute);
        CHECK(f.controller.time() == 2.0);
        CHECK(f.controller.undoStack()->count() == undoCount);
        CHECK(f.document->title() == titleBefore);
    }
}

TEST_CASE("the save dialog suggests a name from the chapters chosen, then the lesson's file",
          "[window][lessonfile]")
{
    DocumentFixture f;
    CHECK(LessonDocument::suggestedFileName({1, 2, 3, 5}) ==
          QStringLiteral("normkitchen-lesson-ch1-3_5.nklesson"));
    CHECK(LessonDocument::suggestedFileName({4}) ==
          QStringLiteral("normkitchen-lesson-ch4.nklesson"));
    const QList<int> all = ChapterCatalog::instance().ids();
    CHECK(LessonDocument::suggestedFileName({}) ==
          QStringLiteral("normkitchen-lesson-ch%1-%2.nklesson").arg(all.first()).arg(all.last()));
    f.controller.chooseLessonChapters({all[0], all[1], all[3]});
    CHECK(QFileInfo(f.document->suggestedSavePath()).fileName() ==
          QStringLiteral("normkitchen-lesson-ch%1-%2_%3.nklesson")
              .arg(all[0])
              .arg(all[1])
              .arg(all[3]));
    // Once saved, Save as suggests the lesson's own file.
    const QString saved = f.path("mine.nklesson");
    REQUIRE(f.document->save(saved));
    CHECK(f.document->suggestedSavePath() == saved);
}

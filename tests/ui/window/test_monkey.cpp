// A seeded monkey: thousands of random events on the real window (every shortcut, clicks and
// drags on whatever is visible, text typed into every field, mode, chapter, language, theme,
// zoom, playback, undo/redo, lessons saved and opened in a temporary folder), then checks
// after each burst that the traces match the input, that the Execute chart shows the current
// traces and that undo all the way returns the starting lesson (and redo all the way the
// lesson the monkey made).
//
//   NK_MONKEY_SEED=S NK_MONKEY_EVENTS=N [NK_MONKEY_LOG=1] ui_tests "[monkey]"   replays a run
// The seed of a failing run is printed with the failure.
#include "lesson/chaptercatalog.h"
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "window/lessondocument.h"
#include "window/mainwindow.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "numeric/portablerandom.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace nk::ui;

namespace {

quint64 envNumber(const char *name, quint64 fallback)
{
    const QByteArray v = qgetenv(name);
    bool ok = false;
    const quint64 n = v.toULongLong(&ok);
    return ok ? n : fallback;
}

struct Lesson
{
    std::vector<double> input;
    nk::NormSettings settings;
    bool operator==(const Lesson &o) const
    {
        return input == o.input && settings.gamma == o.settings.gamma &&
               settings.beta == o.settings.beta && settings.eps == o.settings.eps &&
               settings.precision == o.settings.precision &&
               settings.accumulation == o.settings.accumulation &&
               settings.variance == o.settings.variance;
    }
};

Lesson lessonOf(const LessonController &c)
{
    return {c.input(), c.settings()};
}

// What a student might type: valid, malformed, Chinese input-method forms, extremes.
const QStringList kMonkeyTexts = {
    QStringLiteral("2, -1, 3"),
    QStringLiteral("1 2 3 4 5 6 7 8"),
    QStringLiteral("[0.5; -0.25; 8]"),
    QStringLiteral("１，２，３"),
    QStringLiteral("２．５　－１"),
    QStringLiteral("一, 二"),
    QStringLiteral("1,,2"),
    QStringLiteral("x"),
    QStringLiteral("1e308, -1e308, 1e-308"),
    QStringLiteral("65504, 65504, 70000"),
    QStringLiteral("1000000.1, 1000000.2, 1000000.3"),
    QStringLiteral("nan, inf"),
    QStringLiteral(""),
    QStringLiteral("0"),
    QStringLiteral("1.5"),
    QStringLiteral("1e-8"),
    QStringLiteral("-3"),
    QStringLiteral("((1, 2]"),
};

class Monkey
{
public:
    Monkey(MainWindow &window, LessonController &controller, LessonDocument &document,
           const QString &folder, quint64 seed)
        : m_window(window)
        , m_controller(controller)
        , m_document(document)
        , m_folder(folder)
        , m_random(seed)
    {
        for (QAction *a : m_window.findChildren<QAction *>()) {
            // Quitting ends the run, not a bug; everything else is fair game.
            if (a->shortcut() == QKeySequence(QKeySequence::Quit) ||
                a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Q))
                continue;
            for (const QKeySequence &k : a->shortcuts())
                if (!k.isEmpty())
                    m_shortcuts << k;
        }
        for (int key : {Qt::Key_Space, Qt::Key_PageDown, Qt::Key_PageUp, Qt::Key_Left,
                        Qt::Key_Right, Qt::Key_Home, Qt::Key_End, Qt::Key_Return, Qt::Key_Escape,
                        Qt::Key_Tab, Qt::Key_B, Qt::Key_Period, Qt::Key_K, Qt::Key_F5})
            m_shortcuts << QKeySequence(key);
    }

    int pick(int n) { return n > 0 ? int(m_random.nextBits() % quint64(n)) : 0; }

    void act()
    {
        ++m_events;
        const int kind = pick(14);
        if (m_log)
            std::fprintf(
                stderr, "monkey %d: action %d, focus %s, chapter %d, mode %d\n", m_events, kind,
                QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className()
                                            : "-",
                m_controller.chapter(), int(m_controller.mode()));
        switch (kind) {
        case 0:
        case 1:
            pressShortcut();
            break;
        case 2:
        case 3:
        case 4:
            clickSomething();
            break;
        case 5:
            dragSomething();
            break;
        case 6:
        case 7:
            typeSomewhere();
            break;
        case 8:
            m_controller.setMode(LessonController::Mode(pick(4)));
            break;
        case 9: {
            const QList<int> ids = ChapterCatalog::instance().ids();
            m_controller.setChapter(ids[pick(int(ids.size()))]);
            break;
        }
        case 10:
            switch (pick(4)) {
            case 0:
                m_window.setLanguage(pick(2) ? QStringLiteral("zh") : QStringLiteral("en"));
                break;
            case 1:
                m_window.setDarkTheme(pick(2));
                break;
            case 2:
                m_window.setZoom(std::pow(1.15, pick(9) - 4));
                break;
            default:
                m_window.setPresentationMode(pick(2));
            }
            break;
        case 11:
            play();
            break;
        case 12:
            pick(2) ? m_controller.undoStack()->undo() : m_controller.undoStack()->redo();
            break;
        default:
            saveOrOpen();
        }
        QApplication::processEvents();
        // No history: what there is now is where undo all the way must return.
        if (m_controller.undoStack()->count() == 0)
            m_base = lessonOf(m_controller);
    }

    Lesson base() const { return m_base; }
    void setBase(const Lesson &l) { m_base = l; }

private:
    QWidget *focusTarget() const
    {
        QWidget *w = QApplication::focusWidget();
        return w ? w : &m_window;
    }

    void pressShortcut()
    {
        QTest::keySequence(focusTarget(), m_shortcuts[pick(int(m_shortcuts.size()))]);
    }

    // A random visible, enabled widget of the window that takes the mouse.
    QWidget *someWidget()
    {
        QList<QWidget *> candidates;
        for (QWidget *w : m_window.findChildren<QWidget *>())
            if (w->isVisible() && w->isEnabled() && !qobject_cast<QMenu *>(w) && w->width() > 2 &&
                w->height() > 2)
                candidates << w;
        return candidates.isEmpty() ? nullptr : candidates[pick(int(candidates.size()))];
    }

    QPoint somePoint(QWidget *w) { return QPoint(pick(w->width()), pick(w->height())); }

    void clickSomething()
    {
        QPointer<QWidget> w = someWidget();
        if (!w)
            return;
        const QPoint at = somePoint(w);
        if (pick(5) == 0)
            QTest::mouseDClick(w, Qt::LeftButton, {}, at);
        else
            QTest::mouseClick(w, pick(8) == 0 ? Qt::RightButton : Qt::LeftButton, {}, at);
    }

    void dragSomething()
    {
        QPointer<QWidget> w = someWidget();
        if (!w)
            return;
        QTest::mousePress(w, Qt::LeftButton, {}, somePoint(w));
        for (int i = 0; i < 4 && w; ++i)
            QTest::mouseMove(w, somePoint(w));
        if (w)
            QTest::mouseRelease(w, Qt::LeftButton, {}, somePoint(w));
    }

    void typeSomewhere()
    {
        QList<QWidget *> fields;
        for (QWidget *w : m_window.findChildren<QWidget *>())
            if (w->isVisible() && w->isEnabled() &&
                (qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractSpinBox *>(w)))
                fields << w;
        if (fields.isEmpty())
            return;
        QWidget *field = fields[pick(int(fields.size()))];
        if (m_log)
            std::fprintf(stderr, "monkey %d: types into %s %s of %s\n", m_events,
                         field->metaObject()->className(), qPrintable(field->objectName()),
                         field->parentWidget() ? field->parentWidget()->metaObject()->className()
                                               : "-");
        field->setFocus();
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        const QString text = kMonkeyTexts[pick(int(kMonkeyTexts.size()))];
        if (m_log)
            std::fprintf(stderr, "monkey %d: text \"%s\"\n", m_events, qPrintable(text));
        bool ascii = true;
        for (QChar ch : text)
            ascii = ascii && ch.unicode() < 128;
        if (ascii) {
            QTest::keyClicks(field, text);
        } else {
            // What a Chinese input method does: commits the composed text at once.
            QInputMethodEvent commit;
            commit.setCommitString(text);
            QApplication::sendEvent(
                QApplication::focusWidget() ? QApplication::focusWidget() : field, &commit);
        }
        if (pick(2))
            QTest::keyClick(field, Qt::Key_Return);
    }

    void play()
    {
        switch (pick(5)) {
        case 0:
            m_controller.next();
            break;
        case 1:
            m_controller.previous();
            break;
        case 2:
            m_controller.togglePlay();
            break;
        case 3:
            m_controller.setSpeed(0.25 * (1 + pick(16)));
            break;
        default:
            m_controller.advanceClock(0.05 * pick(40));
        }
    }

    void saveOrOpen()
    {
        const QString path = m_folder + QStringLiteral("/lesson%1.nklesson").arg(pick(3));
        if (pick(2)) {
            m_window.saveLesson(path);
        } else {
            if (pick(4) == 0) {
                QFile f(path);
                if (f.open(QIODevice::WriteOnly))
                    f.write(pick(2) ? "{\"format\": \"normkitchen-lesson\", \"version\": 1}"
                                    : "not a lesson");
            }
            m_chosenPath = path;
            m_document.openWithDialog(&m_window);
        }
    }

public:
    QString m_chosenPath;

private:
    MainWindow &m_window;
    LessonController &m_controller;
    LessonDocument &m_document;
    QString m_folder;
    nk::PortableRandom m_random;
    QList<QKeySequence> m_shortcuts;
    Lesson m_base;
    int m_events = 0;
    // NK_MONKEY_LOG=1 prints each event to stderr: the last line before a failure names it.
    bool m_log = qEnvironmentVariableIsSet("NK_MONKEY_LOG");
};

// The traces are those of the input and settings the controller holds.
void checkTraces(const LessonController &c)
{
    const auto ln = nk::traceLayerNorm(c.input(), c.settings());
    const auto rms = nk::traceRmsNorm(c.input(), c.settings());
    REQUIRE(c.layerNorm()->input == c.input());
    REQUIRE(c.rmsNorm()->input == c.input());
    // NaN == NaN is false: compare the bits' story, value by value.
    auto same = [](const std::vector<double> &a, const std::vector<double> &b) {
        if (a.size() != b.size())
            return false;
        for (size_t i = 0; i < a.size(); ++i)
            if (!(a[i] == b[i] || (std::isnan(a[i]) && std::isnan(b[i]))))
                return false;
        return true;
    };
    CHECK(same(c.layerNorm()->output(), ln.output()));
    CHECK(same(c.rmsNorm()->output(), rms.output()));
}

} // namespace

TEST_CASE("a seeded monkey on the whole window breaks nothing", "[monkey]")
{
    const quint64 seed = envNumber("NK_MONKEY_SEED", 20261130);
    const int events = int(envNumber("NK_MONKEY_EVENTS", 1500));
    const int burst = 50;
    INFO("replay: NK_MONKEY_SEED=" << seed << " NK_MONKEY_EVENTS=" << events
                                   << " ui_tests \"[monkey]\"");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    LessonController controller;
    controller.setExternalClock(true);
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.setLanguage(QStringLiteral("en"));
    window.show();
    QApplication::setActiveWindow(&window);
    auto *document = window.findChild<LessonDocument *>();
    REQUIRE(document);
    Monkey *monkeyPtr = nullptr;
    document->setQuestion([](QWidget *) { return LessonDocument::Answer::Discard; });
    document->setPathChooser(
        [&monkeyPtr](QWidget *, bool) { return monkeyPtr ? monkeyPtr->m_chosenPath : QString(); });
    QStringList warnings;
    document->setWarning(
        [&warnings](QWidget *, const QString &, const QString &text) { warnings << text; });
    // Any other modal dialog (About, a file dialog, a message box) is dismissed at once.
    QTimer dismisser;
    dismisser.setInterval(20);
    QObject::connect(&dismisser, &QTimer::timeout, [] {
        if (QWidget *modal = QApplication::activeModalWidget())
            modal->close();
        if (QWidget *popup = QApplication::activePopupWidget())
            popup->close();
    });
    dismisser.start();

    Monkey monkey(window, controller, *document, dir.path(), seed);
    monkeyPtr = &monkey;
    controller.undoStack()->clear();
    monkey.setBase(lessonOf(controller));
    for (int done = 0; done < events; done += burst) {
        for (int i = 0; i < burst; ++i)
            monkey.act();
        controller.applyPendingEdits();
        QApplication::processEvents();
        INFO("after event " << done + burst);
        checkTraces(controller);
        if (controller.mode() == LessonController::Mode::Execute) {
            // The chart shows the stage of the current traces (or a line chart beyond bars).
            const QVector<double> bars = window.executeView()->chartValues(0);
            CHECK((bars.isEmpty() || bars.size() == int(controller.input().size())));
        }
    }
    // Opening a lesson or a new one clears the history; undo all the way returns the lesson
    // the history starts from, and redo back to where the monkey stood returns its lesson.
    QUndoStack *stack = controller.undoStack();
    const Lesson end = lessonOf(controller);
    const int index = stack->index();
    stack->setIndex(0);
    QApplication::processEvents();
    checkTraces(controller);
    CHECK(lessonOf(controller) == monkey.base());
    stack->setIndex(index);
    QApplication::processEvents();
    CHECK(lessonOf(controller) == end);
    checkTraces(controller);
    dismisser.stop();
    window.hide();
}

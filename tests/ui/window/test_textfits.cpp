// Every text the class reads is whole: in every mode, on every step of every chapter, in both
// languages, at a projector's 1920 × 1080 (also at zoom 1.5 and in the projector theme) and a
// laptop's 1280 × 720, no visible label, button or combo box is narrower (or, wrapped, shorter)
// than its text needs, and no chart cuts a title, an axis title or a tick label to "…".
#include "charts/chartpanel.h"
#include "formula/formularenderer.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "presenter/presenterconsole.h"
#include "base/theme.h"
#include "uisettle.h"

#include "catchqt.h"
#include "sanitizedlooks.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QTest>

#include <set>
#include <vector>
#include <tuple>
#include <string>

using namespace nk::ui;

namespace {

bool reallyVisible(const QWidget *w, const QWidget *window)
{
    return w->isVisibleTo(window) && w->width() > 0 && w->height() > 0;
}

// What is cut, as "class 'text' (have W×H, need W×H)"; empty when whole.
std::string cutText(const QWidget *w)
{
    QString text;
    QSize need;
    if (auto l = qobject_cast<const QLabel *>(w)) {
        if (l->text().isEmpty() || !l->pixmap().isNull())
            return {};
        text = l->text();
        if (l->wordWrap() && l->hasHeightForWidth())
            need = QSize(0, l->heightForWidth(l->width()));
        else
            need = QSize(l->minimumSizeHint().width(), 0);
    } else if (auto b = qobject_cast<const QAbstractButton *>(w)) {
        if (b->text().isEmpty())
            return {};
        text = b->text();
        need = QSize(b->minimumSizeHint().width(), 0);
    } else if (auto c = qobject_cast<const QComboBox *>(w)) {
        if (c->currentText().isEmpty())
            return {};
        text = c->currentText();
        QStyleOptionComboBox option;
        option.initFrom(c);
        option.currentText = text;
        option.frame = c->hasFrame();
        const QRect field = c->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                       QStyle::SC_ComboBoxEditField, c);
        if (field.width() >= c->fontMetrics().horizontalAdvance(text) - 1) // rounding
            return {};
        return "QComboBox '" + text.toStdString() + "' (field " + std::to_string(field.width()) +
               ", text " + std::to_string(c->fontMetrics().horizontalAdvance(text)) + ")";
    } else {
        return {};
    }
    if (w->width() >= need.width() - 1 && w->height() >= need.height() - 1)
        return {};
    return std::string(w->metaObject()->className()) + " '" + text.left(60).toStdString() +
           "' (have " + std::to_string(w->width()) + "x" + std::to_string(w->height()) + ", need " +
           std::to_string(need.width()) + "x" + std::to_string(need.height()) + ")";
}

std::set<std::string> cutTexts(const QWidget *window)
{
    std::set<std::string> cut;
    for (const QWidget *w : window->findChildren<QWidget *>()) {
        if (!reallyVisible(w, window))
            continue;
        const std::string c = cutText(w);
        if (!c.empty())
            cut.insert(c);
        // A chart's titles, axis titles and tick labels, which Qt Charts cuts to "…".
        if (auto chart = qobject_cast<const ChartPanel *>(w))
            for (const QString &t : chart->elidedTexts())
                cut.insert("chart '" + chart->title().toStdString() + "': '" + t.toStdString() +
                           "' cut");
    }
    return cut;
}

} // namespace

TEST_CASE("every label and button shows its whole text in every mode, chapter and step",
          "[window][textfits][long]")
{
    const Theme::Mode before = Theme::mode();
    struct Look
    {
        const char *lang;
        QSize size;
        qreal zoom;
        bool projector;
    };
    std::vector<Look> looks;
    for (const char *lang : {"en", "zh"})
        for (auto [size, zoom, projector] :
             {std::tuple{QSize(1920, 1080), 1.0, false}, std::tuple{QSize(1280, 720), 1.0, false},
              std::tuple{QSize(1920, 1080), 1.5, false}, std::tuple{QSize(1920, 1080), 1.0, true}})
            looks.push_back({lang, size, zoom, projector});
    for (const Look &l : looksToWalk(looks, 1)) {
        const char *lang = l.lang;
        const QSize size = l.size;
        const qreal zoom = l.zoom;
        const bool projector = l.projector;
        {
            LessonController controller;
            MainWindow window(&controller);
            window.setLanguage(QString::fromLatin1(lang));
            window.setZoom(zoom);
            window.setTheme(projector ? Theme::Mode::Projector : Theme::Mode::Light);
            window.resize(size);
            window.show();
            settleUi();
            std::set<std::string> cut;
            auto look = [&](const std::string &where) {
                settleUi();
                std::set<std::string> now = cutTexts(&window);
                // A background job (the Monitor's sweeps) may have just set a text whose layout
                // is still queued: what is cut is what stays cut a moment later.
                if (!now.empty()) {
                    QTest::qWait(100);
                    settleUi();
                    const std::set<std::string> later = cutTexts(&window);
                    for (auto it = now.begin(); it != now.end();)
                        it = later.count(*it) ? std::next(it) : now.erase(it);
                }
                for (const std::string &c : now)
                    cut.insert(where + ": " + c);
            };
            for (auto mode : {LessonController::Mode::Start, LessonController::Mode::Monitor,
                              LessonController::Mode::Finish}) {
                controller.setMode(mode);
                look("mode " + std::to_string(int(mode)));
            }
            controller.setMode(LessonController::Mode::Execute);
            for (int chapter = 1; chapter <= 11; ++chapter) {
                controller.setChapter(chapter);
                for (int step = 1; step <= controller.stepCount(); ++step) {
                    controller.setTime(step);
                    look("chapter " + std::to_string(chapter) + "." + std::to_string(step));
                }
            }
            CAPTURE(lang, size.width(), size.height(), zoom, projector);
            std::string all;
            for (const std::string &c : cut)
                all += c + "\n";
            CHECK(all == "");
        }
    }
    Theme::setMode(before);
}

TEST_CASE("the presenter console shows its whole text on every step", "[window][textfits][long]")
{
    std::vector<std::pair<const char *, QSize>> looks;
    // Chinese first: sanitized, the one look walked (the text-fits walk above takes English).
    for (const char *lang : {"zh", "en"})
        for (QSize size : {QSize(1920, 1080), QSize(1280, 800)})
            looks.push_back({lang, size});
    for (const auto &[lang, size] : looksToWalk(looks, 1)) {
        {
            LessonController controller;
            MainWindow window(&controller);
            window.setLanguage(QString::fromLatin1(lang));
            window.resize(1280, 720);
            window.show();
            PresenterConsole *console = window.presenterConsole();
            console->resize(size);
            console->show();
            settleUi();
            std::set<std::string> cut;
            controller.setMode(LessonController::Mode::Execute);
            for (int chapter = 1; chapter <= 11; ++chapter) {
                controller.setChapter(chapter);
                for (int step = 1; step <= controller.stepCount(); ++step) {
                    controller.setTime(step);
                    settleUi();
                    for (const std::string &c : cutTexts(console))
                        cut.insert("chapter " + std::to_string(chapter) + "." +
                                   std::to_string(step) + ": " + c);
                }
            }
            CAPTURE(lang, size.width(), size.height());
            std::string all;
            for (const std::string &c : cut)
                all += c + "\n";
            CHECK(all == "");
            console->hide();
        }
    }
}

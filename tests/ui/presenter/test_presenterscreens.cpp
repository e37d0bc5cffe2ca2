// F5 with two screens: the lesson full-screen on the projector, the console on the laptop;
// the swap key exchanges them; a screen unplugged while presenting loses nothing.
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "presenter/presenterconsole.h"
#include "presenter/presenterscreens.h"
#include "session/joincard.h"
#include "window/classroomkeyfilter.h"
#include "session/sessionserver.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QScreen>
#include <QTest>

#if NK_HAVE_QPA_PRIVATE
#include <qpa/qplatformnativeinterface.h>

using namespace nk::ui;
#endif

namespace {

QScreen *screenNamed(const QString &name)
{
    for (QScreen *s : QGuiApplication::screens())
        if (s->name() == name)
            return s;
    return nullptr;
}

#if NK_HAVE_QPA_PRIVATE
// The offscreen platform's own hook: a new configuration adds and removes screens as a
// display server would when a projector is plugged in or out.
void setScreens(const QJsonArray &screens)
{
    QPlatformNativeInterface *native = QGuiApplication::platformNativeInterface();
    using Get = QJsonObject (*)(QPlatformNativeInterface *);
    using Set = void (*)(const QJsonObject &, QPlatformNativeInterface *);
    auto get = reinterpret_cast<Get>(native->nativeResourceForIntegration("configuration"));
    auto set = reinterpret_cast<Set>(native->nativeResourceForIntegration("setConfiguration"));
    REQUIRE(get);
    REQUIRE(set);
    QJsonObject config = get(native);
    config[QStringLiteral("screens")] = screens;
    set(config, native);
}
#endif

void settleScreens()
{
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QTest::qWait(20);
    }
}

} // namespace

TEST_CASE("F5 with two screens puts the lesson and the console on different screens",
          "[screens][long]")
{
    REQUIRE(QGuiApplication::screens().size() == 2);
    QScreen *laptop = screenNamed(QStringLiteral("a-laptop"));
    QScreen *projector = screenNamed(QStringLiteral("b-projector"));
    REQUIRE(laptop);
    REQUIRE(projector);
    REQUIRE(QGuiApplication::primaryScreen() == laptop);

    LessonController controller;
    MainWindow window(&controller);
    window.resize(1200, 700);
    window.show();
    settleScreens();
    PresenterConsole *console = window.presenterConsole();
    CHECK_FALSE(console->isVisible());

    window.setPresentationMode(true);
    settleScreens();
    CHECK(window.presenterScreens()->usesTwoScreens());
    CHECK(window.screen() == projector);
    CHECK(window.isFullScreen());
    CHECK(window.geometry() == projector->geometry());
    REQUIRE(console->isVisible());
    CHECK(console->screen() == laptop);
    CHECK(console->geometry() == laptop->geometry());

    // Blank: the projector only.
    window.setBlanked(true);
    CHECK(console->isBannerShown());
    window.setBlanked(false);

    // The swap key exchanges the screens.
    window.presenterScreens()->swap();
    settleScreens();
    CHECK(window.screen() == laptop);
    CHECK(console->screen() == projector);
    window.presenterScreens()->swap();
    settleScreens();
    CHECK(window.screen() == projector);

    window.setPresentationMode(false);
    settleScreens();
    CHECK_FALSE(window.isFullScreen());
    CHECK_FALSE(console->isVisible()); // not asked for with View ▸ Presenter console
}

#if NK_HAVE_QPA_PRIVATE
TEST_CASE("unplugging the projector while presenting keeps the lesson, plugging it back "
          "re-places both windows",
          "[screens][long]")
{
    LessonController controller;
    controller.setExternalClock(true);
    MainWindow window(&controller);
    window.resize(1200, 700);
    window.show();
    controller.setInputText(QStringLiteral("3, -1, 4, 1, -5"));
    controller.setChapter(3);
    controller.setMode(LessonController::Mode::Execute);
    controller.setTime(3);
    controller.setStepNote(3, 2, QStringLiteral("keep me"));
    window.setPresentationMode(true);
    settleScreens();
    REQUIRE(window.presenterScreens()->usesTwoScreens());

    const QJsonObject laptop{
        {"name", "a-laptop"}, {"x", 0}, {"y", 0}, {"width", 1280}, {"height", 800}};
    const QJsonObject projector{
        {"name", "b-projector"}, {"x", 1280}, {"y", 0}, {"width", 1920}, {"height", 1080}};
    setScreens(QJsonArray{laptop});
    settleScreens();
    REQUIRE(QGuiApplication::screens().size() == 1);
    // The lesson is as it was, full-screen on the screen that is left.
    CHECK(controller.input() == std::vector<double>{3, -1, 4, 1, -5});
    CHECK(controller.chapter() == 3);
    CHECK(controller.currentStep() == 2);
    CHECK(controller.mode() == LessonController::Mode::Execute);
    CHECK(controller.stepNote(3, 2) == QStringLiteral("keep me"));
    CHECK(window.isPresentationMode());
    CHECK(window.isVisible());
    CHECK(window.isFullScreen());
    CHECK(window.screen() == QGuiApplication::primaryScreen());
    CHECK_FALSE(window.presenterScreens()->usesTwoScreens());
    CHECK_FALSE(window.presenterConsole()->isVisible());

    setScreens(QJsonArray{laptop, projector});
    settleScreens();
    REQUIRE(QGuiApplication::screens().size() == 2);
    CHECK(window.presenterScreens()->usesTwoScreens());
    CHECK(window.screen()->name() == QStringLiteral("b-projector"));
    CHECK(window.presenterConsole()->isVisible());
    CHECK(window.presenterConsole()->screen()->name() == QStringLiteral("a-laptop"));
    CHECK(controller.currentStep() == 2);
    window.setPresentationMode(false);
}
#endif

// Two X screens (:N.0 the laptop, :N.1 the projector) are two desktops, not one: Qt moves a
// window between them by recreating its native window. Run by two-x-screens.sh under Xvfb.
TEST_CASE("two X screens: the projector shows the lesson, and F5 off brings it back", "[.xscreens]")
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    REQUIRE(screens.size() == 2);
    REQUIRE_FALSE(screens[0]->virtualSiblings().contains(screens[1]));
    QScreen *laptop = QGuiApplication::primaryScreen();
    QScreen *projector = screens[0] == laptop ? screens[1] : screens[0];

    LessonController controller;
    MainWindow window(&controller);
    window.resize(1200, 700);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    REQUIRE(window.screen() == laptop);

    window.setPresentationMode(true);
    // The lesson is mapped on the projector (it stayed black: created there, never shown).
    CHECK(QTest::qWaitForWindowExposed(&window));
    CHECK(window.screen() == projector);
    CHECK(window.isFullScreen());
    CHECK(window.geometry() == projector->geometry());
    PresenterConsole *console = window.presenterConsole();
    CHECK(QTest::qWaitForWindowExposed(console));
    CHECK(console->screen() == laptop);

    window.setPresentationMode(false);
    // Back on the laptop, whole on its screen, not left on the projector out of reach.
    CHECK(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(200); // the X server's echo of the old state, had there been one
    CHECK(window.screen() == laptop);
    CHECK_FALSE(window.isFullScreen());
    CHECK(laptop->availableGeometry().contains(window.geometry()));
}

// The share of dark pixels in a rectangle of a screen's own pixels (what the room sees).
static double darkShare(QScreen *screen, const QRect &global)
{
    const QRect local = global.translated(-screen->geometry().topLeft());
    const QImage shot = screen->grabWindow(0).toImage().copy(local);
    if (shot.isNull() || shot.width() == 0)
        return -1.0;
    qint64 dark = 0;
    for (int y = 0; y < shot.height(); ++y)
        for (int x = 0; x < shot.width(); ++x)
            dark += qGray(shot.pixel(x, y)) < 96;
    return double(dark) / (double(shot.width()) * shot.height());
}

TEST_CASE("two X screens: the join card goes to the projector with the lesson and J hides it there",
          "[.xscreens]")
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    REQUIRE(screens.size() == 2);
    QScreen *laptop = QGuiApplication::primaryScreen();
    QScreen *projector = screens[0] == laptop ? screens[1] : screens[0];

    LessonController controller;
    MainWindow window(&controller);
    SessionServer server(&controller); // loopback only
    JoinCard card(&server, window.centralWidget());
    QObject::connect(window.keyFilter(), &ClassroomKeyFilter::joinCardToggleRequested, &card,
                     &JoinCard::toggle); // as the Session menu does
    window.resize(1200, 700);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    REQUIRE(server.start(QHostAddress::LocalHost, 0, QStringLiteral("ABCD1234")));
    REQUIRE(QTest::qWaitFor([&] { return card.isVisible() && !card.qrRect().isEmpty(); }));

    window.setPresentationMode(true);
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    REQUIRE(window.screen() == projector);
    // The card covers the lesson on the projector, its QR code painted there at full size.
    CHECK(card.isVisible());
    CHECK(card.width() >= window.centralWidget()->width() * 9 / 10);
    REQUIRE(QTest::qWaitFor(
        [&] { return card.qrRect().width() >= projector->geometry().height() / 3; }));
    QTest::qWait(300); // the X server has the frame
    const QRect qr(card.mapToGlobal(card.qrRect().topLeft()), card.qrRect().size());
    REQUIRE(projector->geometry().contains(qr));
    const double shown = darkShare(projector, qr);
    INFO("dark share of the QR code's square on the projector: " << shown);
    CHECK(shown > 0.25); // modules: about half dark, the quiet zone light
    CHECK(shown < 0.75);

    // J on the projector's window hides it; the lesson is there instead.
    QTest::keyClick(&window, Qt::Key_J);
    REQUIRE(QTest::qWaitFor([&] { return !card.isVisible(); }));
    QTest::qWait(300);
    CHECK(std::abs(darkShare(projector, qr) - shown) > 0.05);
    window.setPresentationMode(false);
    server.stop();
}

// The teacher's side of the class session: the join card's QR code holds exactly the join URL
// and is painted with its quiet zone, the count follows a loopback student (127.0.0.1 only),
// the reveal plot marks the true value and counts the slips, and a nickname's markup stays
// text in the class panel. NK_SESSION_SHOTS=folder also writes the screenshots ([.shots]).
#include "sessionclient.h"

#include "window/classroomkeyfilter.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "presenter/presenterconsole.h"
#include "session/answerstrip.h"
#include "session/classpanel.h"
#include "session/joincard.h"
#include "session/revealplot.h"
#include "session/sessionserver.h"
#include "controls/stepcard.h"
#include "base/theme.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTest>
#include <QToolButton>

#include <qrencode.h>

using namespace nk::ui;

namespace {

const QString kClassCode = QStringLiteral("CLASS7");

std::unique_ptr<SessionServer> loopbackServer(LessonController &lesson)
{
    auto server = std::make_unique<SessionServer>(&lesson);
    SessionServer::Limits limits;
    limits.countDelayMs = 0;
    server->setLimits(limits);
    REQUIRE(server->start(QHostAddress::LocalHost, 0, kClassCode));
    return server;
}

std::unique_ptr<SessionClient> student(SessionServer &server, const QString &nick = {})
{
    auto c = std::make_unique<SessionClient>();
    c->open(server.port(), kClassCode);
    REQUIRE(waitUntil([&] { return c->connected; }));
    c->join(nick);
    REQUIRE(waitUntil([&] { return c->count(QStringLiteral("welcome")) > 0; }));
    return c;
}

// The variance of 1, 2, 3, 4 (1.25), whose wrong answers are matched against the slips.
SessionQuestion varianceQuestion(const QString &lang = QStringLiteral("en"))
{
    SessionQuestion q;
    // As the step cards word it (SessionQuestions), in the teacher's language.
    q.prompt = StepCard::title(nk::StepId::Variance, lang) + QStringLiteral("?");
    q.exercise = nk::Exercise{};
    q.exercise->vector = {1.0, 2.0, 3.0, 4.0};
    q.quantity = nk::AnswerSlips::Quantity::Variance;
    q.answer = 1.25;
    return q;
}

bool isWhite(QRgb c)
{
    return qRed(c) > 250 && qGreen(c) > 250 && qBlue(c) > 250;
}

bool isBlack(QRgb c)
{
    return qRed(c) < 5 && qGreen(c) < 5 && qBlue(c) < 5;
}

} // namespace

TEST_CASE("session widgets: the join card's QR code holds exactly the join URL, quiet zone "
          "painted",
          "[session]")
{
    LessonController lesson;
    auto server = loopbackServer(lesson);
    QWidget host;
    host.resize(1920, 1080);
    JoinCard card(server.get(), &host);
    host.show();
    QApplication::processEvents();
    const QString url = server->joinUrl().toString();
    CHECK(url == QStringLiteral("http://127.0.0.1:%1/?code=CLASS7").arg(server->port()));
    CHECK(card.address() == url);
    CHECK(card.isVisible());
    CHECK(card.geometry() == host.rect());

    // The same modules as libqrencode gives for that string, module by module.
    const QByteArray utf8 = url.toUtf8();
    QRcode *ref = QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    REQUIRE(ref);
    const QrCode &qr = card.qrCode();
    REQUIRE(qr.modules() == ref->width);
    CHECK(QrCode::modulesFor(url) == ref->width);
    int mismatches = 0;
    for (int y = 0; y < ref->width; ++y)
        for (int x = 0; x < ref->width; ++x)
            mismatches += qr.isDark(x, y) != bool(ref->data[y * ref->width + x] & 1);
    CHECK(mismatches == 0);
    QRcode_free(ref);
    CHECK(QrCode::modulesFor(url + QStringLiteral("x")) >= qr.modules());

    // As painted on the card: whole pixels a module, 4 white modules round it, the finder's
    // corner dark.
    const QImage shot = card.grab().toImage();
    const QRect r = card.qrRect();
    REQUIRE_FALSE(r.isEmpty());
    const int total = qr.modules() + 2 * QrCode::kQuietModules;
    REQUIRE(r.width() % total == 0);
    const int ppm = r.width() / total;
    CHECK(ppm >= 8); // a phone reads it from the back of the room
    const int quiet = QrCode::kQuietModules * ppm;
    int darkInQuiet = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const bool inZone = x < r.left() + quiet || x > r.right() - quiet ||
                                y < r.top() + quiet || y > r.bottom() - quiet;
            if (inZone && !isWhite(shot.pixel(x, y)))
                ++darkInQuiet;
        }
    CHECK(darkInQuiet == 0);
    CHECK(isBlack(shot.pixel(r.left() + quiet + ppm / 2, r.top() + quiet + ppm / 2)));
    CHECK(isBlack(shot.pixel(r.right() - quiet - ppm / 2, r.top() + quiet + ppm / 2)));

    // J hides it and shows it again.
    card.toggle();
    CHECK_FALSE(card.isVisible());
    card.toggle();
    CHECK(card.isVisible());
    server->stop();
    CHECK_FALSE(card.isVisible());
}

TEST_CASE("session widgets: the join card counts a loopback student who joins", "[session]")
{
    LessonController lesson;
    auto server = loopbackServer(lesson);
    QWidget host;
    host.resize(1280, 720);
    JoinCard card(server.get(), &host);
    CHECK(card.joinedCount() == 0);
    CHECK(card.lines().contains(QStringLiteral("Students joined: 0")));
    auto first = student(*server);
    REQUIRE(waitUntil([&] { return card.joinedCount() == 1; }));
    CHECK(card.lines().contains(QStringLiteral("Students joined: 1")));
    auto second = student(*server, QStringLiteral("Mei"));
    REQUIRE(waitUntil([&] { return card.joinedCount() == 2; }));
}

TEST_CASE("session widgets: the reveal plot marks the true value and counts the slips", "[session]")
{
    LessonController lesson;
    auto server = loopbackServer(lesson);
    QWidget host;
    host.resize(1920, 1080);
    AnswerStrip strip(server.get(), &host);
    host.show();
    std::vector<std::unique_ptr<SessionClient>> phones;
    for (int i = 0; i < 5; ++i)
        phones.push_back(student(*server));
    REQUIRE(server->askQuestion(varianceQuestion()));
    QApplication::processEvents();
    CHECK(strip.isVisible());
    CHECK_FALSE(strip.isRevealShown());
    CHECK(strip.promptText() == QStringLiteral("Variance σ²?"));
    const QString id = server->questionId();
    // right, 5/3 twice (divided by d − 1), 5 (forgot to divide), and one of no known slip
    const QStringList answers{QStringLiteral("1.25"), QStringLiteral("5/3"),
                              QStringLiteral("1.667"), QStringLiteral("5"), QStringLiteral("9")};
    for (int i = 0; i < 3; ++i)
        phones[size_t(i)]->answer(id, answers.at(i));
    REQUIRE(waitUntil([&] { return strip.countText() == QStringLiteral("3 of 5 answered"); }));
    for (int i = 3; i < 5; ++i)
        phones[size_t(i)]->answer(id, answers.at(i));
    REQUIRE(waitUntil([&] { return server->answeredCount() == 5; }));
    REQUIRE(server->reveal());
    QApplication::processEvents();
    CHECK(strip.isRevealShown());

    const RevealPlot *plot = strip.plot();
    CHECK(plot->truth() == 1.25);
    CHECK(plot->truthText() == QStringLiteral("True value: 1.25"));
    CHECK(plot->shareText() == QStringLiteral("20 % within tolerance (1 of 5)"));
    CHECK(plot->slipLines() == QStringList{QStringLiteral("divided by d − 1: 2 wrong"),
                                           QStringLiteral("forgot to divide by d: 1 wrong"),
                                           QStringLiteral("Other wrong answers: 1")});
    int inBins = 0;
    int truthBins = 0;
    for (const nk::AnswerBins::Bin &b : plot->bins().bins) {
        inBins += b.count;
        truthBins += b.holdsTruth ? 1 : 0;
    }
    CHECK(inBins == 5);
    CHECK(truthBins == 1);
    // Names never: the students are "Student N", and none of it is on the strip.
    for (const QString &line : plot->slipLines())
        CHECK_FALSE(line.contains(QStringLiteral("Student")));

    // The teacher's × hides it; the next question shows it again.
    strip.dismissButton()->click();
    CHECK_FALSE(strip.isVisible());
    REQUIRE(server->askQuestion(varianceQuestion()));
    QApplication::processEvents();
    CHECK(strip.isVisible());
    CHECK_FALSE(strip.isRevealShown());
}

TEST_CASE("session widgets: a nickname with markup is literal text in the class panel", "[session]")
{
    LessonController lesson;
    auto server = loopbackServer(lesson);
    ClassPanel panel(server.get());
    CHECK_FALSE(panel.isHidden()); // a session runs
    const QString nick = QStringLiteral("<b>Ann</b> & <i>co</i>");
    auto phone = student(*server, nick);
    auto other = student(*server);
    REQUIRE(waitUntil([&] { return panel.studentLines().size() == 2; }));
    CHECK(panel.studentLines() == QStringList{nick, QStringLiteral("Student 2")});
    for (const QLabel *label : panel.findChildren<QLabel *>())
        CHECK(label->textFormat() == Qt::PlainText);
    // Remove the chosen student: closed with 4004, gone from the list.
    panel.studentList()->setCurrentRow(0);
    REQUIRE(panel.removeButton()->isEnabled());
    panel.removeButton()->click();
    REQUIRE(waitUntil([&] { return phone->closed; }));
    CHECK(phone->closeCode == SessionServer::Removed);
    REQUIRE(waitUntil([&] { return panel.studentLines().size() == 1; }));
    server->stop();
    CHECK(panel.isHidden());
}

TEST_CASE("session widgets: J in the lesson window hides and shows the join card", "[session]")
{
    LessonController lesson;
    MainWindow window{&lesson};
    window.resize(1280, 720);
    window.setLanguage(QStringLiteral("en"));
    window.show();
    window.activateWindow();
    QApplication::setActiveWindow(&window);
    auto server = loopbackServer(lesson);
    JoinCard card(server.get(), window.centralWidget());
    QObject::connect(window.keyFilter(), &ClassroomKeyFilter::joinCardToggleRequested, &card,
                     &JoinCard::toggle);
    QApplication::processEvents();
    REQUIRE(card.isVisible());
    auto press = [&] {
        QWidget *to = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
        QTest::keyClick(to, Qt::Key_J);
        QApplication::processEvents();
    };
    press();
    CHECK_FALSE(card.isVisible());
    press();
    CHECK(card.isVisible());
    // The shortcuts dialog's list names it.
    bool listed = false;
    for (const ClassroomKeyFilter::KeyHelp &k : ClassroomKeyFilter::keyHelp())
        listed = listed || k.keys.contains(QKeySequence(Qt::Key_J));
    CHECK(listed);
}

// Screenshots at 1920×1080 (run under Xvfb): NK_SESSION_SHOTS=folder, NK_SESSION_LANG=zh|en.
TEST_CASE("session widgets: screenshots of the projector and the console", "[.shots]")
{
    const QString folder = qEnvironmentVariable("NK_SESSION_SHOTS");
    if (folder.isEmpty())
        return;
    const QString lang = qEnvironmentVariable("NK_SESSION_LANG", QStringLiteral("en"));
    LessonController lesson;
    MainWindow window{&lesson};
    window.setLanguage(lang);
    window.setTheme(Theme::Mode::Projector);
    lesson.setChapter(1);
    lesson.setMode(LessonController::Mode::Execute);
    window.setPresentationMode(true);
    window.resize(1920, 1080);
    window.show();
    auto server = loopbackServer(lesson);
    JoinCard card(server.get(), window.centralWidget());
    AnswerStrip strip(server.get(), window.centralWidget());
    auto *panel = new ClassPanel(server.get());
    window.presenterConsole()->setClassPanel(panel);
    std::vector<std::unique_ptr<SessionClient>> phones;
    const QStringList nicks{QStringLiteral("<b>Ann</b>"),
                            QStringLiteral("小明"),
                            QString(),
                            QStringLiteral("Jo"),
                            QString(),
                            QStringLiteral("Priya")};
    for (const QString &n : nicks)
        phones.push_back(student(*server, n));
    REQUIRE(waitUntil([&] { return card.joinedCount() == int(nicks.size()); }));
    auto settle = [] {
        for (int i = 0; i < 10; ++i)
            QApplication::processEvents();
    };
    settle();
    QDir().mkpath(folder);
    auto save = [&](QWidget *w, const QString &name) {
        settle();
        w->grab().save(folder + QStringLiteral("/%1-%2.png").arg(name, lang));
    };
    save(&window, QStringLiteral("join-card"));
    card.toggle();
    REQUIRE(server->askQuestion(varianceQuestion(lang)));
    const QString id = server->questionId();
    const QStringList answers{QStringLiteral("1.25"), QStringLiteral("5/3"), QStringLiteral("1.3"),
                              QStringLiteral("5")};
    for (int i = 0; i < answers.size(); ++i)
        phones[size_t(i)]->answer(id, answers.at(i));
    REQUIRE(waitUntil([&] { return server->answeredCount() == int(answers.size()); }));
    save(&window, QStringLiteral("answered"));
    phones[4]->answer(id, QStringLiteral("1.6667"));
    phones[5]->answer(id, QStringLiteral("1.2"));
    REQUIRE(waitUntil([&] { return server->answeredCount() == 6; }));
    REQUIRE(server->reveal());
    save(&window, QStringLiteral("reveal"));
    window.presenterConsole()->resize(1920, 1080);
    window.presenterConsole()->show();
    save(window.presenterConsole(), QStringLiteral("console"));
    strip.resize(1280, 720);
    window.setPresentationMode(false);
    window.resize(1280, 720);
    save(&window, QStringLiteral("reveal-720"));
}

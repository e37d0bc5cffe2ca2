// The class session's limits on what is not a joined WebSocket, and on what-if: a page
// connection that never finishes is closed, page connections over the cap are closed as they
// come, a WebSocket is not cut by the page's timeout, and a burst of what-ifs gets the latest
// computed rather than refused. Loopback (127.0.0.1) only.
#include "sessionfixture.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpSocket>

using namespace nk::ui;

TEST_CASE("session limits: a page connection that never finishes its request is closed",
          "[session]")
{
    LessonController lesson;
    SessionServer::Limits limits;
    limits.pageTimeoutMs = 400;
    auto server = startedSessionServer(lesson, limits);
    auto phone = joinedPhone(*server, QStringLiteral("Ann"));

    // A slow client: half a request line, then nothing (the socket stays open on its side).
    QTcpSocket slow;
    bool dropped = false;
    QObject::connect(&slow, &QTcpSocket::disconnected, [&] { dropped = true; });
    slow.connectToHost(QHostAddress::LocalHost, server->port());
    REQUIRE(slow.waitForConnected(3000));
    slow.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    slow.flush();
    REQUIRE(waitUntil([&] { return server->pageConnections() == 1; }));
    QElapsedTimer timer;
    timer.start();
    REQUIRE(waitUntil([&] { return dropped; }, 5000));
    CHECK(timer.elapsed() >= 200);
    CHECK(server->pageConnections() == 0);
    // The joined phone has outlived the page timeout several times over and is still served.
    waitUntil([] { return false; }, 600);
    CHECK_FALSE(phone->closed);
    CHECK(server->joinedCount() == 1);
}

TEST_CASE("session limits: page connections over the cap are closed at once and the page serves "
          "again after",
          "[session]")
{
    LessonController lesson;
    SessionServer::Limits limits;
    limits.maxPageConnections = 3;
    limits.pageTimeoutMs = 60000;
    auto server = startedSessionServer(lesson, limits);
    std::vector<std::unique_ptr<QTcpSocket>> idle;
    for (int i = 0; i < 3; ++i) {
        idle.push_back(std::make_unique<QTcpSocket>());
        idle.back()->connectToHost(QHostAddress::LocalHost, server->port());
        REQUIRE(idle.back()->waitForConnected(3000));
    }
    REQUIRE(waitUntil([&] { return server->pageConnections() == 3; }));
    QTcpSocket extra;
    bool dropped = false;
    QObject::connect(&extra, &QTcpSocket::disconnected, [&] { dropped = true; });
    extra.connectToHost(QHostAddress::LocalHost, server->port());
    REQUIRE(waitUntil([&] { return dropped; }, 3000));
    CHECK(server->pageConnections() == 3);
    // The idle ones go; the page is served again.
    for (auto &s : idle)
        s->abort();
    REQUIRE(waitUntil([&] { return server->pageConnections() == 0; }));
    QNetworkAccessManager net;
    std::unique_ptr<QNetworkReply> reply(net.get(QNetworkRequest(
        QUrl(QStringLiteral("http://127.0.0.1:%1/mathjax.js").arg(server->port())))));
    REQUIRE(waitUntil([&] { return reply->isFinished(); }));
    CHECK(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200);
    // A phone still joins: a WebSocket is counted apart from the page's connections.
    auto phone = joinedPhone(*server);
    CHECK(server->joinedCount() == 1);
}

TEST_CASE("session limits: a burst of what-ifs gets the latest computed, none refused", "[session]")
{
    LessonController lesson;
    lesson.setMode(LessonController::Mode::Execute);
    lesson.setInputText(QStringLiteral("1, 2, 3, 6"));
    SessionServer::Limits limits;
    limits.whatIfIntervalMs = 300;
    auto server = startedSessionServer(lesson, limits);
    auto phone = joinedPhone(*server);
    const auto vectorOf = [](const QJsonObject &m) {
        QList<double> v;
        for (const QJsonValue &x : m.value(QStringLiteral("vector")).toArray())
            v << x.toDouble();
        return v;
    };
    phone->whatIf(QStringLiteral("1, 1"));
    REQUIRE(waitUntil([&] { return phone->count(QStringLiteral("whatif")) == 1; }));
    CHECK(vectorOf(phone->last(QStringLiteral("whatif"))) == QList<double>{1, 1});
    // Typing "4, 5, 6" key by key: three vectors inside the interval.
    phone->whatIf(QStringLiteral("4"));
    phone->whatIf(QStringLiteral("4, 5"));
    phone->whatIf(QStringLiteral("4, 5, 6"));
    REQUIRE(waitUntil([&] { return phone->count(QStringLiteral("whatif")) == 2; }));
    CHECK(vectorOf(phone->last(QStringLiteral("whatif"))) == QList<double>{4, 5, 6});
    waitUntil([] { return false; }, 700);
    CHECK(phone->count(QStringLiteral("whatif")) == 2); // the two before were never computed
    CHECK(phone->count(QStringLiteral("error")) == 0);
    // The teacher's lesson is untouched.
    CHECK(lesson.input() == std::vector<double>{1, 2, 3, 6});
}

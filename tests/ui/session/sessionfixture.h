#pragma once

// What the session server's tests share: a server started on a free loopback port with the
// test code, and a phone that joined it.
#include "sessionclient.h"

#include "lesson/lessoncontroller.h"
#include "session/sessionserver.h"

#include <catch2/catch.hpp>

#include <memory>

inline const QString kSessionTestCode = QStringLiteral("TEST42");

inline std::unique_ptr<nk::ui::SessionServer>
startedSessionServer(nk::ui::LessonController &lesson,
                     const nk::ui::SessionServer::Limits &limits = {})
{
    auto server = std::make_unique<nk::ui::SessionServer>(&lesson);
    server->setLimits(limits);
    REQUIRE(server->start(QHostAddress::LocalHost, 0, kSessionTestCode));
    REQUIRE(server->port() != 0);
    return server;
}

inline std::unique_ptr<SessionClient> joinedPhone(nk::ui::SessionServer &server,
                                                  const QString &nick = {},
                                                  const QString &token = {},
                                                  const QString &lang = {})
{
    auto c = std::make_unique<SessionClient>();
    c->open(server.port(), kSessionTestCode);
    REQUIRE(waitUntil([&] { return c->connected; }));
    c->join(nick, token, lang);
    REQUIRE(waitUntil([&] {
        return c->count(QStringLiteral("welcome")) > 0 && c->count(QStringLiteral("state")) > 0;
    }));
    return c;
}

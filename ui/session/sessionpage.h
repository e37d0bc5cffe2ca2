#pragma once

#include <QByteArray>
#include <QString>

class QHttpServerRequest;
class QHttpServerResponder;

namespace nk::ui {

// The student's page over HTTP: GET of a file under :/student (the page, its script and style,
// built by esbuild into the resources) or /mathjax.js (the formula bundle), with a content type
// and no caching; nothing outside them, no method but GET.
class SessionPage
{
public:
    static void respond(const QHttpServerRequest &request, QHttpServerResponder &&responder);
    // The resource a GET path names, empty for none ("..", hidden files, backslashes).
    static QString resourceFor(const QString &path);
    static QByteArray mimeFor(const QString &resource);
};

} // namespace nk::ui

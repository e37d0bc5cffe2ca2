#include "session/sessionpage.h"

#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>

namespace nk::ui {

QByteArray SessionPage::mimeFor(const QString &path)
{
    if (path.endsWith(QLatin1String(".html")))
        return "text/html; charset=utf-8";
    if (path.endsWith(QLatin1String(".js")))
        return "text/javascript; charset=utf-8";
    if (path.endsWith(QLatin1String(".css")))
        return "text/css; charset=utf-8";
    if (path.endsWith(QLatin1String(".svg")))
        return "image/svg+xml";
    if (path.endsWith(QLatin1String(".png")))
        return "image/png";
    if (path.endsWith(QLatin1String(".json")))
        return "application/json";
    return "application/octet-stream";
}

QString SessionPage::resourceFor(const QString &path)
{
    if (path == QLatin1String("/") || path.isEmpty())
        return QStringLiteral(":/student/index.html");
    if (path == QLatin1String("/mathjax.js") &&
        !QFile::exists(QStringLiteral(":/student/mathjax.js")))
        return QStringLiteral(":/mathjax/mathjax-bundle.js");
    // Only plain names below /: no "..", no hidden files.
    const QString name = path.mid(1);
    if (name.contains(QLatin1String("..")) || name.startsWith(QLatin1Char('.')) ||
        name.contains(QLatin1Char('\\')))
        return {};
    return QStringLiteral(":/student/") + name;
}

void SessionPage::respond(const QHttpServerRequest &request, QHttpServerResponder &&responder)
{
    if (request.method() != QHttpServerRequest::Method::Get) {
        responder.write(QHttpServerResponder::StatusCode::MethodNotAllowed);
        return;
    }
    const QString resource = resourceFor(request.url().path());
    QFile file(resource);
    if (resource.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        responder.write(QByteArrayLiteral("Not found\n"), "text/plain; charset=utf-8",
                        QHttpServerResponder::StatusCode::NotFound);
        return;
    }
    responder.write(file.readAll(), {{"Content-Type", mimeFor(resource)},
                                     {"Cache-Control", "no-store"},
                                     {"X-Content-Type-Options", "nosniff"},
                                     {"Referrer-Policy", "no-referrer"}});
}

} // namespace nk::ui
